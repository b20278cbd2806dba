import { connect } from "./database.js";
import { kyselyStore } from "./kysely-store.js";
import { migrate } from "./migrations.js";
import type { Store } from "./store.js";

export { isPostgresUrl } from "./database.js";
export { newId } from "./ids.js";
export { BOT_PLAYERS } from "./migrations/001-initial.js";
export type * from "./records.js";
export { ActionConflict, type ProcessRecord, type RatingUpdate, type Store } from "./store.js";

/**
 * Opens the store at `location`: a postgres:// or postgresql:// URL, or else a SQLite file path
 * (its directory is created; ":memory:" for a throwaway database). The schema is migrated to the
 * latest version before the store is returned.
 */
export async function openStore(location: string): Promise<Store> {
  const { db, kind, sqlite } = connect(location);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return kyselyStore(db, kind, sqlite);
}
