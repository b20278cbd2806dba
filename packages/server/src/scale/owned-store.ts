import { type Store, TABLE_READS, type TableReads, type TableStore, type TableWrites } from "../store/store.js";
import type { Lease } from "./lease.js";

/** Thrown when a process saves a table that another process hosts now: it must stop refereeing it. */
export class TableMoved extends Error {
  constructor(
    readonly tableId: string,
    readonly owner: string,
  ) {
    super(`Table ${tableId} is hosted by another process now, not by ${owner}.`);
    this.name = "TableMoved";
  }
}

/**
 * The store as the tables of a scaled-out process see it: their reads as they are, and every write
 * fenced. The writes are an object of type TableWrites, so a write a table is given without a
 * fence here does not compile.
 *
 * - Every write of a table, its game, its log or win counters needs this process's lease to be
 *   valid (LeaseLost otherwise): a process that froze or lost the database past its lease may find
 *   its tables resumed elsewhere, and must not write them.
 * - A table's record is saved only while this process owns it (TableMoved otherwise), and a new
 *   table is saved owned by it. Actions need nothing more: their gap-free sequence numbers already
 *   let only one writer store each one (ActionConflict).
 * - While the process stops gracefully (`closing`), table records are left as they were: people
 *   leaving a waiting table as their connections close must keep their seats for when the table
 *   resumes on another process. A game saved with its table then is saved alone.
 */
export function ownedStore(store: Store, lease: Lease, closing: () => boolean): TableStore {
  const writes: TableWrites = {
    async saveTable(table) {
      if (closing()) return;
      lease.check();
      if (!(await store.saveOwnedTable(table, lease.owner))) throw new TableMoved(table.id, lease.owner);
    },
    async saveGameAndTable(game, table, ratings) {
      lease.check();
      if (closing()) return store.saveGame(game, ratings);
      if (!(await store.saveGameAndOwnedTable(game, table, lease.owner, ratings)))
        throw new TableMoved(table.id, lease.owner);
    },
    async appendAction(gameId, seq, action) {
      lease.check();
      await store.appendAction(gameId, seq, action);
    },
    async addDiscardWins(playerId, wins, rounds) {
      lease.check();
      await store.addDiscardWins(playerId, wins, rounds);
    },
  };
  return { ...tableReads(store), ...writes };
}

/** A table's reads of the store, bound to it, and nothing else. */
export function tableReads(store: Store): TableReads {
  const reads: Partial<Record<keyof TableReads, unknown>> = {};
  for (const name of Object.keys(TABLE_READS) as (keyof TableReads)[]) reads[name] = store[name].bind(store);
  return reads as TableReads;
}
