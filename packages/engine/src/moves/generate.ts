import { BARONESS, CARDINAL, COUNTESS, GUARD } from "../cards.js";
import { AWAITING, CURRENT, HAND_SIZE, HAND_SLOTS, HANDS } from "../layout.js";
import { AWAIT_BISHOP, AWAIT_CHANCELLOR, AWAIT_PLAY, type State } from "../state.js";
import { chancellorCode, guessBits, MAX_MOVES, type MoveCode, playCode, redrawCode, targetBits } from "./codes.js";
import {
  baseMask,
  CHOOSES_NOBODY,
  countessForces,
  effectiveRequirement,
  OTHER_AND_VALUE,
  OTHERS_1_2,
  othersMask,
  singleTargets,
  type Targeting,
  TWO_PLAYERS,
  targetingOf,
} from "./targeting.js";

const scratch = new Int32Array(MAX_MOVES);

/** Every legal move of the state, as move codes. */
export function legalCodes(s: State): MoveCode[] {
  return Array.from(scratch.subarray(0, generateMoves(s, scratch)));
}

/**
 * Writes every legal move of the state into `out` and returns how many there are. This is the one
 * definition of legality: `apply` accepts a move exactly when it is in this list.
 */
export function generateMoves(s: State, out: Int32Array): number {
  switch (s.cells[AWAITING]) {
    case AWAIT_PLAY:
      return generatePlays(s, out);
    case AWAIT_CHANCELLOR:
      return generateChancellor(s, out);
    case AWAIT_BISHOP:
      out[0] = redrawCode(false);
      out[1] = redrawCode(true);
      return 2;
    default:
      return 0;
  }
}

function generatePlays(s: State, out: Int32Array): number {
  const c = s.cells;
  const me = c[CURRENT]!;
  const others = othersMask(s, me);
  if (countessForces(s, me)) return generateCard(s, me, COUNTESS, others, out, 0);
  const a = c[HANDS + me * HAND_SLOTS]!;
  const b = c[HANDS + me * HAND_SLOTS + 1]!;
  const n = generateCard(s, me, a, others, out, 0);
  // The same card twice is one choice.
  return b === a ? n : generateCard(s, me, b, others, out, n);
}

function generateCard(s: State, me: number, card: number, others: number, out: Int32Array, n: number): number {
  const targeting = targetingOf(card);
  if (targeting === CHOOSES_NOBODY) {
    out[n] = playCode(card);
    return n + 1;
  }
  if (targeting === TWO_PLAYERS) return generateCardinal(s, me, card, out, n);
  if (targeting === OTHERS_1_2) return generateBaroness(s, me, card, out, n);
  return generateSingle(s, me, card, targeting, others, out, n);
}

/**
 * The values a Guard or Bishop may name. A custom deck can leave none (Guards only): the card then
 * has no complete choice and is played with no effect, like a card with nobody to choose.
 */
export function namesFor(s: State, card: number): readonly number[] {
  return card === GUARD ? s.rules.guardNames : s.rules.bishopNames;
}

/** Cards that choose one player (and, for the Guard and Bishop, name a value). */
function generateSingle(
  s: State,
  me: number,
  card: number,
  targeting: Targeting,
  others: number,
  out: Int32Array,
  n: number,
): number {
  const names = targeting === OTHER_AND_VALUE ? namesFor(s, card) : null;
  const mask = names !== null && names.length === 0 ? 0 : singleTargets(s, me, targeting, others);
  if (mask === 0) {
    out[n] = playCode(card);
    return n + 1;
  }
  // Each set bit of the mask is a seat that may be chosen, lowest first.
  if (names === null) {
    for (let rest = mask; rest !== 0; rest &= rest - 1) out[n++] = card | targetBits(31 - Math.clz32(rest & -rest));
    return n;
  }
  for (let rest = mask; rest !== 0; rest &= rest - 1) {
    const move = card | targetBits(31 - Math.clz32(rest & -rest));
    for (let i = 0; i < names.length; i++) out[n++] = move | guessBits(names[i]!);
  }
  return n;
}

/** Cardinal: two different players. Premium: either may be looked at, or neither; "discard": ordered, the first is looked at. */
function generateCardinal(s: State, me: number, card: number, out: Int32Array, n: number): number {
  const base = baseMask(s, me, TWO_PLAYERS);
  const r = effectiveRequirement(s, base);
  const start = n;
  const ordered = s.rules.victorzTargets;
  // Each pair of set bits, lowest first; "discard" lists both orders.
  for (let as = base; as !== 0; as &= as - 1) {
    const a = 31 - Math.clz32(as & -as);
    for (let bs = ordered ? base & ~(1 << a) : as & (as - 1); bs !== 0; bs &= bs - 1) {
      const b = 31 - Math.clz32(bs & -bs);
      if (r >= 0 && a !== r && b !== r) continue;
      out[n++] = playCode(card, a, b);
      // Premium: the player may look at either hand; at their own new hand they see it anyway.
      if (!ordered) {
        if (a !== me) out[n++] = playCode(card, a, b, -1, a);
        if (b !== me) out[n++] = playCode(card, a, b, -1, b);
      }
    }
  }
  if (n === start) out[n++] = playCode(CARDINAL);
  return n;
}

/** Baroness: one or two other players (listed ascending); "discard": exactly two, perhaps the same one twice. */
function generateBaroness(s: State, me: number, card: number, out: Int32Array, n: number): number {
  const base = baseMask(s, me, OTHERS_1_2);
  const r = effectiveRequirement(s, base);
  const start = n;
  const exactlyTwo = s.rules.victorzTargets;
  for (let as = base; as !== 0; as &= as - 1) {
    const a = 31 - Math.clz32(as & -as);
    if (!exactlyTwo && (r < 0 || a === r)) out[n++] = playCode(card, a);
    // The seats from a on ("discard": a itself too), lowest first.
    for (let bs = exactlyTwo ? as : as & (as - 1); bs !== 0; bs &= bs - 1) {
      const b = 31 - Math.clz32(bs & -bs);
      if (r >= 0 && a !== r && b !== r) continue;
      out[n++] = playCode(card, a, b);
    }
  }
  if (n === start) out[n++] = playCode(BARONESS);
  return n;
}

/** Keep one card, return the others to the bottom in either order; equal cards give one choice. */
function generateChancellor(s: State, out: Int32Array): number {
  const c = s.cells;
  const me = c[CURRENT]!;
  const at = HANDS + me * HAND_SLOTS;
  const size = c[HAND_SIZE + me]!;
  let n = 0;
  for (let k = 0; k < size; k++) {
    // The other cards, in hand order.
    const keep = c[at + k]!;
    const x = c[at + (k === 0 ? 1 : 0)]!;
    const y = size === 2 ? -1 : c[at + (k === 2 ? 1 : 2)]!;
    n = addNew(out, n, chancellorCode(keep, x, y));
    if (y >= 0) n = addNew(out, n, chancellorCode(keep, y, x));
  }
  return n;
}

/** Adds a move unless it is already listed (the same card twice gives one choice). */
function addNew(out: Int32Array, n: number, code: MoveCode): number {
  for (let i = 0; i < n; i++) if (out[i] === code) return n;
  out[n] = code;
  return n + 1;
}
