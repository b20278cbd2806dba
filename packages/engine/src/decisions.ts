// What a state waits for and how a seat stands in the round: the values the state's cells hold.
// This module imports nothing, so that the bundle inlines these constants into the hot loops (esbuild
// inlines a constant across modules only from a module without imports).

/** The decisions a state can wait for (scenario-format.md "awaiting"). */
export const DECISIONS = ["play", "chancellor", "bishop"] as const;
export type Decision = (typeof DECISIONS)[number];

/** `State.awaiting` values: an index into {@link DECISIONS}, or NO_DECISION between rounds. */
export const NO_DECISION = -1;
export const AWAIT_PLAY = 0;
export const AWAIT_CHANCELLOR = 1;
export const AWAIT_BISHOP = 2;

/** `State.outOrder` values: in the round, out from its start, or the k-th knocked out (k ≥ 1). */
export const IN_ROUND = -1;
export const OUT_FROM_START = 0;

export const ROUND_ENDS = ["last-standing", "showdown", "match-decided"] as const;
/** How a round ended: one player left, a deck-exhausted showdown, or a token mid-round decided the match. */
export type RoundEnd = (typeof ROUND_ENDS)[number];
