import { accessSync, constants, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { ArenaError, type ArenaExternalOptions, type ArenaResult, runArena } from "@loveletter/bots/node";
import type { CommandIO } from "../main.js";
import { BadArguments, type MatchArgs, matchRules, seedArg } from "./match-args.js";

/** The options of `loveletter sim` as commander gives them. */
export interface SimArgs extends MatchArgs {
  readonly bots: string;
  readonly games: string;
  readonly seed?: string;
  readonly budgetMs?: string;
  readonly workers: string;
  readonly rounds?: string;
  readonly startupMs?: string;
  readonly warmupMs?: string;
  readonly botStderr?: string;
  readonly json?: boolean;
}

function whole(value: string, option: string, min: number, max: number): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max))
    throw new BadArguments(`${option} must be a whole number from ${min} to ${max}; got "${value}".`);
  return n;
}

function milliseconds(value: string): number {
  const n = value.trim() === "" ? Number.NaN : Number(value);
  if (!(n > 0 && n <= 3_600_000))
    throw new BadArguments(`--budget-ms must be a number of milliseconds above 0, at most 3600000; got "${value}".`);
  return n;
}

/** A directory the external programs' standard error can be written to: made when missing. */
function writableDirectory(value: string): string {
  const dir = resolve(value);
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (e) {
    throw new BadArguments(`--bot-stderr: cannot write to the directory "${value}" (${(e as Error).message}).`);
  }
  return dir;
}

/** How external programs are hosted, from --startup-ms, --warmup-ms and --bot-stderr. */
function externalOptions(args: SimArgs): ArenaExternalOptions | undefined {
  const external = {
    ...(args.startupMs === undefined ? {} : { startupMs: whole(args.startupMs, "--startup-ms", 0, 600_000) }),
    ...(args.warmupMs === undefined ? {} : { warmupMs: whole(args.warmupMs, "--warmup-ms", 0, 600_000) }),
    ...(args.botStderr === undefined ? {} : { stderrDir: writableDirectory(args.botStderr) }),
  };
  return Object.keys(external).length > 0 ? external : undefined;
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

function ms(x: number): string {
  if (x === 0) return "0";
  if (x >= 100) return x.toFixed(0);
  return x.toPrecision(3);
}

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? word : many}`;
}

/** The human-readable report: one row per bot, then the totals. */
export function simReport(r: ArenaResult): string[] {
  const deals = r.games / r.rotations;
  const length = r.roundsPerMatch === null ? "played to the end" : `${plural(r.roundsPerMatch, "round")} each`;
  // Built-in bots are never replaced: the column is there when a program plays.
  const programs = r.bots.some((b) => b.external);
  const rows = r.bots.map((b) => [
    b.name,
    String(b.seats),
    (Math.round(b.matchWins * 100) / 100).toString(),
    percent(b.matchWinRate),
    `${percent(b.ci95[0])}–${percent(b.ci95[1])}`,
    percent(b.roundWinRate),
    ms(b.msPerMove),
    ...(programs ? [b.external ? String(b.replaced.count) : "–"] : []),
  ]);
  const head = [
    "bot",
    "seats",
    "match wins",
    "win rate",
    "95% CI",
    "round wins",
    "ms/move",
    ...(programs ? ["replaced"] : []),
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [
    `${r.ruleset}, ${r.players} players: ${plural(r.games, "match", "matches")} (${plural(deals, "deal")} × ${r.rotations} seatings), ${length}, seed ${r.seed}`,
    "",
    format(head),
    ...rows.map(format),
    "",
    `Rates are per seat (a fair share is ${percent(r.fairShare)}); a match or round shared by k winners counts 1/k to each.`,
    ...r.bots.flatMap((b) => replacedReport(b)),
    `${plural(r.rounds, "round")} in ${r.seconds.toFixed(2)} s (${Math.round(r.roundsPerSecond).toLocaleString("en-US")} rounds/s, ${plural(r.workers, "worker")}).`,
  ];
}

/** What the host played for a program, said plainly: its results are partly a random bot's. */
function replacedReport(b: ArenaResult["bots"][number]): string[] {
  const { count, byKind, examples } = b.replaced;
  if (count === 0) return [];
  const kinds = Object.entries(byKind)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(", ");
  return [
    `${b.name}: ${plural(count, "move")} of ${plural(b.moves, "decision")} (${percent(count / b.moves)}) were random moves the host played for it (${kinds}); e.g.`,
    ...examples.map((example) => `  ${example}`),
  ];
}

/**
 * `loveletter sim`: a tournament between bots. Every deal is played once per rotation of the
 * seating, so each bot plays the same cards from every seat. Prints a table, or one JSON object
 * with --json; exits 2 on unusable arguments.
 */
export async function simCommand(args: SimArgs, io: CommandIO): Promise<number> {
  try {
    const bots = args.bots
      .split(",")
      .map((b) => b.trim())
      .filter((b) => b !== "");
    if (bots.length === 0) throw new BadArguments("--bots must list at least one bot, e.g. --bots expert,heuristic.");
    const { rules, options } = matchRules(args, bots.length);
    const games = whole(args.games, "--games", 1, 10_000_000);
    const workers = whole(args.workers, "--workers", 1, 256);
    const rounds = args.rounds === undefined ? undefined : whole(args.rounds, "--rounds", 1, 1_000_000);
    const budgetMs = args.budgetMs === undefined ? undefined : milliseconds(args.budgetMs);
    const seed = seedArg(args.seed);
    const external = externalOptions(args);
    if (games % rules.players !== 0) {
      const rounded = Math.ceil(games / rules.players) * rules.players;
      io.error.write(
        `loveletter sim: playing ${rounded} matches, not ${games}: each deal is played once from each of the ${rules.players} seatings.\n`,
      );
    }
    const showProgress = !args.json && (io.error as { isTTY?: boolean }).isTTY === true;
    const result = await runArena(
      { ruleset: rules.ruleset, players: rules.players, options, bots, games, seed, rounds, budgetMs, external },
      {
        workers,
        onProgress: showProgress
          ? (done, total) => io.error.write(`\r${done}/${total} matches${done === total ? "\r\x1b[K" : ""}`)
          : undefined,
      },
    );
    if (args.json) io.output.write(`${JSON.stringify(result)}\n`);
    else for (const line of simReport(result)) io.output.write(`${line}\n`);
    return 0;
  } catch (e) {
    if (!(e instanceof BadArguments) && !(e instanceof ArenaError)) throw e;
    io.error.write(`loveletter sim: ${e.message}\n`);
    return 2;
  }
}
