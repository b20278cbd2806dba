import type { PlayerKind, PlayerRecord } from "@loveletter/protocol";
import { nameKey, refuse, reservedNameReason } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import { hashToken, newId, newToken } from "./ids.js";
import type { Schema } from "./schema.js";

export const PLAYER_COLUMNS = ["players.id", "players.name", "players.kind", "players.created_at"] as const;

/**
 * Refuses a guest's name that is reserved, or that an account has (by nameKey): a guest can never
 * pass for an account or a bot. Checked where the name is written, against what is stored.
 */
async function checkGuestName(db: Kysely<Schema>, name: string): Promise<void> {
  const reserved = reservedNameReason(name, "guest");
  if (reserved) refuse("invalid-name", reserved);
  const account = await db
    .selectFrom("players")
    .select("id")
    .where("name_key", "=", nameKey(name))
    .where("kind", "in", ["account", "bot"])
    .executeTakeFirst();
  if (account) refuse("name-taken", `"${name}" is a player's username: guests pick another name.`);
}

export async function createGuest(db: Kysely<Schema>, name: string): Promise<{ player: PlayerRecord; token: string }> {
  await checkGuestName(db, name);
  const token = newToken();
  const player: PlayerRecord = { id: newId(), name, kind: "guest", createdAt: Date.now() };
  await db
    .insertInto("players")
    .values({
      id: player.id,
      name: player.name,
      kind: "guest",
      name_key: nameKey(name),
      token_hash: hashToken(token),
      created_at: player.createdAt,
    })
    .execute();
  return { player, token };
}

/** A guest's token's player. Sessions' bearer tokens are looked up in sessions.ts. */
export async function guestByToken(db: Kysely<Schema>, token: string): Promise<PlayerRecord | null> {
  const row = await db
    .selectFrom("players")
    .select(PLAYER_COLUMNS)
    .where("token_hash", "=", hashToken(token))
    .where("kind", "=", "guest")
    .executeTakeFirst();
  return row ? toPlayer(row) : null;
}

export async function player(db: Kysely<Schema>, id: string): Promise<PlayerRecord | null> {
  const row = await db.selectFrom("players").select(PLAYER_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toPlayer(row) : null;
}

/** Renames a guest (an account's name is its username, and a bot's is fixed). */
export async function renamePlayer(db: Kysely<Schema>, id: string, name: string): Promise<PlayerRecord | null> {
  const current = await player(db, id);
  if (!current) return null;
  if (current.kind !== "guest") refuse("invalid-name", "An account's name is its username: it can't be changed.");
  await checkGuestName(db, name);
  await db
    .updateTable("players")
    .set({ name, name_key: nameKey(name) })
    .where("id", "=", id)
    .execute();
  return player(db, id);
}

export function toPlayer(row: { id: string; name: string; kind: string; created_at: number }): PlayerRecord {
  return { id: row.id, name: row.name, kind: row.kind as PlayerKind, createdAt: row.created_at };
}
