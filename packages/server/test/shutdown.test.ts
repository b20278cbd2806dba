// A graceful stop (SIGTERM, Ctrl-C) of `loveletter serve` while people are away, in their grace
// period, as after a load test or a network outage: the process ends promptly, no table write
// outlives the store, and each table is stored as it was, for its people to come back to.
import "../src/shim.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openStore } from "../src/store/index.js";
import { freePort, guest, spawnServer } from "./support/process.js";
import { TableClient } from "./support/server.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-shutdown-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The connection dies the way a network's does (no close handshake), and the SDK doesn't retry. */
function dropConnection(client: TableClient): void {
  client.room.reconnection.enabled = false;
  (client.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
}

test("SIGTERM with connections dropped moments before stops at once and keeps the tables as they were", async () => {
  const port = await freePort();
  const file = join(dir, "shutdown.sqlite");
  const server = await spawnServer(port, file);
  let stopMs: number;
  let waitingId: string;
  let playingId: string;
  try {
    const sdk = new Client(server.url);
    const [ada, bob, cy, eve] = await Promise.all(["Ada", "Bob", "Cy", "Eve"].map((n) => guest(server.url, n)));
    const host = new TableClient(await sdk.create("table", { token: ada, settings: { ruleset: "classic", seats: 4 } }));
    await host.until(() => host.you !== null, "Ada seated");
    waitingId = host.room.roomId;
    const guestAtTable = new TableClient(await sdk.joinById(waitingId, { token: bob }));
    await guestAtTable.until(() => guestAtTable.you?.seat === 1, "Bob seated");
    const player = new TableClient(
      await sdk.create("table", {
        token: cy,
        settings: { ruleset: "classic", seats: 2, turnSeconds: 60 },
        bots: [{ seat: 1, strength: "random" }],
      }),
    );
    await player.until(() => player.you !== null, "Cy seated");
    playingId = player.room.roomId;
    player.send("start", {});
    await player.until(() => player.views.length > 0, "the deal");
    const watcher = new TableClient(await sdk.joinById(waitingId, { token: eve, spectate: true }));
    await watcher.until(() => watcher.you !== null, "Eve watching");
    const seatsAway = () => watcher.table.seats.filter((s) => s.kind === "human" && !s.connected).length;
    await watcher.until(() => seatsAway() === 0, "both seats connected");

    for (const client of [host, guestAtTable, player]) dropConnection(client);
    await watcher.until(() => seatsAway() === 2, "both seats away");
    // Their grace period (30 s) has just begun when the server is told to stop.
    const stopping = Date.now();
    await server.stop();
    stopMs = Date.now() - stopping;
  } catch (error) {
    await server.kill();
    throw new Error(`${(error as Error).message}\nServer output:\n${server.output()}`);
  }
  expect.soft(server.process.exitCode, server.output()).toBe(0);
  expect.soft(server.output(), "no error logged").not.toMatch(/"level":50/);
  // Not the grace period: the process used to wait it out for every connection dropped.
  expect.soft(stopMs).toBeLessThan(10_000);

  const store = await openStore(file);
  try {
    const waiting = await store.table(waitingId);
    expect(waiting?.status).toBe("waiting");
    expect(waiting?.seats.map((s) => (s.kind === "human" ? s.name : s.kind))).toEqual(["Ada", "Bob", "empty", "empty"]);
    expect((await store.table(playingId))?.status).toBe("playing");
  } finally {
    await store.close();
  }
}, 90_000);
