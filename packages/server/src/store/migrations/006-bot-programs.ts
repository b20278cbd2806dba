import { type Kysely, sql } from "kysely";

/**
 * Bot programs (docs/bot-api.md): players of kind "bot" with a secret token (its sha256 in
 * token_hash, as a guest's) and the account that made them (owner_id; null when the server's admin
 * did). Their names share one key space with accounts' usernames: the unique index on name_key now
 * covers accounts and bots together, so no program takes a person's name nor the reverse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("players").addColumn("owner_id", "text").execute();
  await db.schema.dropIndex("players_account_name").execute();
  await db.schema
    .createIndex("players_registered_name")
    .on("players")
    .column("name_key")
    .unique()
    .where(sql.ref("kind"), "in", sql`('account', 'bot')`)
    .execute();
  await db.schema.createIndex("players_owner").on("players").column("owner_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("players_owner").execute();
  await db.schema.dropIndex("players_registered_name").execute();
  await db.schema
    .createIndex("players_account_name")
    .on("players")
    .column("name_key")
    .unique()
    .where(sql.ref("kind"), "=", "account")
    .execute();
  await db.schema.alterTable("players").dropColumn("owner_id").execute();
}
