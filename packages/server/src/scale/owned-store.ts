import type { Store } from "../store/store.js";
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
 * The store as the rooms of a scaled-out process see it: the same, except that what a table's
 * host writes is fenced.
 *
 * - Every write of a table, its game, its log, ratings or win counters needs this process's lease
 *   to be valid (LeaseLost otherwise): a process that froze or lost the database past its lease may
 *   find its tables resumed elsewhere, and must not write them.
 * - A table's record is saved only while this process owns it (TableMoved otherwise), and a new
 *   table is saved owned by it. Actions need nothing more: their gap-free sequence numbers already
 *   let only one writer store each one (ActionConflict).
 * - While the process stops gracefully (`closing`), table records are left as they were: people
 *   leaving a waiting table as their connections close must keep their seats for when the table
 *   resumes on another process. A game saved with its table then is saved alone.
 */
export function ownedStore(store: Store, lease: Lease, closing: () => boolean): Store {
  return {
    ...store,
    async saveTable(table) {
      if (closing()) return;
      lease.check();
      if (!(await store.saveOwnedTable(table, lease.owner))) throw new TableMoved(table.id, lease.owner);
    },
    async saveGame(game, ratings) {
      lease.check();
      await store.saveGame(game, ratings);
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
    async saveRatings(ratings) {
      lease.check();
      await store.saveRatings(ratings);
    },
    async addDiscardWins(playerId, wins, rounds) {
      lease.check();
      await store.addDiscardWins(playerId, wins, rounds);
    },
  };
}
