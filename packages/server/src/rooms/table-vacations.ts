import { matchMaker } from "@colyseus/core";
import type { Logger } from "pino";
import type { TableRoom } from "./table-room.js";

/**
 * Tells an open table's room, on whichever process holds it, that a person seated there is on
 * vacation until `until` (or came back then). A table not open anywhere hears it from the store
 * when it opens (table-core.ts), so nothing is lost if this finds no room.
 */
export async function tellTableOfVacation(
  tableId: string,
  playerId: string,
  until: number,
  log: Logger,
): Promise<void> {
  try {
    const [room] = await matchMaker.query({ roomId: tableId });
    if (room) await matchMaker.remoteRoomCall<TableRoom>(tableId, "vacation", [playerId, until]);
  } catch (error) {
    log.warn({ table: tableId, err: error }, "a table could not be told of a vacation; it reads it when it opens");
  }
}
