import { COUNTESS, KING, PRINCE } from "../cards.js";
import { HAND_SIZE, HAND_SLOTS, HANDS, IN_ROUND_SEATS, PROTECTED, REQUIRED } from "../layout.js";
import type { State } from "../state.js";
import { ANY_PLAYER, type Targeting, TWO_PLAYERS } from "./targeting-kinds.js";

export {
  ANY_PLAYER,
  CHOOSES_NOBODY,
  ONE_OTHER,
  OTHER_AND_VALUE,
  OTHERS_1_2,
  TARGETING,
  type Targeting,
  TWO_PLAYERS,
  targetingOf,
} from "./targeting-kinds.js";

/** Seats other than `me` that may be chosen: still in the round and not protected. A bit mask. */
export function othersMask(s: State, me: number): number {
  return s.cells[IN_ROUND_SEATS]! & ~s.cells[PROTECTED]! & ~(1 << me);
}

/** The choosable seats for a card: others, plus yourself for cards that may choose any player. */
export function baseMask(s: State, me: number, targeting: Targeting, others = othersMask(s, me)): number {
  return targeting === ANY_PLAYER || targeting === TWO_PLAYERS ? others | (1 << me) : others;
}

/**
 * The seat the Sycophant requires this card to include, or -1 when there is no requirement to
 * meet. With `sycophant_unsatisfiable: ignore_requirement` an unsatisfiable requirement is dropped
 * (BGA); by default it stands, and the card then has no legal choice and no effect (rules.md §2.15).
 */
export function effectiveRequirement(s: State, base: number): number {
  const r = s.cells[REQUIRED]!;
  if (r < 0) return -1;
  if ((base >> r) & 1) return r;
  return s.rules.options.sycophant_unsatisfiable === "ignore_requirement" ? -1 : r;
}

/** The seats a single-choice card may choose (a bit mask); 0 means it is played with no effect. */
export function singleTargets(s: State, me: number, targeting: Targeting, others = othersMask(s, me)): number {
  const base = baseMask(s, me, targeting, others);
  if (s.cells[REQUIRED]! < 0) return base;
  const r = effectiveRequirement(s, base);
  if (r < 0) return base;
  return (base >> r) & 1 ? 1 << r : 0;
}

/** True when the seat holds the Countess with the King or a Prince and must play her (rules.md §2.8). */
export function countessForces(s: State, seat: number): boolean {
  const c = s.cells;
  if (c[HAND_SIZE + seat] !== 2) return false;
  const a = c[HANDS + seat * HAND_SLOTS]!;
  const b = c[HANDS + seat * HAND_SLOTS + 1]!;
  return (a === COUNTESS && (b === KING || b === PRINCE)) || (b === COUNTESS && (a === KING || a === PRINCE));
}
