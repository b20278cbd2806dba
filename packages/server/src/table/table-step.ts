import { newServerSeed } from "@loveletter/match";
import {
  type GameRecord,
  isClientMessageType,
  type Occupant,
  type PlayerRecord,
  ProtocolError,
  type PublicTable,
  type RatingChange,
  refuse,
  type TableSettings,
} from "@loveletter/protocol";
import { TURN_BASED_TABLES_PER_PLAYER } from "../rooms/limits.js";
import type { TableRecord, TurnClocks } from "../store/records.js";
import {
  hasPersonConnected,
  isHere,
  liveConnectionOf,
  reintroduce,
  restartLog,
  spectatorCount,
  viewsFor,
  youFor,
} from "./audience.js";
import { endedGameRecord, type GameEnd, newGameRecord } from "./game-records.js";
import { engineOptions, fewestPlayers, isPerpetual } from "./match-settings.js";
import { publicSeats } from "./public-table.js";
import { roundWins } from "./scoreboard.js";
import { botOccupant, personOccupant, STAND_IN_STRENGTH } from "./seating.js";
import type { Effect, TimerName } from "./table-effects.js";
import { type PreparedAction, TableGame } from "./table-game.js";
import type { MessageInput, PlayInput, ResultInput, TableInput } from "./table-input.js";
import { messageInput } from "./table-messages.js";
import { takeBackYourTurn, tellMatchEnded, tellYourTurn } from "./table-notices.js";
import { isDealing } from "./table-seeds.js";
import { newMember, type TableState } from "./table-state.js";
import {
  activePause,
  botTakesOver,
  decided,
  moveMs,
  newTurnClocks,
  publicClocks,
  returned,
  timing,
  turnBasedPace,
  vacationed,
} from "./turn-clocks.js";
import { botsHear, closeBots, scheduleOf, syncBots } from "./turn-keeper.js";
import { unseatPrograms } from "./unseat-programs.js";

/**
 * The table's logic as one step: `(table, input) → effects`. The state is the step's own (changed
 * in place: a table's state is one object for its whole life, and a copy per move would be garbage
 * under load); the effects are the only way anything leaves it, run in order by the interpreter
 * (table-core.ts). No store, clock or socket here: `table.now` is the input's time.
 */
export function step(table: TableState, input: TableInput): Effect[] {
  const fx: Effect[] = [];
  if (table.closed) return fx;
  switch (input.kind) {
    case "opened":
      opened(table, fx, input.resumed);
      break;
    case "join":
      join(table, fx, input.connection, input.player, input.spectate);
      break;
    case "drop":
      drop(table, fx, input.connection);
      break;
    case "vacation":
      vacation(table, fx, input.playerId, input.until);
      break;
    case "reconnect":
      reconnect(table, fx, input.connection);
      break;
    case "leave":
      leave(table, fx, input.connection);
      break;
    case "message":
      message(table, fx, input.connection, input.type, input.message);
      break;
    case "timer":
      timer(table, fx, input.name, input.serial, input.turn);
      break;
    case "play":
      play(table, fx, input);
      break;
    case "start":
      start(table, fx, input.occupants);
      break;
    case "start-matched":
      startMatched(table, fx);
      break;
    case "seed-committed":
    case "dealt":
    case "game-stored":
    case "tables-counted":
      result(table, fx, input);
      break;
    default:
      applyMessage(table, fx, input);
  }
  return fx;
}

/** The public table, as everyone sees it. */
export function snapshot(table: TableState): PublicTable {
  const { phase, gameRecord, seating, seeds } = table;
  return {
    phase,
    hostId: table.record.hostId,
    settings: table.record.settings,
    seats: publicSeats(seating).map((seat) => ({
      ...seat,
      clientSeed: seeds.shownClientSeed(seat.index, seating.at(seat.index)?.occupant, phase, gameRecord),
    })),
    intermissionEnds: table.intermissionEnds,
    round: table.game?.state.roundNumber ?? 0,
    gameId: gameRecord?.id ?? "",
    spectators: spectatorCount(table),
    roundsWon: table.game?.roundsWon() ?? [],
    scoreboard: table.scoreboard.shown(seating.occupants()),
    scoreboardPlayers: table.scoreboard.players,
    ...seeds.shown(phase, gameRecord),
    turnBased: shownClocks(table),
  };
}

function shownClocks(table: TableState): PublicTable["turnBased"] {
  const pace = turnBasedPace(table.record.settings);
  return pace ? publicClocks(table.record.turnClocks ?? null, pace, table.seating.size, table.now) : null;
}

// ---- small effects ------------------------------------------------------------------------------

function push(fx: Effect[], effect: Effect | null): void {
  if (effect) fx.push(effect);
}

/** The public table as it is now, to be shown (a change of it: the room sends only a different one). */
function show(table: TableState, fx: Effect[]): void {
  if (!table.closed) fx.push({ kind: "show", table: snapshot(table) });
}

function send(fx: Effect[], connection: string, effect: Effect | null): void {
  if (effect && effect.kind === "send" && effect.connection === connection) fx.push(effect);
}

function setTimer(table: TableState, fx: Effect[], name: TimerName, ms: number, turn = 0): void {
  fx.push({ kind: "set-timer", name, ms, serial: table.gameSerial, turn });
}

function log(fx: Effect[], data: Record<string, unknown>, text: string, level: "info" | "error" = "info"): void {
  fx.push({ kind: "log", level, data, text });
}

/** Changes the table's record and stores it (after every earlier write of it). */
function saveRecord(table: TableState, fx: Effect[], change: Partial<TableRecord>): void {
  table.record = { ...table.record, ...change, updatedAt: table.now };
  fx.push({ kind: "save-record", record: table.record });
}

// ---- opening ------------------------------------------------------------------------------------

function opened(table: TableState, fx: Effect[], resumed: boolean): void {
  if (resumed && table.phase === "playing") {
    for (const [index, seat] of table.seating.all().entries())
      if (seat.occupant.kind === "human") startTakeover(table, fx, index);
    standInForMissed(table);
    timePause(table, fx);
    syncBots(table);
    log(fx, { table: table.record.id, turn: table.game!.turn }, "table restored");
    afterChange(table, fx, null);
    // Stopped between rounds (or just as the match ended): carry on from there.
    if (table.game!.roundOver) afterRound(table, fx);
  } else if (resumed && table.phase === "finished")
    log(fx, { table: table.record.id, game: table.gameRecord?.id }, "finished table restored");
  show(table, fx);
  scheduleEmptyCheck(table, fx);
}

// ---- vacations ----------------------------------------------------------------------------------

/**
 * A seated person's vacation began (or ended): a turn-based match's deadlines stand still for
 * everyone while it lasts, and the awaited decision's timer follows. A match dealt meanwhile
 * starts paused (`turnClocksFor`).
 */
function vacation(table: TableState, fx: Effect[], playerId: string, until: number): void {
  table.vacations.set(playerId, until);
  const seat = table.seating.indexOfPlayer(playerId);
  const clocks = table.record.turnClocks;
  if (seat === null || !turnBasedPace(table.record.settings) || !clocks || clocks.gameId !== table.gameRecord?.id)
    return;
  const after = vacationed(clocks, seat, until, table.now);
  if (after === clocks) return;
  saveRecord(table, fx, { turnClocks: after });
  log(
    fx,
    { table: table.record.id, seat, until },
    until > table.now ? "vacation: the clocks stand still" : "vacation over",
  );
  timePause(table, fx);
  if (table.game && table.phase === "playing") reschedule(table, fx);
  show(table, fx);
}

/** The "pause" timer runs to the end of the match's pause, if its clocks stand still. */
function timePause(table: TableState, fx: Effect[]): void {
  const clocks = table.record.turnClocks;
  const pause = clocks ? activePause(clocks, table.now) : null;
  if (!pause) fx.push({ kind: "cancel-timer", name: "pause" });
  else setTimer(table, fx, "pause", Math.max(...pause.vacations.map((v) => v.until)) - table.now);
}

// ---- connections --------------------------------------------------------------------------------

/** A person arrives: back to their seat, to a free seat of a waiting table, or to watch. */
function join(table: TableState, fx: Effect[], connection: string, player: PlayerRecord, spectate: boolean): void {
  table.members.set(connection, newMember(player));
  const own = table.seating.indexOfPlayer(player.id);
  if (own !== null) attach(table, fx, connection, own);
  // A person joining a waiting table sits at once; a bot program asks for a seat ("sit"), where it is checked.
  else if (!spectate && table.phase === "waiting" && player.kind !== "bot") {
    const free = table.seating.firstEmpty();
    // A turn-based seat counts against the person's limit: the store says how many they hold.
    if (free !== null && turnBasedPace(table.record.settings)) {
      fx.push({ kind: "count-tables", connection, playerId: player.id, seat: null });
      return;
    }
    if (free !== null) {
      occupy(table, fx, free, personOccupant(player));
      attach(table, fx, connection, free);
    }
  }
  welcome(table, fx, connection);
}

/** What a connection hears on coming in: who it is, the chat, the position; the table is shown. */
function welcome(table: TableState, fx: Effect[], connection: string): void {
  push(fx, youFor(table, connection));
  fx.push({ kind: "send", connection, out: { type: "chat-history", message: { messages: table.chat.recent() } } });
  push(fx, viewsFor(table, [connection]));
  show(table, fx);
  scheduleEmptyCheck(table, fx);
}

/**
 * A person asked for a turn-based table's seat (joining: the first free one), and the store counted
 * the open turn-based tables they sit at: at the limit they watch, and hear why.
 */
function tablesCounted(table: TableState, fx: Effect[], input: Extract<ResultInput, { kind: "tables-counted" }>): void {
  const { connection, count } = input;
  const member = table.members.get(connection);
  if (!member) return;
  if (input.vacationUntil !== null) table.vacations.set(member.player.id, input.vacationUntil);
  const seat = input.seat ?? table.seating.firstEmpty();
  const joining = input.seat === null;
  const free = seat !== null && table.phase === "waiting" && table.seating.at(seat)?.occupant.kind === "empty";
  if (free && count >= TURN_BASED_TABLES_PER_PLAYER)
    fx.push({
      kind: "send",
      connection,
      out: {
        type: "error",
        message: {
          code: "too-many-tables",
          message: `You sit at ${count} open turn-based tables, the most one person may: you can watch this one, and sit down once one of your matches is over.`,
          about: joining ? "join" : "sit",
        },
      },
    });
  else if (free) {
    if (!joining) {
      const mine = table.seating.indexOfConnection(connection);
      if (mine !== null) occupy(table, fx, mine, { kind: "empty" });
    }
    occupy(table, fx, seat, personOccupant(member.player));
    attach(table, fx, connection, seat);
  }
  if (joining) welcome(table, fx, connection);
  else {
    send(fx, connection, youFor(table, connection));
    show(table, fx);
  }
}

/** The connection dropped without leaving: its seat waits for it (within the grace period). */
function drop(table: TableState, fx: Effect[], connection: string): void {
  const member = table.members.get(connection);
  if (member) member.droppedAt = table.now;
  const seat = table.seating.indexOfConnection(connection);
  if (seat !== null) table.seating.markAway(seat);
  show(table, fx);
}

/** A dropped connection is back within its grace period. */
function reconnect(table: TableState, fx: Effect[], connection: string): void {
  const member = table.members.get(connection);
  if (!member) return;
  member.droppedAt = null;
  const seat = table.seating.indexOfConnection(connection);
  if (seat !== null) attach(table, fx, connection, seat);
  // It hears who it is again, and its next view carries the round's whole log.
  push(fx, reintroduce(table, connection));
  push(fx, viewsFor(table, [connection]));
  show(table, fx);
}

/** The connection is gone for good (left, or its grace period ran out). */
function leave(table: TableState, fx: Effect[], connection: string): void {
  const member = table.members.get(connection);
  table.members.delete(connection);
  // A stopping server disconnects everyone: the stored table stays as it was (seats and all),
  // for its people to come back to after the restart.
  if (table.stopping || !member) return;
  table.budgets.forgetGone((playerId) => isHere(table, playerId));
  const seat = table.seating.indexOfConnection(connection);
  if (seat !== null) {
    // A turn-based table's people come and go for days: only standing up frees a seat.
    if (table.phase === "waiting" && !turnBasedPace(table.record.settings)) occupy(table, fx, seat, { kind: "empty" });
    else if (table.phase === "waiting") table.seating.detach(connection);
    else {
      table.seating.detach(connection);
      // Gone while the table waits for them: now they are told (at the table, they saw it).
      tellYourTurn(table, fx, seat);
      if (!table.takeovers.has(seat)) {
        // A dropped connection has already had its grace period waiting to reconnect.
        const waited = member.droppedAt === null ? 0 : table.now - member.droppedAt;
        startTakeover(table, fx, seat, Math.max(0, table.env.graceMs - waited));
      }
    }
  }
  show(table, fx);
  scheduleEmptyCheck(table, fx);
}

/** Seats an occupant (or empties the seat) and stores the seats. */
function occupy(table: TableState, fx: Effect[], index: number, occupant: Occupant): void {
  table.seating.occupy(index, occupant);
  saveRecord(table, fx, { seats: table.seating.occupants() });
}

/** This connection plays the seat from now on; an older connection of the same person loses it. */
function attach(table: TableState, fx: Effect[], connection: string, index: number): void {
  const seat = table.seating.at(index)!;
  const botWasPlaying = seat.botPlaying;
  const previous = table.seating.attach(index, connection);
  if (previous !== null) push(fx, reintroduce(table, previous));
  restartLog(table, connection);
  if (table.takeovers.delete(index)) fx.push({ kind: "cancel-timer", name: `takeover:${index}` });
  // Back before the next round: the bot that was to take the seat over doesn't.
  if (seat.next?.kind === "bot") table.seating.queue(index, null);
  if (botWasPlaying) {
    log(fx, { table: table.record.id, seat: index }, "player back; bot hands the seat over");
    const clocks = table.record.turnClocks;
    if (clocks && turnBasedPace(table.record.settings)) saveRecord(table, fx, { turnClocks: returned(clocks, index) });
    syncBots(table);
    if (table.game) reschedule(table, fx);
  }
}

/** A person away past the grace period has their seat played by a bot until they return. */
function startTakeover(table: TableState, fx: Effect[], index: number, delayMs = table.env.graceMs): void {
  // A turn-based table's people are away nearly all the time: only missed deadlines bring a bot.
  if (turnBasedPace(table.record.settings)) return;
  table.takeovers.add(index);
  setTimer(table, fx, `takeover:${index}`, delayMs);
}

function takeOver(table: TableState, fx: Effect[], index: number): void {
  const seat = table.seating.at(index);
  if (!seat || seat.occupant.kind !== "human" || !seat.away || seat.botPlaying || table.phase === "finished") return;
  table.seating.setBotPlaying(index, true);
  log(fx, { table: table.record.id, seat: index }, "player gone past the grace period; a bot plays");
  if (isPerpetual(table.record.settings))
    table.seating.queue(index, botOccupant(STAND_IN_STRENGTH, index, table.seating.namesBesides(index)));
  syncBots(table);
  if (table.game) reschedule(table, fx);
  show(table, fx);
  scheduleEmptyCheck(table, fx);
}

/**
 * Closes a table nobody is at: a waiting one, a finished one, a perpetual one all people left, or a
 * match every person left (abandoned: bots alone do not play on for nobody).
 */
function scheduleEmptyCheck(table: TableState, fx: Effect[]): void {
  setTimer(table, fx, "empty", table.env.graceMs);
}

function closeIfEmpty(table: TableState, fx: Effect[]): void {
  if (table.stopping) return;
  // A turn-based table waits for its people until its match is over.
  if (turnBasedPace(table.record.settings) && table.phase !== "finished") return;
  const peopleHere = table.seating.peoplePlaying().length > 0;
  // A bot program (docs/bot-api.md) keeps no table open by itself: people do.
  const connected = hasPersonConnected(table);
  if (connected && (table.phase !== "playing" || peopleHere)) return;
  const match = isDealing(table.phase) && !isPerpetual(table.record.settings);
  // Someone watches, or a person still plays (away, within the grace period): bots finish it.
  if (match && table.phase === "playing" && (connected || peopleHere)) return;
  if (match) endGame(table, fx, "abandoned", { status: "abandoned" });
  else if (isDealing(table.phase)) endGame(table, fx, "closed", { status: "closed" });
  else {
    saveRecord(table, fx, { status: "closed" });
    close(table, fx);
  }
}

function close(table: TableState, fx: Effect[]): void {
  table.closed = true;
  closeBots(table);
  fx.push({ kind: "close" });
}

// ---- messages -----------------------------------------------------------------------------------

/** A message from a connection: checked against the table as it is now, then done; a refusal goes back. */
function message(table: TableState, fx: Effect[], connection: string, type: unknown, body: unknown): void {
  const about = typeof type === "string" ? type.slice(0, 40) : typeof type === "number" ? String(type) : "?";
  try {
    const member = table.members.get(connection);
    if (!member) refuse("not-seated", "You are not at this table.");
    if (!isClientMessageType(type)) refuse("invalid-message", `Unknown message type "${about}".`);
    const input = messageInput(table, connection, member, type, body);
    if (input.kind === "play") play(table, fx, input);
    // A start shows the table once its game is dealt (`dealt`).
    else if (input.kind === "start") start(table, fx, input.occupants);
    else applyMessage(table, fx, input);
  } catch (error) {
    if (error instanceof ProtocolError)
      fx.push({
        kind: "send",
        connection,
        out: { type: "error", message: { code: error.code, message: error.message, about } },
      });
    else {
      log(fx, { table: table.record.id, err: error, about }, "a message handler failed", "error");
      fx.push({
        kind: "send",
        connection,
        out: {
          type: "error",
          message: { code: "invalid-message", message: "The server could not handle that message.", about },
        },
      });
    }
  }
}

/** What a checked message asks for, other than a move (`play`); the public table is shown after it. */
function applyMessage(
  table: TableState,
  fx: Effect[],
  input: Exclude<MessageInput, PlayInput | { kind: "start" }>,
): void {
  switch (input.kind) {
    case "chat":
      // Chat is no part of the public table: nothing to show again.
      fx.push({
        kind: "broadcast",
        out: { type: "chat", message: table.chat.add(input.player, input.text, table.now) },
      });
      return;
    case "ready":
      table.seating.setReady(input.seat, true);
      if (input.rematch) rematchIfAgreed(table, fx);
      else endIntermissionIfReady(table, fx);
      break;
    case "sit": {
      const person = input.occupant.kind === "human" && !input.occupant.program;
      const seatedHere = table.seating.indexOfConnection(input.connection) !== null;
      if (person && !seatedHere && turnBasedPace(table.record.settings)) {
        fx.push({
          kind: "count-tables",
          connection: input.connection,
          playerId: input.occupant.playerId,
          seat: input.seat,
        });
        return;
      }
      const mine = table.seating.indexOfConnection(input.connection);
      if (mine !== null) occupy(table, fx, mine, { kind: "empty" });
      occupy(table, fx, input.seat, input.occupant);
      attach(table, fx, input.connection, input.seat);
      send(fx, input.connection, youFor(table, input.connection));
      break;
    }
    case "queue-seat":
      table.seating.queue(input.seat, input.occupant);
      send(fx, input.connection, youFor(table, input.connection));
      break;
    case "stand":
      if (table.phase === "waiting") {
        occupy(table, fx, input.seat, { kind: "empty" });
        table.env.programSeats.release(input.playerId, table.record.id);
      } else {
        // The person stays the seat's owner (they may come back); a bot plays it meanwhile.
        table.seating.detach(input.connection);
        takeOver(table, fx, input.seat);
      }
      send(fx, input.connection, youFor(table, input.connection));
      break;
    case "resettle": {
      const codeChanged = input.code !== table.record.code;
      table.seating.resize(input.settings.seats);
      saveRecord(table, fx, { settings: input.settings, seats: table.seating.occupants(), code: input.code });
      const empty = (index: number) => occupy(table, fx, index, { kind: "empty" });
      const unseated = input.settings.botPrograms ? 0 : unseatPrograms(table, empty);
      // The seated players and the host hear a new code (or that there is none), the programs their seat gone, in their `you`.
      if (codeChanged || unseated > 0)
        for (const connection of table.members.keys()) push(fx, youFor(table, connection));
      break;
    }
    case "occupy":
      occupy(table, fx, input.seat, input.occupant);
      break;
    case "seed":
      table.seeds.contribute(input.playerId, input.seed);
      break;
  }
  show(table, fx);
}

// ---- timers -------------------------------------------------------------------------------------

function timer(table: TableState, fx: Effect[], name: TimerName, serial: number, turn: number): void {
  if (name === "empty") {
    closeIfEmpty(table, fx);
    return;
  }
  if (name === "pause") {
    // The vacations are over: the table shows its clocks running again.
    show(table, fx);
    return;
  }
  if (name.startsWith("takeover:")) {
    const seat = Number(name.slice("takeover:".length));
    table.takeovers.delete(seat);
    takeOver(table, fx, seat);
    return;
  }
  // A timer set in an earlier game, or at an earlier turn, is stale.
  if (serial !== table.gameSerial || table.game?.turn !== turn) return;
  if (name === "intermission") {
    endIntermission(table, fx, turn);
    return;
  }
  // The awaited decision's time came: the seat's bot decides, or the timer plays for the person.
  const due = scheduleOf(table);
  if (due && due.turn === turn) fx.push({ kind: "decide", seat: due.seat, turn, by: due.by });
}

// ---- the game -----------------------------------------------------------------------------------

/**
 * An action for the game: checked against the rules, stored, then applied and announced. The store
 * effect comes first; everything anyone hears of the action follows it.
 */
function play(table: TableState, fx: Effect[], input: PlayInput): void {
  const game = table.game;
  if (!game) return;
  const { action, turn, connection } = input;
  const refuseWith = (code: ProtocolError["code"], text: string) => {
    if (connection !== null)
      fx.push({
        kind: "send",
        connection,
        out: { type: "error", message: { code, message: text, about: action.type } },
      });
  };
  if (turn !== undefined && turn !== game.turn) {
    refuseWith("stale-turn", `That was for turn ${turn}; the game is at turn ${game.turn}.`);
    return;
  }
  if (game.dealer && !input.dealReady && (action.type === "next-round" || action.type === "restart")) {
    fx.push({ kind: "prepare-deal", play: { ...input, dealReady: true } });
    return;
  }
  const prepared = game.prepare(action);
  if (prepared instanceof ProtocolError) {
    refuseWith(prepared.code, prepared.message);
    return;
  }
  fx.push({ kind: "store-action", gameId: table.gameRecord!.id, turn: game.turn, action });
  game.commit(prepared);
  tally(table, fx, prepared);
  botsHear(table, prepared.events);
  if (action.type === "move") clockDecision(table, fx, action.seat, action.by);
  afterChange(table, fx, prepared);
  if (prepared.events.some((e) => e.type === "round-ended")) afterRound(table, fx);
}

/**
 * A turn-based table's clocks after a seat's decision (turn-clocks.ts `decided`); a deadline missed
 * once too often in a row has a bot play the seat until its player comes back.
 */
function clockDecision(table: TableState, fx: Effect[], seat: number, by: string): void {
  const pace = turnBasedPace(table.record.settings);
  const clocks = table.record.turnClocks;
  if (!pace || !clocks || clocks.gameId !== table.gameRecord?.id) return;
  if (by !== "player" && by !== "timer") return;
  const after = decided(clocks, pace, seat, by, table.now);
  saveRecord(table, fx, { turnClocks: after });
  // The same person's next decision follows (a Chancellor's return): their notification stays, told again.
  const game = table.game!;
  if ((game.roundOver ? null : game.awaitingSeat) !== seat) takeBackYourTurn(table, fx, seat);
  if (by !== "timer") return;
  log(fx, { table: table.record.id, seat, missed: after.missed[seat] }, "deadline missed; the timer moved");
  if (botTakesOver(after, pace, seat) && !table.seating.at(seat)!.botPlaying) {
    table.seating.setBotPlaying(seat, true);
    log(fx, { table: table.record.id, seat }, "deadlines missed in a row; a bot plays until the player returns");
    syncBots(table);
  }
}

/** A restored turn-based table: a bot plays again for each seat that had missed too many deadlines. */
function standInForMissed(table: TableState): void {
  const pace = turnBasedPace(table.record.settings);
  const clocks = table.record.turnClocks;
  if (!pace || !clocks) return;
  table.seating.all().forEach((seat, index) => {
    if (seat.occupant.kind === "human" && botTakesOver(clocks, pace, index)) table.seating.setBotPlaying(index, true);
  });
}

/** A move that neither starts nor ends a round: the public table is the same after it. */
function isMoveWithinRound(prepared: PreparedAction): boolean {
  return prepared.action.type === "move" && !prepared.startsRound && !prepared.state.roundOver;
}

/** The next decision's timer or bot is set; then everyone hears what changed, with its deadline. */
function afterChange(table: TableState, fx: Effect[], prepared: PreparedAction | null): void {
  if (prepared?.startsRound) table.seating.clearReady();
  scheduleAction(table, fx);
  push(fx, viewsFor(table));
  // A move within a round changes nothing the public table shows (phase, round, seats, scores):
  // building and showing it again after every move cost a tenth of the server's time under load.
  // A turn-based table's public clocks change with every decision.
  const same = prepared && (isMoveWithinRound(prepared) || nextRoundFollows(table, prepared));
  if (!same || turnBasedPace(table.record.settings)) show(table, fx);
}

/**
 * Whether this action ended a round that the next follows at once (no pause between rounds, and
 * the match goes on): the table is shown with the next round's deal, a few milliseconds later,
 * rather than for no time in between (a broadcast to everyone every round).
 */
function nextRoundFollows(table: TableState, prepared: PreparedAction): boolean {
  return prepared.state.roundOver && table.record.settings.intermissionSeconds === 0 && !matchEnded(table);
}

/** Whether the game's match is over here (a perpetual table deals the next one instead). */
function matchEnded(table: TableState): boolean {
  return table.game!.matchOver && !isPerpetual(table.record.settings);
}

/** The awaited decision's timer changed without a move (a bot took the seat, or its player is back). */
function reschedule(table: TableState, fx: Effect[]): void {
  scheduleAction(table, fx);
  push(fx, viewsFor(table));
}

/** Sets the awaited decision's timer (the bot's pause or the person's deadline), or clears it. */
function scheduleAction(table: TableState, fx: Effect[]): void {
  timeAwaitedPerson(table, fx);
  const due = scheduleOf(table);
  if (!due) {
    table.deadline = 0;
    fx.push({ kind: "cancel-timer", name: "turn" });
    return;
  }
  table.deadline = due.by === "timer" ? table.now + due.ms : 0;
  setTimer(table, fx, "turn", due.ms, due.turn);
}

/** A turn-based table's clocks start timing a person's decision when it is first awaited (and stored so). */
function timeAwaitedPerson(table: TableState, fx: Effect[]): void {
  const clocks = table.record.turnClocks;
  if (!clocks || !turnBasedPace(table.record.settings) || clocks.gameId !== table.gameRecord?.id) return;
  const awaited = table.phase === "playing" ? (table.game?.awaitingSeat ?? null) : null;
  const seat = awaited !== null && !table.bots.has(awaited) ? awaited : null;
  // Nobody's decision is timed (a bot's turn, between rounds): the stored clocks say so too.
  const timed =
    seat === null
      ? clocks.seat === null
        ? clocks
        : { ...clocks, seat }
      : timing(clocks, seat, table.game!.turn, table.now);
  if (timed === clocks) return;
  saveRecord(table, fx, { turnClocks: timed });
  if (seat !== null) tellYourTurn(table, fx, seat);
}

function afterRound(table: TableState, fx: Effect[]): void {
  const game = table.game!;
  if (matchEnded(table)) {
    finishMatch(table, fx);
    return;
  }
  table.phase = "intermission";
  scheduleAction(table, fx);
  // A turn-based table waits for everyone's "ready" as long as for a move.
  const pace = turnBasedPace(table.record.settings);
  const ms = pace ? moveMs(pace) : table.record.settings.intermissionSeconds * 1000;
  table.intermissionEnds = table.now + ms;
  // No pause between rounds: the next one is dealt at once, and the table shown with it.
  if (ms === 0) {
    endIntermission(table, fx, game.turn);
    return;
  }
  setTimer(table, fx, "intermission", ms, game.turn);
  show(table, fx);
  endIntermissionIfReady(table, fx);
}

/** Every seated person here asked for a rematch: it starts, as if the host had pressed Start. */
function rematchIfAgreed(table: TableState, fx: Effect[]): void {
  // A bot program's vote counts only beside a person's: alone it would replay forever (docs/bot-api.md).
  const people = table.seating.all().filter((s) => s.occupant.kind === "human" && !s.occupant.program && !s.away);
  if (people.length === 0 || !people.every((s) => s.ready)) return;
  const filled = table.seating.occupants().filter((o) => o.kind !== "empty");
  if (filled.length < fewestPlayers(table.record.settings)) return;
  fx.push({ kind: "next", input: { kind: "start", occupants: filled } });
}

function endIntermissionIfReady(table: TableState, fx: Effect[]): void {
  // At a turn-based table, nobody is here most of the time: every seated person's "ready" counts.
  const absentCount = !turnBasedPace(table.record.settings);
  const people = table.seating
    .all()
    .filter((s) => s.occupant.kind === "human" && !(absentCount && s.away) && !s.botPlaying);
  if (people.every((s) => s.ready) && table.game) endIntermission(table, fx, table.game.turn);
}

function endIntermission(table: TableState, fx: Effect[], turn: number): void {
  const game = table.game;
  if (!game || game.turn !== turn || table.phase !== "intermission") return;
  fx.push({ kind: "cancel-timer", name: "intermission" });
  table.phase = "playing";
  table.intermissionEnds = 0;
  for (const { index, occupant } of table.seating.takeQueued()) {
    play(table, fx, {
      kind: "play",
      action: { type: "seat", seat: index, occupant },
      turn: undefined,
      connection: null,
    });
    seatChanged(table, fx, index, occupant);
  }
  // The table is shown once the next round (or match) is dealt, with its first views: every
  // action played here ends in afterChange. Showing it now too cost every round one more
  // broadcast, a few milliseconds before that one, for nothing but the phase.
  const next = { type: game.matchOver ? "restart" : "next-round" } as const;
  fx.push({ kind: "next", input: { kind: "play", action: next, turn: undefined, connection: null } });
}

/** A perpetual table's seat changed hands between rounds. */
function seatChanged(table: TableState, fx: Effect[], index: number, occupant: Occupant): void {
  const leaving = table.seating.at(index)!.connection;
  occupy(table, fx, index, occupant);
  if (leaving !== null) push(fx, reintroduce(table, leaving));
  if (occupant.kind === "human") {
    const arriving = liveConnectionOf(table, occupant.playerId);
    if (arriving === null) startTakeover(table, fx, index);
    else {
      attach(table, fx, arriving, index);
      push(fx, youFor(table, arriving));
    }
  }
  syncBots(table);
  show(table, fx);
}

/**
 * A quick-match table's match starts as soon as it is open: its people are on their way (each
 * was told the table), away until they come in, and a bot plays for one who has not come within
 * the grace period, as at a restored table.
 */
function startMatched(table: TableState, fx: Effect[]): void {
  for (const [index, seat] of table.seating.all().entries())
    if (seat.occupant.kind === "human") startTakeover(table, fx, index);
  start(table, fx, table.seating.occupants());
}

/** A match starts with these occupants (a start, or a rematch): its deal is derived first. */
function start(table: TableState, fx: Effect[], occupants: Occupant[]): void {
  if (table.phase !== "waiting" && table.phase !== "finished") return;
  // A stopping server leaves its tables as they are, to be resumed (scaled out: elsewhere).
  if (table.stopping) return;
  // A test's seed deals v0 (the test chose the deal); every other game deals from the committed
  // server seed and everyone's client seeds (docs/fair-deal.md).
  const seed = table.testSeed ?? "";
  table.testSeed = null; // the first game only: a rematch is dealt like any other game
  // Always the seed whose commitment the table has shown: it was drawn and shown before now.
  const serverSeed = seed === "" ? table.record.serverSeed : null;
  if (seed === "" && serverSeed === null) throw new Error("The table has no committed server seed for its next game.");
  // Last of its list: what follows the deal is the step of `dealt`, which shows the table.
  fx.push({ kind: "deal", occupants, serverSeed, clientSeeds: table.seeds.clientSeedsFor(occupants), seed });
}

function result(table: TableState, fx: Effect[], input: ResultInput): void {
  switch (input.kind) {
    case "seed-committed":
      table.seeds.committed(input.commitment);
      show(table, fx);
      return;
    case "dealt":
      dealt(table, fx, input);
      return;
    case "game-stored":
      gameStored(table, fx, input.how, input.ratings);
      return;
    case "tables-counted":
      tablesCounted(table, fx, input);
      return;
  }
}

/** The match is dealt: stored with its table, then everyone hears of it. */
function dealt(table: TableState, fx: Effect[], input: Extract<ResultInput, { kind: "dealt" }>): void {
  const { occupants, seed } = input;
  const settings = { ...table.record.settings, seats: occupants.length };
  table.seeds.dealt(input.botsSeed);
  const game = TableGame.deal({
    ruleset: settings.ruleset,
    players: occupants.length,
    options: engineOptions(settings),
    seed,
    first: input.dealer === null ? 0 : undefined,
    dealer: input.dealer,
  });
  const gameRecord = newGameRecord({
    id: input.gameId,
    tableId: table.record.id,
    settings,
    occupants,
    seed,
    fairDeal: input.fairDeal,
    first: game.state.first,
    now: table.now,
  });
  reseat(table, occupants);
  // The seed is the game's now: the next game gets a new one when this one ends.
  table.record = {
    ...table.record,
    status: "playing",
    gameId: gameRecord.id,
    seats: occupants,
    settings,
    serverSeed: null,
    turnClocks: turnClocksFor(table, settings, gameRecord.id, occupants),
    updatedAt: table.now,
  };
  fx.push({ kind: "save-game", game: gameRecord, record: table.record });
  timePause(table, fx);
  table.game = game;
  table.gameRecord = gameRecord;
  table.gameSerial++;
  table.phase = "playing";
  // A new game: everyone's log starts again.
  for (const connection of table.members.keys()) push(fx, reintroduce(table, connection));
  // A person who left after the last match is away from this one too.
  table.seating.all().forEach((seat, index) => {
    if (seat.occupant.kind === "human" && seat.away) startTakeover(table, fx, index);
  });
  syncBots(table);
  log(fx, { table: table.record.id, game: gameRecord.id, players: occupants.length }, "game started");
  afterChange(table, fx, null);
}

/** A new match's clocks, paused for whoever seated is on vacation. */
function turnClocksFor(
  table: TableState,
  settings: TableSettings,
  gameId: string,
  occupants: readonly Occupant[],
): TurnClocks | null {
  const pace = turnBasedPace(settings);
  if (!pace) return null;
  let clocks = newTurnClocks(pace, gameId, occupants.length, table.now);
  occupants.forEach((occupant, seat) => {
    const until = occupant.kind === "human" ? table.vacations.get(occupant.playerId) : undefined;
    if (until !== undefined && until > table.now) clocks = vacationed(clocks, seat, until, table.now);
  });
  return clocks;
}

/** A new game's seats (empty ones gone): each person keeps the connection they played with. */
function reseat(table: TableState, occupants: readonly Occupant[]): void {
  const { seating } = table;
  const before = seating.all().filter((seat) => seat.occupant.kind === "human" && seat.connection !== null);
  seating.reset(occupants);
  for (const seat of before) {
    const index = seating.indexOfPlayer((seat.occupant as { playerId: string }).playerId);
    if (index === null) continue;
    seating.attach(index, seat.connection!);
    if (seat.away) seating.markAway(index);
  }
}

function finishMatch(table: TableState, fx: Effect[]): void {
  table.phase = "finished";
  table.seating.clearReady(); // from here "ready" is a vote for a rematch
  table.deadline = 0;
  fx.push({ kind: "cancel-timer", name: "turn" });
  // A rematch is dealt from a new server seed: stored, then its commitment shown (docs/fair-deal.md).
  endGame(table, fx, "finished", { status: "finished", serverSeed: newServerSeed() });
}

/**
 * Saves the game as ended, the table's `change` and, for a rated match, its ratings with them (one
 * transaction); with no game being played, the table's change alone.
 */
function endGame(table: TableState, fx: Effect[], how: GameEnd, change: Partial<TableRecord>): void {
  const { game, gameRecord } = table;
  if (!game || !gameRecord || gameRecord.status !== "playing") {
    saveRecord(table, fx, change);
    gameStored(table, fx, how, []);
    return;
  }
  const finished: GameRecord = endedGameRecord(gameRecord, game.state, game.matchOver, how, table.now);
  table.gameRecord = finished;
  table.record = { ...table.record, ...change, updatedAt: table.now };
  // Whoever a bot still plays for at the end left past the grace period and never came back.
  const abandoned = table.seating.all().flatMap((seat, index) => (seat.botPlaying ? [index] : []));
  fx.push({ kind: "end-game", game: finished, record: table.record, abandoned, how });
}

/** The ended game is stored: a closed table goes; a finished match is announced, with its ratings. */
function gameStored(table: TableState, fx: Effect[], how: GameEnd, ratings: RatingChange[]): void {
  if (how !== "finished") {
    close(table, fx);
    return;
  }
  const game = table.game!;
  const serverSeed = table.record.serverSeed;
  // The table is shown with the next game's commitment (seed-committed), never with the revealed seed alone.
  if (serverSeed !== null) fx.push({ kind: "commit-seed", serverSeed });
  else show(table, fx);
  fx.push({
    kind: "broadcast",
    out: { type: "game-over", message: { gameId: table.gameRecord!.id, winners: game.state.matchWinners, ratings } },
  });
  log(fx, { table: table.record.id, game: table.gameRecord!.id }, "game finished");
  tellMatchEnded(table, fx, table.gameRecord!.id, game.state.matchWinners);
  scheduleEmptyCheck(table, fx);
}

/**
 * Perpetual scoreboards (round wins; "discard": its win counters) follow each round's end. With no
 * `fx` (a restored table replaying its log), nothing is stored: those wins are already counted.
 */
export function tally(table: TableState, fx: Effect[] | null, prepared: PreparedAction): void {
  const settings = table.record.settings;
  if (!isPerpetual(settings)) return;
  const state = prepared.state;
  const wins = roundWins(prepared.events, state.rules.perpetual);
  if (!wins) return;
  const occupants = table.seating.occupants();
  table.scoreboard.count(occupants, state.participants, wins);
  if (!fx || settings.ruleset !== "discard") return;
  for (const seat of state.participants) {
    const occupant = occupants[seat];
    if (occupant?.kind !== "human") continue;
    fx.push({ kind: "add-discard-wins", playerId: occupant.playerId, won: wins.get(seat) ?? 0 });
  }
}

/** Whether this person belongs here without a code: host, seated or promised a seat, or already here. */
export function isOwnPerson(table: TableState, playerId: string): boolean {
  if (playerId === table.record.hostId || table.seating.indexOfPlayer(playerId) !== null) return true;
  if (table.seating.all().some((seat) => seat.next?.kind === "human" && seat.next.playerId === playerId)) return true;
  return isHere(table, playerId);
}
