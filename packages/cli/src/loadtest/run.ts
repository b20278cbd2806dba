import "./shim.js";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Client, type Room } from "@colyseus/sdk";
import { Samples, Tally } from "./stats.js";

export interface LoadtestOptions {
  /** The server's base URL (HTTP API and Colyseus endpoint on one port). */
  readonly url: string;
  readonly tables: number;
  readonly players: number;
  /** How long to keep every table busy once they are all started. */
  readonly seconds: number;
  readonly ruleset: string;
  /** Engine options for the tables (a custom ruleset needs its edition and deck). */
  readonly rules?: Record<string, unknown>;
  /** A client's pause before each move: uniform between the two, in milliseconds. */
  readonly thinkMs: readonly [number, number];
  /** Connections opened per 100 ms while the tables start. */
  readonly rampPer100Ms: number;
  /** Tokens that win a match (not for "discard", which is perpetual): each match ends, and the table plays a rematch. */
  readonly tokens: number;
  /** Progress lines (once every 5 seconds); none when not given. */
  readonly progress?: (line: string) => void;
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
  /** Seconds the tables took to start (guests, tables, joins), then seconds at full load. */
  readonly rampSeconds: number;
  readonly seconds: number;
  /** Moves whose next view came back, over the whole run. */
  readonly moves: number;
  /** Moves per second at full load (after the ramp). */
  readonly movesPerSecond: number;
  readonly matches: number;
  /** A move's round trip: sent → the view of the next turn arrives at the same client. */
  readonly latencyMs: Percentiles;
  /** A client's turn: its view arrives → its move is sent (the think time, plus any delay of this process). */
  readonly reactionMs: Percentiles;
  /** Turns a client took more than a second to act on. */
  readonly slowReactions: number;
  /** Seating a table: its host creates it → every client has joined (the server's matchmaking and handshakes). */
  readonly setupMs: Percentiles;
  readonly errors: number;
  /** Errors by kind: "error:<code>" (an error message), "join", "disconnect", "guest", "health". */
  readonly errorsByKind: Record<string, number>;
  /** A few of the errors' messages. */
  readonly errorExamples: readonly string[];
  /** Tables with a match in play: the most at once, and at the end. */
  readonly tablesActive: { readonly max: number; readonly end: number };
  /** The server's GET /api/health, sampled every second. */
  readonly server: {
    readonly rssMaxBytes: number;
    readonly heapUsedMaxBytes: number;
    readonly roomsMax: number;
    readonly clientsMax: number;
    readonly samples: number;
  };
  /** This process: if its own event loop lags, the latencies above are partly its own. */
  readonly loadGenerator: {
    readonly eventLoopDelayP99Ms: number;
    readonly eventLoopDelayMaxMs: number;
    readonly rssMaxBytes: number;
  };
}

interface ViewMessage {
  readonly turn: number;
  readonly view: { readonly legalMoves: readonly unknown[] };
}

interface Guest {
  readonly token: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** At most `size` holders at once; the others wait their turn, first come first served. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

/** What every table and client of one run shares. */
class Run {
  readonly sdk: Client;
  /**
   * Tables being set up (create, joins) at once: as many as the ramp's batch, at the start and
   * whenever matches end, so that connections never pile up faster than the server takes them.
   */
  readonly setups: Slots;
  readonly latency = new Samples();
  readonly reaction = new Samples();
  readonly setupTimes = new Samples();
  readonly errors = new Tally();
  stopping = false;
  moves = 0;
  matches = 0;
  slowReactions = 0;
  active = 0;
  activeMax = 0;

  constructor(readonly options: LoadtestOptions) {
    this.sdk = new Client(options.url);
    this.setups = new Slots(Math.max(1, Math.floor(options.rampPer100Ms / options.players)));
  }

  think(): number {
    const [min, max] = this.options.thinkMs;
    return min + Math.random() * (max - min);
  }

  settings(): Record<string, unknown> {
    const { ruleset, players, rules } = this.options;
    return {
      ruleset,
      seats: players,
      turnSeconds: 60,
      intermissionSeconds: 0,
      ...(rules ? { rules } : {}),
      // Short matches, so the end of a match and the rematch are part of the load; "discard" is perpetual.
      ...(ruleset === "discard" ? {} : { goal: { kind: "tokens", tokens: this.options.tokens } }),
    };
  }

  tableStarted(): void {
    this.active++;
    if (this.active > this.activeMax) this.activeMax = this.active;
  }
}

/**
 * One person at a table, played like a quick bot: when its view offers legal moves it waits its
 * think time and plays one at random, with the view's `turn`. Everything is driven by the
 * messages it receives; the only timer is the think time of a decision it has to make.
 */
class LoadClient {
  private room: Room | null = null;
  private leaving = false;
  private latestTurn = -1;
  private scheduledTurn = -1;
  private pending: { turn: number; at: number } | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly run: Run,
    private readonly table: LoadTable,
    readonly guest: Guest,
  ) {}

  attach(room: Room): void {
    this.room = room;
    this.leaving = false;
    this.latestTurn = -1;
    this.scheduledTurn = -1;
    this.pending = null;
    room.onMessage("view", (message: ViewMessage) => this.onView(message));
    room.onMessage("error", (error: { code: string; message: string; about: string }) => {
      this.run.errors.note(`error:${error.code}`, error.message);
      if (error.about === "move") this.pending = null;
    });
    room.onMessage("game-over", () => this.table.gameOver(this));
    room.onMessage("*", () => {});
    room.onDrop((code) => {
      if (!this.leaving && !this.run.stopping) this.run.errors.note("disconnect", `dropped (close code ${code})`);
    });
    room.onLeave((code) => {
      if (!this.leaving && !this.run.stopping) this.run.errors.note("disconnect", `left (close code ${code})`);
    });
  }

  send(type: string, message: unknown): void {
    this.room?.send(type, message);
  }

  private onView({ turn, view }: ViewMessage): void {
    const now = performance.now();
    this.latestTurn = turn;
    if (this.pending && turn > this.pending.turn) {
      this.run.latency.add(now - this.pending.at);
      this.run.moves++;
      this.pending = null;
    }
    if (view.legalMoves.length === 0 || turn === this.scheduledTurn || this.run.stopping) return;
    this.scheduledTurn = turn;
    const moves = view.legalMoves;
    this.timer = setTimeout(() => this.act(turn, moves, now), this.run.think());
  }

  private act(turn: number, moves: readonly unknown[], seen: number): void {
    this.timer = null;
    if (this.run.stopping || this.leaving || !this.room || this.latestTurn !== turn) return;
    const now = performance.now();
    this.run.reaction.add(now - seen);
    if (now - seen > 1000) this.run.slowReactions++;
    this.pending = { turn, at: now };
    this.room.send("move", { move: moves[Math.floor(Math.random() * moves.length)], turn });
  }

  async leave(): Promise<void> {
    this.leaving = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    const room = this.room;
    this.room = null;
    if (room) await room.leave(true).catch(() => {});
  }
}

/** A table of clients: the first creates it, the others join by id; when a match ends its host starts a rematch. */
class LoadTable {
  private clients: LoadClient[] = [];
  private playing = false;
  /** The table being set up (guests, create, joins), which `end` waits for. */
  private setup: Promise<void> = Promise.resolve();

  constructor(
    private readonly run: Run,
    private readonly index: number,
  ) {}

  async begin(): Promise<void> {
    const { url, players } = this.run.options;
    try {
      const guests = await Promise.all(
        Array.from({ length: players }, async (_, seat) => {
          const response = await fetch(`${url}/api/guests`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: `load ${this.index}/${seat}` }),
          });
          if (response.status !== 201) throw new Error(`POST /api/guests: ${response.status}`);
          return (await response.json()) as Guest;
        }),
      );
      this.clients = guests.map((guest) => new LoadClient(this.run, this, guest));
    } catch (error) {
      if (!this.run.stopping) this.run.errors.note("guest", describe(error));
      return;
    }
    this.setup = this.newMatch();
    await this.setup;
  }

  /** Creates a table, seats everyone and starts the match; on a failure, leaves and tries again a second later. */
  private async newMatch(): Promise<void> {
    while (!this.run.stopping) {
      const [host, ...others] = this.clients;
      await this.run.setups.acquire();
      const began = performance.now();
      try {
        const room = await this.run.sdk.create("table", { token: host!.guest.token, settings: this.run.settings() });
        host!.attach(room);
        await Promise.all(
          others.map(async (client) =>
            client.attach(await this.run.sdk.joinById(room.roomId, { token: client.guest.token })),
          ),
        );
        if (this.run.stopping) return;
        this.run.setupTimes.add(performance.now() - began);
        host!.send("start", {});
        this.playing = true;
        this.run.tableStarted();
        return;
      } catch (error) {
        if (!this.run.stopping) this.run.errors.note("join", describe(error));
        await Promise.all(this.clients.map((c) => c.leave()));
        if (!this.run.stopping) await sleep(1000);
      } finally {
        this.run.setups.release();
      }
    }
  }

  /** A match ended: the host starts a rematch at the same table, so every table stays in play. */
  gameOver(from: LoadClient): void {
    if (from !== this.clients[0] || !this.playing) return;
    this.run.matches++;
    if (!this.run.stopping) from.send("start", {});
  }

  /** Leaves, once any table being set up is ready (its connections would stay open otherwise). */
  async end(): Promise<void> {
    await this.setup;
    await Promise.all(this.clients.map((c) => c.leave()));
  }
}

interface Health {
  readonly memory?: { readonly rss: number; readonly heapUsed: number };
  readonly rooms?: number;
  readonly clients?: number;
}

/** Throws when the server doesn't answer its health check. */
export async function serverHealth(url: string): Promise<Health> {
  const response = await fetch(`${url}/api/health`);
  if (!response.ok) throw new Error(`GET ${url}/api/health answered ${response.status}.`);
  return (await response.json()) as Health;
}

/** Drives the tables against a running server and measures it. */
export async function runLoadtest(options: LoadtestOptions): Promise<LoadtestResult> {
  const run = new Run(options);
  const server = { rssMaxBytes: 0, heapUsedMaxBytes: 0, roomsMax: 0, clientsMax: 0, samples: 0 };
  let ownRss = 0;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();

  let sampling = false;
  const sample = async () => {
    if (sampling) return;
    sampling = true;
    try {
      const health = await serverHealth(options.url);
      server.samples++;
      server.rssMaxBytes = Math.max(server.rssMaxBytes, health.memory?.rss ?? 0);
      server.heapUsedMaxBytes = Math.max(server.heapUsedMaxBytes, health.memory?.heapUsed ?? 0);
      server.roomsMax = Math.max(server.roomsMax, health.rooms ?? 0);
      server.clientsMax = Math.max(server.clientsMax, health.clients ?? 0);
    } catch (error) {
      run.errors.note("health", describe(error));
    } finally {
      sampling = false;
    }
    ownRss = Math.max(ownRss, process.memoryUsage().rss);
  };
  const sampler = setInterval(() => void sample(), 1000);

  const started = performance.now();
  let lastProgress = started;
  const progress = (phase: string) => {
    const now = performance.now();
    if (!options.progress || now - lastProgress < 5000) return;
    lastProgress = now;
    const s = run.latency.summary();
    options.progress(
      `${((now - started) / 1000).toFixed(0)} s ${phase}: ${run.active} tables in play, ${run.moves} moves, ` +
        `${run.matches} matches, p99 ${s.p99} ms, ${run.errors.total} errors, server rss ${mb(server.rssMaxBytes)} MB`,
    );
  };

  // Ramp: a batch of tables every 100 ms, so the server never sees thousands of handshakes at once.
  const tables = Array.from({ length: options.tables }, (_, i) => new LoadTable(run, i));
  const perBatch = Math.max(1, Math.floor(options.rampPer100Ms / options.players));
  const beginnings: Promise<void>[] = [];
  for (let i = 0; i < tables.length; i += perBatch) {
    for (const table of tables.slice(i, i + perBatch)) beginnings.push(table.begin());
    if (i + perBatch < tables.length) await sleep(100);
    progress("ramping up");
  }
  // Full load starts when every table has started its first match (or a minute later at most, for
  // a server that can't seat them all: the rest keep trying meanwhile).
  await Promise.race([Promise.all(beginnings), sleep(60_000)]);
  const rampEnd = performance.now();
  const movesAtRampEnd = run.moves;
  const fullLoadUntil = rampEnd + options.seconds * 1000;
  while (performance.now() < fullLoadUntil) {
    await sleep(Math.min(500, fullLoadUntil - performance.now()));
    progress("at full load");
  }
  const movesAtFullLoad = run.moves - movesAtRampEnd;
  const activeAtEnd = run.active;
  await sample();
  run.stopping = true;
  clearInterval(sampler);
  await Promise.all(tables.map((table) => table.end()));
  delay.disable();

  return {
    url: options.url,
    ruleset: options.ruleset,
    tables: options.tables,
    players: options.players,
    clients: options.tables * options.players,
    rampSeconds: round((rampEnd - started) / 1000),
    seconds: options.seconds,
    moves: run.moves,
    movesPerSecond: round(movesAtFullLoad / options.seconds),
    matches: run.matches,
    latencyMs: run.latency.summary(),
    reactionMs: run.reaction.summary(),
    slowReactions: run.slowReactions,
    setupMs: run.setupTimes.summary(),
    errors: run.errors.total,
    errorsByKind: run.errors.counts,
    errorExamples: run.errors.examples,
    tablesActive: { max: run.activeMax, end: activeAtEnd },
    server,
    loadGenerator: {
      // The histogram counts from the last tick, so its 10 ms resolution is in every sample: less it.
      eventLoopDelayP99Ms: round(Math.max(0, delay.percentile(99) / 1e6 - 10)),
      eventLoopDelayMaxMs: round(Math.max(0, delay.max / 1e6 - 10)),
      rssMaxBytes: ownRss,
    },
  };
}

/** An error's name, code (Colyseus matchmaking errors have one) and message. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return [error.name, code, error.message, cause instanceof Error ? `(${cause.message})` : ""]
    .filter(Boolean)
    .join(" ");
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}

export function mb(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
