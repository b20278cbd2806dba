import type { TableState } from "./table-state.js";

/**
 * The host switched `botPrograms` off while the table waits: every bot program seated here stands
 * up (its seat is emptied by `empty`, its connection stays to watch), as if it had sent "stand". A
 * table that no longer invites programs seats none. Returns how many stood up.
 */
export function unseatPrograms(table: TableState, empty: (index: number) => void): number {
  let unseated = 0;
  table.seating.occupants().forEach((occupant, index) => {
    if (occupant.kind !== "human" || !occupant.program) return;
    empty(index);
    table.env.programSeats.release(occupant.playerId, table.record.id);
    unseated++;
  });
  return unseated;
}
