import { describe, expect, it } from "vitest";
import { FrameRecorder } from "./support/frames.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, makeOneChoice, openPanel, startGame } from "./support/ui.js";

describe("watching a table", () => {
  const table = browserSession({ host: {}, watcher: {} }, { botDelayMs: 150 });

  it("lets a spectator follow a game from the lobby, live, without any hand, and chat", async () => {
    await createTableThroughUi(table.host.page, table.server.url, {
      ruleset: "2019",
      players: 3,
      seats: ["random", "random"],
      turnSeconds: 60,
    });
    await startGame(table.host.page);

    const frames = new FrameRecorder(table.watcher.page);
    await table.watcher.page.goto(table.server.url);
    const listed = table.watcher.page.locator(".table-item").first();
    await listed.waitFor();
    await listed.getByRole("link", { name: "Watch" }).click();
    await table.watcher.page.locator("[data-testid=table]").waitFor();
    await expect(table.watcher.page.getByText("You are watching this table").count()).resolves.toBe(1);
    expect(await table.watcher.page.locator(".my-hand").count()).toBe(0);
    expect(await table.watcher.page.locator(".seat .seat-hand .card").count()).toBe(0);

    // The game moves on and the spectator sees it happen.
    const linesBefore = await table.watcher.page.locator(".log-line").count();
    for (let i = 0; i < 6; i++) {
      if ((await makeOneChoice(table.host.page).catch(() => null)) === null) await table.host.page.waitForTimeout(150);
    }
    await expect
      .poll(() => table.watcher.page.locator(".log-line").count(), { timeout: 20_000 })
      .toBeGreaterThan(linesBefore);

    // Everything the spectator's page received is public.
    const views = frames.views();
    expect(views.length).toBeGreaterThan(0);
    for (const m of views) {
      expect(m.view.seat).toBeNull();
      expect(m.view.hand).toEqual([]);
      for (const e of m.events) expect(e.visibleTo).toBe("all");
    }

    await openPanel(table.watcher.page, "Chat");
    await table.watcher.page.locator("#chat-input").fill("Good luck!");
    await table.watcher.page.locator("#chat-input").press("Enter");
    await expect.poll(() => table.host.page.locator(".chat-lines").textContent()).toMatch(/Good luck!/);
  }, 120_000);
});
