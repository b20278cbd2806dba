import {
  apply,
  cardOf,
  isPlayMove,
  type Move,
  newMatch,
  nextRound,
  type State,
  scenarioState,
  selfKnockout,
  unseenCounts,
  type View,
  view,
} from "@loveletter/engine";
import { describe, expect, test } from "vitest";
import { timerMoves } from "../src/timer-moves.js";

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
      yield seen;
      const pick = seen.legalMoves[(seed * 7 + step * 13) % seen.legalMoves.length]!;
      const next = apply(state, pick);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
  }
}

/** Whether a move names a value no card unseen by this seat has: every copy is in sight. */
function namesASeenOutCard(seen: View, move: Move): boolean {
  if (!isPlayMove(move) || move.guess === undefined) return false;
  const unseen = unseenCounts(seen);
  return !seen.deck.some(({ card, value }) => value === move.guess && unseen[cardOf(card)!]! > 0);
}

describe("the turn timer's move", () => {
  for (const [ruleset, players] of [
    ["classic", 2],
    ["classic", 4],
    ["2019", 5],
    ["premium", 6],
  ] as const)
    test(`${ruleset}, ${players} players: never knocks out its own player, nor names a card all in sight, when another move exists`, () => {
      let decisionsSeen = 0;
      let impossibleNames = 0;
      for (const seen of decisions(ruleset, players, 12)) {
        decisionsSeen++;
        const picked = timerMoves(seen);
        for (const move of picked) expect(seen.legalMoves).toContainEqual(move);
        const safe = seen.legalMoves.filter((m) => !selfKnockout(seen, m));
        const allowed = safe.length ? safe : seen.legalMoves;
        const sensible = allowed.filter((m) => !namesASeenOutCard(seen, m));
        expect(picked).toEqual(sensible.length ? sensible : allowed);
        if (sensible.length < allowed.length) impossibleNames++;
        // A v1 game's timer kept those names: its picks are verified as they were made.
        expect(timerMoves(seen, "v1")).toEqual(allowed);
      }
      expect(decisionsSeen).toBeGreaterThan(100);
      expect(impossibleNames).toBeGreaterThan(0);
    });

  test("with the Priest, Baron and Countess face up at 2 players, a Guard never names the Countess", () => {
    // Classic, 2 players: the top card set aside, the next three face up, then a card each, and
    // seat 0 draws its second.
    const order = ["guard", "priest", "baron", "countess", "guard", "handmaid", "guard"];
    const rest = ["guard", "guard", "priest", "baron", "handmaid", "prince", "prince", "king", "princess"];
    const state = scenarioState("classic", {}, { players: 2, order: [...order, ...rest], first: 0 }, null);
    const seen = view(state, 0);
    expect(seen.faceUp).toEqual(["priest", "baron", "countess"]);
    const guesses = (moves: readonly Move[]) =>
      [...new Set(moves.flatMap((m) => (isPlayMove(m) && m.play === "guard" ? [m.guess] : [])))].sort();
    expect(guesses(seen.legalMoves)).toContain(7);
    expect(guesses(timerMoves(seen))).toEqual([2, 3, 4, 5, 6, 8]);
    expect(guesses(timerMoves(seen, "v1"))).toContain(7);
  });

  test("holding only the Princess and a forced move, the timer still plays", () => {
    const legalMoves: Move[] = [{ seat: 0, play: "princess" }];
    const seen = { ruleset: "classic" as const, seat: 0, deck: [], faceUp: [], seats: [], legalMoves };
    expect(timerMoves({ ...seen, hand: ["princess", "princess"] })).toEqual(legalMoves);
  });

  test("the Discard variant keeps victorz's pure random move", () => {
    const legalMoves: Move[] = [
      { seat: 0, play: "princess" },
      { seat: 0, play: "guard", target: 1, guess: 2 },
    ];
    const seen = {
      seat: 0,
      hand: ["princess" as const, "guard" as const],
      deck: [],
      faceUp: [],
      seats: [],
      legalMoves,
    };
    expect(timerMoves({ ...seen, ruleset: "discard" })).toEqual(legalMoves);
    expect(timerMoves({ ...seen, ruleset: "classic" })).toEqual([legalMoves[1]]);
  });
});
