import type { Kysely } from "kysely";

/**
 * Scale-out (docs/deploy.md): the server processes of a deployment, each with a lease it renews,
 * and which process hosts each table. A table whose owner's lease has run out (the process died or
 * was stopped) is claimed by exactly one surviving process, which resumes it from the store.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("server_processes")
    // Colyseus's process id.
    .addColumn("id", "text", (column) => column.primaryKey())
    // Where clients reach it (its public address), for operators reading the table.
    .addColumn("address", "text", (column) => column.notNull())
    .addColumn("started_at", "bigint", (column) => column.notNull())
    // Epoch milliseconds, by the database's clock: the process is alive until then.
    .addColumn("lease_until", "bigint", (column) => column.notNull())
    .execute();

  // Null: no process hosts the table (a single-process server never sets it, and a process hands a
  // table back this way); any process may claim it.
  await db.schema.alterTable("tables").addColumn("owner", "text").execute();
  await db.schema.createIndex("tables_owner").on("tables").column("owner").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("tables_owner").execute();
  await db.schema.alterTable("tables").dropColumn("owner").execute();
  await db.schema.dropTable("server_processes").execute();
}
