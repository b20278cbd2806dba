import type { GameRecord } from "@loveletter/protocol";
import type SqliteDatabase from "better-sqlite3";
import type { Kysely } from "kysely";
import * as accounts from "./accounts.js";
import { ActionBatcher } from "./action-batch.js";
import * as botPrograms from "./bot-programs.js";
import type { StoreKind } from "./database.js";
import * as discardWins from "./discard-wins.js";
import * as friends from "./friends.js";
import * as games from "./games.js";
import * as learn from "./learn-progress.js";
import { notificationStore } from "./notifications.js";
import * as passkeys from "./passkeys.js";
import * as players from "./players.js";
import { postgresCommitBatch } from "./postgres-commit-batch.js";
import * as processes from "./processes.js";
import * as ratings from "./ratings.js";
import type { Schema } from "./schema.js";
import * as sessions from "./sessions.js";
import * as sleeping from "./sleeping-tables.js";
import { SqliteActionLog } from "./sqlite-action-log.js";
import type { StoreLog } from "./sqlite-file.js";
import type { Store } from "./store.js";
import * as tables from "./tables.js";
import * as vacations from "./vacations.js";
import type { WalCheckpointer } from "./wal-checkpointer.js";

/** Where a SQLite store keeps its action journal, where it warns, and what checkpoints its log. */
export interface SqliteLogSettings {
  readonly database: SqliteDatabase.Database;
  /** null for a database in memory. */
  readonly journalDir: string | null;
  readonly log: StoreLog;
  /** Stopped before the database closes; null for a database in memory. */
  readonly checkpointer: WalCheckpointer | null;
}

/**
 * The Store over a migrated Kysely database: each concept's queries live in their own module. The
 * action log is PostgreSQL's batched commits, or SQLite's journal (action-log.ts).
 */
export function kyselyStore(db: Kysely<Schema>, kind: StoreKind, sqlite: SqliteLogSettings | null): Store {
  const actionLog = sqlite
    ? new SqliteActionLog(db, sqlite.database, sqlite.journalDir, sqlite.log)
    : new ActionBatcher(db, postgresCommitBatch(db));
  /** An ended game gets no more actions: its log leaves the journal for the table before it is saved ended. */
  const logStoredIfEnded = async (game: GameRecord) => {
    if (game.status !== "playing") await actionLog.persist(game.id);
  };
  const notifications = notificationStore(db);
  return {
    ...notifications,
    kind,
    close: async () => {
      await actionLog.close();
      await sqlite?.checkpointer?.stop();
      await db.destroy();
    },
    openActionLog: async () => {
      if (actionLog instanceof SqliteActionLog) actionLog.open();
    },

    createGuest: (name) => players.createGuest(db, name),
    playerByToken: async (token) =>
      (await players.guestByToken(db, token)) ??
      (await sessions.liveSession(db, token, "bearer", Date.now()))?.player ??
      (await botPrograms.botProgramByToken(db, token)) ??
      null,
    createBotProgram: (name, ownerId, now) => botPrograms.createBotProgram(db, name, ownerId, now),
    botProgramsOf: (ownerId) => botPrograms.botProgramsOf(db, ownerId),
    newBotProgramToken: (id, ownerId) => botPrograms.newBotProgramToken(db, id, ownerId),
    deleteBotProgram: (id, ownerId) => botPrograms.deleteBotProgram(db, id, ownerId),
    player: (id) => players.player(db, id),
    renamePlayer: (id, name) => players.renamePlayer(db, id, name),

    createAccount: (username, passwordHash, now, guestId) =>
      accounts.createAccount(db, username, passwordHash, now, guestId),
    credentials: (username) => accounts.credentials(db, username),
    passwordHashOf: (playerId) => accounts.passwordHashOf(db, playerId),
    setPassword: (playerId, passwordHash) => accounts.setPassword(db, playerId, passwordHash),
    accountLocale: (playerId) => accounts.accountLocale(db, playerId),
    setAccountLocale: (playerId, locale) => accounts.setAccountLocale(db, playerId, locale),
    replaceRecoveryCodes: (playerId, codeHashes, now) => accounts.replaceRecoveryCodes(db, playerId, codeHashes, now),
    useRecoveryCode: (playerId, codeHash, now) => accounts.useRecoveryCode(db, playerId, codeHash, now),
    unusedRecoveryCodes: (playerId) => accounts.unusedRecoveryCodes(db, playerId),
    deleteAccount: async (playerId, now) => {
      // The deletion rewrites the player's seats in the stored actions: every action is there first.
      await actionLog.persist();
      await accounts.deleteAccount(db, playerId, now);
      await notifications.forgetNotificationsOf(playerId);
      await learn.forgetLearnProgress(db, playerId);
      await friends.forgetFriendsOf(db, playerId);
      await vacations.forgetVacation(db, playerId);
    },
    createSession: (playerId, now, expiresAt) => sessions.createSession(db, playerId, now, expiresAt),
    liveSession: (secret, by, now) => sessions.liveSession(db, secret, by, now),
    revokeSession: (id, now) => sessions.revokeSession(db, id, now),
    extendSession: (id, now, expiresAt) => sessions.extendSession(db, id, now, expiresAt),
    revokeSessionsOf: (playerId, now, keep) => sessions.revokeSessionsOf(db, playerId, now, keep),
    addPasskey: (passkey) => passkeys.addPasskey(db, passkey),
    passkey: (id) => passkeys.passkey(db, id),
    passkeysOf: (playerId) => passkeys.passkeysOf(db, playerId),
    usePasskey: (id, counter, now) => passkeys.usePasskey(db, id, counter, now),
    removePasskey: (id, playerId) => passkeys.removePasskey(db, id, playerId),

    learnProgress: (playerId) => learn.learnProgress(db, playerId),
    addLearnProgress: (playerId, progress, now) => learn.addLearnProgress(db, playerId, progress, now),
    vacationOf: (playerId) => vacations.vacationOf(db, playerId),
    vacationsOf: (playerIds) => vacations.vacationsOf(db, playerIds),
    saveVacation: (vacation) => vacations.saveVacation(db, vacation),

    requestFriend: (from, to, now) => friends.requestFriend(db, from, to, now),
    removeFriend: (a, b) => friends.removeFriend(db, a, b),
    friendLinks: (playerId) => friends.friendLinks(db, playerId),
    friendRelation: (playerId, otherId) => friends.relation(db, playerId, otherId),
    block: (blocker, blocked, now) => friends.block(db, blocker, blocked, now),
    unblock: (blocker, blocked) => friends.unblock(db, blocker, blocked),
    blockedBy: (blocker) => friends.blockedBy(db, blocker),
    blockersAmong: (playerId, ids) => friends.blockersAmong(db, playerId, ids),
    openTablesOf: (playerId) => tables.openTablesOf(db, playerId),

    saveTable: (table) => tables.saveTable(db, table),
    table: (id) => tables.table(db, id),
    tableByCode: (code) => tables.tableByCode(db, code),
    openTables: () => tables.openTables(db),
    openTablesHostedBy: (hostId) => tables.openTablesHostedBy(db, hostId),
    openTurnBasedTablesOf: (playerId) => tables.openTurnBasedTablesOf(db, playerId),
    sleepTable: (id, wakesAt, owner) => sleeping.sleepTable(db, id, wakesAt, owner),
    wakeTable: (id, owner) => sleeping.wakeTable(db, id, owner),
    dueTables: (now, limit) => sleeping.dueTables(db, now, limit),
    isAsleep: (id) => sleeping.isAsleep(db, id),
    sleepingTables: () => sleeping.sleepingTables(db),

    saveGame: async (game, ratings) => {
      await logStoredIfEnded(game);
      await games.saveGame(db, game, ratings);
    },
    saveGameAndTable: async (game, table, ratings) => {
      await logStoredIfEnded(game);
      await games.saveGameAndTable(db, game, table, ratings);
    },
    game: (id) => games.game(db, id),
    gamesOfPlayer: (playerId, options) => games.gamesOfPlayer(db, playerId, options),
    playerTotals: (playerId) => games.playerTotals(db, playerId),
    appendAction: (gameId, seq, action) => actionLog.append(gameId, seq, action),
    actions: (gameId) => actionLog.actions(gameId),

    ratings: (playerIds, ruleset) => ratings.ratings(db, playerIds, ruleset),
    saveRatings: (changes) => ratings.saveRatings(db, changes),
    leaderboard: (ruleset, options) => ratings.leaderboard(db, ruleset, options),
    playerRatings: (playerId) => ratings.playerRatings(db, playerId),
    seasonRatings: (season, playerIds, ruleset) => ratings.seasonRatings(db, season, playerIds, ruleset),
    seasons: (ruleset) => ratings.seasons(db, ruleset),
    ratingHistory: (playerId) => ratings.ratingHistory(db, playerId),

    addDiscardWins: (playerId, wins, rounds) => discardWins.addDiscardWins(db, playerId, wins, rounds),
    discardLeaderboard: (options) => discardWins.discardLeaderboard(db, options),

    registerProcess: (id, address, leaseMs) => processes.registerProcess(db, kind, id, address, leaseMs),
    renewLease: (id, leaseMs) => processes.renewLease(db, kind, id, leaseMs),
    releaseProcess: (id) => processes.releaseProcess(db, id),
    processes: () => processes.processes(db, kind),
    forgetProcess: (id) => processes.forgetProcess(db, kind, id),
    claimableTables: () => processes.claimableTables(db, kind),
    claimTables: (owner, limit) => processes.claimTables(db, kind, owner, limit),
    releaseTable: (id, owner) => processes.releaseTable(db, id, owner),
    tableOwner: (id) => processes.tableOwner(db, id),
    saveOwnedTable: (table, owner) => processes.saveOwnedTable(db, table, owner),
    saveGameAndOwnedTable: async (game, table, owner, ratings) => {
      await logStoredIfEnded(game);
      return games.saveGameAndTable(db, game, table, ratings, owner);
    },
  };
}
