// Answers larger than a socket's buffer: Colyseus's Node adapter never ended them (it waited for a
// drain, then stopped), so the replay of every 8-player game (27–35 kB) never finished loading.

import type { GameRecord, StoredAction } from "@loveletter/protocol";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ botDelayMs: 1 });
});
afterAll(async () => {
  await t?.close();
});

test("the replay of a finished 8-player game is answered whole", async () => {
  const ada = await t.guest("Ada");
  const bots = [1, 2, 3, 4, 5, 6, 7].map((seat) => ({ seat, strength: "random" }));
  const host = new TableClient(
    await t.sdk.create("table", {
      token: ada.token,
      settings: { ruleset: "premium", seats: 8, intermissionSeconds: 0 },
      bots,
      testSeed: "large-answer",
    }),
  );
  await host.until(() => host.you !== null, "the host's seat");
  host.send("start", {});
  host.startAutoplay();
  await host.until(() => host.gameOver !== null, "the end of the match", 60_000);
  await host.room.leave();

  const response = await fetch(`${t.url}/api/games/${host.gameOver!.gameId}`, { signal: AbortSignal.timeout(10_000) });
  expect(response.status).toBe(200);
  const text = await response.text();
  // Well past the 16 kB that a socket takes without waiting for a drain.
  expect(text.length).toBeGreaterThan(24_000);
  expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
  const { game, actions } = JSON.parse(text) as { game: GameRecord; actions: StoredAction[] };
  expect(game.seats).toHaveLength(8);
  expect(game.status).toBe("finished");
  expect(actions.length).toBeGreaterThan(20);
}, 90_000);
