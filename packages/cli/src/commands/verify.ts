import { type KnownSeeds, verifyGame } from "@loveletter/match";
import type { StoredAction } from "@loveletter/protocol";
import type { CommandIO } from "../main.js";
import { loadGame } from "./game-source.js";
import { BadArguments } from "./match-args.js";

/** The options of `loveletter verify` as commander gives them. */
export interface VerifyArgs {
  readonly url?: string;
  /** SEAT=SEED, seats from 1: a client seed the verifier contributed itself. */
  readonly clientSeed?: readonly string[];
}

/** --client-seed 2=my-seed (repeatable): seats from 1, as people count them. */
function knownSeeds(values: readonly string[]): KnownSeeds {
  const known: Record<number, string> = {};
  for (const value of values) {
    const match = /^(\d+)=(.*)$/s.exec(value);
    if (!match || Number(match[1]) < 1)
      throw new BadArguments(`--client-seed is SEAT=SEED with a seat from 1, e.g. 2=my-seed; got "${value}".`);
    known[Number(match[1]) - 1] = match[2]!;
  }
  return known;
}

/**
 * `loveletter verify GAME`: checks a finished game's commitment, re-deals every round from the
 * revealed server seed and the client seeds, replays every move (docs/fair-deal.md). Prints OK and
 * what was proven (exit 0), or each thing that does not match (exit 1); unusable input exits 2.
 */
export async function verifyCommand(source: string, args: VerifyArgs, io: CommandIO): Promise<number> {
  try {
    const known = knownSeeds(args.clientSeed ?? []);
    const { game, actions } = await loadGame(source, args.url);
    const result = await verifyGame(game, actions as StoredAction[], known);
    if (result.ok) {
      io.output.write(`OK (deal algorithm ${result.version}): ${result.proven}\n`);
      return 0;
    }
    io.output.write(
      `NOT VERIFIED: ${result.problems.length === 1 ? "1 thing does" : `${result.problems.length} things do`} not match.\n`,
    );
    for (const problem of result.problems) io.output.write(`- ${problem}\n`);
    return 1;
  } catch (e) {
    if (!(e instanceof BadArguments)) throw e;
    io.error.write(`loveletter verify: ${e.message}\n`);
    return 2;
  }
}
