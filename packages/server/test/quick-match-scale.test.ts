import "../src/shim.js";
import { RedisDriver } from "@colyseus/redis-driver";
import { Client } from "@colyseus/sdk";
import type { QuickMatchInput } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type PostgresServer, startPostgres } from "./support/postgres.js";
import { freePort, guest, type ServerProcess, spawnServer } from "./support/process.js";
import { Seeker } from "./support/quick-match.js";
import { type RedisServer, startRedis } from "./support/redis.js";
import { TableClient } from "./support/server.js";

// "Play now" scaled out (docs/deploy.md): people who press it on different processes meet in the
// edition's one queue, and a person whose queue's process is killed joins again elsewhere with
// their ticket and keeps their wait.

const LEASE_MS = 2000;

let postgres: PostgresServer;
let redis: RedisServer;
let driver: RedisDriver;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres("quick_match_scale"), startRedis()]);
  const database = await postgres.createDatabase("cluster");
  driver = new RedisDriver(redis.url);
  const ports = [await freePort(), await freePort()];
  servers = await Promise.all(
    ports.map((port) =>
      spawnServer(port, database, {
        REDIS_URL: redis.url,
        LOVELETTER_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
        LOVELETTER_LEASE_MS: String(LEASE_MS),
        // One deployment's processes share it (docs/deploy.md): it seals the wait's ticket and opens the dealt table.
        LOVELETTER_SECRET: "quick-match-scale-secret",
      }),
    ),
  );
}, 90_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await driver?.shutdown();
  await Promise.all([postgres?.stop(), redis?.stop()]);
});

/** Joins the queue through `url`, again and again while the matchmaker still points at a dead process. */
async function joinQueue(url: string, options: QuickMatchInput, timeoutMs = 20_000): Promise<Seeker> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await Seeker.join(url, options);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function seat(url: string, tableId: string, token: string): Promise<TableClient> {
  const table = new TableClient(await new Client(url).joinById(tableId, { token }));
  await table.until(() => table.you?.seat != null && table.views.length > 0, "seated at the dealt table");
  return table;
}

describe("quick match across two processes", () => {
  test("two people pressing Play now on different processes meet at one table", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [ada, bob] = await Promise.all([guest(a.url, "Ada"), guest(b.url, "Bob")]);
    const first = await Seeker.join(a.url, { token: ada, ruleset: "classic", seats: 2 });
    await first.until(() => first.waiting.length > 0, "Ada waiting");
    const second = await Seeker.join(b.url, { token: bob, ruleset: "classic", seats: 2 });
    await second.until(() => first.matched !== null && second.matched !== null, "both matched");
    expect(first.matched!.tableId).toBe(second.matched!.tableId);
    await Promise.all([first.room.leave(), second.room.leave()]);
    // Each joins the table through the other process.
    const [adaAt, bobAt] = await Promise.all([
      seat(b.url, first.matched!.tableId, ada),
      seat(a.url, second.matched!.tableId, bob),
    ]);
    expect(adaAt.table.seats.map((s) => s.name).sort()).toEqual(["Ada", "Bob"]);
    expect(adaAt.table.phase).toBe("playing");
    await Promise.all([adaAt.room.leave(), bobAt.room.leave()]);
  }, 60_000);

  test("a person waiting when the queue's process is killed joins again elsewhere, keeps their wait and is matched", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const [cy, dan] = await Promise.all([guest(a.url, "Cy"), guest(b.url, "Dan")]);
    const options: QuickMatchInput = { token: cy, ruleset: "premium", seats: 2, waitSeconds: 120 };
    const before = await Seeker.join(a.url, options);
    await before.until(() => before.waiting.length > 0, "Cy waiting");
    const { fillsAt, ticket } = before.waiting[0]!;

    const queue = await driver.findOne({ name: "quick-match" });
    const holder = servers.find((server) => queue.publicAddress === server.url.replace("http://", ""))!;
    const survivor = servers.find((server) => server !== holder)!;
    await holder.kill();
    const killedAt = Date.now();
    await before.until(() => before.closed !== null, "Cy's queue connection lost");

    // Her client joins again, through a live process, with the ticket of her wait.
    const after = await joinQueue(survivor.url, { ...options, ticket });
    await after.until(() => after.waiting.length > 0, "Cy waiting again");
    const requeuedMs = Date.now() - killedAt;
    expect(after.waiting[0]!.fillsAt).toBe(fillsAt);
    expect(after.waiting[0]!.waiting).toBe(1);

    const other = await Seeker.join(survivor.url, { token: dan, ruleset: "premium", seats: 2 });
    await other.until(() => after.matched !== null && other.matched !== null, "Cy and Dan matched");
    expect(after.matched!.tableId).toBe(other.matched!.tableId);
    const cyAt = await seat(survivor.url, after.matched!.tableId, cy);
    expect(cyAt.table.seats.map((s) => s.name).sort()).toEqual(["Cy", "Dan"]);
    console.log(
      `quick match: after kill -9 (lease ${LEASE_MS} ms) the waiting person was queued again in ${requeuedMs} ms`,
    );
    await Promise.all([cyAt.room.leave(), after.room.leave(), other.room.leave()]);
    // A killed process has nothing left to stop.
    servers = servers.filter((server) => server !== holder);
  }, 90_000);
});
