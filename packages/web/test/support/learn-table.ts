import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The moves of /learn's table, as a player makes them: a card of the hand, a player, a guess, Play. */
export async function card(page: Page, name: string): Promise<void> {
  await page.locator(`.my-hand button[data-card="${name}"]`).click();
}
export async function choose(page: Page, name: string): Promise<void> {
  await page.locator(".action-panel fieldset.choices button", { hasText: new RegExp(`^${name}$`) }).click();
}
export async function guess(page: Page, value: number): Promise<void> {
  await page
    .locator(".action-panel .guess", { has: page.locator(".guess-value", { hasText: `${value}` }) })
    .first()
    .click();
}
export async function confirm(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Play", exact: true }).click();
}
/** A card that needs no choice may be played at once: Play, if the panel still asks for it. */
export async function confirmIfAsked(page: Page): Promise<void> {
  await confirm(page).catch(() => undefined);
}
/** What the coach says now. */
export const coachNow = (page: Page) => page.locator("[data-testid=coach-says] .coach-now");

/**
 * Plays the whole guided game at /learn/game the way the coach asks, each step waiting for the
 * coach's sentence before the move (the page is at /learn/game, its first step shown). Returns how
 * many moves the player made.
 */
export async function playGuidedGame(page: Page): Promise<number> {
  const says = async (text: string) => expect.poll(() => coachNow(page).textContent()).toContain(text);
  await says("You drew the Priest");
  await card(page, "priest");
  await choose(page, "Ann");
  await confirm(page);
  await says("holds the Prince");
  await card(page, "guard");
  await choose(page, "Ann");
  await guess(page, 5);
  await confirm(page);
  await says("last player standing wins");
  await page.getByRole("button", { name: "Deal the next round" }).click();
  await says("must play the Countess");
  await card(page, "countess");
  await confirmIfAsked(page);
  await says("Play the Handmaid");
  await card(page, "handmaid");
  await confirmIfAsked(page);
  await says("Play the Prince on Ann");
  await card(page, "prince");
  await choose(page, "Ann");
  await confirm(page);
  await says("Play the King on Ann");
  await card(page, "king");
  await choose(page, "Ann");
  await confirm(page);
  await says("You hold the Princess");
  await card(page, "guard");
  await confirmIfAsked(page);
  await says("You met every Classic card");
  await page.getByTestId("coach-finished").waitFor();
  return 7;
}

/**
 * How long a reader at 200 words a minute, taking about 3 s for each move or button, spends at
 * /learn's table: `read()` each time the coach has spoken after a move (its sentences then are all
 * new), `readWrong()` for a wrong move's explanation, `act()` for each move or button.
 */
export function readingClock(page: Page) {
  let words = 0;
  let actions = 0;
  const count = (text: string | null) => (text ?? "").split(/\s+/).filter(Boolean).length;
  return {
    async read(): Promise<void> {
      words += count(await page.getByTestId("coach-says").textContent());
    },
    /** A wrong move's explanation (the coach's other sentences are still the ones read before it). */
    async readWrong(): Promise<void> {
      words += count(await page.getByTestId("coach-wrong").textContent());
    },
    act(): void {
      actions++;
    },
    get words() {
      return words;
    },
    get actions() {
      return actions;
    },
    get minutes() {
      return words / 200 + (actions * 3) / 60;
    },
  };
}
