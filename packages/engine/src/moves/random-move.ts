import { COUNTESS } from "../cards.js";
import { AWAITING, CURRENT, HAND_SLOTS, HANDS } from "../layout.js";
import { nthSeat, seatCount } from "../seat-masks.js";
import { AWAIT_PLAY, type State } from "../state.js";
import { guessBits, type MoveCode, targetBits } from "./codes.js";
import { generateMoves, namesFor } from "./generate.js";
import {
  CHOOSES_NOBODY,
  countessForces,
  OTHER_AND_VALUE,
  OTHERS_1_2,
  othersMask,
  singleTargets,
  TWO_PLAYERS,
  targetingOf,
} from "./targeting.js";

/**
 * The move a uniform random playout plays for the 32-bit word `t`: `moves[⌊(t >>> 0) / 2³² × n⌋]`
 * of the n moves `generateMoves` lists, exactly (the same move, the same list order).
 *
 * When the player chooses between cards that choose at most one player (every card of the classic
 * deck), the list is not written: it is each card's targets × the values it may name, in
 * generateSingle's order, so its length is counted and the one move picked is built. A Guard at
 * four players lists 21 moves, and writing them was most of the cost of a decision. Every other
 * decision (Cardinal, Baroness, Chancellor, Bishop) is listed and indexed.
 */
export function randomMove(s: State, t: number, moves: Int32Array): MoveCode {
  const c = s.cells;
  if (c[AWAITING] !== AWAIT_PLAY) return listedMove(s, t, moves);
  const me = c[CURRENT]!;
  if (countessForces(s, me)) return COUNTESS;
  const a = c[HANDS + me * HAND_SLOTS]!;
  const b = c[HANDS + me * HAND_SLOTS + 1]!;
  const kindA = targetingOf(a);
  const kindB = targetingOf(b);
  if (kindA === TWO_PLAYERS || kindA === OTHERS_1_2 || kindB === TWO_PLAYERS || kindB === OTHERS_1_2)
    return listedMove(s, t, moves);
  // Each card's targets (0: the card is played alone) and the moves each target gives.
  const others = othersMask(s, me);
  const perA = kindA === OTHER_AND_VALUE ? namesFor(s, a).length : 1;
  const maskA = kindA === CHOOSES_NOBODY || perA === 0 ? 0 : singleTargets(s, me, kindA, others);
  const countA = maskA === 0 ? 1 : seatCount(maskA) * perA;
  let countB = 0;
  let perB = 1;
  let maskB = 0;
  // The same card twice is one choice.
  if (b !== a) {
    perB = kindB === OTHER_AND_VALUE ? namesFor(s, b).length : 1;
    maskB = kindB === CHOOSES_NOBODY || perB === 0 ? 0 : singleTargets(s, me, kindB, others);
    countB = maskB === 0 ? 1 : seatCount(maskB) * perB;
  }
  let k = Math.floor(((t >>> 0) / 4294967296) * (countA + countB));
  let card = a;
  let mask = maskA;
  let per = perA;
  if (k >= countA) {
    k -= countA;
    card = b;
    mask = maskB;
    per = perB;
  }
  if (mask === 0) return card;
  if (per === 1) return card | targetBits(nthSeat(mask, k));
  const target = Math.floor(k / per);
  return card | targetBits(nthSeat(mask, target)) | guessBits(namesFor(s, card)[k - target * per]!);
}

/** Any other decision: the list, indexed. */
function listedMove(s: State, t: number, moves: Int32Array): MoveCode {
  const n = generateMoves(s, moves);
  return moves[Math.floor(((t >>> 0) / 4294967296) * n)]!;
}
