import type { GameAction, StoredAction } from "@loveletter/protocol";

/**
 * The log of every game's actions, as the store keeps it: on PostgreSQL the `actions` table,
 * committed in batches (action-batch.ts); on SQLite a journal in front of the table
 * (sqlite-action-log.ts). Either way an append resolves only once the action is stored, and a
 * game's actions are numbered from 0 without a gap: a number taken, or one past the end, is
 * refused with ActionConflict.
 */
export interface ActionLog {
  append(gameId: string, seq: number, action: GameAction): Promise<void>;
  actions(gameId: string): Promise<StoredAction[]>;
  /** Every action appended so far (of `gameId`, or of every game) is in the `actions` table. */
  persist(gameId?: string): Promise<void>;
  /** Once every append made so far is settled (and stored in the table), the log is closed. */
  close(): Promise<void>;
}
