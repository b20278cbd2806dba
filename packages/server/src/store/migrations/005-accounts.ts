import { nameKey } from "@loveletter/protocol";
import { type Kysely, sql } from "kysely";

/**
 * Accounts (docs/protocol.md, "Accounts"), and the ladder of people (docs/ratings.md).
 *
 * - players: what kind of player each is (guest, account, bot, deleted), the key its name is
 *   compared by (nameKey: unique among accounts, and never a guest's), and an account's password hash.
 * - sessions: a signed-in browser or client. The cookie's token and the bearer token derived from
 *   it are stored as hashes; a session ends at its expiry or when revoked.
 * - recovery_codes: an account's one-time codes, hashed; a used one keeps its row, marked.
 * - rating_history: each rated game's rating per player, for the player page's chart.
 * - season_ratings: ratings within one calendar month (UTC), the monthly season's leaderboard; past
 *   seasons stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("players")
    .addColumn("kind", "text", (column) => column.notNull().defaultTo("guest"))
    .execute();
  await db.schema.alterTable("players").addColumn("name_key", "text").execute();
  await db.schema.alterTable("players").addColumn("password_hash", "text").execute();

  // The table's shape as of this migration.
  const players = db.withTables<{ players: { id: string; name: string; kind: string; name_key: string | null } }>();
  await players.updateTable("players").set({ kind: "bot" }).where("id", "like", "bot-%").execute();
  for (const row of await players.selectFrom("players").select(["id", "name"]).execute())
    await players
      .updateTable("players")
      .set({ name_key: nameKey(row.name) })
      .where("id", "=", row.id)
      .execute();

  // One account per key; guests are looked up by key when an account takes it.
  await db.schema
    .createIndex("players_account_name")
    .on("players")
    .column("name_key")
    .unique()
    .where(sql.ref("kind"), "=", "account")
    .execute();
  await db.schema.createIndex("players_name_key").on("players").column("name_key").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("bearer_hash", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("sessions_player").on("sessions").column("player_id").execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("used_at", "bigint")
    .addPrimaryKeyConstraint("recovery_codes_pk", ["player_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("rating_history")
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("ruleset", "text", (column) => column.notNull())
    .addColumn("game_id", "text", (column) => column.notNull())
    .addColumn("rating", "integer", (column) => column.notNull())
    .addColumn("at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("rating_history_pk", ["player_id", "game_id"])
    .execute();
  await db.schema
    .createIndex("rating_history_player")
    .on("rating_history")
    .columns(["player_id", "ruleset", "at"])
    .execute();

  await db.schema
    .createTable("season_ratings")
    // "2026-11": the calendar month (UTC) the games were played in.
    .addColumn("season", "text", (column) => column.notNull())
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("ruleset", "text", (column) => column.notNull())
    .addColumn("mu", "double precision", (column) => column.notNull())
    .addColumn("sigma", "double precision", (column) => column.notNull())
    .addColumn("rating", "integer", (column) => column.notNull())
    .addColumn("games", "integer", (column) => column.notNull())
    .addColumn("wins", "integer", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("season_ratings_pk", ["season", "player_id", "ruleset"])
    .execute();
  await db.schema
    .createIndex("season_ratings_leaderboard")
    .on("season_ratings")
    .columns(["season", "ruleset", "rating"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["season_ratings", "rating_history", "recovery_codes", "sessions"])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("players_name_key").execute();
  await db.schema.dropIndex("players_account_name").execute();
  for (const column of ["password_hash", "name_key", "kind"])
    await db.schema.alterTable("players").dropColumn(column).execute();
}
