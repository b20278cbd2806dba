import { COUNTESS, KING, PRINCE } from "../cards.js";
import { HAND_SIZE, HAND_SLOTS, HANDS, IN_ROUND_SEATS, PROTECTED, REQUIRED } from "../layout.js";
import type { State } from "../state.js";

/**
 * How each card chooses players (rules.md §2.0). A card that chooses nobody ignores the
 * Sycophant's requirement, which then lapses.
 */
export const TARGETING = ["none", "other", "other-guess", "any", "pair", "others-1-2"] as const;
/** The kinds as small integers (indices into {@link TARGETING}): the hot loop switches on them. */
export const CHOOSES_NOBODY = 0;
export const ONE_OTHER = 1;
/** One other player and a named value (Guard, Bishop). */
export const OTHER_AND_VALUE = 2;
/** Any one player, yourself included (Prince, Sycophant). */
export const ANY_PLAYER = 3;
/** Two different players, yourself allowed (Cardinal). */
export const TWO_PLAYERS = 4;
/** One or two other players (Baroness; "discard": exactly two, perhaps one twice). */
export const OTHERS_1_2 = 5;
export type Targeting = 0 | 1 | 2 | 3 | 4 | 5;

/** Each card's targeting kind, by card id (the order of CHARACTERS). */
const CARD_TARGETING: readonly Targeting[] = [
  CHOOSES_NOBODY, // spy
  OTHER_AND_VALUE, // guard
  ONE_OTHER, // priest
  ONE_OTHER, // baron
  CHOOSES_NOBODY, // handmaid
  ANY_PLAYER, // prince
  CHOOSES_NOBODY, // chancellor
  ONE_OTHER, // king
  CHOOSES_NOBODY, // countess
  CHOOSES_NOBODY, // princess
  ONE_OTHER, // jester
  CHOOSES_NOBODY, // assassin
  TWO_PLAYERS, // cardinal
  OTHERS_1_2, // baroness
  ANY_PLAYER, // sycophant
  CHOOSES_NOBODY, // count
  CHOOSES_NOBODY, // constable
  ONE_OTHER, // dowager-queen
  OTHER_AND_VALUE, // bishop
];

export function targetingOf(card: number): Targeting {
  return CARD_TARGETING[card]!;
}

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
