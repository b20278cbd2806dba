import { createHash } from "node:crypto";
import type { PlayerRecord } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import { hashToken, newId, newToken } from "./ids.js";
import { PLAYER_COLUMNS, toPlayer } from "./players.js";
import type { Schema } from "./schema.js";

/** A session as its holder knows it: the cookie's secret token and the bearer token derived from it. */
export interface NewSession {
  readonly id: string;
  readonly token: string;
  readonly bearer: string;
  readonly expiresAt: number;
}

export interface LiveSession {
  readonly id: string;
  readonly player: PlayerRecord;
  readonly expiresAt: number;
}

/**
 * The bearer token of a session, derived from its cookie's token (one way): a page that holds only
 * the HttpOnly cookie gets it again from GET /api/session, on any process, with nothing but the
 * hash stored. It dies with its session.
 */
export function bearerOf(token: string): string {
  return createHash("sha256").update(`bearer:${token}`).digest("base64url");
}

export async function createSession(
  db: Kysely<Schema>,
  playerId: string,
  now: number,
  expiresAt: number,
): Promise<NewSession> {
  const token = newToken();
  const bearer = bearerOf(token);
  const id = newId();
  await db
    .insertInto("sessions")
    .values({
      id,
      player_id: playerId,
      token_hash: hashToken(token),
      bearer_hash: hashToken(bearer),
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  // Sessions long over are of no use to anyone: each new one sweeps a few away.
  await db
    .deleteFrom("sessions")
    .where("expires_at", "<", now - 30 * 86_400_000)
    .execute();
  return { id, token, bearer, expiresAt };
}

/** The live session (not revoked, not expired, its account not deleted) a cookie's token or a bearer token opens. */
export async function liveSession(
  db: Kysely<Schema>,
  secret: string,
  by: "cookie" | "bearer",
  now: number,
): Promise<LiveSession | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("players", "players.id", "sessions.player_id")
    .select([...PLAYER_COLUMNS, "sessions.id as session_id", "sessions.expires_at"])
    .where(by === "cookie" ? "sessions.token_hash" : "sessions.bearer_hash", "=", hashToken(secret))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .where("players.kind", "=", "account")
    .executeTakeFirst();
  return row ? { id: row.session_id, player: toPlayer(row), expiresAt: row.expires_at } : null;
}

/** A live session lasts until `expiresAt` now (a renewal); a revoked or expired one stays as it is. */
export async function extendSession(db: Kysely<Schema>, id: string, now: number, expiresAt: number): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ expires_at: expiresAt })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .execute();
}

export async function revokeSession(db: Kysely<Schema>, id: string, now: number): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
}

/** Revokes every session of a player, but `keep` if given (a password change keeps the session that made it). */
export async function revokeSessionsOf(
  db: Kysely<Schema>,
  playerId: string,
  now: number,
  keep?: string,
): Promise<number> {
  let query = db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("player_id", "=", playerId)
    .where("revoked_at", "is", null);
  if (keep !== undefined) query = query.where("id", "!=", keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
