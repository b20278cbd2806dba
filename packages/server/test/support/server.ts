import "../../src/shim.js";
import { Client, type Room } from "@colyseus/sdk";
import { ColyseusTestServer } from "@colyseus/testing";
import type {
  ChatLine,
  ErrorMessage,
  GameOverMessage,
  PublicTable,
  ViewMessage,
  YouMessage,
} from "@loveletter/protocol";
import { pino } from "pino";
import { type RunningServer, type ServerOptions, startServer } from "../../src/server.js";

export interface TestServer {
  readonly server: RunningServer;
  readonly testing: ColyseusTestServer;
  readonly sdk: Client;
  readonly url: string;
  /** A new guest: its token and id. */
  guest(name: string): Promise<{ token: string; id: string }>;
  close(): Promise<void>;
}

/** A real server on a free loopback port, with an in-memory store unless told otherwise. */
export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    store: ":memory:",
    botDelayMs: 5,
    graceSeconds: 2,
    allowTestSeeds: true,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    ...options,
  });
  const url = server.url;
  return {
    server,
    testing: new ColyseusTestServer(server.colyseus),
    sdk: new Client(url),
    url,
    async guest(name) {
      const response = await fetch(`${url}/api/guests`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      if (response.status !== 201) throw new Error(`guest: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { token: string; player: { id: string } };
      return { token: body.token, id: body.player.id };
    },
    close: () => server.close(),
  };
}

/** The table's public state, as its `table` message carries it. */
export type TableStateJson = PublicTable;

/** Everything one client at a table hears, kept in order, with ways to wait for what comes next. */
export class TableClient {
  readonly views: ViewMessage[] = [];
  readonly errors: ErrorMessage[] = [];
  readonly chats: ChatLine[] = [];
  /** Every message received, as [type, payload]: the leak test reads them all. */
  readonly received: [string, unknown][] = [];
  /** `code`: a private table's join code, told only to its seated players and host. */
  you: YouMessage | null = null;
  gameOver: GameOverMessage | null = null;
  /** Every public table the server sent, in order. */
  readonly tables: PublicTable[] = [];
  private waiters: (() => void)[] = [];
  private autoplaying = false;
  private playedTurn = -1;

  constructor(readonly room: Room) {
    room.onMessage("*", (type, message) => {
      this.received.push([String(type), message]);
      if (type === "view") this.views.push(message as ViewMessage);
      else if (type === "error") this.refused(message as ErrorMessage);
      else if (type === "chat") this.chats.push(message as ChatLine);
      else if (type === "you") this.you = message as YouMessage;
      else if (type === "game-over") this.gameOver = message as GameOverMessage;
      else if (type === "table") this.tables.push(message as PublicTable);
      this.wake();
      this.autoplay();
    });
  }

  /** The table's public state, as the server last sent it. */
  get table(): TableStateJson {
    const shown = this.shown;
    if (!shown) throw new Error("The table has not been shown to this client yet.");
    return shown;
  }

  /** The public table, as the server last sent it (null before its first `table` message). */
  get shown(): PublicTable | null {
    return this.tables.at(-1) ?? null;
  }

  /**
   * From now on, plays a legal move whenever this seat must decide (chosen with `pick`, the first
   * legal move by default) and gets ready at every intermission, like a quick player would.
   */
  startAutoplay(pick: (moves: readonly unknown[]) => unknown = (moves) => moves[0], { ready = true } = {}): void {
    this.autoplaying = true;
    this.pick = pick;
    this.readies = ready;
    this.autoplay();
  }

  stopAutoplay(): void {
    this.autoplaying = false;
  }

  /** The latest view asks this client's seat to decide. */
  get hasTurn(): boolean {
    return (this.last?.view.legalMoves.length ?? 0) > 0;
  }

  /** A move this client played is not answered yet: no view of a later turn has come since. */
  get moveInFlight(): boolean {
    return this.last !== undefined && this.playedTurn === this.last.turn;
  }

  /**
   * A refusal. A quick player can play faster than a person's budget of moves (docs/protocol.md,
   * "Limits"): its refused move is played again a moment later, as a client would.
   */
  private refused(error: ErrorMessage): void {
    this.errors.push(error);
    if (!this.autoplaying || error.about !== "move" || error.code !== "rate-limited") return;
    setTimeout(() => {
      this.playedTurn = -1;
      this.autoplay();
    }, 150);
  }

  private pick: (moves: readonly unknown[]) => unknown = (moves) => moves[0];
  private readiedRound = -1;
  private readies = true;

  private autoplay(): void {
    if (!this.autoplaying) return;
    const last = this.last;
    if (last && last.view.legalMoves.length > 0 && last.turn !== this.playedTurn) {
      this.playedTurn = last.turn;
      this.send("move", { move: this.pick(last.view.legalMoves), turn: last.turn });
    }
    const table = this.shown;
    if (
      this.readies &&
      table?.phase === "intermission" &&
      this.you?.seat != null &&
      table.round !== this.readiedRound
    ) {
      this.readiedRound = table.round;
      this.send("ready", {});
    }
  }

  get last(): ViewMessage | undefined {
    return this.views.at(-1);
  }

  send(type: string, message: unknown): void {
    this.room.send(type, message);
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves once `ready()` is true, checking after every message. */
  async until(ready: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out waiting for ${what}.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a message and waits for the error it must cause. */
  async expectError(type: string, message: unknown, code: string): Promise<void> {
    const before = this.errors.length;
    this.send(type, message);
    await this.until(() => this.errors.length > before, `an error for ${type}`);
    const error = this.errors[before]!;
    if (error.code !== code) throw new Error(`Expected ${code} for ${type}, got ${error.code}: ${error.message}`);
  }
}

/**
 * Stops the players' autoplay and waits until the table is still: every move in flight answered,
 * all at the same turn, and a player to decide (at a round's end the server deals the next round
 * by itself, so the game is not still there).
 */
export async function stopAndSettle(...players: TableClient[]): Promise<void> {
  for (const player of players) player.stopAutoplay();
  const still = () =>
    players.every((p) => !p.moveInFlight && p.last?.turn === players[0]!.last?.turn) && players.some((p) => p.hasTurn);
  await players[0]!.until(still, "the moves in flight answered, and a player to decide");
}
