// How each card chooses players, as small integers. This module imports nothing, so that the bundle
// inlines these constants into the hot loops (esbuild inlines a constant across modules only from a
// module without imports).

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
