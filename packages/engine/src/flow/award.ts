import type { EventLog, TokenReason } from "../events.js";
import type { State } from "../state.js";

/**
 * A point for a seat: a token of affection, or in the perpetual "discard" variant a win on its
 * counter (a rank-1 finish or a partial win).
 */
export function award(s: State, seat: number, reason: TokenReason | "rank", log: EventLog): void {
  if (s.rules.perpetual) {
    s.wins[seat]!++;
    if (log) log.push({ type: "win-counted", seat, reason, wins: s.wins[seat]!, visibleTo: "all" });
  } else {
    s.tokens[seat]!++;
    if (log)
      log.push({ type: "token", seat, reason: reason as TokenReason, tokens: s.tokens[seat]!, visibleTo: "all" });
  }
}
