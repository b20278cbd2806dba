import type { Kysely } from "kysely";
import type { Schema } from "./schema.js";

/** A player's vacation days (migration 015): the year they count in, how many are spent, the last vacation. */
export interface VacationRecord {
  readonly playerId: string;
  readonly year: number;
  readonly daysUsed: number;
  readonly since: number;
  /** When it ends, or ended (a vacation ended early has its end here). */
  readonly until: number;
}

export async function vacationOf(db: Kysely<Schema>, playerId: string): Promise<VacationRecord | null> {
  const row = await db.selectFrom("vacations").selectAll().where("player_id", "=", playerId).executeTakeFirst();
  return row ? toVacation(row) : null;
}

/** These players' last vacations (running or over), for a table opening with them seated. */
export async function vacationsOf(db: Kysely<Schema>, playerIds: readonly string[]): Promise<VacationRecord[]> {
  if (playerIds.length === 0) return [];
  const rows = await db.selectFrom("vacations").selectAll().where("player_id", "in", playerIds).execute();
  return rows.map(toVacation);
}

export async function saveVacation(db: Kysely<Schema>, vacation: VacationRecord): Promise<void> {
  const values = {
    year: vacation.year,
    days_used: vacation.daysUsed,
    since: vacation.since,
    until: vacation.until,
  };
  await db
    .insertInto("vacations")
    .values({ player_id: vacation.playerId, ...values })
    .onConflict((conflict) => conflict.column("player_id").doUpdateSet(values))
    .execute();
}

export async function forgetVacation(db: Kysely<Schema>, playerId: string): Promise<void> {
  await db.deleteFrom("vacations").where("player_id", "=", playerId).execute();
}

function toVacation(row: {
  player_id: string;
  year: number;
  days_used: number;
  since: number | string;
  until: number | string;
}): VacationRecord {
  // PostgreSQL gives a bigint as a string.
  return {
    playerId: row.player_id,
    year: Number(row.year),
    daysUsed: Number(row.days_used),
    since: Number(row.since),
    until: Number(row.until),
  };
}
