import {
  closeSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { UnusableStore } from "./store.js";

/** One action as the journal keeps it: which game, its number, when, and the action's JSON. */
export interface JournalRecord {
  readonly gameId: string;
  readonly seq: number;
  readonly at: number;
  /** The action, as stored (JSON). */
  readonly action: string;
}

/** A file of the journal is closed and a new one begun past this size. */
const FILE_BYTES = 4 * 1024 * 1024;

const FILE_NAME = /^(\d+)\.log$/;

const UTF8 = new TextEncoder();

/** The journal's files, oldest first. */
function journalFiles(dir: string): { serial: number; path: string }[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const match = FILE_NAME.exec(name);
      return match ? [{ serial: Number(match[1]), path: join(dir, name) }] : [];
    })
    .sort((a, b) => a.serial - b.serial);
}

/**
 * A journal file's records. A kill -9 cannot cut one `write` in two, but a power cut can leave the
 * last line unfinished: everything after the last newline is left out.
 */
function readRecords(path: string): JournalRecord[] {
  const text = readFileSync(path, "utf8");
  const end = text.lastIndexOf("\n");
  if (end < 0) return [];
  return text
    .slice(0, end)
    .split("\n")
    .map((line, index) => {
      try {
        const [gameId, seq, at, action] = JSON.parse(line) as [string, number, number, unknown];
        if (typeof gameId !== "string" || !Number.isSafeInteger(seq) || typeof at !== "number" || !action)
          throw new Error("not a journal record");
        return { gameId, seq, at, action: JSON.stringify(action) };
      } catch (error) {
        throw new UnusableStore(
          `The action journal ${path} is damaged at line ${index + 1} (${(error as Error).message}). The server ` +
            "does not start on it, so that no game is resumed without its moves. Move the file aside to start " +
            "without the moves it holds (the games they belong to then resume from their last stored move).",
        );
      }
    });
}

/** A journal line: `[gameId, seq, at, action]`, the action as it is (its JSON inlined). */
export function journalLine(record: JournalRecord): string {
  return `[${JSON.stringify(record.gameId)},${record.seq},${record.at},${record.action}]\n`;
}

/**
 * The SQLite store's action log on disk before its actions reach the database: append-only files
 * in a directory beside the database, one `write` for each batch of moves (docs/deploy.md, "Where
 * a move's CPU goes").
 *
 * Why not the database: a game's actions sit together in the `actions` table's primary key, so a
 * commit of the moves of a few milliseconds wrote a page of the key for every game among them, and
 * SQLite writes whole pages to its write-ahead log (then again at checkpoints): about 45 µs of a
 * move's CPU under load. Here a batch is one write of its lines. A write is in the operating
 * system's hands when it returns, so a server killed with kill -9 loses nothing, as with SQLite's
 * `synchronous = NORMAL`; neither survives a power cut without losing the last moves.
 *
 * The caller moves the actions into the database later, many of a game at once, and says which of
 * the journal's lines are then kept there (`release`): a file all of whose lines are is deleted. At
 * start-up, `open` hands back whatever a stopped or killed server left, to be moved first.
 *
 * One process at a time: the journal holds an exclusive lock (a SQLite lock on `lock` in its
 * directory, which the operating system releases when the process dies, however it dies). A
 * second server on the same database is refused at once.
 */
export class ActionJournal {
  private fd: number;
  private serial: number;
  private size: number;
  /** For each file still on disk, how many of its lines are not yet in the database. */
  private readonly live = new Map<number, number>();

  private constructor(
    private readonly dir: string,
    private readonly lock: SqliteDatabase.Database,
    serial: number,
  ) {
    this.serial = serial;
    this.fd = openSync(this.path(serial), "a");
    this.size = fstatSync(this.fd).size;
    this.live.set(serial, 0);
  }

  /**
   * Opens the journal in `dir`, taking its lock. `leftovers` receives the records of files that an
   * earlier server left and must store them before it returns: those files are deleted then.
   */
  static open(dir: string, leftovers: (records: JournalRecord[]) => void): ActionJournal {
    mkdirSync(dir, { recursive: true });
    const lock = takeLock(dir);
    try {
      const files = journalFiles(dir);
      leftovers(files.flatMap((file) => readRecords(file.path)));
      for (const file of files) unlinkSync(file.path);
      return new ActionJournal(dir, lock, (files.at(-1)?.serial ?? 0) + 1);
    } catch (error) {
      lock.close();
      throw error;
    }
  }

  /** The file the next lines go to: `release` takes it back with them. */
  get currentFile(): number {
    return this.serial;
  }

  /**
   * Writes the lines at the end of the current file, all or none: a failed or short write is cut
   * back off the file, and throws.
   */
  write(lines: string, count: number): void {
    const bytes = UTF8.encode(lines);
    let written = 0;
    try {
      written = writeSync(this.fd, bytes);
      if (written !== bytes.length) throw new Error(`The action journal took ${written} of ${bytes.length} bytes.`);
    } catch (error) {
      if (written > 0) ftruncateSync(this.fd, this.size);
      throw error;
    }
    this.size += written;
    this.live.set(this.serial, this.live.get(this.serial)! + count);
    if (this.size >= FILE_BYTES) this.rotate();
  }

  /** `count` lines of `file` are in the database now: a finished file with none left goes. */
  release(file: number, count: number): void {
    const left = this.live.get(file)! - count;
    this.live.set(file, left);
    if (left === 0 && file !== this.serial) this.remove(file);
  }

  /** Closes the journal and releases its lock. Files with lines not yet stored stay for the next start. */
  close(): void {
    closeSync(this.fd);
    if (this.live.get(this.serial) === 0) this.remove(this.serial);
    this.lock.close();
  }

  private rotate(): void {
    closeSync(this.fd);
    const done = this.serial;
    this.serial++;
    this.fd = openSync(this.path(this.serial), "a");
    this.size = 0;
    this.live.set(this.serial, 0);
    if (this.live.get(done) === 0) this.remove(done);
  }

  private remove(file: number): void {
    this.live.delete(file);
    unlinkSync(this.path(file));
  }

  private path(serial: number): string {
    return join(this.dir, `${String(serial).padStart(8, "0")}.log`);
  }
}

/**
 * The journal's lock: an exclusive transaction held open on a small SQLite file. SQLite's locks are
 * the operating system's, released when the process ends however it ends (no stale lock after a
 * kill -9), and they also keep apart two stores opened in one process.
 */
function takeLock(dir: string): SqliteDatabase.Database {
  const lock = new SqliteDatabase(join(dir, "lock"), { timeout: 0 });
  try {
    lock.exec("BEGIN EXCLUSIVE");
    return lock;
  } catch (error) {
    lock.close();
    if ((error as { code?: unknown }).code === "SQLITE_BUSY")
      throw new UnusableStore(
        `Another server is using this database: its action journal ${dir} is locked. A SQLite database ` +
          "serves one server process; to run several, use PostgreSQL and Redis (docs/deploy.md).",
      );
    throw error;
  }
}
