import type { GameAction, StoredAction } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import type { AppendOutcome, PendingAppend } from "./action-batch.js";
import type { Schema } from "./schema.js";
import { ActionConflict } from "./store.js";
import { isUniqueViolation } from "./unique-violation.js";

/**
 * Stores one append on its own (PostgreSQL's way when a batch can't be stored whole). This is the
 * guard against two server processes writing the same game: the log's primary key
 * (game_id, seq) lets only one of them store a given number ("taken"), and a number past the end
 * (its predecessor missing: "gap") means the writer's idea of the log is wrong. Either way nothing
 * is stored. Checking only the predecessor keeps an append one index lookup; actions are never
 * deleted, so a predecessor, once there, stays there.
 */
export async function appendOne(db: Kysely<Schema>, append: PendingAppend): Promise<AppendOutcome> {
  if (append.seq > 0) {
    const previous = await db
      .selectFrom("actions")
      .select("seq")
      .where("game_id", "=", append.gameId)
      .where("seq", "=", append.seq - 1)
      .executeTakeFirst();
    if (!previous) return "gap";
  }
  try {
    await db
      .insertInto("actions")
      .values({ game_id: append.gameId, seq: append.seq, action: append.action, at: append.at })
      .execute();
    return "stored";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

export function checkSequenceNumber(seq: number): void {
  if (!Number.isSafeInteger(seq) || seq < 0)
    throw new RangeError(`Action sequence numbers are integers from 0: ${seq}`);
}

export async function actions(db: Kysely<Schema>, gameId: string): Promise<StoredAction[]> {
  const rows = await db
    .selectFrom("actions")
    .select(["seq", "action", "at"])
    .where("game_id", "=", gameId)
    .orderBy("seq")
    .execute();
  return rows.map((row) => ({ seq: row.seq, action: JSON.parse(row.action) as GameAction, at: row.at }));
}

/**
 * The refusal of action `seq`: its number is `taken` already, or it would leave a `gap`. It names
 * the table (what the server's rooms know); the game's record says which.
 */
export async function actionConflict(
  db: Kysely<Schema>,
  gameId: string,
  seq: number,
  why: "taken" | "gap",
): Promise<ActionConflict> {
  const game = await db.selectFrom("games").select("table_id").where("id", "=", gameId).executeTakeFirst();
  const conflict = new ActionConflict(game?.table_id ?? gameId, seq);
  if (why === "gap")
    conflict.message = `Action ${seq} of game ${gameId} would leave a gap: action ${seq - 1} is not stored.`;
  return conflict;
}
