import { apply, type Move, newMatch, nextRound, type State, view } from "@loveletter/engine";
import { describe, expect, test } from "vitest";
import { knocksOutItsPlayer, timerMoves } from "../src/table/timer-move.js";

/** Every decision of a few seeded matches, with the view of the seat that makes it. */
function* decisions(ruleset: string, players: number, seeds: number) {
  for (let seed = 1; seed <= seeds; seed++) {
    let state: State = newMatch({ ruleset, players, seed }).state;
    for (let step = 0; step < 400; step++) {
      const seat = view(state, "spectator").awaiting?.seat;
      if (seat === undefined) {
        if (view(state, "spectator").matchOver) break;
        state = nextRound(state).state;
        continue;
      }
      const seen = view(state, seat);
      yield { state, seen };
      const pick = seen.legalMoves[(seed * 7 + step * 13) % seen.legalMoves.length]!;
      const next = apply(state, pick);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
}

const knockedOut = (state: State, move: Move) => {
  const result = apply(state, move);
  if (!result.ok) throw new Error(result.error.message);
  return result.events.some((e) => e.type === "knocked-out" && e.seat === move.seat);
};

describe("the turn timer's move", () => {
  for (const [ruleset, players] of [
    ["classic", 4],
    ["2019", 5],
    ["premium", 6],
  ] as const)
    test(`${ruleset}: never knocks out its own player when another move exists`, () => {
      let flagged = 0;
      let decisionsSeen = 0;
      for (const { state, seen } of decisions(ruleset, players, 12)) {
        decisionsSeen++;
        const picked = timerMoves(seen);
        for (const move of picked) expect(seen.legalMoves).toContainEqual(move);
        // What the filter calls self-knock-out really knocks the player out, whatever the others hold.
        for (const move of seen.legalMoves)
          if (knocksOutItsPlayer(move, seen.hand)) {
            flagged++;
            expect(knockedOut(state, move)).toBe(true);
          }
        const safe = seen.legalMoves.filter((m) => !knocksOutItsPlayer(m, seen.hand));
        if (safe.length) expect(picked).toEqual(safe);
        else expect(picked).toEqual(seen.legalMoves);
      }
      expect(decisionsSeen).toBeGreaterThan(100);
      expect(flagged).toBeGreaterThan(0);
    });

  test("a Prince on yourself is safe unless your other card is the Princess", () => {
    const prince = { seat: 0, play: "prince" as const, target: 0 };
    expect(knocksOutItsPlayer(prince, ["prince", "princess"])).toBe(true);
    expect(knocksOutItsPlayer(prince, ["prince", "prince"])).toBe(false);
    expect(knocksOutItsPlayer(prince, ["prince", "guard"])).toBe(false);
    expect(knocksOutItsPlayer({ seat: 0, play: "prince", target: 1 }, ["prince", "princess"])).toBe(false);
    expect(knocksOutItsPlayer({ seat: 0, redraw: true }, ["princess"])).toBe(true);
    expect(knocksOutItsPlayer({ seat: 0, redraw: false }, ["princess"])).toBe(false);
  });

  test("holding only the Princess and a forced move, the timer still plays", () => {
    const legalMoves: Move[] = [{ seat: 0, play: "princess" }];
    expect(timerMoves({ ruleset: "classic", hand: ["princess", "princess"], legalMoves })).toEqual(legalMoves);
  });

  test("the Discard variant keeps victorz's pure random move", () => {
    const legalMoves: Move[] = [
      { seat: 0, play: "princess" },
      { seat: 0, play: "guard", target: 1, guess: 2 },
    ];
    expect(timerMoves({ ruleset: "discard", hand: ["princess", "guard"], legalMoves })).toEqual(legalMoves);
    expect(timerMoves({ ruleset: "classic", hand: ["princess", "guard"], legalMoves })).toEqual([legalMoves[1]]);
  });
});
