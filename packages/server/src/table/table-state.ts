import type { GameRecord, PlayerRecord, TablePhase } from "@loveletter/protocol";
import { PlayerBudgets } from "../rooms/player-budgets.js";
import type { TableRecord } from "../store/records.js";
import type { BotSeat } from "./bot-seat.js";
import { ChatLog } from "./chat-log.js";
import type { ProgramSeats } from "./program-seats.js";
import { Scoreboard } from "./scoreboard.js";
import { Seating } from "./seating.js";
import { type EventCursor, newCursor, type TableGame } from "./table-game.js";
import { TableSeeds } from "./table-seeds.js";

/** What the table keeps about each connection, seated or watching. */
export interface Member {
  readonly player: PlayerRecord;
  /** How far into the round's events this connection has been sent. */
  readonly cursor: EventCursor;
  /** When the connection dropped; its grace period counts from then. */
  droppedAt: number | null;
}

/** What a table's step is configured with: fixed for the table's life. */
export interface TableEnv {
  /** How long a disconnected player keeps their seat before a bot plays it. */
  readonly graceMs: number;
  /** A bot's pause before it acts, so people can follow the game. */
  readonly botDelayMs: number;
  /** The tables where each bot program sits, across the process (their limit). */
  readonly programSeats: ProgramSeats;
}

/**
 * Everything one table is: the record it stores, who sits where, who is connected and what each
 * was sent, the game, the phase and the timers' bookkeeping. Only the step (table-step.ts) changes
 * it; `now` and `stopping` are set by the interpreter before each input, so the step reads no clock.
 */
export interface TableState {
  readonly env: TableEnv;
  record: TableRecord;
  readonly seating: Seating;
  readonly members: Map<string, Member>;
  readonly chat: ChatLog;
  readonly scoreboard: Scoreboard;
  /** What each person may still send here (docs/protocol.md, "Limits"). */
  readonly budgets: PlayerBudgets;
  readonly seeds: TableSeeds;
  /** A bot for every bot seat and every seat a bot stands in for (turn-keeper.ts). */
  readonly bots: Map<number, BotSeat>;
  phase: TablePhase;
  game: TableGame | null;
  gameRecord: GameRecord | null;
  /** Counts the games dealt here, so a timer set in an earlier game is recognised as stale. */
  gameSerial: number;
  intermissionEnds: number;
  /** Epoch ms when the awaited person's decision times out (0: none); it travels in each view. */
  deadline: number;
  /** Until when each person here is on vacation, as the table last heard (ended ones: a time past). */
  readonly vacations: Map<string, number>;
  /** The takeover timers running, by seat. */
  readonly takeovers: Set<number>;
  /** The first game's seed, when a test chose it. */
  testSeed: string | null;
  /** Closed (everyone let go) or failed: nothing more happens. */
  closed: boolean;
  /** The time of the input being stepped (epoch ms). */
  now: number;
  /** The server is stopping: tables stay as they are, to be resumed. */
  stopping: boolean;
}

export function newTableState(env: TableEnv, record: TableRecord, testSeed: string | null, now: number): TableState {
  const table: TableState = {
    env,
    record,
    seating: new Seating(record.seats),
    members: new Map(),
    chat: new ChatLog(),
    scoreboard: new Scoreboard(),
    budgets: new PlayerBudgets(() => table.now),
    seeds: new TableSeeds(),
    bots: new Map(),
    phase: "waiting",
    game: null,
    gameRecord: null,
    gameSerial: 0,
    intermissionEnds: 0,
    deadline: 0,
    vacations: new Map(),
    takeovers: new Set(),
    testSeed,
    closed: false,
    now,
    stopping: false,
  };
  return table;
}

export function newMember(player: PlayerRecord): Member {
  return { player, cursor: newCursor(), droppedAt: null };
}
