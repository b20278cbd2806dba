import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlayer, type Player } from "./support/browser.js";
import { FrameRecorder } from "./support/frames.js";
import { startTestServer, type TestServer } from "./support/server.js";
import { createTableThroughUi, makeOneChoice, startGame } from "./support/ui.js";

describe("watching a table", () => {
  let server: TestServer;
  let host: Player;
  let watcher: Player;

  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 150 });
    host = await openPlayer();
    watcher = await openPlayer();
  }, 240_000);
  afterAll(async () => {
    await host?.close();
    await watcher?.close();
    await server?.close();
  });

  it("lets a spectator follow a game from the lobby, live, without any hand, and chat", async () => {
    await createTableThroughUi(host.page, server.url, {
      ruleset: "2019",
      players: 3,
      seats: ["random", "random"],
      turnSeconds: 60,
    });
    await startGame(host.page);

    const frames = new FrameRecorder(watcher.page);
    await watcher.page.goto(server.url);
    const listed = watcher.page.locator(".table-item").first();
    await listed.waitFor();
    await listed.getByRole("link", { name: "Watch" }).click();
    await watcher.page.locator("[data-testid=table]").waitFor();
    await expect(watcher.page.getByText("You are watching this table").count()).resolves.toBe(1);
    expect(await watcher.page.locator(".my-hand").count()).toBe(0);
    expect(await watcher.page.locator(".seat .seat-hand .card").count()).toBe(0);

    // The game moves on and the spectator sees it happen.
    const linesBefore = await watcher.page.locator(".log-line").count();
    for (let i = 0; i < 6; i++) {
      if ((await makeOneChoice(host.page).catch(() => null)) === null) await host.page.waitForTimeout(150);
    }
    await expect
      .poll(() => watcher.page.locator(".log-line").count(), { timeout: 20_000 })
      .toBeGreaterThan(linesBefore);

    // Everything the spectator's page received is public.
    const views = frames.views();
    expect(views.length).toBeGreaterThan(0);
    for (const m of views) {
      expect(m.view.seat).toBeNull();
      expect(m.view.hand).toEqual([]);
      for (const e of m.events) expect(e.visibleTo).toBe("all");
    }

    await watcher.page.locator("#chat-input").fill("Good luck!");
    await watcher.page.locator("#chat-input").press("Enter");
    await expect.poll(() => host.page.locator(".chat-lines").textContent()).toMatch(/Good luck!/);
  }, 120_000);
});
