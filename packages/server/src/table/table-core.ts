import { dealOf, FairDealer, type GameDeal, newServerSeed } from "@loveletter/match";
import {
  type ClientMessageType,
  type CreateTableOptions,
  type ErrorCode,
  type GameAction,
  type GameRecord,
  isClientMessageType,
  type Occupant,
  type PlayerRecord,
  ProtocolError,
  type PublicTable,
  type RatingChange,
  refuse,
  type TablePhase,
  type TableSettings,
} from "@loveletter/protocol";
import type { Logger } from "pino";
import { gameRating } from "../ratings.js";
import { OPEN_TABLES_PER_HOST } from "../rooms/limits.js";
import { oneAtATime } from "../rooms/one-at-a-time.js";
import { PlayerBudgets } from "../rooms/player-budgets.js";
import { joinCode, privateTableRefusal } from "../rooms/table-door.js";
import { isOpenTable, type TableRecord } from "../store/records.js";
import { ActionConflict, type MatchRatings, type Store } from "../store/store.js";
import { ActionQueue } from "./action-queue.js";
import { Audience } from "./audience.js";
import { ChatLog } from "./chat-log.js";
import { type TableClock, TableTimers } from "./clock.js";
import { endedGameRecord, newGameRecord } from "./game-records.js";
import { checkedRules, engineOptions, fewestPlayers, isPerpetual } from "./match-settings.js";
import type { ProgramSeats } from "./program-seats.js";
import { publicSeats } from "./public-table.js";
import { resumeGame, UnrestorableTable } from "./resume-game.js";
import { roundWins, Scoreboard } from "./scoreboard.js";
import { botOccupant, personOccupant, Seating, STAND_IN_STRENGTH } from "./seating.js";
import { type PreparedAction, TableGame } from "./table-game.js";
import { handleMessage, type MessageTable } from "./table-messages.js";
import type { TablePort } from "./table-port.js";
import { isDealing, TableSeeds } from "./table-seeds.js";
import { TurnKeeper } from "./turn-keeper.js";

/** What a table needs from the server around it. */
export interface TableDeps {
  readonly store: Store;
  readonly log: Logger;
  readonly clock: TableClock;
  /** How long a disconnected player keeps their seat before a bot plays it. */
  readonly graceMs: number;
  /** A bot's pause before it acts, so people can follow the game. */
  readonly botDelayMs: number;
  /** Whether `testSeed` is honoured (tests only). */
  readonly allowTestSeeds: boolean;
  /** True while the server shuts down: tables being closed then are not ended, they resume after. */
  readonly shuttingDown: () => boolean;
  /** The tables where each bot program sits, across this process's tables (its limit). */
  readonly programSeats: ProgramSeats;
}

type TimerName = "intermission" | "empty" | `takeover:${number}`;

/** Messages whose handling leaves the public table as it was. */
const QUIET_MESSAGES: ReadonlySet<ClientMessageType> = new Set(["move", "chat"]);

/** A move that neither starts nor ends a round: the public table is the same after it. */
function isMoveWithinRound(prepared: PreparedAction): boolean {
  return prepared.action.type === "move" && !prepared.startsRound && !prepared.state.roundOver;
}

/**
 * One table, without sockets: who sits where, the phase (waiting, playing, intermission,
 * finished), the queue of actions, the timers (turn, bot, takeover, intermission, empty table) on
 * an injected clock, chat, and what each connection is sent. The table is the referee: every
 * message is checked, every accepted action is stored before anyone hears of it, and each
 * connection is sent only its own seat's view. The Colyseus room adapts it (rooms/table-room.ts),
 * as boardgame.io's Master is adapted by its transports.
 *
 * The core is the machinery: the phases, the queue, storing and applying actions, the records. The
 * parts it drives have files of their own: the rules of each client message (table-messages.ts),
 * the connections and what each was sent (audience.ts), who makes the awaited decision and when
 * (turn-keeper.ts), the seats (seating.ts), the game (table-game.ts), the fair deal's seeds
 * (table-seeds.ts).
 */
export class TableCore {
  private readonly audience: Audience;
  private readonly chat = new ChatLog();
  private readonly scoreboard = new Scoreboard();
  /** What each person may still send here (docs/protocol.md, "Limits"). */
  private readonly budgets: PlayerBudgets;
  private readonly timers: TableTimers<TimerName>;
  private readonly queue: ActionQueue;
  private readonly turns: TurnKeeper;
  /** What a client's message may read and change here (table-messages.ts). */
  private readonly messageTable: MessageTable;
  /** Table records are written in the order they change (the action queue waits on them). */
  private recordWrites: Promise<void> = Promise.resolve();
  private phase: TablePhase = "waiting";
  private game: TableGame | null = null;
  private gameRecord: GameRecord | null = null;
  private intermissionEnds = 0;
  /** Closed (everyone let go) or failing: no timer acts and no queued action is played any more. */
  private closed = false;
  private readonly seeds = new TableSeeds();

  private constructor(
    private readonly deps: TableDeps,
    private readonly port: TablePort,
    private record: TableRecord,
    private readonly seating: Seating,
    /** The first game's seed, when a test chose it. */
    private testSeed: string | null,
  ) {
    this.audience = new Audience(port, {
      seating,
      hostId: record.hostId,
      game: () => this.game,
      deadline: () => this.turns.deadline,
      code: () => this.code,
    });
    this.timers = new TableTimers(deps.clock);
    this.budgets = new PlayerBudgets(deps.clock.now);
    this.queue = new ActionQueue((error) => this.fail(error));
    this.messageTable = this.tableForMessages();
    this.turns = new TurnKeeper({
      clock: deps.clock,
      queue: this.queue,
      seating,
      botDelayMs: deps.botDelayMs,
      game: () => this.game,
      turnSeconds: () => this.settings.turnSeconds,
      play: (action, turn) => this.process(action, turn, null),
    });
  }

  /**
   * A new table, hosted by the holder of `options.token`, stored before it opens. A person hosts a
   * few open tables at most; one host's creations are judged one at a time, each counting the
   * tables stored before it, so a burst of creates can't pass the cap together.
   */
  static async create(id: string, deps: TableDeps, port: TablePort, options: CreateTableOptions): Promise<TableCore> {
    const host = await deps.store.playerByToken(options.token);
    if (!host) refuse("unauthorized", "Unknown player token: make a guest first (POST /api/guests).");
    if (host.kind === "bot")
      refuse("bots-not-allowed", "A bot program doesn't host tables: it sits at tables whose host invites bots.");
    return oneAtATime(`host:${host.id}`, async () => {
      const hosted = await deps.store.openTablesHostedBy(host.id);
      if (hosted >= OPEN_TABLES_PER_HOST)
        refuse(
          "too-many-tables",
          `You host ${hosted} open tables, the most one person may: leave one (it closes once empty) to make another.`,
        );
      return TableCore.open(id, deps, port, options, host);
    });
  }

  private static async open(
    id: string,
    deps: TableDeps,
    port: TablePort,
    options: CreateTableOptions,
    host: PlayerRecord,
  ): Promise<TableCore> {
    const settings = options.settings;
    checkedRules(settings);
    const seats: Occupant[] = Array.from({ length: settings.seats }, () => ({ kind: "empty" }));
    seats[0] = personOccupant(host);
    for (const bot of options.bots) {
      if (bot.seat >= settings.seats) refuse("invalid-settings", `There is no seat ${bot.seat}.`);
      seats[bot.seat] = botOccupant(bot.strength, bot.seat);
    }
    let code: string | null = null;
    if (settings.visibility === "private")
      do code = joinCode();
      while (await deps.store.tableByCode(code));
    const now = deps.clock.now();
    const record: TableRecord = {
      id,
      code,
      hostId: host.id,
      settings,
      seats,
      status: "waiting",
      gameId: null,
      serverSeed: newServerSeed(),
      createdAt: now,
      updatedAt: now,
    };
    const testSeed = deps.allowTestSeeds ? (options.testSeed ?? null) : null;
    const table = new TableCore(deps, port, record, new Seating(seats), testSeed);
    await deps.store.saveTable(record);
    await table.commitToNextSeed();
    table.changed();
    table.scheduleEmptyCheck();
    return table;
  }

  /**
   * A stored open table, as it was: waiting, at its game (replayed from the store), or finished
   * (its players see the results and may start a rematch). Its people are away until they come
   * back; the grace period starts now. A table whose game does not replay is marked failed
   * (resume-game.ts) and refused with `game-failed`: no table opens.
   */
  static async restore(id: string, deps: TableDeps, port: TablePort): Promise<TableCore> {
    const record = await deps.store.table(id);
    if (!record || !isOpenTable(record.status)) refuse("not-found", `No open table ${id}.`);
    const table = new TableCore(deps, port, record, new Seating(record.seats), null);
    if (record.status !== "waiting") await table.resumeGame(record);
    if (record.status !== "playing") await table.commitToNextSeed();
    table.changed();
    table.scheduleEmptyCheck();
    return table;
  }

  private async resumeGame(record: TableRecord): Promise<void> {
    const { store, log } = this.deps;
    let resumed: { record: GameRecord; game: TableGame };
    try {
      // The scoreboard follows the replay: those wins are already stored, so nothing is written.
      // A v1 game goes on from the seeds it committed to (stored with it).
      resumed = await resumeGame(store, record, async (game, actions) => {
        const dealer = game.fairDeal ? await FairDealer.forLog(game.fairDeal, actions, game.dealVersion) : null;
        this.seeds.botsSeed = dealer ? await dealer.botsSeed() : null;
        return TableGame.replay(dealOf(game, dealer), actions, (prepared) => this.tally(prepared, false));
      });
    } catch (error) {
      if (!(error instanceof UnrestorableTable)) throw error;
      log.error(
        { table: record.id, game: error.gameId, reason: error.reason },
        "a stored table does not replay: it is marked failed, and its game answers 'game-failed'",
      );
      refuse("game-failed", error.message);
    }
    this.gameRecord = resumed.record;
    this.game = resumed.game;
    if (record.status === "finished") {
      this.phase = "finished";
      log.info({ table: record.id, game: resumed.record.id }, "finished table restored");
      return;
    }
    this.phase = "playing";
    for (const index of this.seating.all().keys())
      if (this.seating.at(index)!.occupant.kind === "human") this.startTakeover(index);
    this.syncBots();
    log.info({ table: record.id, turn: resumed.game.turn }, "table restored");
    this.afterChange(null);
    // Stopped between rounds (or just as the match ended): carry on from there.
    if (resumed.game.roundOver) this.queue.run(() => this.afterRound());
  }

  get id(): string {
    return this.record.id;
  }

  get settings(): TableSettings {
    return this.record.settings;
  }

  /** A private table's join code (null for a public one): its id alone lets nobody in. */
  get code(): string | null {
    return this.settings.visibility === "private" ? this.record.code : null;
  }

  /**
   * Why this person may not come in, or null when they may: a private table admits whoever brings
   * its code, and its own people (host, seated or promised a seat, already here) without it.
   */
  refusal(playerId: string, offeredCode: unknown): string | null {
    return privateTableRefusal(this.code, offeredCode, this.isOwnPerson(playerId));
  }

  private isOwnPerson(playerId: string): boolean {
    if (playerId === this.record.hostId || this.seating.indexOfPlayer(playerId) !== null) return true;
    if (this.seating.all().some((seat) => seat.next?.kind === "human" && seat.next.playerId === playerId)) return true;
    return this.audience.isHere(playerId);
  }

  /** The public table, as everyone sees it. */
  snapshot(): PublicTable {
    return {
      phase: this.phase,
      hostId: this.record.hostId,
      settings: this.settings,
      seats: publicSeats(this.seating).map((seat) => ({
        ...seat,
        clientSeed: this.seeds.shownClientSeed(
          seat.index,
          this.seating.at(seat.index)?.occupant,
          this.phase,
          this.gameRecord,
        ),
      })),
      intermissionEnds: this.intermissionEnds,
      round: this.game?.state.roundNumber ?? 0,
      gameId: this.gameRecord?.id ?? "",
      spectators: this.audience.spectatorCount(),
      roundsWon: this.game?.roundsWon() ?? [],
      scoreboard: this.scoreboard.shown(this.seating.occupants()),
      scoreboardPlayers: this.scoreboard.players,
      ...this.seeds.shown(this.phase, this.gameRecord),
    };
  }

  /**
   * Makes sure the table holds a server seed for its next game, stored, and shows its commitment.
   * A table stored before fair deals has none: it draws one.
   */
  private async commitToNextSeed(): Promise<void> {
    let seed = this.record.serverSeed;
    if (seed === null) {
      seed = newServerSeed();
      await this.saveRecord({ serverSeed: seed });
    }
    await this.seeds.commitTo(seed);
  }

  // ---- connections ----------------------------------------------------------------------------

  /** A person arrives: back to their seat, to a free seat of a waiting table, or to watch. */
  join(connection: string, player: PlayerRecord, options: { spectate: boolean }): void {
    this.audience.add(connection, player);
    const own = this.seating.indexOfPlayer(player.id);
    if (own !== null) this.attach(connection, own);
    // A person joining a waiting table sits at once; a bot program asks for a seat ("sit"), where it is checked.
    else if (!options.spectate && this.phase === "waiting" && player.kind !== "bot") {
      const free = this.seating.firstEmpty();
      if (free !== null) {
        this.occupy(free, personOccupant(player));
        this.attach(connection, free);
      }
    }
    this.audience.sendYou(connection);
    this.port.send(connection, "chat-history", { messages: this.chat.recent() });
    this.audience.sendView(connection);
    this.changed();
    this.scheduleEmptyCheck();
  }

  /**
   * The connection dropped without leaving: its seat waits for it. Whether it may come back
   * (within the grace period): not once the match is over.
   */
  drop(connection: string): boolean {
    this.audience.markDropped(connection, this.deps.clock.now());
    const seat = this.seating.indexOfConnection(connection);
    if (seat !== null) this.seating.markAway(seat);
    this.changed();
    return this.phase !== "finished";
  }

  /** A dropped connection is back within its grace period. */
  reconnect(connection: string): void {
    if (!this.audience.markBack(connection)) return;
    const seat = this.seating.indexOfConnection(connection);
    if (seat !== null) this.attach(connection, seat);
    this.audience.reintroduce(connection);
    this.audience.sendView(connection);
    this.changed();
  }

  /** The connection is gone for good (left, or its grace period ran out). */
  leave(connection: string): void {
    const member = this.audience.remove(connection);
    // A stopping server disconnects everyone: the stored table stays as it was (seats and all),
    // for its people to come back to after the restart.
    if (this.deps.shuttingDown() || !member) return;
    this.budgets.forgetGone((playerId) => this.audience.isHere(playerId));
    const seat = this.seating.indexOfConnection(connection);
    if (seat !== null) {
      if (this.phase === "waiting") this.occupy(seat, { kind: "empty" });
      else {
        this.seating.detach(connection);
        if (!this.timers.has(`takeover:${seat}`)) {
          // A dropped connection has already had its grace period waiting to reconnect.
          const waited = member.droppedAt === null ? 0 : this.deps.clock.now() - member.droppedAt;
          this.startTakeover(seat, Math.max(0, this.deps.graceMs - waited));
        }
      }
    }
    this.changed();
    this.scheduleEmptyCheck();
  }

  /** This connection plays the seat from now on; an older connection of the same person loses it. */
  private attach(connection: string, index: number): void {
    const seat = this.seating.at(index)!;
    const botWasPlaying = seat.botPlaying;
    const previous = this.seating.attach(index, connection);
    if (previous !== null) this.audience.reintroduce(previous);
    this.audience.restartLog(connection);
    this.timers.clear(`takeover:${index}`);
    // Back before the next round: the bot that was to take the seat over doesn't.
    if (seat.next?.kind === "bot") this.seating.queue(index, null);
    if (botWasPlaying) {
      this.deps.log.info({ table: this.id, seat: index }, "player back; bot hands the seat over");
      this.syncBots();
      if (this.game) this.reschedule();
    }
  }

  /** A person away past the grace period has their seat played by a bot until they return. */
  private startTakeover(index: number, delayMs = this.deps.graceMs): void {
    this.timers.set(`takeover:${index}`, delayMs, () => this.takeOver(index));
  }

  private takeOver(index: number): void {
    const seat = this.seating.at(index)!;
    if (seat.occupant.kind !== "human" || !seat.away || seat.botPlaying || this.phase === "finished") return;
    this.seating.setBotPlaying(index, true);
    this.deps.log.info({ table: this.id, seat: index }, "player gone past the grace period; a bot plays");
    if (isPerpetual(this.settings)) this.seating.queue(index, botOccupant(STAND_IN_STRENGTH, index));
    this.syncBots();
    if (this.game) this.reschedule();
    this.changed();
    this.scheduleEmptyCheck();
  }

  /** Closes a table nobody is at: a waiting one, a finished one, or a perpetual one all people left. */
  private scheduleEmptyCheck(): void {
    this.timers.set("empty", this.deps.graceMs, () => this.queue.run(() => this.closeIfEmpty()));
  }

  private async closeIfEmpty(): Promise<void> {
    if (this.deps.shuttingDown() || this.closed) return;
    const peopleHere = this.seating.peoplePlaying().length > 0;
    // A bot program (docs/bot-api.md) keeps no table open by itself: people do.
    const connected = this.audience.hasPersonConnected();
    if (connected && (this.phase !== "playing" || peopleHere)) return;
    if (this.phase === "playing" && !isPerpetual(this.settings)) return; // bots finish it
    if (isDealing(this.phase)) await this.endGame("closed", { status: "closed" });
    else await this.saveRecord({ status: "closed" });
    this.close();
  }

  private close(): void {
    this.closed = true;
    this.deps.programSeats.releaseTable(this.id);
    this.timers.clearAll();
    this.port.close();
  }

  /** Resolves once every action queued so far is stored and applied, and every record write is done. */
  async settled(): Promise<void> {
    await this.queue.drained();
    await this.recordWrites;
  }

  /** The table is going away: no timer fires again, and every write it started has finished. */
  async dispose(): Promise<void> {
    this.closed = true;
    this.deps.programSeats.releaseTable(this.id);
    this.timers.clearAll();
    this.turns.close();
    await this.queue.drained();
    await this.recordWrites;
  }

  // ---- messages -------------------------------------------------------------------------------

  /**
   * A message from a connection: checked, then handled. Never throws: one client's message,
   * however strange, must not take the table down; a refusal goes back to its sender.
   */
  receive(connection: string, type: unknown, message: unknown): void {
    const about = typeof type === "string" ? type.slice(0, 40) : typeof type === "number" ? String(type) : "?";
    try {
      const member = this.audience.get(connection);
      if (!member) refuse("not-seated", "You are not at this table.");
      if (!isClientMessageType(type)) refuse("invalid-message", `Unknown message type "${about}".`);
      handleMessage(this.messageTable, connection, member, type, message);
      // A move shows its effects once it is played (afterChange); chat is no part of the table.
      if (!QUIET_MESSAGES.has(type)) this.changed();
    } catch (error) {
      if (error instanceof ProtocolError)
        this.port.send(connection, "error", { code: error.code, message: error.message, about });
      else {
        this.deps.log.error({ table: this.id, err: error, about }, "a message handler failed");
        this.port.send(connection, "error", {
          code: "invalid-message",
          message: "The server could not handle that message.",
          about,
        });
      }
    }
  }

  private tableForMessages(): MessageTable {
    return {
      id: this.record.id,
      hostId: this.record.hostId,
      seating: this.seating,
      audience: this.audience,
      budgets: this.budgets,
      seeds: this.seeds,
      chat: this.chat,
      port: this.port,
      programSeats: this.deps.programSeats,
      now: () => this.deps.clock.now(),
      phase: () => this.phase,
      settings: () => this.settings,
      playing: () => this.game !== null && this.phase === "playing",
      storedCode: () => this.record.code,
      occupy: (index, occupant) => this.occupy(index, occupant),
      attach: (connection, index) => this.attach(connection, index),
      takeOver: (index) => this.takeOver(index),
      play: (action, turn, connection) => this.submit(action, turn, connection),
      resettle: (settings, code) => {
        this.seating.resize(settings.seats);
        void this.saveRecord({ settings, seats: this.seating.occupants(), code });
      },
      start: (occupants) => this.queue.run(() => this.startGame(occupants)),
      rematchIfAgreed: () => this.rematchIfAgreed(),
      endIntermissionIfReady: () => this.endIntermissionIfReady(),
    };
  }

  // ---- the game -------------------------------------------------------------------------------

  private async startGame(occupants: Occupant[]): Promise<void> {
    if (this.phase !== "waiting" && this.phase !== "finished") return;
    // A stopping server leaves its tables as they are, to be resumed (scaled out: elsewhere).
    if (this.deps.shuttingDown()) return;
    const settings = { ...this.settings, seats: occupants.length };
    // A test's seed deals v0 (the test chose the deal); every other game deals from the committed
    // server seed and everyone's client seeds (docs/fair-deal.md).
    const testSeed = this.testSeed;
    this.testSeed = null; // the first game only: a rematch is dealt like any other game
    let fairDeal: GameRecord["fairDeal"] = null;
    let dealer: FairDealer | null = null;
    if (testSeed === null) {
      // Always the seed whose commitment the table has shown: it was drawn and shown before now.
      const serverSeed = this.record.serverSeed;
      if (serverSeed === null) throw new Error("The table has no committed server seed for its next game.");
      ({ fairDeal, dealer } = await this.seeds.deal(serverSeed, occupants));
    } else this.seeds.botsSeed = null;
    const deal: GameDeal = {
      ruleset: settings.ruleset,
      players: occupants.length,
      options: engineOptions(settings),
      seed: testSeed ?? "",
      first: testSeed === null ? undefined : 0,
      dealer,
    };
    const game = TableGame.deal(deal);
    const gameRecord = newGameRecord({
      tableId: this.id,
      settings,
      occupants,
      seed: deal.seed,
      fairDeal,
      first: game.state.first,
      now: this.deps.clock.now(),
    });
    this.reseat(occupants);
    // The seed is the game's now: the next game gets a new one when this one ends.
    await this.saveRecordWithGame(
      { status: "playing", gameId: gameRecord.id, seats: occupants, settings, serverSeed: null },
      gameRecord,
    );
    this.game = game;
    this.gameRecord = gameRecord;
    this.phase = "playing";
    this.audience.reintroduceAll(); // a new game: everyone's log starts again
    // A person who left after the last match is away from this one too.
    this.seating.all().forEach((seat, index) => {
      if (seat.occupant.kind === "human" && seat.away) this.startTakeover(index);
    });
    this.syncBots();
    this.deps.log.info({ table: this.id, game: gameRecord.id, players: occupants.length }, "game started");
    this.afterChange(null);
  }

  /** A new game's seats (empty ones gone): each person keeps the connection they played with. */
  private reseat(occupants: readonly Occupant[]): void {
    const before = this.seating.all().filter((seat) => seat.occupant.kind === "human" && seat.connection !== null);
    this.seating.reset(occupants);
    for (const seat of before) {
      const index = this.seating.indexOfPlayer((seat.occupant as { playerId: string }).playerId);
      if (index === null) continue;
      this.seating.attach(index, seat.connection!);
      if (seat.away) this.seating.markAway(index);
    }
  }

  /**
   * Queues an action: checked against the rules when its turn in the queue comes, stored, then
   * applied and announced. `turn`, when given, must still be the game's turn then (a timer or a
   * bot that decided on an older position, or a client's double click, is refused).
   */
  private submit(action: GameAction, turn: number | undefined, connection: string | null): void {
    this.queue.run(() => this.process(action, turn, connection));
  }

  private async process(action: GameAction, turn: number | undefined, connection: string | null): Promise<void> {
    const game = this.game;
    if (!game || this.closed) return;
    const refuseWith = (code: ErrorCode, message: string) => {
      if (connection !== null) this.port.send(connection, "error", { code, message, about: action.type });
    };
    if (turn !== undefined && turn !== game.turn)
      return refuseWith("stale-turn", `That was for turn ${turn}; the game is at turn ${game.turn}.`);
    await game.readyFor(action);
    const prepared = game.prepare(action);
    if (prepared instanceof ProtocolError) return refuseWith(prepared.code, prepared.message);
    await this.deps.store.appendAction(this.gameRecord!.id, game.turn, action);
    game.commit(prepared);
    this.tally(prepared, true);
    this.turns.hear(prepared.events);
    this.afterChange(prepared);
    if (prepared.events.some((e) => e.type === "round-ended")) await this.afterRound();
  }

  /** A failure to store means this table can no longer be refereed here: stop, loudly. */
  private fail(error: unknown): void {
    if (error instanceof ActionConflict)
      this.deps.log.error({ table: this.id, err: error }, "another process wrote this game; closing the table");
    else this.deps.log.error({ table: this.id, err: error }, "table failed");
    this.close();
  }

  /** The next decision's timer or bot is set; then everyone hears what changed, with its deadline. */
  private afterChange(prepared: PreparedAction | null): void {
    if (prepared?.startsRound) this.seating.clearReady();
    this.scheduleAction();
    this.audience.sendViews();
    // A move within a round changes nothing the public table shows (phase, round, seats, scores):
    // building and showing it again after every move cost a tenth of the server's time under load.
    if (!prepared || !(isMoveWithinRound(prepared) || this.nextRoundFollows(prepared))) this.changed();
  }

  /**
   * Whether this action ended a round that the next follows at once (no pause between rounds, and
   * the match goes on): the table is shown with the next round's deal, a few milliseconds later,
   * rather than for no time in between (a broadcast to everyone every round).
   */
  private nextRoundFollows(prepared: PreparedAction): boolean {
    return prepared.state.roundOver && this.settings.intermissionSeconds === 0 && !this.matchEnded();
  }

  /** Whether the game's match is over here (a perpetual table deals the next one instead). */
  private matchEnded(): boolean {
    return this.game!.matchOver && !isPerpetual(this.settings);
  }

  /** The awaited decision's timer changed without a move (a bot took the seat, or its player is back). */
  private reschedule(): void {
    this.scheduleAction();
    this.audience.sendViews();
  }

  private scheduleAction(): void {
    this.turns.schedule(this.phase === "playing" ? this.game : null);
  }

  private syncBots(): void {
    this.turns.syncBots(this.game, this.seeds.botsSeed ?? this.gameRecord?.seed ?? this.id);
  }

  private async afterRound(): Promise<void> {
    const game = this.game!;
    if (this.matchEnded()) return this.finishMatch();
    this.phase = "intermission";
    this.scheduleAction();
    const ms = this.settings.intermissionSeconds * 1000;
    this.intermissionEnds = this.deps.clock.now() + ms;
    const turn = game.turn;
    // No pause between rounds: the next one is dealt at once, and the table shown with it.
    if (ms === 0) return this.endIntermission(turn);
    this.timers.set("intermission", ms, () => this.endIntermission(turn));
    this.changed();
    this.endIntermissionIfReady();
  }

  /** Every seated person here asked for a rematch: it starts, as if the host had pressed Start. */
  private rematchIfAgreed(): void {
    // A bot program's vote counts only beside a person's: alone it would replay forever (docs/bot-api.md).
    const people = this.seating.all().filter((s) => s.occupant.kind === "human" && !s.occupant.program && !s.away);
    if (people.length === 0 || !people.every((s) => s.ready)) return;
    const filled = this.seating.occupants().filter((o) => o.kind !== "empty");
    if (filled.length < fewestPlayers(this.settings)) return;
    this.queue.run(() => this.startGame(filled));
  }

  private endIntermissionIfReady(): void {
    const people = this.seating.all().filter((s) => s.occupant.kind === "human" && !s.away && !s.botPlaying);
    if (people.every((s) => s.ready) && this.game) this.endIntermission(this.game.turn);
  }

  private endIntermission(turn: number): void {
    const game = this.game;
    if (!game || game.turn !== turn || this.phase !== "intermission") return;
    this.timers.clear("intermission");
    this.phase = "playing";
    this.intermissionEnds = 0;
    for (const { index, occupant } of this.seating.takeQueued()) {
      this.submit({ type: "seat", seat: index, occupant }, undefined, null);
      this.queue.run(() => this.seatChanged(index, occupant));
    }
    // The table is shown once the next round (or match) is dealt, with its first views: every
    // action submitted here ends in afterChange. Showing it now too cost every round one more
    // broadcast, a few milliseconds before that one, for nothing but the phase.
    this.submit({ type: game.matchOver ? "restart" : "next-round" }, undefined, null);
  }

  /** A perpetual table's seat changed hands between rounds. */
  private seatChanged(index: number, occupant: Occupant): void {
    const leaving = this.seating.at(index)!.connection;
    this.occupy(index, occupant);
    if (leaving !== null) this.audience.reintroduce(leaving);
    if (occupant.kind === "human") {
      const arriving = this.audience.liveConnectionOf(occupant.playerId);
      if (arriving === null) this.startTakeover(index);
      else {
        this.attach(arriving, index);
        this.audience.sendYou(arriving);
      }
    }
    this.syncBots();
    this.changed();
  }

  private async finishMatch(): Promise<void> {
    const game = this.game!;
    this.phase = "finished";
    this.seating.clearReady(); // from here "ready" is a vote for a rematch
    this.turns.stop();
    // A rematch is dealt from a new server seed: stored, then its commitment shown (docs/fair-deal.md).
    const serverSeed = newServerSeed();
    const ratings = await this.endGame("finished", { status: "finished", serverSeed });
    await this.seeds.commitTo(serverSeed);
    this.port.broadcast("game-over", { gameId: this.gameRecord!.id, winners: game.state.matchWinners, ratings });
    this.changed();
    this.deps.log.info({ table: this.id, game: this.gameRecord!.id }, "game finished");
    this.scheduleEmptyCheck();
  }

  /**
   * Saves the game as ended, the table's `change` and, for a rated match, its ratings with them (one
   * transaction); with no game being played, the table's change alone.
   */
  private async endGame(how: "finished" | "closed", change: Partial<TableRecord>): Promise<RatingChange[]> {
    const game = this.game;
    const record = this.gameRecord;
    if (!game || !record || record.status !== "playing") {
      await this.saveRecord(change);
      return [];
    }
    const finished = endedGameRecord(record, game.state, game.matchOver, how, this.deps.clock.now());
    this.gameRecord = finished;
    // Whoever a bot still plays for at the end left past the grace period and never came back.
    const abandoned = this.seating.all().flatMap((seat, index) => (seat.botPlaying ? [index] : []));
    const rating = finished.rated ? await gameRating(this.deps.store, finished, abandoned) : null;
    await this.saveRecordWithGame(change, finished, rating?.ratings);
    return rating?.changes ?? [];
  }

  /**
   * Perpetual scoreboards (round wins; "discard": its win counters) follow each round's end.
   * `persist` is false while a restored table replays its log: those wins are already counted.
   */
  private tally(prepared: PreparedAction, persist: boolean): void {
    if (!isPerpetual(this.settings)) return;
    const state = prepared.state;
    const wins = roundWins(prepared.events, state.rules.perpetual);
    if (!wins) return;
    const occupants = this.seating.occupants();
    this.scoreboard.count(occupants, state.participants, wins);
    if (!persist || this.settings.ruleset !== "discard") return;
    for (const seat of state.participants) {
      const occupant = occupants[seat];
      if (occupant?.kind !== "human") continue;
      const won = wins.get(seat) ?? 0;
      // With the record writes, which the table's disposal waits for.
      this.recordWrites = this.recordWrites
        .then(() => this.deps.store.addDiscardWins(occupant.playerId, won, 1))
        .catch((error) => this.fail(error));
    }
  }

  // ---- seats and records ----------------------------------------------------------------------

  private occupy(index: number, occupant: Occupant): void {
    this.seating.occupy(index, occupant);
    void this.saveRecord({ seats: this.seating.occupants() });
  }

  /** Changes the table's record and stores it; a failure to store fails the table. */
  private async saveRecord(change: Partial<TableRecord>): Promise<void> {
    await this.writeRecord(change, (record) => this.deps.store.saveTable(record)).catch((error) => this.fail(error));
  }

  /**
   * saveRecord, with a game (and its ratings) in the same transaction: a game starts and ends with
   * its table (Store.saveGameAndTable). A failure is thrown to the caller, whose queue fails the table.
   */
  private saveRecordWithGame(change: Partial<TableRecord>, game: GameRecord, ratings?: MatchRatings): Promise<void> {
    return this.writeRecord(change, (record) => this.deps.store.saveGameAndTable(game, record, ratings));
  }

  /** Changes the table's record now, and writes it once every earlier write of it is done. */
  private writeRecord(change: Partial<TableRecord>, write: (record: TableRecord) => Promise<void>): Promise<void> {
    this.record = { ...this.record, ...change, updatedAt: this.deps.clock.now() };
    const record = this.record;
    const written = this.recordWrites.then(() => write(record));
    // The next write waits for this one, whether it was stored or not.
    this.recordWrites = written.catch(() => {});
    return written;
  }

  private changed(): void {
    if (!this.closed) this.port.show(this.snapshot());
  }
}
