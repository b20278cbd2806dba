import type { Kysely } from "kysely";

/**
 * Learning progress (docs/protocol.md, "Learning progress"): the /learn steps an account finished,
 * one row each, and when it turned the home page's offer of the guided game down. One row per step
 * so that two devices finishing steps at once both keep theirs (an insert never undoes another).
 *
 * Self-contained on purpose: a migration must do the same thing whatever the code becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("learn_steps")
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("step", "text", (column) => column.notNull())
    .addColumn("done_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("learn_steps_pk", ["player_id", "step"])
    .execute();
  await db.schema
    .createTable("learn_offers")
    .addColumn("player_id", "text", (column) => column.primaryKey())
    .addColumn("dismissed_at", "bigint", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("learn_offers").execute();
  await db.schema.dropTable("learn_steps").execute();
}
