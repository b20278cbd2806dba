// randomMove is how a random playout picks its move without listing a Guard's 7 × targets moves:
// for every word t it must give exactly the move at ⌊t / 2³² × n⌋ of generateMoves' list, in every
// position of every table (Cardinals, Baronesses, a Sycophant's requirement, Chancellor and Bishop
// decisions, a deck of Guards with no value to name).

import {
  applyCode,
  generateMoves,
  type MatchOptions,
  moveBuffer,
  newMatch,
  type State,
  startNextRound,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { randomMove } from "../src/moves/random-move.js";
import { random, TABLES } from "./helpers.js";

const TWO_32 = 4294967296;

/** The words at both ends and in the middle of the range that picks each index of an n-move list. */
function wordsFor(n: number): number[] {
  const words = [0, TWO_32 - 1];
  for (let k = 0; k < n; k++) {
    const low = Math.ceil((k * TWO_32) / n);
    const high = Math.ceil(((k + 1) * TWO_32) / n) - 1;
    words.push(low, high, Math.floor((low + high) / 2), Math.max(0, low - 1), Math.min(TWO_32 - 1, high + 1));
  }
  return words;
}

/** Checks every position of a few random rounds; returns how many decisions were checked. */
function checkTable(options: { ruleset: string; players: number; options?: MatchOptions }, seed: number): number {
  const rnd = random(seed);
  const list = moveBuffer();
  const scratch = moveBuffer();
  const state: State = newMatch({ ...options, seed }).state;
  let checked = 0;
  for (let round = 0; round < 4 && !state.matchOver; round++) {
    while (!state.roundOver) {
      const n = generateMoves(state, list);
      for (const u of wordsFor(n)) {
        const expected = list[Math.floor((u / TWO_32) * n)];
        // randomMove may use the scratch buffer; the list it is compared with is its own copy.
        expect(randomMove(state, u | 0, scratch)).toBe(expected);
      }
      checked++;
      applyCode(state, list[Math.floor(rnd() * n)]!, null);
    }
    if (!state.matchOver) startNextRound(state, null);
  }
  return checked;
}

describe("randomMove", () => {
  it("picks the move at ⌊t / 2³² × n⌋ of generateMoves' list, in every position of every table", () => {
    let checked = 0;
    TABLES.forEach((table, t) => {
      checked += checkTable(table, t);
    });
    expect(checked).toBeGreaterThan(1500);
  });

  it("plays a Guard with no value to name (a deck of Guards only) as the card alone", () => {
    const guardsOnly = { edition: "classic", deck: [{ card: "guard", count: 16 }] } as MatchOptions;
    let checked = 0;
    for (let seed = 0; seed < 5; seed++)
      checked += checkTable({ ruleset: "custom", players: 4, options: guardsOnly }, seed);
    expect(checked).toBeGreaterThan(20);
  });
});
