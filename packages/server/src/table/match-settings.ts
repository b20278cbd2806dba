import { ConfigError, compileRules, type MatchOptions, type Rules } from "@loveletter/engine";
import type { TableSettings } from "@loveletter/protocol";
import { refuse } from "@loveletter/protocol";

/**
 * The engine options a table's match is created with: its rules, plus the token goal. The
 * "discard" variant is perpetual by nature; any other ruleset is perpetual when the table says so
 * (its matches then follow one another, see `TableGame`).
 */
export function engineOptions(settings: TableSettings): MatchOptions {
  const goal = settings.goal;
  if (goal.kind === "tokens" && goal.tokens !== undefined && settings.ruleset !== "discard")
    return { ...settings.rules, tokensToWin: goal.tokens };
  return { ...settings.rules };
}

/** Whether the table's scoreboard runs forever (rounds and matches follow one another). */
export function isPerpetual(settings: TableSettings): boolean {
  return settings.ruleset === "discard" || settings.goal.kind === "perpetual";
}

/** The engine's rules for these settings at this many players; a bad combination is `invalid-settings`. */
export function checkedRules(settings: TableSettings, players: number = settings.seats): Rules {
  if (settings.hints && settings.rated)
    refuse(
      "invalid-settings",
      "A table with hints is never rated: make it unrated (rated: false), or make a table without hints.",
    );
  if (settings.ruleset === "discard" && settings.goal.kind === "tokens" && settings.goal.tokens !== undefined)
    refuse("invalid-settings", 'The "discard" variant has no tokens: its scoreboard is perpetual.');
  try {
    return compileRules(settings.ruleset, players, engineOptions(settings));
  } catch (error) {
    if (error instanceof ConfigError) refuse("invalid-settings", error.message);
    throw error;
  }
}

/** The fewest players these settings can start with. */
export function fewestPlayers(settings: TableSettings): number {
  for (let players = 2; players <= settings.seats; players++) {
    try {
      compileRules(settings.ruleset, players, engineOptions(settings));
      return players;
    } catch {
      // Not playable at this count; try one more.
    }
  }
  return settings.seats;
}
