import type { FriendPerson, FriendRelation } from "@loveletter/protocol";
import type { Kysely } from "kysely";
import type { Schema } from "./schema.js";

/** One of an account's friendships, asked or accepted, seen from that account (migration 014). */
export interface FriendLink extends FriendPerson {
  /** "friends" once accepted; else who asked: "outgoing" (this account), "incoming" (the other). */
  readonly state: "friends" | "incoming" | "outgoing";
  /** When it was accepted, or asked while it is not. */
  readonly since: number;
}

/** What asking another account for friendship did: asked, accepted their request, or nothing new. */
export type FriendRequestResult = "requested" | "accepted" | "unchanged";

const pair = (a: string, b: string) => (a < b ? { low_id: a, high_id: b } : { low_id: b, high_id: a });

/**
 * `from` asks `to`: a new request, or the acceptance of `to`'s own request. Two people asking each
 * other at once meet on one row (its key is the ordered pair), so both end up friends.
 */
export async function requestFriend(
  db: Kysely<Schema>,
  from: string,
  to: string,
  now: number,
): Promise<FriendRequestResult> {
  const key = pair(from, to);
  const inserted = await db
    .insertInto("friendships")
    .values({ ...key, requested_by: from, created_at: now, accepted_at: null })
    .onConflict((conflict) => conflict.columns(["low_id", "high_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return "requested";
  const accepted = await db
    .updateTable("friendships")
    .set({ accepted_at: now })
    .where("low_id", "=", key.low_id)
    .where("high_id", "=", key.high_id)
    .where("requested_by", "=", to)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  return Number(accepted.numUpdatedRows) > 0 ? "accepted" : "unchanged";
}

/** Ends a friendship, or withdraws or declines a request, whichever way; whether there was one. */
export async function removeFriend(db: Kysely<Schema>, a: string, b: string): Promise<boolean> {
  const key = pair(a, b);
  const removed = await db
    .deleteFrom("friendships")
    .where("low_id", "=", key.low_id)
    .where("high_id", "=", key.high_id)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** An account's friendships, asked and accepted, by the other's name. */
export async function friendLinks(db: Kysely<Schema>, playerId: string): Promise<FriendLink[]> {
  const rows = await db
    .selectFrom("friendships")
    .innerJoin("players", (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb("friendships.low_id", "=", playerId), eb("players.id", "=", eb.ref("friendships.high_id"))]),
          eb.and([eb("friendships.high_id", "=", playerId), eb("players.id", "=", eb.ref("friendships.low_id"))]),
        ]),
      ),
    )
    .select([
      "players.id",
      "players.name",
      "friendships.requested_by",
      "friendships.created_at",
      "friendships.accepted_at",
    ])
    .where("players.kind", "=", "account")
    .orderBy("players.name")
    .execute();
  return rows.map((row) => ({
    playerId: row.id,
    name: row.name,
    state: row.accepted_at !== null ? "friends" : row.requested_by === playerId ? "outgoing" : "incoming",
    since: row.accepted_at ?? row.created_at,
  }));
}

/** Where `playerId` stands with `otherId`: their block of the other first, then the friendship. */
export async function relation(db: Kysely<Schema>, playerId: string, otherId: string): Promise<FriendRelation> {
  if ((await blockersAmong(db, otherId, [playerId])).length > 0) return "blocked";
  const key = pair(playerId, otherId);
  const row = await db
    .selectFrom("friendships")
    .select(["requested_by", "accepted_at"])
    .where("low_id", "=", key.low_id)
    .where("high_id", "=", key.high_id)
    .executeTakeFirst();
  if (!row) return "none";
  if (row.accepted_at !== null) return "friends";
  return row.requested_by === playerId ? "requested" : "asked-you";
}

/** `blocker` blocks `blocked`: any friendship or request between them ends with it. */
export async function block(db: Kysely<Schema>, blocker: string, blocked: string, now: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await removeFriend(tx, blocker, blocked);
    await tx
      .insertInto("blocks")
      .values({ blocker_id: blocker, blocked_id: blocked, created_at: now })
      .onConflict((conflict) => conflict.columns(["blocker_id", "blocked_id"]).doNothing())
      .execute();
  });
}

/** Lifts a block; whether there was one. */
export async function unblock(db: Kysely<Schema>, blocker: string, blocked: string): Promise<boolean> {
  const removed = await db
    .deleteFrom("blocks")
    .where("blocker_id", "=", blocker)
    .where("blocked_id", "=", blocked)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** The accounts `blocker` blocked, by name. */
export async function blockedBy(db: Kysely<Schema>, blocker: string): Promise<FriendPerson[]> {
  const rows = await db
    .selectFrom("blocks")
    .innerJoin("players", "players.id", "blocks.blocked_id")
    .select(["players.id", "players.name"])
    .where("blocks.blocker_id", "=", blocker)
    .orderBy("players.name")
    .execute();
  return rows.map((row) => ({ playerId: row.id, name: row.name }));
}

/** Which of `ids` blocked `playerId` (a table's people, before `playerId` comes in). */
export async function blockersAmong(db: Kysely<Schema>, playerId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("blocks")
    .select("blocker_id")
    .where("blocked_id", "=", playerId)
    .where("blocker_id", "in", ids)
    .execute();
  return rows.map((row) => row.blocker_id);
}

/** Forgets an account's friendships and blocks, both ways (its deletion). */
export async function forgetFriendsOf(db: Kysely<Schema>, playerId: string): Promise<void> {
  await db
    .deleteFrom("friendships")
    .where((eb) => eb.or([eb("low_id", "=", playerId), eb("high_id", "=", playerId)]))
    .execute();
  await db
    .deleteFrom("blocks")
    .where((eb) => eb.or([eb("blocker_id", "=", playerId), eb("blocked_id", "=", playerId)]))
    .execute();
}
