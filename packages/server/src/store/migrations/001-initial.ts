import type { Kysely } from "kysely";

/** The bots as players: they get ratings like anyone, as reference points on the leaderboards. */
export const BOT_PLAYERS = [
  { id: "bot-random", name: "Random bot" },
  { id: "bot-heuristic", name: "Heuristic bot" },
  { id: "bot-expert", name: "Expert bot" },
] as const;

// Types portable to both databases only: text, integer, bigint, double precision. No foreign keys:
// records refer to each other in both directions (a table names its game, a game its table), so
// callers may save them in either order; and nothing is ever deleted, so there is nothing to cascade.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("players")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("token_hash", "text", (column) => column.unique())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("tables")
    .addColumn("id", "text", (column) => column.primaryKey())
    // Not unique: a finished table's join code may be handed out again.
    .addColumn("code", "text")
    .addColumn("host_id", "text", (column) => column.notNull())
    .addColumn("settings", "text", (column) => column.notNull())
    .addColumn("seats", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("game_id", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("tables_code").on("tables").column("code").execute();
  await db.schema.createIndex("tables_status").on("tables").column("status").execute();

  await db.schema
    .createTable("games")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("table_id", "text", (column) => column.notNull())
    .addColumn("ruleset", "text", (column) => column.notNull())
    .addColumn("settings", "text", (column) => column.notNull())
    .addColumn("options", "text", (column) => column.notNull())
    .addColumn("seed", "text", (column) => column.notNull())
    .addColumn("first_seat", "integer", (column) => column.notNull())
    .addColumn("seats", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("winners", "text", (column) => column.notNull())
    .addColumn("scores", "text", (column) => column.notNull())
    .addColumn("rated", "integer", (column) => column.notNull())
    .addColumn("started_at", "bigint", (column) => column.notNull())
    .addColumn("ended_at", "bigint")
    .execute();
  await db.schema.createIndex("games_table").on("games").column("table_id").execute();

  await db.schema
    .createTable("game_players")
    .addColumn("game_id", "text", (column) => column.notNull())
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("started_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("game_players_pk", ["game_id", "player_id"])
    .execute();
  await db.schema.createIndex("game_players_history").on("game_players").columns(["player_id", "started_at"]).execute();

  // The primary key is what makes two writers of one game collide (ActionConflict).
  await db.schema
    .createTable("actions")
    .addColumn("game_id", "text", (column) => column.notNull())
    .addColumn("seq", "integer", (column) => column.notNull())
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("actions_pk", ["game_id", "seq"])
    .execute();

  await db.schema
    .createTable("ratings")
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("ruleset", "text", (column) => column.notNull())
    .addColumn("mu", "double precision", (column) => column.notNull())
    .addColumn("sigma", "double precision", (column) => column.notNull())
    .addColumn("rating", "integer", (column) => column.notNull())
    .addColumn("games", "integer", (column) => column.notNull())
    .addColumn("wins", "integer", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("ratings_pk", ["player_id", "ruleset"])
    .execute();
  await db.schema.createIndex("ratings_leaderboard").on("ratings").columns(["ruleset", "rating"]).execute();

  await db.schema
    .createTable("discard_wins")
    .addColumn("player_id", "text", (column) => column.primaryKey())
    .addColumn("wins", "integer", (column) => column.notNull())
    .addColumn("rounds", "integer", (column) => column.notNull())
    .execute();

  // The table's shape as of this migration, not the current schema: later migrations may change it.
  const seeding = db.withTables<{
    players: { id: string; name: string; token_hash: string | null; created_at: number };
  }>();
  const createdAt = Date.now();
  await seeding
    .insertInto("players")
    .values(BOT_PLAYERS.map((bot) => ({ id: bot.id, name: bot.name, token_hash: null, created_at: createdAt })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["discard_wins", "ratings", "actions", "game_players", "games", "tables", "players"]) {
    await db.schema.dropTable(table).execute();
  }
}
