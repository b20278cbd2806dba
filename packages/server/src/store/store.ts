import type {
  BotProgramRecord,
  DiscardWinsRecord,
  FriendPerson,
  FriendRelation,
  GameAction,
  GameRecord,
  GameSummary,
  LeaderboardRow,
  LearnProgress,
  Locale,
  PlayerRecord,
  PlayerTotals,
  RatingPoint,
  RatingRecord,
  StoredAction,
} from "@loveletter/protocol";
import type { Credentials } from "./accounts.js";
import type { FriendLink, FriendRequestResult } from "./friends.js";
import type { NotificationStore } from "./notification-store.js";
import type { PasskeyRecord } from "./passkeys.js";
import type { TableRecord } from "./records.js";
import type { LiveSession, NewSession } from "./sessions.js";
import type { VacationRecord } from "./vacations.js";

/** A rating change to save: the new mu/sigma, and whether this match was a win. */
export interface RatingUpdate {
  readonly playerId: string;
  readonly ruleset: string;
  readonly mu: number;
  readonly sigma: number;
  readonly won: boolean;
  /** Whether a built-in bot sat at the match: such games are counted apart (docs/ratings.md). None: people only. */
  readonly againstBots?: boolean;
}

/** What a rated game adds to its rating changes: its season's changes and its point of history. */
export interface RatedGame {
  readonly gameId: string;
  /** The season it counts in ("2026-11") and the changes of its season ratings. */
  readonly season: string;
  readonly seasonUpdates: readonly RatingUpdate[];
}

/**
 * One match's rating changes, made at `at` (the records' updatedAt, the history point's time): of
 * all time, and of its season with its point of history when `game` says which.
 */
export interface MatchRatings {
  readonly updates: readonly RatingUpdate[];
  readonly at: number;
  readonly game?: RatedGame;
}

/** Thrown when an action's sequence number is already taken: another writer got there first. */
export class ActionConflict extends Error {
  constructor(
    readonly tableId: string,
    readonly seq: number,
  ) {
    super(`Action ${seq} of table ${tableId} is already stored.`);
    this.name = "ActionConflict";
  }
}

/**
 * The store cannot be used as it is (a damaged database): the server must not start on it. The
 * message says what happened and what to do, for the operator to read as it is.
 */
export class UnusableStore extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnusableStore";
  }
}

/** A server process of a scaled-out deployment, with its lease (docs/deploy.md). */
export interface ProcessRecord {
  /** Colyseus's process id. */
  readonly id: string;
  /** Its public address: where clients reach it. */
  readonly address: string;
  readonly startedAt: number;
  /** Epoch milliseconds by the database's clock. */
  readonly leaseUntil: number;
  /** Its lease has run out by the database's clock: the process died or stopped. */
  readonly expired: boolean;
}

/** Players: guests, their tokens and names, and bot programs (docs/bot-api.md). */
export interface PlayerStore {
  /** A new guest with a fresh secret token (returned once; only its hash is stored). */
  createGuest(name: string): Promise<{ player: PlayerRecord; token: string }>;
  /**
   * The player a bearer token belongs to (a guest's token, a live session's bearer token, or a bot
   * program's token), or null.
   */
  playerByToken(token: string): Promise<PlayerRecord | null>;
  /** A new bot program (docs/bot-api.md) and its token; `ownerId` null: made by the server's admin. */
  createBotProgram(
    name: string,
    ownerId: string | null,
    now: number,
  ): Promise<{ bot: BotProgramRecord; token: string }>;
  botProgramsOf(ownerId: string): Promise<BotProgramRecord[]>;
  newBotProgramToken(id: string, ownerId: string): Promise<{ bot: BotProgramRecord; token: string } | null>;
  deleteBotProgram(id: string, ownerId: string): Promise<boolean>;
  player(id: string): Promise<PlayerRecord | null>;
  /** Renames a guest; refuses a reserved name or an account's (invalid-name, name-taken). */
  renamePlayer(id: string, name: string): Promise<PlayerRecord | null>;
}

/** Accounts (src/accounts/, docs/protocol.md "Accounts"): passwords, recovery codes, sessions, passkeys. */
export interface AccountStore {
  /** A new account, or the guest `guestId` turned into one (same id); refuses a taken key (name-taken). */
  createAccount(username: string, passwordHash: string, now: number, guestId?: string): Promise<PlayerRecord>;
  /** The account a username names (compared by nameKey), or null. */
  credentials(username: string): Promise<Credentials | null>;
  passwordHashOf(playerId: string): Promise<string | null>;
  setPassword(playerId: string, passwordHash: string): Promise<void>;
  /** The language an account chose, or null (never chosen, or not an account). */
  accountLocale(playerId: string): Promise<Locale | null>;
  /** Keeps an account's language. */
  setAccountLocale(playerId: string, locale: Locale): Promise<void>;
  replaceRecoveryCodes(playerId: string, codeHashes: readonly string[], now: number): Promise<void>;
  /** Marks a recovery code used; false if it is not one of the account's unused codes. */
  useRecoveryCode(playerId: string, codeHash: string, now: number): Promise<boolean>;
  unusedRecoveryCodes(playerId: string): Promise<number>;
  /** The account becomes "deleted player" everywhere; its secrets and sessions go. */
  deleteAccount(playerId: string, now: number): Promise<void>;
  createSession(playerId: string, now: number, expiresAt: number): Promise<NewSession>;
  /** The live session a cookie's token or a bearer token opens at `now`, or null. */
  liveSession(secret: string, by: "cookie" | "bearer", now: number): Promise<LiveSession | null>;
  revokeSession(id: string, now: number): Promise<void>;
  /** A live session (not revoked, not expired at `now`) lasts until `expiresAt`: a renewal. */
  extendSession(id: string, now: number, expiresAt: number): Promise<void>;
  /** Revokes a player's sessions (all but `keep`); how many. */
  revokeSessionsOf(playerId: string, now: number, keep?: string): Promise<number>;
  addPasskey(passkey: PasskeyRecord): Promise<void>;
  /** A passkey by credential id, if its account still exists. */
  passkey(id: string): Promise<PasskeyRecord | null>;
  passkeysOf(playerId: string): Promise<PasskeyRecord[]>;
  /** Records a sign-in with a passkey: its new signature counter. */
  usePasskey(id: string, counter: number, now: number): Promise<void>;
  /** Removes one of a player's passkeys; false if it is not theirs. */
  removePasskey(id: string, playerId: string): Promise<boolean>;
}

/** What accounts finished on /learn (docs/protocol.md, "Learning progress"); a guest's stays in its browser. */
export interface LearnStore {
  learnProgress(playerId: string): Promise<LearnProgress>;
  /** Adds steps finished and the offer's dismissal (nothing is ever taken away); the progress as it now is. */
  addLearnProgress(playerId: string, progress: LearnProgress, now: number): Promise<LearnProgress>;
}

/** Friends and blocks between accounts (docs/protocol.md, "Friends"; friends.ts). */
export interface FriendStore {
  /** `from` asks `to` to be friends, or accepts `to`'s request. */
  requestFriend(from: string, to: string, now: number): Promise<FriendRequestResult>;
  /** Ends a friendship or a request between the two, whichever way; whether there was one. */
  removeFriend(a: string, b: string): Promise<boolean>;
  /** An account's friendships, asked and accepted, by name. */
  friendLinks(playerId: string): Promise<FriendLink[]>;
  /** Where `playerId` stands with `otherId`. */
  friendRelation(playerId: string, otherId: string): Promise<FriendRelation>;
  /** `blocker` blocks `blocked`, ending any friendship of theirs. */
  block(blocker: string, blocked: string, now: number): Promise<void>;
  unblock(blocker: string, blocked: string): Promise<boolean>;
  blockedBy(blocker: string): Promise<FriendPerson[]>;
  /** Which of `ids` blocked `playerId`. */
  blockersAmong(playerId: string, ids: readonly string[]): Promise<string[]>;
  /** The open tables (any pace) where this player has a seat, oldest first: a friend's "where they play". */
  openTablesOf(playerId: string): Promise<TableRecord[]>;
}

/** Players' vacation days (docs/protocol.md, "Vacations"). */
export interface VacationStore {
  vacationOf(playerId: string): Promise<VacationRecord | null>;
  /** These players' last vacations, running or over. */
  vacationsOf(playerIds: readonly string[]): Promise<VacationRecord[]>;
  saveVacation(vacation: VacationRecord): Promise<void>;
}

/** Tables, their games and the games' action logs. */
export interface GameStore {
  /** Inserts or replaces a table's record. */
  saveTable(table: TableRecord): Promise<void>;
  table(id: string): Promise<TableRecord | null>;
  tableByCode(code: string): Promise<TableRecord | null>;
  /** Tables whose room is open (waiting, playing, or finished and not yet closed): the ones a restarted server restores. */
  openTables(): Promise<TableRecord[]>;
  /** How many open live tables this player hosts (docs/protocol.md, "Limits"). */
  openTablesHostedBy(hostId: string): Promise<number>;
  /** The open turn-based tables where this player has a seat, oldest first (docs/protocol.md, "Turn-based tables"). */
  openTurnBasedTablesOf(playerId: string): Promise<TableRecord[]>;

  /**
   * Puts an open table to sleep until `wakesAt` (sleeping-tables.ts): no process hosts it then.
   * Scaled out, only while `owner` hosts it. Whether it did.
   */
  sleepTable(id: string, wakesAt: number, owner: string | null): Promise<boolean>;
  /** Wakes a sleeping table, hosted by `owner` from now on: true for exactly one of many wakers. */
  wakeTable(id: string, owner: string | null): Promise<boolean>;
  /** Up to `limit` sleeping tables whose deadline has come at `now`, the longest overdue first. */
  dueTables(now: number, limit: number): Promise<string[]>;
  isAsleep(id: string): Promise<boolean>;
  /** How many tables sleep now. */
  sleepingTables(): Promise<number>;

  /**
   * Inserts or replaces a game. A finished rated game is saved with its rating changes, in one
   * transaction: a server stopped at any moment leaves it either playing and unrated (its table
   * resumes and ends it again) or finished and rated, never finished without its ratings.
   */
  saveGame(game: GameRecord, ratings?: MatchRatings): Promise<void>;
  /**
   * saveGame with the record of the game's table, in the same transaction: a game starts and ends
   * with its table. A server stopped at any moment leaves both as they were or both saved, never a
   * game "playing" that no table plays (in its players' histories for ever) or a table at a game
   * that has ended.
   */
  saveGameAndTable(game: GameRecord, table: TableRecord, ratings?: MatchRatings): Promise<void>;
  game(id: string): Promise<GameRecord | null>;
  /** A player's games, newest first. */
  gamesOfPlayer(playerId: string, options: { limit: number; before?: number }): Promise<GameSummary[]>;
  /** A player's finished games and wins per ruleset, rated or not (a profile's totals). */
  playerTotals(playerId: string): Promise<PlayerTotals[]>;
  /**
   * Appends an action to a game's log. Sequence numbers start at 0 and have no gaps; storing a
   * taken number throws {@link ActionConflict} and stores nothing.
   */
  /**
   * Takes the action log for this process, before any table is restored: on SQLite its journal's
   * leftovers are stored and its lock taken (a second server on the database is refused here, with
   * UnusableStore); otherwise it is taken at its first use. Nothing to take on PostgreSQL.
   */
  openActionLog(): Promise<void>;
  appendAction(gameId: string, seq: number, action: GameAction): Promise<void>;
  actions(gameId: string): Promise<StoredAction[]>;
}

/** Ratings (docs/ratings.md), their seasons and history, and the "discard" win counters. */
export interface RatingStore {
  ratings(playerIds: readonly string[], ruleset: string): Promise<RatingRecord[]>;
  /** Saves one match's rating changes at once, atomically, with its season's and its history's when given. */
  saveRatings(ratings: MatchRatings): Promise<void>;
  /** People only, with at least `minGames` games (default 1); of all time, or of one season. */
  leaderboard(
    ruleset: string,
    options: { limit: number; minGames?: number; season?: string },
  ): Promise<LeaderboardRow[]>;
  playerRatings(playerId: string): Promise<RatingRecord[]>;
  seasonRatings(season: string, playerIds: readonly string[], ruleset: string): Promise<RatingRecord[]>;
  /** Seasons with rated games in a ruleset, newest first. */
  seasons(ruleset: string): Promise<string[]>;
  /** A player's rating after each of their rated games, oldest first. */
  ratingHistory(playerId: string): Promise<RatingPoint[]>;

  /** Adds to a player's "discard" win counter. */
  addDiscardWins(playerId: string, wins: number, rounds: number): Promise<void>;
  discardLeaderboard(options: { limit: number }): Promise<DiscardWinsRecord[]>;
}

/**
 * Scale-out: processes, their leases, and which process hosts each table. Only a server started
 * with Redis uses these (src/scale/); a single process restores every open table at start-up
 * instead. Leases are counted by the database's clock.
 */
export interface ClusterStore {
  /** Records a process with a lease of `leaseMs` from now. */
  registerProcess(id: string, address: string, leaseMs: number): Promise<void>;
  /** Extends a lease to `leaseMs` from now; false, changing nothing, once it has run out (a lease never revives). */
  renewLease(id: string, leaseMs: number): Promise<boolean>;
  /** Ends a process's lease now (a graceful stop): its tables become claimable at once. */
  releaseProcess(id: string): Promise<void>;
  processes(): Promise<ProcessRecord[]>;
  /** Deletes an expired process's record once no open table names it; whether it did. */
  forgetProcess(id: string): Promise<boolean>;
  /** How many open tables no live process hosts (no owner, or one whose lease ran out). */
  claimableTables(): Promise<number>;
  /**
   * Makes `owner` the host of up to `limit` of those tables, atomically: however many processes
   * claim at once, each table goes to exactly one. Returns the ids it got.
   */
  claimTables(owner: string, limit: number): Promise<string[]>;
  /** Hands a table back (no owner, so claimable) if `owner` still hosts it. */
  releaseTable(id: string, owner: string): Promise<void>;
  tableOwner(id: string): Promise<string | null>;
  /**
   * saveTable for the process hosting the table: inserts a new table owned by `owner`, or updates
   * one while `owner` still owns it. False, with nothing written, when another process owns it.
   */
  saveOwnedTable(table: TableRecord, owner: string): Promise<boolean>;
  /** saveGameAndTable for the process hosting the table: false, with nothing at all written, when another process owns it. */
  saveGameAndOwnedTable(game: GameRecord, table: TableRecord, owner: string, ratings?: MatchRatings): Promise<boolean>;
}

/**
 * Everything the server keeps. One implementation over Kysely serves SQLite (the default, a file
 * under ./data) and PostgreSQL (DATABASE_URL), with one migration set.
 */
export interface Store
  extends NotificationStore,
    PlayerStore,
    AccountStore,
    LearnStore,
    FriendStore,
    VacationStore,
    GameStore,
    RatingStore,
    ClusterStore {
  /** "sqlite" or "postgres". */
  readonly kind: "sqlite" | "postgres";
  close(): Promise<void>;
}

/**
 * Every write a table makes (table/table-core.ts). Scaled out, each one is fenced by the process's
 * lease (scale/owned-store.ts builds the fence as an object of this type: a write added here and
 * not fenced there does not compile).
 */
export type TableWrites = Pick<GameStore, "saveTable" | "saveGameAndTable" | "appendAction"> &
  Pick<RatingStore, "addDiscardWins">;

/** What a table reads: its host, its records and log, and the ratings a rated match changes. */
export type TableReads = Pick<PlayerStore, "playerByToken"> &
  Pick<GameStore, "table" | "tableByCode" | "openTablesHostedBy" | "openTurnBasedTablesOf" | "game" | "actions"> &
  Pick<RatingStore, "ratings" | "seasonRatings"> &
  Pick<VacationStore, "vacationsOf">;

/** The store as a table sees it: all a table needs, and no more. */
export type TableStore = TableReads & TableWrites;

/** The names of a table's reads, each once (checked against TableReads). */
export const TABLE_READS = {
  playerByToken: true,
  table: true,
  tableByCode: true,
  openTablesHostedBy: true,
  openTurnBasedTablesOf: true,
  game: true,
  actions: true,
  ratings: true,
  seasonRatings: true,
  vacationsOf: true,
} as const satisfies Record<keyof TableReads, true>;
