import { createEndpoint } from "@colyseus/core";
import type { PlayerRecord } from "@loveletter/protocol";
import { refuse } from "@loveletter/protocol";
import { emailAddress } from "../notifications/mail/email-addresses.js";
import type { NotificationService } from "../notifications/notification-service.js";
import { pushSubscriptionJson } from "../notifications/push/public-endpoints.js";
import { TURN_BASED_TABLES_PER_PLAYER } from "../rooms/limits.js";
import type { Store } from "../store/store.js";
import type { TableClock } from "../table/clock.js";
import { turnBasedList } from "../table/turn-based-list.js";
import { authenticate, fields, handled } from "./account-api.js";
import { AddressLimits } from "./address-limits.js";
import { tooMany } from "./rate-limits.js";
import { json } from "./responses.js";

const MAX_LIST = 100;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-player limits of these endpoints (docs/protocol.md, "Notifications"), each a burst refilled
 * over its period: reading and marking the list, subscribing devices, test pushes (each one a real
 * push), and setting an address (each one an e-mail sent).
 */
export const NOTIFICATION_LIMITS = {
  requests: { capacity: 120, perMs: MINUTE },
  subscriptions: { capacity: 20, perMs: HOUR },
  tests: { capacity: 10, perMs: HOUR },
  addresses: { capacity: 5, perMs: HOUR },
} as const;

type Limit = keyof typeof NOTIFICATION_LIMITS;

const WHAT: Record<Limit, string> = {
  requests: `notification requests (at most ${NOTIFICATION_LIMITS.requests.capacity} a minute)`,
  subscriptions: `push subscriptions (at most ${NOTIFICATION_LIMITS.subscriptions.capacity} an hour)`,
  tests: `test notifications (at most ${NOTIFICATION_LIMITS.tests.capacity} an hour)`,
  addresses: `e-mail addresses set (at most ${NOTIFICATION_LIMITS.addresses.capacity} an hour)`,
};

/** Who is asking, and through which session (an account's; null for a guest's token). */
interface Caller {
  readonly player: PlayerRecord;
  readonly sessionId: string | null;
}

/**
 * The notifications' HTTP API (docs/protocol.md, "Notifications"): the list and its read marks,
 * the push devices and their test, the digest's address, and the links of the digest's e-mails.
 * A player is a guest's token or an account's session (its bearer token, or its cookie with CSRF's
 * rule on writes).
 */
export function notificationEndpoints(store: Store, service: NotificationService, clock: TableClock) {
  const { notifications, push, email } = service;
  const limits = Object.fromEntries(
    Object.entries(NOTIFICATION_LIMITS).map(([name, rate]) => [name, new AddressLimits(rate, clock.now)]),
  ) as Record<Limit, AddressLimits>;

  async function caller(headers: Headers | undefined, write: boolean, limit: Limit = "requests"): Promise<Caller> {
    const header = headers?.get("authorization") ?? "";
    let found: Caller;
    if (header.startsWith("Bearer ")) {
      const token = header.slice(7).trim();
      const session = await store.liveSession(token, "bearer", clock.now());
      const guest = session ? null : await store.playerByToken(token);
      if (session) found = { player: session.player, sessionId: session.id };
      else if (guest?.kind === "guest") found = { player: guest, sessionId: null };
      else refuse("unauthorized", "Send a guest's token or a session's as 'Authorization: Bearer <token>'.");
    } else {
      const session = await authenticate(store, headers, write, clock.now);
      found = { player: session.player, sessionId: session.sessionId };
    }
    spend(found.player.id, limit);
    return found;
  }

  function spend(playerId: string, limit: Limit): void {
    if (!limits[limit].take(playerId)) throw new Limited(limit);
  }

  /** A refusal for too many requests, as the other limits answer it (429 with Retry-After). */
  class Limited extends Error {
    constructor(readonly limit: Limit) {
      super(WHAT[limit]);
    }
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

  return {
    // What waits for the player: their turn-based tables, with the header's count (docs/protocol.md, "Turn-based tables").
    turnBased: createEndpoint(
      "/api/turn-based",
      { method: "GET" },
      endpoint(async ({ headers }) => {
        const { player } = await caller(headers, false);
        const records = await store.openTurnBasedTablesOf(player.id);
        return json(turnBasedList(records, player.id, TURN_BASED_TABLES_PER_PLAYER, clock.now()));
      }),
    ),
    notifications: createEndpoint(
      "/api/notifications",
      { method: "GET" },
      endpoint(async ({ headers, query }) => {
        const { player } = await caller(headers, false);
        const n = Number(query?.limit ?? 50);
        const limit = Number.isInteger(n) && n > 0 ? Math.min(n, MAX_LIST) : 50;
        return json(await notifications.list(player.id, limit));
      }),
    ),
    readNotifications: createEndpoint(
      "/api/notifications/read",
      { method: "POST" },
      endpoint(async ({ headers, body }) => {
        const { player } = await caller(headers, true);
        const { ids } = fields(body ?? {});
        if (
          ids !== undefined &&
          (!Array.isArray(ids) || ids.length > MAX_LIST || ids.some((id) => typeof id !== "string"))
        )
          refuse("invalid-message", 'The body is {} (all read) or {"ids": ["..."]} (at most 100).');
        return json({ unread: await notifications.markRead(player.id, (ids as string[] | undefined) ?? "all") });
      }),
    ),
    dismissNotification: createEndpoint(
      "/api/notifications/:id",
      { method: "DELETE" },
      endpoint(async ({ headers, params }) => {
        const { player } = await caller(headers, true);
        if (!(await notifications.dismiss(player.id, String(params?.id))))
          refuse("not-found", "You have no such notification.");
        return new Response(null, { status: 204 });
      }),
    ),
    pushKey: createEndpoint(
      "/api/push/key",
      { method: "GET" },
      handled(async () => json({ publicKey: push.sender.publicKey })),
    ),
    subscribePush: createEndpoint(
      "/api/push/subscriptions",
      { method: "POST" },
      endpoint(async ({ headers, body }) => {
        const { player, sessionId } = await caller(headers, true, "subscriptions");
        const subscription = pushSubscriptionJson(fields(body).subscription);
        await store.savePushSubscription({
          endpoint: subscription.endpoint,
          playerId: player.id,
          sessionId,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          createdAt: clock.now(),
          lastPushAt: null,
        });
        return json({ endpoint: subscription.endpoint }, 201);
      }),
    ),
    unsubscribePush: createEndpoint(
      "/api/push/subscriptions",
      { method: "DELETE" },
      endpoint(async ({ headers, body }) => {
        const { player } = await caller(headers, true);
        const { endpoint: target } = fields(body);
        if (typeof target !== "string" || !(await store.removePushSubscription(target, player.id)))
          refuse("not-found", "No push subscription of yours has that endpoint.");
        return new Response(null, { status: 204 });
      }),
    ),
    testPush: createEndpoint(
      "/api/push/test",
      { method: "POST" },
      endpoint(async ({ headers, body }) => {
        const { player } = await caller(headers, true, "tests");
        const { endpoint: target } = fields(body);
        const outcome = typeof target === "string" ? await push.test(player.id, target) : "not-found";
        if (outcome === "not-found") refuse("not-found", "No push subscription of yours has that endpoint.");
        if (outcome === "gone")
          refuse("not-found", "The push service says this device's subscription has ended: subscribe again.");
        return json({ sent: true }, 202);
      }),
    ),

    email: createEndpoint(
      "/api/account/email",
      { method: "GET" },
      endpoint(async ({ headers }) => {
        const { player } = await caller(headers, false);
        return json(await email.answer(player.id));
      }),
    ),
    setEmail: createEndpoint(
      "/api/account/email",
      { method: "PUT" },
      endpoint(async ({ headers, body }) => {
        const { player } = await caller(headers, true);
        const address = emailAddress(fields(body).address);
        // Only what sends an e-mail counts.
        spend(player.id, "addresses");
        return json(await email.setAddress(player, address));
      }),
    ),
    removeEmail: createEndpoint(
      "/api/account/email",
      { method: "DELETE" },
      endpoint(async ({ headers }) => {
        const { player } = await caller(headers, true);
        await email.remove(player.id);
        return new Response(null, { status: 204 });
      }),
    ),
    setDigest: createEndpoint(
      "/api/account/email/digest",
      { method: "PUT" },
      endpoint(async ({ headers, body }) => {
        const { player } = await caller(headers, true);
        return json(await email.setDigest(player.id, fields(body).digest));
      }),
    ),
    confirmEmail: createEndpoint(
      "/api/email/confirm",
      { method: "POST" },
      handled(async ({ body }) => json(await email.confirm(fields(body).token))),
    ),
    // One-click unsubscribe (RFC 8058): a mail program POSTs "List-Unsubscribe=One-Click" to the
    // List-Unsubscribe address, the token in its query; the page's own button sends {"token"}.
    unsubscribe: createEndpoint(
      "/api/email/unsubscribe",
      { method: "POST" },
      handled(async ({ body, query }) => json(await email.byLink(query?.token ?? tokenIn(body), false))),
    ),
    // A mail program that only opens the List-Unsubscribe address gets the page that does it.
    unsubscribePage: createEndpoint(
      "/api/email/unsubscribe",
      { method: "GET" },
      handled(
        async ({ query }) =>
          new Response(null, {
            status: 303,
            headers: { location: `/email/unsubscribe?token=${encodeURIComponent(String(query?.token ?? ""))}` },
          }),
      ),
    ),
    resubscribe: createEndpoint(
      "/api/email/subscribe",
      { method: "POST" },
      handled(async ({ body }) => json(await email.byLink(tokenIn(body), true))),
    ),
  };
}

function tokenIn(body: unknown): unknown {
  return typeof body === "object" && body !== null ? (body as { token?: unknown }).token : undefined;
}
