import type { EventLog } from "../events.js";
import type { State } from "../state.js";

/**
 * After tokens were gained, outside a tie-breaker round: has anyone reached the target? Everyone
 * who reached it at this moment reached it together (rules.md §6.2): one wins; several share the
 * win or play a tie-breaker (`game_end_tie`). Returns true when the match was decided or tied.
 */
export function decideMatch(s: State, log: EventLog): boolean {
  if (s.rules.perpetual || s.matchOver || s.tiebreakRound) return false;
  const reached: number[] = [];
  for (let seat = 0; seat < s.tokens.length; seat++) if (s.tokens[seat]! >= s.rules.tokensToWin) reached.push(seat);
  if (reached.length === 0) return false;
  conclude(s, reached, log);
  return true;
}

/** The end of a tie-breaker round: whoever gained the most tokens in it wins; several play another. */
export function decideTiebreakRound(s: State, log: EventLog): void {
  let best = -1;
  let leaders: number[] = [];
  for (const seat of s.participants) {
    const gained = s.tokens[seat]! - s.tokensAtStart[seat]!;
    if (gained > best) {
      best = gained;
      leaders = [seat];
    } else if (gained === best) leaders.push(seat);
  }
  conclude(s, leaders, log);
}

function conclude(s: State, tied: number[], log: EventLog): void {
  if (tied.length === 1 || s.rules.options.game_end_tie === "shared") {
    s.matchOver = true;
    s.matchWinners = tied;
    s.tiebreak = null;
    if (log) log.push({ type: "match-ended", winners: tied.slice(), visibleTo: "all" });
  } else {
    s.tiebreak = tied;
    if (log) log.push({ type: "tiebreak", seats: tied.slice(), visibleTo: "all" });
  }
}
