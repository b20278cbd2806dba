import { ConfigError, compileRules, type MatchOptions, type Rules } from "@loveletter/engine";

/** Arguments that cannot make a match; the message says why (the command exits 2). */
export class BadArguments extends Error {}

/** The match options shared by every command that starts matches, as commander gives them. */
export interface MatchArgs {
  readonly ruleset: string;
  readonly players?: string;
  readonly options?: string;
}

/**
 * Resolves --ruleset, --players and --options into rules, with the engine's own message for a bad
 * configuration. Without --players: `defaultPlayers`, or the fewest the ruleset seats when that is
 * more ("discard" starts at 3, its extended deck at 5).
 */
export function matchRules(args: MatchArgs, defaultPlayers = 2): { rules: Rules; options: MatchOptions } {
  let options: MatchOptions = {};
  if (args.options !== undefined) {
    try {
      options = JSON.parse(args.options);
    } catch (e) {
      throw new BadArguments(`--options must be a JSON object: ${(e as Error).message}`);
    }
  }
  let players: number;
  if (args.players === undefined) {
    const fewest = args.ruleset !== "discard" ? 2 : (options as { extended?: unknown }).extended === true ? 5 : 3;
    players = Math.max(defaultPlayers, fewest);
  } else if (/^\d+$/.test(args.players)) players = Number(args.players);
  else throw new BadArguments(`--players must be a whole number; got "${args.players}".`);
  try {
    return { rules: compileRules(args.ruleset, players, options), options };
  } catch (e) {
    if (e instanceof ConfigError) throw new BadArguments(e.message);
    throw e;
  }
}

/** --seed: a number when it looks like one, else the string itself; a random one when absent. */
export function seedArg(seed: string | undefined): number | string {
  if (seed === undefined) return Math.floor(Math.random() * 1_000_000);
  return /^-?\d{1,15}$/.test(seed) ? Number(seed) : seed;
}
