// A perpetual table's scoreboard: counted per person across seats, ranked by wins, and shown as its
// leaders and whoever sits now, so a table open for days does not send everyone who ever sat.
import { type Occupant, SCOREBOARD_LEADERS } from "@loveletter/protocol";
import { describe, expect, it } from "vitest";
import { Scoreboard } from "../src/table/scoreboard.js";
import { botOccupant } from "../src/table/seating.js";

const person = (n: number): Occupant => ({ kind: "human", playerId: `p${n}`, name: `Player ${n}` });

/** Each of `count` people plays `rounds(n)` rounds at seat 0 and wins `wins(n)` of them. */
function tallied(count: number, wins: (n: number) => number, rounds = (n: number) => wins(n) + 1): Scoreboard {
  const board = new Scoreboard();
  for (let n = 0; n < count; n++)
    for (let r = 0; r < rounds(n); r++) board.count([person(n)], [0], new Map([[0, r < wins(n) ? 1 : 0]]));
  return board;
}

describe("a perpetual table's scoreboard", () => {
  it("shows its leaders and whoever sits now, each with their place among everyone", () => {
    const board = tallied(SCOREBOARD_LEADERS + 15, (n) => n); // Player n has n wins
    expect(board.players).toBe(SCOREBOARD_LEADERS + 15);
    const seated = [person(3), person(SCOREBOARD_LEADERS + 14), { kind: "empty" } as const];
    const shown = board.shown(seated);
    expect(shown).toHaveLength(SCOREBOARD_LEADERS + 1);
    // The most wins first: Player 34 (34 wins) is first, the 20th leader is Player 15.
    expect(shown[0]).toMatchObject({ playerId: `p${SCOREBOARD_LEADERS + 14}`, rank: 1 });
    expect(shown[SCOREBOARD_LEADERS - 1]).toMatchObject({ playerId: "p15", rank: SCOREBOARD_LEADERS });
    // Player 3, seated, far down: shown after the leaders, at their own place (32nd of 35).
    expect(shown.at(-1)).toMatchObject({ playerId: "p3", wins: 3, rank: SCOREBOARD_LEADERS + 12 });
  });

  it("gives players with as many wins one place, the next place counting them all", () => {
    const board = tallied(
      4,
      (n) => [2, 2, 1, 0][n]!,
      (n) => [3, 5, 1, 1][n]!,
    );
    const shown = board.shown([]);
    // Players 0 and 1 have 2 wins each: both are 1st (the one with fewer rounds listed first), then 3rd.
    expect(shown.map((r) => [r.playerId, r.rank])).toEqual([
      ["p0", 1],
      ["p1", 1],
      ["p2", 3],
      ["p3", 4],
    ]);
  });

  it("counts a person across seats in one row, and each bot seat in its own", () => {
    const board = new Scoreboard();
    const ada = person(0);
    board.count([ada, botOccupant("heuristic", 1, [])], [0, 1], new Map([[0, 1]]));
    board.count([botOccupant("heuristic", 0, []), ada], [0, 1], new Map([[0, 1]]));
    const shown = board.shown([]);
    expect(shown.map((r) => [r.name, r.wins, r.rounds])).toEqual([
      ["Sir Aldric", 1, 1],
      ["Player 0", 1, 2],
      ["Lady Rosamund", 0, 1],
    ]);
    expect(board.players).toBe(3);
  });
});
