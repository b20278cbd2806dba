import { CHARACTER_COUNT, cardOf } from "./cards.js";
import type { View } from "./view.js";

/**
 * The cards a seat has not seen this round, as counts by card id: the match deck minus its own
 * hand, the face-up cards and every discard pile. What it was shown of other hands is its own
 * knowledge, not in the view: a bot's beliefs or a client's tracker take that away themselves.
 */
export function unseenCounts(view: Pick<View, "deck" | "hand" | "faceUp" | "seats">): number[] {
  const counts: number[] = new Array(CHARACTER_COUNT).fill(0);
  for (const d of view.deck) counts[cardOf(d.card)!] = d.count;
  const seen = (name: string) => {
    counts[cardOf(name)!]!--;
  };
  view.hand.forEach(seen);
  view.faceUp.forEach(seen);
  for (const p of view.seats) p.discards.forEach(seen);
  return counts.map((n) => Math.max(0, n));
}
