import { type Kysely, sql } from "kysely";

/**
 * A finished table stays open (its players see the results and may start a rematch) until it
 * closes, and a restarted server restores it. Until now "finished" meant both "the match is over"
 * and "the room closed", so a restart dropped every finished table. From now on a closed table is
 * "closed", and a table whose stored moves no longer replay is "failed" (its game too).
 *
 * Every table finished before this migration counts as closed: which of them still had an open
 * room is not recorded, and restoring them all would reopen every table ever played.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update tables set status = 'closed' where status = 'finished'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update tables set status = 'finished' where status in ('closed', 'failed')`.execute(db);
  await sql`update games set status = 'abandoned' where status = 'failed'`.execute(db);
}
