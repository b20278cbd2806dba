import type { GameAction } from "@loveletter/protocol";
import type SqliteDatabase from "better-sqlite3";
import type { Kysely } from "kysely";
import { actionConflict, checkSequenceNumber } from "./actions.js";
import type { Schema } from "./schema.js";
import { isUniqueViolation } from "./unique-violation.js";

interface PendingAppend {
  readonly gameId: string;
  readonly seq: number;
  readonly action: string;
  readonly at: number;
  readonly stored: () => void;
  readonly failed: (error: unknown) => void;
}

/** How an append in a batch went: stored, refused (its number is taken or leaves a gap), or the batch failed. */
type Outcome = "stored" | "taken" | "gap";

/** How long the first append of a batch waits for others to join it. */
const BATCH_WINDOW_MS = 3;

/**
 * SQLite's action log, committed in batches. Every move at every table is an append, and a SQLite
 * commit writes whole pages to the WAL: one commit per move cost more than the rest of the move.
 * Appends that arrive within BATCH_WINDOW_MS of each other are stored in one transaction, and each
 * promise settles only once that transaction has committed, so "stored before broadcast" holds
 * for every one of them. Under load (500 busy tables) the window cut the server's CPU by a twelfth
 * against committing at the end of each turn of the event loop; a move waits 3 ms at most for it.
 *
 * The rules are those of `appendAction` in actions.ts (the path PostgreSQL takes): a number already
 * stored, or one whose predecessor is missing, is refused with ActionConflict and stores nothing;
 * the other appends of the batch are unaffected.
 */
export class SqliteActionLog {
  private pending: PendingAppend[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private readonly predecessor: SqliteDatabase.Statement<[string, number]>;
  private readonly insert: SqliteDatabase.Statement<[string, number, string, number]>;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly database: SqliteDatabase.Database,
  ) {
    this.predecessor = database.prepare("SELECT 1 FROM actions WHERE game_id = ? AND seq = ?");
    this.insert = database.prepare("INSERT INTO actions (game_id, seq, action, at) VALUES (?, ?, ?, ?)");
  }

  async append(gameId: string, seq: number, action: GameAction): Promise<void> {
    checkSequenceNumber(seq);
    return new Promise((stored, failed) => {
      this.pending.push({ gameId, seq, action: JSON.stringify(action), at: Date.now(), stored, failed });
      if (this.pending.length === 1) setTimeout(() => this.flush(), BATCH_WINDOW_MS);
    });
  }

  /** Resolves once every append made so far is settled (the store waits for it before closing). */
  async settled(): Promise<void> {
    if (this.pending.length > 0) this.flush();
    await this.flushing;
  }

  private flush(): void {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    this.flushing = this.flushing.then(() => this.commit(batch));
  }

  private async commit(batch: PendingAppend[]): Promise<void> {
    let outcomes: Outcome[];
    try {
      // Through Kysely's connection, so the batch never lands inside one of its open transactions
      // (its SQLite driver holds the single connection for a transaction's whole length).
      const storeAll = this.database.transaction(() => batch.map((append) => this.store(append)));
      outcomes = await this.db.connection().execute(async () => storeAll());
    } catch (error) {
      for (const append of batch) append.failed(error);
      return;
    }
    await Promise.all(
      batch.map(async (append, i) => {
        const outcome = outcomes[i]!;
        if (outcome === "stored") return append.stored();
        append.failed(await actionConflict(this.db, append.gameId, append.seq, outcome));
      }),
    );
  }

  /** One append inside the batch's transaction; a refused one rolls back only its own statement. */
  private store(append: PendingAppend): Outcome {
    if (append.seq > 0 && this.predecessor.get(append.gameId, append.seq - 1) === undefined) return "gap";
    try {
      this.insert.run(append.gameId, append.seq, append.action, append.at);
      return "stored";
    } catch (error) {
      if (isUniqueViolation(error)) return "taken";
      throw error;
    }
  }
}
