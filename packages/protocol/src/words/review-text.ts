import { en, type MessageKey } from "./catalogues/en.js";
import type { enReview } from "./catalogues/review/en.js";
import type { Words } from "./words.js";

/** A review message's id: its catalogue key without the `review.` area ("fact.known"). */
export type ReviewMessageId = keyof typeof enReview extends `review.${infer Id}` ? Id : never;

/**
 * One value inside a coach's sentence: a seat's name or a number as it is; a card (`{ card }`,
 * named as the reader's catalogue names it); a phrase that is itself a message (a move, a named
 * value); or a list of values, joined by the reader's language ("and", or "or" with `or`).
 */
export type ReviewValue =
  | string
  | number
  | { readonly card: string }
  | ReviewText
  | { readonly list: readonly ReviewValue[]; readonly or?: boolean };

/**
 * A coach's sentence as data: the bots' review makes these (it sits below this package, so it
 * names its ids as plain strings) and readers word them here.
 */
export interface ReviewText {
  readonly id: ReviewMessageId | (string & {});
  readonly params?: Readonly<Record<string, ReviewValue>>;
}

/** A coach's sentence (or phrase) in the reader's language. */
export function reviewText(words: Words, text: ReviewText): string {
  const key = `review.${text.id}`;
  if (!(key in en)) throw new RangeError(`The review has no message "${text.id}".`);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) values[name] = reviewValue(words, value);
  return words.t(key as MessageKey, values);
}

function reviewValue(words: Words, value: ReviewValue): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("card" in value) return words.t(`card.${value.card}` as MessageKey);
  if ("list" in value)
    return words.list(
      value.list.map((item) => String(reviewValue(words, item))),
      value.or ? "disjunction" : "conjunction",
    );
  return reviewText(words, value);
}
