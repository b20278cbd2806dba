import { createEndpoint } from "@colyseus/core";
import type { FriendsAnswer, FriendTable, PlayerRecord, RelationAnswer } from "@loveletter/protocol";
import { MAX_FRIENDS, refuse } from "@loveletter/protocol";
import type { OnlinePeople } from "../community/online-people.js";
import type { Notifications } from "../notifications/notifications.js";
import { tableTitle } from "../rooms/listing.js";
import { isOpenTable, type TableRecord } from "../store/records.js";
import type { Store } from "../store/store.js";
import { authenticate, fields, handled } from "./account-api.js";
import { AddressLimits } from "./address-limits.js";
import { tooMany } from "./rate-limits.js";
import { json } from "./responses.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-account limits of these endpoints (docs/protocol.md, "Friends"), each a burst refilled over
 * its period: every request, the friend requests sent, and the invitations and challenges sent
 * (each one a notification someone else gets).
 */
export const FRIEND_LIMITS = {
  requests: { capacity: 120, perMs: MINUTE },
  friendRequests: { capacity: 30, perMs: HOUR },
  invitations: { capacity: 60, perMs: HOUR },
} as const;

type Limit = keyof typeof FRIEND_LIMITS;

const WHAT: Record<Limit, string> = {
  requests: `friends requests (at most ${FRIEND_LIMITS.requests.capacity} a minute)`,
  friendRequests: `friend requests sent (at most ${FRIEND_LIMITS.friendRequests.capacity} an hour)`,
  invitations: `invitations and challenges sent (at most ${FRIEND_LIMITS.invitations.capacity} an hour)`,
};

class Limited extends Error {
  constructor(readonly limit: Limit) {
    super(WHAT[limit]);
  }
}

/** What the friends endpoints read besides the store: who is online here, and where notifications go. */
export interface FriendsContext {
  readonly store: Store;
  readonly online: OnlinePeople;
  readonly notifications: Notifications;
}

/**
 * Friends, blocks, invitations and challenges (docs/protocol.md, "Friends"), between accounts: a
 * session's bearer token, or its cookie with CSRF's rule on writes. A block is kept from the one
 * it blocks: their requests, invitations and challenges are refused as "blocked", and they cannot
 * come into a table where the one who blocked them sits (rooms/table-room.ts).
 */
export function friendEndpoints({ store, online, notifications }: FriendsContext, now: () => number = Date.now) {
  const limits = Object.fromEntries(
    Object.entries(FRIEND_LIMITS).map(([name, rate]) => [name, new AddressLimits(rate, now)]),
  ) as Record<Limit, AddressLimits>;

  const spend = (playerId: string, limit: Limit) => {
    if (!limits[limit].take(playerId)) throw new Limited(limit);
  };

  async function me(headers: Headers | undefined, write: boolean): Promise<PlayerRecord> {
    const { player } = await authenticate(store, headers, write, now);
    spend(player.id, "requests");
    return player;
  }

  /** The other account a request names: an account, and not the asker. */
  async function other(me: PlayerRecord, id: string | undefined): Promise<PlayerRecord> {
    const player = id ? await store.player(id) : null;
    if (!player || player.kind !== "account") refuse("not-found", "No account has that id.");
    if (player.id === me.id) refuse("invalid-message", "That is your own account.");
    return player;
  }

  async function refuseIfBlocked(me: PlayerRecord, them: PlayerRecord): Promise<void> {
    if ((await store.blockersAmong(me.id, [them.id])).length > 0)
      refuse("blocked", `${them.name} does not take requests or invitations from you.`);
    if ((await store.blockersAmong(them.id, [me.id])).length > 0)
      refuse("blocked", `You blocked ${them.name}: unblock them first.`);
  }

  /** The lobby chat's view of whom an online account blocked, kept as it changes. */
  const keepBlocks = async (playerId: string) => {
    if (online.has(playerId))
      online.setBlocks(
        playerId,
        (await store.blockedBy(playerId)).map((p) => p.playerId),
      );
  };

  const relationOf = async (me: PlayerRecord, them: PlayerRecord): Promise<RelationAnswer> => ({
    relation: await store.friendRelation(me.id, them.id),
  });

  /** Where a friend plays: their open tables, a private one marked so (it is watched only with its code). */
  const tablesOf = async (playerId: string): Promise<FriendTable[]> =>
    (await store.openTablesOf(playerId)).map((table) => ({
      tableId: table.id,
      ruleset: table.settings.ruleset,
      seats: table.seats.length,
      status: table.status === "waiting" || table.status === "playing" ? table.status : "finished",
      private: table.code !== null,
      pace: table.settings.pace?.kind ?? "live",
    }));

  /** The table an invitation or a challenge is to: open, and the inviter's own (its host or one of its seats). */
  async function ownTable(me: PlayerRecord, tableId: unknown): Promise<TableRecord> {
    const table = typeof tableId === "string" && tableId ? await store.table(tableId) : null;
    if (!table || !isOpenTable(table.status) || table.status === "finished")
      refuse("not-found", "No open table has that id.");
    const seated = table.seats.some((seat) => seat.kind === "human" && seat.playerId === me.id);
    if (table.hostId !== me.id && !seated) refuse("not-seated", "You can invite people only to a table you sit at.");
    return table;
  }

  const limited =
    (handler: Parameters<typeof handled>[0]): Parameters<typeof handled>[0] =>
    async (ctx) => {
      try {
        return await handler(ctx);
      } catch (error) {
        if (error instanceof Limited) return tooMany(limits[error.limit], WHAT[error.limit], "api", "for you");
        throw error;
      }
    };
  const endpoint = (handler: Parameters<typeof handled>[0]) => handled(limited(handler));

  /** An invitation or a challenge: its body checked, the inviter's table, the invitee told. */
  const invite = (kind: "invited" | "challenge") =>
    endpoint(async ({ headers, body }) => {
      const player = await me(headers, true);
      const request = fields(body);
      const them = await other(player, typeof request.playerId === "string" ? request.playerId : undefined);
      await refuseIfBlocked(player, them);
      const table = await ownTable(player, request.tableId);
      spend(player.id, "invitations");
      const from = { playerId: player.id, name: player.name };
      const sent =
        kind === "invited"
          ? await notifications.notify(them.id, "invited", table.id, {
              from,
              title: tableTitle(table.settings.ruleset, table.seats.length),
              code: table.code,
            })
          : await notifications.notify(them.id, "challenge", table.id, {
              from,
              ruleset: table.settings.ruleset,
              seats: table.seats.length,
              code: table.code,
            });
      if (!sent) refuse("server-error", "The invitation could not be sent: try again.");
      return json({ sent: true }, 201);
    });

  return {
    friends: createEndpoint(
      "/api/friends",
      { method: "GET" },
      endpoint(async ({ headers }) => {
        const player = await me(headers, false);
        const links = await store.friendLinks(player.id);
        const person = ({ playerId, name }: { playerId: string; name: string }) => ({ playerId, name });
        const friends = await Promise.all(
          links
            .filter((link) => link.state === "friends")
            .map(async (link) => ({
              ...person(link),
              since: link.since,
              online: online.has(link.playerId),
              tables: await tablesOf(link.playerId),
            })),
        );
        const answer: FriendsAnswer = {
          friends,
          incoming: links.filter((link) => link.state === "incoming").map(person),
          outgoing: links.filter((link) => link.state === "outgoing").map(person),
          blocked: await store.blockedBy(player.id),
        };
        return json(answer);
      }),
    ),
    relation: createEndpoint(
      "/api/friends/:id",
      { method: "GET" },
      endpoint(async ({ headers, params }) => {
        const player = await me(headers, false);
        return json(await relationOf(player, await other(player, params?.id)));
      }),
    ),
    befriend: createEndpoint(
      "/api/friends/:id",
      { method: "PUT" },
      endpoint(async ({ headers, params }) => {
        const player = await me(headers, true);
        const them = await other(player, params?.id);
        await refuseIfBlocked(player, them);
        const links = await store.friendLinks(player.id);
        if (!links.some((link) => link.playerId === them.id)) {
          if (links.length >= MAX_FRIENDS)
            refuse("invalid-message", `An account keeps at most ${MAX_FRIENDS} friends and requests.`);
          spend(player.id, "friendRequests");
        }
        const result = await store.requestFriend(player.id, them.id, now());
        if (result === "requested")
          await notifications.notify(them.id, "friend-request", null, {
            from: { playerId: player.id, name: player.name },
          });
        if (result === "accepted") await notifications.clear(player.id, "friend-request", them.id);
        return json(await relationOf(player, them));
      }),
    ),
    unfriend: createEndpoint(
      "/api/friends/:id",
      { method: "DELETE" },
      endpoint(async ({ headers, params }) => {
        const player = await me(headers, true);
        const them = await other(player, params?.id);
        await store.removeFriend(player.id, them.id);
        await notifications.clear(them.id, "friend-request", player.id);
        await notifications.clear(player.id, "friend-request", them.id);
        return json(await relationOf(player, them));
      }),
    ),
    block: createEndpoint(
      "/api/blocks/:id",
      { method: "PUT" },
      endpoint(async ({ headers, params }) => {
        const player = await me(headers, true);
        const them = await other(player, params?.id);
        await store.block(player.id, them.id, now());
        await keepBlocks(player.id);
        await notifications.clear(player.id, "friend-request", them.id);
        await notifications.clear(them.id, "friend-request", player.id);
        return json(await relationOf(player, them));
      }),
    ),
    unblock: createEndpoint(
      "/api/blocks/:id",
      { method: "DELETE" },
      endpoint(async ({ headers, params }) => {
        const player = await me(headers, true);
        const them = await other(player, params?.id);
        await store.unblock(player.id, them.id);
        await keepBlocks(player.id);
        return json(await relationOf(player, them));
      }),
    ),
    invite: createEndpoint("/api/invitations", { method: "POST" }, invite("invited")),
    challenge: createEndpoint("/api/challenges", { method: "POST" }, invite("challenge")),
  };
}
