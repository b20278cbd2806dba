import type SqliteDatabase from "better-sqlite3";
import type { Kysely } from "kysely";
import type { AppendOutcome, CommitBatch, PendingAppend } from "./action-batch.js";
import type { Schema } from "./schema.js";
import { isUniqueViolation } from "./unique-violation.js";

/**
 * A batch of appends committed in one SQLite transaction, through compiled statements of SQLite's
 * own handle (one commit per move cost more than the rest of the move; batched, an append costs
 * about 18 µs under load). A refused append rolls back only its own statement.
 */
export function sqliteCommitBatch(db: Kysely<Schema>, database: SqliteDatabase.Database): CommitBatch {
  const predecessor = database.prepare<[string, number]>("SELECT 1 FROM actions WHERE game_id = ? AND seq = ?");
  const insert = database.prepare<[string, number, string, number]>(
    "INSERT INTO actions (game_id, seq, action, at) VALUES (?, ?, ?, ?)",
  );
  const store = (append: PendingAppend): AppendOutcome => {
    if (append.seq > 0 && predecessor.get(append.gameId, append.seq - 1) === undefined) return "gap";
    try {
      insert.run(append.gameId, append.seq, append.action, append.at);
      return "stored";
    } catch (error) {
      if (isUniqueViolation(error)) return "taken";
      throw error;
    }
  };
  return async (batch) => {
    const storeAll = database.transaction(() => batch.map(store));
    // Through Kysely's connection, so the batch never lands inside one of its open transactions
    // (its SQLite driver holds the single connection for a transaction's whole length).
    return db.connection().execute(async () => storeAll());
  };
}
