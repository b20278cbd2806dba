import { type Kysely, sql } from "kysely";

/**
 * Games with built-in bots are rated for the people in them (docs/ratings.md, "Bots"): each rating
 * counts apart the games and wins that had a bot at the table (`bot_games`, `bot_wins`; none yet, as
 * no game with a bot was rated before), and a bot's past games are listed under its strength's
 * player (`bot-heuristic`) as a person's are, so its profile shows them.
 *
 * Self-contained on purpose: a migration must do the same thing whatever the code becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["ratings", "season_ratings"])
    for (const column of ["bot_games", "bot_wins"])
      await db.schema
        .alterTable(table)
        .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
        .execute();

  const games = await sql<{ id: string; seats: string; started_at: number | string }>`
    select id, seats, started_at from games where seats like '%"kind":"bot"%'`.execute(db);
  const rows = db.withTables<{ game_players: { game_id: string; player_id: string; started_at: number } }>();
  for (const game of games.rows) {
    const seats = JSON.parse(game.seats) as { kind: string; strength?: string }[];
    const bots = [...new Set(seats.flatMap((seat) => (seat.kind === "bot" && seat.strength ? [seat.strength] : [])))];
    if (bots.length === 0) continue;
    await rows
      .insertInto("game_players")
      .values(
        bots.map((strength) => ({
          game_id: game.id,
          player_id: `bot-${strength}`,
          started_at: Number(game.started_at),
        })),
      )
      .onConflict((conflict) => conflict.columns(["game_id", "player_id"]).doNothing())
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from game_players where player_id like 'bot-%'`.execute(db);
  for (const table of ["ratings", "season_ratings"])
    for (const column of ["bot_games", "bot_wins"]) await db.schema.alterTable(table).dropColumn(column).execute();
}
