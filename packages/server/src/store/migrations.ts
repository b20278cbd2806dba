import { type Kysely, type Migration, Migrator } from "kysely";
import * as initial from "./migrations/001-initial.js";
import * as scaleOut from "./migrations/002-scale-out.js";
import type { Schema } from "./schema.js";

/**
 * Every migration, in order, by name. They live in code rather than in files read at run time so
 * the built package and the bundled CLI need nothing beside the JavaScript. Never edit a migration
 * that has shipped: add the next one.
 */
const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "001-initial": initial,
  "002-scale-out": scaleOut,
};

/**
 * Brings the database up to date; a no-op when it already is. Kysely takes a lock first
 * (an advisory lock in PostgreSQL), so several processes starting at once migrate only once.
 */
export async function migrate(db: Kysely<Schema>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
