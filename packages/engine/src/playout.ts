import { applyCode } from "./flow/apply.js";
import { MAX_MOVES } from "./moves/codes.js";
import { generateMoves } from "./moves/generate.js";
import { type RngState, randomInt } from "./rng.js";
import type { State } from "./state.js";

/** Scratch room for one position's legal moves, reusable across a whole playout. */
export function moveBuffer(): Int32Array {
  return new Int32Array(MAX_MOVES);
}

/**
 * Plays the current round to its end in place, every decision uniform over the legal moves, with
 * no events recorded. This is the hot loop of search and of `loveletter bench`: the same legal-move
 * generation and `applyCode` as every other caller, nothing allocated per move.
 */
export function playoutRound(s: State, rng: RngState, moves: Int32Array = moveBuffer()): void {
  while (!s.roundOver) {
    const n = generateMoves(s, moves);
    applyCode(s, moves[randomInt(rng, n)]!, null);
  }
}
