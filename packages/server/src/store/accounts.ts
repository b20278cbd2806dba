import type { Locale, Occupant, PlayerRecord } from "@loveletter/protocol";
import { DELETED_PLAYER_NAME, isLocale, nameKey, refuse } from "@loveletter/protocol";
import type { Kysely, Transaction } from "kysely";
import { newId } from "./ids.js";
import { player } from "./players.js";
import type { Schema } from "./schema.js";

/** What signing in needs to know of a username: whose it is and its password's hash. */
export interface Credentials {
  readonly playerId: string;
  readonly passwordHash: string;
}

/** Whether an error is the database refusing a second row for a unique key. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "")
  );
}

function taken(username: string): never {
  refuse("name-taken", `The username "${username}" is taken, or too like one that is: pick another.`);
}

/**
 * Guests whose name is now an account's (by key) become "Guest 1234": a guest's name is never an
 * account's, even one made after the guest chose it.
 */
async function renameLookAlikeGuests(trx: Transaction<Schema>, key: string): Promise<void> {
  const guests = await trx
    .selectFrom("players")
    .select("id")
    .where("name_key", "=", key)
    .where("kind", "=", "guest")
    .execute();
  for (const guest of guests) {
    const name = `Guest ${1000 + Math.floor(Math.random() * 9000)}`;
    await trx
      .updateTable("players")
      .set({ name, name_key: nameKey(name) })
      .where("id", "=", guest.id)
      .execute();
  }
}

/**
 * A new account, or a guest turned into one (`guestId`: it keeps its id, so its games and ratings
 * are the account's; its guest token stops working). `username` is already checked (usernames.ts);
 * its key must be free among accounts, which the database's unique index decides.
 */
export async function createAccount(
  db: Kysely<Schema>,
  username: string,
  passwordHash: string,
  now: number,
  guestId?: string,
): Promise<PlayerRecord> {
  const key = nameKey(username);
  const id = guestId ?? newId();
  try {
    await db.transaction().execute(async (trx) => {
      if (guestId === undefined) {
        await trx
          .insertInto("players")
          .values({
            id,
            name: username,
            kind: "account",
            name_key: key,
            password_hash: passwordHash,
            token_hash: null,
            created_at: now,
          })
          .execute();
      } else {
        const result = await trx
          .updateTable("players")
          .set({ name: username, kind: "account", name_key: key, password_hash: passwordHash, token_hash: null })
          .where("id", "=", guestId)
          .where("kind", "=", "guest")
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) refuse("unauthorized", "Only a guest can become an account.");
        // Its past seats keep the name it played under; its new name shows from now on.
      }
      await renameLookAlikeGuests(trx, key);
    });
  } catch (error) {
    if (isUniqueViolation(error)) taken(username);
    throw error;
  }
  return (await player(db, id))!;
}

export async function credentials(db: Kysely<Schema>, username: string): Promise<Credentials | null> {
  const row = await db
    .selectFrom("players")
    .select(["id", "password_hash"])
    .where("name_key", "=", nameKey(username))
    .where("kind", "=", "account")
    .executeTakeFirst();
  return row?.password_hash ? { playerId: row.id, passwordHash: row.password_hash } : null;
}

export async function passwordHashOf(db: Kysely<Schema>, playerId: string): Promise<string | null> {
  const row = await db
    .selectFrom("players")
    .select("password_hash")
    .where("id", "=", playerId)
    .where("kind", "=", "account")
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function setPassword(db: Kysely<Schema>, playerId: string, passwordHash: string): Promise<void> {
  await db.updateTable("players").set({ password_hash: passwordHash }).where("id", "=", playerId).execute();
}

export async function accountLocale(db: Kysely<Schema>, playerId: string): Promise<Locale | null> {
  const row = await db
    .selectFrom("players")
    .select("locale")
    .where("id", "=", playerId)
    .where("kind", "=", "account")
    .executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : null;
}

export async function setAccountLocale(db: Kysely<Schema>, playerId: string, locale: Locale): Promise<void> {
  await db.updateTable("players").set({ locale }).where("id", "=", playerId).where("kind", "=", "account").execute();
}

/** Replaces an account's recovery codes with these (hashed): the old ones stop working. */
export async function replaceRecoveryCodes(
  db: Kysely<Schema>,
  playerId: string,
  codeHashes: readonly string[],
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("player_id", "=", playerId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(codeHashes.map((code_hash) => ({ player_id: playerId, code_hash, created_at: now, used_at: null })))
      .execute();
  });
}

/** Uses a recovery code once: true if it was the account's and unused (it is used now), else false. */
export async function useRecoveryCode(
  db: Kysely<Schema>,
  playerId: string,
  codeHash: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("player_id", "=", playerId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function unusedRecoveryCodes(db: Kysely<Schema>, playerId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("player_id", "=", playerId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes an account: its secrets, sessions, codes and rating history go; the player stays as
 * "deleted player" so the games it played keep their seats, and every stored seat and seat change
 * that named it now says "deleted player". Its ratings leave the leaderboards (people only).
 */
export async function deleteAccount(db: Kysely<Schema>, playerId: string, now: number): Promise<void> {
  const anonymous = (occupant: Occupant): Occupant =>
    occupant.kind === "human" && occupant.playerId === playerId ? { ...occupant, name: DELETED_PLAYER_NAME } : occupant;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("players")
      .set({
        kind: "deleted",
        name: DELETED_PLAYER_NAME,
        name_key: null,
        password_hash: null,
        token_hash: null,
        locale: null,
      })
      .where("id", "=", playerId)
      .execute();
    await trx.updateTable("sessions").set({ revoked_at: now }).where("player_id", "=", playerId).execute();
    await trx.deleteFrom("recovery_codes").where("player_id", "=", playerId).execute();
    await trx.deleteFrom("passkeys").where("player_id", "=", playerId).execute();
    await trx.deleteFrom("rating_history").where("player_id", "=", playerId).execute();
    const games = await trx
      .selectFrom("games")
      .innerJoin("game_players", "game_players.game_id", "games.id")
      .select(["games.id", "games.seats"])
      .where("game_players.player_id", "=", playerId)
      .execute();
    for (const game of games) {
      const seats = (JSON.parse(game.seats) as Occupant[]).map(anonymous);
      await trx
        .updateTable("games")
        .set({ seats: JSON.stringify(seats) })
        .where("id", "=", game.id)
        .execute();
      const changes = await trx
        .selectFrom("actions")
        .select(["seq", "action"])
        .where("game_id", "=", game.id)
        .where("action", "like", `%${playerId}%`)
        .execute();
      for (const change of changes) {
        const action = JSON.parse(change.action) as { type: string; occupant?: Occupant };
        if (action.type !== "seat" || !action.occupant) continue;
        await trx
          .updateTable("actions")
          .set({ action: JSON.stringify({ ...action, occupant: anonymous(action.occupant) }) })
          .where("game_id", "=", game.id)
          .where("seq", "=", change.seq)
          .execute();
      }
    }
    const tables = await trx
      .selectFrom("tables")
      .select(["id", "seats"])
      .where("seats", "like", `%${playerId}%`)
      .execute();
    for (const table of tables) {
      const seats = (JSON.parse(table.seats) as Occupant[]).map(anonymous);
      await trx
        .updateTable("tables")
        .set({ seats: JSON.stringify(seats) })
        .where("id", "=", table.id)
        .execute();
    }
  });
}
