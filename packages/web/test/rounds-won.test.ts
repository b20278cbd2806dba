import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { FrameRecorder } from "./support/frames.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, matchIsOver, playUntil, startGame } from "./support/ui.js";

/** The match end's "Rounds won" column, row by row. */
async function roundsWonShown(page: Page): Promise<number[]> {
  await page.locator("[data-testid=standings]").waitFor();
  return (await page.locator("[data-testid=standings] tbody tr td:nth-child(3)").allTextContents()).map(Number);
}

describe("rounds won, as the server counts them", () => {
  const table = browserSession({ player: {}, watcher: {} }, { botDelayMs: 100 });

  it("are right after a reload and for a spectator who comes late, not only for the rounds a page saw", async () => {
    const { page } = table.player;
    const frames = new FrameRecorder(page);
    const id = await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["heuristic"],
      tokens: 3,
      turnSeconds: 60,
    });
    await startGame(page);
    await playUntil(page, matchIsOver(page), 240_000);
    // In the classic edition each round won is one token: the standings' tokens are the rounds won.
    const tokens = frames
      .lastView()!
      .view.seats.map((s) => s.tokens)
      .sort();
    expect(tokens.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect((await roundsWonShown(page)).sort()).toEqual(tokens);

    // The page reloaded holds only the last round's events: the count is still the whole match's.
    await page.reload();
    await page.locator("[data-testid=match-result]").waitFor();
    expect((await roundsWonShown(page)).sort()).toEqual(tokens);
    await screenshot(page, "rounds-won-after-reload");

    // Someone who opens the table only now sees the same standings.
    const late = table.watcher.page;
    await late.goto(`${table.server.url}/t/${id}?watch=1`);
    await late.locator("[data-testid=match-result]").waitFor();
    expect((await roundsWonShown(late)).sort()).toEqual(tokens);
    await screenshot(late, "rounds-won-late-spectator");
  }, 300_000);
});
