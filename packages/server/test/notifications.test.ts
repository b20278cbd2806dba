import "../src/shim.js";
import { Client, type Room } from "@colyseus/sdk";
import type { NotificationsAnswer, NotificationsChange, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CookieJar } from "./support/browser-jar.js";
import { startTestServer, type TestServer } from "./support/server.js";

// The notifications model through the real server: notify and clear (the API other parts call),
// the HTTP list with read marks, dismissal and limits, and each change told live to every open
// connection of the player in the community room, and to no one else.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const notifications = () => t.server.notifications.notifications;

/** A connection to the community room, keeping the notification changes it hears. */
class Tab {
  readonly changes: NotificationsChange[] = [];
  private constructor(readonly room: Room) {
    room.onMessage("notifications", (change: NotificationsChange) => this.changes.push(change));
    room.onMessage("*", () => {});
  }
  static async open(token: string): Promise<Tab> {
    return new Tab(await new Client(t.url).joinOrCreate("community", { token }));
  }
  get unread(): number | undefined {
    return this.changes.at(-1)?.unread;
  }
}

async function get<T>(path: string, token: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

async function send(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("notifications", () => {
  test("a notification is kept, listed, and told live to each of the player's tabs and no one else's", async () => {
    const ada = await t.guest("Ada");
    const bo = await t.guest("Bo");
    const [tab1, tab2, other] = await Promise.all([Tab.open(ada.token), Tab.open(ada.token), Tab.open(bo.token)]);

    const sent = await notifications().notify(ada.id, "your-turn", "table-1", {
      title: "Bo's classic table",
      deadline: null,
    });
    expect(sent).toMatchObject({ kind: "your-turn", tableId: "table-1", readAt: null });
    for (const tab of [tab1, tab2]) await expect.poll(() => tab.unread).toBe(1);
    expect(tab1.changes[0]!.changed[0]).toEqual(sent);

    const listed = await get<NotificationsAnswer>("/api/notifications", ada.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ notifications: [sent], unread: 1 });
    expect((await get<NotificationsAnswer>("/api/notifications", bo.token)).body).toEqual({
      notifications: [],
      unread: 0,
    });

    // Read in one tab: the other hears it.
    const read = await send("POST", "/api/notifications/read", ada.token, { ids: [sent!.id] });
    expect(await read.json()).toEqual({ unread: 0 });
    await expect.poll(() => tab2.changes.at(-1)).toEqual({ changed: [], removed: [], read: [sent!.id], unread: 0 });

    // Notified again about the same table: the same notification, unread again, not a second one.
    const again = await notifications().notify(ada.id, "your-turn", "table-1", {
      title: "Bo's classic table",
      deadline: 5,
    });
    expect(again!.id).toBe(sent!.id);
    await expect.poll(() => tab1.unread).toBe(1);
    expect((await get<NotificationsAnswer>("/api/notifications", ada.token)).body.notifications).toHaveLength(1);

    // The turn was played: cleared, and the tabs drop it.
    await notifications().clear(ada.id, "your-turn", "table-1");
    await expect.poll(() => tab2.changes.at(-1)).toEqual({ changed: [], removed: [sent!.id], read: [], unread: 0 });
    expect(other.changes).toEqual([]);
    await Promise.all([tab1.room.leave(), tab2.room.leave(), other.room.leave()]);
  });

  test("every kind is worded by its params; the people kinds are one per person", async () => {
    const cy = await t.guest("Cy");
    const from = { playerId: "p-fay", name: "Fay" };
    await notifications().notify(cy.id, "invited", "t-inv", { from, title: "Fay's table", code: "ABC123" });
    await notifications().notify(cy.id, "table-started", "t-inv", { title: "Fay's table", code: "ABC123" });
    await notifications().notify(cy.id, "match-ended", "t-old", { title: "An old table", gameId: "g1", won: true });
    await notifications().notify(cy.id, "friend-request", null, { from });
    await notifications().notify(cy.id, "friend-request", null, { from });
    await notifications().notify(cy.id, "challenge", null, { from, ruleset: "2019", seats: 3 });
    const { body } = await get<NotificationsAnswer>("/api/notifications", cy.token);
    expect(body.notifications.map((n) => n.kind)).toEqual([
      "challenge",
      "friend-request",
      "match-ended",
      "table-started",
      "invited",
    ]);
    expect(body.unread).toBe(5);
    // A notification of a table kind needs its table: a caller's mistake is logged, never thrown.
    expect(await notifications().notify(cy.id, "your-turn", null, { title: "x", deadline: null })).toBeNull();
  });

  test("dismissing: only one's own; marking all read; a bad body is refused with its shape", async () => {
    const di = await t.guest("Di");
    const eve = await t.guest("Eve");
    const n = await notifications().notify(di.id, "your-turn", "t-d", { title: "T", deadline: null });
    await notifications().notify(di.id, "your-turn", "t-e", { title: "T", deadline: null });
    expect((await send("DELETE", `/api/notifications/${n!.id}`, eve.token)).status).toBe(404);
    expect((await send("DELETE", `/api/notifications/${n!.id}`, di.token)).status).toBe(204);
    const bad = await send("POST", "/api/notifications/read", di.token, { ids: "all" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid-message");
    expect(await (await send("POST", "/api/notifications/read", di.token, {})).json()).toEqual({ unread: 0 });
  });

  test("an account's notifications are the same on each of its devices, by cookie or bearer token; writes by cookie need CSRF", async () => {
    const phone = new CookieJar(t.url);
    const created = await phone.json<SignUpAnswer>("/api/accounts", {
      method: "POST",
      body: { username: "Notified_Ann", password: "a good password" },
    });
    const laptop = new CookieJar(t.url);
    const signedIn = await laptop.json<SignUpAnswer>("/api/session", {
      method: "POST",
      body: { username: "Notified_Ann", password: "a good password" },
    });
    await notifications().notify(created.body.player.id, "match-ended", "t-m", { title: "T", gameId: "g", won: false });
    const onPhone = await phone.json<NotificationsAnswer>("/api/notifications");
    const onLaptop = await get<NotificationsAnswer>("/api/notifications", signedIn.body.token);
    expect(onPhone.body.notifications).toHaveLength(1);
    expect(onLaptop.body).toEqual(onPhone.body);
    expect((await laptop.fetch("/api/notifications/read", { method: "POST", body: {}, csrf: false })).status).toBe(403);
    expect((await laptop.json("/api/notifications/read", { method: "POST", body: {} })).body).toEqual({ unread: 0 });
    expect((await phone.json<NotificationsAnswer>("/api/notifications")).body.unread).toBe(0);
  });

  test("who asks must say who they are; a player's requests are limited like the other endpoints'", async () => {
    expect((await fetch(`${t.url}/api/notifications`)).status).toBe(401);
    expect((await get("/api/notifications", "not-a-token")).status).toBe(401);
    const fay = await t.guest("Fay");
    let refused: Awaited<ReturnType<typeof get<{ error: { code: string; message: string } }>>> | null = null;
    for (let i = 0; i < 130 && !refused; i++) {
      const answer = await get<{ error: { code: string; message: string } }>("/api/notifications", fay.token);
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.body.error.code).toBe("rate-limited");
    expect(refused?.body.error.message).toMatch(/at most 120 a minute\) for you/);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    // Someone else is not limited by Fay's requests.
    expect((await get("/api/notifications", (await t.guest("Gus")).token)).status).toBe(200);
  });
});
