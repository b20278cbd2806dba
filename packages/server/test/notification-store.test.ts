import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../src/store/index.js";
import type { NotificationInput } from "../src/store/notification-store.js";
import { type PostgresServer, startPostgres } from "./support/postgres.js";

// The notifications' store (migration 009) on SQLite and PostgreSQL alike: one notification per
// subject, refreshed rather than repeated; the limit per player; read marks; pushes claimed once;
// push devices that die with their session; the server's keys made once; the digest's addresses.

let dir = "";
let postgres: PostgresServer | undefined;
let count = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "loveletter-notify-store-"));
  postgres = await startPostgres("notify_store");
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
});

const backends = [
  { kind: "sqlite", location: async () => join(dir, `store-${++count}.sqlite`) },
  { kind: "postgres", location: () => postgres!.createDatabase(`notify_${++count}`) },
] as const;

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 11, 1, 9);

function yourTurn(playerId: string, tableId: string, title = `Table ${tableId}`): NotificationInput {
  return { playerId, kind: "your-turn", subject: tableId, tableId, params: { title, deadline: T0 + DAY } };
}

describe.each(backends)("the notification store on $kind", (backend) => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore(await backend.location());
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it("keeps one notification per subject: notified again, it comes back to the top unread, with its push mark", async () => {
    const first = await store.saveNotification(yourTurn("p1", "t1"), T0, 100);
    expect(first.fresh).toBe(true);
    expect(first.notification).toMatchObject({ kind: "your-turn", tableId: "t1", readAt: null, createdAt: T0 });
    await store.saveNotification(yourTurn("p1", "t2"), T0 + 1, 100);
    await store.markNotificationsRead("p1", [first.notification.id], T0 + 2);
    expect(await store.claimUnpushed("p1", ["your-turn"], T0 + 3)).toHaveLength(1);

    const again = await store.saveNotification(yourTurn("p1", "t1", "Renamed"), T0 + 10, 100);
    expect(again.fresh).toBe(false);
    expect(again.notification).toMatchObject({
      id: first.notification.id,
      readAt: null,
      updatedAt: T0 + 10,
      createdAt: T0,
      params: { title: "Renamed" },
    });
    // Pushed already (t1 was read when the push was claimed, but claimed all the same): no second push.
    expect(await store.claimUnpushed("p1", ["your-turn"], T0 + 11)).toEqual([]);
    const list = await store.notificationsOf("p1", 10);
    expect(list.map((n) => n.tableId)).toEqual(["t1", "t2"]);
    expect(await store.unreadNotifications("p1")).toBe(2);
    expect(await store.notificationsOf("p2", 10)).toEqual([]);
  });

  it("drops a player's oldest past the limit, and only theirs", async () => {
    for (let i = 0; i < 5; i++) await store.saveNotification(yourTurn("limited", `l${i}`), T0 + i, 3);
    await store.saveNotification(yourTurn("other", "o1"), T0, 3);
    const kept = await store.notificationsOf("limited", 10);
    expect(kept.map((n) => n.tableId)).toEqual(["l4", "l3", "l2"]);
    const saved = await store.saveNotification(yourTurn("limited", "l5"), T0 + 9, 3);
    expect(saved.dropped).toHaveLength(1);
    expect(await store.notificationsOf("other", 10)).toHaveLength(1);
  });

  it("marks read some or all, clears by kind and subject, dismisses only the player's own", async () => {
    const a = await store.saveNotification(yourTurn("r1", "a"), T0, 100);
    const b = await store.saveNotification(
      {
        playerId: "r1",
        kind: "friend-request",
        subject: "f1",
        tableId: null,
        params: { from: { playerId: "f1", name: "Fay" } },
      },
      T0 + 1,
      100,
    );
    await store.saveNotification(yourTurn("r1", "c"), T0 + 2, 100);
    expect(await store.markNotificationsRead("r1", [a.notification.id], T0 + 5)).toEqual([a.notification.id]);
    expect(await store.markNotificationsRead("r1", [a.notification.id], T0 + 6)).toEqual([]);
    expect(await store.unreadNotifications("r1")).toBe(2);
    expect((await store.markNotificationsRead("r1", "all", T0 + 7)).sort()).toHaveLength(2);
    expect(await store.unreadNotifications("r1")).toBe(0);

    expect(await store.removeNotifications("r1", "your-turn", "c")).toHaveLength(1);
    expect(await store.dismissNotification("someone-else", b.notification.id)).toBe(false);
    expect(await store.dismissNotification("r1", b.notification.id)).toBe(true);
    expect((await store.notificationsOf("r1", 10)).map((n) => n.tableId)).toEqual(["a"]);
    expect(await store.removeNotifications("r1", "your-turn")).toEqual([a.notification.id]);
  });

  it("claims unpushed notifications once: a second claim (another process) gets none", async () => {
    await store.saveNotification(yourTurn("c1", "x"), T0, 100);
    await store.saveNotification(yourTurn("c1", "y"), T0 + 1, 100);
    const [one, two] = await Promise.all([
      store.claimUnpushed("c1", ["your-turn"], T0 + 2),
      store.claimUnpushed("c1", ["your-turn"], T0 + 2),
    ]);
    expect([...one!, ...two!].map((n) => n.tableId).sort()).toEqual(["x", "y"]);
    expect(one!.length === 0 || two!.length === 0).toBe(true);
  });

  it("deletes notifications past their retention", async () => {
    await store.saveNotification(yourTurn("old", "o"), T0 - 40 * DAY, 100);
    await store.saveNotification(yourTurn("old", "n"), T0, 100);
    expect(await store.deleteNotificationsBefore(T0 - 30 * DAY)).toBeGreaterThanOrEqual(1);
    expect((await store.notificationsOf("old", 10)).map((n) => n.tableId)).toEqual(["n"]);
  });

  it("keeps push devices by endpoint; an account's stops with its session", async () => {
    const guest = await store.createGuest("Pusher");
    const account = await store.createAccount("Push_Account", "x", T0);
    const session = await store.createSession(account.id, T0, T0 + 30 * DAY);
    const device = (endpoint: string, playerId: string, sessionId: string | null) => ({
      endpoint,
      playerId,
      sessionId,
      p256dh: "key",
      auth: "auth",
      createdAt: T0,
      lastPushAt: null,
    });
    await store.savePushSubscription(device("https://push.test/g", guest.player.id, null));
    await store.savePushSubscription(device("https://push.test/a", account.id, session.id));
    expect(await store.pushSubscriptionsOf(guest.player.id, T0)).toHaveLength(1);
    expect(await store.pushSubscriptionsOf(account.id, T0)).toHaveLength(1);
    // The same browser subscribing as someone else takes the endpoint over.
    await store.savePushSubscription(device("https://push.test/g", account.id, session.id));
    expect(await store.pushSubscriptionsOf(guest.player.id, T0)).toEqual([]);
    expect(await store.pushSubscriptionsOf(account.id, T0)).toHaveLength(2);
    expect(await store.removePushSubscription("https://push.test/g", guest.player.id)).toBe(false);

    await store.revokeSession(session.id, T0 + 1);
    expect(await store.pushSubscriptionsOf(account.id, T0 + 2)).toEqual([]);
    expect(await store.deleteDeadPushSubscriptions(T0 + 2)).toBe(2);
    expect(await store.pushSubscription("https://push.test/a")).toBeNull();
  });

  it("makes a server key once: whoever stores first, every caller gets the same", async () => {
    const keys = await Promise.all([1, 2, 3].map((n) => store.serverKey("vapid", () => `key-${n}`, T0)));
    expect(new Set(keys).size).toBe(1);
    expect(await store.serverKey("vapid", () => "later", T0)).toBe(keys[0]);
  });

  it("keeps an account's digest address: confirmed by its token, due once a day with tables waiting", async () => {
    const e = await store.setEmail("d1", "d1@example.org", "hash-1", T0 + DAY, T0);
    expect(e).toMatchObject({ address: "d1@example.org", confirmed: false, digest: true });
    expect(await store.confirmEmail("wrong", T0)).toBeNull();
    expect(await store.setDigest("d1", false)).toBeNull(); // not confirmed yet
    expect(await store.confirmEmail("hash-1", T0 + 2 * DAY)).toBeNull(); // expired
    await store.setEmail("d1", "d1@example.org", "hash-2", T0 + DAY, T0);
    expect(await store.confirmEmail("hash-2", T0 + 1)).toMatchObject({ confirmed: true });
    expect(await store.confirmEmail("hash-2", T0 + 2)).toBeNull(); // used

    expect(await store.digestsDue(T0, T0 - DAY, 10)).toEqual([]); // nothing waiting
    await store.saveNotification(yourTurn("d1", "w1", "Ada's table"), T0 - 3_600_000, 100);
    await store.saveNotification(yourTurn("d1", "w2", "Bo's table"), T0 - 7_200_000, 100);
    await store.saveNotification(yourTurn("d1", "w3", "Too new"), T0, 100);
    const [due] = await store.digestsDue(T0 - 1_800_000, T0 - DAY, 10);
    expect(due!.email.address).toBe("d1@example.org");
    expect(due!.tables.map((t) => t.title)).toEqual(["Bo's table", "Ada's table", "Too new"]);

    expect(await store.claimDigest("d1", T0, T0 - DAY)).toBe(true);
    expect(await store.claimDigest("d1", T0, T0 - DAY)).toBe(false);
    expect(await store.digestsDue(T0, T0 + 1 - DAY, 10)).toEqual([]);
    await store.releaseDigest("d1", null);
    expect(await store.digestsDue(T0, T0 - DAY, 10)).toHaveLength(1);

    const token = (await store.emailOf("d1"))!.unsubscribeToken;
    expect(await store.setDigestByToken(token, false)).toMatchObject({ digest: false });
    expect(await store.digestsDue(T0, T0 - DAY, 10)).toEqual([]);
    expect(await store.setDigestByToken("nope", true)).toBeNull();
    expect(await store.removeEmail("d1")).toBe(true);
  });

  it("forgets everything of a deleted account", async () => {
    const account = await store.createAccount("Gone_Soon", "x", T0);
    await store.saveNotification(yourTurn(account.id, "z"), T0, 100);
    await store.setEmail(account.id, "gone@example.org", "h", T0 + DAY, T0);
    await store.savePushSubscription({
      endpoint: "https://push.test/gone",
      playerId: account.id,
      sessionId: null,
      p256dh: "k",
      auth: "a",
      createdAt: T0,
      lastPushAt: null,
    });
    await store.deleteAccount(account.id, T0 + 1);
    expect(await store.notificationsOf(account.id, 10)).toEqual([]);
    expect(await store.emailOf(account.id)).toBeNull();
    expect(await store.pushSubscription("https://push.test/gone")).toBeNull();
  });
});
