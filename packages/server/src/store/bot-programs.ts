import type { BotProgramRecord, PlayerRecord } from "@loveletter/protocol";
import { BOT_PROGRAMS_PER_OWNER, nameKey, refuse } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import { hashToken, newId, newToken } from "./ids.js";
import { PLAYER_COLUMNS, toPlayer } from "./players.js";
import type { Schema } from "./schema.js";
import { isUniqueViolation } from "./unique-violation.js";

/**
 * Bot programs (docs/bot-api.md): players of kind "bot" that sign in with a secret token, made by
 * an account or by the server's admin. Their names are checked by botProgramName before they get
 * here; one unique index keeps them apart from every account's username (migration 006).
 */

const PROGRAM_COLUMNS = ["id", "name", "owner_id", "created_at"] as const;

function toProgram(row: { id: string; name: string; owner_id: string | null; created_at: number }): BotProgramRecord {
  return { id: row.id, name: row.name, ownerId: row.owner_id, createdAt: row.created_at };
}

/** Only programs: a built-in bot's row (kind "bot" too) never has a token. */
function programs(db: Kysely<Schema>) {
  return db.selectFrom("players").where("kind", "=", "bot").where("token_hash", "is not", null);
}

export async function createBotProgram(
  db: Kysely<Schema>,
  name: string,
  ownerId: string | null,
  now: number,
): Promise<{ bot: BotProgramRecord; token: string }> {
  if (ownerId !== null) {
    const owned = await programs(db)
      .select(db.fn.countAll<number>().as("n"))
      .where("owner_id", "=", ownerId)
      .executeTakeFirstOrThrow();
    if (Number(owned.n) >= BOT_PROGRAMS_PER_OWNER)
      refuse("too-many-tables", `An account may have ${BOT_PROGRAMS_PER_OWNER} bots: delete one first.`);
  }
  const token = newToken();
  const bot: BotProgramRecord = { id: newId(), name, ownerId, createdAt: now };
  try {
    await db
      .insertInto("players")
      .values({
        id: bot.id,
        name,
        kind: "bot",
        name_key: nameKey(name),
        token_hash: hashToken(token),
        owner_id: ownerId,
        created_at: now,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) refuse("name-taken", `"${name}" is taken by a player or a bot.`);
    throw error;
  }
  return { bot, token };
}

export async function botProgramsOf(db: Kysely<Schema>, ownerId: string): Promise<BotProgramRecord[]> {
  const rows = await programs(db)
    .select(PROGRAM_COLUMNS)
    .where("owner_id", "=", ownerId)
    .orderBy("created_at")
    .execute();
  return rows.map(toProgram);
}

/** The program a token opens, as a player, or null. */
export async function botProgramByToken(db: Kysely<Schema>, token: string): Promise<PlayerRecord | null> {
  const row = await programs(db).select(PLAYER_COLUMNS).where("token_hash", "=", hashToken(token)).executeTakeFirst();
  return row ? toPlayer(row) : null;
}

/**
 * A new token for the owner's program (the old one stops working at once), or null when the
 * owner has no such program.
 */
export async function newBotProgramToken(
  db: Kysely<Schema>,
  id: string,
  ownerId: string,
): Promise<{ bot: BotProgramRecord; token: string } | null> {
  const token = newToken();
  const result = await db
    .updateTable("players")
    .set({ token_hash: hashToken(token) })
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .where("kind", "=", "bot")
    .where("token_hash", "is not", null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return null;
  const row = await db.selectFrom("players").select(PROGRAM_COLUMNS).where("id", "=", id).executeTakeFirstOrThrow();
  return { bot: toProgram(row), token };
}

/**
 * Retires the owner's program: its token stops working and its name is free again; its games keep
 * it (a bot player whose name is kept in every seat it held). False when there is no such program.
 */
export async function deleteBotProgram(db: Kysely<Schema>, id: string, ownerId: string): Promise<boolean> {
  const result = await db
    .updateTable("players")
    .set({ token_hash: null, name_key: null })
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .where("kind", "=", "bot")
    .where("token_hash", "is not", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
