import type { GameAction, StoredAction } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import type { ActionLog } from "./action-log.js";
import { actionConflict, actions, checkSequenceNumber } from "./actions.js";
import type { Schema } from "./schema.js";

/** An append waiting for its batch's commit. */
export interface PendingAppend {
  readonly gameId: string;
  readonly seq: number;
  /** The action as stored (JSON). */
  readonly action: string;
  readonly at: number;
}

/** How an append went: stored, or refused because its number is taken or would leave a gap. */
export type AppendOutcome = "stored" | "taken" | "gap";

/**
 * Stores a batch's appends as `appendOne` would, one after another, in their order, and returns
 * how each went. It throws only when the batch could not be stored at all (every append fails).
 */
export type CommitBatch = (batch: readonly PendingAppend[]) => Promise<AppendOutcome[]>;

/** How long the first append of a batch waits for others to join it. */
const BATCH_WINDOW_MS = 3;
/** A batch this large is committed at once (PostgreSQL takes at most 65,535 parameters a query). */
const MAX_BATCH = 1000;

interface Waiting extends PendingAppend {
  readonly stored: () => void;
  readonly failed: (error: unknown) => void;
}

/**
 * The action log of a PostgreSQL store, committed in batches. Every move at every table is an
 * append, and a commit is the costly part of one: PostgreSQL syncs its WAL to disk. Appends that arrive within BATCH_WINDOW_MS of each other are committed
 * together, and each promise settles only once that commit is done, so "stored before broadcast"
 * holds for every one of them; a move waits 3 ms at most for it.
 *
 * The rules are those of one append at a time: a number already stored, or one whose predecessor
 * is missing, is refused with ActionConflict and stores nothing; the other appends of the batch
 * are unaffected.
 */
export class ActionBatcher implements ActionLog {
  private pending: Waiting[] = [];
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly commitBatch: CommitBatch,
  ) {}

  append(gameId: string, seq: number, action: GameAction): Promise<void> {
    checkSequenceNumber(seq);
    return new Promise((stored, failed) => {
      this.pending.push({ gameId, seq, action: JSON.stringify(action), at: Date.now(), stored, failed });
      if (this.pending.length === 1) setTimeout(() => this.flush(), BATCH_WINDOW_MS);
      else if (this.pending.length >= MAX_BATCH) this.flush();
    });
  }

  actions(gameId: string): Promise<StoredAction[]> {
    return actions(this.db, gameId);
  }

  /** Every append is committed to the table as it settles: this waits for those made so far. */
  async persist(): Promise<void> {
    if (this.pending.length > 0) this.flush();
    await this.flushing;
  }

  close(): Promise<void> {
    return this.persist();
  }

  private flush(): void {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    this.flushing = this.flushing.then(() => this.commit(batch));
  }

  private async commit(batch: Waiting[]): Promise<void> {
    let outcomes: AppendOutcome[];
    try {
      outcomes = await this.commitBatch(batch);
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
}
