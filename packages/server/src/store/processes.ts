import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from "kysely";
import type { StoreKind } from "./database.js";
import { OPEN_TABLE_STATUSES, type TableRecord } from "./records.js";
import type { Schema } from "./schema.js";
import type { ProcessRecord } from "./store.js";
import { tableRow } from "./tables.js";

/*
 * Scale-out (docs/deploy.md): every server process holds a lease in `server_processes` and renews
 * it; each table names the process that hosts it (`tables.owner`). Leases are counted by the
 * database's clock, so the processes' clocks never have to agree.
 */

/** The database's clock, in epoch milliseconds. */
function now(kind: StoreKind): RawBuilder<number> {
  return kind === "postgres"
    ? sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`
    : sql<number>`cast((julianday('now') - 2440587.5) * 86400000 as integer)`;
}

export async function registerProcess(
  db: Kysely<Schema>,
  kind: StoreKind,
  id: string,
  address: string,
  leaseMs: number,
): Promise<void> {
  const leaseUntil = sql<number>`${now(kind)} + ${leaseMs}`;
  await db
    .insertInto("server_processes")
    .values({ id, address, started_at: Date.now(), lease_until: leaseUntil })
    .onConflict((conflict) => conflict.column("id").doUpdateSet({ address, lease_until: leaseUntil }))
    .execute();
}

/** Extends a lease that has not run out. An expired lease stays expired: its tables may be claimed already. */
export async function renewLease(db: Kysely<Schema>, kind: StoreKind, id: string, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable("server_processes")
    .set({ lease_until: sql<number>`${now(kind)} + ${leaseMs}` })
    .where("id", "=", id)
    .where("lease_until", ">=", now(kind))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseProcess(db: Kysely<Schema>, id: string): Promise<void> {
  await db.updateTable("server_processes").set({ lease_until: 0 }).where("id", "=", id).execute();
}

export async function processes(db: Kysely<Schema>, kind: StoreKind): Promise<ProcessRecord[]> {
  const rows = await db
    .selectFrom("server_processes")
    .selectAll()
    .select(now(kind).as("now"))
    .orderBy("started_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    address: row.address,
    startedAt: Number(row.started_at),
    leaseUntil: Number(row.lease_until),
    expired: Number(row.lease_until) < Number(row.now),
  }));
}

/** Forgets a process whose lease ran out, once no open table names it. */
export async function forgetProcess(db: Kysely<Schema>, kind: StoreKind, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("server_processes")
    .where("id", "=", id)
    .where("lease_until", "<", now(kind))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("tables")
            .select("tables.id")
            .where("tables.owner", "=", id)
            .where("tables.status", "in", OPEN_TABLE_STATUSES),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** An open table that no live process hosts: its owner is none, unknown, or past its lease. */
function claimable(kind: StoreKind) {
  return (eb: ExpressionBuilder<Schema, "tables">) =>
    eb.and([
      eb("tables.status", "in", OPEN_TABLE_STATUSES),
      // A sleeping table is hosted by nobody on purpose: it is woken, not claimed (sleeping-tables.ts).
      eb("tables.wakes_at", "is", null),
      eb.or([
        eb("tables.owner", "is", null),
        eb.not(
          eb.exists(
            eb
              .selectFrom("server_processes")
              .select("server_processes.id")
              .whereRef("server_processes.id", "=", "tables.owner")
              .where("server_processes.lease_until", ">=", now(kind)),
          ),
        ),
      ]),
    ]);
}

export async function claimableTables(db: Kysely<Schema>, kind: StoreKind): Promise<number> {
  const row = await db
    .selectFrom("tables")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .where(claimable(kind))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Makes `owner` the host of up to `limit` claimable tables, oldest first, in one statement: a table
 * is claimed by exactly one process however many try at once. In PostgreSQL the candidates are
 * locked with SKIP LOCKED, so concurrent claimers take different tables instead of waiting for
 * each other; SQLite runs one writer at a time.
 */
export async function claimTables(
  db: Kysely<Schema>,
  kind: StoreKind,
  owner: string,
  limit: number,
): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db
    .updateTable("tables")
    .set({ owner })
    .where("tables.id", "in", (eb) =>
      eb
        .selectFrom("tables")
        .select("tables.id")
        .where(claimable(kind))
        .orderBy("tables.created_at")
        .limit(limit)
        .$if(kind === "postgres", (query) => query.forUpdate().skipLocked()),
    )
    .where(claimable(kind))
    .returning("tables.id")
    .execute();
  return rows.map((row) => row.id);
}

export async function releaseTable(db: Kysely<Schema>, id: string, owner: string): Promise<void> {
  await db.updateTable("tables").set({ owner: null }).where("id", "=", id).where("owner", "=", owner).execute();
}

export async function tableOwner(db: Kysely<Schema>, id: string): Promise<string | null> {
  const row = await db.selectFrom("tables").select("owner").where("id", "=", id).executeTakeFirst();
  return row?.owner ?? null;
}

/**
 * saveTable for the process that hosts the table: a new table is inserted owned by `owner`; an
 * existing one is updated only while `owner` still owns it. False, with nothing written, when
 * another process owns it now (this one lost it: its lease ran out and a survivor claimed it).
 */
export async function saveOwnedTable(db: Kysely<Schema>, table: TableRecord, owner: string): Promise<boolean> {
  const row = tableRow(table);
  const { id: _id, ...changes } = row;
  const result = await db
    .insertInto("tables")
    .values({ ...row, owner })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(changes).where("tables.owner", "=", owner))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
