import type { Kysely } from "kysely";

/**
 * Sleeping turn-based tables (docs/deploy.md, "Sleeping turn-based tables"): a table nobody is
 * connected to is stored with the time its next deadline falls due and holds no room; the index
 * finds the tables due, oldest deadline first, for the process that wakes them.
 *
 * Self-contained on purpose: a migration must do the same thing whatever the code becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tables").addColumn("wakes_at", "bigint").execute();
  await db.schema.createIndex("tables_wakes_at").on("tables").column("wakes_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("tables_wakes_at").execute();
  await db.schema.alterTable("tables").dropColumn("wakes_at").execute();
}
