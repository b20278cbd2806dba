import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import {
  awaitCardDecision,
  createTableThroughUi,
  currentStep,
  makeOneChoice,
  matchIsOver,
  playAll,
  playUntil,
  sayReadyIfAsked,
  startGame,
} from "./support/ui.js";

/** The page itself never scrolls: the whole table fits the window. */
const pageFits = async (page: Page) =>
  (await page.evaluate(
    "document.documentElement.scrollHeight <= window.innerHeight && document.documentElement.scrollWidth <= window.innerWidth",
  )) as boolean;

/** Every element the motion layer ever drew (a card or token in flight), counted from now on. */
const countFlights = (page: Page) =>
  page.evaluate(`(() => {
    window.__flights = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes)
        if (n.classList && (n.classList.contains("fly-card") || n.classList.contains("fly-token"))) window.__flights++;
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
const flights = (page: Page) => page.evaluate("window.__flights") as Promise<number>;

describe("the table on a desktop (1280×800)", () => {
  const table = browserSession(
    { player: { width: 1280, height: 800, reducedMotion: "no-preference" } },
    { botDelayMs: 120 },
  );

  it("plays a full classic match through the table: seats around the oval, tap a seat to target, cards in motion", async () => {
    const { page } = table.player;
    await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 4,
      seats: ["heuristic", "random", "expert"],
      tokens: 2,
      intermissionSeconds: 5,
      // Long turns: the checks and screenshots between moves must not let the timer play for us.
      turnSeconds: 60,
      // A test deal: this seat plays first, so its first decision comes at once (with a random
      // deal the bots could knock it out before its turn, round after round).
      seed: "table-desktop",
    });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, "table-waiting-room", false);
    await startGame(page);
    await countFlights(page);

    // Three opponents around the oval, above the deck; the whole table on one screen.
    await awaitCardDecision(page);
    expect(await page.locator(".tb-felt .tb-place").count()).toBe(3);
    const seatTops = await page
      .locator(".tb-felt .tb-place")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    const deckTop = await page.locator("[data-pile=deck]").evaluate((e) => e.getBoundingClientRect().top);
    for (const top of seatTops) expect(top).toBeLessThan(deckTop);
    expect(await pageFits(page)).toBe(true);
    // Every card has its illustration.
    await expect.poll(() => page.locator(".my-hand .card .card-icon path").count()).toBeGreaterThan(0);
    await screenshot(page, "table-desktop-your-turn", false);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Play until a target is asked for: the seats themselves are the buttons.
    await playUntil(page, async () => (await currentStep(page)) === "target" || (await matchIsOver(page)()));
    if ((await currentStep(page)) === "target") {
      const offered = page.locator(".tb-seat.is-choosable");
      expect(await offered.count()).toBeGreaterThan(0);
      await screenshot(page, "table-desktop-choose-a-seat", false);
      expect(await seriousAxeFindings(page)).toEqual([]);
      // The "Choose …" chip covers only the name it repeats: the seat's tokens, discards and last
      // play, read when picking a target, stay uncovered.
      const chip = await offered.first().locator(".tb-seat-choose span").boundingBox();
      const badges = await offered.first().locator(".tb-seat-badges").boundingBox();
      expect(chip!.y + chip!.height).toBeLessThanOrEqual(badges!.y + 1);
      const name = await offered.first().locator(".tb-seat-name").textContent();
      await offered.first().locator(".tb-seat-choose").click();
      // The move being built names the tapped seat.
      await expect.poll(async () => (await page.locator(".action-panel").textContent()) ?? "").toContain(name!);
    }

    // Each seat keeps its last play in view.
    await expect.poll(() => page.locator("[data-testid=last-action]").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // Bots' plays moved across the table (full motion here).
    await expect.poll(() => flights(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await page
      .locator(".motion-layer .fly-card")
      .first()
      .waitFor({ state: "attached", timeout: 5_000 })
      .then(() => screenshot(page, "table-desktop-motion", false))
      .catch(() => undefined);

    const roundOver = async () => (await page.locator("[data-testid=round-result]").count()) > 0;
    await playUntil(page, roundOver);
    await screenshot(page, "table-desktop-round-end", false);
    // The round's summary takes room below the table, and the felt is short: the deck and piles
    // sit below the seats (the top one shows its hand), not under them.
    type Box = { top: number; bottom: number; left: number; right: number };
    const boxes = async (selector: string): Promise<Box[]> =>
      page.locator(selector).evaluateAll((els) =>
        els.map((e) => {
          const { top, bottom, left, right } = e.getBoundingClientRect();
          return { top, bottom, left, right };
        }),
      );
    const [piles] = await boxes(".tb-center .piles");
    for (const seat of await boxes(".tb-place"))
      expect(
        piles!.bottom <= seat.top ||
          piles!.top >= seat.bottom ||
          piles!.right <= seat.left ||
          piles!.left >= seat.right,
        `the piles ${JSON.stringify(piles)} under a seat ${JSON.stringify(seat)}`,
      ).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await playUntil(page, matchIsOver(page), 240_000);
    const result = page.locator("[data-testid=match-result]");
    await expect(result.locator("#match-result-title").textContent()).resolves.toMatch(/wins? the match/);
    // The standings: every seat, with tokens and rounds won.
    await expect(page.locator("[data-testid=standings] tbody tr").count()).resolves.toBe(4);
    // This player never left, so nothing was "played for you while you were away".
    const notices = await page.locator("[data-testid=table-notice]").allTextContents();
    expect(notices.join(" ")).not.toMatch(/While you were away/);
    await screenshot(page, "table-desktop-match-end", false);
    expect(await seriousAxeFindings(page)).toEqual([]);
  }, 360_000);

  it("starts a rematch at the same table on the host's word", async () => {
    const { page } = table.player;
    const before = await page.evaluate("location.pathname");
    await page.getByTestId("rematch").click();
    await expect.poll(() => page.locator("[data-testid=match-result]").count(), { timeout: 20_000 }).toBe(0);
    await page.locator("[data-testid=table-status]").waitFor();
    expect(await page.evaluate("location.pathname")).toBe(before);
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(/Round 1 begins/);
  }, 60_000);

  it("opens the rules over the table mid-turn and comes back to the same decision, with the turn still ours", async () => {
    const { page } = table.player;
    await awaitCardDecision(page);
    await page.locator(".my-hand button.card:not([disabled])").first().click();
    const step = await currentStep(page);
    expect(step).not.toBe("card");
    const timer = page.locator(".my-turn-bar [role=timer]");
    const secondsBefore = Number((await timer.getAttribute("aria-label"))?.match(/(\d+) seconds/)?.[1]);

    await page.getByTestId("rules-button").click();
    const rules = page.getByRole("dialog", { name: "The cards at this table" });
    await rules.waitFor();
    await expect(rules.locator(".card").count()).resolves.toBe(8);
    await screenshot(page, "table-rules-drawer", false);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => rules.isVisible()).toBe(false);

    // Still this page, still our turn, the same step of the same move, the clock still running down.
    expect(new URL(page.url()).pathname).toMatch(/^\/t\//);
    expect(await currentStep(page)).toBe(step);
    const secondsAfter = Number((await timer.getAttribute("aria-label"))?.match(/(\d+) seconds/)?.[1]);
    expect(secondsAfter).toBeLessThanOrEqual(secondsBefore);
    expect(secondsAfter).toBeGreaterThan(0);

    // Sound is off until chosen, and the choice is remembered by this browser.
    await page.getByText("Options", { exact: true }).click();
    const sound = page.getByRole("checkbox", { name: "Sound" });
    expect(await sound.isChecked()).toBe(false);
    await sound.check();
    await page.reload();
    await page.locator("[data-testid=table]").waitFor();
    await page.getByText("Options", { exact: true }).click();
    expect(await page.getByRole("checkbox", { name: "Sound" }).isChecked()).toBe(true);
  }, 90_000);
});

describe("the table on a phone (360×740)", () => {
  const table = browserSession({ player: { width: 360, height: 740, mobile: true } }, { botDelayMs: 80 });

  it("plays a full classic match on one screen: no page scroll whenever a decision is open", async () => {
    const { page } = table.player;
    await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 3,
      seats: ["heuristic", "random"],
      tokens: 2,
      intermissionSeconds: 5,
    });
    await startGame(page);
    await awaitCardDecision(page);
    await screenshot(page, "table-phone-your-turn", false);
    expect(await seriousAxeFindings(page)).toEqual([]);
    const steps = new Set<string>();
    const end = Date.now() + 240_000;
    while (!(await matchIsOver(page)())) {
      if (Date.now() > end) throw new Error("The match did not end in time.");
      const step = await currentStep(page);
      if (step) {
        expect(await pageFits(page), `step ${step}`).toBe(true);
        if (!steps.has(step)) await screenshot(page, `table-phone-step-${step}`, false);
        steps.add(step);
      }
      if ((await makeOneChoice(page).catch(() => null)) === null) {
        await sayReadyIfAsked(page);
        await page.waitForTimeout(80);
      }
    }
    expect(steps).toContain("card");
    expect(steps).toContain("confirm");
    await screenshot(page, "table-phone-match-end", false);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The log is a drawer: it opens over the table and closes again.
    await page.getByRole("tab", { name: "Log" }).click();
    await expect.poll(() => page.locator(".tb-panel:not([hidden]) [role=log]").isVisible()).toBe(true);
    await screenshot(page, "table-phone-log-drawer", false);
    await page.locator(".tb-panel:not([hidden])").getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.locator(".tb-panel:not([hidden]) [role=log]").isVisible()).toBe(false);
  }, 300_000);
});

describe("eight players (Premium) on a phone", () => {
  const table = browserSession({ player: { width: 360, height: 740, mobile: true } }, { botDelayMs: 40 });

  it("keeps the whole table on one screen while each decision is open, the seats a strip", async () => {
    const { page } = table.player;
    await createTableThroughUi(page, table.server.url, {
      ruleset: "premium",
      players: 8,
      seats: ["heuristic", "random", "expert", "heuristic", "random", "expert", "heuristic"],
      intermissionSeconds: 5,
    });
    await startGame(page);
    await page.locator(".action-panel").waitFor({ timeout: 60_000 });
    expect(await page.locator(".tb-felt.around-7 .tb-place").count()).toBe(7);
    // The longest badge a tile of the strip shows stays within the tile: a seat's "Protected" ran
    // past its edge (and past the felt's, for the last of a row).
    const overhang = await page.evaluate(`(() => {
      const seat = document.querySelector(".tb-felt .tb-seat");
      const badge = document.createElement("span");
      badge.className = "badge badge-ok";
      badge.textContent = "Protected";
      seat.querySelector(".tb-seat-badges").append(badge);
      const over = badge.getBoundingClientRect().right - seat.getBoundingClientRect().right;
      badge.remove();
      return over;
    })()`);
    expect(overhang).toBeLessThanOrEqual(0);
    const steps = new Set<string>();
    const end = Date.now() + 150_000;
    while (!(await matchIsOver(page)()) && Date.now() < end && steps.size < 4) {
      const step = await currentStep(page);
      if (step) {
        expect(await pageFits(page), `step ${step}`).toBe(true);
        // Every guess button inside the screen, whatever the names.
        if (step === "guess") {
          const rights = await page
            .locator(".guess")
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
          for (const right of rights) expect(right).toBeLessThanOrEqual(360);
        }
        if (!steps.has(step)) await screenshot(page, `table-phone-8p-${step}`, false);
        steps.add(step);
      }
      if ((await makeOneChoice(page).catch(() => null)) === null) {
        await sayReadyIfAsked(page);
        await page.waitForTimeout(60);
      }
    }
    expect(steps.size).toBeGreaterThanOrEqual(2);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The phone on its side: still no page scroll.
    await page.setViewportSize({ width: 740, height: 360 });
    await expect.poll(() => pageFits(page)).toBe(true);
    await screenshot(page, "table-phone-8p-landscape", false);
  }, 240_000);
});

describe("reduced motion", () => {
  const table = browserSession({ player: { width: 1280, height: 800, reducedMotion: "reduce" } }, { botDelayMs: 60 });

  it("shows every move as a fade in place: nothing flies across the table", async () => {
    const { page } = table.player;
    await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 4,
      seats: ["random", "random", "random"],
    });
    await startGame(page);
    await countFlights(page);
    const lines = () => page.locator(".log-line").count();
    const before = await lines();
    // Bots play (and we do) until several moves have been shown.
    await playUntil(page, async () => (await lines()) > before + 8, 60_000);
    expect(await flights(page)).toBe(0);
  }, 120_000);
});

describe("every page passes axe (no serious or critical finding)", () => {
  const table = browserSession({ player: { width: 1280, height: 800 } });

  it("home, rules, leaderboard, a player's page", async () => {
    const { page } = table.player;
    await page.goto(table.server.url);
    await page.getByRole("button", { name: "Play against bots" }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    // The table form's switches read as sentences, one a line, not wrapped into a narrow column
    // beside the goal (four and five lines each before).
    const switches = page.locator("#create .field-check label");
    expect(await switches.count()).toBeGreaterThanOrEqual(3);
    for (const height of await switches.evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().height)))
      expect(height).toBeLessThan(30);
    for (const path of ["/rules", "/rules/premium", "/leaderboard/classic"]) {
      await page.goto(`${table.server.url}${path}`);
      await page.locator("main h1").first().waitFor();
      expect(await seriousAxeFindings(page), path).toEqual([]);
    }
    await page.goto(table.server.url);
    await page.locator(".me-chip").click();
    await page.locator("main h1").first().waitFor();
    expect(await seriousAxeFindings(page), "player page").toEqual([]);
  }, 120_000);

  it("prints every card's name whole, on a wide screen and a phone: a long one is set smaller, never broken", async () => {
    const { page } = table.player;
    // Every card that has a name on it, at each size the reference uses; the table's hand cards
    // size their names by the same rule.
    const broken = () =>
      page.evaluate(`[...document.querySelectorAll(".card-name")]
        .filter((name) => {
          const words = name.textContent.trim().split(/\\s+/).length;
          const lines = Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight));
          return lines > words || name.scrollWidth > name.clientWidth + 1;
        })
        .map((name) => name.textContent + " (" + name.closest(".card").className + ")")`);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ])
      for (const edition of ["classic", "2019", "premium"]) {
        await page.setViewportSize(size);
        await page.goto(`${table.server.url}/rules/${edition}`);
        await page.locator(".card-name", { hasText: "Princess" }).first().waitFor();
        expect(await broken(), `${edition} at ${size.width} px`).toEqual([]);
      }
    await page.setViewportSize({ width: 1280, height: 800 });
  }, 60_000);

  it("Play against bots deals at once, at an unlisted table", async () => {
    const { page } = table.player;
    await page.goto(table.server.url);
    await page.getByRole("button", { name: "Play against bots" }).click();
    await page.locator("[data-testid=table]").waitFor({ timeout: 30_000 });
    // No waiting room and no Start button: the cards are dealt.
    expect(await page.getByRole("button", { name: "Start the game" }).count()).toBe(0);
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(/Round 1 begins/);
    // Nobody but bots waits for this player: a turn gives the longest time there is (a minute),
    // not the 20 seconds of a table of people.
    await awaitCardDecision(page);
    const clock = await page.getByRole("timer", { name: /^Your time/ }).getAttribute("aria-label");
    expect(Number(clock!.match(/(\d+) seconds/)![1])).toBeGreaterThan(40);
    // Not in the lobby's list of public tables.
    const lobby = await table.player.context.newPage();
    await lobby.goto(table.server.url);
    await lobby.getByText("No public tables right now.").waitFor();
    expect(await lobby.locator(".table-item").count()).toBe(0);
    await lobby.close();
  }, 60_000);
});

describe("a rematch between two people", () => {
  const table = browserSession({ host: {}, guest: {} }, { botDelayMs: 40 });

  it("counts each player's Rematch as a vote, and the host's starts it for both", async () => {
    const { host, guest } = table;
    const tableId = await createTableThroughUi(host.page, table.server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["open"],
      tokens: 1,
    });
    await guest.page.goto(`${table.server.url}/t/${tableId}`);
    await guest.page.getByText("You", { exact: true }).waitFor();
    await startGame(host.page);
    await guest.page.locator("[data-testid=table]").waitFor();
    await playAll(
      [host.page, guest.page],
      async () => (await matchIsOver(host.page)()) && (await matchIsOver(guest.page)()),
    );

    // The guest asks: the button says so, and both pages show the vote.
    await guest.page.getByTestId("rematch").click();
    await expect.poll(() => guest.page.getByTestId("rematch").textContent()).toBe("Rematch asked ✓");
    await expect
      .poll(() => host.page.getByTestId("rematch-votes").textContent())
      .toMatch(/^1 of 2 players asked for a rematch/);
    await screenshot(host.page, "table-rematch-vote", false);
    // The host's Rematch starts it, for both, at the same table.
    await host.page.getByTestId("rematch").click();
    for (const page of [host.page, guest.page]) {
      await expect.poll(() => page.locator("[data-testid=match-result]").count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => page.locator("[data-testid=table-status]").textContent()).toMatch(/Your turn|is to play/);
      expect(new URL(page.url()).pathname).toBe(`/t/${encodeURIComponent(tableId)}`);
    }
  }, 180_000);
});
