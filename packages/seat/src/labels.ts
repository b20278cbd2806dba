import type { CharacterName } from "@loveletter/engine";
import type { Words } from "@loveletter/protocol";

// The labels every presenter of a seat writes things with: cards, named values, whose.

/** How a seat's presenter names things: the seats, this seat, the match deck's values, the cards. */
export interface NameContext {
  /** The seat's name as shown at the table ("You" for this seat). */
  readonly name: (seat: number) => string;
  readonly me: number | null;
  /** The match deck, to say what a named value means. */
  readonly deck: readonly { card: CharacterName; value: number }[];
  /** The reader's language: every sentence and card name comes from its catalogue. */
  readonly words: Words;
  /**
   * How a card is written: its name ("Princess") unless told otherwise, e.g. "Princess (8)" for a
   * reader without card faces to look at (the terminal).
   */
  readonly cardName?: (card: CharacterName) => string;
  /** The match scores wins, not tokens (the "discard" variant: `view.perpetual`). */
  readonly scoresWins?: boolean;
}

/** A card's name as its edition in this language prints it ("Princess", "Prinzessin", "姫"). */
export const printedName = (words: Words, card: CharacterName) => words.t(`card.${card}`);

/** A card as this presenter writes it ("Princess", or "Princess (8)" at the terminal). */
export const cardName = (ctx: NameContext, card: CharacterName) => ctx.cardName?.(card) ?? printedName(ctx.words, card);

/** "the Priest (2)", or "2 (Priest or Cardinal)" when a named value covers several characters. */
export function guessLabel(value: number, ctx: Pick<NameContext, "deck" | "words">): string {
  const { words } = ctx;
  const names = ctx.deck.filter((d) => d.value === value).map((d) => printedName(words, d.card));
  if (names.length === 1) return words.t("guess.card", { card: names[0]!, value });
  if (names.length === 0) return words.t("guess.none", { value });
  return words.t("guess.cards", { value, cards: words.list(names, "disjunction") });
}

// English only, for the screens whose sentences are not in the catalogues yet (the match's end,
// the round's summary): they build English sentences around seat names.

/** Stands for this seat in a sentence being built: "You" to start it, "you" anywhere else. */
const YOU = "\uE000";

/** Seat names for building an English sentence; `finishSentence` then writes this seat as "You" or "you". */
export function sentenceNames(ctx: Pick<NameContext, "me" | "name">): (seat: number) => string {
  return (seat) => (seat === ctx.me ? YOU : ctx.name(seat));
}

/** "You" where a sentence starts, "you" anywhere else. */
export function finishSentence(text: string): string {
  return text.replace(/(^|[.!?] )\uE000/g, "$1You").replaceAll(YOU, "you");
}

/** "your" ("Your" to start a sentence) for this seat, "Bob's" for another (a name is never recased). */
export function possessive(
  ctx: Pick<NameContext, "me" | "name">,
  seat: number,
  { startsSentence = false } = {},
): string {
  if (seat !== ctx.me) return `${ctx.name(seat)}'s`;
  return startsSentence ? "Your" : "your";
}
