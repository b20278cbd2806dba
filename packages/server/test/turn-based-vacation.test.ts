import { afterEach, describe, expect, test } from "vitest";
import { closeStores, openTable, player, startedWhileEveryoneLeft } from "./support/table-harness.js";

// Vacations at a turn-based table's core, over days of a manual clock: every deadline stands
// still while a seated person is on vacation, the table says why, a decision awaited keeps the
// time it had left, a vacation ended early gives back the rest, and a restart in the middle
// resumes the pause where it was.

afterEach(closeStores);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PACE = { kind: "turn-based", moveHours: 24, bankHours: 12, missedBeforeBot: 2 } as const;

describe("a vacation at a turn-based table", () => {
  test("stands every deadline still for everyone until it ends, says so, and survives a restart", async () => {
    const h = await startedWhileEveryoneLeft(PACE, "seed-2");
    const { seat, deadline } = h.port.table!.turnBased!.awaiting!;
    // Ten hours into Ada's decision, Bob (the other seat) goes on vacation for three days.
    await h.clock.advance(10 * HOUR);
    const until = h.clock.now() + 3 * DAY;
    h.table.vacation(h.guests[1]!.id, until);
    await h.table.settled();
    expect(h.port.table!.turnBased!.paused).toEqual({ reason: "vacation", seat: 1, until });
    // Ada keeps the 26 hours she had left, counted from the vacation's end.
    expect(h.port.table!.turnBased!.awaiting).toMatchObject({ seat, deadline: deadline + 3 * DAY });
    await h.clock.advance(DAY);
    const later = await h.restore();
    expect(later.port.table!.turnBased).toEqual(h.port.table!.turnBased);
    // Past the old deadline, and past the vacation's end: nothing missed until the new deadline.
    await later.clock.advance(deadline + 3 * DAY - later.clock.now() - 1);
    expect(later.port.table!.turnBased!.missed).toEqual([0, 0]);
    expect(later.port.table!.turnBased!.awaiting?.seat).toBe(seat);
    expect(later.port.table!.turnBased!.paused).toBeNull();
    await later.clock.advance(1);
    expect(later.port.table!.turnBased!.missed[seat]).toBe(1);
    await later.table.dispose();
  });

  test("ended early, it gives the clocks back at once: the deadline moves by the time it lasted", async () => {
    const h = await startedWhileEveryoneLeft(PACE, "seed-2");
    const { seat, deadline } = h.port.table!.turnBased!.awaiting!;
    h.table.vacation(h.guests[0]!.id, h.clock.now() + 10 * DAY);
    await h.table.settled();
    expect(h.port.table!.turnBased!.paused).toMatchObject({ seat: 0 });
    await h.clock.advance(30 * HOUR);
    expect(h.port.table!.turnBased!.missed).toEqual([0, 0]);
    h.table.vacation(h.guests[0]!.id, h.clock.now());
    await h.table.settled();
    expect(h.port.table!.turnBased!.paused).toBeNull();
    expect(h.port.table!.turnBased!.awaiting).toMatchObject({ seat, deadline: deadline + 30 * HOUR });
    // Its player moves in time after all: the bank is untouched (the vacation's hours are not hers).
    h.table.join("back", player(h, seat), { spectate: false });
    await h.table.settled();
    const view = h.port.last("back", "view")!;
    const move = view.view.legalMoves.find((m) => "play" in m && m.play === "priest");
    h.table.receive("back", "move", { move, turn: view.turn });
    await h.table.settled();
    expect(h.port.table!.turnBased!.banks[seat]).toBe(12 * HOUR);
    await h.table.dispose();
  });

  test("begun or ended while the table was not open, it is heard from the store when the table opens", async () => {
    const h = await startedWhileEveryoneLeft(PACE, "seed-2");
    const { deadline } = h.port.table!.turnBased!.awaiting!;
    const bob = h.guests[1]!.id;
    const until = h.clock.now() + 2 * DAY;
    await h.store.saveVacation({ playerId: bob, year: 2026, daysUsed: 2, since: h.clock.now(), until });
    await h.table.dispose();
    const later = await h.restore();
    expect(later.port.table!.turnBased!.paused).toEqual({ reason: "vacation", seat: 1, until });
    expect(later.port.table!.turnBased!.awaiting!.deadline).toBe(deadline + 2 * DAY);
    // Ended after a day, told while the table was closed again: the next opening gives the clocks back.
    await later.table.dispose();
    // (The harness restores on the first clock: it is the one that moves on.)
    await h.clock.advance(DAY);
    await h.store.saveVacation({
      playerId: bob,
      year: 2026,
      daysUsed: 1,
      since: until - 2 * DAY,
      until: h.clock.now(),
    });
    const again = await h.restore();
    expect(again.port.table!.turnBased!.paused).toBeNull();
    expect(again.port.table!.turnBased!.awaiting!.deadline).toBe(deadline + DAY);
    await again.table.dispose();
  });

  test("a match dealt during a vacation starts paused", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2, pace: PACE }, { testSeed: "seed-2" });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    const until = h.clock.now() + 2 * DAY;
    h.table.vacation(h.guests[1]!.id, until);
    h.table.receive("ada", "start", {});
    await h.table.settled();
    expect(h.port.table!.turnBased!.paused).toEqual({ reason: "vacation", seat: 1, until });
    const { since, deadline } = h.port.table!.turnBased!.awaiting!;
    expect(deadline).toBe(since + 2 * DAY + 36 * HOUR);
    await h.table.dispose();
  });
});
