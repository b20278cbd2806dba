import type { SeatPart, View } from "@loveletter/engine";
import type { PublicTable, ServerMessages, ServerMessageType, ViewMessage } from "@loveletter/protocol";

/** A view message whose view holds only its seat's own fields; the rest are the position's public view's. */
export type SeatViewMessage = Omit<ViewMessage, "view"> & { readonly view: SeatPart };

/**
 * How a table reaches its people: the Colyseus room in the server, a recorder in tests.
 * Connections are opaque ids.
 */
export interface TablePort {
  send<T extends ServerMessageType>(connection: string, type: T, message: ServerMessages[T]): void;
  /**
   * A connection's view of the game: `send(connection, "view", { ...message, view: { ...shared,
   * ...message.view } })`. `shared` is the public view of the position (engine `publicView`), and
   * `message.view` the connection's own fields (engine `seatPart`): a transport may encode the
   * public fields once for everyone shown that position.
   */
  sendView(connection: string, message: SeatViewMessage, shared: View): void;
  broadcast<T extends ServerMessageType>(type: T, message: ServerMessages[T]): void;
  /** The public table changed: show it to everyone. */
  show(table: PublicTable): void;
  /** The table is over: let every connection go. */
  close(): void;
  /** Every input so far is handled: the table waits for the next (a turn-based room may let it sleep). */
  idle?(): void;
}
