import { TableSettings } from "@loveletter/protocol";
import { afterEach, describe, expect, test } from "vitest";
import { TURN_BASED_TABLES_PER_PLAYER } from "../src/rooms/limits.js";
import type { TableRecord } from "../src/store/records.js";
import { closeStores, type Harness, openTable, player } from "./support/table-harness.js";

// A person's turn-based seats are limited when they join someone else's table too, not only when
// they create one: at the limit they watch, and are told why.

afterEach(closeStores);

const PACE = { kind: "turn-based", moveHours: 24, bankHours: 12, missedBeforeBot: 2 } as const;

/** `count` open turn-based tables elsewhere at which Bob (guest 1) has a seat. */
async function seatBobElsewhere(h: Harness, count: number): Promise<void> {
  const bob = h.guests[1]!;
  for (let i = 0; i < count; i++) {
    const record: TableRecord = {
      id: `elsewhere-${i}`,
      code: null,
      hostId: bob.id,
      settings: TableSettings.parse({ ruleset: "classic", seats: 2, pace: PACE }),
      seats: [{ kind: "human", playerId: bob.id, name: bob.name }, { kind: "empty" }],
      status: "waiting",
      gameId: null,
      serverSeed: null,
      createdAt: 0,
      updatedAt: 0,
    };
    await h.store.saveTable(record);
  }
}

describe("the turn-based seat limit at a join", () => {
  test("at the limit, joining someone's waiting table or asking for its seat watches it and is refused with too-many-tables", async () => {
    const h = await openTable({ ruleset: "classic", seats: 3, pace: PACE });
    await seatBobElsewhere(h, TURN_BASED_TABLES_PER_PLAYER);
    h.table.join("bob", player(h, 1), { spectate: false });
    await h.table.settled();
    expect(h.port.table!.seats.map((s) => s.kind)).toEqual(["human", "empty", "empty"]);
    expect(h.port.table!.spectators).toBe(1);
    expect(h.port.last("bob", "error")).toMatchObject({ code: "too-many-tables", about: "join" });
    expect(h.port.last("bob", "error")!.message).toContain(`${TURN_BASED_TABLES_PER_PLAYER} open turn-based tables`);
    expect(h.port.last("bob", "you")).toMatchObject({ seat: null });
    h.table.receive("bob", "sit", { seat: 2 });
    await h.table.settled();
    expect(h.port.all("bob", "error").map((e) => [e.code, e.about])).toEqual([
      ["too-many-tables", "join"],
      ["too-many-tables", "sit"],
    ]);
    expect(h.port.table!.seats[2]!.kind).toBe("empty");
    // Nothing was stored for him: the table's record still has his seat free.
    expect((await h.store.table("table-1"))!.seats.map((s) => s.kind)).toEqual(["human", "empty", "empty"]);
    await h.table.dispose();
  });

  test("below the limit, a join takes the free seat, and a watcher's sit takes the seat asked for", async () => {
    const h = await openTable({ ruleset: "classic", seats: 3, pace: PACE }, { guests: ["Ada", "Bob", "Cy"] });
    await seatBobElsewhere(h, TURN_BASED_TABLES_PER_PLAYER - 1);
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.join("cy", player(h, 2), { spectate: true });
    await h.table.settled();
    expect(h.port.table!.seats.map((s) => s.name)).toEqual(["Ada", "Bob", ""]);
    expect(h.port.last("bob", "you")).toMatchObject({ seat: 1 });
    h.table.receive("cy", "sit", { seat: 2 });
    await h.table.settled();
    expect(h.port.table!.seats.map((s) => s.name)).toEqual(["Ada", "Bob", "Cy"]);
    expect(h.port.all("bob", "error")).toEqual([]);
    expect(h.port.all("cy", "error")).toEqual([]);
    expect(h.port.last("cy", "you")).toMatchObject({ seat: 2 });
    await h.table.dispose();
  });
});
