import "../src/shim.js";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { RedisDriver } from "@colyseus/redis-driver";
import { Client, type Room } from "@colyseus/sdk";
import { verifyGame } from "@loveletter/match";
import { type HttpAnswers, TableSettings } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openStore, type Store, type TableRecord } from "../src/store/index.js";
import { type PostgresServer, startPostgres } from "./support/postgres.js";
import { freePort, guest, type ServerProcess, spawnServer } from "./support/process.js";
import { type RedisServer, startRedis } from "./support/redis.js";
import { stopAndSettle, TableClient } from "./support/server.js";

// Scale-out (docs/deploy.md): server processes sharing Redis and PostgreSQL, and the death of one.

let postgres: PostgresServer;
let redis: RedisServer;
beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres("scale"), startRedis()]);
}, 90_000);
afterAll(async () => {
  await Promise.all([postgres?.stop(), redis?.stop()]);
});

function tableRecord(id: string, createdAt: number): TableRecord {
  return {
    id,
    code: null,
    hostId: "ada",
    settings: TableSettings.parse({ ruleset: "classic", seats: 2 }),
    seats: [{ kind: "human", playerId: "ada", name: "Ada" }, { kind: "empty" }],
    status: "waiting",
    gameId: null,
    serverSeed: null,
    createdAt,
    updatedAt: createdAt,
  };
}

const ownershipStores = {
  PostgreSQL: () => postgres.createDatabase("ownership"),
  SQLite: async () => join(await mkdtemp(join(tmpdir(), "loveletter-scale-")), "store.sqlite"),
};

describe.each(Object.keys(ownershipStores) as (keyof typeof ownershipStores)[])(
  "leases and table ownership (%s)",
  (kind) => {
    let one: Store;
    let two: Store;
    let location: string;
    beforeAll(async () => {
      location = await ownershipStores[kind]();
      [one, two] = [await openStore(location), await openStore(location)];
    }, 60_000);
    afterAll(async () => {
      await Promise.all([one?.close(), two?.close()]);
      if (kind === "SQLite") await rm(dirname(location), { recursive: true, force: true });
    });

    test("a lease runs out unless renewed, and never revives", async () => {
      await one.registerProcess("p-short", "127.0.0.1:1", 150);
      expect(await one.renewLease("p-short", 150)).toBe(true);
      expect((await one.processes()).find((p) => p.id === "p-short")?.expired).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await two.processes()).find((p) => p.id === "p-short")?.expired).toBe(true);
      expect(await one.renewLease("p-short", 150)).toBe(false);
      expect(await one.forgetProcess("p-short")).toBe(true);
    });

    test("the tables of a dead process are claimed by exactly one survivor each", async () => {
      await one.registerProcess("dead", "127.0.0.1:2", 60_000);
      await one.registerProcess("alive-1", "127.0.0.1:3", 60_000);
      await one.registerProcess("alive-2", "127.0.0.1:4", 60_000);
      const ids = Array.from({ length: 40 }, (_, i) => `t-${i}`);
      for (const [i, id] of ids.entries())
        expect(await one.saveOwnedTable(tableRecord(id, 1000 + i), "dead")).toBe(true);
      // Another process may not save a table it does not own.
      expect(await two.saveOwnedTable(tableRecord("t-0", 1000), "alive-1")).toBe(false);
      expect(await one.tableOwner("t-0")).toBe("dead");
      expect(await one.claimableTables()).toBe(0);
      expect(await one.forgetProcess("dead")).toBe(false);

      await one.releaseProcess("dead");
      expect(await one.claimableTables()).toBe(40);
      expect(await one.forgetProcess("dead")).toBe(false); // it still names tables
      // Both survivors grab everything they can, at once, several times over.
      const claims = await Promise.all([
        ...Array.from({ length: 4 }, () => one.claimTables("alive-1", 40)),
        ...Array.from({ length: 4 }, () => two.claimTables("alive-2", 40)),
      ]);
      const claimed = claims.flat();
      expect(claimed.sort()).toEqual([...ids].sort());
      expect(new Set(claimed).size).toBe(40);
      expect(await one.claimableTables()).toBe(0);
      const firstOwner = await one.tableOwner("t-0");
      expect(["alive-1", "alive-2"]).toContain(firstOwner);
      expect(await one.saveOwnedTable(tableRecord("t-0", 1000), firstOwner!)).toBe(true);
      expect(await one.forgetProcess("dead")).toBe(true);

      // A table handed back is claimable again; a closed one never is.
      await one.releaseTable("t-0", firstOwner!);
      await one.saveTable({ ...tableRecord("t-1", 1001), status: "closed" });
      await one.releaseTable("t-1", (await one.tableOwner("t-1"))!);
      expect(await one.claimableTables()).toBe(1);
      expect(await two.claimTables("alive-2", 10)).toEqual(["t-0"]);
    });
  },
);

/** Joins a table by id through `url`, retrying while the table is between processes. */
async function rejoin(url: string, tableId: string, options: object, timeoutMs = 20_000): Promise<Room> {
  const sdk = new Client(url);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await sdk.joinById(tableId, options);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const LEASE_MS = 2000;

/** A room as a lobby lists it. */
interface Listing {
  readonly processId?: string;
  readonly metadata?: { readonly status?: string };
}

describe("three server processes on Redis and PostgreSQL", () => {
  let servers: ServerProcess[] = [];
  let database: string;
  let driver: RedisDriver;

  beforeAll(async () => {
    database = await postgres.createDatabase("cluster");
    driver = new RedisDriver(redis.url);
    const ports = [await freePort(), await freePort(), await freePort()];
    servers = await Promise.all(
      ports.map((port) =>
        spawnServer(port, database, {
          REDIS_URL: redis.url,
          LOVELETTER_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
          LOVELETTER_LEASE_MS: String(LEASE_MS),
        }),
      ),
    );
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await driver?.shutdown();
  });

  test("a table created through one is played through another and watched through a third; when its process is killed it resumes on a survivor", async () => {
    const [a, b, c] = servers as [ServerProcess, ServerProcess, ServerProcess];
    try {
      const adaToken = await guest(a.url, "Ada");
      const bobToken = await guest(b.url, "Bob");
      const cyToken = await guest(c.url, "Cy");

      const lobby = await new Client(c.url).joinOrCreate("lobby");
      const listed = new Map<string, Listing>();
      lobby.onMessage("rooms", (rooms: (Listing & { roomId: string })[]) => {
        for (const room of rooms) listed.set(room.roomId, room);
      });
      lobby.onMessage("+", ([roomId, room]: [string, Listing]) => listed.set(roomId, room));
      lobby.onMessage("-", (roomId: string) => listed.delete(roomId));

      const settings = { ruleset: "2019", seats: 2, intermissionSeconds: 0, goal: { kind: "tokens", tokens: 3 } };
      const ada = new TableClient(await new Client(a.url).create("table", { token: adaToken, settings }));
      await ada.until(() => ada.you !== null, "Ada seated");
      const tableId = ada.room.roomId;
      const bob = new TableClient(await new Client(b.url).joinById(tableId, { token: bobToken }));
      await bob.until(() => bob.you?.seat === 1, "Bob seated through another process");
      const cy = new TableClient(await new Client(c.url).joinById(tableId, { token: cyToken, spectate: true }));
      await cy.until(() => cy.you !== null, "Cy watching through a third process");
      expect(cy.you!.seat).toBeNull();
      await ada.until(() => listed.has(tableId), "the table in the lobby of another process");

      ada.send("start", {});
      ada.startAutoplay((moves) => moves[moves.length - 1]);
      bob.startAutoplay();
      await ada.until(() => (ada.last?.turn ?? 0) >= 4, "a few turns", 30_000);
      ada.stopAutoplay();
      bob.stopAutoplay();
      // The lobby hears of a table at most twice a second: these quick players could otherwise have
      // finished the match before it heard of the start.
      await ada.until(
        () => listed.get(tableId)?.metadata?.status === "playing",
        "the lobby of another process follows",
      );
      // Whatever was in flight lands; then nothing moves, because a player must decide.
      await stopAndSettle(ada, bob);
      await cy.until(() => cy.last?.turn === ada.last!.turn, "the spectator up to date");
      const before = { ada: ada.last!, bob: bob.last!, cy: cy.last! };
      expect(before.ada.turn).toBe(before.bob.turn);
      expect(cy.last!.turn).toBe(before.ada.turn);
      expect(ada.gameOver).toBeNull();
      // The game is dealt from a committed server seed (docs/fair-deal.md).
      const committed = ada.table.commitment;
      expect(committed).toMatch(/^[0-9a-f]{64}$/);

      // Kill the process hosting the table; the clients of the others carry on through a survivor.
      const listing = await driver.findOne({ roomId: tableId });
      const hostIndex = servers.findIndex((s) => listing.publicAddress === s.url.replace("http://", ""));
      expect(hostIndex).toBeGreaterThanOrEqual(0);
      const host = servers[hostIndex]!;
      const survivor = servers[(hostIndex + 1) % 3]!;
      const other = servers[(hostIndex + 2) % 3]!;
      await host.kill();
      const killedAt = Date.now();
      servers = servers.filter((s) => s !== host);
      let resumedAfter = -1;
      const watching = (async () => {
        while (Date.now() - killedAt < 20_000) {
          const now = await driver.findOne({ roomId: tableId });
          if (now && now.processId !== listing.processId) {
            resumedAfter = Date.now() - killedAt;
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();

      const [ada2, bob2, cy2] = [
        new TableClient(await rejoin(survivor.url, tableId, { token: adaToken })),
        new TableClient(await rejoin(other.url, tableId, { token: bobToken })),
        new TableClient(await rejoin(survivor.url, tableId, { token: cyToken, spectate: true })),
      ];
      await ada2.until(() => ada2.views.length > 0, "Ada's view after the kill");
      const waited = Date.now() - killedAt;
      await bob2.until(() => bob2.views.length > 0, "Bob's view after the kill");
      await cy2.until(() => cy2.views.length > 0, "Cy's view after the kill");
      // Nothing accepted was lost: the same turn, hands and piles.
      expect(ada2.you!.seat).toBe(0);
      expect(bob2.you!.seat).toBe(1);
      expect(ada2.last!.turn).toBe(before.ada.turn);
      expect(ada2.last!.view).toEqual(before.ada.view);
      expect(bob2.last!.view).toEqual(before.bob.view);
      expect(cy2.last!.view).toEqual(before.cy.view);
      // The survivor deals on from the same committed seed.
      await ada2.until(() => ada2.table.commitment !== "", "the state on the survivor");
      expect(ada2.table.commitment).toBe(committed);
      await watching;
      const moved = await driver.findOne({ roomId: tableId });
      expect(moved.publicAddress).not.toBe(listing.publicAddress);
      expect(moved.processId).not.toBe(listing.processId);

      ada2.startAutoplay();
      bob2.startAutoplay();
      await ada2.until(() => ada2.gameOver !== null, "the end of the match on a survivor", 40_000);
      await cy2.until(() => cy2.gameOver !== null, "the spectator sees the end");
      const replay = await fetch(`${other.url}/api/games/${ada2.gameOver!.gameId}`);
      expect(replay.status).toBe(200);
      const answer = (await replay.json()) as HttpAnswers["game"];
      expect(answer.actions.length).toBe(ada2.last!.turn);
      expect(answer.game.fairDeal?.commitment).toBe(committed);
      expect(await verifyGame(answer.game, answer.actions)).toMatchObject({ ok: true, version: "v2" });

      // No listing points at the dead process any more: not the table, not its lobby room.
      const stale = await driver.query({ processId: listing.processId });
      expect(stale).toEqual([]);
      console.log(
        `scale-out (lease ${LEASE_MS} ms): after kill -9 the table was resumed on a survivor in ${resumedAfter} ms; ` +
          `players rejoining from the moment of the kill had their view back in ${waited} ms`,
      );
      // Every lobby lists the resumed table, and nothing of the dead process.
      const lobby2 = await new Client(other.url).joinOrCreate("lobby");
      const rooms = await new Promise<{ roomId: string; processId: string }[]>((resolve) =>
        lobby2.onMessage("rooms", resolve),
      );
      expect(rooms.find((room) => room.roomId === tableId)?.processId).toBe(moved.processId);
      expect(rooms.filter((room) => room.processId === listing.processId)).toEqual([]);
      // The first lobby may have lived on the dead process: leaving it may never be answered.
      void lobby.leave().catch(() => {});
      await Promise.all([ada2.room.leave(), bob2.room.leave(), cy2.room.leave(), lobby2.leave()]);
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\n${servers.map((s, i) => `Server ${i} output:\n${s.output()}`).join("\n")}`,
      );
    }
  }, 90_000);

  test("a process stopped gracefully hands its tables over at once, seats and moves kept", async () => {
    const [x, y] = servers as [ServerProcess, ServerProcess];
    try {
      const adaToken = await guest(x.url, "Ada");
      const bobToken = await guest(y.url, "Bob");
      const settings = { ruleset: "classic", seats: 2, intermissionSeconds: 0 };
      // One table under way and one waiting, both wherever Colyseus placed them.
      const ada = new TableClient(await new Client(x.url).create("table", { token: adaToken, settings }));
      await ada.until(() => ada.you !== null, "Ada seated");
      const bob = new TableClient(await new Client(y.url).joinById(ada.room.roomId, { token: bobToken }));
      await bob.until(() => bob.you?.seat === 1, "Bob seated");
      const waiting = new TableClient(
        await new Client(y.url).create("table", { token: bobToken, settings: { ...settings, seats: 3 } }),
      );
      await waiting.until(() => waiting.you?.seat === 0, "a waiting table");
      const ada3 = new TableClient(await new Client(x.url).joinById(waiting.room.roomId, { token: adaToken }));
      await ada3.until(() => ada3.you?.seat === 1, "Ada at the waiting table");
      ada.send("start", {});
      ada.startAutoplay();
      bob.startAutoplay();
      await ada.until(() => (ada.last?.turn ?? 0) >= 2, "a couple of turns");
      await stopAndSettle(ada, bob);
      const before = ada.last!;

      const listing = await driver.findOne({ roomId: ada.room.roomId });
      const host = servers.find((s) => listing.publicAddress === s.url.replace("http://", ""))!;
      const survivor = servers.find((s) => s !== host)!;
      const stoppedAt = Date.now();
      servers = servers.filter((s) => s !== host);
      await host.stop();
      const stopped = Date.now() - stoppedAt;

      const ada2 = new TableClient(await rejoin(survivor.url, ada.room.roomId, { token: adaToken }));
      await ada2.until(() => ada2.views.length > 0, "Ada back after the hand-over");
      const handedOver = Date.now() - stoppedAt;
      expect(ada2.you!.seat).toBe(0);
      expect(ada2.last!.turn).toBe(before.turn);
      expect(ada2.last!.view).toEqual(before.view);
      const bob3 = new TableClient(await rejoin(survivor.url, waiting.room.roomId, { token: bobToken }));
      await bob3.until(() => bob3.you !== null, "Bob back at the waiting table");
      // Seats at a waiting table survive the hand-over: Ada's is still hers.
      expect(bob3.you).toMatchObject({ seat: 0, host: true });
      expect(bob3.table.seats[1]).toMatchObject({ kind: "human", name: "Ada" });
      console.log(
        `scale-out: a process stopped with SIGTERM in ${stopped} ms; its table was playable on the other ${handedOver} ms after the signal`,
      );
      await Promise.all([ada2.room.leave(), bob3.room.leave()]);
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\n${servers.map((s, i) => `Server ${i} output:\n${s.output()}`).join("\n")}`,
      );
    }
  }, 60_000);
});
