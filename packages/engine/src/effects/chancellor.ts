import { nameOf } from "../cards.js";
import { AWAITING, AWAITING_SEAT } from "../layout.js";
import { addToHand, deckCount, drawTop } from "../places.js";
import { AWAIT_CHANCELLOR } from "../state.js";
import type { Effect } from "./effect.js";

/**
 * Chancellor (§2.6): draw two cards (one if only one is left, none with an empty deck); the player
 * then decides which card to keep and in which order the others go to the bottom of the deck.
 */
export const chancellor: Effect = (s, me, _move, log) => {
  const count = Math.min(2, deckCount(s));
  if (count === 0) {
    if (log) log.push({ type: "no-effect", seat: me, card: "chancellor", reason: "empty-deck", visibleTo: "all" });
    return;
  }
  if (log) log.push({ type: "chancellor-drew", seat: me, count, visibleTo: "all" });
  for (let i = 0; i < count; i++) {
    const card = drawTop(s);
    addToHand(s, me, card);
    if (log) log.push({ type: "received", seat: me, card: nameOf(card), from: "deck", visibleTo: [me] });
  }
  s.cells[AWAITING] = AWAIT_CHANCELLOR;
  s.cells[AWAITING_SEAT] = me;
};
