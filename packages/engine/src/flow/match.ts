import type { EventLog } from "../events.js";
import type { State } from "../state.js";

/**
 * After tokens were gained, outside a tie-breaker round: the seats that reached the target, or
 * null. Everyone who reached it at this moment reached it together (rules.md §6.2).
 */
export function reachedTarget(s: State): number[] | null {
  if (s.rules.perpetual || s.matchOver || s.tiebreakRound) return null;
  let reached: number[] | null = null;
  for (let seat = 0; seat < s.tokens.length; seat++) {
    if (s.tokens[seat]! < s.rules.tokensToWin) continue;
    reached ??= [];
    reached.push(seat);
  }
  return reached;
}

/** At the end of a round: decides the match if someone reached the target. */
export function decideMatch(s: State, log: EventLog): void {
  const reached = reachedTarget(s);
  if (reached) conclude(s, reached, log);
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

/**
 * The players who reached the target: one wins; several share the win or play a tie-breaker
 * (`game_end_tie`). After a tie-breaker round, its leaders.
 */
export function conclude(s: State, tied: number[], log: EventLog): void {
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
