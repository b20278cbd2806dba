import { dealOf, FairDealer, newServerSeed } from "@loveletter/match";
import {
  type BotStrength,
  type CreateTableOptions,
  type GameRecord,
  type Occupant,
  type PlayerRecord,
  type PublicTable,
  refuse,
  type TableSettings,
} from "@loveletter/protocol";
import type { Logger } from "pino";
import { gameRating } from "../ratings.js";
import { OPEN_TABLES_PER_HOST, TURN_BASED_TABLES_PER_PLAYER } from "../rooms/limits.js";
import { oneAtATime } from "../rooms/one-at-a-time.js";
import { joinCode, privateTableRefusal } from "../rooms/table-door.js";
import { newId } from "../store/ids.js";
import { isOpenTable, type TableRecord } from "../store/records.js";
import { ActionConflict, type TableStore } from "../store/store.js";
import { codeOf } from "./audience.js";
import { type TableClock, TableTimers, type Timer } from "./clock.js";
import { checkedRules } from "./match-settings.js";
import type { ProgramSeats } from "./program-seats.js";
import { resumeGame, UnrestorableTable } from "./resume-game.js";
import { botOccupant, personOccupant } from "./seating.js";
import { sleepsUntil } from "./sleep.js";
import type { Effect, TimerName } from "./table-effects.js";
import { TableGame } from "./table-game.js";
import type { TableInput } from "./table-input.js";
import type { TableNotifier } from "./table-notices.js";
import type { TablePort } from "./table-port.js";
import { commitmentTo, fairDealOf } from "./table-seeds.js";
import { newTableState, type TableState } from "./table-state.js";
import { isOwnPerson, snapshot, step, tally } from "./table-step.js";
import { turnBasedPace } from "./turn-clocks.js";
import { closeBots, decide } from "./turn-keeper.js";

/** A table quick match deals: its settings, its people (in seat order) and the bots after them. */
export interface MatchedTable {
  readonly settings: TableSettings;
  readonly people: readonly PlayerRecord[];
  readonly bots: readonly BotStrength[];
}

/** What a table needs from the server around it. */
export interface TableDeps {
  /** Only what a table reads and writes (scaled out, its writes fenced). */
  readonly store: TableStore;
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
  /** What tells a turn-based table's people of their turn and of the match's end. */
  readonly notifications: TableNotifier;
}

/**
 * One table, without sockets: the interpreter of its step (table-step.ts). Every input (a client's
 * message, a connection's coming and going, a timer, a bot's decision) is stepped against the table
 * as the inputs before it left it, one at a time, and the effects it returns are run in order: a
 * store effect is waited for before the next effect runs, so nobody hears of an action before it is
 * stored, and a failure to store closes the table before anything after it happens. The Colyseus
 * room adapts it (rooms/table-room.ts), as boardgame.io's Master is adapted by its transports.
 *
 * One move's way: TableRoom.onMessage → TableCore.receive → step (table-step.ts: message →
 * table-messages.ts messageInput → play) → effects [store-action, set-timer turn, send-views] →
 * TableCore.perform: Store.appendAction, then the timer, then TablePort.sendView per connection.
 */
export class TableCore {
  private readonly table: TableState;
  private readonly timers: TableTimers<TimerName>;
  /** The one turn timer, set again at every decision (a new timer a move was garbage under load). */
  private readonly turnTimer: Timer;
  private turnSetAt = { serial: 0, turn: 0 };
  /** Inputs that came while an earlier one's effects were still running. */
  private readonly inbox: TableInput[] = [];
  /** Inputs the table gave itself (`next` effects): stepped before the inbox's. */
  private readonly followUps: TableInput[] = [];
  private busy = false;
  /** Resolves when the running input's effects are done (and, chained, the inputs after it). */
  private idle: Promise<void> = Promise.resolve();
  /** Table records are written in the order they change. */
  private recordWrites: Promise<void> = Promise.resolve();
  /** Notifications are kept in the order the table gave them (a turn's taken back before the next is told). */
  private notices: Promise<void> = Promise.resolve();

  private constructor(
    private readonly deps: TableDeps,
    private readonly port: TablePort,
    record: TableRecord,
    testSeed: string | null,
  ) {
    this.table = newTableState(
      { graceMs: deps.graceMs, botDelayMs: deps.botDelayMs, programSeats: deps.programSeats },
      record,
      testSeed,
      deps.clock.now(),
    );
    this.timers = new TableTimers(deps.clock);
    this.turnTimer = deps.clock.timer(() => this.feed({ kind: "timer", name: "turn", ...this.turnSetAt }));
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
      if (turnBasedPace(options.settings)) {
        const sitting = (await deps.store.openTurnBasedTablesOf(host.id)).length;
        if (sitting >= TURN_BASED_TABLES_PER_PLAYER)
          refuse(
            "too-many-tables",
            `You sit at ${sitting} open turn-based tables, the most one person may: finish one to make another.`,
          );
        return TableCore.open(id, deps, port, options, host);
      }
      const hosted = await deps.store.openTablesHostedBy(host.id);
      if (hosted >= OPEN_TABLES_PER_HOST)
        refuse(
          "too-many-tables",
          `You host ${hosted} open tables, the most one person may: leave one (it closes once empty) to make another.`,
        );
      return TableCore.open(id, deps, port, options, host);
    });
  }

  /**
   * A table quick match dealt (quick-match/): its people in the first seats (the longest waiting
   * hosts it), bots in the others, stored, and its match started at once.
   */
  static async matched(id: string, deps: TableDeps, port: TablePort, matched: MatchedTable): Promise<TableCore> {
    const settings = matched.settings;
    checkedRules(settings);
    const host = matched.people[0];
    if (!host || matched.people.length + matched.bots.length !== settings.seats)
      throw new Error("A quick-match table has a person first and an occupant for every seat.");
    const seats: Occupant[] = matched.people.map(personOccupant);
    for (const strength of matched.bots)
      seats.push(
        botOccupant(
          strength,
          seats.length,
          seats.flatMap((s) => (s.kind === "empty" ? [] : [s.name])),
        ),
      );
    const core = await TableCore.stored(deps, port, { id, code: null, hostId: host.id, settings, seats }, null);
    core.feed({ kind: "start-matched" });
    return core;
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
      seats[bot.seat] = botOccupant(
        bot.strength,
        bot.seat,
        seats.flatMap((s) => (s.kind === "empty" ? [] : [s.name])),
      );
    }
    let code: string | null = null;
    if (settings.visibility === "private")
      do code = joinCode();
      while (await deps.store.tableByCode(code));
    const testSeed = deps.allowTestSeeds ? (options.testSeed ?? null) : null;
    return TableCore.stored(deps, port, { id, code, hostId: host.id, settings, seats }, testSeed);
  }

  /** A new table's record, stored before its table opens, waiting for its first game. */
  private static async stored(
    deps: TableDeps,
    port: TablePort,
    made: Pick<TableRecord, "id" | "code" | "hostId" | "settings" | "seats">,
    testSeed: string | null,
  ): Promise<TableCore> {
    const now = deps.clock.now();
    const record: TableRecord = {
      ...made,
      status: "waiting",
      gameId: null,
      serverSeed: newServerSeed(),
      createdAt: now,
      updatedAt: now,
    };
    const core = new TableCore(deps, port, record, testSeed);
    await deps.store.saveTable(record);
    await core.commitToNextSeed();
    core.feed({ kind: "opened", resumed: false });
    await core.hearVacations();
    return core;
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
    const core = new TableCore(deps, port, record, null);
    if (record.status !== "waiting") await core.resumeGame(record);
    if (record.status !== "playing") await core.commitToNextSeed();
    core.feed({ kind: "opened", resumed: true });
    await core.hearVacations();
    return core;
  }

  private async resumeGame(record: TableRecord): Promise<void> {
    const { store, log } = this.deps;
    const table = this.table;
    let resumed: { record: GameRecord; game: TableGame };
    try {
      // The scoreboard follows the replay: those wins are already stored, so nothing is written.
      // A v1 game goes on from the seeds it committed to (stored with it).
      resumed = await resumeGame(store, record, async (game, actions) => {
        const dealer = game.fairDeal ? await FairDealer.forLog(game.fairDeal, actions, game.dealVersion) : null;
        table.seeds.botsSeed = dealer ? await dealer.botsSeed() : null;
        return TableGame.replay(dealOf(game, dealer), actions, (prepared) => tally(table, null, prepared));
      });
    } catch (error) {
      if (!(error instanceof UnrestorableTable)) throw error;
      log.error(
        { table: record.id, game: error.gameId, reason: error.reason },
        "a stored table does not replay: it is marked failed, and its game answers 'game-failed'",
      );
      refuse("game-failed", error.message);
    }
    table.gameRecord = resumed.record;
    table.game = resumed.game;
    table.gameSerial++;
    table.phase = record.status === "finished" ? "finished" : "playing";
  }

  /**
   * A turn-based table hears its seated people's vacations as they are in the store: begun or
   * ended while it was not open (a restart), each is told as it would have been live.
   */
  private async hearVacations(): Promise<void> {
    if (!turnBasedPace(this.table.record.settings)) return;
    const people = this.table.record.seats.flatMap((o) => (o.kind === "human" && !o.program ? [o.playerId] : []));
    for (const vacation of await this.deps.store.vacationsOf(people))
      this.feed({ kind: "vacation", playerId: vacation.playerId, until: vacation.until });
  }

  /**
   * Makes sure the table holds a server seed for its next game, stored, and shows its commitment.
   * A table stored before fair deals has none: it draws one.
   */
  private async commitToNextSeed(): Promise<void> {
    const table = this.table;
    let seed = table.record.serverSeed;
    if (seed === null) {
      seed = newServerSeed();
      table.record = { ...table.record, serverSeed: seed, updatedAt: this.deps.clock.now() };
      const record = table.record;
      await this.writeRecord(() => this.deps.store.saveTable(record));
    }
    table.seeds.committed(await commitmentTo(seed));
  }

  get id(): string {
    return this.table.record.id;
  }

  get settings(): TableSettings {
    return this.table.record.settings;
  }

  /** A private table's join code (null for a public one): its id alone lets nobody in. */
  get code(): string | null {
    return codeOf(this.table);
  }

  /**
   * Why this person may not come in, or null when they may: a private table admits whoever brings
   * its code, and its own people (host, seated or promised a seat, already here) without it.
   */
  refusal(playerId: string, offeredCode: unknown): string | null {
    return privateTableRefusal(this.code, offeredCode, isOwnPerson(this.table, playerId));
  }

  /**
   * Whom a newcomer's blocks are checked against (docs/protocol.md, "Friends"): the host and the
   * people seated, or none when `playerId` is one of the table's own people (their seat stays theirs).
   */
  peopleToAsk(playerId: string): string[] {
    if (isOwnPerson(this.table, playerId)) return [];
    const seated = this.table.seating
      .all()
      .flatMap((seat) => (seat.occupant.kind === "human" ? [seat.occupant.playerId] : []));
    return [...new Set([this.table.record.hostId, ...seated])];
  }

  /** The public table, as everyone sees it. */
  snapshot(): PublicTable {
    return snapshot(this.table);
  }

  // ---- inputs ---------------------------------------------------------------------------------

  /** A person arrives: back to their seat, to a free seat of a waiting table, or to watch. */
  join(connection: string, player: PlayerRecord, options: { spectate: boolean }): void {
    this.feed({ kind: "join", connection, player, spectate: options.spectate });
  }

  /**
   * The connection dropped without leaving: its seat waits for it. Whether it may come back
   * (within the grace period): not once the match is over.
   */
  drop(connection: string): boolean {
    this.feed({ kind: "drop", connection });
    return this.table.phase !== "finished";
  }

  /** A person is on vacation until `until`, or came back from it then (docs/protocol.md, "Vacations"). */
  vacation(playerId: string, until: number): void {
    this.feed({ kind: "vacation", playerId, until });
  }

  /** A dropped connection is back within its grace period. */
  reconnect(connection: string): void {
    this.feed({ kind: "reconnect", connection });
  }

  /** The connection is gone for good (left, or its grace period ran out). */
  leave(connection: string): void {
    this.feed({ kind: "leave", connection });
  }

  /**
   * A message from a connection: checked, then handled. Never throws: one client's message,
   * however strange, must not take the table down; a refusal goes back to its sender.
   */
  receive(connection: string, type: unknown, message: unknown): void {
    this.feed({ kind: "message", connection, type, message });
  }

  /**
   * Steps the input now, or after the inputs before it when their effects are still running: one
   * input at a time, each against the table as the ones before it left it.
   */
  private feed(input: TableInput): void {
    if (this.table.closed) return;
    if (this.busy) this.inbox.push(input);
    else this.pump(input);
  }

  private pump(first: TableInput | undefined): void {
    this.busy = true;
    let input = first;
    while (input !== undefined && !this.table.closed) {
      let pending: Promise<void> | undefined;
      try {
        pending = this.handle(input);
      } catch (error) {
        this.fail(error);
        break;
      }
      if (pending) {
        this.idle = pending.then(
          () => this.pump(this.nextInput()),
          (error) => {
            this.fail(error);
            this.busy = false;
          },
        );
        return;
      }
      input = this.nextInput();
    }
    if (this.table.closed) {
      this.inbox.length = 0;
      this.followUps.length = 0;
    }
    this.busy = false;
    if (!this.table.closed) this.port.idle?.();
  }

  private nextInput(): TableInput | undefined {
    return this.followUps.shift() ?? this.inbox.shift();
  }

  /** Steps one input and runs its effects; a promise when one of them is still running. */
  private handle(input: TableInput): Promise<void> | undefined {
    const table = this.table;
    table.now = this.deps.clock.now();
    table.stopping = this.deps.shuttingDown();
    const fx = step(table, input);
    return this.run(fx, 0);
  }

  private run(effects: readonly Effect[], from: number): Promise<void> | undefined {
    for (let i = from; i < effects.length; i++) {
      const pending = this.perform(effects[i]!);
      if (pending) return pending.then(() => this.run(effects, i + 1));
    }
    return undefined;
  }

  /** Runs one effect; a promise when what follows must wait for it (a store write, a derivation). */
  private perform(effect: Effect): Promise<void> | undefined {
    const { store } = this.deps;
    switch (effect.kind) {
      case "store-action":
        return store.appendAction(effect.gameId, effect.turn, effect.action);
      case "save-record": {
        const { record } = effect;
        this.writeRecord(() => store.saveTable(record)).catch((error) => this.fail(error));
        return undefined;
      }
      case "save-game": {
        const { game, record } = effect;
        return this.writeRecord(() => store.saveGameAndTable(game, record));
      }
      case "end-game":
        return this.endGame(effect);
      case "add-discard-wins": {
        const { playerId, won } = effect;
        // With the record writes, which the table's disposal waits for.
        this.recordWrites = this.recordWrites
          .then(() => store.addDiscardWins(playerId, won, 1))
          .catch((error) => this.fail(error));
        return undefined;
      }
      case "commit-seed":
        return commitmentTo(effect.serverSeed).then((commitment) =>
          this.handle({ kind: "seed-committed", commitment }),
        );
      case "deal":
        return this.deal(effect);
      case "prepare-deal": {
        const game = this.table.game;
        const { play } = effect;
        return game?.readyFor(play.action).then(() => this.handle(play));
      }
      case "decide":
        return decide(this.table, effect.seat, effect.turn, effect.by).then((action) =>
          action ? this.handle({ kind: "play", action, turn: effect.turn, connection: null }) : undefined,
        );
      case "count-tables": {
        const { connection, seat } = effect;
        return Promise.all([store.openTurnBasedTablesOf(effect.playerId), store.vacationsOf([effect.playerId])]).then(
          ([tables, [vacation]]) =>
            this.handle({
              kind: "tables-counted",
              connection,
              seat,
              count: tables.length,
              vacationUntil: vacation?.until ?? null,
            }),
        );
      }
      case "next":
        this.followUps.push(effect.input);
        return undefined;
      case "notify": {
        const { playerId, notice } = effect;
        const { notifications } = this.deps;
        this.notices = this.notices.then(() =>
          notifications.notify(playerId, notice.kind, this.id, notice.params as never).then(() => {}),
        );
        return undefined;
      }
      case "unnotify": {
        const { playerId, notice } = effect;
        const { notifications } = this.deps;
        this.notices = this.notices.then(() => notifications.clear(playerId, notice, this.id));
        return undefined;
      }
      case "send":
        this.port.send(effect.connection, effect.out.type, effect.out.message as never);
        return undefined;
      case "broadcast":
        this.port.broadcast(effect.out.type, effect.out.message as never);
        return undefined;
      case "send-views":
        for (const view of effect.views) this.port.sendView(view.connection, view.message, effect.shared);
        return undefined;
      case "show":
        if (!this.table.closed) this.port.show(effect.table);
        return undefined;
      case "set-timer": {
        const { name, ms, serial, turn } = effect;
        if (name === "turn") {
          this.turnSetAt = { serial, turn };
          this.turnTimer.set(ms);
        } else this.timers.set(name, ms, () => this.feed({ kind: "timer", name, serial, turn }));
        return undefined;
      }
      case "cancel-timer":
        if (effect.name === "turn") this.turnTimer.clear();
        else this.timers.clear(effect.name);
        return undefined;
      case "log":
        this.deps.log[effect.level](effect.data, effect.text);
        return undefined;
      case "close":
        this.close();
        return undefined;
    }
  }

  private async deal(effect: Extract<Effect, { kind: "deal" }>): Promise<void> {
    const { occupants, serverSeed, clientSeeds, seed } = effect;
    const fair = serverSeed === null ? null : await fairDealOf(serverSeed, clientSeeds);
    return this.handle({
      kind: "dealt",
      occupants,
      seed,
      fairDeal: fair?.fairDeal ?? null,
      dealer: fair?.dealer ?? null,
      botsSeed: fair?.botsSeed ?? null,
      gameId: newId(),
    });
  }

  /** Saves an ended game with its table and, rated, its ratings (one transaction); the step hears it. */
  private async endGame(effect: Extract<Effect, { kind: "end-game" }>): Promise<void> {
    const { game, record, abandoned, how } = effect;
    const rating = game.rated ? await gameRating(this.deps.store, game, abandoned) : null;
    await this.writeRecord(() => this.deps.store.saveGameAndTable(game, record, rating?.ratings));
    return this.handle({ kind: "game-stored", how, ratings: rating?.changes ?? [] });
  }

  /** Writes the table's record once every earlier write of it is done. */
  private writeRecord(write: () => Promise<void>): Promise<void> {
    const written = this.recordWrites.then(write);
    // The next write waits for this one, whether it was stored or not.
    this.recordWrites = written.catch(() => {});
    return written;
  }

  /** A failure to store means this table can no longer be refereed here: stop, loudly. */
  private fail(error: unknown): void {
    if (error instanceof ActionConflict)
      this.deps.log.error({ table: this.id, err: error }, "another process wrote this game; closing the table");
    else this.deps.log.error({ table: this.id, err: error }, "table failed");
    this.close();
  }

  private close(): void {
    this.table.closed = true;
    this.deps.programSeats.releaseTable(this.id);
    this.timers.clearAll();
    this.turnTimer.clear();
    closeBots(this.table);
    this.port.close();
  }

  /**
   * When this table, if nobody were connected, could sleep until (its next deadline), or null when
   * it must stay awake (sleep.ts); never while an input is being handled.
   */
  sleepsUntil(): number | null {
    return this.busy ? null : sleepsUntil(this.table);
  }

  /** Resolves once every input so far is stepped and its effects run, and every record write is done. */
  async settled(): Promise<void> {
    while (this.busy) await this.idle;
    await this.recordWrites;
    await this.notices;
  }

  /** The table is going away: no timer fires again, and every write it started has finished. */
  async dispose(): Promise<void> {
    this.table.closed = true;
    this.deps.programSeats.releaseTable(this.id);
    this.timers.clearAll();
    this.turnTimer.clear();
    await this.settled();
    closeBots(this.table);
  }
}
