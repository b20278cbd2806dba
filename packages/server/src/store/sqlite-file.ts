import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import type SqliteDatabase from "better-sqlite3";
import { UnusableStore } from "./store.js";

/** Where the store reports what an operator must hear about at start-up (the server's logger). */
export interface StoreLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Written beside a database the server made, so that a database that later goes missing (deleted,
 * moved, a volume mounted elsewhere) is noticed rather than silently replaced by an empty one.
 */
export function markerPath(path: string): string {
  return `${path}.marker`;
}

/** The action journal's directory of a SQLite database (action-journal.ts); none for one in memory. */
export function journalDirOf(path: string): string | null {
  return path === ":memory:" ? null : `${path}.actions`;
}

/** The database whose action journal is `dir` (journalDirOf's inverse). */
function databaseOfJournal(dir: string): string {
  return dir.slice(0, -".actions".length);
}

/** The line of a database's marker that says the server keeps an action journal beside it. */
const JOURNAL_NOTE = "Its action journal is ";

/**
 * Notes in the database's marker that its action journal is `dir` (once opened there): from then
 * on a missing journal is noticed (checkExpectedJournal), as a missing database is.
 */
export function noteJournal(dir: string): void {
  const marker = markerPath(databaseOfJournal(dir));
  const text = existsSync(marker) ? readFileSync(marker, "utf8") : "";
  if (text.includes(JOURNAL_NOTE)) return;
  writeFileSync(
    marker,
    `${text}${JOURNAL_NOTE}${dir} (noted ${new Date().toISOString()}): while this line is here and the\n` +
      "journal is missing, the server does not start, since the moves it held would be lost.\n",
  );
}

/** The marker without its journal note: a new database has no journal yet. */
function forgetJournal(path: string): void {
  const marker = markerPath(path);
  if (!existsSync(marker)) return;
  const lines = readFileSync(marker, "utf8").split("\n");
  const note = lines.findIndex((line) => line.startsWith(JOURNAL_NOTE));
  if (note >= 0) writeFileSync(marker, [...lines.slice(0, note), ...lines.slice(note + 2)].join("\n"));
}

/**
 * Before the action journal `dir` is opened: a journal the database's marker says was kept there
 * and that is gone (deleted, moved, a volume mounted elsewhere) refuses the start, loudly. The moves
 * not yet in the database were only in it: their games would come back at an earlier turn than
 * their players saw, without a word.
 */
export function checkExpectedJournal(dir: string): void {
  const marker = markerPath(databaseOfJournal(dir));
  if (existsSync(dir) || !existsSync(marker) || !readFileSync(marker, "utf8").includes(JOURNAL_NOTE)) return;
  throw new UnusableStore(
    `THE ACTION JOURNAL IS GONE: ${dir} is missing, but ${marker} shows that the server kept it there. ` +
      "It holds the last moves of the games in play that are not yet in the database: without them those " +
      "tables would come back at an earlier turn than their players saw. The server does not start. Put the " +
      `journal back at ${dir} (or restore your last backup) and start again. To start without the moves it ` +
      `held (their games then resume from their last move in the database), create the empty directory ${dir} ` +
      "and start again.",
  );
}

/**
 * Before SQLite opens `path`: a missing or empty database where the directory shows there was one
 * (its marker, its -wal or -shm files, its action journal) is warned about loudly, since SQLite would
 * quietly make a new, empty database there. A write-ahead log or action journal left without its
 * database is set aside first, to be put back with it: SQLite would otherwise reset the log, and
 * with it the last commits it still holds, and the journal's moves would be stored in the new one.
 */
export function checkExpectedDatabase(path: string, log: StoreLog): void {
  if (existsSync(path) && statSync(path).size > 0) return;
  const journal = journalDirOf(path)!;
  const traces = [markerPath(path), `${path}-wal`, `${path}-shm`, journal].filter((trace) => existsSync(trace));
  if (traces.length === 0) return; // a first start
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const setAside: Record<string, string> = {};
  // The action journal's moves belong to games of the lost database: a new one would store them.
  for (const file of traces.filter((trace) => trace.endsWith("-wal") || trace.endsWith("-shm") || trace === journal)) {
    setAside[file] = `${file}.orphaned-${stamp}`;
    renameSync(file, setAside[file]);
  }
  if (setAside[journal]) forgetJournal(path);
  const wal = setAside[`${path}-wal`];
  log.warn(
    { database: path, found: traces, setAside },
    `THE DATABASE IS GONE: ${path} is ${existsSync(path) ? "empty" : "missing"}, but ${traces.join(", ")} ` +
      "show that a database was there (it was deleted, moved, truncated, or the data directory is not the " +
      "one it was). Starting with a NEW, EMPTY database: the players, tables and games of the old one are " +
      "not in it. If this is not what you meant, stop the server now, put the old database file back at " +
      `${path} (or restore your last backup)${wal ? `, rename ${wal} back to ${path}-wal` : ""}` +
      `${setAside[journal] ? `, rename ${setAside[journal]} back to ${journal}` : ""}, and start ` +
      "again. If you meant to start afresh, there is nothing to do.",
  );
}

/** Marks `path` as a database the server made or opened (see markerPath). */
export function markDatabase(path: string): void {
  if (existsSync(markerPath(path))) return;
  writeFileSync(
    markerPath(path),
    `Love Letter's database is ${path} (marked ${new Date().toISOString()}).\n` +
      "While this file is here and the database is missing or empty, the server warns at start-up that the\n" +
      "database was lost. To start afresh on purpose, delete this file with the database.\n",
  );
}

/**
 * SQLite's quick_check (the structure of every page and index, in one pass over the file): a
 * damaged database refuses to start, before anything more is written to it.
 */
export function checkIntegrity(database: SqliteDatabase.Database, path: string): void {
  const rows = database.pragma("quick_check") as { quick_check: string }[];
  const problems = rows.map((row) => row.quick_check).filter((line) => line !== "ok");
  if (problems.length === 0) return;
  const shown = problems.slice(0, 3).join("; ");
  throw damagedDatabase(path, `${shown}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ""}`);
}

/** SQLite's error for a file that is damaged (SQLITE_CORRUPT and its extended codes) or no database at all. */
export function isDamage(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === "string" && /^SQLITE_(CORRUPT|NOTADB)/.test(code);
}

/** The refusal to start on a damaged database, with what to do about it. */
export function damagedDatabase(path: string, found: string): UnusableStore {
  return new UnusableStore(
    `The database ${path} is damaged: SQLite's integrity check found ${found}. The server does not start ` +
      "on a damaged database, so that nothing more is lost or written over it. What to do: stop anything " +
      `else using it; copy ${path} and its -wal and -shm files somewhere safe; then restore your last backup, ` +
      `or recover what can still be read into a new file with the sqlite3 tool (sqlite3 ${path} .recover | ` +
      `sqlite3 ${path}.recovered) and start on that one (loveletter serve --db ${path}.recovered) once it looks right.`,
  );
}
