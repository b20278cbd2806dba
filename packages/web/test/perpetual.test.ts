import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { FrameRecorder } from "./support/frames.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, playAll, playUntil, startGame } from "./support/ui.js";

describe("a perpetual table (discard)", () => {
  const table = browserSession({ host: {}, newcomer: {} }, { botDelayMs: 150 });

  it("keeps a scoreboard across rounds, and a newcomer takes a bot's seat between rounds", async () => {
    await createTableThroughUi(table.host.page, table.server.url, {
      ruleset: "discard",
      players: 3,
      seats: ["heuristic", "heuristic"],
      intermissionSeconds: 5,
      turnSeconds: 60,
    });
    await startGame(table.host.page);
    const hostBoard = table.host.page.locator("[data-testid=scoreboard]");

    // Someone arrives during the round from the lobby: they watch, and may take a bot's seat.
    const frames = new FrameRecorder(table.newcomer.page);
    await table.newcomer.page.goto(table.server.url);
    const listed = table.newcomer.page.locator(".table-item").first();
    await listed.waitFor();
    await listed.getByRole("link", { name: "Take a seat" }).click();
    await table.newcomer.page.locator("[data-testid=table]").waitFor();
    await expect
      .poll(() => table.newcomer.page.locator("[data-testid=spectator-note]").textContent())
      .toMatch(/This table is perpetual/);
    const name = (await table.newcomer.page.locator(".me-chip .me-name").textContent())!;
    const sit = table.newcomer.page.getByRole("button", { name: "Sit here next round" });
    await expect.poll(() => sit.count()).toBe(2);
    const seatPanel = table.newcomer.page.locator(".seat").filter({ has: sit }).first();
    const seat = Number(await seatPanel.getAttribute("data-seat"));
    await sit.first().click();
    await expect
      .poll(() => table.newcomer.page.locator("[data-testid=spectator-note]").textContent())
      .toBe(`You take seat ${seat + 1} at the next round. Until then you are watching.`);
    expect(await sit.count()).toBe(0);
    // The host sees who sits there next.
    await expect
      .poll(() =>
        table.host.page.locator(`.seat[data-seat="${seat}"] .badge`, { hasText: "Next round:" }).textContent(),
      )
      .toBe(`Next round: ${name}`);

    // The host plays the round out; the scoreboard counts it.
    await playUntil(table.host.page, async () => (await hostBoard.count()) > 0);
    await expect.poll(async () => (await hostBoard.locator("tbody tr").count()) >= 3).toBe(true);
    await screenshot(table.host.page, "perpetual-scoreboard");

    // Next round: the newcomer plays that seat, with a hand, and the host sees their name there.
    await playUntil(table.host.page, async () => (await table.newcomer.page.locator(".my-hand .card").count()) > 0);
    expect(frames.lastView()!.view.seat).toBe(seat);
    await expect.poll(() => table.host.page.locator(`.seat[data-seat="${seat}"] .seat-name`).textContent()).toBe(name);
    await expect
      .poll(() => table.newcomer.page.locator("[data-testid=scoreboard]").textContent())
      .toMatch(/Wins.*Rounds/);

    // Once a round with the newcomer ends, the scoreboard lists them too.
    const newcomerRow = hostBoard.locator("tbody tr", { hasText: name });
    await playAll([table.host.page, table.newcomer.page], async () => (await newcomerRow.count()) > 0, 150_000);
    await expect(newcomerRow.locator("td").nth(3).textContent()).resolves.toBe("1");
  }, 240_000);
});
