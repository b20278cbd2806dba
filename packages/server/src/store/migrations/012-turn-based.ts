import type { Kysely } from "kysely";

/**
 * Turn-based tables (docs/protocol.md, "Turn-based tables"): a table keeps its match's clocks (each
 * seat's time bank and missed deadlines, and since when the awaited decision waits) as JSON, so a
 * restart resumes every deadline where it was; its pace is a column of its own so a player's
 * turn-based tables are found without reading every table's settings.
 *
 * Self-contained on purpose: a migration must do the same thing whatever the code becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tables").addColumn("turn_clocks", "text").execute();
  await db.schema
    .alterTable("tables")
    .addColumn("pace", "text", (column) => column.notNull().defaultTo("live"))
    .execute();
  await db.schema.createIndex("tables_pace_status").on("tables").columns(["pace", "status"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("tables_pace_status").execute();
  await db.schema.alterTable("tables").dropColumn("pace").execute();
  await db.schema.alterTable("tables").dropColumn("turn_clocks").execute();
}
