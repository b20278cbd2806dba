import { BARON, DOWAGER_QUEEN } from "../cards.js";
import { knockOut } from "../flow/knockout.js";
import { codeTarget } from "../moves/codes.js";
import { handCard } from "../places.js";
import { type Effect, noEffect } from "./effect.js";
import { look } from "./look.js";

/**
 * Baron (§2.3) and Dowager Queen (§2.18): the two players privately compare printed values; the
 * Baron knocks out the lower card, the Dowager Queen the higher; a tie does nothing.
 */
function comparison(card: number): Effect {
  const name = card === BARON ? "baron" : "dowager-queen";
  return (s, me, move, log) => {
    const target = codeTarget(move);
    if (target < 0) return noEffect(me, name, log);
    if (log) {
      look(s, me, target, log);
      look(s, target, me, log);
    }
    const mine = s.rules.values[handCard(s, me, 0)]!;
    const theirs = s.rules.values[handCard(s, target, 0)]!;
    let loser = -1;
    if (mine !== theirs) loser = mine < theirs === (card === BARON) ? me : target;
    if (log)
      log.push({ type: "compared", seat: me, target, card: name, loser: loser < 0 ? null : loser, visibleTo: "all" });
    if (loser >= 0) knockOut(s, loser, name, me, log);
  };
}

export const baron = comparison(BARON);
export const dowagerQueen = comparison(DOWAGER_QUEEN);
