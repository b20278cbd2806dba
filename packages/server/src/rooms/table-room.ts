import { type Client, CloseCode, type Deferred, Room, ServerError } from "@colyseus/core";
import type { PlayerRecord, PublicTable, TableMessage } from "@loveletter/protocol";
import { CreateTableOptions, type ErrorCode, JoinTableOptions, ProtocolError, refuse } from "@loveletter/protocol";
import { SESSION_ENDED } from "../accounts/session-connections.js";
import { type ServerContext, serverContext } from "../context.js";
import { type Cancel, systemClock } from "../table/clock.js";
import { type MatchedTable, TableCore, type TableDeps } from "../table/table-core.js";
import type { TablePort } from "../table/table-port.js";
import { turnBasedPace } from "../table/turn-clocks.js";
import { messageFrame } from "../wire/frames.js";
import { ViewEncoder } from "../wire/view-frames.js";
import { IDLE_PATCH_INTERVAL_MS, LISTING_INTERVAL_MS } from "./limits.js";
import { tableListing } from "./listing.js";
import { LobbyListing, publishListing } from "./lobby-listing.js";
import { RoomSessions } from "./room-sessions.js";

/**
 * Encodes the views of a position, its public part once. One for every room of the process: a
 * table sends the views of a position one after another, so its cache is never wanted across
 * tables, and one per room kept each table's last public part alive (docs/deploy.md, "Memory a table").
 */
const views = new ViewEncoder();

/** The `table` message as Colyseus frames it (`client.send("table", table)` sends these bytes). */
function tableFrameOf(table: TableMessage): Uint8Array {
  // In bytes of its own: the room keeps it (a slice of a shared pool would keep the pool).
  return messageFrame("table", table);
}

/**
 * Server-side options (never from a client): restore a stored table into a new room, or open the
 * table quick match dealt.
 */
interface ServerOptions {
  readonly restore?: string;
  readonly matched?: MatchedTable;
  readonly secret: string;
}

const JOIN_REFUSAL_STATUS: Partial<Record<ErrorCode, number>> = {
  unauthorized: 401,
  "private-table": 403,
  "not-found": 404,
  "too-many-tables": 429,
};

/** A refusal Colyseus sends to a client whose create or join fails: "code: message". */
function joinRefusal(code: ErrorCode, message: string): ServerError {
  return new ServerError(JOIN_REFUSAL_STATUS[code] ?? 400, `${code}: ${message}`);
}

/** Runs a step of creating or joining; a refusal becomes the join error the client is sent. */
async function asJoinStep<T>(step: () => Promise<T> | T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ProtocolError) throw joinRefusal(error.code, error.message);
    throw error;
  }
}

/**
 * One table as a Colyseus room: an adapter over the table core (table/table-core.ts), which holds
 * every rule of the table. The room authenticates connections, hands their messages and comings
 * and goings to the core, sends the core's public table to everyone in the room and shows it in
 * the lobby, and carries what the core sends to each connection.
 *
 * The public table is a `table` message, not Colyseus's synchronised state: it changes only when
 * seats, phase or scores do, and the state's machinery (its serializer, change trees and schema
 * instances) cost every table memory, and every client decoding, for nothing a message does not
 * do (docs/deploy.md, "The public table as a message").
 */
export class TableRoom extends Room {
  private ctx!: ServerContext;
  private core!: TableCore;
  private lobbyListing!: LobbyListing;
  /** Whether matchmaking is told this table is private (out of `join("table")`). */
  private unlisted: boolean | null = null;
  /**
   * The public table as everyone in the room was (or, when `tableDue`, is about to be) sent it:
   * the `table` message's frame, encoded once for everyone. Kept encoded, not as the object: the
   * frame is a third of the object's memory (docs/deploy.md, "Memory a table"), and two tables are
   * the same exactly when their frames are.
   */
  private tableFrame: Uint8Array | null = null;
  /** The changed public table is to be sent at the end of this turn of the event loop. */
  private tableDue = false;
  private disposed = false;
  /** Grace periods of dropped connections running now: the room's disposal cancels them. */
  private readonly graces = new Set<Cancel>();
  /** The reconnections awaited, by connection: a connection whose session ends may not come back. */
  private readonly awaited = new Map<string, Deferred<Client>>();
  /** Connections opened with an account's session: closed (or not let back) once it ends. */
  private sessions!: RoomSessions;
  /**
   * Whether the table may fall asleep as soon as nobody is here: once someone has left, or when
   * its deadline woke it. A room opened for a join waits a grace period for that person first.
   */
  private drowsy = false;
  private fallingAsleep = false;
  private drowsyTimer: Cancel | null = null;

  override async onCreate(options: unknown): Promise<void> {
    this.ctx = serverContext();
    this.autoDispose = false;
    this.sessions = new RoomSessions(this.ctx.sessions, (connection) => this.sessionEnded(connection));
    // The room has no synchronised state: Colyseus's patch interval (20 times a second by default)
    // would only tick the room's clock, which nothing here uses.
    this.patchRate = IDLE_PATCH_INTERVAL_MS;
    this.lobbyListing = new LobbyListing(LISTING_INTERVAL_MS, systemClock, (listing) =>
      publishListing(this, listing).catch((err) =>
        this.ctx.log.warn({ table: this.roomId, err }, "the lobby could not be told of a table's change"),
      ),
    );
    const deps: TableDeps = {
      store: this.ctx.tableStore,
      log: this.ctx.log,
      clock: this.ctx.clock,
      graceMs: this.ctx.graceMs,
      botDelayMs: this.ctx.botDelayMs,
      allowTestSeeds: this.ctx.allowTestSeeds,
      shuttingDown: () => this.ctx.shuttingDown,
      programSeats: this.ctx.programSeats,
      notifications: this.ctx.notifications,
    };
    const restore = options as Partial<ServerOptions> | null;
    this.core = await asJoinStep(() => {
      if (restore?.matched !== undefined) {
        if (restore.secret !== this.ctx.secret) refuse("unauthorized", "Only a server may open a quick-match table.");
        return TableCore.matched(this.roomId, deps, this.port, restore.matched);
      }
      if (typeof restore?.restore !== "string") {
        const parsed = CreateTableOptions.safeParse(options);
        if (!parsed.success) refuse("invalid-message", parsed.error.issues[0]?.message ?? "Bad options.");
        return TableCore.create(this.roomId, deps, this.port, parsed.data);
      }
      if (restore.secret !== this.ctx.secret) refuse("unauthorized", "Only a server may restore a table.");
      this.roomId = restore.restore;
      this.drowsy = this.ctx.sleeping.reasonFor(restore.restore) === "deadline";
      return TableCore.restore(restore.restore, deps, this.port);
    });
    if (this.drowsy) setImmediate(() => this.sleepIfAlone());
    else if (turnBasedPace(this.core.settings))
      this.drowsyTimer = this.ctx.clock.after(this.ctx.graceMs, () => {
        this.drowsy = true;
        this.sleepIfAlone();
      });
    this.tableFrame = tableFrameOf(this.core.snapshot());
    // A private table is out of matchmaking before anyone can look for it: `join("table")` never finds it.
    this.unlisted = this.core.settings.visibility === "private";
    if (this.unlisted) await this.setPrivate(true);
    // One handler for every type: the core checks the type as it checks the rest of a message. A
    // handler per type filled each room's share of Colyseus's registry (docs/deploy.md, "Memory a table").
    this.onMessage("*", (client, type, message) => this.core.receive(client.sessionId, type, message));
  }

  /** What the core sends, and to whom, through this room. */
  private readonly port: TablePort = {
    send: (connection, type, message) => this.clients.getById(connection)?.send(type, message),
    sendView: (connection, message, shared) =>
      this.clients.getById(connection)?.enqueueRaw(views.frame(message, shared)),
    broadcast: (type, message) => this.broadcast(type, message),
    show: (table) => {
      this.showTable(table);
      this.lobbyListing.show(tableListing(table));
      // A table made private (or public again) before the start leaves (or rejoins) matchmaking.
      const unlisted = table.settings.visibility === "private";
      if (this.unlisted !== null && unlisted !== this.unlisted) {
        this.unlisted = unlisted;
        void this.setPrivate(unlisted);
      }
    },
    close: () => {
      this.lobbyListing.close();
      this.disconnect();
    },
    idle: () => this.sleepIfAlone(),
  };

  /**
   * A turn-based table nobody is connected to falls asleep until its next deadline (sleeping-
   * tables.ts): locked so that matchmaking seats nobody meanwhile, its writes finished, stored
   * asleep, its room disposed. Someone who comes meanwhile keeps it awake.
   */
  private sleepIfAlone(): void {
    if (!this.core || !this.drowsy || this.fallingAsleep || this.disposed || this.ctx.shuttingDown) return;
    if (!this.alone()) return;
    const wakesAt = this.core.sleepsUntil();
    // A deadline come already is the turn timer's to play: the table sleeps after it.
    if (wakesAt === null || wakesAt <= this.ctx.clock.now()) return;
    this.fallingAsleep = true;
    void this.ctx.sleeping
      .fallAsleep(this.roomId, async () => {
        await this.lock();
        await this.core.settled();
        const until = this.core.sleepsUntil();
        if (
          !this.alone() ||
          this.disposed ||
          until === null ||
          !(await this.ctx.sleeping.storeAsleep(this.roomId, until))
        ) {
          await this.unlock();
          return false;
        }
        await this.disconnect();
        return true;
      })
      .catch((error: unknown) => this.ctx.log.warn({ table: this.roomId, err: error }, "a table could not fall asleep"))
      .finally(() => {
        this.fallingAsleep = false;
      });
  }

  /** Nobody is connected, or about to be (a seat reserved, a reconnection awaited). */
  private alone(): boolean {
    return this.clients.length === 0 && this.awaited.size === 0 && !this.hasReservedSeats();
  }

  private hasReservedSeats(): boolean {
    const reserved = (this as unknown as { _reservedSeats?: Record<string, unknown> })._reservedSeats;
    return reserved !== undefined && Object.keys(reserved).length > 0;
  }

  /**
   * Everyone in the room is sent the public table once for every turn of the event loop in which
   * it changed, right after it (a sit and the `you` it causes are one change, not two).
   */
  private showTable(table: PublicTable): void {
    const frame = tableFrameOf(table);
    if (this.tableFrame && Buffer.compare(frame, this.tableFrame) === 0) return;
    this.tableFrame = frame;
    if (this.tableDue) return;
    this.tableDue = true;
    setImmediate(() => {
      this.tableDue = false;
      // The latest frame: later changes in the same turn joined this broadcast.
      const latest = this.tableFrame;
      if (!this.disposed && latest) for (const client of this.clients) client.enqueueRaw(latest);
    });
  }

  /** A newcomer hears the public table before anything else: what it hears next refers to it. */
  private sendTable(client: Client): void {
    if (this.tableFrame) client.enqueueRaw(this.tableFrame);
  }

  override async onAuth(_client: Client, options: unknown): Promise<PlayerRecord> {
    const token = (options as { token?: unknown } | null)?.token;
    if (typeof token !== "string") throw joinRefusal("unauthorized", "A player token is required.");
    const player = await this.ctx.store.playerByToken(token);
    if (!player) throw joinRefusal("unauthorized", "Unknown player token.");
    const refusal = this.core.refusal(player.id, (options as { code?: unknown }).code);
    if (refusal) throw joinRefusal("private-table", refusal);
    // Whoever blocked this player keeps them from their table: no seat, no watching, no chat.
    const blockers = await this.ctx.store.blockersAmong(player.id, this.core.peopleToAsk(player.id));
    if (blockers.length > 0) throw joinRefusal("blocked", "Someone at this table blocked you: you cannot join it.");
    return player;
  }

  override onJoin(client: Client, options: unknown, player: PlayerRecord): void {
    const join = JoinTableOptions.safeParse({
      token: (options as { token?: unknown })?.token,
      spectate: (options as { spectate?: unknown })?.spectate,
    });
    this.sendTable(client);
    this.sessions.joined(client.sessionId, player, (options as { token?: unknown })?.token);
    this.core.join(client.sessionId, player, { spectate: join.success && join.data.spectate });
  }

  /** A person seated here is on vacation until `until`, or came back then (rooms/table-vacations.ts). */
  vacation(playerId: string, until: number): void {
    this.core.vacation(playerId, until);
  }

  /** The connection's session ended: it leaves, now if it is here, else its reconnection is refused. */
  private sessionEnded(connection: string): void {
    const awaited = this.awaited.get(connection);
    if (awaited) awaited.reject(false);
    else this.kickClient(connection, CloseCode.CONSENTED, SESSION_ENDED);
  }

  override async onDrop(client: Client): Promise<void> {
    if (!this.core.drop(client.sessionId)) return;
    // The grace period is the room's own timer, cancelled when the room is disposed. Colyseus's
    // (allowReconnection with seconds) outlives a room disposed meanwhile: a stopping server's
    // process stayed alive for the whole grace period of every connection dropped before it.
    const reconnection = this.allowReconnection(client, "manual");
    this.awaited.set(client.sessionId, reconnection);
    const graceOver = this.ctx.clock.after(this.ctx.graceMs, () => reconnection.reject(false));
    this.graces.add(graceOver);
    await reconnection.catch(() => {});
    this.awaited.delete(client.sessionId);
    graceOver();
    this.graces.delete(graceOver);
  }

  override async onReconnect(client: Client): Promise<void> {
    // Its session may have ended while it was away (told to another process, or just now).
    if (!(await this.sessions.live(client.sessionId))) throw new ServerError(401, SESSION_ENDED);
    this.sendTable(client);
    this.core.reconnect(client.sessionId);
  }

  override onLeave(client: Client): void {
    this.sessions.left(client.sessionId);
    this.drowsy = true;
    this.core.leave(client.sessionId);
    this.sleepIfAlone();
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    this.drowsyTimer?.();
    for (const cancel of this.graces) cancel();
    this.graces.clear();
    this.sessions?.clear();
    this.lobbyListing.close();
    // The server closes the store once every room is disposed: no write of this table may outlive it.
    await this.core?.dispose();
  }
}
