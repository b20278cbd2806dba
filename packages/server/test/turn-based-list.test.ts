import { type Occupant, TableSettings } from "@loveletter/protocol";
import { afterEach, describe, expect, test } from "vitest";
import { TURN_BASED_TABLES_PER_PLAYER } from "../src/rooms/limits.js";
import { openStore } from "../src/store/index.js";
import type { TableRecord } from "../src/store/records.js";
import type { Store } from "../src/store/store.js";
import { turnBasedList } from "../src/table/turn-based-list.js";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 11, 1);
const ada: Occupant = { kind: "human", playerId: "p_ada", name: "Ada" };
const bob: Occupant = { kind: "human", playerId: "p_bob", name: "Bob" };
const pace = { kind: "turn-based", moveHours: 24, bankHours: 12 } as const;
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

/** A turn-based match at which `awaited` has been awaited since `since`. */
function playing(id: string, awaited: number | null, since: number, live = false): TableRecord {
  return {
    id,
    code: null,
    hostId: "p_ada",
    settings: TableSettings.parse({ ruleset: "classic", seats: 2, pace: live ? { kind: "live" } : pace }),
    seats: [ada, bob],
    status: "playing",
    gameId: `g-${id}`,
    serverSeed: null,
    turnClocks: { gameId: `g-${id}`, banks: [HOUR, 12 * HOUR], missed: [0, 0], seat: awaited, turn: 3, since },
    createdAt: T0,
    updatedAt: since,
  };
}

describe("a player's turn-based tables", () => {
  test("the store finds the open turn-based tables where they sit; the list puts those waiting for them first, the longest waiting on top", async () => {
    const store = await openStore(":memory:");
    stores.push(store);
    await store.saveTable(playing("later", 0, T0 + 5 * HOUR));
    await store.saveTable(playing("longest", 0, T0 + HOUR));
    await store.saveTable(playing("bobs-turn", 1, T0));
    await store.saveTable(playing("live", 0, T0, true));
    await store.saveTable({ ...playing("closed", 0, T0), status: "closed" });
    const records = await store.openTurnBasedTablesOf("p_ada");
    expect(records.map((r) => r.id).sort()).toEqual(["bobs-turn", "later", "longest"]);
    const list = turnBasedList(records, "p_ada", TURN_BASED_TABLES_PER_PLAYER, T0);
    expect(list.tables.map((t) => [t.tableId, t.yourTurn])).toEqual([
      ["longest", true],
      ["later", true],
      ["bobs-turn", false],
    ]);
    expect(list.yourTurn).toBe(2);
    // Ada's deadline: the day per move and her hour of bank; Bob's: the day and his twelve hours.
    expect(list.tables[0]!.awaiting).toEqual({ seat: 0, since: T0 + HOUR, deadline: T0 + HOUR + 25 * HOUR });
    expect(list.tables[2]!.awaiting?.deadline).toBe(T0 + 36 * HOUR);
    expect(turnBasedList(await store.openTurnBasedTablesOf("p_bob"), "p_bob", 50, T0).yourTurn).toBe(1);
    expect(await store.openTurnBasedTablesOf("p_")).toEqual([]);
  });
});
