import type { Kysely } from "kysely";

/**
 * Notifications (docs/protocol.md, "Notifications"): each player's list, one row per thing it is
 * about (a table, a person: `subject`), with its read and pushed marks; the devices a player's
 * pushes go to (Web Push subscriptions, each tied to the session that made it); the server's own
 * keys (the VAPID key pair, made at first start); and an account's address for the daily digest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    // The table's id for the table kinds, the other person's for the people kinds.
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("table_id", "text")
    // JSON: NotificationParams[kind].
    .addColumn("params", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("read_at", "bigint")
    // When a push went out for it (or it was judged not to need one); null: not yet.
    .addColumn("pushed_at", "bigint")
    .execute();
  await db.schema
    .createIndex("notifications_subject")
    .on("notifications")
    .columns(["player_id", "kind", "subject"])
    .unique()
    .execute();
  await db.schema
    .createIndex("notifications_player")
    .on("notifications")
    .columns(["player_id", "updated_at"])
    .execute();
  await db.schema.createIndex("notifications_age").on("notifications").column("updated_at").execute();

  await db.schema
    .createTable("push_subscriptions")
    .addColumn("endpoint", "text", (column) => column.primaryKey())
    .addColumn("player_id", "text", (column) => column.notNull())
    // An account's session that subscribed: signing out (or everywhere) stops its pushes. Null for a guest.
    .addColumn("session_id", "text")
    .addColumn("p256dh", "text", (column) => column.notNull())
    .addColumn("auth", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_push_at", "bigint")
    .execute();
  await db.schema.createIndex("push_subscriptions_player").on("push_subscriptions").column("player_id").execute();

  await db.schema
    .createTable("server_keys")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("email_addresses")
    .addColumn("player_id", "text", (column) => column.primaryKey())
    .addColumn("address", "text", (column) => column.notNull())
    .addColumn("confirmed_at", "bigint")
    // sha256 of the confirmation link's token, until it is used; and when it stops working.
    .addColumn("confirm_hash", "text")
    .addColumn("confirm_until", "bigint")
    // In every digest's unsubscribe link: it can only stop or restart the digest.
    .addColumn("unsubscribe_token", "text", (column) => column.notNull().unique())
    // 0 or 1.
    .addColumn("digest", "integer", (column) => column.notNull())
    .addColumn("last_digest_at", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("email_addresses_confirm").on("email_addresses").column("confirm_hash").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_addresses").execute();
  await db.schema.dropTable("server_keys").execute();
  await db.schema.dropTable("push_subscriptions").execute();
  await db.schema.dropTable("notifications").execute();
}
