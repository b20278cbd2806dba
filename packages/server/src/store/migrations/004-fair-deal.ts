import type { Kysely } from "kysely";

/**
 * A deal every player can verify (docs/fair-deal.md). A game records how it was dealt: "v0" (every
 * game before this migration: a seed the server chose) or "v1" (commit-reveal: the commitment, the
 * secret server seed, the players' client seeds as JSON). A table keeps the server seed its next
 * game will be dealt from, drawn (and its commitment shown) before anyone can see a card of it, so a
 * restarted server, or another process, deals from the seed it committed to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("games")
    .addColumn("deal_version", "text", (column) => column.notNull().defaultTo("v0"))
    .execute();
  await db.schema.alterTable("games").addColumn("commitment", "text").execute();
  await db.schema.alterTable("games").addColumn("server_seed", "text").execute();
  await db.schema.alterTable("games").addColumn("client_seeds", "text").execute();
  await db.schema.alterTable("tables").addColumn("server_seed", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tables").dropColumn("server_seed").execute();
  for (const column of ["client_seeds", "server_seed", "commitment", "deal_version"])
    await db.schema.alterTable("games").dropColumn(column).execute();
}
