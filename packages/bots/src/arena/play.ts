import { createWriteStream, type WriteStream } from "node:fs";
import { join } from "node:path";
import type { MatchOptions, Move } from "@loveletter/engine";
import type { Agent, Observation } from "../agent.js";
import { shortCommandName } from "../external/agent.js";
import { createAgent, type ProgramAgentOptions } from "../external/create-agent.js";
import { commandProblem, isExternalAgentName } from "../external/index.js";
import type { IncidentKind } from "../external/protocol.js";
import { runMatch } from "../match-runner.js";
import { createReferenceAgent, referenceAgentNames } from "../reference.js";
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
  readonly external?: ArenaExternalOptions;
}

/** How the arena hosts external programs (docs/bot-protocol.md, "Time"). */
export interface ArenaExternalOptions {
  /** Extra time for a program's first decision of each match, which includes its start-up (ms). */
  readonly startupMs?: number;
  /**
   * A match whose seats include a program starts this long after its programs were started (ms):
   * time to load and warm up that no decision's clock counts.
   */
  readonly warmupMs?: number;
  /** A directory where each program's standard error (and the host's notes) is kept, a file per seat and match. */
  readonly stderrDir?: string;
}

/** A seat's moves that the host played instead of its program, by why (an incident each). */
export interface ReplacedMoves {
  readonly count: number;
  readonly byKind: Partial<Record<IncidentKind, number>>;
  /** The first few, for people: "match 3, seat 1, decision 5: timeout: no answer within 1500 ms". */
  readonly examples: readonly string[];
}

/** Examples of replaced moves kept per seat of a match (and per bot in the arena's result). */
export const REPLACED_EXAMPLES = 3;

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
  /** Moves the host played instead of an external program (none for built-in bots). */
  readonly replaced: ReplacedMoves[];
}

/**
 * Checks that the arena can create the bot: a built-in name, a reference bot (kept to measure
 * against, reference.ts), or an external program whose file exists (without starting it).
 * ArenaError says what is wrong, naming the known bots.
 */
export function checkBot(bot: string): void {
  if (builtInAgentNames().includes(bot) || referenceAgentNames().includes(bot)) return;
  if (isExternalAgentName(bot)) {
    const problem = commandProblem(bot);
    if (problem) throw new ArenaError(`Bot "${bot}" cannot run: ${problem}.`);
    return;
  }
  throw new ArenaError(
    `Unknown bot "${bot}"; the known bots are: ${builtInAgentNames().join(", ")}, the reference ${referenceAgentNames().join(", ")} (sim only), or an external program (a path such as ./bot.py).`,
  );
}

/** A bot of the arena (built-in, a reference bot or an external program), or an ArenaError. */
export function createArenaAgent(
  bot: string,
  seed: string | number,
  budgetMs?: number,
  external?: ProgramAgentOptions["external"],
): Agent {
  let agent: Agent | undefined;
  try {
    const options = { seed, ...(budgetMs === undefined ? {} : { budgetMs }) };
    agent = createReferenceAgent(bot, options) ?? createAgent(bot, { ...options, ...(external ? { external } : {}) });
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
  const replaced = Array.from({ length: players }, () => new ReplacedTally());
  const created: Agent[] = [];
  const stderrFiles: WriteStream[] = [];
  let outcome: ArenaMatchOutcome;
  try {
    let programs = 0;
    for (let seat = 0; seat < players; seat++) {
      const bot = spec.bots[job.seating[seat]!]!;
      let external: ProgramAgentOptions["external"] | undefined;
      if (isExternalAgentName(bot)) {
        programs++;
        const stderr = spec.external?.stderrDir ? stderrFile(spec.external.stderrDir, job.index, seat, bot) : null;
        if (stderr) stderrFiles.push(stderr);
        external = {
          ...(spec.external?.startupMs === undefined ? {} : { startupMs: spec.external.startupMs }),
          onIncident: (incident) =>
            replaced[seat]!.add(
              incident.kind,
              `match ${job.index + 1}, seat ${seat}, decision ${incident.decision}: ${incident.kind}: ${incident.detail}`,
            ),
          ...(stderr ? { log: (line: string) => void stderr.write(`${line}\n`) } : {}),
        };
      }
      created.push(createArenaAgent(bot, agentSeed(job.seed, seat), spec.budgetMs, external));
    }
    const warmupMs = spec.external?.warmupMs ?? 0;
    if (programs > 0 && warmupMs > 0) await new Promise((resolve) => setTimeout(resolve, warmupMs));
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
    outcome = {
      index: job.index,
      rounds: result.rounds,
      matchShare: shares(players, winners),
      roundShare,
      moves,
      ms,
      replaced: replaced.map((tally) => tally.result()),
    };
  } finally {
    await Promise.all(created.map(closeAgent));
    await Promise.all(stderrFiles.map((file) => new Promise((resolve) => file.end(resolve))));
  }
  const unwritten = stderrFiles.find((file) => file.errored);
  if (unwritten) throw new ArenaError(`A bot's standard error could not be kept: ${unwritten.errored!.message}`);
  return outcome;
}

/** Counts a seat's (or a bot's) replaced moves, keeping the first few as examples. */
export class ReplacedTally {
  private count = 0;
  private readonly byKind: Partial<Record<IncidentKind, number>> = {};
  private readonly examples: string[] = [];

  add(kind: IncidentKind, example: string): void {
    this.count++;
    this.byKind[kind] = (this.byKind[kind] ?? 0) + 1;
    if (this.examples.length < REPLACED_EXAMPLES) this.examples.push(example);
  }

  addAll(other: ReplacedMoves): void {
    this.count += other.count;
    for (const [kind, n] of Object.entries(other.byKind) as [IncidentKind, number][])
      this.byKind[kind] = (this.byKind[kind] ?? 0) + n;
    for (const example of other.examples) if (this.examples.length < REPLACED_EXAMPLES) this.examples.push(example);
  }

  result(): ReplacedMoves {
    return { count: this.count, byKind: { ...this.byKind }, examples: [...this.examples] };
  }
}

/** The file keeping one seat's program's standard error in one match: match-3-seat-1-bot.py.log. */
function stderrFile(dir: string, index: number, seat: number, bot: string): WriteStream {
  const name = shortCommandName(bot).replace(/[^\w.-]+/g, "_");
  const file = createWriteStream(join(dir, `match-${index + 1}-seat-${seat}-${name}.log`));
  file.on("error", () => {
    // Reported once the match is over (file.errored), as an ArenaError.
  });
  return file;
}
