import type { NotificationsChange } from "./notifications.js";
import type { PlayerKind } from "./records.js";
import type { ChatLine } from "./server-messages.js";

// The lobby's community room (docs/protocol.md, `community`): who is online, and the lobby chat.

/** Someone in the lobby now (with one or more tabs open). */
export interface OnlinePerson {
  readonly playerId: string;
  readonly name: string;
  readonly kind: PlayerKind;
}

/** A lobby chat line: as a table's, with what its speaker is (a guest is marked as one). */
export type LobbyChatLine = ChatLine;

/** What the community room sends, by message type. */
export interface CommunityMessages {
  /** On joining: everyone online, and the recent chat. */
  online: { readonly people: readonly OnlinePerson[] };
  "chat-history": { readonly messages: readonly LobbyChatLine[] };
  /** Someone came online, or went. */
  arrived: OnlinePerson;
  left: { readonly playerId: string };
  chat: LobbyChatLine;
  /** A change to this connection's player's notifications (docs/protocol.md, "Notifications"). */
  notifications: NotificationsChange;
  error: { readonly code: string; readonly message: string };
}
