import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { workerScriptUrl } from "@loveletter/bots/node";
import type { HttpAnswers } from "@loveletter/protocol";
import {
  type FromWorker,
  REFUSED_KIND,
  type TableOptions,
  type ToWorker,
  type WorkerProgress,
  type WorkerReport,
  type WorkerSetup,
  type WorkerWindow,
} from "./messages.js";
import { mb, Samples, Tally } from "./stats.js";

/** A run: how each table is played (TableOptions, with the ramp's pace for all workers together), and how many. */
export interface LoadtestOptions extends TableOptions {
  readonly tables: number;
  /** How long to keep every table busy once they are all started, after the warm-up. */
  readonly seconds: number;
  /**
   * Seconds between the last table's start and full load: tables seated together start their
   * matches together, and their first turns come in waves until their think times spread them.
   */
  readonly warmupSeconds: number;
  /**
   * Threads driving the clients, each with a share of the tables. One thread for thousands of
   * clients lags behind what it receives, and that lag would count as the server's latency.
   */
  readonly workers: number;
  /** Progress lines (once every 5 seconds); none when not given. */
  readonly progress?: (line: string) => void;
  /**
   * Seconds per window of full load, each measured on its own (a soak: are the last minutes like
   * the first?); none when not given. `onWindow` hears each as it ends.
   */
  readonly windowSeconds?: number;
  readonly onWindow?: (window: LoadtestWindow) => void;
}

/** A stretch of full load, measured on its own. */
export interface LoadtestWindow {
  /** Seconds since full load began. */
  readonly fromSeconds: number;
  readonly toSeconds: number;
  readonly latencyMs: Percentiles;
  readonly movesPerSecond: number;
  /** The server's RSS at the window's end. */
  readonly rssBytes: number;
  readonly cpuPerMoveMicros: number;
}

export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export interface LoadtestResult {
  readonly url: string;
  readonly ruleset: string;
  readonly tables: number;
  readonly players: number;
  readonly clients: number;
  /** Seconds the tables took to start (guests, tables, joins), then the warm-up, then full load. */
  readonly rampSeconds: number;
  readonly warmupSeconds: number;
  readonly seconds: number;
  /** Moves whose next view came back, over the whole run. */
  readonly moves: number;
  /** Moves per second at full load (after the ramp and the warm-up). */
  readonly movesPerSecond: number;
  readonly matches: number;
  /**
   * At full load: a move's round trip, sent → the view of the next turn arrives at the same client.
   * The moves of the ramp and the warm-up are apart (`ramp`): then the server is also seating
   * thousands of connections, or their first turns come in waves.
   */
  readonly latencyMs: Percentiles;
  /** At full load: a client's turn, its view arrives → its move is sent (the think time, plus any delay of this process). */
  readonly reactionMs: Percentiles;
  /** At full load: turns a client took more than a second to act on. */
  readonly slowReactions: number;
  /** While the tables were being started, and during the warm-up: the moves played, and their round trips. */
  readonly ramp: { readonly moves: number; readonly latencyMs: Percentiles };
  /** Seating a table: its host creates it → every client has joined (the server's matchmaking and handshakes). */
  readonly setupMs: Percentiles;
  readonly errors: number;
  /**
   * Why the figures are not all there: a worker that failed or did not report (its tables count by
   * its last progress). Empty for a complete run.
   */
  readonly incomplete: readonly string[];
  /**
   * Errors by kind: "error:<code>" (an error message), "join", "disconnect <close code>" (a client
   * lost its connection: the examples say why), "guest", "health", "worker".
   */
  readonly errorsByKind: Record<string, number>;
  /** A few of the errors' messages. */
  readonly errorExamples: readonly string[];
  /**
   * Clients the server's per-address limits refused (their guest, or their connection; a table
   * retrying counts each time): the tables they were for did not play, so the figures are of fewer.
   */
  readonly refused: number;
  /** Tables with a match in play: the most at once, and at the end. */
  readonly tablesActive: { readonly max: number; readonly end: number };
  /** Full load window by window (`windowSeconds`); empty without. */
  readonly windows: readonly LoadtestWindow[];
  /** The server's GET /api/health, sampled every second. */
  readonly server: {
    readonly rssMaxBytes: number;
    readonly heapUsedMaxBytes: number;
    readonly roomsMax: number;
    readonly clientsMax: number;
    readonly samples: number;
    /** Before the first table: what the process weighs with no table. */
    readonly rssIdleBytes: number;
    /**
     * The tables in play that the process at the URL held at the end of full load (by its rooms):
     * all of them from one process; with several (scale-out), its share, by which its figures a
     * table and a move are counted.
     */
    readonly tablesHeld: number;
    /** (RSS at the end of full load − idle RSS) / the tables it held. */
    readonly rssPerTableBytes: number;
    /**
     * The server's CPU time (user + system, from its health check) spent at full load, divided by
     * the moves played then at the tables it held: all the work a move causes (its view to every
     * client, storage, the lobby's listing, rematches), on the server's side only.
     */
    readonly cpuPerMoveMicros: number;
    /**
     * How late the server's event loop ran at full load: the worst of its 10 s windows (the first
     * may begin in the warm-up); null from a server whose health check does not say.
     */
    readonly eventLoopDelay: { readonly p99Ms: number; readonly maxMs: number } | null;
  };
  /** This process: if its workers' event loops lag, the latencies above are partly their own. */
  readonly loadGenerator: {
    readonly workers: number;
    /** The worst of the workers' (and the main thread's). */
    readonly eventLoopDelayP99Ms: number;
    readonly eventLoopDelayMaxMs: number;
    readonly rssMaxBytes: number;
  };
}

type Health = HttpAnswers["health"];

/**
 * The tables in play that the process the load test asks holds, by its `rooms`. One process holds
 * every table in play, and the rooms of any table still being seated besides.
 */
function tablesHeldOf(rooms: number, tablesInPlay: number): number {
  return Math.min(rooms, tablesInPlay);
}

/**
 * Of `moves` played at all the tables in play, those at the tables the process asked holds: its
 * share of the tables, since every table plays alike.
 */
export function movesOfProcess(moves: number, rooms: number, tablesInPlay: number): number {
  return tablesInPlay > 0 ? (moves * tablesHeldOf(rooms, tablesInPlay)) / tablesInPlay : 0;
}

/** Throws when the server doesn't answer its health check. */
export async function serverHealth(url: string): Promise<Health> {
  const response = await fetch(`${url}/api/health`);
  if (!response.ok) throw new Error(`GET ${url}/api/health answered ${response.status}.`);
  return (await response.json()) as Health;
}

/** The window of a worker that failed: nothing measured. */
const EMPTY_WINDOW: WorkerWindow = { latency: new Float64Array(0) };

/** How long the workers' reports are waited for once the run stops (their clients leaving). */
const REPORT_WAIT_MS = 30_000;

/** A worker's report, or null when it failed or did not report within `ms` (its `failure` then says why). */
async function reportOf(worker: WorkerThread, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      worker.failure ??= `a worker did not report within ${ms / 1000} s of the end`;
      resolve(null);
    }, ms);
  });
  try {
    return await Promise.race([worker.report.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A worker thread driving a share of the tables, and what it last said. */
class WorkerThread {
  readonly thread: Worker;
  progress: WorkerProgress = { active: 0, moves: 0, matches: 0, errors: 0 };
  readonly ramped: Promise<void>;
  readonly report: Promise<{ report: WorkerReport; eventLoopDelayP99Ms: number; eventLoopDelayMaxMs: number }>;
  /** Callers waiting for the worker's next window, in order. */
  private readonly windows: ((window: WorkerWindow) => void)[] = [];
  /** Why the worker stopped before its report, once it has. */
  failure: string | null = null;

  constructor(setup: WorkerSetup, onProgress: () => void) {
    this.thread = new Worker(workerScriptUrl(import.meta.url, "worker", "../../dist/loadtest/worker.js"), {
      workerData: setup,
    });
    let ramped!: () => void;
    this.ramped = new Promise((resolve) => {
      ramped = resolve;
    });
    this.report = new Promise((resolve, reject) => {
      this.thread.on("message", (message: FromWorker) => {
        if (message.type === "progress") {
          this.progress = message;
          onProgress();
        } else if (message.type === "ramped") ramped();
        else if (message.type === "window") this.windows.shift()?.(message);
        else if (message.type === "report") resolve(message);
        else reject(new Error(`A load-test worker failed: ${message.message}`));
      });
      this.thread.on("error", reject);
      this.thread.on("exit", (code) => reject(new Error(`A load-test worker stopped (exit code ${code}).`)));
    });
    // A failure must not leave the run waiting for it: not for its ramp, nor for its windows.
    this.report.catch((error: Error) => {
      this.failure ??= error.message;
      ramped();
      for (const waiting of this.windows.splice(0)) waiting(EMPTY_WINDOW);
    });
  }

  send(message: ToWorker): void {
    this.thread.postMessage(message);
  }

  /** The round trips the worker measured since its last window. */
  window(): Promise<WorkerWindow> {
    if (this.failure !== null) return Promise.resolve(EMPTY_WINDOW);
    const next = new Promise<WorkerWindow>((resolve) => this.windows.push(resolve));
    this.send({ type: "window" });
    return next;
  }
}

/** Drives the tables against a running server, from worker threads, and measures it. */
export async function runLoadtest(options: LoadtestOptions): Promise<LoadtestResult> {
  const server = { rssMaxBytes: 0, heapUsedMaxBytes: 0, roomsMax: 0, clientsMax: 0, samples: 0 };
  /** The server's loop delay, its worst windows while at full load (`atFullLoad`). */
  let serverLoop: { p99Ms: number; maxMs: number } | null = null;
  let atFullLoad = false;
  const errors = new Tally();
  let ownRss = 0;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();

  let sampling: Promise<Health | null> | null = null;
  const sample = (): Promise<Health | null> => {
    sampling ??= (async () => {
      try {
        const health = await serverHealth(options.url);
        server.samples++;
        server.rssMaxBytes = Math.max(server.rssMaxBytes, health.memory.rss);
        server.heapUsedMaxBytes = Math.max(server.heapUsedMaxBytes, health.memory.heapUsed);
        server.roomsMax = Math.max(server.roomsMax, health.rooms);
        server.clientsMax = Math.max(server.clientsMax, health.clients);
        const loop = health.eventLoopDelay;
        if (atFullLoad && loop)
          serverLoop = {
            p99Ms: Math.max(serverLoop?.p99Ms ?? 0, loop.p99Ms),
            maxMs: Math.max(serverLoop?.maxMs ?? 0, loop.maxMs),
          };
        return health;
      } catch (error) {
        errors.note("health", error instanceof Error ? error.message : String(error));
        return null;
      } finally {
        sampling = null;
        ownRss = Math.max(ownRss, process.memoryUsage().rss);
      }
    })();
    return sampling;
  };
  const idle = await sample();
  const sampler = setInterval(() => void sample(), 1000);

  const started = performance.now();
  let lastProgress = started;
  let phase = "ramping up";
  let activeMax = 0;
  const total = (key: keyof WorkerProgress) => workers.reduce((sum, w) => sum + w.progress[key], 0);
  /**
   * The server's CPU from one health check to a later one, per move of its tables in between
   * (`moves` at the `inPlay` tables of every process).
   */
  const cpuPerMove = (from: Health | null, to: Health | null, moves: number, inPlay: number): number => {
    const own = to ? movesOfProcess(moves, to.rooms, inPlay) : 0;
    return from && to && own > 0 ? Math.round((to.cpuMicros - from.cpuMicros) / own) : 0;
  };
  const onProgress = () => {
    activeMax = Math.max(activeMax, total("active"));
    const now = performance.now();
    if (!options.progress || now - lastProgress < 5000) return;
    lastProgress = now;
    options.progress(
      `${((now - started) / 1000).toFixed(0)} s ${phase}: ${total("active")} tables in play, ${total("moves")} moves, ` +
        `${total("matches")} matches, ${total("errors") + errors.total} errors, server rss ${mb(server.rssMaxBytes)} MB`,
    );
  };

  // Each worker takes an even share of the tables, and of the ramp's pace.
  const count = Math.max(1, Math.min(options.workers, options.tables));
  const workers = Array.from({ length: count }, (_, i) => {
    const firstTable = Math.floor((i * options.tables) / count);
    const tables = Math.floor(((i + 1) * options.tables) / count) - firstTable;
    const { url, players, ruleset, rules, thinkMs, tokens } = options;
    const rampPer100Ms = Math.max(players, Math.floor(options.rampPer100Ms / count));
    return new WorkerThread(
      { options: { url, players, ruleset, rules, thinkMs, tokens, rampPer100Ms }, firstTable, tables },
      onProgress,
    );
  });

  try {
    await Promise.all(workers.map((w) => w.ramped));
    const rampEnd = performance.now();
    phase = "warming up";
    await new Promise((resolve) => setTimeout(resolve, options.warmupSeconds * 1000));
    phase = "at full load";
    const fullLoadStart = await sample();
    atFullLoad = true;
    for (const w of workers) w.send({ type: "full-load" });
    const windows: LoadtestWindow[] = [];
    const step = options.windowSeconds ?? options.seconds;
    let previous = fullLoadStart;
    for (let from = 0; from < options.seconds; from += step) {
      const to = Math.min(options.seconds, from + step);
      await new Promise((resolve) => setTimeout(resolve, (to - from) * 1000));
      if (!options.windowSeconds) break;
      const [health, ...parts] = await Promise.all([sample(), ...workers.map((w) => w.window())]);
      const latency = new Samples();
      for (const part of parts) latency.addAll(part.latency);
      const window: LoadtestWindow = {
        fromSeconds: from,
        toSeconds: to,
        latencyMs: latency.summary(),
        movesPerSecond: round(latency.count / (to - from)),
        rssBytes: health?.memory.rss ?? 0,
        cpuPerMoveMicros: cpuPerMove(previous, health, latency.count, total("active")),
      };
      previous = health;
      windows.push(window);
      options.onWindow?.(window);
    }
    const fullLoadEnd = await sample();
    const inPlayAtEnd = total("active");
    const tablesHeld = tablesHeldOf(fullLoadEnd?.rooms ?? 0, inPlayAtEnd);
    atFullLoad = false;
    for (const w of workers) w.send({ type: "stop" });
    // A worker that failed or hangs still leaves what the others measured (and its own progress).
    const settled = await Promise.all(workers.map((w) => reportOf(w, REPORT_WAIT_MS)));
    const replies = settled.filter((reply) => reply !== null);
    const incomplete = workers.flatMap((w, i) => (settled[i] === null ? [w.failure ?? "a worker did not report"] : []));
    for (const reason of incomplete) errors.note("worker", reason);

    const latency = new Samples();
    const reaction = new Samples();
    const rampLatency = new Samples();
    const setupTimes = new Samples();
    for (const { report } of replies) {
      latency.addAll(report.latency);
      reaction.addAll(report.reaction);
      rampLatency.addAll(report.rampLatency);
      setupTimes.addAll(report.setupTimes);
      errors.merge(report.errors, report.errorExamples);
    }
    const sum = (f: (r: WorkerReport) => number) => replies.reduce((s, { report }) => s + f(report), 0);
    // A worker without a report counts by its last progress.
    const unreported = workers.filter((_, i) => settled[i] === null);
    const moves = sum((r) => r.moves) + unreported.reduce((n, w) => n + w.progress.moves, 0);
    const movesAtFullLoad = sum((r) => r.movesAtFullLoad);
    delay.disable();

    return {
      url: options.url,
      ruleset: options.ruleset,
      tables: options.tables,
      players: options.players,
      clients: options.tables * options.players,
      rampSeconds: round((rampEnd - started) / 1000),
      warmupSeconds: options.warmupSeconds,
      seconds: options.seconds,
      moves,
      movesPerSecond: round(movesAtFullLoad / options.seconds),
      matches: sum((r) => r.matches) + unreported.reduce((n, w) => n + w.progress.matches, 0),
      incomplete,
      latencyMs: latency.summary(),
      reactionMs: reaction.summary(),
      slowReactions: sum((r) => r.slowReactions),
      ramp: { moves: moves - movesAtFullLoad, latencyMs: rampLatency.summary() },
      setupMs: setupTimes.summary(),
      windows,
      errors: errors.total,
      errorsByKind: errors.counts,
      errorExamples: errors.examples,
      refused: errors.counts[REFUSED_KIND] ?? 0,
      tablesActive: {
        max: Math.max(
          activeMax,
          sum((r) => r.activeEnd),
        ),
        end: sum((r) => r.activeEnd),
      },
      server: {
        ...server,
        rssIdleBytes: idle?.memory.rss ?? 0,
        tablesHeld,
        rssPerTableBytes:
          idle && fullLoadEnd && tablesHeld > 0
            ? Math.round((fullLoadEnd.memory.rss - idle.memory.rss) / tablesHeld)
            : 0,
        cpuPerMoveMicros: cpuPerMove(fullLoadStart, fullLoadEnd, movesAtFullLoad, inPlayAtEnd),
        eventLoopDelay: serverLoop,
      },
      loadGenerator: {
        workers: count,
        eventLoopDelayP99Ms: round(
          Math.max(Math.max(0, delay.percentile(99) / 1e6 - 10), ...replies.map((r) => r.eventLoopDelayP99Ms)),
        ),
        eventLoopDelayMaxMs: round(
          Math.max(Math.max(0, delay.max / 1e6 - 10), ...replies.map((r) => r.eventLoopDelayMaxMs)),
        ),
        rssMaxBytes: ownRss,
      },
    };
  } finally {
    clearInterval(sampler);
    await Promise.all(workers.map((w) => w.thread.terminate()));
  }
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
