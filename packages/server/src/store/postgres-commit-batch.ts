import type { Kysely } from "kysely";
import type { AppendOutcome, CommitBatch } from "./action-batch.js";
import { appendOne } from "./actions.js";
import type { Schema } from "./schema.js";
import { isUniqueViolation } from "./unique-violation.js";

/**
 * A batch of appends on PostgreSQL: one query reads the last stored number of each game in the
 * batch, and one multi-row INSERT (one commit, one WAL sync) stores the appends that follow on;
 * each append alone cost two round trips and a sync of its own, and PostgreSQL on two shared cores
 * saturated at about 720 moves a second.
 *
 * A game's log has no gaps and loses nothing, so "its predecessor is stored and its number is
 * free" is "its number is the last one plus one", taking the batch's earlier appends into account.
 * Should another process store one of these numbers between the read and the INSERT, the INSERT
 * fails whole and the batch is stored one append at a time, each checked on its own.
 */
export function postgresCommitBatch(db: Kysely<Schema>): CommitBatch {
  return async (batch) => {
    const gameIds = [...new Set(batch.map((append) => append.gameId))];
    const lastRows = await db
      .selectFrom("actions")
      .select(["game_id", (eb) => eb.fn.max("seq").as("last")])
      .where("game_id", "in", gameIds)
      .groupBy("game_id")
      .execute();
    const next = new Map<string, number>(gameIds.map((id) => [id, 0]));
    for (const row of lastRows) next.set(row.game_id, Number(row.last) + 1);
    const outcomes = batch.map((append): AppendOutcome => {
      const expected = next.get(append.gameId)!;
      if (append.seq < expected) return "taken";
      if (append.seq > expected) return "gap";
      next.set(append.gameId, expected + 1);
      return "stored";
    });
    const rows = batch
      .filter((_, i) => outcomes[i] === "stored")
      .map((append) => ({ game_id: append.gameId, seq: append.seq, action: append.action, at: append.at }));
    if (rows.length === 0) return outcomes;
    try {
      await db.insertInto("actions").values(rows).execute();
      return outcomes;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const oneByOne: AppendOutcome[] = [];
    for (const append of batch) oneByOne.push(await appendOne(db, append));
    return oneByOne;
  };
}
