import { applyCode } from "./flow/apply.js";
import { ROUND_OVER } from "./layout.js";
import { MAX_MOVES } from "./moves/codes.js";
import { randomMove } from "./moves/random-move.js";
import type { RngState } from "./rng.js";
import type { State } from "./state.js";

/** Scratch room for one position's legal moves, reusable across a whole playout. */
export function moveBuffer(): Int32Array {
  return new Int32Array(MAX_MOVES);
}

/**
 * Plays the current round to its end in place, every decision uniform over the legal moves, with
 * no events recorded. This is the hot loop of search and of `loveletter bench`: the move is the one
 * a uniform draw picks from `generateMoves`'s list (randomMove, which mostly needn't write the
 * list), applied by the same `applyCode` as every other caller; nothing is allocated per move.
 *
 * Each decision draws `randomInt(rng, n)`, with the generator's words kept in local variables for
 * the playout and written back at its end (applyCode never uses `rng`): a call per draw cost 6% of
 * a classic round.
 */
export function playoutRound(s: State, rng: RngState, moves: Int32Array = moveBuffer()): void {
  let a = rng[0]!;
  let b = rng[1]!;
  let c = rng[2]!;
  let d = rng[3]!;
  const cells = s.cells;
  while (cells[ROUND_OVER] !== 1) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    applyCode(s, randomMove(s, t, moves), null);
  }
  rng[0] = a;
  rng[1] = b;
  rng[2] = c;
  rng[3] = d;
}
