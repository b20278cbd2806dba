import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlayer, type Player, screenshot } from "./support/browser.js";
import { startTestServer, type TestServer } from "./support/server.js";
import { createTableThroughUi, matchIsOver, playUntil, startGame } from "./support/ui.js";

describe("a match against bots in the browser", () => {
  let server: TestServer;
  let player: Player;

  beforeAll(async () => {
    server = await startTestServer();
    player = await openPlayer();
  }, 240_000);
  afterAll(async () => {
    await player?.close();
    await server?.close();
  });

  it("plays a full match against bots to its end through the UI", async () => {
    const { page } = player;
    await createTableThroughUi(page, server.url, {
      ruleset: "classic",
      players: 3,
      seats: ["random", "heuristic"],
      tokens: 2,
      intermissionSeconds: 5,
    });
    await startGame(page);

    // The lobby lists the table live, for everyone.
    const lobby = await player.context.newPage();
    await lobby.goto(server.url);
    await lobby.locator(".table-item").first().waitFor();
    await screenshot(lobby, "lobby");
    await lobby.close();

    // Mid-round: a decision to make, the piles and the log.
    await page.locator(".action-panel[data-step=card]").waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator(".log-line").count()).toBeGreaterThan(2);
    await screenshot(page, "table-mid-round");

    const roundOver = async () => (await page.locator("[data-testid=round-result]").count()) > 0;
    await playUntil(page, roundOver);
    await expect(page.locator("[data-testid=round-result] h2").textContent()).resolves.toMatch(/wins? the round/);
    await screenshot(page, "round-end");

    await playUntil(page, matchIsOver(page), 240_000);
    const result = page.locator("[data-testid=match-result]");
    await expect(result.locator("h2").textContent()).resolves.toMatch(/wins? the match/);
    // The log is a live region with a sentence for what happened.
    const log = page.locator("[role=log]");
    await expect(log.getAttribute("aria-live")).resolves.toBe("polite");
    await expect(log.textContent()).resolves.toMatch(/the match!/);
  }, 360_000);

  it("replays the finished game move by move, from any seat or with everything revealed", async () => {
    const { page } = player;
    await page.getByRole("link", { name: "Watch the replay" }).click();
    const replay = page.locator("[data-testid=replay]");
    await replay.waitFor();
    await expect(page.locator(".step-count").textContent()).resolves.toMatch(/Step 0 \/ \d+/);

    // Everything revealed: every hand is face up.
    await expect.poll(() => page.locator(".seat .seat-hand .card").count()).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Next step" }).click();
    await expect(page.locator(".step-count").textContent()).resolves.toMatch(/Step 4 \//);
    await expect(page.locator("[data-testid=step-text]").textContent()).resolves.not.toBe("");
    await screenshot(page, "replay");

    // A spectator's point of view hides every hand; a seat's shows only its own.
    await page.locator(".pov label", { hasText: "Spectator" }).click();
    await expect.poll(() => page.locator(".seat .seat-hand .card").count()).toBe(0);
    await page.locator(".pov label").nth(2).click();
    await expect.poll(() => page.locator(".seat .seat-hand .card").count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.locator(".seat .seat-hand .card").count()).toBeLessThanOrEqual(2);
    await expect(page.getByText(/Cards unseen by/).count()).resolves.toBe(1);

    // The last step holds the match's result; the arrow keys step back and forth.
    await page.getByRole("button", { name: "Last step" }).click();
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(/the match!/);
    const last = await page.locator(".step-count").textContent();
    await page.locator("[data-testid=step-text]").click();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.locator(".step-count").textContent()).not.toBe(last);
  }, 120_000);
});
