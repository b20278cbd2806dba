import { describe, expect, it } from "vitest";
import { FrameRecorder } from "./support/frames.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, makeOneChoice, startGame } from "./support/ui.js";

describe("reloading the page", () => {
  const table = browserSession({ player: {} }, { botDelayMs: 200 });

  it("returns to the same seat and hand in the middle of a game, and play continues", async () => {
    const { page } = table.player;
    const frames = new FrameRecorder(page);
    await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["heuristic"],
      turnSeconds: 60,
    });
    await startGame(page);

    // Make one complete move, then wait for the next decision.
    const playOneMove = async () => {
      for (let i = 0; i < 10; i++) {
        const step = await makeOneChoice(page);
        if (step === "confirm" || step === "order" || step === "redraw") return;
        if (step === null) await page.waitForTimeout(100);
      }
    };
    await page.locator(".action-panel").waitFor({ timeout: 30_000 });
    const first = frames.lastView()!.turn;
    await playOneMove();
    // The bot has answered and the next decision is ours: nothing moves until we play.
    await expect.poll(() => frames.awaitsMe(first), { timeout: 30_000 }).toBe(true);
    await page.locator(".action-panel").waitFor({ timeout: 30_000 });
    const before = frames.lastView()!;
    const handBefore = await page
      .locator(".my-hand .card")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));

    await page.reload();
    await page.locator("[data-testid=table]").waitFor();
    await page.locator(".action-panel").waitFor();
    const after = frames.lastView()!;
    expect(after.view.seat).toBe(before.view.seat);
    expect(after.turn).toBe(before.turn);
    const handAfter = await page
      .locator(".my-hand .card")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));
    expect(handAfter).toEqual(handBefore);
    // The log is rebuilt from the table.server, and the game goes on.
    await expect.poll(() => page.locator(".log-line").count()).toBeGreaterThan(2);
    await playOneMove();
    await expect.poll(() => frames.lastView()!.turn).toBeGreaterThan(after.turn);
  }, 120_000);
});
