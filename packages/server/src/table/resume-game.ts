import type { GameAction, GameRecord } from "@loveletter/protocol";
import type { TableRecord } from "../store/records.js";
import type { TableStore } from "../store/store.js";

/**
 * A stored table that can never be restored: its game is not stored, or its moves no longer replay
 * (the rules changed under them, or the store was damaged). It has been marked "failed".
 */
export class UnrestorableTable extends Error {
  constructor(
    readonly tableId: string,
    readonly gameId: string | null,
    readonly reason: string,
  ) {
    super(`Table ${tableId} cannot be restored and is marked failed: ${reason}`);
    this.name = "UnrestorableTable";
  }
}

/**
 * The game a stored table is at, rebuilt from its log by `rebuild` (which throws when an action
 * does not replay). A log that does not replay would fail at every start and leave its players
 * waiting on a game "in progress" forever: the game and then the table are marked "failed" (so the
 * game's address says so, and no later start tries again), and UnrestorableTable is thrown. A
 * failure to read the store is not the log's fault: it is thrown as it is, and nothing is marked.
 */
export async function resumeGame<Game>(
  store: TableStore,
  table: TableRecord,
  rebuild: (game: GameRecord, actions: readonly GameAction[]) => Game | Promise<Game>,
): Promise<{ readonly record: GameRecord; readonly game: Game }> {
  const gameId = table.gameId;
  const record = gameId === null ? null : await store.game(gameId);
  if (!record) {
    const reason = gameId === null ? "it names no game" : `its game ${gameId} is not stored`;
    await store.saveTable({ ...table, status: "failed", updatedAt: Date.now() });
    throw new UnrestorableTable(table.id, gameId, reason);
  }
  const actions = (await store.actions(record.id)).map((stored) => stored.action);
  try {
    return { record, game: await rebuild(record, actions) };
  } catch (error) {
    const reason = `its game ${record.id} does not replay: ${error instanceof Error ? error.message : String(error)}`;
    const now = Date.now();
    await store.saveGameAndTable(
      { ...record, status: "failed", endedAt: record.endedAt ?? now },
      { ...table, status: "failed", updatedAt: now },
    );
    throw new UnrestorableTable(table.id, record.id, reason);
  }
}
