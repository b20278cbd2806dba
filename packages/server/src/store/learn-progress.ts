import type { LearnProgress } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import type { Schema } from "./schema.js";

/** An account's /learn progress (migration 011): its steps in the order first finished, and the offer's answer. */
export async function learnProgress(db: Kysely<Schema>, playerId: string): Promise<LearnProgress> {
  const steps = await db
    .selectFrom("learn_steps")
    .select("step")
    .where("player_id", "=", playerId)
    .orderBy("done_at")
    .orderBy("step")
    .execute();
  const offer = await db
    .selectFrom("learn_offers")
    .select("player_id")
    .where("player_id", "=", playerId)
    .executeTakeFirst();
  return { done: steps.map((s) => s.step), offerDismissed: offer !== undefined };
}

/**
 * Adds to an account's progress: steps already finished keep their first time, and a dismissed
 * offer stays dismissed (nothing here undoes progress). Returns the progress as it now is.
 */
export async function addLearnProgress(
  db: Kysely<Schema>,
  playerId: string,
  progress: LearnProgress,
  now: number,
): Promise<LearnProgress> {
  if (progress.done.length > 0)
    await db
      .insertInto("learn_steps")
      .values(progress.done.map((step) => ({ player_id: playerId, step, done_at: now })))
      .onConflict((conflict) => conflict.columns(["player_id", "step"]).doNothing())
      .execute();
  if (progress.offerDismissed)
    await db
      .insertInto("learn_offers")
      .values({ player_id: playerId, dismissed_at: now })
      .onConflict((conflict) => conflict.column("player_id").doNothing())
      .execute();
  return learnProgress(db, playerId);
}

/** Forgets an account's progress (its deletion). */
export async function forgetLearnProgress(db: Kysely<Schema>, playerId: string): Promise<void> {
  await db.deleteFrom("learn_steps").where("player_id", "=", playerId).execute();
  await db.deleteFrom("learn_offers").where("player_id", "=", playerId).execute();
}
