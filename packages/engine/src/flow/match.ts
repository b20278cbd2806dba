import type { EventLog } from "../events.js";
import {
  MATCH_OVER,
  MATCH_WINNERS,
  PARTICIPANTS,
  REACHED,
  TIEBREAK,
  TIEBREAK_ROUND,
  TOKENS,
  TOKENS_AT_START,
} from "../layout.js";
import { type State, seatsOf } from "../state.js";

/**
 * After tokens were gained, outside a tie-breaker round: the seats that reached the target (a
 * mask), or 0. Everyone who reached it at this moment reached it together (rules.md §6.2).
 */
export function reachedTarget(s: State): number {
  const c = s.cells;
  if (s.rules.perpetual || c[MATCH_OVER] === 1 || c[TIEBREAK_ROUND] === 1) return 0;
  return c[REACHED]!;
}

/**
 * Sets the REACHED mask from the tokens, for a state whose tokens were written at once (a match
 * restarted, a scenario, a view, a JSON state); `award` keeps it as tokens come.
 */
export function recountReached(s: State): void {
  const c = s.cells;
  let reached = 0;
  if (!s.rules.perpetual)
    for (let seat = 0; seat < s.rules.players; seat++)
      if (c[TOKENS + seat]! >= s.rules.tokensToWin) reached |= 1 << seat;
  c[REACHED] = reached;
}

/** At the end of a round: decides the match if someone reached the target. */
export function decideMatch(s: State, log: EventLog): void {
  const reached = reachedTarget(s);
  if (reached !== 0) conclude(s, reached, log);
}

/** The end of a tie-breaker round: whoever gained the most tokens in it wins; several play another. */
export function decideTiebreakRound(s: State, log: EventLog): void {
  const c = s.cells;
  let best = -1;
  let leaders = 0;
  for (let rest = c[PARTICIPANTS]!; rest !== 0; rest &= rest - 1) {
    const seat = 31 - Math.clz32(rest & -rest);
    const gained = c[TOKENS + seat]! - c[TOKENS_AT_START + seat]!;
    if (gained > best) {
      best = gained;
      leaders = 1 << seat;
    } else if (gained === best) leaders |= 1 << seat;
  }
  conclude(s, leaders, log);
}

/**
 * The players who reached the target (a mask): one wins; several share the win or play a
 * tie-breaker (`game_end_tie`). After a tie-breaker round, its leaders.
 */
export function conclude(s: State, tied: number, log: EventLog): void {
  const c = s.cells;
  if ((tied & (tied - 1)) === 0 || s.rules.options.game_end_tie === "shared") {
    c[MATCH_OVER] = 1;
    c[MATCH_WINNERS] = tied;
    c[TIEBREAK] = 0;
    if (log) log.push({ type: "match-ended", winners: seatsOf(tied), visibleTo: "all" });
  } else {
    c[TIEBREAK] = tied;
    if (log) log.push({ type: "tiebreak", seats: seatsOf(tied), visibleTo: "all" });
  }
}
