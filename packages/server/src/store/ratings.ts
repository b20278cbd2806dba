import type { LeaderboardRow, RatingRecord } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import { displayedRating } from "../ratings.js";
import type { RatingsTable, Schema } from "./schema.js";
import type { RatingUpdate } from "./store.js";

const RATING_COLUMNS = [
  "ratings.player_id",
  "ratings.ruleset",
  "ratings.mu",
  "ratings.sigma",
  "ratings.rating",
  "ratings.games",
  "ratings.wins",
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

/**
 * Saves one match's rating changes in one transaction: a match is rated whole or not at all. The
 * counters are incremented in SQL rather than written from what the caller read, so two matches
 * rated at once by two processes both count.
 */
export async function saveRatings(db: Kysely<Schema>, updates: readonly RatingUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const update of updates) {
      const win = update.won ? 1 : 0;
      const values = { mu: update.mu, sigma: update.sigma, rating: displayedRating(update.mu, update.sigma) };
      await trx
        .insertInto("ratings")
        .values({
          player_id: update.playerId,
          ruleset: update.ruleset,
          ...values,
          games: 1,
          wins: win,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(["player_id", "ruleset"]).doUpdateSet((eb) => ({
            ...values,
            games: eb("ratings.games", "+", 1),
            wins: eb("ratings.wins", "+", win),
            updated_at: now,
          })),
        )
        .execute();
    }
  });
}

/** A ruleset's leaderboard, best displayed rating first (ties: more games, then by id, for a stable order). */
export async function leaderboard(
  db: Kysely<Schema>,
  ruleset: string,
  options: { limit: number },
): Promise<LeaderboardRow[]> {
  const rows = await db
    .selectFrom("ratings")
    .innerJoin("players", "players.id", "ratings.player_id")
    .select([...RATING_COLUMNS, "players.name"])
    .where("ratings.ruleset", "=", ruleset)
    .orderBy("ratings.rating", "desc")
    .orderBy("ratings.games", "desc")
    .orderBy("ratings.player_id")
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ ...toRating(row), name: row.name }));
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
    updatedAt: row.updated_at,
  };
}
