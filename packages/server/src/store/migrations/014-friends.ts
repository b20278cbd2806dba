import type { Kysely } from "kysely";

/**
 * Friends and blocks (docs/protocol.md, "Friends"). A friendship is one row per pair of accounts,
 * its ids in order (`low_id` < `high_id`) so that two people asking each other at once meet on the
 * same row; `requested_by` asked, and `accepted_at` is null while the other has not answered. A
 * block is one person's alone: one row per blocker and blocked.
 *
 * Self-contained on purpose: a migration must do the same thing whatever the code becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("friendships")
    .addColumn("low_id", "text", (column) => column.notNull())
    .addColumn("high_id", "text", (column) => column.notNull())
    .addColumn("requested_by", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("accepted_at", "bigint")
    .addPrimaryKeyConstraint("friendships_pk", ["low_id", "high_id"])
    .execute();
  await db.schema.createIndex("friendships_high").on("friendships").column("high_id").execute();
  await db.schema
    .createTable("blocks")
    .addColumn("blocker_id", "text", (column) => column.notNull())
    .addColumn("blocked_id", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("blocks_pk", ["blocker_id", "blocked_id"])
    .execute();
  await db.schema.createIndex("blocks_blocked").on("blocks").column("blocked_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blocks").execute();
  await db.schema.dropTable("friendships").execute();
}
