import type { GameRecord } from "@loveletter/protocol";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gameRating } from "../src/ratings.js";
import { Lease, LeaseLost } from "../src/scale/lease.js";
import { ownedStore, TableMoved } from "../src/scale/owned-store.js";
import { openStore, type Store, type TableRecord } from "../src/store/index.js";
import type { TableStore } from "../src/store/store.js";
import { person, ratedGame } from "./support/rated-game.js";

// The store a scaled-out process's tables write through: everything they write must reach the
// store whole, and nothing once the process's lease is gone.

let store: Store;
let lease: Lease;
let owned: TableStore;

beforeEach(async () => {
  store = await openStore(":memory:");
  lease = new Lease(store, { leaseMs: 60_000, heartbeatMs: 20_000 }, pino({ level: "silent" }), () => {});
  await lease.start("process-1", "http://127.0.0.1:1");
  owned = ownedStore(store, lease, () => false);
});
afterEach(async () => {
  await lease.release();
  await store.close();
});

/** A rated game two new guests finished. */
async function finishedGame(): Promise<GameRecord> {
  const [ada, bob] = await Promise.all(["Ada", "Bob"].map(async (name) => (await store.createGuest(name)).player));
  return ratedGame([person(ada!.id, "Ada"), person(bob!.id, "Bob")], [0], [4, 1]);
}

/** The record of the table that plays `game`. */
function tableOf(game: GameRecord): TableRecord {
  return {
    id: game.tableId,
    code: null,
    hostId: game.seats.flatMap((seat) => (seat.kind === "human" ? [seat.playerId] : []))[0]!,
    settings: game.settings,
    seats: game.seats,
    status: "playing",
    gameId: game.id,
    serverSeed: null,
    createdAt: game.startedAt,
    updatedAt: game.startedAt,
  };
}

describe("a scaled-out process's store", () => {
  it("saves a rated game with its table, its season rating and history point, as one process does", async () => {
    const game = await finishedGame();
    const { changes, ratings } = await gameRating(owned, game);
    await owned.saveGameAndTable(game, { ...tableOf(game), status: "finished" }, ratings);
    const winner = changes[0]!.playerId;
    expect((await store.game(game.id))?.status).toBe("finished");
    expect((await store.playerRatings(winner)).map((r) => r.rating)).toEqual([changes[0]!.after]);
    expect(await store.seasons("classic")).toEqual(["2026-11"]);
    expect((await store.ratingHistory(winner)).map((point) => point.gameId)).toEqual([game.id]);
  });

  it("gives a table its reads and its fenced writes, and nothing else of the store", () => {
    expect(Object.keys(owned).sort()).toEqual([
      "actions",
      "addDiscardWins",
      "appendAction",
      "game",
      "openTablesHostedBy",
      "openTurnBasedTablesOf",
      "playerByToken",
      "ratings",
      "saveGameAndTable",
      "saveTable",
      "seasonRatings",
      "table",
      "tableByCode",
      "vacationsOf",
    ]);
  });

  it("hands every argument of each write it fences on to the store", async () => {
    // A recording store: each call's arguments, kept by method; nothing is written.
    const calls: unknown[][] = [];
    const recorders = new Map<PropertyKey, (...args: unknown[]) => Promise<boolean>>();
    const recording = new Proxy(store, {
      get(target, key) {
        const value = Reflect.get(target, key);
        if (typeof value !== "function") return value;
        if (!recorders.has(key))
          recorders.set(key, async (...args) => {
            calls.push(args);
            return true;
          });
        return recorders.get(key);
      },
    });
    const fenced = ownedStore(recording, lease, () => false) as unknown as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    const real = store as unknown as Record<string, (...args: unknown[]) => unknown>;
    // A read is the store's own, bound to it; a fenced write is another function.
    const reads = new Set([
      "actions",
      "game",
      "openTablesHostedBy",
      "openTurnBasedTablesOf",
      "playerByToken",
      "ratings",
      "seasonRatings",
      "table",
      "tableByCode",
      "vacationsOf",
    ]);
    const wrapped = Object.keys(fenced).filter((key) => !reads.has(key));
    expect(wrapped.sort()).toEqual(["addDiscardWins", "appendAction", "saveGameAndTable", "saveTable"]);
    for (const method of wrapped) {
      // As many distinct arguments as the store's own method takes: each must reach the store.
      const args = Array.from({ length: real[method]!.length }, (_, i) => ({ [method]: i }));
      calls.length = 0;
      await fenced[method]!(...args);
      expect(
        calls.some((call) => args.every((arg) => call.includes(arg))),
        method,
      ).toBe(true);
    }
  });

  it("saves a game with its table while it hosts the table, and nothing at all once another process does", async () => {
    const game = await finishedGame();
    const table = tableOf(game);
    const { ratings } = await gameRating(owned, game);
    await owned.saveGameAndTable({ ...game, status: "playing", winners: [], endedAt: null }, table);
    expect(await store.tableOwner(table.id)).toBe("process-1");

    // The table was resumed elsewhere: its end here is not saved, nor its ratings.
    await store.releaseTable(table.id, "process-1");
    expect(await store.claimTables("process-2", 10)).toEqual([table.id]);
    await expect(owned.saveGameAndTable(game, { ...table, status: "finished" }, ratings)).rejects.toThrow(TableMoved);
    expect((await store.game(game.id))?.status).toBe("playing");
    expect((await store.table(table.id))?.status).toBe("playing");
    expect(await store.ratingHistory(ratings.updates[0]!.playerId)).toEqual([]);
  });

  it("leaves a table's record as it was while the process stops, and still saves the game", async () => {
    const game = await finishedGame();
    const table = tableOf(game);
    await owned.saveGameAndTable({ ...game, status: "playing", winners: [], endedAt: null }, table);
    const stopping = ownedStore(store, lease, () => true);
    await stopping.saveGameAndTable(game, { ...table, status: "finished" });
    expect((await store.game(game.id))?.status).toBe("finished");
    // Resumed elsewhere, the table finds its game ended (table-core ends it without rating it twice).
    expect((await store.table(table.id))?.status).toBe("playing");
  });

  it("writes nothing once its lease is gone", async () => {
    const game = await finishedGame();
    const { ratings } = await gameRating(owned, game);
    await lease.release();
    await expect(owned.appendAction(game.id, 0, { type: "next-round" })).rejects.toThrow(LeaseLost);
    await expect(owned.addDiscardWins("someone", 1, 1)).rejects.toThrow(LeaseLost);
    await expect(owned.saveGameAndTable(game, tableOf(game), ratings)).rejects.toThrow(LeaseLost);
    expect(await store.table(tableOf(game).id)).toBeNull();
    expect(await store.game(game.id)).toBeNull();
    expect(await store.seasons("classic")).toEqual([]);
  });
});
