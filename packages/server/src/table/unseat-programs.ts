import type { MessageTable } from "./table-messages.js";

/**
 * The host switched `botPrograms` off while the table waits: every bot program seated here stands
 * up (its seat is empty again, its connection stays to watch), as if it had sent "stand". A table
 * that no longer invites programs seats none.
 */
/** Returns how many stood up. */
export function unseatPrograms(table: MessageTable): number {
  let unseated = 0;
  table.seating.occupants().forEach((occupant, index) => {
    if (occupant.kind !== "human" || !occupant.program) return;
    table.occupy(index, { kind: "empty" });
    table.programSeats.release(occupant.playerId, table.id);
    unseated++;
  });
  return unseated;
}
