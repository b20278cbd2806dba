import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  type MatchOptions,
  moveBuffer,
  playoutRound,
  type Rules,
  restartMatch,
  seedRng,
  startMatch,
  startNextRound,
} from "@loveletter/engine";
import type { CommandIO } from "../main.js";
import { benchExpert, type ExpertBenchResult } from "./bench-expert.js";
import { probeRunner } from "./bench-probe.js";
import { BadArguments, type MatchArgs, matchRules } from "./match-args.js";

export interface BenchResult {
  readonly ruleset: string;
  readonly players: number;
  readonly rounds: number;
  readonly seconds: number;
  readonly roundsPerSecond: number;
}

/** An engine table that plays random rounds on demand: each call plays for about `ms`. */
function engineRunner(rules: Rules, seed: number): (ms: number) => { rounds: number; ms: number } {
  const rng = seedRng(seed);
  const moves = moveBuffer();
  const state = startMatch(rules, seedRng(seed + 1), undefined, null);
  return (ms) => {
    let rounds = 0;
    const start = performance.now();
    let elapsed = 0;
    // The clock is read once per batch of rounds so that reading it costs nothing measurable.
    while (elapsed < ms) {
      for (let i = 0; i < 256; i++) {
        playoutRound(state, rng, moves);
        rounds++;
        if (state.matchOver) restartMatch(state, undefined, null);
        else startNextRound(state, null);
      }
      elapsed = performance.now() - start;
    }
    return { rounds, ms: elapsed };
  };
}

const result = (rules: Rules, rounds: number, ms: number): BenchResult => ({
  ruleset: rules.ruleset,
  players: rules.players,
  rounds,
  seconds: ms / 1000,
  roundsPerSecond: Math.round(rounds / (ms / 1000)),
});

/**
 * Random-playout throughput of the real engine on one core: whole matches of uniformly random
 * legal moves — legal-move generation and apply with the full rules — counting rounds.
 */
export function bench(rules: Rules, seconds: number, seed = 1): BenchResult {
  const { rounds, ms } = engineRunner(rules, seed)(seconds * 1000);
  return result(rules, rounds, ms);
}

export interface ProbeResult extends BenchResult {
  readonly probe: { readonly rounds: number; readonly seconds: number; readonly roundsPerSecond: number };
  /** The engine's rounds per second over the probe's. */
  readonly ratio: number;
}

/** The target ratio of classic 4 players to the probe (500,000 rounds/s on the reference machine). */
export const PROBE_TARGET = 0.4;

/**
 * The engine against the typed-array probe (bench-probe.ts), in the same process and interleaved
 * in slices of a tenth of a second, so that both see the same load: the ratio cancels most of a
 * shared machine's noise. Each side runs half the time.
 */
export function benchProbe(rules: Rules, seconds: number, seed = 1): ProbeResult {
  const engine = engineRunner(rules, seed);
  const probe = probeRunner(seed);
  // Warm both up before measuring (the JIT's tiers).
  engine(200);
  probe(200);
  const slices = Math.max(2, Math.round(seconds * 10));
  let engineRounds = 0;
  let engineMs = 0;
  let probeRounds = 0;
  let probeMs = 0;
  for (let i = 0; i < slices; i++) {
    const e = engine((seconds * 500) / slices);
    const p = probe((seconds * 500) / slices);
    engineRounds += e.rounds;
    engineMs += e.ms;
    probeRounds += p.rounds;
    probeMs += p.ms;
  }
  const base = result(rules, engineRounds, engineMs);
  const probeRate = Math.round(probeRounds / (probeMs / 1000));
  return {
    ...base,
    probe: { rounds: probeRounds, seconds: probeMs / 1000, roundsPerSecond: probeRate },
    ratio: Number((base.roundsPerSecond / probeRate).toFixed(3)),
  };
}

/** The sweep of `bench --all`: every ruleset, at its smallest and largest table. */
export const BENCH_SWEEP: readonly { ruleset: string; players: number; options?: MatchOptions }[] = [
  { ruleset: "classic", players: 2 },
  { ruleset: "classic", players: 4 },
  { ruleset: "2019", players: 2 },
  { ruleset: "2019", players: 6 },
  { ruleset: "premium", players: 4 },
  { ruleset: "premium", players: 8 },
  { ruleset: "discard", players: 4 },
  { ruleset: "discard", players: 8, options: { extended: true } },
  { ruleset: "custom", players: 6, options: { edition: "2019", deck: "premium-2019" } },
];

export interface BenchArgs extends MatchArgs {
  readonly seconds: string;
  readonly json?: boolean;
  readonly all?: boolean;
  readonly probe?: boolean;
  readonly expert?: boolean;
  readonly budgetMs?: string;
  readonly repeat?: string;
}

/** Several runs of one table, each in a fresh process: the median run, and the spread of all. */
export interface RepeatedResult<T extends BenchResult> {
  readonly median: T;
  readonly runs: readonly T[];
}

/** The figure a run is ranked by: the probe ratio when measured (it cancels the machine's load), else rounds/s. */
const figure = (r: BenchResult): number => ("ratio" in r ? (r as ProbeResult).ratio : r.roundsPerSecond);

/** The run at the median of the figures (the lower middle one of an even count: a run really measured). */
export function medianRun<T extends BenchResult>(runs: readonly T[]): RepeatedResult<T> {
  const sorted = [...runs].sort((a, b) => figure(a) - figure(b));
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, runs };
}

function spreadText(repeated: RepeatedResult<BenchResult>): string {
  const figures = repeated.runs.map(figure);
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  const show = (x: number) => ("ratio" in repeated.median ? x.toFixed(3) : x.toLocaleString("en-US"));
  const what = "ratio" in repeated.median ? "ratio to the probe" : "rounds/s";
  return `  median of ${repeated.runs.length} runs; ${what} from ${show(low)} to ${show(high)} (spread ${(((high - low) / figure(repeated.median)) * 100).toFixed(1)}%)`;
}

function line(r: BenchResult, json: boolean): string {
  if (json) return JSON.stringify(r);
  const rate = r.roundsPerSecond.toLocaleString("en-US");
  return `${r.ruleset.padEnd(8)} ${String(r.players).padStart(2)} players  ${rate.padStart(10)} rounds/s  (${r.rounds.toLocaleString("en-US")} rounds in ${r.seconds.toFixed(2)} s)`;
}

function probeLine(r: ProbeResult, json: boolean): string {
  if (json) return JSON.stringify(r);
  const probe = r.probe.roundsPerSecond.toLocaleString("en-US");
  return `${line(r, false)}  ${r.ratio.toFixed(3)} of the probe (${probe} rounds/s)`;
}

function expertLine(r: ExpertBenchResult, json: boolean): string {
  if (json) return JSON.stringify(r);
  const rate = r.playoutsPerSecond.toLocaleString("en-US");
  const probe = r.probeRoundsPerSecond.toLocaleString("en-US");
  return [
    `expert   ${r.ruleset} ${r.players} players  ${rate} playouts/s  (${r.decisions} decisions, ${r.playouts.toLocaleString("en-US")} playouts in ${r.seconds.toFixed(2)} s, ${r.msPerDecision} ms each at a ${r.budgetMs} ms budget)`,
    `         ${r.probeRatio.toFixed(4)} playouts per probe round (the probe: ${probe} rounds/s meanwhile)`,
  ].join("\n");
}

/**
 * One table measured in a fresh process: the JIT's feedback from an earlier table (other hand
 * sizes, other cards) would otherwise slow the next one down.
 */
function benchInChild<T>(
  ruleset: string,
  players: number,
  options: MatchOptions,
  seconds: number,
  extra: string[] = [],
): T {
  const bin = fileURLToPath(new URL("../../bin/loveletter.js", import.meta.url));
  const args = ["bench", "--ruleset", ruleset, "--players", String(players), "--options", JSON.stringify(options)];
  const child = spawnSync(process.execPath, [bin, ...args, ...extra, "--seconds", String(seconds), "--json"], {
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(`bench ${ruleset} ${players}: ${child.stderr || child.error?.message}`);
  return JSON.parse(child.stdout) as T;
}

/**
 * `loveletter bench`: prints one result (a JSON line with --json), or one per ruleset with --all;
 * --probe adds the ratio of classic 4 players (or the table given) to the typed-array probe;
 * --expert measures the expert bot's playouts per second instead.
 */
export async function benchCommand(args: BenchArgs, io: CommandIO): Promise<number> {
  try {
    const seconds = Number(args.seconds);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600)
      throw new BadArguments(`--seconds must be a number of seconds from 0 to 3600; got "${args.seconds}".`);
    const json = args.json === true;
    const write = (text: string) => io.output.write(`${text}\n`);
    if (args.expert && args.repeat !== undefined)
      throw new BadArguments("--repeat measures the engine's tables; it does not combine with --expert.");
    if (args.expert) {
      const budget = args.budgetMs === undefined ? undefined : Number(args.budgetMs);
      if (budget !== undefined && !(Number.isInteger(budget) && budget >= 1 && budget <= 60_000))
        throw new BadArguments(
          `--budget-ms must be a whole number of milliseconds from 1 to 60000; got "${args.budgetMs}".`,
        );
      write(expertLine(await benchExpert(matchRules(args, 4).rules, seconds, budget), json));
      return 0;
    }
    const repeat = args.repeat === undefined ? 1 : Number(args.repeat);
    if (!(Number.isInteger(repeat) && repeat >= 1 && repeat <= 50))
      throw new BadArguments(`--repeat must be a whole number of runs from 1 to 50; got "${args.repeat}".`);
    const extra = args.probe ? ["--probe"] : [];
    const show = (r: BenchResult) => (args.probe ? probeLine(r as ProbeResult, json) : line(r, json));
    if (repeat > 1) {
      const { rules, options } = matchRules(args, 4);
      const tables = args.all ? BENCH_SWEEP : [{ ruleset: args.ruleset, players: rules.players, options }];
      for (const b of tables) {
        const runs = Array.from({ length: repeat }, () =>
          benchInChild<ProbeResult>(b.ruleset, b.players, b.options ?? {}, seconds, extra),
        );
        const repeated = medianRun<BenchResult>(runs);
        write(
          json ? JSON.stringify({ ...repeated.median, runs }) : `${show(repeated.median)}\n${spreadText(repeated)}`,
        );
      }
    } else if (args.all)
      for (const b of BENCH_SWEEP)
        write(show(benchInChild<ProbeResult>(b.ruleset, b.players, b.options ?? {}, seconds, extra)));
    else if (args.probe) write(probeLine(benchProbe(matchRules(args, 4).rules, seconds), json));
    else write(line(bench(matchRules(args, 4).rules, seconds), json));
    if (args.probe && !json)
      write(
        `(the probe: a classic 4-player round on typed arrays, simplified rules; target for classic 4 players: ${PROBE_TARGET.toFixed(2)})`,
      );
    return 0;
  } catch (e) {
    if (!(e instanceof BadArguments)) throw e;
    io.error.write(`loveletter bench: ${e.message}\n`);
    return 2;
  }
}
