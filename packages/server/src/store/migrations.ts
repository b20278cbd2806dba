import { type Kysely, type Migration, Migrator } from "kysely";
import * as initial from "./migrations/001-initial.js";
import * as scaleOut from "./migrations/002-scale-out.js";
import * as tableLifecycle from "./migrations/003-table-lifecycle.js";
import * as fairDeal from "./migrations/004-fair-deal.js";
import * as accounts from "./migrations/005-accounts.js";
import * as botPrograms from "./migrations/006-bot-programs.js";
import * as passkeys from "./migrations/007-passkeys.js";
import * as ladderOfPeople from "./migrations/008-ladder-of-people.js";
import * as notifications from "./migrations/009-notifications.js";
import * as botsRatePeople from "./migrations/010-bots-rate-people.js";
import * as learnProgress from "./migrations/011-learn-progress.js";
import * as turnBased from "./migrations/012-turn-based.js";
import * as accountLanguage from "./migrations/013-account-language.js";
import * as friends from "./migrations/014-friends.js";
import * as vacations from "./migrations/015-vacations.js";
import * as sleepingTables from "./migrations/016-sleeping-tables.js";
import type { Schema } from "./schema.js";

/**
 * Every migration, in order, by name. They live in code rather than in files read at run time so
 * the built package and the bundled CLI need nothing beside the JavaScript. Never edit a migration
 * that has shipped: add the next one.
 */
const MIGRATIONS = {
  "001-initial": initial,
  "002-scale-out": scaleOut,
  "003-table-lifecycle": tableLifecycle,
  "004-fair-deal": fairDeal,
  "005-accounts": accounts,
  "006-bot-programs": botPrograms,
  "007-passkeys": passkeys,
  "008-ladder-of-people": ladderOfPeople,
  "009-notifications": notifications,
  "010-bots-rate-people": botsRatePeople,
  "011-learn-progress": learnProgress,
  "012-turn-based": turnBased,
  "013-account-language": accountLanguage,
  "014-friends": friends,
  "015-vacations": vacations,
  "016-sleeping-tables": sleepingTables,
} as const satisfies Readonly<Record<string, Migration>>;

export type MigrationName = keyof typeof MIGRATIONS;

/**
 * Brings the database up to date (or, for tests of a migration, up to `target`); a no-op when it
 * already is. Kysely takes a lock first (an advisory lock in PostgreSQL), so several processes
 * starting at once migrate only once.
 */
export async function migrate(db: Kysely<Schema>, target?: MigrationName): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...MIGRATIONS }) } });
  const { error } = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(`Migration failed: ${String(error)}`);
}
