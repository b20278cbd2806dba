import type { Kysely, Selectable } from "kysely";
import { newToken } from "./ids.js";
import type { EmailAddressesTable } from "./notification-schema.js";
import type { DigestDue, EmailAddresses, EmailRecord } from "./notification-store.js";
import type { Schema } from "./schema.js";

/** Accounts' addresses for the daily digest (migration 009). */
export function emailQueries(db: Kysely<Schema>): EmailAddresses {
  const byPlayer = async (playerId: string) => {
    const row = await db.selectFrom("email_addresses").selectAll().where("player_id", "=", playerId).executeTakeFirst();
    return row ? toEmail(row) : null;
  };
  /** Turns the digest on or off for the confirmed address of the account (by its id, or by its unsubscribe token). */
  const setDigestWhere = async (column: "player_id" | "unsubscribe_token", value: string, on: boolean) => {
    const row = await db
      .updateTable("email_addresses")
      .set({ digest: on ? 1 : 0 })
      .where(column, "=", value)
      .where("confirmed_at", "is not", null)
      .returningAll()
      .executeTakeFirst();
    return row ? toEmail(row) : null;
  };
  return {
    emailOf: byPlayer,
    setEmail: async (playerId, address, confirmHash, confirmUntil, now) => {
      const changes = {
        address,
        confirmed_at: null,
        confirm_hash: confirmHash,
        confirm_until: confirmUntil,
        digest: 1,
      };
      await db
        .insertInto("email_addresses")
        .values({
          player_id: playerId,
          ...changes,
          unsubscribe_token: newToken(),
          last_digest_at: null,
          created_at: now,
        })
        // A new address keeps the unsubscribe token and when the last digest went (one a day, whatever the address).
        .onConflict((conflict) => conflict.column("player_id").doUpdateSet(changes))
        .execute();
      return (await byPlayer(playerId))!;
    },
    confirmEmail: async (confirmHash, now) => {
      const row = await db
        .updateTable("email_addresses")
        .set({ confirmed_at: now, confirm_hash: null, confirm_until: null })
        .where("confirm_hash", "=", confirmHash)
        .where("confirm_until", ">", now)
        .returningAll()
        .executeTakeFirst();
      return row ? toEmail(row) : null;
    },
    removeEmail: async (playerId) =>
      Number(
        (await db.deleteFrom("email_addresses").where("player_id", "=", playerId).executeTakeFirst()).numDeletedRows,
      ) > 0,
    setDigest: (playerId, on) => setDigestWhere("player_id", playerId, on),
    setDigestByToken: (token, on) => setDigestWhere("unsubscribe_token", token, on),
    digestsDue: async (waitingSince, lastBefore, limit) => {
      const rows = await db
        .selectFrom("email_addresses")
        .selectAll()
        .where("confirmed_at", "is not", null)
        .where("digest", "=", 1)
        .where((eb) => eb.or([eb("last_digest_at", "is", null), eb("last_digest_at", "<", lastBefore)]))
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom("notifications")
              .select("notifications.id")
              .whereRef("notifications.player_id", "=", "email_addresses.player_id")
              .where("notifications.kind", "=", "your-turn")
              .where("notifications.updated_at", "<=", waitingSince),
          ),
        )
        .orderBy("player_id")
        .limit(limit)
        .execute();
      const due: DigestDue[] = [];
      for (const row of rows) {
        const waiting = await db
          .selectFrom("notifications")
          .select(["subject", "params", "updated_at"])
          .where("player_id", "=", row.player_id)
          .where("kind", "=", "your-turn")
          .orderBy("updated_at")
          .execute();
        due.push({
          email: toEmail(row),
          tables: waiting.map((n) => ({
            tableId: n.subject,
            title: String((JSON.parse(n.params) as { title?: unknown }).title ?? ""),
            since: Number(n.updated_at),
          })),
        });
      }
      return due;
    },
    claimDigest: async (playerId, now, lastBefore) => {
      const result = await db
        .updateTable("email_addresses")
        .set({ last_digest_at: now })
        .where("player_id", "=", playerId)
        .where((eb) => eb.or([eb("last_digest_at", "is", null), eb("last_digest_at", "<", lastBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    releaseDigest: async (playerId, previous) => {
      await db
        .updateTable("email_addresses")
        .set({ last_digest_at: previous })
        .where("player_id", "=", playerId)
        .execute();
    },
  };
}

function toEmail(row: Selectable<EmailAddressesTable>): EmailRecord {
  return {
    playerId: row.player_id,
    address: row.address,
    confirmed: row.confirmed_at !== null,
    digest: row.digest === 1,
    unsubscribeToken: row.unsubscribe_token,
    lastDigestAt: row.last_digest_at === null ? null : Number(row.last_digest_at),
  };
}
