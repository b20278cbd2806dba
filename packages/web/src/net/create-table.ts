import { newClientSeed } from "@loveletter/match";
import type { CreateTableInput, TableBot, TableSettingsInput } from "@loveletter/protocol";
import { token } from "../state/identity";
import { gameClient } from "./colyseus";
import { handOverCreatedRoom } from "./table-session";

/**
 * Creates a table and keeps its connection for the table page. A `?testSeed=` in the page address
 * is passed on: only a server started for tests honours it (a known deal for browser tests).
 * `startNow` starts the game as soon as the table exists (every seat must be taken: a bot table).
 */
export async function createTable(
  settings: TableSettingsInput,
  bots: TableBot[],
  { startNow = false }: { startNow?: boolean } = {},
): Promise<string> {
  const options: CreateTableInput = { token: await token(), settings, bots };
  const testSeed = new URLSearchParams(window.location.search).get("testSeed");
  if (testSeed) options.testSeed = testSeed;
  const room = await gameClient().create("table", options);
  const connection = handOverCreatedRoom(room);
  // "Play against bots": every seat is filled, so the game is dealt at once, with no Start to press.
  // The player's own seed goes first, so that this deal too mixes it in (docs/fair-deal.md); sent
  // from the table page's panel it would come after the deal, and be refused.
  if (startNow) {
    connection.seed(newClientSeed());
    connection.start();
  }
  return room.roomId;
}
