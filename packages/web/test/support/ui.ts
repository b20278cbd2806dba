import type { Page } from "playwright-core";
import { expect } from "vitest";

export interface TableChoice {
  ruleset: "classic" | "2019" | "premium" | "discard" | "custom";
  players: number;
  /** Strength (or "open") of seats 2..players. */
  seats: ("random" | "heuristic" | "expert" | "open")[];
  tokens?: number;
  turnSeconds?: number;
  intermissionSeconds?: number;
  privateTable?: boolean;
  /** Invite bot programs of the bot API (docs/bot-api.md). */
  botPrograms?: boolean;
  /** The Discard ruleset: its Premium cards and 5–8 players, and how many decks are shuffled together. */
  extended?: boolean;
  decks?: 1 | 2 | 3;
  seed?: string;
}

const EDITION_LABEL = {
  classic: "Classic",
  "2019": "2019",
  premium: "Premium",
  discard: "Discard",
  custom: "Custom deck",
};

/** Sets up a table in the home page's form, creates it and returns its id (the page is then at /t/:id). */
export async function createTableThroughUi(page: Page, baseUrl: string, choice: TableChoice): Promise<string> {
  await page.goto(`${baseUrl}/${choice.seed ? `?testSeed=${encodeURIComponent(choice.seed)}` : ""}`);
  const form = page.locator("#create");
  await form.locator(".ruleset-option", { hasText: EDITION_LABEL[choice.ruleset] }).first().click();
  if (choice.extended) await form.getByRole("checkbox", { name: /^Extended/ }).check();
  if (choice.decks !== undefined) await form.locator("#create-decks").selectOption(String(choice.decks));
  const count = form.locator("#create-seats");
  for (let i = 0; i < 8; i++) {
    const n = Number(await count.textContent());
    if (n === choice.players) break;
    await form.getByRole("button", { name: n < choice.players ? "More players" : "Fewer players" }).click();
  }
  await expect.poll(async () => Number(await count.textContent())).toBe(choice.players);
  for (let i = 0; i < choice.seats.length; i++)
    await form.locator(`#create-bot-${i + 1}`).selectOption(choice.seats[i]!);
  if (choice.tokens !== undefined) await form.locator("#create-goal").selectOption(String(choice.tokens));
  if (choice.turnSeconds !== undefined) await form.locator("#create-turn").selectOption(String(choice.turnSeconds));
  await form.locator("#create-intermission").selectOption(String(choice.intermissionSeconds ?? 0));
  if (choice.privateTable) await form.locator(".segmented label", { hasText: "With the code" }).click();
  if (choice.botPrograms) await form.getByLabel(/Invite bot programs/).check();
  await form.getByRole("button", { name: "Create table" }).click();
  await page.waitForURL(/\/t\//);
  await page.getByRole("heading", { name: "Players" }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split("/")[2]!);
}

export async function startGame(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator("[data-testid=table]").waitFor();
}

/** Between rounds: says "I'm ready" when the page asks (the button may go meanwhile). */
export async function sayReadyIfAsked(page: Page): Promise<void> {
  const ready = page.getByRole("button", { name: "I'm ready" });
  if (await ready.count()) await ready.click().catch(() => undefined);
}

/**
 * Waits for this player's card decision. The bots may knock the player out before their first
 * turn, round after round, and even win a short match before it: the player says ready at once
 * between rounds, asks for a rematch when the match is over, and the wait allows 120 s (CI ran out
 * of 30 s, then of 60 s in a match the bots won 2–0 before the player's first turn).
 */
export async function awaitCardDecision(page: Page): Promise<void> {
  const panel = page.locator(".action-panel[data-step=card]");
  await expect
    .poll(
      async () => {
        if (await panel.isVisible()) return true;
        await sayReadyIfAsked(page);
        const rematch = page.getByTestId("rematch");
        if ((await rematch.count()) && (await rematch.isEnabled({ timeout: 1_000 }).catch(() => false)))
          await rematch.click({ timeout: 1_000 }).catch(() => undefined);
        return false;
      },
      { timeout: 120_000, interval: 100 },
    )
    .toBe(true);
}

/** The step the action panel is at, or null when this player has nothing to decide. */
export async function currentStep(page: Page): Promise<string | null> {
  const panel = page.locator(".action-panel");
  if ((await panel.count()) === 0) return null;
  // The panel may go between the count and the read (the decision was made, the round ended).
  return panel
    .first()
    .getAttribute("data-step", { timeout: 1_000 })
    .catch(() => null);
}

/**
 * Makes one choice of the decision in progress, always through the interface: the first
 * playable card, the first offered player or value, then Play.
 */
export async function makeOneChoice(page: Page): Promise<string | null> {
  const step = await currentStep(page);
  switch (step) {
    case null:
      return null;
    case "card":
      await page.locator(".my-hand button.card:not([disabled])").first().click();
      break;
    case "confirm":
      await page.getByRole("button", { name: "Play", exact: true }).click();
      break;
    case "guess":
      await page.locator(".action-panel .guess").first().click();
      break;
    case "keep":
      await page.locator(".action-panel .card-choice button.card").first().click();
      break;
    case "order":
      await page.locator(".action-panel .order-option").first().click();
      break;
    case "redraw":
      await page.locator(".action-panel .btn-row button").first().click();
      break;
    case "target":
    case "targets":
      // At the table a player is chosen by tapping their seat (the panel's buttons do the same).
      await page.locator(".tb-seat-choose").first().click();
      break;
    default:
      await page.locator(".action-panel fieldset.choices button").first().click();
  }
  return step;
}

/** Plays through the interface (and says "ready" between rounds) until `done` holds. */
export async function playUntil(page: Page, done: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error("The game did not reach the expected point in time.");
    const step = await makeOneChoice(page).catch(() => null);
    if (step === null) {
      await sayReadyIfAsked(page);
      await page.waitForTimeout(80);
    }
  }
}

/** Plays through several pages at one table (each its own seat) until `done` holds. */
export async function playAll(
  pages: readonly Page[],
  done: () => Promise<boolean>,
  timeoutMs = 120_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error("The game did not reach the expected point in time.");
    let acted = false;
    for (const page of pages) if ((await makeOneChoice(page).catch(() => null)) !== null) acted = true;
    if (!acted) {
      for (const page of pages) await sayReadyIfAsked(page);
      await pages[0]!.waitForTimeout(80);
    }
  }
}

export const matchIsOver = (page: Page) => async () => (await page.locator("[data-testid=match-result]").count()) > 0;

/** Opens one of the table's panels (Log, Cards, Chat, Scores): a tab beside the table, a drawer on a phone. */
export async function openPanel(page: Page, name: "Log" | "Cards" | "Chat" | "Scores"): Promise<void> {
  const tab = page.getByRole("tab", { name, exact: true });
  if (
    (await tab.getAttribute("aria-selected")) !== "true" ||
    !(await page.locator(`.tb-panel:not([hidden])`).isVisible())
  )
    await tab.click();
}
