// The table's decision with the keyboard alone, and without the final "Play": in real Chromium,
// the guided game's Guard played by Tab, Enter and Space, the focus checked after every step; then
// a real table with "Confirm before playing" turned off, where the last choice sends the move.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { findSeed } from "./support/seeds.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, startGame } from "./support/ui.js";

interface Focused {
  readonly where: "page" | "panel" | "hand" | "elsewhere";
  readonly card?: string | null;
  readonly text?: string;
  readonly isHand?: boolean;
  readonly step?: string | null;
}

/** What holds the keyboard's focus, as a player would name it (run in the page, hence a string). */
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return { where: "page" };
  return {
    where: el.closest(".action-panel") ? "panel" : el.closest(".my-hand") ? "hand" : "elsewhere",
    card: el.dataset.card ?? null,
    text: (el.textContent ?? "").trim(),
    isHand: el.classList.contains("my-hand"),
    step: el.closest(".action-panel")?.getAttribute("data-step") ?? null,
  };
})()`;
const focused = (page: Page) => page.evaluate(FOCUSED) as Promise<Focused>;

/** From now on, any confirm step the page draws is noted in `window.confirmSeen`. */
const WATCH_CONFIRM = `(() => {
  window.confirmSeen = false;
  new MutationObserver(() => {
    if (document.querySelector(".action-panel[data-step=confirm]")) window.confirmSeen = true;
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
})()`;

const coachNow = (page: Page) => page.locator("[data-testid=coach-says] .coach-now");

describe("playing with the keyboard", () => {
  const s = browserSession({ player: { width: 1280, height: 800, mobile: false } });

  it("plays the guided game's Priest and Guard by Tab, Enter and Space; the focus goes to the next thing to do", async () => {
    const { page } = s.player;
    await page.goto(`${s.server.url}/learn/game`);
    await page.getByTestId("table").waitFor();
    await expect.poll(() => coachNow(page).textContent()).toContain("You drew the Priest");

    // The turn starts on the first card of the hand; Tab goes to the next one.
    await expect.poll(() => focused(page)).toMatchObject({ where: "hand", card: "guard" });
    await page.keyboard.press("Tab");
    await expect.poll(() => focused(page)).toMatchObject({ where: "hand", card: "priest" });
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toMatchObject({ where: "panel", step: "target", text: "Ann" });
    await page.keyboard.press("Space");
    await expect.poll(() => focused(page)).toMatchObject({ where: "panel", step: "confirm", text: "Play" });
    await page.keyboard.press("Enter");

    // Ann's Guard follows at once: the focus is back on the hand's first card for the next move.
    await expect.poll(() => coachNow(page).textContent()).toContain("holds the Prince");
    await expect.poll(() => focused(page)).toMatchObject({ where: "hand", card: "guard" });
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toMatchObject({ where: "panel", step: "target", text: "Ann" });
    await page.keyboard.press("Space");
    await expect.poll(() => focused(page)).toMatchObject({ where: "panel", step: "guess" });
    expect((await focused(page)).text).toMatch(/^Name 2/);
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect.poll(async () => (await focused(page)).text).toMatch(/^Name 5Prince/);
    await screenshot(page, "keyboard-guard-guess", false);
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toMatchObject({ where: "panel", step: "confirm", text: "Play" });
    // Escape takes the last choice back, and the focus goes with it.
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toMatchObject({ where: "panel", step: "guess" });
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect.poll(() => focused(page)).toMatchObject({ where: "panel", step: "confirm", text: "Play" });
    await page.keyboard.press("Enter");

    // Ann is out and the round is over: nothing to decide, and the focus waits on the hand.
    await expect.poll(() => coachNow(page).textContent()).toContain("Ann");
    await page.locator(".action-panel").waitFor({ state: "detached" });
    await expect.poll(() => focused(page)).toMatchObject({ where: "hand", isHand: true });
  });

  it("with “Confirm before playing” off, a Guard goes as soon as its value is named", async () => {
    const { page } = s.player;
    const seed = findSeed("classic", 2, (hands) => hands[0]!.includes("guard"));
    await createTableThroughUi(page, s.server.url, { ruleset: "classic", players: 2, seats: ["random"], seed });
    await startGame(page);
    await page.locator(".tb-options > summary").click();
    const confirm = page.getByLabel("Confirm before playing");
    expect(await confirm.isChecked()).toBe(true);
    await confirm.uncheck();
    await page.locator(".tb-options > summary").click();
    await page.evaluate(WATCH_CONFIRM);

    await page.locator(".my-hand button.card[data-card=guard]").first().click();
    await page.locator(".action-panel[data-step=target] .choices button").first().click();
    await page.locator(".action-panel[data-step=guess] .guess").first().click();
    await expect
      .poll(() => page.locator(".me-area [data-testid=last-action]").textContent(), { timeout: 20_000 })
      .toMatch(/^You played the Guard on /);
    expect(await page.evaluate("window.confirmSeen")).toBe(false);
    // The focus stays with this seat (its hand, or its next decision), never falling to the page.
    await expect.poll(async () => (await focused(page)).where).not.toBe("page");
    await screenshot(page, "keyboard-no-confirm-sent", false);

    // The choice is kept for this browser.
    await page.reload();
    await page.getByTestId("table").waitFor();
    await page.locator(".tb-options > summary").click();
    expect(await page.getByLabel("Confirm before playing").isChecked()).toBe(false);
  });
});
