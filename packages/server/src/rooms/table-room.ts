import { randomBytes, randomInt } from "node:crypto";
import { type Client, type Delayed, Room, ServerError } from "@colyseus/core";
import { ArraySchema } from "@colyseus/schema";
import { isVisibleTo } from "@loveletter/engine";
import { type ServerContext, serverContext } from "../context.js";
import { type ErrorCode, ProtocolError, refuse } from "../protocol/errors.js";
import {
  CHAT_MAX_LENGTH,
  CLIENT_MESSAGES,
  type ClientMessage,
  CreateTableOptions,
  chatLineText,
  isClientMessageType,
  JoinTableOptions,
} from "../protocol/messages.js";
import { type BotStrength, type SettingsChange, TableSettings, withChange } from "../protocol/settings.js";
import { displayedRating, rateMatch } from "../ratings.js";
import {
  type GameAction,
  type GameRecord,
  isOpenTable,
  type Occupant,
  type PlayerRecord,
  type TableRecord,
} from "../store/records.js";
import { ActionConflict } from "../store/store.js";
import { checkedRules, engineOptions, fewestPlayers, isPerpetual } from "../table/match-settings.js";
import { resumeGame, UnrestorableTable } from "../table/resume-game.js";
import { type EventCursor, type GameDeal, type PreparedAction, TableGame } from "../table/table-game.js";
import { BotSeat } from "./bot-seat.js";
import { LISTING_INTERVAL_MS, OPEN_TABLES_PER_HOST } from "./limits.js";
import { tableListing } from "./listing.js";
import { LobbyListing, publishListing } from "./lobby-listing.js";
import { oneAtATime } from "./one-at-a-time.js";
import { PlayerBudgets } from "./player-budgets.js";
import { privateTableRefusal } from "./table-door.js";
import { ScoreEntry, SeatState, TableState } from "./table-state.js";

/** What the room keeps about each connection. */
interface Member {
  readonly player: PlayerRecord;
  seat: number | null;
  cursor: EventCursor | null;
  /** When the connection dropped; its grace period counts from then. */
  droppedAt: number | null;
}

interface ChatLine {
  readonly id: number;
  readonly playerId: string;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** Server-side options that restore a stored table into a new room (never from a client). */
interface RestoreOptions {
  readonly restore: string;
  readonly secret: string;
}

const CHAT_HISTORY = 50;
/** What a player without a rating in a ruleset shows (openskill's default mu 25, sigma 25/3). */
const NEW_PLAYER_RATING = displayedRating(25, 25 / 3);
const JOIN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function botName(strength: BotStrength, seat: number): string {
  return `${strength[0]!.toUpperCase()}${strength.slice(1)} bot ${seat + 1}`;
}

function botPlayerId(strength: BotStrength): string {
  return `bot-${strength}`;
}

function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** A refusal Colyseus sends to a client whose create or join fails: "code: message". */
function joinRefusal(code: ErrorCode, message: string): ServerError {
  return new ServerError(JOIN_REFUSAL_STATUS[code] ?? 400, `${code}: ${message}`);
}

const JOIN_REFUSAL_STATUS: Partial<Record<ErrorCode, number>> = {
  unauthorized: 401,
  "private-table": 403,
  "not-found": 404,
  "too-many-tables": 429,
};

/**
 * One table: seats, the match, timers, bots, chat. The room is the referee: every message is
 * checked, every accepted action is stored before anyone hears of it, and each client is sent
 * only its own seat's view.
 */
export class TableRoom extends Room<{ state: TableState }> {
  private ctx!: ServerContext;
  private settings!: TableSettings;
  private record!: TableRecord;
  private game: TableGame | null = null;
  private gameRecord: GameRecord | null = null;
  private readonly members = new Map<string, Member>();
  /** What each person may still send here (docs/protocol.md, "Limits"). */
  private readonly budgets = new PlayerBudgets();
  private lobbyListing!: LobbyListing;
  private readonly bots = new Map<number, BotSeat>();
  /** Perpetual tables: who takes a seat at the next round. */
  private readonly nextOccupants = new Map<number, Occupant>();
  private readonly chatLines: ChatLine[] = [];
  private chatSerial = 0;
  private actionTimer: Delayed | null = null;
  /**
   * Epoch ms when the awaited person's decision times out (0: none). It travels in each `view`
   * rather than in the synchronised state: in the state it changed at every move and cost a patch
   * frame to every client on top of the view.
   */
  private deadline = 0;
  private phaseTimer: Delayed | null = null;
  private readonly takeoverTimers = new Map<number, Delayed>();
  private emptyTimer: Delayed | null = null;
  /** Actions are checked, stored and applied one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();
  /** Table records are written in the order they change (apart from the action queue, which waits on them). */
  private recordWrites: Promise<void> = Promise.resolve();
  private broken = false;

  override async onCreate(options: unknown): Promise<void> {
    this.ctx = serverContext();
    this.autoDispose = false;
    this.state = new TableState();
    this.lobbyListing = new LobbyListing(
      LISTING_INTERVAL_MS,
      {
        now: Date.now,
        after: (ms, fn) => {
          const timer = this.clock.setTimeout(fn, ms);
          return () => timer.clear();
        },
      },
      (listing) =>
        void publishListing(this, listing).catch((err) =>
          this.ctx.log.warn({ table: this.roomId, err }, "the lobby could not be told of a table's change"),
        ),
    );
    this.onMessage("*", (client, type, message) => this.dispatch(client, type, message));
    const restore = options as Partial<RestoreOptions>;
    if (typeof restore?.restore === "string") {
      if (restore.secret !== this.ctx.secret) throw joinRefusal("unauthorized", "Only a server may restore a table.");
      await this.restore(restore.restore);
    } else await this.createTable(options);
    this.scheduleEmptyCheck();
  }

  // ---- creating and restoring -------------------------------------------------------------

  private async createTable(raw: unknown): Promise<void> {
    const parsed = CreateTableOptions.safeParse(raw);
    if (!parsed.success) throw joinRefusal("invalid-message", parsed.error.issues[0]?.message ?? "Bad options.");
    const options = parsed.data;
    const host = await this.ctx.store.playerByToken(options.token);
    if (!host) throw joinRefusal("unauthorized", "Unknown player token: make a guest first (POST /api/guests).");
    // One host's creations one at a time, each counting the tables saved before it: a burst of
    // creates can't pass the cap together.
    await oneAtATime(`host:${host.id}`, async () => {
      const hosted = await this.ctx.store.openTablesHostedBy(host.id);
      if (hosted >= OPEN_TABLES_PER_HOST)
        throw joinRefusal(
          "too-many-tables",
          `You host ${hosted} open tables, the most one person may: leave one (it closes once empty) to make another.`,
        );
      await this.setUpTable(options, host);
    });
  }

  private async setUpTable(options: CreateTableOptions, host: PlayerRecord): Promise<void> {
    const settings = options.settings;
    try {
      checkedRules(settings);
    } catch (error) {
      if (error instanceof ProtocolError) throw joinRefusal(error.code, error.message);
      throw error;
    }
    const seats: Occupant[] = Array.from({ length: settings.seats }, () => ({ kind: "empty" }));
    seats[0] = { kind: "human", playerId: host.id, name: host.name };
    for (const bot of options.bots) {
      if (bot.seat >= settings.seats) throw joinRefusal("invalid-settings", `There is no seat ${bot.seat}.`);
      seats[bot.seat] = { kind: "bot", strength: bot.strength, name: botName(bot.strength, bot.seat) };
    }
    let code: string | null = null;
    if (settings.visibility === "private")
      do code = newJoinCode();
      while (await this.ctx.store.tableByCode(code));
    const now = Date.now();
    this.record = {
      id: this.roomId,
      code,
      hostId: host.id,
      settings,
      seats,
      status: "waiting",
      gameId: null,
      createdAt: now,
      updatedAt: now,
    };
    this.testSeed = this.ctx.allowTestSeeds ? (options.testSeed ?? null) : null;
    this.settings = settings;
    this.state.hostId = host.id;
    this.showSettings();
    this.showSeats(seats);
    await this.ctx.store.saveTable(this.record);
    await this.updateListing();
  }

  private testSeed: string | null = null;

  /**
   * A stored open table, as it was: waiting, at its game (replayed from the store), or finished (its
   * players see the results and may start a rematch). A table whose game does not replay is marked
   * failed instead (resume-game.ts), and no room opens.
   */
  private async restore(tableId: string): Promise<void> {
    const record = await this.ctx.store.table(tableId);
    if (!record || !isOpenTable(record.status)) throw joinRefusal("not-found", `No open table ${tableId}.`);
    this.roomId = record.id;
    this.record = record;
    this.settings = record.settings;
    this.state.hostId = record.hostId;
    this.showSettings();
    this.showSeats(record.seats);
    if (record.status !== "waiting") {
      const { record: game, game: replayed } = await this.replayStored(record);
      this.gameRecord = game;
      this.game = replayed;
      this.state.gameId = game.id;
      if (record.status === "finished") {
        this.state.phase = "finished";
        this.state.round = replayed.state.roundNumber;
        this.ctx.log.info({ table: tableId, game: game.id }, "finished table restored");
      } else {
        this.state.phase = "playing";
        // Everyone is away until they come back; the grace period starts now.
        this.state.seats.forEach((seat) => {
          if (seat.kind === "human") this.startTakeoverTimer(seat.index);
        });
        this.seatBots();
        this.ctx.log.info({ table: tableId, turn: replayed.turn }, "table restored");
        this.afterChange(null);
        // Stopped between rounds (or just as the match ended): carry on from there.
        if (replayed.roundOver) this.queue = this.queue.then(() => this.afterRound());
      }
    }
    await this.updateListing();
  }

  /** The table's game replayed from the store, its scoreboard with it; a game that does not replay fails the table. */
  private async replayStored(record: TableRecord): Promise<{ record: GameRecord; game: TableGame }> {
    try {
      return await resumeGame(this.ctx.store, record, (game, actions) => {
        const replayed = TableGame.deal(this.dealOf(game));
        this.game = replayed; // tally() reads it
        for (const action of actions) {
          const prepared = replayed.prepare(action);
          if (prepared instanceof ProtocolError)
            throw new Error(`stored action ${replayed.turn} is refused: ${prepared.message}`);
          replayed.commit(prepared);
          this.tally(prepared, false);
        }
        return replayed;
      });
    } catch (error) {
      if (!(error instanceof UnrestorableTable)) throw error;
      this.ctx.log.error(
        { table: record.id, game: error.gameId, reason: error.reason },
        "a stored table does not replay: it is marked failed, and its game answers 'game-failed'",
      );
      throw joinRefusal("game-failed", error.message);
    }
  }

  private dealOf(game: GameRecord): GameDeal {
    return {
      ruleset: game.ruleset,
      players: game.seats.length,
      options: game.options,
      seed: game.seed,
      first: game.first,
    };
  }

  // ---- joining and leaving ------------------------------------------------------------------

  override async onAuth(_client: Client, options: unknown): Promise<PlayerRecord> {
    const token = (options as { token?: unknown } | null)?.token;
    if (typeof token !== "string") throw joinRefusal("unauthorized", "A player token is required.");
    const player = await this.ctx.store.playerByToken(token);
    if (!player) throw joinRefusal("unauthorized", "Unknown player token.");
    const offered = (options as { code?: unknown }).code;
    const refusal = privateTableRefusal(this.joinCode(), offered, this.isOwnPerson(player.id));
    if (refusal) throw joinRefusal("private-table", refusal);
    return player;
  }

  /** A private table's code (null for a public one): its id alone lets nobody in. */
  private joinCode(): string | null {
    return this.settings.visibility === "private" ? this.record.code : null;
  }

  /** The host, whoever has (or takes at the next round) a seat, and anyone already in the room. */
  private isOwnPerson(playerId: string): boolean {
    if (playerId === this.state.hostId) return true;
    if (this.state.seats.some((seat) => seat.kind === "human" && seat.playerId === playerId)) return true;
    for (const occupant of this.nextOccupants.values())
      if (occupant.kind === "human" && occupant.playerId === playerId) return true;
    for (const member of this.members.values()) if (member.player.id === playerId) return true;
    return false;
  }

  override onJoin(client: Client, options: unknown, player: PlayerRecord): void {
    const join = JoinTableOptions.safeParse({
      token: (options as { token?: unknown })?.token,
      spectate: (options as { spectate?: unknown })?.spectate,
    });
    const spectate = join.success ? join.data.spectate : false;
    const member: Member = {
      player,
      seat: null,
      cursor: null,
      droppedAt: null,
    };
    this.members.set(client.sessionId, member);
    const own = this.state.seats.find((seat) => seat.kind === "human" && seat.playerId === player.id);
    if (own) this.attach(member, own.index);
    else if (!spectate && this.state.phase === "waiting") {
      const free = this.state.seats.find((seat) => seat.kind === "empty");
      if (free) {
        this.occupy(free.index, { kind: "human", playerId: player.id, name: player.name });
        this.attach(member, free.index);
      }
    }
    this.countSpectators();
    this.sendYou(client, member);
    client.send("chat-history", { messages: this.chatLines });
    this.sendView(client, member);
    void this.updateListing();
    this.scheduleEmptyCheck();
  }

  private attach(member: Member, seatIndex: number): void {
    // Another connection of the same person (an older tab) gives the seat up to this one.
    for (const [sessionId, other] of this.members)
      if (other !== member && other.seat === seatIndex) {
        other.seat = null;
        other.cursor = null;
        const otherClient = this.clients.getById(sessionId);
        if (otherClient) this.sendYou(otherClient, other);
      }
    member.seat = seatIndex;
    member.cursor = null;
    const seat = this.state.seats[seatIndex]!;
    seat.connected = true;
    this.takeoverTimers.get(seatIndex)?.clear();
    this.takeoverTimers.delete(seatIndex);
    if (this.nextOccupants.get(seatIndex)?.kind === "bot") {
      this.nextOccupants.delete(seatIndex);
      seat.next = "";
    }
    if (seat.botPlaying) {
      seat.botPlaying = false;
      this.bots.get(seatIndex)?.close();
      this.bots.delete(seatIndex);
      this.ctx.log.info({ table: this.roomId, seat: seatIndex }, "player back; bot hands the seat over");
      if (this.game) this.reschedule();
    }
  }

  override async onDrop(client: Client): Promise<void> {
    const member = this.members.get(client.sessionId);
    if (member) member.droppedAt = Date.now();
    if (member?.seat != null) this.state.seats[member.seat]!.connected = false;
    this.countSpectators();
    if (this.state.phase === "finished") return;
    // The grace period runs on the room's clock, which stops with the room. Colyseus's own timer
    // (allowReconnection with seconds) outlives a room disposed meanwhile: a stopping server's
    // process stayed alive for the whole grace period of every connection dropped before it.
    const reconnection = this.allowReconnection(client, "manual");
    const graceOver = this.clock.setTimeout(() => reconnection.reject(false), this.ctx.graceMs);
    await reconnection.catch(() => {});
    graceOver.clear();
  }

  override onReconnect(client: Client): void {
    const member = this.members.get(client.sessionId);
    if (!member) return;
    member.droppedAt = null;
    if (member.seat != null) this.attach(member, member.seat);
    this.sendYou(client, member);
    member.cursor = null;
    this.sendView(client, member);
  }

  override onLeave(client: Client): void {
    const member = this.members.get(client.sessionId);
    this.members.delete(client.sessionId);
    this.budgets.forgetGone((playerId) => [...this.members.values()].some((m) => m.player.id === playerId));
    // A stopping server disconnects everyone: the stored table stays as it was (seats and all),
    // for its people to come back to after the restart.
    if (this.ctx.shuttingDown) return;
    if (member?.seat != null) {
      const seat = this.state.seats[member.seat]!;
      seat.connected = false;
      if (this.state.phase === "waiting") this.occupy(member.seat, { kind: "empty" });
      else if (!this.takeoverTimers.has(member.seat)) {
        // A dropped connection has already had its grace period waiting to reconnect.
        const waited = member.droppedAt === null ? 0 : Date.now() - member.droppedAt;
        this.startTakeoverTimer(member.seat, Math.max(0, this.ctx.graceMs - waited));
      }
    }
    this.countSpectators();
    void this.updateListing();
    this.scheduleEmptyCheck();
  }

  /** A person away past the grace period has their seat played by a bot until they return. */
  private startTakeoverTimer(seatIndex: number, delayMs = this.ctx.graceMs): void {
    this.takeoverTimers.get(seatIndex)?.clear();
    this.takeoverTimers.set(
      seatIndex,
      this.clock.setTimeout(() => {
        this.takeoverTimers.delete(seatIndex);
        this.takeOver(seatIndex);
      }, delayMs),
    );
  }

  private takeOver(seatIndex: number): void {
    const seat = this.state.seats[seatIndex]!;
    if (seat.kind !== "human" || seat.connected || seat.botPlaying || this.state.phase === "finished") return;
    seat.botPlaying = true;
    this.ctx.log.info({ table: this.roomId, seat: seatIndex }, "player gone past the grace period; a bot plays");
    if (isPerpetual(this.settings)) this.nextOccupants.set(seatIndex, this.botOccupant(seatIndex));
    this.seatBots();
    if (this.game) this.reschedule();
    this.scheduleEmptyCheck();
  }

  /** Closes a table nobody is at: a waiting one, a finished one, or a perpetual one all people left. */
  private scheduleEmptyCheck(): void {
    this.emptyTimer?.clear();
    this.emptyTimer = this.clock.setTimeout(() => void this.closeIfEmpty(), this.ctx.graceMs);
  }

  private async closeIfEmpty(): Promise<void> {
    if (this.ctx.shuttingDown) return;
    const peopleHere = this.state.seats.some((seat) => seat.kind === "human" && !seat.botPlaying);
    if (this.clients.length > 0 && (this.state.phase !== "playing" || peopleHere)) return;
    if (this.state.phase === "playing" && !isPerpetual(this.settings)) return; // bots finish it
    if (this.state.phase === "playing" || this.state.phase === "intermission") await this.endGame("closed");
    await this.saveRecord({ status: "closed" });
    this.disconnect();
  }

  override async onDispose(): Promise<void> {
    this.lobbyListing.close();
    this.actionTimer?.clear();
    this.phaseTimer?.clear();
    for (const bot of this.bots.values()) bot.close();
    // The server closes the store once every room is disposed: no write of this room may outlive it.
    await this.queue;
    await this.recordWrites;
  }

  // ---- messages -----------------------------------------------------------------------------

  /** Never throws: one client's message, however strange, must not take the process down. */
  private dispatch(client: Client, type: unknown, message: unknown): void {
    const about = typeof type === "string" ? type.slice(0, 40) : typeof type === "number" ? String(type) : "?";
    try {
      const member = this.members.get(client.sessionId);
      if (!member) refuse("not-seated", "You are not at this table.");
      if (!isClientMessageType(type)) refuse("invalid-message", `Unknown message type "${about}".`);
      const parsed = CLIENT_MESSAGES[type].safeParse(message);
      if (!parsed.success)
        refuse("invalid-message", `Bad "${type}" message: ${parsed.error.issues[0]?.message ?? "wrong shape"}.`);
      this.handle(client, member, type, parsed.data);
    } catch (error) {
      if (error instanceof ProtocolError) client.send("error", { code: error.code, message: error.message, about });
      else {
        this.ctx.log.error({ table: this.roomId, err: error, about }, "a message handler failed");
        client.send("error", { code: "invalid-message", message: "The server could not handle that message.", about });
      }
    }
  }

  private handle(client: Client, member: Member, type: keyof typeof CLIENT_MESSAGES, data: unknown): void {
    switch (type) {
      case "move":
        this.onMove(client, member, data as ClientMessage<"move">);
        return;
      case "chat":
        this.onChat(member, data as ClientMessage<"chat">);
        return;
      case "ready":
        this.onReady(member);
        return;
      case "sit":
        this.onSit(client, member, (data as ClientMessage<"sit">).seat);
        return;
      case "stand":
        this.onStand(client, member);
        return;
      case "settings":
        this.onSettings(member, (data as ClientMessage<"settings">).settings);
        return;
      case "bot":
        this.onBot(member, data as ClientMessage<"bot">);
        return;
      case "start":
        this.onStart(member);
        return;
    }
  }

  private onMove(client: Client, member: Member, message: ClientMessage<"move">): void {
    if (member.seat === null) refuse("not-seated", "Spectators can't play.");
    this.budgets.spend(member.player.id, "move");
    if (!this.game || this.state.phase !== "playing") refuse("wrong-phase", "No round is being played.");
    if (this.state.seats[member.seat]!.botPlaying) refuse("not-your-turn", "A bot is playing this seat.");
    const seat = member.seat;
    this.submit({ type: "move", seat, move: message.move as never, by: "player" }, message.turn, client);
  }

  private onChat(member: Member, message: ClientMessage<"chat">): void {
    const text = chatLineText(message.text);
    if (text.length === 0) refuse("invalid-message", "A chat line can't be empty.");
    if ([...text].length > CHAT_MAX_LENGTH)
      refuse("invalid-message", `A chat line is at most ${CHAT_MAX_LENGTH} characters.`);
    this.budgets.spend(member.player.id, "chat");
    const line: ChatLine = {
      id: ++this.chatSerial,
      playerId: member.player.id,
      name: member.player.name,
      text,
      at: Date.now(),
    };
    this.chatLines.push(line);
    if (this.chatLines.length > CHAT_HISTORY) this.chatLines.shift();
    this.broadcast("chat", line);
  }

  private onReady(member: Member): void {
    if (member.seat === null) refuse("not-seated", "Only seated players get ready.");
    if (this.state.phase !== "intermission") refuse("wrong-phase", "Ready is for the intermission between rounds.");
    this.budgets.spend(member.player.id, "ready");
    this.state.seats[member.seat]!.ready = true;
    this.endIntermissionIfReady();
  }

  private onSit(client: Client, member: Member, index: number): void {
    const seat = this.state.seats[index];
    if (!seat) refuse("seat-taken", `There is no seat ${index}.`);
    const me: Occupant = { kind: "human", playerId: member.player.id, name: member.player.name };
    if (this.state.phase === "waiting") {
      if (seat.kind !== "empty") refuse("seat-taken", `Seat ${index} is taken.`);
      this.budgets.spend(member.player.id, "sit");
      if (member.seat !== null) this.occupy(member.seat, { kind: "empty" });
      this.occupy(index, me);
      this.attach(member, index);
    } else {
      if (!isPerpetual(this.settings) || this.state.phase === "finished")
        refuse("wrong-phase", "This match is under way: you can watch, or sit at a perpetual table between rounds.");
      if (member.seat !== null) refuse("seat-taken", "You already have a seat.");
      if (seat.kind === "human" && !seat.botPlaying) refuse("seat-taken", `Seat ${index} is someone's.`);
      const queued = this.nextOccupants.get(index);
      if (queued?.kind === "human") refuse("seat-taken", `${queued.name} takes seat ${index} next round.`);
      this.budgets.spend(member.player.id, "sit");
      this.nextOccupants.set(index, me);
      seat.next = me.name;
    }
    this.sendYou(client, member);
    void this.updateListing();
  }

  private onStand(client: Client, member: Member): void {
    if (member.seat === null) refuse("not-seated", "You have no seat.");
    this.budgets.spend(member.player.id, "stand");
    const index = member.seat;
    if (this.state.phase === "waiting") {
      this.occupy(index, { kind: "empty" });
      member.seat = null;
    } else if (this.state.phase !== "finished") {
      // The person stays the seat's owner (they may come back); a bot plays it meanwhile.
      this.state.seats[index]!.connected = false;
      member.seat = null;
      this.takeOver(index);
    } else member.seat = null;
    this.sendYou(client, member);
    this.countSpectators();
    void this.updateListing();
  }

  private onSettings(member: Member, change: SettingsChange): void {
    this.requireHostWhileWaiting(member);
    const merged = TableSettings.safeParse(withChange(this.settings, change));
    if (!merged.success)
      refuse("invalid-message", `Bad "settings" message: ${merged.error.issues[0]?.message ?? "wrong shape"}.`);
    const next = merged.data;
    checkedRules(next);
    const seats = this.occupants();
    if (next.seats < seats.length) {
      const dropped = seats.slice(next.seats).find((o) => o.kind !== "empty");
      if (dropped) refuse("invalid-settings", `Seat ${seats.indexOf(dropped)} is occupied: free it first.`);
    }
    const resized = Array.from({ length: next.seats }, (_, i): Occupant => seats[i] ?? { kind: "empty" });
    this.budgets.spend(member.player.id, "settings");
    // A table made public loses its code (a public table has none: the store lists games by it).
    const code = next.visibility === "public" ? null : (this.record.code ?? newJoinCode());
    const codeChanged = code !== this.record.code;
    this.settings = next;
    this.showSettings();
    this.showSeats(resized);
    void this.saveRecord({ settings: next, seats: resized, code });
    // The seated players and the host hear a new code (or that there is none) in their `you`.
    if (codeChanged)
      for (const [sessionId, member] of this.members) {
        const client = this.clients.getById(sessionId);
        if (client) this.sendYou(client, member);
      }
    void this.updateListing();
  }

  private onBot(member: Member, message: ClientMessage<"bot">): void {
    this.requireHostWhileWaiting(member);
    const seat = this.state.seats[message.seat];
    if (!seat) refuse("seat-taken", `There is no seat ${message.seat}.`);
    if (seat.kind === "human") refuse("seat-taken", `Seat ${message.seat} is a person's.`);
    this.budgets.spend(member.player.id, "bot");
    this.occupy(
      message.seat,
      message.strength === null
        ? { kind: "empty" }
        : { kind: "bot", strength: message.strength, name: botName(message.strength, message.seat) },
    );
    void this.updateListing();
  }

  private onStart(member: Member): void {
    // After a match, the host's start is a rematch at the same seats.
    if (this.state.phase !== "finished" || isPerpetual(this.settings)) this.requireHostWhileWaiting(member);
    else if (member.player.id !== this.state.hostId) refuse("not-host", "Only the host can do this.");
    const filled = this.occupants().filter((o) => o.kind !== "empty");
    const fewest = fewestPlayers(this.settings);
    if (filled.length < fewest)
      refuse("not-enough-players", `This table needs at least ${fewest} players; ${filled.length} are seated.`);
    checkedRules(this.settings, filled.length);
    this.budgets.spend(member.player.id, "start");
    this.queue = this.queue.then(() => this.startGame(filled)).catch((error) => this.fail(error));
  }

  private requireHostWhileWaiting(member: Member): void {
    if (member.player.id !== this.state.hostId) refuse("not-host", "Only the host can do this.");
    if (this.state.phase !== "waiting") refuse("wrong-phase", "The table has started.");
  }

  // ---- the game -----------------------------------------------------------------------------

  private async startGame(occupants: Occupant[]): Promise<void> {
    if (this.state.phase !== "waiting" && this.state.phase !== "finished") return;
    this.nextOccupants.clear();
    for (const seat of this.state.seats) seat.botPlaying = false;
    const seed = this.testSeed ?? randomBytes(16).toString("base64url");
    const players = occupants.length;
    const options = engineOptions(this.settings);
    // The first player is chosen here and stored, so a replay deals from the seed exactly as played.
    const first = this.testSeed ? 0 : randomInt(players);
    this.testSeed = null; // the first game only: a rematch is dealt like any other game
    const game = TableGame.deal({ ruleset: this.settings.ruleset, players, options, seed, first });
    const gameRecord: GameRecord = {
      id: randomBytes(12).toString("base64url"),
      tableId: this.roomId,
      ruleset: this.settings.ruleset,
      settings: { ...this.settings, seats: players },
      options,
      seed,
      first,
      seats: occupants,
      status: "playing",
      winners: [],
      scores: [],
      rated: !isPerpetual(this.settings) && occupants.some((o) => o.kind === "human"),
      startedAt: Date.now(),
      endedAt: null,
    };
    await this.ctx.store.saveGame(gameRecord);
    this.settings = { ...this.settings, seats: players };
    this.showSettings();
    this.showSeats(occupants);
    await this.saveRecord({ status: "playing", gameId: gameRecord.id, seats: occupants, settings: this.settings });
    this.game = game;
    this.gameRecord = gameRecord;
    this.state.gameId = gameRecord.id;
    this.state.phase = "playing";
    for (const [sessionId, member] of this.members) {
      member.seat = this.state.seats.find((s) => s.kind === "human" && s.playerId === member.player.id)?.index ?? null;
      member.cursor = null; // a new game: everyone's log starts again
      const client = this.clients.getById(sessionId);
      if (client) this.sendYou(client, member);
    }
    // A person who left after the last match is away from this one too.
    for (const seat of this.state.seats)
      if (seat.kind === "human" && !seat.connected) this.startTakeoverTimer(seat.index);
    this.seatBots();
    this.ctx.log.info({ table: this.roomId, game: gameRecord.id, players }, "game started");
    this.afterChange(null);
    await this.updateListing();
  }

  /**
   * Queues an action: checked against the rules when its turn in the queue comes, stored, then
   * applied and announced. `turn`, when given, must still be the game's turn then (a timer or a
   * bot that decided on an older position, or a client's double click, is refused).
   */
  private submit(action: GameAction, turn: number | undefined, client: Client | null): void {
    this.queue = this.queue.then(() => this.process(action, turn, client)).catch((error) => this.fail(error));
  }

  private async process(action: GameAction, turn: number | undefined, client: Client | null): Promise<void> {
    const game = this.game;
    if (!game || this.broken) return;
    const refuseWith = (code: ErrorCode, message: string) =>
      client?.send("error", { code, message, about: action.type === "move" ? "move" : action.type });
    if (turn !== undefined && turn !== game.turn)
      return refuseWith("stale-turn", `That was for turn ${turn}; the game is at turn ${game.turn}.`);
    const prepared = game.prepare(action);
    if (prepared instanceof ProtocolError) return refuseWith(prepared.code, prepared.message);
    await this.ctx.store.appendAction(this.gameRecord!.id, game.turn, action);
    game.commit(prepared);
    this.tally(prepared, true);
    for (const bot of this.bots.values()) bot.hear(prepared.events);
    this.afterChange(prepared);
    if (prepared.events.some((e) => e.type === "round-ended")) await this.afterRound();
  }

  /** A failure to store means this process can no longer referee the table: stop, loudly. */
  private fail(error: unknown): void {
    if (error instanceof ActionConflict) {
      this.ctx.log.error({ table: this.roomId, err: error }, "another process wrote this game; closing the room");
    } else this.ctx.log.error({ table: this.roomId, err: error }, "table failed");
    this.broken = true;
    this.actionTimer?.clear();
    this.disconnect();
  }

  /** The next decision's timer or bot is set; then everyone hears what changed, with its deadline. */
  private afterChange(prepared: PreparedAction | null): void {
    const game = this.game!;
    this.state.round = game.state.roundNumber;
    if (prepared && prepared.events.some((e) => e.type === "round-started")) {
      for (const seat of this.state.seats) seat.ready = false;
    }
    this.scheduleAction();
    this.sendViews();
  }

  /** The awaited decision's timer changed without a move (a bot took the seat, or its player is back). */
  private reschedule(): void {
    this.scheduleAction();
    this.sendViews();
  }

  private scheduleAction(): void {
    this.actionTimer?.clear();
    this.actionTimer = null;
    const game = this.game;
    const seat = game && this.state.phase === "playing" ? game.awaitingSeat : null;
    this.deadline = 0;
    if (seat === null || !game) return;
    const turn = game.turn;
    const bot = this.bots.get(seat);
    if (bot) {
      this.actionTimer = this.clock.setTimeout(async () => {
        if (this.game !== game || game.turn !== turn) return;
        const move = await bot.decide(game.view(seat));
        this.submit({ type: "move", seat, move, by: "bot" }, turn, null);
      }, this.ctx.botDelayMs);
      return;
    }
    const ms = this.settings.turnSeconds * 1000;
    this.deadline = Date.now() + ms;
    this.actionTimer = this.clock.setTimeout(() => {
      if (this.game !== game || game.turn !== turn) return;
      const moves = game.legalMoves();
      const move = moves[randomInt(moves.length)]!;
      this.submit({ type: "move", seat, move, by: "timer" }, turn, null);
    }, ms);
  }

  /** A bot for every bot seat and every person's seat a bot is playing; none for anyone else. */
  private seatBots(): void {
    const seed = this.gameRecord?.seed ?? this.roomId;
    this.state.seats.forEach((seat) => {
      const strength: BotStrength | null =
        seat.kind === "bot" ? (seat.strength as BotStrength) : seat.botPlaying ? "heuristic" : null;
      const current = this.bots.get(seat.index);
      if (current && current.strength === strength) return;
      current?.close();
      this.bots.delete(seat.index);
      if (!strength || !this.game) return;
      const bot = new BotSeat(seat.index, strength, `${seed}/${seat.index}/${this.game.turn}`);
      bot.hear(this.game.eventsSince(null, seat.index).events);
      this.bots.set(seat.index, bot);
    });
  }

  private async afterRound(): Promise<void> {
    const game = this.game!;
    if (game.matchOver && !isPerpetual(this.settings)) return this.finishMatch();
    this.state.phase = "intermission";
    this.scheduleAction();
    const ms = this.settings.intermissionSeconds * 1000;
    this.state.intermissionEnds = Date.now() + ms;
    const turn = game.turn;
    this.phaseTimer?.clear();
    this.phaseTimer = this.clock.setTimeout(() => this.endIntermission(turn), ms);
    this.endIntermissionIfReady();
  }

  private endIntermissionIfReady(): void {
    const people = this.state.seats.filter((s) => s.kind === "human" && s.connected && !s.botPlaying);
    if (people.every((s) => s.ready) && this.game) this.endIntermission(this.game.turn);
  }

  private endIntermission(turn: number): void {
    const game = this.game;
    if (!game || game.turn !== turn || this.state.phase !== "intermission") return;
    this.phaseTimer?.clear();
    this.state.phase = "playing";
    this.state.intermissionEnds = 0;
    for (const [index, occupant] of this.nextOccupants) {
      this.submit({ type: "seat", seat: index, occupant }, undefined, null);
      this.queue = this.queue.then(() => this.seatChanged(index, occupant));
    }
    this.nextOccupants.clear();
    this.submit({ type: game.matchOver ? "restart" : "next-round" }, undefined, null);
  }

  /** A perpetual table's seat changed hands between rounds. */
  private async seatChanged(index: number, occupant: Occupant): Promise<void> {
    this.occupy(index, occupant);
    const seat = this.state.seats[index]!;
    seat.next = "";
    for (const [sessionId, member] of this.members) {
      const wasHere = member.seat === index;
      const sitsHere = occupant.kind === "human" && occupant.playerId === member.player.id;
      if (!wasHere && !sitsHere) continue;
      const client = this.clients.getById(sessionId);
      if (sitsHere && client) this.attach(member, index);
      else member.seat = null;
      member.cursor = null;
      if (client) this.sendYou(client, member);
    }
    if (occupant.kind === "human" && !this.clientOf(occupant.playerId)) this.startTakeoverTimer(index);
    this.seatBots();
    await this.updateListing();
  }

  private clientOf(playerId: string): Client | undefined {
    for (const [sessionId, member] of this.members)
      if (member.player.id === playerId) return this.clients.getById(sessionId);
    return undefined;
  }

  private async finishMatch(): Promise<void> {
    const game = this.game!;
    this.state.phase = "finished";
    this.actionTimer?.clear();
    this.deadline = 0;
    const ratings = await this.endGame("finished");
    await this.saveRecord({ status: "finished" });
    this.broadcast("game-over", { gameId: this.gameRecord!.id, winners: game.state.matchWinners, ratings });
    await this.updateListing();
    this.ctx.log.info({ table: this.roomId, game: this.gameRecord!.id }, "game finished");
    this.scheduleEmptyCheck();
  }

  /** Saves the game as ended and, for a rated match, updates ratings. */
  private async endGame(
    how: "finished" | "closed",
  ): Promise<{ playerId: string; name: string; before: number; after: number }[]> {
    const game = this.game;
    const record = this.gameRecord;
    if (!game || !record || record.status !== "playing") return [];
    const s = game.state;
    const scores = s.rules.perpetual ? s.wins.slice() : s.tokens.slice();
    const best = Math.max(...scores);
    const winners = game.matchOver ? s.matchWinners.slice() : scores.flatMap((v, seat) => (v === best ? [seat] : []));
    const finished: GameRecord = {
      ...record,
      status: "finished",
      winners,
      scores,
      endedAt: Date.now(),
      rated: record.rated && how === "finished",
    };
    this.gameRecord = finished;
    await this.ctx.store.saveGame(finished);
    if (!finished.rated) return [];
    return this.rate(finished);
  }

  private async rate(game: GameRecord): Promise<{ playerId: string; name: string; before: number; after: number }[]> {
    // Places: the winners first, then by tokens; a bot strength that sits twice counts once, at its best.
    const order = [...game.scores.keys()].sort(
      (a, b) =>
        Number(game.winners.includes(b)) - Number(game.winners.includes(a)) || game.scores[b]! - game.scores[a]!,
    );
    const placeOf = (seat: number) => {
      const key = (i: number) => `${Number(game.winners.includes(i))}/${game.scores[i]}`;
      return 1 + order.findIndex((i) => key(i) === key(seat));
    };
    const participants = new Map<string, { playerId: string; name: string; place: number }>();
    for (const seat of order) {
      const o = game.seats[seat]!;
      if (o.kind === "empty") continue;
      const playerId = o.kind === "human" ? o.playerId : botPlayerId(o.strength);
      if (!participants.has(playerId)) participants.set(playerId, { playerId, name: o.name, place: placeOf(seat) });
    }
    const list = [...participants.values()];
    if (list.length < 2) return [];
    const before = await this.ctx.store.ratings(
      list.map((p) => p.playerId),
      game.ruleset,
    );
    const after = await rateMatch(this.ctx.store, game.ruleset, list);
    return list.map((p) => ({
      playerId: p.playerId,
      name: p.name,
      before: before.find((r) => r.playerId === p.playerId)?.rating ?? NEW_PLAYER_RATING,
      after: after.find((r) => r.playerId === p.playerId)!.rating,
    }));
  }

  /**
   * Perpetual scoreboards (round wins; "discard": its win counters) follow each round's end.
   * `persist` is false while a restored table replays its log: those wins are already counted.
   */
  private tally(prepared: PreparedAction, persist: boolean): void {
    if (!isPerpetual(this.settings)) return;
    const ended = prepared.events.find((e) => e.type === "round-ended");
    if (!ended) return;
    const wins = new Map<number, number>();
    if (this.game!.state.rules.perpetual) {
      for (const e of prepared.events) if (e.type === "win-counted") wins.set(e.seat, (wins.get(e.seat) ?? 0) + 1);
    } else for (const seat of ended.winners) wins.set(seat, 1);
    const occupants = this.occupants();
    for (const seat of this.game!.state.participants) {
      const o = occupants[seat];
      if (!o || o.kind === "empty") continue;
      const playerId = o.kind === "human" ? o.playerId : `${botPlayerId(o.strength)}-${seat}`;
      let entry = this.state.scoreboard.find((e) => e.playerId === playerId);
      if (!entry) {
        entry = new ScoreEntry();
        entry.playerId = playerId;
        entry.name = o.name;
        this.state.scoreboard.push(entry);
      }
      entry.rounds++;
      entry.wins += wins.get(seat) ?? 0;
      if (persist && o.kind === "human" && this.settings.ruleset === "discard") {
        const won = wins.get(seat) ?? 0;
        // With the record writes, which the room's disposal waits for.
        this.recordWrites = this.recordWrites
          .then(() => this.ctx.store.addDiscardWins(o.playerId, won, 1))
          .catch((error) => this.fail(error));
      }
    }
  }

  // ---- seats, records and listing -----------------------------------------------------------

  private botOccupant(index: number): Occupant {
    return { kind: "bot", strength: "heuristic", name: botName("heuristic", index) };
  }

  private occupants(): Occupant[] {
    return this.state.seats.map((seat): Occupant => {
      if (seat.kind === "human") return { kind: "human", playerId: seat.playerId, name: seat.name };
      if (seat.kind === "bot") return { kind: "bot", strength: seat.strength as BotStrength, name: seat.name };
      return { kind: "empty" };
    });
  }

  private occupy(index: number, occupant: Occupant): void {
    const seat = this.state.seats[index]!;
    seat.kind = occupant.kind;
    seat.playerId =
      occupant.kind === "human" ? occupant.playerId : occupant.kind === "bot" ? botPlayerId(occupant.strength) : "";
    seat.name = occupant.kind === "empty" ? "" : occupant.name;
    seat.strength = occupant.kind === "bot" ? occupant.strength : "";
    seat.connected = occupant.kind === "human" && this.clientOf(occupant.playerId) !== undefined;
    seat.botPlaying = false;
    seat.ready = false;
    void this.saveRecord({ seats: this.occupants() });
  }

  private showSeats(occupants: readonly Occupant[]): void {
    const seats = new ArraySchema<SeatState>();
    occupants.forEach((_, index) => {
      const seat = new SeatState();
      seat.index = index;
      seats.push(seat);
    });
    this.state.seats = seats;
    occupants.forEach((occupant, index) => {
      const seat = this.state.seats[index]!;
      seat.kind = occupant.kind;
      seat.playerId =
        occupant.kind === "human" ? occupant.playerId : occupant.kind === "bot" ? botPlayerId(occupant.strength) : "";
      seat.name = occupant.kind === "empty" ? "" : occupant.name;
      seat.strength = occupant.kind === "bot" ? occupant.strength : "";
      seat.connected = occupant.kind === "human" && this.clientOf(occupant.playerId) !== undefined;
    });
  }

  private showSettings(): void {
    this.state.settings = JSON.stringify(this.settings);
  }

  /** People watching: each counted once, and not a seated player's older connection still in its grace period. */
  private countSpectators(): void {
    const seated = new Set<string>();
    for (const seat of this.state.seats) if (seat.kind === "human") seated.add(seat.playerId);
    const watching = new Set<string>();
    for (const member of this.members.values())
      if (member.seat === null && member.droppedAt === null && !seated.has(member.player.id))
        watching.add(member.player.id);
    this.state.spectators = watching.size;
  }

  private async saveRecord(change: Partial<TableRecord>): Promise<void> {
    this.record = { ...this.record, ...change, updatedAt: Date.now() };
    const record = this.record;
    this.recordWrites = this.recordWrites
      .then(() => this.ctx.store.saveTable(record))
      .catch((error) => this.fail(error));
    await this.recordWrites;
  }

  /**
   * A private table is out of matchmaking at once (`join("table")` never finds it); the lobby hears
   * of the listing through {@link LobbyListing}: coalesced, and only what changed.
   */
  private async updateListing(): Promise<void> {
    const listed = this.settings.visibility === "public";
    await this.setPrivate(!listed);
    this.lobbyListing.show(listed ? tableListing(this.state, this.settings) : null);
  }

  // ---- what each client is sent -------------------------------------------------------------

  /** Who you are here; a private table's code goes only to its seated players and its host. */
  private sendYou(client: Client, member: Member): void {
    const host = member.player.id === this.state.hostId;
    const code = member.seat !== null || host ? this.joinCode() : null;
    client.send("you", { playerId: member.player.id, seat: member.seat, host, ...(code ? { code } : {}) });
  }

  private sendViews(): void {
    for (const [sessionId, member] of this.members) {
      const client = this.clients.getById(sessionId);
      if (client) this.sendView(client, member);
    }
  }

  private sendView(client: Client, member: Member): void {
    const game = this.game;
    if (!game) return;
    const seat = member.seat ?? "spectator";
    const { events, reset, cursor } = game.eventsSince(member.cursor, seat);
    member.cursor = cursor;
    // Belt and braces: the engine filters by visibility; a leak here would be the worst bug we have.
    if (!events.every((e) => isVisibleTo(e, seat)))
      throw new Error("An event not visible to a client was about to be sent.");
    client.send("view", { turn: game.turn, view: game.view(seat), events, reset, deadline: this.deadline });
  }
}
