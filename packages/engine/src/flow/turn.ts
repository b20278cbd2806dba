import type { EventLog } from "../events.js";
import { ALIVE, CURRENT, DECK_SIZE, IN_ROUND_SEATS, ROUND_OVER } from "../layout.js";
import type { State } from "../state.js";
import { beginTurn } from "./begin-turn.js";
import { reachedTarget } from "./match.js";
import { endRound, stopRoundForMatch } from "./round.js";

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
