import { type CharacterName, DISPLAY_NAMES } from "@loveletter/engine";

// The labels every presenter of a seat writes things with: cards, named values, whose.

/** How a seat's presenter names things: the seats, this seat, the match deck's values, the cards. */
export interface NameContext {
  /** The seat's name as shown at the table ("You" for this seat). */
  readonly name: (seat: number) => string;
  readonly me: number | null;
  /** The match deck, to say what a named value means. */
  readonly deck: readonly { card: CharacterName; value: number }[];
  /**
   * How a card is written: its name ("Princess") unless told otherwise, e.g. "Princess (8)" for a
   * reader without card faces to look at (the terminal).
   */
  readonly cardName?: (card: CharacterName) => string;
  /** The match scores wins, not tokens (the "discard" variant: `view.perpetual`). */
  readonly scoresWins?: boolean;
}

/** A card as this presenter writes it ("Princess", or "Princess (8)" at the terminal). */
export const cardName = (ctx: NameContext, card: CharacterName) => ctx.cardName?.(card) ?? DISPLAY_NAMES[card];

/** "the Priest (2)", or "2 (Priest or Cardinal)" when a named value covers several characters. */
export function guessLabel(value: number, deck: NameContext["deck"]): string {
  const names = deck.filter((d) => d.value === value).map((d) => DISPLAY_NAMES[d.card]);
  if (names.length === 1) return `the ${names[0]} (${value})`;
  if (names.length === 0) return `${value} (no such card)`;
  return `${value} (${names.join(" or ")})`;
}

/** "your" ("Your" to start a sentence) for this seat, "Bob's" for another (a name is never recased). */
export function possessive(ctx: NameContext, seat: number, { startsSentence = false } = {}): string {
  if (seat !== ctx.me) return `${ctx.name(seat)}'s`;
  return startsSentence ? "Your" : "your";
}
