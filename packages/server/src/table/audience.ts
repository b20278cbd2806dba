import { isVisibleTo } from "@loveletter/engine";
import type { ConnectionView, Effect } from "./table-effects.js";
import type { TableState } from "./table-state.js";

/**
 * Who is at a table and what each is to be sent: who they are (`you`) and their own seat's view of
 * the game, with the events since the last one. Functions of the table state; the step turns what
 * they build into effects.
 */

/** Whether this person is here on any connection, even a dropped one. */
export function isHere(table: TableState, playerId: string): boolean {
  for (const member of table.members.values()) if (member.player.id === playerId) return true;
  return false;
}

/** Whether a person (not a bot program) is connected now. */
export function hasPersonConnected(table: TableState): boolean {
  for (const m of table.members.values()) if (m.droppedAt === null && m.player.kind !== "bot") return true;
  return false;
}

/** The live connection this person is here with, if any. */
export function liveConnectionOf(table: TableState, playerId: string): string | null {
  for (const [connection, member] of table.members)
    if (member.player.id === playerId && member.droppedAt === null) return connection;
  return null;
}

/** People watching: each counted once, and not a seated player's older connection. */
export function spectatorCount(table: TableState): number {
  const { seating } = table;
  const watching = new Set<string>();
  for (const [connection, member] of table.members)
    if (
      member.droppedAt === null &&
      seating.indexOfConnection(connection) === null &&
      seating.indexOfPlayer(member.player.id) === null
    )
      watching.add(member.player.id);
  return watching.size;
}

/** A private table's join code (null for a public one): its id alone lets nobody in. */
export function codeOf(table: TableState): string | null {
  return table.record.settings.visibility === "private" ? table.record.code : null;
}

/** The connection's next view carries the whole round's log again (its seat, or the game, changed). */
export function restartLog(table: TableState, connection: string): void {
  const member = table.members.get(connection);
  if (member) member.cursor.round = -1;
}

/** Who this connection is here: its player, seat, whether it hosts, and the code if it may know it. */
export function youFor(table: TableState, connection: string): Effect | null {
  const member = table.members.get(connection);
  if (!member) return null;
  const seat = table.seating.indexOfConnection(connection);
  const host = member.player.id === table.record.hostId;
  // A private table's code goes only to its seated players and its host.
  const code = seat !== null || host ? codeOf(table) : null;
  return {
    kind: "send",
    connection,
    out: { type: "you", message: { playerId: member.player.id, seat, host, ...(code ? { code } : {}) } },
  };
}

/** The connection's seat changed: it hears who it is now, and its next view starts the log again. */
export function reintroduce(table: TableState, connection: string): Effect | null {
  restartLog(table, connection);
  return youFor(table, connection);
}

/**
 * The views of the game now for these connections (every member by default), the position's public
 * part built once for all; none when no game is dealt. Each connection's cursor moves past the
 * events it is sent.
 */
export function viewsFor(table: TableState, connections: Iterable<string> = table.members.keys()): Effect | null {
  const game = table.game;
  if (!game) return null;
  const views: ConnectionView[] = [];
  for (const connection of connections) {
    const member = table.members.get(connection);
    if (!member) continue;
    const seat = table.seating.indexOfConnection(connection) ?? "spectator";
    const { events, reset, moves } = game.eventsSince(seat, member.cursor);
    // Belt and braces: the engine filters by visibility; a leak here would be the worst bug we have.
    if (!events.every((e) => isVisibleTo(e, seat)))
      throw new Error("An event not visible to a client was about to be sent.");
    views.push({
      connection,
      message: { turn: game.turn, view: game.seatPart(seat), events, reset, deadline: table.deadline, moves },
    });
  }
  return { kind: "send-views", views, shared: game.publicView() };
}
