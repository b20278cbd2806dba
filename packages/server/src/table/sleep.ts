import type { TableState } from "./table-state.js";
import { turnBasedPace } from "./turn-clocks.js";

/**
 * When a table could be woken if it fell asleep now, or null when it must stay awake: only a
 * turn-based match waiting for a person's decision (or for its people's "ready" between rounds)
 * sleeps, until that decision's deadline. A live table, a bot about to play, a seat being taken
 * over, a waiting table (the lobby lists it, for newcomers to find) or a finished one (it closes
 * itself) stays awake. The room decides whether anyone is still connected.
 */
export function sleepsUntil(table: TableState): number | null {
  if (table.closed || !turnBasedPace(table.record.settings) || table.takeovers.size > 0) return null;
  if (table.phase === "intermission") return table.intermissionEnds > 0 ? table.intermissionEnds : null;
  if (table.phase !== "playing" || !table.game) return null;
  const seat = table.game.awaitingSeat;
  if (seat === null || table.bots.has(seat) || table.deadline <= 0) return null;
  return table.deadline;
}
