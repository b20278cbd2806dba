import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, type SqliteDatabase as KyselySqliteDatabase, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Schema } from "./schema.js";
import {
  checkExpectedDatabase,
  checkIntegrity,
  damagedDatabase,
  isDamage,
  markDatabase,
  type StoreLog,
} from "./sqlite-file.js";

export type StoreKind = "sqlite" | "postgres";

export interface Connection {
  readonly db: Kysely<Schema>;
  readonly kind: StoreKind;
  /** SQLite's own handle, for the action log's batched commits (sqlite-commit-batch.ts); null on PostgreSQL. */
  readonly sqlite: SqliteDatabase.Database | null;
}

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** Where a store opened without the server's logger warns: never silently. */
export const STDERR_LOG: StoreLog = { warn: (_details, message) => process.stderr.write(`${message}\n`) };

/**
 * Connects to a PostgreSQL URL or a SQLite file (":memory:" for a throwaway database). A SQLite
 * file is checked first (sqlite-file.ts): a lost database is warned about on `log`, and a damaged
 * one throws UnusableStore.
 */
export function connect(location: string, log: StoreLog = STDERR_LOG): Connection {
  if (isPostgresUrl(location)) {
    return {
      kind: "postgres",
      db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool: postgresPool(location) }) }),
      sqlite: null,
    };
  }
  const sqlite = sqliteDatabase(location, log);
  return {
    kind: "sqlite",
    db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    sqlite,
  };
}

function sqliteDatabase(path: string, log: StoreLog): SqliteDatabase.Database {
  if (path === ":memory:") return configured(new SqliteDatabase(path));
  mkdirSync(dirname(path), { recursive: true });
  checkExpectedDatabase(path, log);
  const database = new SqliteDatabase(path);
  try {
    configured(database);
    checkIntegrity(database, path);
  } catch (error) {
    database.close();
    throw isDamage(error) ? damagedDatabase(path, `"${error.message}"`) : error;
  }
  markDatabase(path);
  return database;
}

function configured(database: SqliteDatabase.Database): SqliteDatabase.Database {
  // WAL lets readers (another process, a backup) work while the server writes.
  database.pragma("journal_mode = WAL");
  // In WAL mode, NORMAL syncs at checkpoints rather than at every commit. A commit is in the
  // operating system's hands when it returns, so a server killed with kill -9 loses nothing (the
  // restart test proves it); only a power cut or kernel crash can lose the last moves. Syncing every
  // move cost more than storing it.
  database.pragma("synchronous = NORMAL");
  return database;
}

/** Statements kept at most: queries are a fixed set of shapes, but a list's length changes the SQL. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL at every prepare: the
 * same few statements, thousands of times a second under load. This keeps the compiled ones.
 * Kysely runs a statement to the end before the next (`all` or `run`; the store never streams), so
 * sharing one is safe.
 */
function withStatementCache(database: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
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
