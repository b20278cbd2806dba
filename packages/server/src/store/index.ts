import { connect, STDERR_LOG } from "./database.js";
import { kyselyStore } from "./kysely-store.js";
import { migrate } from "./migrations.js";
import { damagedDatabase, isDamage, journalDirOf, type StoreLog } from "./sqlite-file.js";
import type { Store } from "./store.js";
import { WalCheckpointer } from "./wal-checkpointer.js";

export { isPostgresUrl } from "./database.js";
export { newId } from "./ids.js";
export { BOT_PLAYERS } from "./migrations/001-initial.js";
export type { TableRecord, TableStatus } from "./records.js";
export type { StoreLog } from "./sqlite-file.js";
export { ActionConflict, type ProcessRecord, type RatingUpdate, type Store, UnusableStore } from "./store.js";

/**
 * Opens the store at `location`: a postgres:// or postgresql:// URL, or else a SQLite file path
 * (its directory is created; ":memory:" for a throwaway database). The schema is migrated to the
 * latest version before the store is returned. A SQLite database that is damaged throws
 * UnusableStore; one that went missing is warned about on `log` (sqlite-file.ts).
 */
export async function openStore(location: string, options: { readonly log?: StoreLog } = {}): Promise<Store> {
  const { db, kind, sqlite } = connect(location, options.log);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw kind === "sqlite" && isDamage(error) ? damagedDatabase(location, `"${error.message}"`) : error;
  }
  const log = options.log ?? STDERR_LOG;
  if (!sqlite) return kyselyStore(db, kind, null);
  const checkpointer = location === ":memory:" ? null : WalCheckpointer.start(sqlite, location, log);
  return kyselyStore(db, kind, { database: sqlite, journalDir: journalDirOf(location), log, checkpointer });
}
