import type { MatchOptions, Move } from "@loveletter/engine";
import type { Agent, Observation } from "../agent.js";
import { createAgent } from "../external/create-agent.js";
import { commandProblem, isExternalAgentName } from "../external/index.js";
import { runMatch } from "../match-runner.js";
import { builtInAgentNames } from "../registry.js";
import { type ArenaJob, agentSeed } from "./seating.js";

/** An arena's configuration is unusable; the message says why. */
export class ArenaError extends Error {
  override readonly name = "ArenaError";
}

/** What a match of the arena needs to be played anywhere (in-process or in a worker): plain data. */
export interface ArenaMatchSpec {
  readonly ruleset: string;
  readonly players: number;
  readonly options: MatchOptions;
  /** The bot of each entry, as the registry names it. */
  readonly bots: readonly string[];
  readonly budgetMs?: number;
  /** Rounds per match for a perpetual ruleset ("discard"); undefined: play to the match's end. */
  readonly rounds?: number;
}

/** One match's results, per seat (the job's seating says which entry sat there). */
export interface ArenaMatchOutcome {
  readonly index: number;
  readonly rounds: number;
  /** 1 for the match winner, 1/k to each of k shared winners, else 0. */
  readonly matchShare: number[];
  /** Round wins: 1 per round won alone, 1/k per round shared by k winners. */
  readonly roundShare: number[];
  /** Decisions made. */
  readonly moves: number[];
  /** Milliseconds spent in `decide`. */
  readonly ms: number[];
}

/**
 * Checks that the registry can create the bot: a built-in name, or an external program whose file
 * exists (without starting it). ArenaError says what is wrong, naming the known bots.
 */
export function checkBot(bot: string): void {
  if (builtInAgentNames().includes(bot)) return;
  if (isExternalAgentName(bot)) {
    const problem = commandProblem(bot);
    if (problem) throw new ArenaError(`Bot "${bot}" cannot run: ${problem}.`);
    return;
  }
  throw new ArenaError(
    `Unknown bot "${bot}"; the known bots are: ${builtInAgentNames().join(", ")}, or an external program (a path such as ./bot.py).`,
  );
}

/** A bot from the registry (built-in or an external program), or an ArenaError. */
export function createArenaAgent(bot: string, seed: string | number, budgetMs?: number): Agent {
  let agent: Agent | undefined;
  try {
    agent = createAgent(bot, budgetMs === undefined ? { seed } : { seed, budgetMs });
  } catch (e) {
    throw new ArenaError(`Bot "${bot}" could not be created: ${(e as Error).message}`);
  }
  if (!agent) checkBot(bot);
  if (!agent) throw new ArenaError(`The registry created no bot for "${bot}".`);
  return agent;
}

/** Ends an agent that holds resources (an external program). */
export async function closeAgent(agent: Agent): Promise<void> {
  await agent.close?.();
}

function isPromise(value: unknown): value is Promise<Move> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/** The agent, counting its decisions and the time they take into `moves[seat]` and `ms[seat]`. */
function timed(agent: Agent, seat: number, moves: number[], ms: number[]): Agent {
  return {
    name: agent.name,
    decide(observation: Observation) {
      const start = performance.now();
      const move = agent.decide(observation);
      const done = (m: Move) => {
        ms[seat]! += performance.now() - start;
        moves[seat]!++;
        return m;
      };
      return isPromise(move) ? move.then(done) : done(move);
    },
  };
}

function shares(players: number, winners: readonly number[]): number[] {
  const share = new Array<number>(players).fill(0);
  for (const seat of winners) share[seat]! += 1 / winners.length;
  return share;
}

/**
 * Plays one match of the arena through `runMatch`, so each bot sees only its seat's observation.
 * Bots are created here, seeded from the match seed and their seat.
 */
export async function playArenaMatch(spec: ArenaMatchSpec, job: ArenaJob): Promise<ArenaMatchOutcome> {
  const { players } = spec;
  const moves = new Array<number>(players).fill(0);
  const ms = new Array<number>(players).fill(0);
  const roundShare = new Array<number>(players).fill(0);
  const created: Agent[] = [];
  try {
    for (let seat = 0; seat < players; seat++)
      created.push(createArenaAgent(spec.bots[job.seating[seat]!]!, agentSeed(job.seed, seat), spec.budgetMs));
    const agents = created.map((agent, seat) => timed(agent, seat, moves, ms));
    let wins: number[] = [];
    const result = await runMatch(
      agents,
      { ruleset: spec.ruleset, players, options: spec.options, seed: job.seed, rounds: spec.rounds },
      {
        onRoundEnd: ({ view }) => {
          const winners = view.roundWinners;
          for (const seat of winners) roundShare[seat]! += 1 / winners.length;
          wins = view.seats.map((s) => s.wins);
          return undefined;
        },
      },
    );
    let winners = result.winners;
    if (spec.rounds !== undefined && !result.matchOver) {
      // A perpetual match: the most wins on the counter after its rounds.
      const best = Math.max(...wins);
      winners = wins.flatMap((w, seat) => (w === best ? [seat] : []));
    }
    return { index: job.index, rounds: result.rounds, matchShare: shares(players, winners), roundShare, moves, ms };
  } finally {
    await Promise.all(created.map(closeAgent));
  }
}
