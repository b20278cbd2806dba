import type { NotificationKind, NotificationParams } from "@loveletter/protocol";
import { TABLE_NOTIFICATION_KINDS } from "@loveletter/protocol";

/**
 * What a notification is about, of which a player has one per kind: the table for the table kinds
 * ("your turn at T" notified again is the same notification), the person for the people kinds (a
 * second friend request from Fay replaces the first).
 */
export function subjectOf<K extends NotificationKind>(
  kind: K,
  tableId: string | null,
  params: NotificationParams[K],
): string {
  if ((TABLE_NOTIFICATION_KINDS as readonly string[]).includes(kind)) {
    if (!tableId) throw new Error(`A "${kind}" notification is about a table: give its id.`);
    return tableId;
  }
  const from = (params as { from?: { playerId?: unknown } }).from?.playerId;
  if (typeof from !== "string") throw new Error(`A "${kind}" notification is from someone: give params.from.`);
  return from;
}
