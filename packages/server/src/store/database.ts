import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Schema } from "./schema.js";

export type StoreKind = "sqlite" | "postgres";

export interface Connection {
  readonly db: Kysely<Schema>;
  readonly kind: StoreKind;
}

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** Connects to a PostgreSQL URL or a SQLite file (":memory:" for a throwaway database). */
export function connect(location: string): Connection {
  if (isPostgresUrl(location)) {
    return {
      kind: "postgres",
      db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool: postgresPool(location) }) }),
    };
  }
  return {
    kind: "sqlite",
    db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqliteDatabase(location) }) }),
  };
}

function sqliteDatabase(path: string): SqliteDatabase.Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  // WAL lets readers (another process, a backup) work while the server writes.
  database.pragma("journal_mode = WAL");
  return database;
}

/**
 * pg returns int8 (bigint) columns as strings, since they can exceed 2^53. Ours hold epoch
 * milliseconds, far below that, so this pool parses them as numbers. The parser is set on the pool,
 * not globally, so other pg users in the process are unaffected.
 */
const numericInt8: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

function postgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, types: numericInt8 });
  // An idle client whose connection drops emits "error" on the pool, which would crash the process
  // if unhandled. The pool already discards that client; the next query reports a lasting outage.
  pool.on("error", () => {});
  return pool;
}
