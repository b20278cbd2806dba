import type { View } from "@loveletter/engine";
import type { PublicTable, ServerMessages, ServerMessageType, ViewMessage } from "@loveletter/protocol";

/**
 * How a table reaches its people: the Colyseus room in the server, a recorder in tests.
 * Connections are opaque ids.
 */
export interface TablePort {
  send<T extends ServerMessageType>(connection: string, type: T, message: ServerMessages[T]): void;
  /**
   * A connection's view of the game, as `send(connection, "view", message)`. `shared` is the public
   * view of the same position, whose public fields `message.view` shares (engine `seatView`): a
   * transport may encode them once for everyone shown that position.
   */
  sendView(connection: string, message: ViewMessage, shared: View): void;
  broadcast<T extends ServerMessageType>(type: T, message: ServerMessages[T]): void;
  /** The public table changed: show it to everyone. */
  show(table: PublicTable): void;
  /** The table is over: let every connection go. */
  close(): void;
}
