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
import { BadArguments, type MatchArgs, matchRules } from "./match-args.js";

export interface BenchResult {
  readonly ruleset: string;
  readonly players: number;
  readonly rounds: number;
  readonly seconds: number;
  readonly roundsPerSecond: number;
}

/**
 * Random-playout throughput of the real engine on one core: whole matches of uniformly random
 * legal moves — legal-move generation and apply with the full rules — counting rounds.
 */
export function bench(rules: Rules, seconds: number, seed = 1): BenchResult {
  const rng = seedRng(seed);
  const moves = moveBuffer();
  const state = startMatch(rules, seedRng(seed + 1), undefined, null);
  let rounds = 0;
  const budget = seconds * 1000;
  const start = performance.now();
  let elapsed = 0;
  // The clock is read once per batch of rounds so that reading it costs nothing measurable.
  while (elapsed < budget) {
    for (let i = 0; i < 256; i++) {
      playoutRound(state, rng, moves);
      rounds++;
      if (state.matchOver) restartMatch(state, undefined, null);
      else startNextRound(state, null);
    }
    elapsed = performance.now() - start;
  }
  const secs = elapsed / 1000;
  return {
    ruleset: rules.ruleset,
    players: rules.players,
    rounds,
    seconds: secs,
    roundsPerSecond: Math.round(rounds / secs),
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
}

function line(r: BenchResult, json: boolean): string {
  if (json) return JSON.stringify(r);
  const rate = r.roundsPerSecond.toLocaleString("en-US");
  return `${r.ruleset.padEnd(8)} ${String(r.players).padStart(2)} players  ${rate.padStart(10)} rounds/s  (${r.rounds.toLocaleString("en-US")} rounds in ${r.seconds.toFixed(2)} s)`;
}

/**
 * One table measured in a fresh process: the JIT's feedback from an earlier table (other hand
 * sizes, other cards) would otherwise slow the next one down.
 */
function benchInChild(ruleset: string, players: number, options: MatchOptions, seconds: number): BenchResult {
  const bin = fileURLToPath(new URL("../../bin/loveletter.js", import.meta.url));
  const args = ["bench", "--ruleset", ruleset, "--players", String(players), "--options", JSON.stringify(options)];
  const child = spawnSync(process.execPath, [bin, ...args, "--seconds", String(seconds), "--json"], {
    encoding: "utf8",
  });
  if (child.status !== 0) throw new Error(`bench ${ruleset} ${players}: ${child.stderr || child.error?.message}`);
  return JSON.parse(child.stdout) as BenchResult;
}

/** `loveletter bench`: prints one result (a JSON line with --json), or one per ruleset with --all. */
export async function benchCommand(args: BenchArgs, io: CommandIO): Promise<number> {
  try {
    const seconds = Number(args.seconds);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 3600)
      throw new BadArguments(`--seconds must be a number of seconds from 0 to 3600; got "${args.seconds}".`);
    const json = args.json === true;
    if (args.all)
      for (const b of BENCH_SWEEP)
        io.output.write(`${line(benchInChild(b.ruleset, b.players, b.options ?? {}, seconds), json)}\n`);
    else io.output.write(`${line(bench(matchRules(args, 4).rules, seconds), json)}\n`);
    return 0;
  } catch (e) {
    if (!(e instanceof BadArguments)) throw e;
    io.error.write(`loveletter bench: ${e.message}\n`);
    return 2;
  }
}
