import { nameOf } from "../cards.js";
import { award } from "../flow/award.js";
import { reachedTarget } from "../flow/match.js";
import { stopRoundForMatch } from "../flow/round.js";
import { AWAITING, AWAITING_SEAT } from "../layout.js";
import { codeGuess, codeTarget } from "../moves/codes.js";
import { handCard } from "../places.js";
import { AWAIT_BISHOP } from "../state.js";
import { type Effect, noEffect } from "./effect.js";

/**
 * Bishop (§2.19): name a value; if the chosen player's card has it, you gain a token (a partial win
 * in "discard") and may win the match at once, which stops the round. Otherwise-continuing, the
 * revealed player decides whether to discard and redraw.
 */
export const bishop: Effect = (s, me, move, log) => {
  const target = codeTarget(move);
  if (target < 0) return noEffect(me, "bishop", log);
  const guess = codeGuess(move);
  const held = handCard(s, target, 0);
  const correct = s.rules.values[held] === guess;
  if (log)
    log.push({
      type: "guessed",
      seat: me,
      target,
      guess,
      card: "bishop",
      correct,
      ...(correct ? { revealed: nameOf(held) } : {}),
      visibleTo: "all",
    });
  if (!correct) return;
  award(s, me, "bishop", log);
  const reached = reachedTarget(s);
  if (reached !== 0) {
    stopRoundForMatch(s, reached, log);
    return;
  }
  s.cells[AWAITING] = AWAIT_BISHOP;
  s.cells[AWAITING_SEAT] = target;
};
