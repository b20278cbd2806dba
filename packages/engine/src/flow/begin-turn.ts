import { nameOf } from "../cards.js";
import type { EngineEvent, EventLog } from "../events.js";
import { AWAITING, AWAITING_SEAT, CURRENT, PROTECTED } from "../layout.js";
import { addToHand, drawTop } from "../places.js";
import { AWAIT_PLAY, type State } from "../state.js";

// A turn's start, on its own: a round's deal (round.ts) begins its first turn and a turn's end
// (turn.ts) the next, and a turn's end may end the round; with the start here, round.ts needs
// nothing of turn.ts and the two no longer import each other.

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
