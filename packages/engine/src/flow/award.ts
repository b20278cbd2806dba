import type { EventLog, TokenReason } from "../events.js";
import { REACHED, TOKENS, WINS } from "../layout.js";
import type { State } from "../state.js";

/**
 * A point for a seat: a token of affection, or in the perpetual "discard" variant a win on its
 * counter (a rank-1 finish or a partial win).
 */
export function award(s: State, seat: number, reason: TokenReason | "rank", log: EventLog): void {
  const c = s.cells;
  if (s.rules.perpetual) {
    const wins = ++c[WINS + seat]!;
    if (log) log.push({ type: "win-counted", seat, reason, wins, visibleTo: "all" });
    return;
  }
  const tokens = ++c[TOKENS + seat]!;
  if (tokens >= s.rules.tokensToWin) c[REACHED]! |= 1 << seat;
  if (log) log.push({ type: "token", seat, reason: reason as TokenReason, tokens, visibleTo: "all" });
}
