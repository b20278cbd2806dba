import type { Kysely } from "kysely";
import type { Schema } from "./schema.js";

/** A passkey as stored: enough to check a sign-in (its public key and counter) and to list it. */
export interface PasskeyRecord {
  readonly id: string;
  readonly playerId: string;
  /** COSE public key, base64url. */
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
}

export async function addPasskey(db: Kysely<Schema>, passkey: PasskeyRecord): Promise<void> {
  await db
    .insertInto("passkeys")
    .values({
      id: passkey.id,
      player_id: passkey.playerId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      created_at: passkey.createdAt,
      last_used_at: passkey.lastUsedAt,
    })
    .execute();
}

/** A passkey by credential id, if its account still exists. */
export async function passkey(db: Kysely<Schema>, id: string): Promise<PasskeyRecord | null> {
  const row = await db
    .selectFrom("passkeys")
    .innerJoin("players", "players.id", "passkeys.player_id")
    .selectAll("passkeys")
    .where("passkeys.id", "=", id)
    .where("players.kind", "=", "account")
    .executeTakeFirst();
  return row ? toPasskey(row) : null;
}

export async function passkeysOf(db: Kysely<Schema>, playerId: string): Promise<PasskeyRecord[]> {
  const rows = await db
    .selectFrom("passkeys")
    .selectAll()
    .where("player_id", "=", playerId)
    .orderBy("created_at")
    .execute();
  return rows.map(toPasskey);
}

export async function usePasskey(db: Kysely<Schema>, id: string, counter: number, now: number): Promise<void> {
  await db.updateTable("passkeys").set({ counter, last_used_at: now }).where("id", "=", id).execute();
}

export async function removePasskey(db: Kysely<Schema>, id: string, playerId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("passkeys")
    .where("id", "=", id)
    .where("player_id", "=", playerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function toPasskey(row: Schema["passkeys"]): PasskeyRecord {
  return {
    id: row.id,
    playerId: row.player_id,
    publicKey: row.public_key,
    counter: row.counter,
    transports: JSON.parse(row.transports) as string[],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}
