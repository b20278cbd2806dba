import type { PlayerNotification } from "@loveletter/protocol";
import { afterEach, describe, expect, test } from "vitest";
import { closeStores, type Harness, openTable, player } from "./support/table-harness.js";

// What a turn-based table tells its people through the real notifications over the store: the
// awaited person's "your turn" (once per turn, taken back when it is played), and every seated
// person's "match ended", over days of a manual clock and a restart.

afterEach(closeStores);

const HOUR = 3_600_000;
const PACE = { kind: "turn-based", moveHours: 24, bankHours: 12, missedBeforeBot: 2 } as const;

async function kept(h: Harness, index: number): Promise<PlayerNotification[]> {
  return (await h.notifications.list(h.guests[index]!.id, 100)).notifications;
}

async function startedWhileEveryoneLeft(testSeed = "seed-1"): Promise<Harness> {
  const h = await openTable({ ruleset: "classic", seats: 2, pace: PACE }, { testSeed });
  h.table.join("ada", player(h, 0), { spectate: false });
  h.table.join("bob", player(h, 1), { spectate: false });
  h.table.receive("ada", "start", {});
  await h.table.settled();
  // At the table, nobody is told of their turn: they see it.
  expect([await kept(h, 0), await kept(h, 1)]).toEqual([[], []]);
  h.table.leave("ada");
  h.table.leave("bob");
  await h.table.settled();
  return h;
}

describe("a turn-based table's notifications", () => {
  test("the awaited person is told once per turn, with the deadline; the turn played takes it back and tells the next", async () => {
    const h = await startedWhileEveryoneLeft("seed-2");
    const awaiting = h.port.table!.turnBased!.awaiting!;
    const first = awaiting.seat;
    const other = 1 - first;
    const told = await kept(h, first);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: "your-turn",
      tableId: "table-1",
      readAt: null,
      params: { title: "Ada · classic", deadline: awaiting.deadline },
    });
    expect(await kept(h, other)).toEqual([]);
    // Hours pass, and a restart: still the one notification, unchanged (no second push).
    await h.clock.advance(5 * HOUR);
    const later = await h.restore();
    await later.clock.advance(5 * HOUR);
    expect(await kept(h, first)).toEqual(told);
    // The person comes back and plays: their turn is taken back; the other's is told.
    later.table.join("back", player(h, first), { spectate: false });
    await later.table.settled();
    const view = later.port.last("back", "view")!;
    // The Priest (this seed's deal) cannot end the round: the other seat is awaited next.
    const move = view.view.legalMoves.find((m) => "play" in m && m.play === "priest");
    expect(move).toBeDefined();
    later.table.receive("back", "move", { move, turn: view.turn });
    await later.table.settled();
    const next = later.port.table!.turnBased!.awaiting!;
    expect(next.seat).toBe(other);
    expect(await kept(h, first)).toEqual([]);
    expect(await kept(h, other)).toMatchObject([{ kind: "your-turn", params: { deadline: next.deadline } }]);
    await later.table.dispose();
  });

  test("a match that ends tells every seated person whether they won, and leaves no turn waiting", async () => {
    const h = await startedWhileEveryoneLeft();
    // Nobody plays: the timer moves at each deadline, then bots stand in and finish the match.
    for (let day = 0; day < 30 && h.port.table!.phase !== "finished"; day++) await h.clock.advance(24 * HOUR);
    expect(h.port.table!.phase).toBe("finished");
    const game = await h.store.game(h.port.table!.gameId);
    const winners = game!.winners;
    for (const seat of [0, 1]) {
      const told = await kept(h, seat);
      expect(told.map((n) => n.kind)).toEqual(["match-ended"]);
      expect(told[0]).toMatchObject({
        tableId: "table-1",
        params: { title: "Ada · classic", gameId: h.port.table!.gameId, won: winners.includes(seat) },
      });
    }
    expect(winners.length).toBeGreaterThan(0);
    await h.table.dispose();
  });
});
