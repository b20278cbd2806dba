import { nameOf } from "../cards.js";
import type { EngineEvent, EventLog } from "../events.js";
import {
  ALIVE,
  AWAITING,
  AWAITING_SEAT,
  CURRENT,
  DECK_SIZE,
  IN_ROUND_SEATS,
  PROTECTED,
  ROUND_OVER,
} from "../layout.js";
import { addToHand, drawTop } from "../places.js";
import { AWAIT_PLAY, type State } from "../state.js";
import { reachedTarget } from "./match.js";
import { endRound, stopRoundForMatch } from "./round.js";

/** A turn starts: the player's Handmaid protection ends, then they draw (rules.md §1.3). */
export function beginTurn(s: State, seat: number, log: EventLog): void {
  const c = s.cells;
  c[CURRENT] = seat;
  c[PROTECTED]! &= ~(1 << seat);
  const card = drawTop(s);
  addToHand(s, seat, card);
  c[AWAITING] = AWAIT_PLAY;
  c[AWAITING_SEAT] = seat;
  if (log) logDraw(seat, card, log);
}

function logDraw(seat: number, card: number, log: EngineEvent[]): void {
  log.push({ type: "drew", seat, visibleTo: "all" });
  log.push({ type: "received", seat, card: nameOf(card), from: "deck", visibleTo: [seat] });
}

/**
 * The end of a turn, once the card and any decision it opened are resolved: one player left ends
 * the round; otherwise a token gained mid-turn may decide the match; otherwise an exhausted deck
 * means a showdown; otherwise the next player still in the round takes a turn.
 */
export function finishTurn(s: State, log: EventLog): void {
  const c = s.cells;
  if (c[ROUND_OVER] === 1) return;
  if (c[ALIVE]! <= 1) {
    endRound(s, "last-standing", log);
    return;
  }
  const reached = s.rules.midRoundTokens ? reachedTarget(s) : 0;
  if (reached !== 0) stopRoundForMatch(s, reached, log);
  else if (c[DECK_SIZE]! < s.rules.endBelow) endRound(s, "showdown", log);
  else nextTurn(s, log);
}

function nextTurn(s: State, log: EventLog): void {
  const seats = s.rules.players;
  const inRound = s.cells[IN_ROUND_SEATS]!;
  let seat = s.cells[CURRENT]!;
  // Round the table; a comparison, not `%`, which is a division.
  do seat = seat + 1 === seats ? 0 : seat + 1;
  while (!((inRound >> seat) & 1));
  beginTurn(s, seat, log);
}
