import { clear } from "../arrays.js";
import { CONSTABLE, nameOf } from "../cards.js";
import type { EventLog, KnockOutCause } from "../events.js";
import type { State } from "../state.js";
import { award } from "./award.js";

/**
 * Knocks a player out of the round (rules.md §1.5): the hand is revealed and discarded without
 * effect. A Constable already in the discard pile, before that hand discard, pays a token (§2.17;
 * a partial win in "discard", §4.5).
 */
export function knockOut(s: State, seat: number, cause: KnockOutCause, by: number, log: EventLog): void {
  const pile = s.piles[seat]!;
  const hand = s.hands[seat]!;
  const constable = pile.includes(CONSTABLE);
  s.koPile[seat] = pile.length;
  const revealed = log ? hand.map(nameOf) : null;
  for (let i = 0; i < hand.length; i++) pile.push(hand[i]!);
  clear(hand);
  s.outOrder[seat] = ++s.knockouts;
  s.alive--;
  s.protected[seat] = false;
  if (log) log.push({ type: "knocked-out", seat, cause, by, revealed: revealed!, visibleTo: "all" });
  if (constable) award(s, seat, "constable", log);
}
