import { nameOf } from "../cards.js";
import { PositionError } from "../errors.js";
import type { EventLog } from "../events.js";
import { DECK_SIZE, SET_ASIDE } from "../layout.js";
import { addToHand, drawTop } from "../places.js";
import type { State } from "../state.js";

/**
 * A replacement card for a hand emptied by an effect (Prince, Assassin, Bishop redraw): the top of
 * the deck, or the face-down set-aside card when the deck is empty (rules.md §1.4). In "discard" the
 * deck never runs dry mid-turn: the round ends while it still holds a card.
 */
export function drawReplacement(s: State, seat: number, log: EventLog): void {
  const c = s.cells;
  let card: number;
  let from: "deck" | "set-aside";
  if (c[DECK_SIZE]! > 0) {
    card = drawTop(s);
    from = "deck";
  } else if (c[SET_ASIDE]! >= 0) {
    card = c[SET_ASIDE]!;
    c[SET_ASIDE] = -1;
    from = "set-aside";
  } else {
    throw new PositionError(
      `Seat ${seat} must draw a replacement card, but the deck is empty and no card was set aside.`,
    );
  }
  addToHand(s, seat, card);
  if (log) {
    log.push({ type: "redrew", seat, from, visibleTo: "all" });
    log.push({ type: "received", seat, card: nameOf(card), from, visibleTo: [seat] });
  }
}
