import type { Kysely } from "kysely";

/**
 * Passkeys (WebAuthn), a second way for an account to sign in (docs/protocol.md, "Passkeys"): each
 * credential's id, its public key (COSE, base64url), its signature counter and transports, and
 * whose it is. A passkey holds no secret of the server's: a leaked table signs nobody in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("passkeys")
    // The credential id the authenticator chose (base64url).
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("player_id", "text", (column) => column.notNull())
    .addColumn("public_key", "text", (column) => column.notNull())
    .addColumn("counter", "bigint", (column) => column.notNull())
    // JSON: string[].
    .addColumn("transports", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_used_at", "bigint")
    .execute();
  await db.schema.createIndex("passkeys_player").on("passkeys").column("player_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("passkeys").execute();
}
