import type { Kysely } from "kysely";

/**
 * Vacations (docs/protocol.md, "Vacations"): per player, the year whose days they spend, how many
 * of them are spent, and the vacation taken (since, until; until is when it ended, if early).
 *
 * Self-contained on purpose: a migration must do the same thing whatever the code becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vacations")
    .addColumn("player_id", "text", (column) => column.primaryKey())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("days_used", "integer", (column) => column.notNull())
    .addColumn("since", "bigint", (column) => column.notNull())
    .addColumn("until", "bigint", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("vacations").execute();
}
