import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPlayer, screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { awaitCardDecision, createTableThroughUi, playUntil, startGame } from "./support/ui.js";

/** The windows a table must work in: three desktops, a phone upright and on its side. */
const SIZES = [
  { width: 1280, height: 800, name: "desktop" },
  { width: 1024, height: 768, name: "small-desktop" },
  { width: 1920, height: 1080, name: "wide-desktop" },
  { width: 360, height: 740, name: "phone" },
  { width: 740, height: 360, name: "phone-landscape" },
] as const;

/**
 * Everything wrong with the table as drawn now, in words: seats that overlap, a name cut with no
 * full name to hover, tokens, badges or discards cut off or outside the window, a hand card
 * outside the window. Measured in the page, from the boxes the browser laid out.
 */
const layoutFaults = (page: Page, phone: boolean) =>
  page.evaluate(`((phone) => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const overlap = (a, b) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const inside = (inner, outer) =>
      inner.left >= outer.left - 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const screen = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const faults = [];
    const seats = [...document.querySelectorAll(".tb-felt .tb-seat")];
    const label = (seat) => seat.querySelector(".tb-seat-name")?.textContent ?? "?";
    seats.forEach((seat, i) => {
      const name = label(seat);
      const own = box(seat);
      if (!inside(own, screen)) faults.push(\`\${name}'s seat \${JSON.stringify(own)} is outside the window.\`);
      seats.forEach((other, j) => {
        if (j > i && overlap(own, box(other))) faults.push(\`\${name}'s seat overlaps \${label(other)}'s.\`);
      });
      const nameEl = seat.querySelector(".tb-seat-name");
      if (!nameEl) faults.push(\`Seat \${i} shows no name.\`);
      else if (nameEl.scrollWidth > nameEl.clientWidth + 1) {
        const full = nameEl.getAttribute("title") ?? nameEl.closest("[title]")?.getAttribute("title");
        if (full !== name) faults.push(\`\${name}'s name is cut with no full name on hover.\`);
      }
      const parts = seat.querySelectorAll(".tb-seat-badges > *, .discards .card, .tb-seat-name");
      for (const part of parts) {
        if (part.checkVisibility?.() === false) {
          // A phone's small tiles (six players and more) keep only the badges that change play.
          if (!phone) faults.push(\`\${name}'s \${part.className} is hidden.\`);
          continue;
        }
        const b = box(part);
        if (!inside(b, own)) faults.push(\`\${name}'s \${part.className} pokes out of the seat.\`);
        if (!inside(b, screen)) faults.push(\`\${name}'s \${part.className} is outside the window.\`);
        for (const other of seats)
          if (other !== seat && overlap(b, box(other)))
            faults.push(\`\${name}'s \${part.className} is under \${label(other)}'s seat.\`);
      }
      // The discards row keeps every card in view: nothing scrolled or clipped away.
      const pile = seat.querySelector(".discards");
      if (pile && pile.scrollWidth > pile.clientWidth + 1) faults.push(\`\${name}'s discards are clipped.\`);
    });
    for (const card of document.querySelectorAll(".my-hand .card")) {
      const b = box(card);
      if (!inside(b, screen)) faults.push(\`A hand card \${JSON.stringify(b)} is outside the window.\`);
    }
    const deck = document.querySelector("[data-pile=deck]");
    if (!deck || !inside(box(deck), screen)) faults.push("The deck is not in the window.");
    for (const seat of seats)
      if (deck && overlap(box(deck), box(seat))) faults.push(\`The deck is under \${label(seat)}'s seat.\`);
    const felt = document.querySelector(".tb-felt");
    if (felt && deck && !inside(box(deck), box(felt))) faults.push("The deck pokes out of the felt.");
    const status = document.querySelector(".tb-center .table-status");
    if (felt && status && !inside(box(status), box(felt))) faults.push("The status pill runs past the felt's edge.");
    const nav = document.querySelector(".app-nav");
    if (nav && nav.scrollWidth > nav.clientWidth + 1) faults.push("The header's links are cut.");
    const title = document.querySelector(".tb-title h1");
    if (title && title.scrollWidth > title.clientWidth + 1) faults.push(\`The heading "\${title.textContent}" is cut.\`);
    if (document.documentElement.scrollWidth > window.innerWidth) faults.push("The page is wider than the window.");
    return faults;
  })(${phone})`) as Promise<string[]>;

/**
 * With a card chosen, on a phone: both hand cards still show their picture and name in the window
 * (on its side, not 38 px strips), and the decision and your plaque can be brought into view above
 * the tab bar, with the seats still in view on the phone's side.
 */
const chosenCardFaults = (page: Page, landscape: boolean) =>
  page.evaluate(`((landscape) => {
    const faults = [];
    const tabs = document.querySelector(".tb-tabs")?.getBoundingClientRect().top ?? window.innerHeight;
    for (const card of document.querySelectorAll(".my-hand .card")) {
      const r = card.getBoundingClientRect();
      if (landscape && r.height < 56) faults.push(\`A hand card is a \${Math.round(r.height)} px strip.\`);
      if (landscape && card.querySelector(".card-icon")?.checkVisibility() === false)
        faults.push("A hand card lost its picture.");
      if (r.left < 0 || r.right > window.innerWidth) faults.push("A hand card is outside the window.");
    }
    for (const what of [".action-panel", ".me-side > .tb-seat.is-own"]) {
      const el = document.querySelector(what);
      if (!el) continue;
      // Brought into view by its end (a decision may be taller than a phone on its side).
      el.scrollIntoView({ block: "end" });
      const r = el.getBoundingClientRect();
      if (r.bottom > tabs + 0.5) faults.push(\`\${what} ends \${Math.round(r.bottom - tabs)} px under the tab bar.\`);
      if (landscape) {
        const felt = document.querySelector(".tb-felt").getBoundingClientRect();
        if (felt.top < 0 || felt.bottom > tabs + 0.5) faults.push(\`The seats left the window when \${what} was scrolled to.\`);
      }
    }
    return faults;
  })(${landscape})`) as Promise<string[]>;

/** Each seat scrolled to inside the felt: whole, in the window, above the tab bar, its pile unclipped. */
const seatsReachableInFelt = (page: Page) =>
  page.evaluate(`(() => {
    const faults = [];
    const tabs = document.querySelector(".tb-tabs")?.getBoundingClientRect().top ?? window.innerHeight;
    const felt = document.querySelector(".tb-felt");
    for (const seat of document.querySelectorAll(".tb-felt .tb-seat")) {
      seat.scrollIntoView({ block: "nearest" });
      const r = seat.getBoundingClientRect();
      const f = felt.getBoundingClientRect();
      const name = seat.querySelector(".tb-seat-name")?.textContent ?? "?";
      if (r.top < f.top - 0.5 || r.bottom > f.bottom + 0.5) faults.push(\`\${name}'s seat can't be scrolled whole into the felt.\`);
      if (r.top < 0 || r.bottom > tabs + 0.5) faults.push(\`\${name}'s seat can't be brought above the tab bar.\`);
      const pile = seat.querySelector(".discards");
      if (pile && pile.scrollWidth > pile.clientWidth + 1) faults.push(\`\${name}'s discards are clipped.\`);
      for (const card of seat.querySelectorAll(".discards .card")) {
        const c = card.getBoundingClientRect();
        if (c.left < r.left - 0.5 || c.right > r.right + 0.5 || c.bottom > r.bottom + 0.5)
          faults.push(\`\${name}'s discard pokes out of the seat.\`);
      }
    }
    felt.scrollTop = 0;
    return faults;
  })()`) as Promise<string[]>;

/** Two frames: the layout after a resize has settled (container queries included). */
const settle = (page: Page) =>
  page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");

describe("the table at every size and player count", () => {
  // A fresh guest for each count: one guest seated at several live tables is refused a new one.
  const table = browserSession({}, { botDelayMs: 40 });

  for (const players of [2, 3, 4, 5, 6, 7, 8])
    it(`${players} players: no seat overlaps another or is cut, the hand and deck in the window`, async () => {
      const player = await openPlayer({ width: 1280, height: 800 });
      const { page } = player;
      await createTableThroughUi(page, table.server.url, {
        ruleset: players >= 5 ? "premium" : "classic",
        players,
        seats: Array.from({ length: players - 1 }, (_, i) => (["random", "heuristic", "expert"] as const)[i % 3]!),
        turnSeconds: 60,
        seed: `sizes-${players}`,
      });
      await startGame(page);
      await awaitCardDecision(page);
      const faults: string[] = [];
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await settle(page);
        for (const fault of await layoutFaults(page, size.name.startsWith("phone")))
          faults.push(`${size.width}×${size.height}: ${fault}`);
        if (players === 8 || players === 2) await screenshot(page, `sizes-${players}p-${size.name}`, false);
      }
      // A card chosen, on a phone on its side and upright.
      await page.locator(".my-hand button.card:not([disabled])").first().click();
      await page.locator(".me-area.has-card").waitFor();
      for (const size of SIZES.filter((s) => s.name.startsWith("phone")).reverse()) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await settle(page);
        for (const fault of await chosenCardFaults(page, size.name === "phone-landscape"))
          faults.push(`${size.width}×${size.height}, a card chosen: ${fault}`);
        if (players === 8 || players === 2) await screenshot(page, `sizes-${players}p-${size.name}-chosen`, false);
      }
      await player.close();
      expect(faults).toEqual([]);
    }, 120_000);

  it("8 players with a long discard pile: every discard in its seat, on a desktop and a phone", async () => {
    const player = await openPlayer({ width: 1280, height: 800 });
    const { page } = player;
    // Three decks shuffled together: a round lasts long enough for a seat to discard eight cards.
    await createTableThroughUi(page, table.server.url, {
      ruleset: "discard",
      extended: true,
      decks: 3,
      players: 8,
      seats: Array.from({ length: 7 }, () => "random" as const),
      turnSeconds: 60,
      seed: "sizes-long-discards",
    });
    await startGame(page);
    const longestPile = () =>
      page.evaluate(
        `Math.max(0, ...[...document.querySelectorAll(".tb-felt .tb-seat .discards")].map((p) => p.children.length))`,
      ) as Promise<number>;
    await playUntil(page, async () => (await longestPile()) >= 8, 240_000);
    expect(await longestPile()).toBeGreaterThanOrEqual(8);
    // Measured, as at every count above, while the hand is what there is to choose from: a choice of
    // target half made (five players to name on a phone) is taken back to the card step.
    const back = page.locator(".action-panel button", { hasText: "Back" });
    while ((await page.locator(".action-panel[data-step=card]").count()) === 0 && (await back.count()) > 0)
      await back.first().click();
    const faults: string[] = [];
    for (const size of SIZES.filter((s) => ["desktop", "phone", "phone-landscape"].includes(s.name))) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
      // On its side the felt is never taller than the screen: long piles scroll inside it, where
      // every seat, scrolled to, is whole and its pile unclipped.
      const faultsHere =
        size.name === "phone-landscape"
          ? await seatsReachableInFelt(page)
          : await layoutFaults(page, size.name === "phone");
      for (const fault of faultsHere) faults.push(`${size.width}×${size.height}: ${fault}`);
      await screenshot(page, `sizes-8p-long-discards-${size.name}`, false);
    }
    await player.close();
    expect(faults).toEqual([]);
  }, 300_000);
});
