// Rating pools (docs/ratings.md, "Pools"): a rated game counts in its ruleset's pool, and a
// turn-based one in that ruleset's turn-based pool, apart (a game over weeks is another skill than
// one in twenty-second turns). A pool's name is the key its ratings are stored under.

export type RatingPace = "live" | "turn-based";

const TURN_BASED = "/turn-based";

/** The pool a game of `ruleset` at this pace counts in: "classic", or "classic/turn-based". */
export function ratingPool(ruleset: string, pace: RatingPace): string {
  return pace === "turn-based" ? `${ruleset}${TURN_BASED}` : ruleset;
}

/** The ruleset a pool rates (its bots' fixed ratings are that ruleset's). */
export function poolRuleset(pool: string): string {
  return pool.endsWith(TURN_BASED) ? pool.slice(0, -TURN_BASED.length) : pool;
}

/** The pace a pool rates. */
export function poolPace(pool: string): RatingPace {
  return pool.endsWith(TURN_BASED) ? "turn-based" : "live";
}
