import type { CharacterName, View } from "@loveletter/engine";
import type { Words } from "@loveletter/protocol";
import { englishWords } from "@loveletter/protocol/words-node";

/** Card names with their values in the match's numbering (from the view's deck). */
export class Cards {
  private readonly values = new Map<CharacterName, number>();

  constructor(
    readonly deck: View["deck"],
    /** The reader's language: card names as its edition prints them. */
    readonly words: Words = englishWords(),
  ) {
    for (const { card, value } of deck) this.values.set(card, value);
  }

  /** The card's value in this match's numbering. */
  value(card: CharacterName): number | undefined {
    return this.values.get(card);
  }

  /** "Princess (8)". */
  name(card: CharacterName): string {
    const value = this.values.get(card);
    const name = this.words.t(`card.${card}`);
    return value === undefined ? name : this.words.t("card.with-value", { card: name, value });
  }

  /** "the Princess (8)". */
  the(card: CharacterName): string {
    return `the ${this.name(card)}`;
  }

  list(cards: readonly CharacterName[]): string {
    return cards.length === 0 ? "none" : cards.map((c) => this.name(c)).join(", ");
  }

  /** The characters a named value hits in this deck (none for a value no card has). */
  named(value: number): string[] {
    return this.deck.filter((entry) => entry.value === value).map((entry) => this.words.t(`card.${entry.card}`));
  }
}

/**
 * How the person at `me` reads seats: "You" for their own, "Seat 2" for the others. The methods are
 * bound, so they can be taken apart: `const { Who, who } = seats`.
 */
export class Seats {
  constructor(
    readonly me: number,
    /** The reader's language: how another seat is named ("Seat 2", "Platz 2"). */
    readonly words: Words = englishWords(),
  ) {}

  /** "You" / "Seat 2" (capitalized, to start a sentence). */
  readonly Who = (seat: number): string => (seat === this.me ? "You" : this.words.t("seat.numbered", { seat }));

  /** "you" / "seat 2". */
  readonly who = (seat: number): string => (seat === this.me ? "you" : `seat ${seat}`);

  /** "your" / "seat 2's". */
  readonly whose = (seat: number): string => (seat === this.me ? "your" : `seat ${seat}'s`);
}

export const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
