import type { Room } from "@colyseus/sdk";
import type { EngineEvent, Move, View } from "@loveletter/engine";
import type {
  BotStrength,
  ChatLine,
  ErrorMessage,
  GameOverMessage,
  PublicTable,
  TableMessage,
  TableSettingsInput,
  ViewMessage,
  YouMessage,
} from "@loveletter/protocol";
import { identity, token } from "../state/identity";
import { rememberSentSeed } from "../state/sent-seeds";
import { createStore, type Store } from "../state/store";
import { describeJoinError, gameClient } from "./colyseus";
import { loadSeen, playsSince, saveSeen, seenPlays } from "./played-for-you";

/**
 * One connection to a table room and everything this client was told there: the public table
 * state, its own view and events, chat, and refusals. The view and events come only from the
 * server's `view` messages: this client holds nothing the server did not send it.
 */
export interface TableSession {
  readonly tableId: string;
  readonly status: "connecting" | "connected" | "reconnecting" | "closed" | "failed";
  readonly failure: string | null;
  /** The public table, as the server last sent it (null until the first `table` message). */
  readonly state: PublicTable | null;
  readonly view: View | null;
  readonly turn: number;
  /** Epoch ms when the awaited person's decision times out (0: none; bots have no timer). */
  readonly deadline: number;
  /** Events since joining (a new round appends; a join or rejoin replaces). */
  readonly events: readonly EngineEvent[];
  readonly you: YouMessage | null;
  readonly chat: readonly ChatLine[];
  readonly notice: { readonly id: number; readonly text: string; readonly kind: "error" | "info" } | null;
  readonly gameOver: GameOverMessage | null;
  /** A move was sent and its answer (a new view or an error) has not come yet. */
  readonly sending: boolean;
}

const MAX_EVENTS = 600;
const MAX_CHAT = 200;

/** Colyseus close codes (docs/protocol.md): the room closed the connection on purpose. */
const CLOSED_BY_ROOM = 4000;
/** The SDK tries to resume a dropped connection this many times (about 3 s) before we join again. */
const SDK_RECONNECT_TRIES = 4;
/** How long to keep trying to join again before offering a button instead. */
const REJOIN_FOR_MS = 120_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function lastRound(events: readonly EngineEvent[]): number | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === "round-started") return e.round;
  }
  return null;
}

export class TableConnection {
  readonly store: Store<TableSession>;
  private room: Room | null = null;
  private closedByUs = false;
  private noticeId = 0;
  /** The turn of the last move this client sent: a decision made without it was the timer's. */
  private sentForTurn = -1;
  /** Joined as a spectator: a rejoin must not take a seat at a waiting table. */
  private spectating = false;
  /** A private table's join code, from the page's address or the server's `you`: every join carries it. */
  private code: string | null = null;
  private rejoining: Promise<void> | null = null;
  /**
   * The next view is the first since this page opened or its connection dropped: what was played
   * in our seat meanwhile is worth a notice (a new round's view, while we watched, is not).
   */
  private returning = true;
  /** The last seed sent was the automatic one, not one the player typed (see `seed`). */
  private automaticSeedSent = false;
  /** The last client seed this page sent to the table, if any. */
  private seedSent: string | null = null;
  /** The player this page was when its room was attached (see `followIdentity`). */
  private joinedAs: string | null = null;

  constructor(readonly tableId: string) {
    this.store = createStore<TableSession>({
      tableId,
      status: "connecting",
      failure: null,
      state: null,
      view: null,
      turn: 0,
      deadline: 0,
      events: [],
      you: null,
      chat: [],
      notice: null,
      gameOver: null,
      sending: false,
    });
  }

  private patch(change: Partial<TableSession>): void {
    this.store.update((s) => ({ ...s, ...change }));
  }

  notify(text: string, kind: "error" | "info" = "info"): void {
    this.patch({ notice: { id: ++this.noticeId, text, kind } });
  }

  async connect(options: { spectate?: boolean; code?: string | null } = {}): Promise<void> {
    this.closedByUs = false;
    this.spectating = options.spectate === true;
    if (options.code) this.code = options.code;
    this.patch({ status: "connecting", failure: null });
    try {
      const room = await this.join();
      if (room) this.attach(room);
    } catch (error) {
      this.patch({ status: "failed", failure: describeJoinError(error) });
    }
  }

  /** Joins the table by id with this guest's token (and code); null when the page closed meanwhile. */
  private async join(): Promise<Room | null> {
    const room = await gameClient().joinById(this.tableId, {
      token: await token(),
      ...(this.spectating ? { spectate: true } : {}),
      ...(this.code ? { code: this.code } : {}),
    });
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
      this.returning = true;
      this.patch({ status: "reconnecting", sending: false });
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
            this.patch({ status: "failed", failure: describeJoinError(error) });
            break;
          }
          // Otherwise the server is down, starting, or restoring the table: try again shortly.
          if (Date.now() > until) {
            this.patch({ status: "closed" });
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
    this.patch({ status: "connected" });
    room.onMessage("table", (table: TableMessage) => this.patch({ state: table }));
    room.onMessage("view", (message: ViewMessage) => this.onView(message));
    room.onMessage("you", (you: YouMessage) => {
      if (you.code) this.code = you.code;
      this.patch({ you });
    });
    room.onMessage("chat", (line: ChatLine) =>
      this.store.update((s) =>
        s.chat.some((c) => c.id === line.id) ? s : { ...s, chat: [...s.chat, line].slice(-MAX_CHAT) },
      ),
    );
    // The last lines, sent once on joining (the server calls it "chat-history").
    room.onMessage("chat-history", (history: { messages?: ChatLine[] } | ChatLine[]) => {
      const lines = Array.isArray(history) ? history : (history.messages ?? []);
      this.store.update((s) => ({ ...s, chat: lines.slice(-MAX_CHAT) }));
    });
    room.onMessage("error", (error: ErrorMessage) => {
      this.patch({ sending: false });
      if (error.about === "seed" && this.automaticSeedSent) {
        this.automaticSeedSent = false;
        return;
      }
      this.notify(error.message || error.code, "error");
    });
    room.onMessage("game-over", (gameOver: GameOverMessage) => this.patch({ gameOver }));
    room.onDrop(() => {
      this.returning = true;
      if (this.room === room) this.patch({ status: "reconnecting" });
    });
    room.onReconnect(() => {
      if (this.room === room) this.patch({ status: "connected", sending: false });
    });
    room.onLeave((code) => {
      if (this.room !== room) return;
      this.room = null;
      if (this.closedByUs) return;
      // The table closed this connection on purpose (it ended, or everyone left): nothing to resume.
      if (code === CLOSED_BY_ROOM) this.patch({ status: "closed", sending: false });
      else void this.rejoin();
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
    if (me.status !== "ready" || !old || this.joinedAs === null || me.player.id === this.joinedAs) return;
    const you = this.store.get().you;
    this.spectating = you !== null && you.seat === null;
    this.room = null;
    this.joinedAs = null;
    await old.leave().catch(() => undefined);
    if (this.closedByUs) return;
    // What the seat's old player missed is not this player's news.
    this.returning = false;
    try {
      const room = await this.join();
      if (!room) return;
      this.attach(room);
      this.notify(`Another tab changed who this browser is: you are ${me.player.name} at this table now.`, "info");
    } catch (error) {
      this.patch({ status: "failed", failure: describeJoinError(error) });
      return;
    }
    // The page may have changed again while it joined.
    await this.followIdentity();
  }

  private onView(message: ViewMessage): void {
    // A new round: what a notice told of the last one is over (an error stays until the next move).
    const shown = this.store.get();
    if (shown.notice?.kind === "info" && shown.view?.round !== message.view.round) this.patch({ notice: null });
    const before = this.store.get();
    const mine = before.view?.seat ?? null;
    const wasAwaitingMe = mine !== null && before.view?.awaiting?.seat === mine;
    // A decision of ours that moved on without our move: the turn timer played it.
    const names = before.state?.seats.map((s) => s.name) ?? [];
    if (wasAwaitingMe && message.turn > before.turn && this.sentForTurn !== before.turn && !message.reset) {
      const played = playsSince(mine, null, message.events, names, message.view);
      this.notify(`Time ran out, so a move was played for you: ${played.join(" ") || "a random legal move."}`, "info");
    } else if (message.reset && message.view.seat !== null && this.returning) {
      // Back at the table (a dropped connection, a reload, a walk to the lobby): what the timer or
      // a bot played in this seat meanwhile.
      const seen = before.view ? seenPlays(message.view.seat, before.events) : loadSeen(this.tableId);
      const played = seen ? playsSince(message.view.seat, seen, message.events, names, message.view) : [];
      const round = message.view.round;
      if (played.length) this.notify(`While you were away, this was played for you: ${played.join(" ")}`, "info");
      else if (seen?.round !== null && seen?.round !== undefined && seen.round !== round && !message.view.roundOver)
        this.notify(`While you were away, the game went on without you: this is round ${round}.`, "info");
    }

    let events: EngineEvent[];
    if (!message.reset) events = [...before.events, ...message.events];
    else {
      const round = lastRound(message.events);
      // A new round keeps the earlier rounds in the log; a (re)join replaces it.
      events =
        round !== null && before.events.length > 0 && lastRound(before.events) !== round && before.view !== null
          ? [...before.events, ...message.events]
          : [...message.events];
    }
    if (message.view.seat !== null) saveSeen(this.tableId, seenPlays(message.view.seat, events));
    this.returning = false;
    this.patch({
      view: message.view,
      turn: message.turn,
      deadline: message.deadline,
      events: events.slice(-MAX_EVENTS),
      sending: false,
      gameOver: message.view.matchOver ? before.gameOver : null,
    });
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
    this.sentForTurn = s.turn;
    // A notice is about what happened before this decision (the timer's move, a refusal): the
    // player has moved on from it.
    if (this.send("move", { move, turn: s.turn })) this.patch({ sending: true, notice: null });
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
    this.automaticSeedSent = automatic;
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
