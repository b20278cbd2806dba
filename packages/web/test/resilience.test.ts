import { matchMaker } from "@colyseus/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { FrameRecorder } from "./support/frames.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, makeOneChoice, startGame } from "./support/ui.js";

/** Notes, in the page itself, every moment the "Reconnecting…" state was shown (however briefly). */
async function watchReconnecting(page: Page): Promise<void> {
  // A string: the test's TypeScript has no DOM types; this runs in the page.
  await page.evaluate(`
    window.reconnectingSeen = 0;
    new MutationObserver(() => {
      if (document.querySelector("[data-testid=reconnecting]")) window.reconnectingSeen++;
    }).observe(document.body, { childList: true, subtree: true });
  `);
}
const reconnectingSeen = (page: Page) => page.evaluate("window.reconnectingSeen") as Promise<number>;

/** Plays one whole move of this page's seat through the interface. */
async function playOneMove(page: Page): Promise<void> {
  await page.locator(".action-panel").waitFor({ timeout: 30_000 });
  for (let i = 0; i < 12; i++) {
    const step = await makeOneChoice(page);
    if (step === "confirm" || step === "order" || step === "redraw") return;
    if (step === null) await page.waitForTimeout(100);
  }
  throw new Error("No move was made.");
}

const hand = (page: Page) =>
  page.locator(".my-hand .card").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));

describe("losing the connection", () => {
  let frames: FrameRecorder;
  let tableId: string;
  // A file store: a restarted server restores the table from it.
  const table = browserSession({ player: {} }, { store: "file", botDelayMs: 150 });

  it("comes back to its seat by itself when the server drops the connection, and play goes on", async () => {
    const { page } = table.player;
    frames = new FrameRecorder(page);
    tableId = await createTableThroughUi(page, table.server.url, {
      ruleset: "2019",
      players: 2,
      seats: ["heuristic"],
      turnSeconds: 60,
    });
    await startGame(page);
    await page.locator(".action-panel").waitFor({ timeout: 30_000 });
    const first = frames.lastView()!.turn;
    await playOneMove(page);
    // The bot has answered and the next decision is ours: nothing moves until we play.
    await expect.poll(() => frames.awaitsMe(first), { timeout: 30_000 }).toBe(true);
    await page.locator(".action-panel").waitFor({ timeout: 30_000 });
    const before = frames.lastView()!;
    await watchReconnecting(page);

    // The server drops the socket the way a network would (the client may try to reconnect).
    const room = matchMaker.getLocalRoomById(tableId)!;
    expect(room.clients.length).toBe(1);
    const session = room.clients[0]!.sessionId;
    const tablesBefore = frames.tables().length;
    room.clients[0]!.leave(4010);

    await expect.poll(() => reconnectingSeen(page)).toBeGreaterThan(0);
    await expect.poll(() => page.locator("[data-testid=reconnecting]").count(), { timeout: 30_000 }).toBe(0);
    // The SDK resumed the very same session: no second connection, nobody counted as watching.
    expect(Array.from(room.clients, (c) => c.sessionId)).toEqual([session]);
    await expect.poll(() => frames.tables().length).toBeGreaterThan(tablesBefore);
    expect(frames.tables().at(-1)!.spectators).toBe(0);
    await page.locator(".action-panel").waitFor();
    expect(frames.lastView()!.view.seat).toBe(before.view.seat);
    expect(frames.lastView()!.turn).toBe(before.turn);
    await playOneMove(page);
    await expect.poll(() => frames.lastView()!.turn).toBeGreaterThan(before.turn);
  }, 120_000);

  /** After a restart: the same seat, turn and hand, the log rebuilt, the seat connected, and play goes on. */
  async function expectCarriesOn(page: Page, before: { turn: number; seat: number | null; hand: unknown[] }) {
    await expect.poll(() => page.locator("[data-testid=reconnecting]").count(), { timeout: 40_000 }).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/t/${tableId}`);
    await page.locator(".action-panel").waitFor();
    await expect(page.locator(".me-area").getAttribute("aria-busy")).resolves.toBe("false");
    const after = frames.lastView()!;
    expect(after.reset).toBe(true);
    expect(after.view.seat).toBe(before.seat);
    expect(after.turn).toBe(before.turn);
    expect(await hand(page)).toEqual(before.hand);
    await expect.poll(() => page.locator(".log-line").count()).toBeGreaterThan(2);
    // Connected to the restored table, not played by a bot.
    const restored = matchMaker.getLocalRoomById(tableId)!;
    expect(restored.clients.length).toBe(1);
    await expect.poll(() => frames.tables().at(-1)?.seats[before.seat!]?.botPlaying).toBe(false);
    await playOneMove(page);
    await expect.poll(() => frames.lastView()!.turn, { timeout: 30_000 }).toBeGreaterThan(after.turn);
  }

  it("joins again by id with its token when the server restarts, and carries on where it was", async () => {
    const { page } = table.player;
    // Between rounds (an intermission) this waits for the next one.
    await expect.poll(() => frames.awaitsMe(), { timeout: 60_000 }).toBe(true);
    await page.locator(".action-panel").waitFor({ timeout: 30_000 });
    const last = frames.lastView()!;
    const before = { turn: last.turn, seat: last.view.seat, hand: await hand(page) };
    await watchReconnecting(page);

    // A deploy: the process stops (every connection is closed) and a new one starts on the same
    // port and store, restoring the table. No reconnection token survives that.
    await table.server.restart(async () => {
      await page.locator("[data-testid=reconnecting]").waitFor({ timeout: 30_000 });
      // Calm: the table stays on screen, nothing can be sent meanwhile, no error is shouted.
      await expect(page.locator("[data-testid=table]").count()).resolves.toBe(1);
      await expect(page.locator("[data-testid=reconnecting]").getAttribute("role")).resolves.toBe("status");
      expect(await page.locator(".notice-error").count()).toBe(0);
      await expect(page.locator(".me-area").getAttribute("aria-busy")).resolves.toBe("true");
      await expect(page.locator(".action-panel .btn-primary:not([disabled])").count()).resolves.toBe(0);
      await screenshot(page, "reconnecting", false);
    });
    await expectCarriesOn(page, before);
  }, 180_000);

  it("joins again when the SDK's own reconnection fails (the room moved to a new server process)", async () => {
    const { page } = table.player;
    // Between rounds (an intermission) this waits for the next one.
    await expect.poll(() => frames.awaitsMe(), { timeout: 60_000 }).toBe(true);
    await page.locator(".action-panel").waitFor({ timeout: 30_000 });
    const last = frames.lastView()!;
    const before = { turn: last.turn, seat: last.view.seat, hand: await hand(page) };
    await watchReconnecting(page);

    // The connection drops; while the SDK tries to resume it, the table moves to a new process,
    // which knows nothing of the old session: the SDK gives up, and the page joins by id.
    matchMaker.getLocalRoomById(tableId)!.clients[0]!.leave(4010);
    await table.server.restart(async () => {
      await page.locator("[data-testid=reconnecting]").waitFor({ timeout: 30_000 });
    });
    await expectCarriesOn(page, before);
    expect(await reconnectingSeen(page)).toBeGreaterThan(0);
  }, 180_000);
});
