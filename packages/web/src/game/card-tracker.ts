import type { CharacterName, View } from "@loveletter/engine";
import type { Knowledge } from "./knowledge.js";

export interface TrackedCard {
  readonly card: CharacterName;
  readonly value: number;
  readonly total: number;
  /** Copies whose place this seat cannot know: in the deck, set aside, or in a hand it hasn't seen. */
  readonly unseen: number;
}

/**
 * The remaining-card tracker: for each character of the match deck, how many copies are unseen
 * from this seat — the deck, minus its own hand, every discard pile, the face-up cards and the
 * cards it knows in other hands. Computed only from the seat's view and its own events.
 */
export function trackCards(view: View, knowledge: Knowledge): TrackedCard[] {
  const seen = new Map<CharacterName, number>();
  const see = (card: CharacterName) => seen.set(card, (seen.get(card) ?? 0) + 1);
  view.hand.forEach(see);
  view.faceUp.forEach(see);
  for (const seat of view.seats) seat.discards.forEach(see);
  for (const card of knowledge.known.values()) see(card);
  return view.deck
    .map(({ card, value, count }) => ({
      card,
      value,
      total: count,
      unseen: Math.max(0, count - (seen.get(card) ?? 0)),
    }))
    .sort((a, b) => a.value - b.value);
}
