import type { GameAction, StoredAction } from "@loveletter/protocol";
import type SqliteDatabase from "better-sqlite3";
import type { Kysely } from "kysely";
import { ActionJournal, type JournalRecord, journalLine } from "./action-journal.js";
import type { ActionLog } from "./action-log.js";
import { actionConflict, checkSequenceNumber } from "./actions.js";
import type { Schema } from "./schema.js";
import { checkExpectedJournal, noteJournal, type StoreLog } from "./sqlite-file.js";

/** How long the first append of a batch waits for others to join its write. */
const BATCH_WINDOW_MS = 3;
/** A game with this many actions in the journal only has them moved into the database (and at a new file). */
const CHUNK = 16;
/** How long moving the games that reached CHUNK waits for others to join it (one transaction). */
const MOVE_DELAY_MS = 100;
/** About as many rows as one transaction of that move takes (a few milliseconds' work). */
const ROWS_PER_TRANSACTION = 256;

/** An action of the journal not yet in the database; `file` is -1 until its batch is written. */
interface Pending extends JournalRecord {
  file: number;
}

/** A game the log has seen: the number its next action must have, and its actions not yet in the database. */
interface Tail {
  next: number;
  readonly pending: Pending[];
}

interface Waiting {
  readonly record: Pending;
  readonly stored: () => void;
  readonly failed: (error: unknown) => void;
}

/**
 * The action log of a SQLite store: every move is in the journal (action-journal.ts) before its
 * append resolves, and in the database's `actions` table soon after, CHUNK of a game at a time, and
 * at once when its game ends (`persist`). `actions` reads both, so the split never shows.
 *
 * The rules are those of the `actions` table alone: a game's actions are numbered from 0 without a
 * gap, and an append whose number is taken, or would leave a gap, is refused with ActionConflict
 * and stores nothing. They are judged as appends arrive, in order, from the last number of each
 * game (read from the table the first time the game is seen): the journal's lock makes this
 * process the only writer.
 */
export class SqliteActionLog implements ActionLog {
  private journal: ActionJournal | null = null;
  private readonly tails = new Map<string, Tail>();
  private batch: Waiting[] = [];
  /** Games with CHUNK actions or more in the journal only, to be moved into the database. */
  private readonly due = new Set<string>();
  private moveTimer: ReturnType<typeof setTimeout> | null = null;
  /** Moves into the database, one at a time (each takes the actions its games have when it runs). */
  private moving: Promise<void> = Promise.resolve();
  private readonly lastSeq: SqliteDatabase.Statement<[string], { last: number | null }>;
  private readonly rows: SqliteDatabase.Statement<[string], { seq: number; action: string; at: number }>;
  private readonly insertAll: (records: readonly JournalRecord[]) => void;

  /** `journalDir`: where the journal lives; null for a database in memory, whose log needs none. */
  constructor(
    private readonly db: Kysely<Schema>,
    database: SqliteDatabase.Database,
    private readonly journalDir: string | null,
    private readonly log: StoreLog,
  ) {
    this.lastSeq = database.prepare("SELECT max(seq) AS last FROM actions WHERE game_id = ?");
    this.rows = database.prepare("SELECT seq, action, at FROM actions WHERE game_id = ? ORDER BY seq");
    const insert = database.prepare<[string, number, string, number]>(
      "INSERT INTO actions (game_id, seq, action, at) VALUES (?, ?, ?, ?)",
    );
    this.insertAll = database.transaction((records: readonly JournalRecord[]) => {
      for (const record of records) insert.run(record.gameId, record.seq, record.action, record.at);
    });
  }

  /**
   * Opens the journal, if it is not yet: what a stopped server left in it goes into the table
   * first, and its lock keeps any other server off this database from now on.
   */
  open(): void {
    if (this.journal || this.journalDir === null) return;
    checkExpectedJournal(this.journalDir);
    this.journal = ActionJournal.open(this.journalDir, (records) => this.recover(records));
    noteJournal(this.journalDir);
  }

  append(gameId: string, seq: number, action: GameAction): Promise<void> {
    checkSequenceNumber(seq);
    try {
      this.open();
    } catch (error) {
      return Promise.reject(error);
    }
    const tail = this.tailOf(gameId);
    if (seq !== tail.next) {
      const why = seq < tail.next ? "taken" : "gap";
      return actionConflict(this.db, gameId, seq, why).then((conflict) => Promise.reject(conflict));
    }
    tail.next++;
    const record: Pending = { gameId, seq, at: Date.now(), action: JSON.stringify(action), file: -1 };
    tail.pending.push(record);
    return new Promise((stored, failed) => {
      this.batch.push({ record, stored, failed });
      if (this.batch.length === 1) setTimeout(() => this.write(), BATCH_WINDOW_MS);
    });
  }

  async actions(gameId: string): Promise<StoredAction[]> {
    this.open();
    // Read at once, table and journal together: a move into the table in between would otherwise
    // show an action twice, or not at all.
    const stored = this.rows.all(gameId);
    const journaled = (this.tails.get(gameId)?.pending ?? []).filter((record) => record.file >= 0);
    return [...stored, ...journaled].map((row) => ({
      seq: row.seq,
      action: JSON.parse(row.action) as GameAction,
      at: row.at,
    }));
  }

  /**
   * Every action appended so far of `gameId` (of every game when none is given) is in the `actions`
   * table when this resolves: at a game's end, so that the journal holds only games in play, and
   * before an account's deletion rewrites the table.
   */
  async persist(gameId?: string): Promise<void> {
    this.write();
    await this.moveIntoDatabase(gameId === undefined ? [...this.tails.keys()] : [gameId]);
    if (gameId !== undefined && this.tails.get(gameId)?.pending.length === 0) this.tails.delete(gameId);
  }

  async close(): Promise<void> {
    if (this.moveTimer) clearTimeout(this.moveTimer);
    await this.persist();
    this.journal?.close();
    this.journal = null;
  }

  private tailOf(gameId: string): Tail {
    let tail = this.tails.get(gameId);
    if (!tail) {
      const last = this.lastSeq.get(gameId)?.last ?? null;
      tail = { next: last === null ? 0 : last + 1, pending: [] };
      this.tails.set(gameId, tail);
    }
    return tail;
  }

  /** Writes the batch to the journal (one write), then lets its appends resolve. */
  private write(): void {
    const batch = this.batch;
    if (batch.length === 0) return;
    this.batch = [];
    const file = this.journal?.currentFile ?? 0;
    try {
      this.journal?.write(batch.map((waiting) => journalLine(waiting.record)).join(""), batch.length);
    } catch (error) {
      // Nothing of the batch is stored: its actions leave their games' tails, where they are last.
      for (let i = batch.length - 1; i >= 0; i--) {
        const { record } = batch[i]!;
        const tail = this.tails.get(record.gameId)!;
        tail.pending.pop();
        tail.next--;
      }
      for (const waiting of batch) waiting.failed(error);
      return;
    }
    for (const waiting of batch) {
      waiting.record.file = file;
      const tail = this.tails.get(waiting.record.gameId)!;
      if (tail.pending.length >= CHUNK) this.due.add(waiting.record.gameId);
      waiting.stored();
    }
    // A new file was begun: every game with lines in the older ones is moved, chunk or not, so that
    // a game left idle in the middle of a chunk keeps no old file (nor the next start's recovery)
    // growing. The journal holds the current file and, for a moment, the one before.
    if (this.journal && this.journal.currentFile !== file)
      for (const [gameId, tail] of this.tails) if ((tail.pending[0]?.file ?? -1) >= 0) this.due.add(gameId);
    if (this.due.size > 0 && !this.moveTimer)
      this.moveTimer = setTimeout(() => {
        this.moveTimer = null;
        const games = [...this.due];
        this.due.clear();
        // A failure leaves the actions in the journal: the next move (or the next start) stores them.
        this.moveIntoDatabase(games).catch((error) =>
          this.log.warn({ err: error }, "moving actions from the journal into the database failed"),
        );
      }, MOVE_DELAY_MS);
  }

  /**
   * Moves the written actions of these games into the `actions` table: a transaction of about
   * ROWS_PER_TRANSACTION rows at a time (a game's actions are never split), the event loop turning
   * between them. A new journal file makes every game in play due at once — thousands of rows,
   * tens of milliseconds in one transaction, during which no move would be answered.
   */
  private moveIntoDatabase(gameIds: readonly string[]): Promise<void> {
    const move = this.moving.then(async () => {
      for (let from = 0; from < gameIds.length; ) {
        if (from > 0) await new Promise((resolve) => setImmediate(resolve));
        const chunks: { pending: Pending[]; records: Pending[] }[] = [];
        let rows = 0;
        for (; from < gameIds.length && rows < ROWS_PER_TRANSACTION; from++) {
          const pending = this.tails.get(gameIds[from]!)?.pending ?? [];
          const written = pending.findIndex((record) => record.file < 0);
          const records = written < 0 ? pending.slice() : pending.slice(0, written);
          if (records.length === 0) continue;
          chunks.push({ pending, records });
          rows += records.length;
        }
        if (chunks.length === 0) continue;
        // Through Kysely's connection, so the insert never lands inside one of its open transactions
        // (its SQLite driver holds the single connection for a transaction's whole length). The
        // actions leave the journal's side in the same step, so `actions` never sees them twice.
        await this.db.connection().execute(async () => {
          this.insertAll(chunks.flatMap((chunk) => chunk.records));
          for (const { pending, records } of chunks) {
            pending.splice(0, records.length);
            if (this.journal) for (const record of records) this.journal.release(record.file, 1);
          }
        });
      }
    });
    // A failed move leaves its actions where they were, for the next one: it does not stop the queue.
    this.moving = move.catch(() => {});
    return move;
  }

  /**
   * The journal's leftovers go into the table: for each game, the actions that follow on from its
   * last stored one (a move stored twice, by a server killed between storing it and deleting its
   * journal, is there once).
   */
  private recover(records: readonly JournalRecord[]): void {
    const next = new Map<string, number>();
    const kept: JournalRecord[] = [];
    let skipped = 0;
    for (const record of records) {
      let expected = next.get(record.gameId);
      if (expected === undefined) {
        const last = this.lastSeq.get(record.gameId)?.last ?? null;
        expected = last === null ? 0 : last + 1;
      }
      if (record.seq === expected) {
        kept.push(record);
        expected++;
      } else if (record.seq > expected) skipped++;
      next.set(record.gameId, expected);
    }
    this.insertAll(kept);
    if (kept.length > 0 || skipped > 0)
      this.log.warn(
        { stored: kept.length, games: new Set(kept.map((record) => record.gameId)).size, skipped },
        `stored ${kept.length} moves the action journal held when the server last stopped` +
          (skipped > 0 ? `; ${skipped} after a gap in their game's log were left out` : ""),
      );
  }
}
