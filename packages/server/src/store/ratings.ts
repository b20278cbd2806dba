import type { LeaderboardRow, PlayerKind, RatingPoint, RatingRecord } from "@loveletter/protocol";
import { PROVISIONAL_GAMES } from "@loveletter/protocol";
import { type Kysely, sql, type Transaction } from "kysely";
import { displayedRating } from "../ratings.js";
import type { RatingsTable, Schema } from "./schema.js";
import type { MatchRatings, RatingUpdate } from "./store.js";

/** The kinds of player a leaderboard lists: people. */
const PEOPLE: PlayerKind[] = ["guest", "account"];

const RATING_COLUMNS = [
  "ratings.player_id",
  "ratings.ruleset",
  "ratings.mu",
  "ratings.sigma",
  "ratings.rating",
  "ratings.games",
  "ratings.wins",
  "ratings.bot_games",
  "ratings.bot_wins",
  "ratings.updated_at",
] as const;

export async function ratings(
  db: Kysely<Schema>,
  playerIds: readonly string[],
  ruleset: string,
): Promise<RatingRecord[]> {
  if (playerIds.length === 0) return [];
  const rows = await db
    .selectFrom("ratings")
    .select(RATING_COLUMNS)
    .where("player_id", "in", playerIds)
    .where("ruleset", "=", ruleset)
    .execute();
  return rows.map(toRating);
}

/** Saves one match's rating changes in one transaction: a match is rated whole or not at all. */
export async function saveRatings(db: Kysely<Schema>, ratings: MatchRatings): Promise<void> {
  if (ratings.updates.length === 0) return;
  await db.transaction().execute((trx) => writeRatings(trx, ratings));
}

/**
 * Writes one match's rating changes within `trx` (saveRatings; a finished game saved with its
 * ratings), with its season's changes and each player's point of rating history when its `game`
 * says which. The counters are incremented in SQL rather than written from what the caller read,
 * so two matches rated at once by two processes both count. One statement a table, however many
 * players.
 */
export async function writeRatings(trx: Transaction<Schema>, { updates, at, game }: MatchRatings): Promise<void> {
  if (updates.length === 0) return;
  await upsert(trx, "ratings", updates, at);
  if (!game) return;
  if (game.seasonUpdates.length > 0) await upsert(trx, "season_ratings", game.seasonUpdates, at, game.season);
  await trx
    .insertInto("rating_history")
    .values(
      updates.map((update) => ({
        player_id: update.playerId,
        ruleset: update.ruleset,
        game_id: game.gameId,
        rating: displayedRating(update.mu, update.sigma),
        at,
      })),
    )
    .onConflict((conflict) => conflict.columns(["player_id", "game_id"]).doNothing())
    .execute();
}

/** The rows of `updates` inserted, or their players' existing rows updated: their counters go up by one game (and a win). */
async function upsert(
  trx: Transaction<Schema>,
  table: "ratings" | "season_ratings",
  updates: readonly RatingUpdate[],
  now: number,
  season?: string,
): Promise<void> {
  const rows = updates.map((update) => ({
    player_id: update.playerId,
    ruleset: update.ruleset,
    mu: update.mu,
    sigma: update.sigma,
    rating: displayedRating(update.mu, update.sigma),
    games: 1,
    wins: update.won ? 1 : 0,
    bot_games: update.againstBots ? 1 : 0,
    bot_wins: update.againstBots && update.won ? 1 : 0,
    updated_at: now,
  }));
  // On a conflict the row takes the new rating, and its counters go up from what it holds: `table`'s
  // own columns (`excluded` is the row this insert proposed). Qualified, as PostgreSQL requires.
  const counters = {
    mu: sql.ref<number>("excluded.mu"),
    sigma: sql.ref<number>("excluded.sigma"),
    rating: sql.ref<number>("excluded.rating"),
    games: sql<number>`${sql.ref(`${table}.games`)} + 1`,
    wins: sql<number>`${sql.ref(`${table}.wins`)} + ${sql.ref("excluded.wins")}`,
    bot_games: sql<number>`${sql.ref(`${table}.bot_games`)} + ${sql.ref("excluded.bot_games")}`,
    bot_wins: sql<number>`${sql.ref(`${table}.bot_wins`)} + ${sql.ref("excluded.bot_wins")}`,
    updated_at: sql.ref<number>("excluded.updated_at"),
  };
  const key = ["player_id", "ruleset"] as const;
  if (table === "ratings")
    await trx
      .insertInto("ratings")
      .values(rows)
      .onConflict((conflict) => conflict.columns(key).doUpdateSet(counters))
      .execute();
  else
    await trx
      .insertInto("season_ratings")
      .values(rows.map((row) => ({ ...row, season: season! })))
      .onConflict((conflict) => conflict.columns(["season", ...key]).doUpdateSet(counters))
      .execute();
}

/** Ratings of one season (as `ratings` does for all time). */
export async function seasonRatings(
  db: Kysely<Schema>,
  season: string,
  playerIds: readonly string[],
  ruleset: string,
): Promise<RatingRecord[]> {
  if (playerIds.length === 0) return [];
  const rows = await db
    .selectFrom("season_ratings as ratings")
    .select(RATING_COLUMNS)
    .where("ratings.season", "=", season)
    .where("ratings.player_id", "in", playerIds)
    .where("ratings.ruleset", "=", ruleset)
    .execute();
  return rows.map(toRating);
}

/** The seasons with rated games in a ruleset, newest first. */
export async function seasons(db: Kysely<Schema>, ruleset: string): Promise<string[]> {
  const rows = await db
    .selectFrom("season_ratings")
    .select("season")
    .distinct()
    .where("ruleset", "=", ruleset)
    .orderBy("season", "desc")
    .execute();
  return rows.map((row) => row.season);
}

/** A player's rating after each rated game, oldest first. */
export async function ratingHistory(db: Kysely<Schema>, playerId: string): Promise<RatingPoint[]> {
  const rows = await db
    .selectFrom("rating_history")
    .select(["ruleset", "game_id", "rating", "at"])
    .where("player_id", "=", playerId)
    .orderBy("at")
    .execute();
  return rows.map((row) => ({ ruleset: row.ruleset, gameId: row.game_id, rating: row.rating, at: row.at }));
}

/**
 * A ruleset's leaderboard, of all time or of one season: people only (never a bot, nor a deleted
 * account), with at least `minGames` rated games; best displayed rating first (ties: more games,
 * then by id, for a stable order).
 */
export async function leaderboard(
  db: Kysely<Schema>,
  ruleset: string,
  options: { limit: number; minGames?: number; season?: string },
): Promise<LeaderboardRow[]> {
  const base =
    options.season === undefined
      ? db.selectFrom("ratings")
      : db.selectFrom("season_ratings as ratings").where("ratings.season", "=", options.season);
  const rows = await base
    .innerJoin("players", "players.id", "ratings.player_id")
    .select([...RATING_COLUMNS, "players.name", "players.kind"])
    .where("ratings.ruleset", "=", ruleset)
    .where("players.kind", "in", PEOPLE)
    .where("ratings.games", ">=", options.minGames ?? 1)
    .orderBy("ratings.rating", "desc")
    .orderBy("ratings.games", "desc")
    .orderBy("ratings.player_id")
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({
    ...toRating(row),
    name: row.name,
    kind: row.kind as PlayerKind,
    provisional: row.games < PROVISIONAL_GAMES,
  }));
}

export async function playerRatings(db: Kysely<Schema>, playerId: string): Promise<RatingRecord[]> {
  const rows = await db
    .selectFrom("ratings")
    .select(RATING_COLUMNS)
    .where("player_id", "=", playerId)
    .orderBy("ruleset")
    .execute();
  return rows.map(toRating);
}

function toRating(row: RatingsTable): RatingRecord {
  return {
    playerId: row.player_id,
    ruleset: row.ruleset,
    mu: row.mu,
    sigma: row.sigma,
    rating: row.rating,
    games: row.games,
    wins: row.wins,
    botGames: row.bot_games,
    botWins: row.bot_wins,
    updatedAt: row.updated_at,
  };
}
