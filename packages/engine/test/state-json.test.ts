// States as JSON: `JSON.stringify(state)` writes the readable form (the shape states had before the
// compact representation: plain arrays per seat, the deck bottom first), and `stateFromJSON` reads
// it back into a state that shows and plays exactly like the original, for every table.

import { apply, legalMoves, nextRound, type State, stateFromJSON, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { countCards, playMatch, TABLES } from "./helpers.js";

const READABLE_KEYS = [
  "rules",
  "rng",
  "tokens",
  "wins",
  "roundNumber",
  "tiebreak",
  "tiebreakRound",
  "tokensAtStart",
  "matchOver",
  "matchWinners",
  "participants",
  "first",
  "deck",
  "setAside",
  "faceUp",
  "hands",
  "piles",
  "outOrder",
  "koPile",
  "knockouts",
  "alive",
  "protected",
  "required",
  "watched",
  "current",
  "awaiting",
  "awaitingSeat",
  "roundOver",
  "roundEnd",
  "roundWinners",
  "ranks",
];

const seen = (s: State) =>
  JSON.stringify([Array.from({ length: s.rules.players }, (_, t) => view(s, t)), view(s, "spectator"), legalMoves(s)]);

describe("a state through JSON", () => {
  it("has the readable shape, and reads back into a state that shows and plays the same (every table)", () => {
    let checked = 0;
    TABLES.forEach((table, t) => {
      const check = (state: State) => {
        const json = JSON.parse(JSON.stringify(state));
        expect(Object.keys(json)).toEqual(READABLE_KEYS);
        expect(json.hands).toHaveLength(table.players);
        const back = stateFromJSON(json);
        expect(seen(back)).toBe(seen(state));
        expect(JSON.stringify(back)).toBe(JSON.stringify(state));
        expect(countCards(back)).toEqual(state.rules.deck);
        // And it plays on the same: the same first move, or the same next deal (the generator came along).
        if (!state.roundOver) {
          const move = legalMoves(state)[0];
          // Compared in their readable form: cells no part uses (beyond a pile's or the deck's end) may differ.
          expect(JSON.stringify(apply(back, move))).toBe(JSON.stringify(apply(state, move)));
        } else if (!state.matchOver) expect(JSON.stringify(nextRound(back))).toBe(JSON.stringify(nextRound(state)));
        checked++;
      };
      playMatch(table, 7000 + t, 3, {
        onStart: check,
        onStep: (step) => check(step.after),
      });
    });
    expect(checked).toBeGreaterThan(1000);
  });

  it("refuses what is not a state, naming the part that is wrong", () => {
    const { state } = playMatch(TABLES[0]!, 1, 1);
    const json = JSON.parse(JSON.stringify(state));
    expect(() => stateFromJSON(null)).toThrow(/^Not an engine state: expected an object/);
    expect(() => stateFromJSON({ ...json, hands: [[1], [2], [3]] })).toThrow(/hands must be a list of 2/);
    expect(() => stateFromJSON({ ...json, deck: [1, 99] })).toThrow(/deck\[1\] must be a whole number from 0 to 18/);
    expect(() => stateFromJSON({ ...json, current: 5 })).toThrow(/current must be a whole number from -1 to 1/);
    expect(() => stateFromJSON({ ...json, rules: { ...json.rules, ruleset: "chess" } })).toThrow(/Unknown ruleset/);
  });
});
