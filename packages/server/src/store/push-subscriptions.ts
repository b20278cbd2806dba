import type { Kysely, Selectable } from "kysely";
import type { PushSubscriptionsTable } from "./notification-schema.js";
import type { PushSubscriptionRecord, PushSubscriptions } from "./notification-store.js";
import type { Schema } from "./schema.js";

/** Web Push subscriptions (migration 009): an account's live only while the session that made it lives. */
export function pushSubscriptionQueries(db: Kysely<Schema>): PushSubscriptions {
  /** A guest's subscription, or an account's whose session is neither revoked nor expired at `now`. */
  const live = (now: number) =>
    db
      .selectFrom("push_subscriptions")
      .leftJoin("sessions", "sessions.id", "push_subscriptions.session_id")
      .selectAll("push_subscriptions")
      .where((eb) =>
        eb.or([
          eb("push_subscriptions.session_id", "is", null),
          eb.and([eb("sessions.revoked_at", "is", null), eb("sessions.expires_at", ">", now)]),
        ]),
      );
  return {
    savePushSubscription: async (s) => {
      const row = {
        endpoint: s.endpoint,
        player_id: s.playerId,
        session_id: s.sessionId,
        p256dh: s.p256dh,
        auth: s.auth,
        created_at: s.createdAt,
        last_push_at: s.lastPushAt,
      };
      const { endpoint: _endpoint, ...changes } = row;
      await db
        .insertInto("push_subscriptions")
        .values(row)
        .onConflict((conflict) => conflict.column("endpoint").doUpdateSet(changes))
        .execute();
    },
    pushSubscriptionsOf: async (playerId, now) =>
      (await live(now).where("push_subscriptions.player_id", "=", playerId).execute()).map(toSubscription),
    pushSubscription: async (endpoint) => {
      const row = await db
        .selectFrom("push_subscriptions")
        .selectAll()
        .where("endpoint", "=", endpoint)
        .executeTakeFirst();
      return row ? toSubscription(row) : null;
    },
    removePushSubscription: async (endpoint, playerId) => {
      const result = await db
        .deleteFrom("push_subscriptions")
        .where("endpoint", "=", endpoint)
        .$if(playerId !== undefined, (query) => query.where("player_id", "=", playerId!))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    pushSent: async (endpoint, now) => {
      await db.updateTable("push_subscriptions").set({ last_push_at: now }).where("endpoint", "=", endpoint).execute();
    },
    deleteDeadPushSubscriptions: async (now) => {
      const result = await db
        .deleteFrom("push_subscriptions")
        .where("session_id", "is not", null)
        .where("session_id", "not in", (eb) =>
          eb.selectFrom("sessions").select("id").where("revoked_at", "is", null).where("expires_at", ">", now),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

function toSubscription(row: Selectable<PushSubscriptionsTable>): PushSubscriptionRecord {
  return {
    endpoint: row.endpoint,
    playerId: row.player_id,
    sessionId: row.session_id,
    p256dh: row.p256dh,
    auth: row.auth,
    createdAt: Number(row.created_at),
    lastPushAt: row.last_push_at === null ? null : Number(row.last_push_at),
  };
}
