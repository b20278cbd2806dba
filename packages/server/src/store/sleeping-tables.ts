import type { Kysely } from "kysely";
import { OPEN_TABLE_STATUSES } from "./records.js";
import type { Schema } from "./schema.js";

/**
 * A turn-based table nobody is connected to falls asleep: it holds no room, and the store keeps
 * when its next deadline falls due. No process hosts it (its owner is cleared, and a sleeping table
 * is never claimable), so whichever process wakes it first, atomically, restores it.
 */
export async function sleepTable(
  db: Kysely<Schema>,
  id: string,
  wakesAt: number,
  owner: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("tables")
    .set({ wakes_at: wakesAt, owner: null })
    .where("id", "=", id)
    .where("status", "in", OPEN_TABLE_STATUSES)
    .$if(owner !== null, (query) => query.where("owner", "=", owner))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Wakes a sleeping table for `owner` (null: a server on its own); true for exactly one waker. */
export async function wakeTable(db: Kysely<Schema>, id: string, owner: string | null): Promise<boolean> {
  const result = await db
    .updateTable("tables")
    .set({ wakes_at: null, owner })
    .where("id", "=", id)
    .where("wakes_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Up to `limit` sleeping tables whose deadline is due at `now`, the longest overdue first. */
export async function dueTables(db: Kysely<Schema>, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom("tables")
    .select("id")
    .where("wakes_at", "<=", now)
    .orderBy("wakes_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the table sleeps now. */
export async function isAsleep(db: Kysely<Schema>, id: string): Promise<boolean> {
  const row = await db.selectFrom("tables").select("wakes_at").where("id", "=", id).executeTakeFirst();
  return row !== undefined && row.wakes_at !== null;
}

export async function sleepingTables(db: Kysely<Schema>): Promise<number> {
  const row = await db
    .selectFrom("tables")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .where("wakes_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
