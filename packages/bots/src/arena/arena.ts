import { Worker } from "node:worker_threads";
import { ConfigError, compileRules, type MatchOptions } from "@loveletter/engine";
import { isExternalAgentName } from "../external/command.js";
import { workerScriptUrl } from "../worker-script.js";
import {
  ArenaError,
  type ArenaExternalOptions,
  type ArenaMatchOutcome,
  type ArenaMatchSpec,
  checkBot,
  playArenaMatch,
  type ReplacedMoves,
  ReplacedTally,
} from "./play.js";
import { type ArenaJob, entryLabels, schedule, seatingPlan } from "./seating.js";
import { rate, wilson } from "./stats.js";

/** A tournament: the listed bots play `games` matches of one ruleset, seats rotated over shared deals. */
export interface ArenaConfig {
  readonly ruleset: string;
  readonly players: number;
  readonly options?: MatchOptions;
  /**
   * The competitors, by registry name, at most one per seat: entry k takes seat k and the last one
   * fills the remaining seats (see seating.ts). A name listed twice is two competitors.
   */
  readonly bots: readonly string[];
  /** Matches to play; rounded up to a multiple of `players` (one match per rotation of each deal). */
  readonly games: number;
  /** Every deal and every bot's randomness follows from it. */
  readonly seed: number | string;
  /** Rounds per match of a perpetual ruleset ("discard"), default 10; an error for the others. */
  readonly rounds?: number;
  /** Search budget per decision for bots that take one (AgentOptions.budgetMs). */
  readonly budgetMs?: number;
  /** How external programs are hosted: first-decision allowance, warm-up, standard error kept. */
  readonly external?: ArenaExternalOptions;
}

export interface ArenaRunOptions {
  /** Worker threads to spread the matches over; 1 (the default) plays them in this thread. */
  readonly workers?: number;
  /** Called as matches finish, with how many are done of how many. */
  onProgress?(done: number, total: number): void;
}

/** The rounds per match of a perpetual ruleset when none is given. */
export const DEFAULT_PERPETUAL_ROUNDS = 10;

export interface ArenaBotResult {
  /** The bot's name, with #2, #3, ... when the same bot is listed more than once. */
  readonly name: string;
  /** The registry name. */
  readonly bot: string;
  /** Seats it holds in each match. */
  readonly seats: number;
  /** Matches won: a match shared by k winners counts 1/k to each. */
  readonly matchWins: number;
  /** Match wins per seat-match, matchWins / (games × seats): 1 / players is a fair share. */
  readonly matchWinRate: number;
  /** 95% Wilson interval of matchWinRate. */
  readonly ci95: [number, number];
  /** Rounds won: a round shared by k winners counts 1/k to each. */
  readonly roundWins: number;
  /** Round wins per seat-round, roundWins / (rounds × seats). */
  readonly roundWinRate: number;
  /** Decisions made. */
  readonly moves: number;
  /** Mean time of one `decide` call, in milliseconds. */
  readonly msPerMove: number;
  /** Matches it played from each seat (equal when the seats rotate). */
  readonly seatMatches: number[];
  /** An external program (not a built-in bot). */
  readonly external: boolean;
  /**
   * Its moves that the host played instead, as uniformly random legal moves: late answers, crashes,
   * garbage, illegal moves (always none for a built-in bot). Its results are partly random's.
   */
  readonly replaced: ReplacedMoves;
}

export interface ArenaResult {
  readonly ruleset: string;
  readonly players: number;
  readonly seed: number | string;
  /** Matches played. */
  readonly games: number;
  /** Matches asked for, before rounding up to whole rotations. */
  readonly requestedGames: number;
  /** Seatings each deal is played in: the number of players. */
  readonly rotations: number;
  /** Rounds played over all matches. */
  readonly rounds: number;
  /** Rounds per match of a perpetual ruleset; null when matches are played to their end. */
  readonly roundsPerMatch: number | null;
  /** A seat's fair share of wins: 1 / players. */
  readonly fairShare: number;
  readonly workers: number;
  /** Wall-clock time of the whole arena. */
  readonly seconds: number;
  readonly roundsPerSecond: number;
  readonly bots: ArenaBotResult[];
}

/** A checked arena: what to play and in which order. */
export interface ArenaPlan {
  readonly spec: ArenaMatchSpec;
  readonly jobs: ArenaJob[];
  readonly plan: number[];
  readonly requestedGames: number;
}

const MAX_GAMES = 10_000_000;

function wholeNumber(value: number, what: string, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ArenaError(`${what} must be a whole number from ${min} to ${max}; got ${value}.`);
}

/** Checks an arena's configuration (ArenaError says what is wrong) and schedules its matches. */
export function planArena(config: ArenaConfig): ArenaPlan {
  const options = config.options ?? {};
  let perpetual: boolean;
  try {
    perpetual = compileRules(config.ruleset, config.players, options).perpetual;
  } catch (e) {
    if (e instanceof ConfigError) throw new ArenaError(e.message);
    throw e;
  }
  const { bots, players } = config;
  if (bots.length === 0) throw new ArenaError("List at least one bot.");
  if (bots.length > players)
    throw new ArenaError(
      `${bots.length} bots listed for a ${players}-player table: list at most ${players} (the last one fills any remaining seats).`,
    );
  wholeNumber(config.games, "The number of games", 1, MAX_GAMES);
  if (config.budgetMs !== undefined && !(Number.isFinite(config.budgetMs) && config.budgetMs > 0))
    throw new ArenaError(`The budget must be a positive number of milliseconds; got ${config.budgetMs}.`);
  let rounds: number | undefined;
  if (perpetual) {
    rounds = config.rounds ?? DEFAULT_PERPETUAL_ROUNDS;
    wholeNumber(rounds, "The number of rounds", 1, 1_000_000);
  } else if (config.rounds !== undefined)
    throw new ArenaError(
      `Rounds per match apply only to the perpetual "discard" ruleset; ${config.ruleset} matches are played to their end (change it with the tokensToWin option).`,
    );
  for (const bot of new Set(bots)) checkBot(bot);

  const plan = seatingPlan(bots.length, players);
  const blocks = Math.ceil(config.games / players);
  const spec: ArenaMatchSpec = {
    ruleset: config.ruleset,
    players,
    options,
    bots: [...bots],
    ...(config.budgetMs !== undefined ? { budgetMs: config.budgetMs } : {}),
    ...(rounds !== undefined ? { rounds } : {}),
    ...(config.external ? { external: checkedExternal(config.external) } : {}),
  };
  return { spec, jobs: schedule(config.seed, plan, blocks), plan, requestedGames: config.games };
}

function checkedExternal(external: ArenaExternalOptions): ArenaExternalOptions {
  for (const key of ["startupMs", "warmupMs"] as const) {
    const value = external[key];
    if (value !== undefined && !(Number.isFinite(value) && value >= 0 && value <= 600_000))
      throw new ArenaError(`${key} must be a number of milliseconds from 0 to 600000; got ${value}.`);
  }
  return { ...external };
}

/**
 * Plays an arena and sums it up. The results (all but the timings) depend only on the
 * configuration: the same with any number of workers, as matches are combined in schedule order.
 * Bots whose play depends on the clock (a time budget) are the exception.
 */
export async function runArena(config: ArenaConfig, run: ArenaRunOptions = {}): Promise<ArenaResult> {
  const workers = run.workers ?? 1;
  if (!Number.isInteger(workers) || workers < 1 || workers > 256)
    throw new ArenaError(`The number of workers must be a whole number from 1 to 256; got ${workers}.`);
  const arena = planArena(config);
  const start = performance.now();
  const outcomes =
    workers === 1 ? await playHere(arena, run.onProgress) : await playInWorkers(arena, workers, run.onProgress);
  const seconds = (performance.now() - start) / 1000;
  return summarize(config, arena, outcomes, workers, seconds);
}

async function playHere(arena: ArenaPlan, onProgress?: (done: number, total: number) => void) {
  const outcomes: ArenaMatchOutcome[] = [];
  for (const job of arena.jobs) {
    outcomes.push(await playArenaMatch(arena.spec, job));
    onProgress?.(outcomes.length, arena.jobs.length);
  }
  return outcomes;
}

/** The arena's worker script (see workerScriptUrl). */
export function arenaWorkerUrl(): URL {
  return workerScriptUrl(import.meta.url, "worker", "../../dist/arena/worker.js");
}

/** A worker's answer to a batch of jobs. */
export type WorkerReply =
  | { readonly outcomes: ArenaMatchOutcome[] }
  | { readonly error: string; readonly stack?: string };

async function playInWorkers(
  arena: ArenaPlan,
  workers: number,
  onProgress?: (done: number, total: number) => void,
): Promise<ArenaMatchOutcome[]> {
  const { jobs } = arena;
  const url = arenaWorkerUrl();
  const outcomes = new Array<ArenaMatchOutcome>(jobs.length);
  // Small batches keep every worker busy to the end; not so small that messages cost much.
  const batch = Math.min(50, Math.max(1, Math.ceil(jobs.length / (workers * 8))));
  const threads = Array.from(
    { length: Math.min(workers, jobs.length) },
    () => new Worker(url, { workerData: arena.spec }),
  );
  let next = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let idle = 0;
      let failed = false;
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        reject(error);
      };
      const feed = (thread: Worker) => {
        if (failed) return;
        if (next >= jobs.length) {
          if (++idle === threads.length) resolve();
          return;
        }
        thread.postMessage(jobs.slice(next, next + batch));
        next += batch;
      };
      for (const thread of threads) {
        thread.on("message", (reply: WorkerReply) => {
          if ("error" in reply) {
            const error = new Error(reply.error);
            if (reply.stack) error.stack = reply.stack;
            fail(error);
            return;
          }
          for (const outcome of reply.outcomes) outcomes[outcome.index] = outcome;
          done += reply.outcomes.length;
          onProgress?.(done, jobs.length);
          feed(thread);
        });
        thread.on("error", fail);
        thread.on("exit", (code) => {
          if (idle < threads.length) fail(new Error(`An arena worker stopped early (exit code ${code}).`));
        });
        feed(thread);
      }
    });
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
  return outcomes;
}

function summarize(
  config: ArenaConfig,
  arena: ArenaPlan,
  outcomes: readonly ArenaMatchOutcome[],
  workers: number,
  seconds: number,
): ArenaResult {
  const { jobs, plan, spec } = arena;
  const players = spec.players;
  const labels = entryLabels(spec.bots);
  const tally = spec.bots.map(() => ({
    matchWins: 0,
    roundWins: 0,
    moves: 0,
    ms: 0,
    seatMatches: new Array<number>(players).fill(0),
    replaced: new ReplacedTally(),
  }));
  let rounds = 0;
  // In schedule order, so that sums of fractions do not depend on which worker finished first.
  for (const outcome of outcomes) {
    const job = jobs[outcome.index]!;
    rounds += outcome.rounds;
    for (let seat = 0; seat < players; seat++) {
      const t = tally[job.seating[seat]!]!;
      t.matchWins += outcome.matchShare[seat]!;
      t.roundWins += outcome.roundShare[seat]!;
      t.moves += outcome.moves[seat]!;
      t.ms += outcome.ms[seat]!;
      t.seatMatches[seat]!++;
      t.replaced.addAll(outcome.replaced[seat]!);
    }
  }
  const games = jobs.length;
  const bots = tally.map((t, entry): ArenaBotResult => {
    const seats = plan.filter((e) => e === entry).length;
    // Shares of 1/k summed in different orders can miss a whole number by a rounding error.
    const matchWins = Math.min(games * seats, t.matchWins);
    return {
      name: labels[entry]!,
      bot: spec.bots[entry]!,
      seats,
      matchWins,
      matchWinRate: rate(matchWins, games * seats),
      ci95: wilson(matchWins, games * seats),
      roundWins: t.roundWins,
      roundWinRate: rate(t.roundWins, rounds * seats),
      moves: t.moves,
      msPerMove: rate(t.ms, t.moves),
      seatMatches: t.seatMatches,
      external: isExternalAgentName(spec.bots[entry]!),
      replaced: t.replaced.result(),
    };
  });
  return {
    ruleset: spec.ruleset,
    players,
    seed: config.seed,
    games,
    requestedGames: arena.requestedGames,
    rotations: players,
    rounds,
    roundsPerMatch: spec.rounds ?? null,
    fairShare: 1 / players,
    workers,
    seconds,
    roundsPerSecond: rate(rounds, seconds),
    bots,
  };
}
