import type { PlayerRecord } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import { hashToken, newId, newToken } from "./ids.js";
import type { Schema } from "./schema.js";

export async function createGuest(db: Kysely<Schema>, name: string): Promise<{ player: PlayerRecord; token: string }> {
  const token = newToken();
  const player: PlayerRecord = { id: newId(), name, createdAt: Date.now() };
  await db
    .insertInto("players")
    .values({ id: player.id, name: player.name, token_hash: hashToken(token), created_at: player.createdAt })
    .execute();
  return { player, token };
}

export async function playerByToken(db: Kysely<Schema>, token: string): Promise<PlayerRecord | null> {
  const row = await db
    .selectFrom("players")
    .select(["id", "name", "created_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return row ? toPlayer(row) : null;
}

export async function player(db: Kysely<Schema>, id: string): Promise<PlayerRecord | null> {
  const row = await db
    .selectFrom("players")
    .select(["id", "name", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toPlayer(row) : null;
}

export async function renamePlayer(db: Kysely<Schema>, id: string, name: string): Promise<PlayerRecord | null> {
  const result = await db.updateTable("players").set({ name }).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n ? player(db, id) : null;
}

function toPlayer(row: { id: string; name: string; created_at: number }): PlayerRecord {
  return { id: row.id, name: row.name, createdAt: row.created_at };
}
