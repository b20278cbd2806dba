import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlayer, type Player, screenshot } from "./support/browser.js";
import { FrameRecorder } from "./support/frames.js";
import { startTestServer, type TestServer } from "./support/server.js";
import { createTableThroughUi, playAll, playUntil, startGame } from "./support/ui.js";

describe("a perpetual table (discard)", () => {
  let server: TestServer;
  let host: Player;
  let newcomer: Player;

  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 150 });
    host = await openPlayer();
    newcomer = await openPlayer();
  }, 240_000);
  afterAll(async () => {
    await host?.close();
    await newcomer?.close();
    await server?.close();
  });

  it("keeps a scoreboard across rounds, and a newcomer takes a bot's seat between rounds", async () => {
    await createTableThroughUi(host.page, server.url, {
      ruleset: "discard",
      players: 3,
      seats: ["heuristic", "heuristic"],
      intermissionSeconds: 5,
      turnSeconds: 60,
    });
    await startGame(host.page);
    const hostBoard = host.page.locator("[data-testid=scoreboard]");

    // Someone arrives during the round from the lobby: they watch, and may take a bot's seat.
    const frames = new FrameRecorder(newcomer.page);
    await newcomer.page.goto(server.url);
    const listed = newcomer.page.locator(".table-item").first();
    await listed.waitFor();
    await listed.getByRole("link", { name: "Take a seat" }).click();
    await newcomer.page.locator("[data-testid=table]").waitFor();
    await expect
      .poll(() => newcomer.page.locator("[data-testid=spectator-note]").textContent())
      .toMatch(/This table is perpetual/);
    const name = (await newcomer.page.locator(".me-chip .me-name").textContent())!;
    const sit = newcomer.page.getByRole("button", { name: "Sit here next round" });
    await expect.poll(() => sit.count()).toBe(2);
    const seatPanel = newcomer.page.locator(".seat").filter({ has: sit }).first();
    const seat = Number(await seatPanel.getAttribute("data-seat"));
    await sit.first().click();
    await expect
      .poll(() => newcomer.page.locator("[data-testid=spectator-note]").textContent())
      .toBe(`You take seat ${seat + 1} at the next round. Until then you are watching.`);
    expect(await sit.count()).toBe(0);
    // The host sees who sits there next.
    await expect
      .poll(() => host.page.locator(`.seat[data-seat="${seat}"] .badge`, { hasText: "Next round:" }).textContent())
      .toBe(`Next round: ${name}`);

    // The host plays the round out; the scoreboard counts it.
    await playUntil(host.page, async () => (await hostBoard.count()) > 0);
    await expect.poll(async () => (await hostBoard.locator("tbody tr").count()) >= 3).toBe(true);
    await screenshot(host.page, "perpetual-scoreboard");

    // Next round: the newcomer plays that seat, with a hand, and the host sees their name there.
    await playUntil(host.page, async () => (await newcomer.page.locator(".my-hand .card").count()) > 0);
    expect(frames.lastView()!.view.seat).toBe(seat);
    await expect.poll(() => host.page.locator(`.seat[data-seat="${seat}"] .seat-name`).textContent()).toBe(name);
    await expect.poll(() => newcomer.page.locator("[data-testid=scoreboard]").textContent()).toMatch(/Wins.*Rounds/);

    // Once a round with the newcomer ends, the scoreboard lists them too.
    const newcomerRow = hostBoard.locator("tbody tr", { hasText: name });
    await playAll([host.page, newcomer.page], async () => (await newcomerRow.count()) > 0, 150_000);
    await expect(newcomerRow.locator("td").nth(3).textContent()).resolves.toBe("1");
  }, 240_000);
});
