import { availableParallelism } from "node:os";
import type { LoadtestOptions, LoadtestResult, LoadtestWindow } from "../loadtest/run.js";
import { mb } from "../loadtest/stats.js";
import type { TurnBasedOptions, TurnBasedResult } from "../loadtest/turn-based.js";
import type { CommandIO } from "../main.js";
import { BadArguments } from "./match-args.js";

export interface LoadtestArgs {
  readonly url: string;
  readonly tables: string;
  readonly players: string;
  readonly seconds: string;
  readonly warmup: string;
  readonly ruleset: string;
  readonly rules?: string;
  readonly thinkMs: string;
  readonly ramp: string;
  readonly tokens?: string;
  readonly workers?: string;
  readonly window?: string;
  readonly json?: boolean;
  readonly allowRefused?: boolean;
  readonly turnBased?: string;
  readonly probes?: string;
  readonly openAtOnce?: string;
  readonly jumpPid?: string;
}

function integer(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new BadArguments(`${name} must be a whole number from ${min} to ${max}; got "${value}".`);
  return n;
}

/** The most clients a load-test worker drives by default. */
const CLIENTS_PER_WORKER = 2_000;
/** The most workers a load test takes, by default or asked for. */
const MAX_WORKERS = 64;

/**
 * The default number of load-test workers: a thread per core, more when the clients are many (at
 * most 2,000 a worker), never more than one per table. A worker's clients all wait on its event
 * loop: with 4,000 of them, its collector's pauses made their timers fire over 100 ms late, and
 * turns that a browser would have played in 0.9 s counted as over a second (docs/deploy.md).
 */
export function defaultWorkers(tables: number, players: number, cores = availableParallelism()): number {
  const byClients = Math.ceil((tables * players) / CLIENTS_PER_WORKER);
  return Math.max(1, Math.min(tables, MAX_WORKERS, Math.max(cores, byClients)));
}

/** "50-300" (a range) or "100" (always the same), in milliseconds. */
function thinkRange(value: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(value.trim());
  const min = Number(match?.[1]);
  const max = Number(match?.[2] ?? match?.[1]);
  if (!match || min > max || max > 30_000)
    throw new BadArguments(`--think-ms must be milliseconds like "50-300" or "100" (at most 30000); got "${value}".`);
  return [min, max];
}

function rulesOf(value: string | undefined): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  let rules: unknown;
  try {
    rules = JSON.parse(value);
  } catch {
    throw new BadArguments(`--rules must be a JSON object; got "${value}".`);
  }
  if (rules === null || typeof rules !== "object" || Array.isArray(rules))
    throw new BadArguments(`--rules must be a JSON object; got "${value}".`);
  return rules as Record<string, unknown>;
}

/** One window of full load, as a line: what a soak compares from its first to its last. */
function windowLine(w: LoadtestWindow): string {
  const l = w.latencyMs;
  return (
    `window ${w.fromSeconds}-${w.toSeconds} s:  p50 ${l.p50} ms  p99 ${l.p99} ms  max ${l.max} ms  ` +
    `${w.movesPerSecond} moves/s  server rss ${mb(w.rssBytes)} MB  ${w.cpuPerMoveMicros} µs of CPU per move`
  );
}

/**
 * `loveletter loadtest`: N tables of P bot clients over real websockets against a running server;
 * prints move round-trip latency, throughput, errors and the server's memory.
 */
export async function loadtestCommand(args: LoadtestArgs, io: CommandIO): Promise<number> {
  let options: LoadtestOptions;
  try {
    const url = args.url.replace(/\/+$/, "");
    if (!/^https?:\/\/[^/]+$/.test(url))
      throw new BadArguments(`--url must be like http://127.0.0.1:2567; got "${args.url}".`);
    const tables = integer("--tables", args.tables, args.turnBased === undefined ? 1 : 0, 100_000);
    const players = integer("--players", args.players, 2, 8);
    options = {
      url,
      tables,
      players,
      seconds: integer("--seconds", args.seconds, 1, 86_400),
      warmupSeconds: integer("--warmup", args.warmup, 0, 3_600),
      ruleset: args.ruleset,
      rules: rulesOf(args.rules),
      thinkMs: thinkRange(args.thinkMs),
      rampPer100Ms: integer("--ramp", args.ramp, 1, 100_000),
      tokens: args.tokens === undefined ? undefined : integer("--tokens", args.tokens, 1, 20),
      workers:
        args.workers === undefined
          ? defaultWorkers(tables, players)
          : integer("--workers", args.workers, 1, MAX_WORKERS),
      progress: args.json ? undefined : (line) => io.error.write(`${line}\n`),
      windowSeconds: args.window === undefined ? undefined : integer("--window", args.window, 1, 86_400),
      onWindow: args.json ? undefined : (window) => io.output.write(`${windowLine(window)}\n`),
    };
  } catch (e) {
    if (!(e instanceof BadArguments)) throw e;
    io.error.write(`loveletter loadtest: ${e.message}\n`);
    return 2;
  }
  if (args.turnBased !== undefined) return turnBasedCommand(args, options, io);
  if (!(await serverAnswers(options.url, io))) return 2;
  // Loaded here so the other commands don't pay for the Colyseus SDK.
  const { runLoadtest } = await import("../loadtest/run.js");
  const r = await reported(() => runLoadtest(options), io);
  if (!r) return 1;
  if (r.refused > 0 && !args.allowRefused) {
    io.error.write(`loveletter loadtest: ${refusedText(r)}\n`);
    return 1;
  }
  if (args.json) {
    io.output.write(`${JSON.stringify(r)}\n`);
    return 0;
  }
  io.output.write(summary(r));
  return 0;
}

/**
 * Why a run the server's limits refused clients in is not reported: its figures are of the tables
 * that played, fewer than asked for, under a headline that would name them all.
 */
export function refusedText(r: LoadtestResult): string {
  return (
    `the server's per-address limits refused ${r.refused} of the run's clients, so only ${tablesPlayed(r)}: ` +
    "its figures would not be those of the load asked for, and it is not reported. Start the server with " +
    "LOVELETTER_GUESTS_PER_HOUR and LOVELETTER_CONNECTIONS_PER_ADDRESS raised for the run (docs/deploy.md), " +
    "or pass --allow-refused to report it anyway."
  );
}

/** "15 of 50 tables played": the tables that started a match, of those asked for. */
function tablesPlayed(r: LoadtestResult): string {
  return `${r.tablesActive.max} of ${r.tables} tables played`;
}

/** What `loveletter loadtest` prints of a run without --json. */
export function summary(r: LoadtestResult): string {
  const l = r.latencyMs;
  const errors = Object.entries(r.errorsByKind)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(", ");
  return [
    ...r.incomplete.map((reason) => `INCOMPLETE: ${reason}; its tables count by its last progress report`),
    ...(r.refused > 0
      ? [
          `REFUSED: the server's per-address limits refused ${r.refused} clients; the figures are of the tables that played`,
        ]
      : []),
    `${tablesPlayed(r)} × ${r.players} players (${r.clients} clients), ${r.ruleset}, against ${r.url}: ` +
      `${r.rampSeconds} s to start them, ${r.warmupSeconds} s to warm up, then ${r.seconds} s at full load`,
    `move round trip:  p50 ${l.p50} ms  p95 ${l.p95} ms  p99 ${l.p99} ms  max ${l.max} ms  (at full load; ${r.moves} moves in all)`,
    `while starting:   p50 ${r.ramp.latencyMs.p50} ms  p99 ${r.ramp.latencyMs.p99} ms  (${r.ramp.moves} moves while tables were seated and warming up)`,
    `throughput:       ${r.movesPerSecond} moves/s at full load, ${r.matches} matches finished`,
    `reaction:         a client acts ${r.reactionMs.p50} ms (p50) / ${r.reactionMs.max} ms (max) after its view; ${r.slowReactions} turns over 1 s`,
    `errors:           ${r.errors}${errors ? ` (${errors})` : ""}`,
    ...r.errorExamples.map((example) => `                  e.g. ${example}`),
    `tables in play:   ${r.tablesActive.max} at most, ${r.tablesActive.end} at the end; seating a table takes ` +
      `${r.setupMs.p50} ms (p50), ${r.setupMs.p99} ms (p99)`,
    `server:           rss ${mb(r.server.rssMaxBytes)} MB, heap ${mb(r.server.heapUsedMaxBytes)} MB, ` +
      `${r.server.roomsMax} rooms, ${r.server.clientsMax} connections (maxima over ${r.server.samples} samples)`,
    `server per unit:  ${r.server.cpuPerMoveMicros} µs of CPU per move at full load, ` +
      `${Math.round(r.server.rssPerTableBytes / 1024)} kB of RSS per table (over ${mb(r.server.rssIdleBytes)} MB idle)`,
    // With several processes, the figures are those of the one asked, by the tables it holds.
    ...(r.server.tablesHeld < r.tablesActive.max
      ? [
          `                  of the process at ${r.url}, which held ${r.server.tablesHeld} of the ` +
            `${r.tablesActive.max} tables in play (its moves: that share of all)`,
        ]
      : []),
    `server loop:      ${
      r.server.eventLoopDelay
        ? `event-loop delay p99 ${r.server.eventLoopDelay.p99Ms} ms, max ${r.server.eventLoopDelay.maxMs} ms (worst 10 s window at full load)`
        : "event-loop delay not reported by this server"
    }`,
    `load generator:   ${r.loadGenerator.workers} worker threads, event-loop delay p99 ${r.loadGenerator.eventLoopDelayP99Ms} ms, max ${r.loadGenerator.eventLoopDelayMaxMs} ms, rss ${mb(r.loadGenerator.rssMaxBytes)} MB`,
    "",
  ].join("\n");
}

/** `loveletter loadtest --turn-based N`: sleeping turn-based tables (docs/deploy.md, "Sleeping turn-based tables"). */
async function turnBasedCommand(args: LoadtestArgs, live: LoadtestOptions, io: CommandIO): Promise<number> {
  let options: TurnBasedOptions;
  try {
    options = {
      url: live.url,
      ruleset: live.ruleset,
      sleeping: integer("--turn-based", args.turnBased!, 1, 200_000),
      probes: integer("--probes", args.probes ?? "200", 0, 100_000),
      concurrency: integer("--open-at-once", args.openAtOnce ?? "50", 1, 1_000),
      live: live.tables > 0 ? live : null,
      jumpPid: args.jumpPid === undefined ? null : integer("--jump-pid", args.jumpPid, 1, 2 ** 31 - 1),
      progress: live.progress,
    };
  } catch (e) {
    if (!(e instanceof BadArguments)) throw e;
    io.error.write(`loveletter loadtest: ${e.message}\n`);
    return 2;
  }
  if (!(await serverAnswers(options.url, io))) return 2;
  const { runTurnBasedLoadtest } = await import("../loadtest/turn-based.js");
  const r = await reported(() => runTurnBasedLoadtest(options), io);
  if (!r) return 1;
  if (args.json) {
    io.output.write(`${JSON.stringify(r)}\n`);
    return 0;
  }
  io.output.write(turnBasedSummary(r));
  return 0;
}

export function turnBasedSummary(r: TurnBasedResult): string {
  const p = (l: TurnBasedResult["wakeMs"]) => `p50 ${l.p50} ms  p95 ${l.p95} ms  p99 ${l.p99} ms  max ${l.max} ms`;
  const lines = [
    `turn-based tables opened: ${r.opened} in ${r.openSeconds} s (${r.failedOpens} failed); asleep: ${r.asleep}, rooms held then: ${r.roomsAsleep}`,
    `server rss: ${mb(r.rssIdleBytes)} MB before, ${mb(r.rssAsleepBytes)} MB with every table asleep`,
    `a join at a sleeping table → its player's move asked (${r.probes} woken, ${r.probeErrors} failed): ${p(r.wakeMs)}`,
    `the move played there → answered: ${p(r.moveMs)}`,
  ];
  if (r.live) {
    const l = r.live.latencyMs;
    lines.push(
      `live tables beside them: ${r.live.tables}, moves p50 ${l.p50} ms p99 ${l.p99} ms, ${r.live.movesPerSecond} moves/s, ${r.live.errors} errors`,
    );
  }
  if (r.deadlines)
    lines.push(
      `every deadline due at once: ${r.deadlines.fired} of ${r.deadlines.due} fired in ${r.deadlines.seconds.toFixed(1)} s (${r.deadlines.perSecond} a second)`,
    );
  return `${lines.join("\n")}\n`;
}

/** Whether a server answers its health check at `url`; says why not when none does. */
async function serverAnswers(url: string, io: CommandIO): Promise<boolean> {
  const { serverHealth } = await import("../loadtest/run.js");
  try {
    await serverHealth(url);
    return true;
  } catch (e) {
    io.error.write(
      `loveletter loadtest: no server answers at ${url} (${e instanceof Error ? e.message : String(e)}); start one with "loveletter serve".\n`,
    );
    return false;
  }
}

/** A run's result, or null once its failure is told. */
async function reported<T>(run: () => Promise<T>, io: CommandIO): Promise<T | null> {
  try {
    return await run();
  } catch (e) {
    io.error.write(`loveletter loadtest: ${e instanceof Error ? e.message : String(e)}\n`);
    return null;
  }
}
