import { nameOf } from "../cards.js";
import type { EventLog } from "../events.js";
import { AWAIT_PLAY, IN_ROUND, type State } from "../state.js";
import { reachedTarget } from "./match.js";
import { endRound, stopRoundForMatch } from "./round.js";

/** A turn starts: the player's Handmaid protection ends, then they draw (rules.md §1.3). */
export function beginTurn(s: State, seat: number, log: EventLog): void {
  s.current = seat;
  s.protected[seat] = false;
  const card = s.deck.pop()!;
  s.hands[seat]!.push(card);
  s.awaiting = AWAIT_PLAY;
  s.awaitingSeat = seat;
  if (log) {
    log.push({ type: "drew", seat, visibleTo: "all" });
    log.push({ type: "received", seat, card: nameOf(card), from: "deck", visibleTo: [seat] });
  }
}

/**
 * The end of a turn, once the card and any decision it opened are resolved: one player left ends
 * the round; otherwise a token gained mid-turn may decide the match; otherwise an exhausted deck
 * means a showdown; otherwise the next player still in the round takes a turn.
 */
export function finishTurn(s: State, log: EventLog): void {
  if (s.roundOver) return;
  if (s.alive <= 1) {
    endRound(s, "last-standing", log);
    return;
  }
  const reached = s.rules.midRoundTokens ? reachedTarget(s) : null;
  if (reached) stopRoundForMatch(s, reached, log);
  else if (s.deck.length < s.rules.endBelow) endRound(s, "showdown", log);
  else nextTurn(s, log);
}

function nextTurn(s: State, log: EventLog): void {
  const seats = s.outOrder.length;
  let seat = s.current;
  do seat = (seat + 1) % seats;
  while (s.outOrder[seat] !== IN_ROUND);
  beginTurn(s, seat, log);
}
