import type { DiscardWinsRecord } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import type { Schema } from "./schema.js";

/** Adds to a player's counters in one statement, so concurrent additions all count. */
export async function addDiscardWins(
  db: Kysely<Schema>,
  playerId: string,
  wins: number,
  rounds: number,
): Promise<void> {
  await db
    .insertInto("discard_wins")
    .values({ player_id: playerId, wins, rounds })
    .onConflict((conflict) =>
      conflict.column("player_id").doUpdateSet((eb) => ({
        wins: eb("discard_wins.wins", "+", wins),
        rounds: eb("discard_wins.rounds", "+", rounds),
      })),
    )
    .execute();
}

/** Most wins first; among equals, fewer rounds played (a better win rate) first. */
export async function discardLeaderboard(db: Kysely<Schema>, options: { limit: number }): Promise<DiscardWinsRecord[]> {
  return db
    .selectFrom("discard_wins")
    .innerJoin("players", "players.id", "discard_wins.player_id")
    .select(["discard_wins.player_id as playerId", "players.name", "discard_wins.wins", "discard_wins.rounds"])
    .orderBy("discard_wins.wins", "desc")
    .orderBy("discard_wins.rounds")
    .orderBy("discard_wins.player_id")
    .limit(options.limit)
    .execute();
}
