import { Client, type Room } from "@colyseus/sdk";
import {
  REFUSED_KIND,
  type TableOptions,
  type WorkerProgress,
  type WorkerReport,
  type WorkerWindow,
} from "./messages.js";
import { Samples, Tally } from "./stats.js";
import { roomMessageType, type SkimmedView, skimView } from "./view-skim.js";

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

/** Round trips and reactions of the moves of one phase of the run. */
class MoveMeasures {
  readonly latency = new Samples();
  readonly reaction = new Samples();
  slowReactions = 0;
}

/** The tables of one worker and what they share: the SDK client, the measures, the counters. */
export class TablesRun {
  readonly sdk: Client;
  /**
   * Tables being set up (create, joins) at once: as many as the ramp's batch, and again when a
   * table retries after a failed join, so that connections never pile up faster than the server
   * takes them.
   */
  readonly setups: Slots;
  /** What the moves measure while the tables start; `measured` becomes `atFullLoad` once they all have. */
  readonly ramp = new MoveMeasures();
  readonly atFullLoad = new MoveMeasures();
  measured = this.ramp;
  readonly setupTimes = new Samples();
  readonly errors = new Tally();
  stopping = false;
  moves = 0;
  matches = 0;
  active = 0;
  activeMax = 0;

  private tables: LoadTable[] = [];
  private fullLoadMoves = 0;
  /** Round trips at full load already reported in a window. */
  private windowStart = 0;

  constructor(readonly options: TableOptions) {
    this.sdk = new Client(options.url);
    this.setups = new Slots(Math.max(1, Math.floor(options.rampPer100Ms / options.players)));
  }

  /**
   * Starts tables `first` to `first + count - 1`: a batch every 100 ms, so the server never sees
   * thousands of handshakes at once. Resolves when every table has started its first match, or a
   * minute later at most (for a server that can't seat them all: the rest keep trying meanwhile).
   */
  async begin(first: number, count: number): Promise<void> {
    this.tables = Array.from({ length: count }, (_, i) => new LoadTable(this, first + i));
    const perBatch = Math.max(1, Math.floor(this.options.rampPer100Ms / this.options.players));
    const beginnings: Promise<void>[] = [];
    for (let i = 0; i < this.tables.length; i += perBatch) {
      for (const table of this.tables.slice(i, i + perBatch)) beginnings.push(table.begin());
      if (i + perBatch < this.tables.length) await sleep(100);
    }
    await Promise.race([Promise.all(beginnings), sleep(60_000)]);
  }

  /** Every table has started (in every worker): from now on the moves count as full load. */
  startFullLoad(): void {
    this.measured = this.atFullLoad;
    this.fullLoadMoves = this.moves;
  }

  /** The round trips at full load since the last window (a soak compares its first and last ones). */
  takeWindow(): WorkerWindow {
    const latency = this.atFullLoad.latency.values(this.windowStart);
    this.windowStart += latency.length;
    return { latency };
  }

  progress(): WorkerProgress {
    return { active: this.active, moves: this.moves, matches: this.matches, errors: this.errors.total };
  }

  /** Stops every client, leaves every table and reports what was measured. */
  async finish(): Promise<WorkerReport> {
    const activeEnd = this.active;
    const movesAtFullLoad = this.moves - this.fullLoadMoves;
    this.stopping = true;
    await Promise.all(this.tables.map((table) => table.end()));
    return {
      moves: this.moves,
      movesAtFullLoad,
      matches: this.matches,
      latency: this.atFullLoad.latency.values(),
      reaction: this.atFullLoad.reaction.values(),
      slowReactions: this.atFullLoad.slowReactions,
      rampLatency: this.ramp.latency.values(),
      setupTimes: this.setupTimes.values(),
      errors: this.errors.counts,
      errorExamples: this.errors.examples,
      activeMax: this.activeMax,
      activeEnd,
    };
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
      ...(this.options.tokens === undefined || ruleset === "discard"
        ? {}
        : { goal: { kind: "tokens", tokens: this.options.tokens } }),
    };
  }

  tableStarted(): void {
    this.active++;
    if (this.active > this.activeMax) this.activeMax = this.active;
  }
}

/** The room messages, besides views, that a load client reads: the SDK decodes these. */
const READ_MESSAGES: ReadonlySet<string> = new Set(["error", "game-over"]);

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
    private readonly run: TablesRun,
    private readonly table: LoadTable,
    readonly guest: Guest,
  ) {}

  attach(room: Room): void {
    this.room = room;
    this.leaving = false;
    this.latestTurn = -1;
    this.scheduledTurn = -1;
    this.pending = null;
    // Views are skimmed (view-skim.ts); what the client reads otherwise, the SDK decodes, and what
    // it does not read (the public table, who it is, chat) it is not made to decode.
    const events = room.connection.events;
    const decode = events.onmessage;
    // The SDK has its socket hand over each message as an ArrayBuffer: a copy of every frame, which
    // the skim does not need. As Node buffers, frames are the socket's own bytes; the few messages
    // the SDK still decodes get their ArrayBuffer here.
    const socket = (room.connection.transport as { ws?: { binaryType: string } }).ws;
    if (socket) socket.binaryType = "nodebuffer";
    events.onmessage = (event: { data: ArrayBuffer | Uint8Array }) => {
      const data = event.data;
      const frame = data instanceof Uint8Array ? data : new Uint8Array(data);
      const type = roomMessageType(frame);
      if (type === "view") this.onSkimmedView(frame);
      else if (type === null || READ_MESSAGES.has(type))
        decode?.(data instanceof Uint8Array ? { data: new Uint8Array(frame).buffer } : event);
    };
    room.onMessage("error", (error: { code: string; message: string; about: string }) => {
      this.run.errors.note(`error:${error.code}`, error.message);
      if (error.about === "move") this.pending = null;
    });
    room.onMessage("game-over", () => {
      // The rematch counts its turns from 0 again.
      this.latestTurn = -1;
      this.scheduledTurn = -1;
      this.pending = null;
      this.table.gameOver(this);
    });
    // Why a client lost its connection, counted by cause: under a flood, "all clients dropped"
    // says nothing; the close code and the server's reason say whether it closed them or they timed out.
    room.onDrop((code, reason) => {
      if (!this.leaving && !this.run.stopping)
        this.run.errors.note(dropKind(code, reason), `dropped: ${closeText(code, reason)}`);
    });
    room.onLeave((code, reason) => {
      if (!this.leaving && !this.run.stopping)
        this.run.errors.note(dropKind(code, reason), `left: ${closeText(code, reason)}`);
    });
  }

  send(type: string, message: unknown): void {
    this.room?.send(type, message);
  }

  private onSkimmedView(frame: Uint8Array): void {
    let view: SkimmedView;
    try {
      view = skimView(frame);
    } catch (error) {
      this.run.errors.note("view", describe(error));
      return;
    }
    this.onView(view);
  }

  private onView({ turn, legalMoves }: SkimmedView): void {
    const now = performance.now();
    this.latestTurn = turn;
    if (this.pending && turn > this.pending.turn) {
      this.run.measured.latency.add(now - this.pending.at);
      this.run.moves++;
      this.pending = null;
    }
    if (legalMoves.length === 0 || turn === this.scheduledTurn || this.run.stopping) return;
    this.scheduledTurn = turn;
    this.timer = setTimeout(() => this.act(turn, legalMoves, now), this.run.think());
  }

  private act(turn: number, moves: readonly unknown[], seen: number): void {
    this.timer = null;
    if (this.run.stopping || this.leaving || !this.room || this.latestTurn !== turn) return;
    const now = performance.now();
    this.run.measured.reaction.add(now - seen);
    if (now - seen > 1000) this.run.measured.slowReactions++;
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
    // A room the SDK is still trying to reconnect never confirms a leave: the run's end must not wait for it.
    if (room) await Promise.race([room.leave(true).catch(() => {}), sleep(LEAVE_WAIT_MS)]);
  }
}

/** A table of clients: the first creates it, the others join by id; when a match ends its host starts a rematch. */
class LoadTable {
  private clients: LoadClient[] = [];
  private playing = false;
  /** The table being set up (guests, create, joins), which `end` waits for. */
  private setup: Promise<void> = Promise.resolve();

  constructor(
    private readonly run: TablesRun,
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
          if (response.status === 429) throw new RefusedByLimits(GUEST_LIMIT);
          if (response.status !== 201) throw new Error(`POST /api/guests: ${response.status}`);
          return (await response.json()) as Guest;
        }),
      );
      this.clients = guests.map((guest) => new LoadClient(this.run, this, guest));
    } catch (error) {
      if (!this.run.stopping) this.run.errors.note(errorKind(error, "guest"), describe(error));
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
        if (!this.run.stopping) this.run.errors.note(errorKind(error, "join"), describe(error));
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

/** How long a client's leave is waited for at the run's end. */
const LEAVE_WAIT_MS = 3000;

/** What the websocket close codes a load test meets mean (Colyseus's, and the standard ones). */
const CLOSE_CODES: Readonly<Record<number, string>> = {
  1000: "closed normally",
  1001: "the server is going away",
  1005: "closed without a status",
  1006: "cut without a close (the server stopped answering, or the network or the process dropped it)",
  1009: "a message too large",
  4000: "closed by the server",
  4001: "the server shut down",
  4002: "closed by the server with an error",
  4003: "could not reconnect",
  4010: "lost, may reconnect",
};

/** Why the server's per-address limits refuse a load test's clients, and what to do about it. */
const GUEST_LIMIT =
  "POST /api/guests: 429, the server's limit of new guests per address: start it with LOVELETTER_GUESTS_PER_HOUR (and LOVELETTER_CONNECTIONS_PER_ADDRESS) raised for the run";

/** A client the server's per-address limits refused (a new guest, or a connection). */
class RefusedByLimits extends Error {}

/**
 * The server's words when its per-address connection limit closes a connection
 * (server/connection-guard.ts), or its API refuses a request (http/rate-limits.ts).
 */
const REFUSED_REASON = /rate-limited/;

/** An error's kind: `refused` when the server's limits refused it, else `otherwise`. */
function errorKind(error: unknown, otherwise: string): string {
  if (error instanceof RefusedByLimits) return REFUSED_KIND;
  return REFUSED_REASON.test(error instanceof Error ? error.message : String(error)) ? REFUSED_KIND : otherwise;
}

/**
 * The errors' kind of a lost connection, by its close code: "disconnect 1006"; a connection the
 * server's per-address limit closed counts as refused.
 */
export function dropKind(code: number, reason?: string): string {
  return reason !== undefined && REFUSED_REASON.test(reason) ? REFUSED_KIND : `disconnect ${code}`;
}

/** A close code with what it means, and the server's reason when it gave one. */
export function closeText(code: number, reason?: string): string {
  const meaning = CLOSE_CODES[code] ?? "an unknown close code";
  return `close code ${code}, ${meaning}${reason ? `: ${reason}` : ""}`;
}

/** An error's name, code (Colyseus matchmaking errors have one) and message. */
export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return [error.name, code, error.message, cause instanceof Error ? `(${cause.message})` : ""]
    .filter(Boolean)
    .join(" ");
}
