import { type Card, CHARACTER_COUNT } from "../cards.js";

/**
 * Two numberings exist. The Classic one (AEG 2012, extended by Premium and used by the victorz
 * "discard" variant) and the 2019 one, which inserts the Chancellor at 6 and moves King, Countess
 * and Princess up by one; Premium characters worth 6 or more move up with them (rules.md §7).
 * The Spy and the Chancellor exist only in the 2019 numbering.
 */
export const NUMBERINGS = ["classic", "2019"] as const;
export type Numbering = (typeof NUMBERINGS)[number];

/** Value of each card by numbering; -1 where the character does not exist in that numbering. */
const CLASSIC_VALUES = [-1, 1, 2, 3, 4, 5, -1, 6, 7, 8, 0, 0, 2, 3, 4, 5, 6, 7, 9];
const VALUES_2019 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 2, 3, 4, 5, 7, 8, 10];

export function valuesOf(numbering: Numbering): readonly number[] {
  return numbering === "classic" ? CLASSIC_VALUES : VALUES_2019;
}

export function existsIn(numbering: Numbering, card: Card): boolean {
  return card >= 0 && card < CHARACTER_COUNT && valuesOf(numbering)[card]! >= 0;
}
