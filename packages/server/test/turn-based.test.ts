import { afterEach, describe, expect, test } from "vitest";
import { closeStores, player, startedWhileEveryoneLeft } from "./support/table-harness.js";

// A turn-based table's core over days of a manual clock: deadlines, time banks, a bot standing in
// after missed deadlines and handing the seat back, and a restart in the middle.

afterEach(closeStores);

const HOUR = 3_600_000;
const PACE = { kind: "turn-based", moveHours: 24, bankHours: 12, missedBeforeBot: 2 } as const;

describe("a turn-based table over days", () => {
  test("waits for nobody's connection: a deadline comes after the time per move and the bank, and the timer plays the missed move", async () => {
    const h = await startedWhileEveryoneLeft(PACE);
    const clocks = h.port.table!.turnBased!;
    const seat = clocks.awaiting!.seat;
    const start = clocks.awaiting!.since;
    expect(clocks.awaiting!.deadline).toBe(start + 36 * HOUR);
    // A day and more: the time per move is up, the bank is being spent, nothing moved.
    await h.clock.advance(36 * HOUR - 1);
    expect(h.port.closed).toBe(false);
    expect(h.port.table!.turnBased!.awaiting).toMatchObject({ seat, since: start });
    expect(h.port.table!.seats.map((s) => s.botPlaying)).toEqual([false, false]);
    await h.clock.advance(1);
    const after = h.port.table!.turnBased!;
    expect(after.missed[seat]).toBe(1);
    expect(after.banks[seat]).toBe(0);
    // The next decision's time counts from the missed one (the timer's move is drawn: it may end the round).
    if (h.port.table!.phase === "playing") expect(after.awaiting).toMatchObject({ since: start + 36 * HOUR });
    else expect(h.port.table!.intermissionEnds).toBe(start + 60 * HOUR);
    await h.table.dispose();
  });

  test("a restart in the middle resumes every clock where it was; missed deadlines bring a bot until the player returns", async () => {
    const h = await startedWhileEveryoneLeft(PACE);
    await h.clock.advance(36 * HOUR);
    // A person's decision awaited for ten hours (past an intermission, if the missed move ended the round).
    while (h.port.table!.turnBased!.awaiting === null) await h.clock.advance(HOUR);
    const before = h.port.table!.turnBased!;
    await h.clock.advance(10 * HOUR);
    const later = await h.restore();
    expect(later.port.table!.turnBased).toEqual(before);
    expect(later.port.table!.seats.map((s) => s.connected)).toEqual([false, false]);
    // The awaited seat's deadline is where it was before the restart, not a day and a half from it.
    const { seat, deadline } = before.awaiting!;
    await later.clock.advance(deadline - later.clock.now() - 1);
    expect(later.port.table!.turnBased!.awaiting?.seat).toBe(seat);
    await later.clock.advance(1);
    expect(later.port.table!.turnBased!.missed[seat]).toBe(before.missed[seat]! + 1);
    // Both keep missing (their banks are empty now: a day each) until one has missed two in a row.
    for (let day = 0; day < 6 && !later.port.table!.seats.some((s) => s.botPlaying); day++)
      await later.clock.advance(24 * HOUR);
    const standIn = later.port.table!.seats.findIndex((s) => s.botPlaying);
    expect(standIn).toBeGreaterThanOrEqual(0);
    expect(later.port.table!.turnBased!.missed[standIn]).toBe(2);
    // The bot plays that seat after its pause: within an hour nobody waits for it, and it misses nothing more.
    await later.clock.advance(HOUR);
    expect(later.port.table!.phase).not.toBe("finished");
    expect(later.port.table!.turnBased!.awaiting?.seat).not.toBe(standIn);
    expect(later.port.table!.turnBased!.missed[standIn]).toBe(2);
    // Its player comes back: the seat is theirs again, their missed deadlines forgiven.
    later.table.join("back", player(h, standIn), { spectate: false });
    await later.table.settled();
    expect(later.port.table!.seats[standIn]!.botPlaying).toBe(false);
    expect(later.port.table!.turnBased!.missed[standIn]).toBe(0);
    await later.table.dispose();
  });
});
