import { nameOf } from "../cards.js";
import { AWAIT_CHANCELLOR } from "../state.js";
import type { Effect } from "./effect.js";

/**
 * Chancellor (§2.6): draw two cards (one if only one is left, none with an empty deck); the player
 * then decides which card to keep and in which order the others go to the bottom of the deck.
 */
export const chancellor: Effect = (s, me, _move, log) => {
  const count = Math.min(2, s.deck.length);
  if (count === 0) {
    if (log) log.push({ type: "no-effect", seat: me, card: "chancellor", reason: "empty-deck", visibleTo: "all" });
    return;
  }
  const hand = s.hands[me]!;
  if (log) log.push({ type: "chancellor-drew", seat: me, count, visibleTo: "all" });
  for (let i = 0; i < count; i++) {
    const card = s.deck.pop()!;
    hand.push(card);
    if (log) log.push({ type: "received", seat: me, card: nameOf(card), from: "deck", visibleTo: [me] });
  }
  s.awaiting = AWAIT_CHANCELLOR;
  s.awaitingSeat = me;
};
