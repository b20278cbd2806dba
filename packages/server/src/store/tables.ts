import type { Occupant } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import { OPEN_TABLE_STATUSES, type TableRecord, type TableStatus, type TurnClocks } from "./records.js";
import type { Schema, TablesTable } from "./schema.js";

export async function saveTable(db: Kysely<Schema>, table: TableRecord): Promise<void> {
  const row = tableRow(table);
  const { id: _id, ...changes } = row;
  await db
    .insertInto("tables")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet(changes))
    .execute();
}

/** A table's record as its row (the owner column aside: only processes.ts sets it). */
export function tableRow(table: TableRecord): TablesTable {
  return {
    id: table.id,
    code: table.code,
    host_id: table.hostId,
    settings: JSON.stringify(table.settings),
    seats: JSON.stringify(table.seats),
    status: table.status,
    game_id: table.gameId,
    created_at: table.createdAt,
    updated_at: table.updatedAt,
    server_seed: table.serverSeed,
    turn_clocks: table.turnClocks ? JSON.stringify(table.turnClocks) : null,
    pace: table.settings.pace?.kind ?? "live",
  };
}

export async function table(db: Kysely<Schema>, id: string): Promise<TableRecord | null> {
  const row = await db.selectFrom("tables").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toTable(row) : null;
}

/**
 * The table a join code leads to. Codes are not unique over time (a closed table's code may be
 * reused), so a table still open wins over closed ones, then the newest.
 */
export async function tableByCode(db: Kysely<Schema>, code: string): Promise<TableRecord | null> {
  const row = await db
    .selectFrom("tables")
    .selectAll()
    .where("code", "=", code)
    .orderBy((eb) => eb.case().when("status", "in", OPEN_TABLE_STATUSES).then(0).else(1).end())
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ? toTable(row) : null;
}

/** Tables whose room is open, oldest first: the ones a restarted server restores (a sleeping one waits to be woken). */
export async function openTables(db: Kysely<Schema>): Promise<TableRecord[]> {
  const rows = await db
    .selectFrom("tables")
    .selectAll()
    .where("status", "in", OPEN_TABLE_STATUSES)
    .where("wakes_at", "is", null)
    .orderBy("created_at")
    .execute();
  return rows.map(toTable);
}

export async function openTablesHostedBy(db: Kysely<Schema>, hostId: string): Promise<number> {
  const row = await db
    .selectFrom("tables")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("status", "in", OPEN_TABLE_STATUSES)
    .where("host_id", "=", hostId)
    .where("pace", "=", "live")
    .executeTakeFirstOrThrow();
  return Number(row.count); // PostgreSQL counts in a bigint, which pg gives as a string
}

/** The open turn-based tables where this player has a seat, oldest first. */
export async function openTurnBasedTablesOf(db: Kysely<Schema>, playerId: string): Promise<TableRecord[]> {
  return openTablesOf(db, playerId, "turn-based");
}

/** The open tables where this player has a seat, oldest first: of one pace, or of any. */
export async function openTablesOf(
  db: Kysely<Schema>,
  playerId: string,
  pace?: "live" | "turn-based",
): Promise<TableRecord[]> {
  // The seats are JSON: the text search narrows the rows down, the parsed seats decide.
  let query = db
    .selectFrom("tables")
    .selectAll()
    .where("status", "in", OPEN_TABLE_STATUSES)
    .where("seats", "like", `%${JSON.stringify(playerId)}%`);
  if (pace) query = query.where("pace", "=", pace);
  const rows = await query.orderBy("created_at").execute();
  return rows
    .map(toTable)
    .filter((table) => table.seats.some((seat) => seat.kind === "human" && seat.playerId === playerId));
}

function toTable(row: TablesTable): TableRecord {
  return {
    id: row.id,
    code: row.code,
    hostId: row.host_id,
    settings: JSON.parse(row.settings) as TableRecord["settings"],
    seats: JSON.parse(row.seats) as Occupant[],
    status: row.status as TableStatus,
    gameId: row.game_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    serverSeed: row.server_seed,
    ...(row.turn_clocks === null ? {} : { turnClocks: JSON.parse(row.turn_clocks) as TurnClocks }),
  };
}
