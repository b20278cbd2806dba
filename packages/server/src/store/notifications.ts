import type { NotificationKind, PlayerNotification } from "@loveletter/protocol";
import type { Kysely, Selectable } from "kysely";
import * as emailAddresses from "./email-addresses.js";
import { newId } from "./ids.js";
import type { NotificationsTable } from "./notification-schema.js";
import type { NotificationInput, NotificationStore, SavedNotification } from "./notification-store.js";
import * as pushSubscriptions from "./push-subscriptions.js";
import type { Schema } from "./schema.js";

/** The NotificationStore over the migrated database (migration 009). */
export function notificationStore(db: Kysely<Schema>): NotificationStore {
  return {
    saveNotification: (input, now, limit) => saveNotification(db, input, now, limit),
    removeNotifications: (playerId, kind, subject) => removeNotifications(db, playerId, kind, subject),
    dismissNotification: async (playerId, id) =>
      Number(
        (await db.deleteFrom("notifications").where("player_id", "=", playerId).where("id", "=", id).executeTakeFirst())
          .numDeletedRows,
      ) > 0,
    notificationsOf: async (playerId, limit) =>
      (
        await db
          .selectFrom("notifications")
          .selectAll()
          .where("player_id", "=", playerId)
          .orderBy("updated_at", "desc")
          .orderBy("id", "desc")
          .limit(limit)
          .execute()
      ).map(toNotification),
    unreadNotifications: async (playerId) => {
      const row = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
        .where("player_id", "=", playerId)
        .where("read_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    markNotificationsRead: async (playerId, ids, now) => {
      if (ids !== "all" && ids.length === 0) return [];
      const rows = await db
        .updateTable("notifications")
        .set({ read_at: now })
        .where("player_id", "=", playerId)
        .where("read_at", "is", null)
        .$if(ids !== "all", (query) => query.where("id", "in", ids as readonly string[]))
        .returning("id")
        .execute();
      return rows.map((row) => row.id);
    },
    claimUnpushed: async (playerId, kinds, now) => {
      const rows = await db
        .updateTable("notifications")
        .set({ pushed_at: now })
        .where("player_id", "=", playerId)
        .where("pushed_at", "is", null)
        .returningAll()
        .execute();
      return rows
        .filter((row) => row.read_at === null && kinds.includes(row.kind as NotificationKind))
        .map(toNotification)
        .sort((a, b) => b.updatedAt - a.updatedAt);
    },
    deleteNotificationsBefore: async (before) =>
      Number((await db.deleteFrom("notifications").where("updated_at", "<", before).executeTakeFirst()).numDeletedRows),

    ...pushSubscriptions.pushSubscriptionQueries(db),
    serverKey: async (name, make, now) => {
      await db
        .insertInto("server_keys")
        .values({ name, value: make(), created_at: now })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const row = await db.selectFrom("server_keys").select("value").where("name", "=", name).executeTakeFirstOrThrow();
      return row.value;
    },
    ...emailAddresses.emailQueries(db),

    forgetNotificationsOf: async (playerId) => {
      await db.deleteFrom("notifications").where("player_id", "=", playerId).execute();
      await db.deleteFrom("push_subscriptions").where("player_id", "=", playerId).execute();
      await db.deleteFrom("email_addresses").where("player_id", "=", playerId).execute();
    },
  };
}

async function saveNotification(
  db: Kysely<Schema>,
  input: NotificationInput,
  now: number,
  limit: number,
): Promise<SavedNotification> {
  const id = newId();
  const params = JSON.stringify(input.params);
  const row = await db
    .insertInto("notifications")
    .values({
      id,
      player_id: input.playerId,
      kind: input.kind,
      subject: input.subject,
      table_id: input.tableId,
      params,
      created_at: now,
      updated_at: now,
      read_at: null,
      pushed_at: null,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["player_id", "kind", "subject"])
        .doUpdateSet({ params, table_id: input.tableId, updated_at: now, read_at: null }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  // The newest `limit` stay (the one just saved is the newest).
  const dropped = await db
    .deleteFrom("notifications")
    .where("player_id", "=", input.playerId)
    .where("id", "not in", (eb) =>
      eb
        .selectFrom("notifications")
        .select("id")
        .where("player_id", "=", input.playerId)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .limit(limit),
    )
    .returning("id")
    .execute();
  return { notification: toNotification(row), fresh: row.id === id, dropped: dropped.map((r) => r.id) };
}

async function removeNotifications(
  db: Kysely<Schema>,
  playerId: string,
  kind: NotificationKind,
  subject?: string,
): Promise<string[]> {
  const rows = await db
    .deleteFrom("notifications")
    .where("player_id", "=", playerId)
    .where("kind", "=", kind)
    .$if(subject !== undefined, (query) => query.where("subject", "=", subject!))
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

function toNotification(row: Selectable<NotificationsTable>): PlayerNotification {
  return {
    id: row.id,
    kind: row.kind,
    tableId: row.table_id,
    params: JSON.parse(row.params),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    readAt: row.read_at === null ? null : Number(row.read_at),
  } as PlayerNotification;
}
