import type { Room } from "@colyseus/sdk";
import type { Move } from "@loveletter/engine";
import type {
  BotStrength,
  ChatLine,
  ErrorMessage,
  GameOverMessage,
  TableMessage,
  TableSettingsInput,
  ViewMessage,
  YouMessage,
} from "@loveletter/protocol";
import { identity, token } from "../state/identity";
import { rememberSentSeed } from "../state/sent-seeds";
import { createStore, type Store } from "../state/store";
import { describeJoinError, gameClient } from "./colyseus";
import { newSession, reduceSession, type SessionInput, type TableSession } from "./session-reducer";
import { whileStarting } from "./starting";

export type { TableSession } from "./session-reducer";

/** Colyseus close codes (docs/protocol.md): the room closed the connection on purpose. */
const CLOSED_BY_ROOM = 4000;
/** The SDK tries to resume a dropped connection this many times (about 3 s) before we join again. */
const SDK_RECONNECT_TRIES = 4;
/** How long to keep trying to join again before offering a button instead. */
const REJOIN_FOR_MS = 120_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One connection to a table room: a thin adapter that hands each server message, and what happens
 * to the connection, to the session reducer (session-reducer.ts), and sends the page's messages.
 */
export class TableConnection {
  readonly store: Store<TableSession>;
  private room: Room | null = null;
  private closedByUs = false;
  /** Joined as a spectator: a rejoin must not take a seat at a waiting table. */
  private spectating = false;
  /** A private table's join code, from the page's address or the server's `you`: every join carries it. */
  private code: string | null = null;
  private rejoining: Promise<void> | null = null;
  /** The last client seed this page sent to the table, if any. */
  private seedSent: string | null = null;
  /** The player this page was when its room was attached (see `followIdentity`). */
  private joinedAs: string | null = null;
  /** The server closed the connection because the session it was opened with ended (a sign-out, here or elsewhere). */
  private sessionEnded = false;

  constructor(readonly tableId: string) {
    this.store = createStore<TableSession>(newSession(tableId));
  }

  private dispatch(input: SessionInput): void {
    this.store.update((s) => reduceSession(s, input));
  }

  private status(status: TableSession["status"], failure?: string): void {
    this.dispatch({ type: "status", status, ...(failure === undefined ? {} : { failure }) });
  }

  notify(text: string, kind: "error" | "info" = "info"): void {
    this.dispatch({ type: "notice", text, kind });
  }

  async connect(options: { spectate?: boolean; code?: string | null } = {}): Promise<void> {
    this.closedByUs = false;
    this.spectating = options.spectate === true;
    if (options.code) this.code = options.code;
    this.status("connecting");
    try {
      const room = await this.join();
      if (room) this.attach(room);
    } catch (error) {
      this.status("failed", describeJoinError(error));
    }
  }

  /** Joins the table by id with this guest's token (and code); null when the page closed meanwhile. */
  private async join(): Promise<Room | null> {
    const tokenNow = await token();
    // Right after a restart the server says "starting" until this table is back: ask again then.
    const room = await whileStarting(() =>
      gameClient().joinById(this.tableId, {
        token: tokenNow,
        ...(this.spectating ? { spectate: true } : {}),
        ...(this.code ? { code: this.code } : {}),
      }),
    );
    if (this.closedByUs) {
      void room.leave();
      return null;
    }
    return room;
  }

  /**
   * The connection is gone and the SDK could not resume it (the server restarted, or the table
   * moved to another server process): join again by id with the token, as docs/protocol.md
   * "Reconnect" says. The seat is still ours; the table keeps showing meanwhile.
   */
  private rejoin(): Promise<void> {
    this.rejoining ??= (async () => {
      this.dispatch({ type: "away", status: "reconnecting" });
      // A seated player gets the seat back; someone who was watching keeps watching.
      const you = this.store.get().you;
      if (you) this.spectating = you.seat === null;
      const until = Date.now() + REJOIN_FOR_MS;
      for (let attempt = 0; !this.closedByUs; attempt++) {
        await sleep(Math.min(4000, 250 * 2 ** attempt));
        if (this.closedByUs) break;
        try {
          const room = await this.join();
          if (room) this.attach(room);
          break;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          // A server that doesn't know this guest, or a private table without its code, will never let it in: say so now.
          if (/unauthori[sz]ed|private-table/i.test(message)) {
            this.status("failed", describeJoinError(error));
            break;
          }
          // Otherwise the server is down, starting, or restoring the table: try again shortly.
          if (Date.now() > until) {
            this.status("closed");
            break;
          }
        }
      }
    })().finally(() => {
      this.rejoining = null;
    });
    return this.rejoining;
  }

  /** Whether a room is attached (or being joined again): a handed-over connection needs no new join. */
  get active(): boolean {
    return this.room !== null || this.rejoining !== null;
  }

  /** Takes a room joined elsewhere (by "create a table"), listening before any message is missed. */
  attach(room: Room): void {
    this.room = room;
    const me = identity.get();
    this.joinedAs = me.status === "ready" ? me.player.id : null;
    // The SDK resumes a dropped connection by itself for a few seconds; past that, we join again.
    room.reconnection.maxRetries = SDK_RECONNECT_TRIES;
    room.reconnection.minUptime = 0;
    this.status("connected");
    room.onMessage("table", (table: TableMessage) => this.dispatch({ type: "table", table }));
    room.onMessage("view", (message: ViewMessage) => this.dispatch({ type: "view", message }));
    room.onMessage("you", (you: YouMessage) => {
      if (you.code) this.code = you.code;
      this.dispatch({ type: "you", you });
    });
    room.onMessage("chat", (line: ChatLine) => this.dispatch({ type: "chat", line }));
    // The last lines, sent once on joining (the server calls it "chat-history").
    room.onMessage("chat-history", (history: { messages?: ChatLine[] } | ChatLine[]) =>
      this.dispatch({ type: "chat-history", lines: Array.isArray(history) ? history : (history.messages ?? []) }),
    );
    room.onMessage("error", (error: ErrorMessage) => this.dispatch({ type: "error", error }));
    room.onMessage("game-over", (gameOver: GameOverMessage) => this.dispatch({ type: "game-over", gameOver }));
    room.onDrop(() => {
      if (this.room === room) this.dispatch({ type: "away", status: "reconnecting" });
    });
    room.onReconnect(() => {
      if (this.room === room) this.status("connected");
    });
    room.onLeave((code, reason) => {
      if (this.room !== room) return;
      this.room = null;
      if (this.closedByUs) return;
      // The table closed this connection on purpose (it ended, or everyone left): nothing to resume.
      if (code === CLOSED_BY_ROOM) {
        this.status("closed");
        // Its session ended: the browser is someone else now (another tab signed out), or is about
        // to be told so, and then joins again as them.
        this.sessionEnded = reason?.startsWith("unauthorized") === true;
        if (this.sessionEnded) void this.followIdentity();
      } else void this.rejoin();
    });
  }

  /**
   * This page is someone else now: another tab of the browser signed in, out or in again as
   * another player. The connection was that tab's old player's, so it leaves and joins again as
   * the new one, as a reload would; a browser signed out of an account keeps no tab playing as it.
   * The old player's seat is theirs as when any page closes: freed at a waiting table, kept in a
   * game (a bot plays it after the grace period) until they come back. A sign-up keeps the player,
   * so it changes nothing here.
   */
  async followIdentity(): Promise<void> {
    const me = identity.get();
    const old = this.room;
    if (me.status !== "ready" || (!old && !this.sessionEnded) || this.joinedAs === null) return;
    if (me.player.id === this.joinedAs) return;
    const you = this.store.get().you;
    this.spectating = you !== null && you.seat === null;
    this.room = null;
    this.joinedAs = null;
    this.sessionEnded = false;
    await old?.leave().catch(() => undefined);
    if (this.closedByUs) return;
    // What the seat's old player missed is not this player's news.
    this.dispatch({ type: "new-identity" });
    try {
      const room = await this.join();
      if (!room) return;
      this.attach(room);
      this.notify(`Another tab changed who this browser is: you are ${me.player.name} at this table now.`, "info");
    } catch (error) {
      this.status("failed", describeJoinError(error));
      return;
    }
    // The page may have changed again while it joined.
    await this.followIdentity();
  }

  private send(type: string, payload: unknown): boolean {
    if (!this.room) {
      this.notify("Not connected to the table.", "error");
      return false;
    }
    this.room.send(type, payload);
    return true;
  }

  move(move: Move): void {
    const s = this.store.get();
    if (s.sending) return;
    if (this.send("move", { move, turn: s.turn })) this.dispatch({ type: "sent-move" });
  }

  chat(text: string): void {
    this.send("chat", { text });
  }
  ready(): void {
    this.send("ready", {});
  }
  sit(seat: number): void {
    this.send("sit", { seat });
  }
  stand(): void {
    this.send("stand", {});
  }
  start(): void {
    this.send("start", {});
  }
  settings(settings: Partial<TableSettingsInput>): void {
    this.send("settings", { settings });
  }
  bot(seat: number, strength: BotStrength | null): void {
    this.send("bot", { seat, strength });
  }
  /**
   * This player's client seed for the next deal (docs/fair-deal.md). An automatic one (the panel's
   * random seed, sent unasked) that the table refuses, because a deal began meanwhile, is no news
   * to the player: its refusal is not shown.
   */
  seed(seed: string, automatic = false): void {
    this.dispatch({ type: "sent-seed", automatic });
    this.seedSent = seed;
    if (this.send("seed", { seed })) rememberSentSeed(this.tableId, seed);
  }

  /** The last client seed this page sent to the table (null: none yet). */
  get lastSeedSent(): string | null {
    return this.seedSent;
  }

  async close(): Promise<void> {
    this.closedByUs = true;
    const room = this.room;
    this.room = null;
    if (room) await room.leave().catch(() => undefined);
  }
}

/**
 * Connections made by "create a table", for the table page to take over. The room's first
 * messages ("you", the chat history, the first view) arrive right after joining, so the
 * connection listens from that moment; leaving and joining again could also let the server close
 * a table whose only player had just left it.
 */
const created = new Map<string, TableConnection>();

export function handOverCreatedRoom(room: Room): TableConnection {
  const connection = new TableConnection(room.roomId);
  connection.attach(room);
  created.set(room.roomId, connection);
  return connection;
}

/** The connection for a table page: the one its creator made, or a new one to connect. */
export function connectionFor(tableId: string): TableConnection {
  const connection = created.get(tableId);
  created.delete(tableId);
  return connection ?? new TableConnection(tableId);
}
