import { nameOf } from "../cards.js";
import type { EventLog } from "../events.js";
import { exchangeHands, handCard } from "../places.js";
import type { State } from "../state.js";

/** `seat` privately sees the card `target` holds now. */
export function look(s: State, seat: number, target: number, log: EventLog): void {
  if (log) log.push({ type: "saw", seat, target, card: nameOf(handCard(s, target, 0)), visibleTo: [seat] });
}

/** Two hands were exchanged: each of the two players receives, and so knows, the other's former card. */
export function exchange(s: State, a: number, b: number, log: EventLog): void {
  exchangeHands(s, a, b);
  if (log) {
    log.push({ type: "received", seat: a, card: nameOf(handCard(s, a, 0)), from: "trade", giver: b, visibleTo: [a] });
    log.push({ type: "received", seat: b, card: nameOf(handCard(s, b, 0)), from: "trade", giver: a, visibleTo: [b] });
  }
}
