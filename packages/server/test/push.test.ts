import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PushPayload, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CookieJar } from "./support/browser-jar.js";
import { ManualClock } from "./support/manual-clock.js";
import { PUSH_HOST, type TestDevice, TestPushService } from "./support/push-service.js";
import { startTestServer, type TestServer } from "./support/server.js";

// Web Push through the real `web-push` library to a push service on loopback that checks the VAPID
// signature and decrypts each payload with the keys the test's "browser" made (RFC 8291): the
// subscription's life, the test notification, and pushes that never storm (one per table per
// turn, batched when many fall due at once, spaced out).

const BATCH = 3_000;
const SPACING = 60_000;

let service: TestPushService;
let clock: ManualClock;
let t: TestServer;
let dir: string;

beforeAll(async () => {
  service = await TestPushService.start();
  clock = new ManualClock(Date.now());
  dir = await mkdtemp(join(tmpdir(), "loveletter-push-store-"));
  t = await start();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await service?.stop();
  await rm(dir, { recursive: true, force: true });
});

function start(): Promise<TestServer> {
  return startTestServer({
    store: join(dir, "store.sqlite"),
    notifications: {
      clock,
      pushAgent: service.agent(),
      pushContact: "mailto:operator@example.org",
      pushTiming: { batchMs: BATCH, spacingMs: SPACING },
    },
  });
}

async function call(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function subscribe(token: string, device: TestDevice): Promise<void> {
  const answer = await call("POST", "/api/push/subscriptions", token, { subscription: device.subscription });
  expect(answer.status).toBe(201);
}

const queue = () => t.server.notifications.push;
const notify = () => t.server.notifications.notifications;

/** Lets the batch window pass and waits for the pushes it started to arrive. */
async function pass(ms: number): Promise<void> {
  await clock.advance(ms);
  await queue().idle();
}

describe("Web Push", () => {
  test("a device subscribes with the server's VAPID key; its test notification arrives signed and decrypts", async () => {
    const key = (await (await fetch(`${t.url}/api/push/key`)).json()) as { publicKey: string };
    expect(Buffer.from(key.publicKey, "base64url")).toHaveLength(65);
    const ada = await t.guest("Ada");
    const phone = service.device("ada-phone");
    await subscribe(ada.token, phone);

    const tested = await call("POST", "/api/push/test", ada.token, { endpoint: phone.endpoint });
    expect(tested.status).toBe(202);
    const [push] = service.pushesTo(phone);
    expect(push!.payload).toEqual({ type: "test" } satisfies PushPayload);
    expect(push!.vapid).toMatchObject({
      aud: `https://${PUSH_HOST}:${service.port}`,
      sub: "mailto:operator@example.org",
    });
    expect(push!.vapid.publicKey).toBe(key.publicKey);

    // Someone else can't test (or remove) Ada's device.
    const bo = await t.guest("Bo");
    expect((await call("POST", "/api/push/test", bo.token, { endpoint: phone.endpoint })).status).toBe(404);
    expect((await call("DELETE", "/api/push/subscriptions", bo.token, { endpoint: phone.endpoint })).status).toBe(404);
    // Unsubscribed, the device gets nothing more.
    expect((await call("DELETE", "/api/push/subscriptions", ada.token, { endpoint: phone.endpoint })).status).toBe(204);
    expect((await call("POST", "/api/push/test", ada.token, { endpoint: phone.endpoint })).status).toBe(404);
    expect(service.pushesTo(phone)).toHaveLength(1);
  });

  test("a subscription must be a push service's: https, a host name, real keys", async () => {
    const cy = await t.guest("Cy");
    const good = service.device("cy").subscription;
    for (const subscription of [
      { ...good, endpoint: "http://push.example.org/x" },
      { ...good, endpoint: "https://127.0.0.1:9/x" },
      { ...good, endpoint: "https://[::1]:9/x" },
      { ...good, endpoint: "https://localhost/x" },
      { ...good, keys: { ...good.keys, p256dh: "short" } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      "nonsense",
    ]) {
      const answer = await call("POST", "/api/push/subscriptions", cy.token, { subscription });
      expect(answer.status, JSON.stringify(subscription)).toBe(400);
    }
  });

  test("several turns due at once make one push saying how many tables wait; a turn notified again is not pushed again", async () => {
    const di = await t.guest("Di");
    const [phone, laptop] = [service.device("di-phone"), service.device("di-laptop")];
    await subscribe(di.token, phone);
    await subscribe(di.token, laptop);
    for (const table of ["t1", "t2", "t3"])
      await notify().notify(di.id, "your-turn", table, { title: `Table ${table}`, deadline: null });
    await pass(BATCH - 1);
    expect(service.pushesTo(phone)).toEqual([]);
    await pass(1);
    for (const device of [phone, laptop]) {
      const pushes = service.pushesTo(device);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.payload).toMatchObject({ type: "batch", count: 3, tables: 3, latest: { tableId: "t3" } });
      // The push service replaces an undelivered push of the same topic with the newer one.
      expect(pushes[0]!.headers).toMatchObject({ topic: "waiting", ttl: "86400", urgency: "normal" });
    }

    // The same turn notified again (a reconnection, a repeat): no second push.
    await notify().notify(di.id, "your-turn", "t1", { title: "Table t1", deadline: null });
    await pass(SPACING * 2);
    expect(service.pushesTo(phone)).toHaveLength(1);

    // Played, then due again: a new turn, pushed, and the push still says what else waits.
    await notify().clear(di.id, "your-turn", "t1");
    await notify().notify(di.id, "your-turn", "t1", { title: "Table t1", deadline: null });
    await pass(BATCH);
    const latest = service.pushesTo(phone).at(-1)!;
    expect(service.pushesTo(phone)).toHaveLength(2);
    expect(latest.payload).toMatchObject({ type: "batch", count: 3, tables: 3, latest: { tableId: "t1" } });
  });

  test("pushes to one player are spaced: what comes within a minute of a push waits and goes out together", async () => {
    const eve = await t.guest("Eve");
    const phone = service.device("eve-phone");
    await subscribe(eve.token, phone);
    await notify().notify(eve.id, "invited", "inv-1", {
      from: { playerId: "p", name: "Pat" },
      title: "Pat's table",
      code: null,
    });
    await pass(BATCH);
    expect(service.pushesTo(phone).map((p) => p.payload)).toMatchObject([
      { type: "notification", notification: { kind: "invited", tableId: "inv-1" } },
    ]);
    await pass(1_000);
    await notify().notify(eve.id, "table-started", "inv-1", { title: "Pat's table", code: null });
    await notify().notify(eve.id, "match-ended", "old", { title: "Old table", gameId: "g", won: true });
    await pass(BATCH);
    expect(service.pushesTo(phone)).toHaveLength(1);
    await pass(SPACING - BATCH - 1_000 - 1);
    expect(service.pushesTo(phone)).toHaveLength(1);
    await pass(1);
    expect(service.pushesTo(phone)).toHaveLength(2);
    expect(service.pushesTo(phone)[1]!.payload).toMatchObject({ type: "batch", count: 3, tables: 0 });
    // Friend requests are shown in the app only.
    await pass(SPACING);
    await notify().notify(eve.id, "friend-request", null, { from: { playerId: "p", name: "Pat" } });
    await pass(SPACING);
    expect(service.pushesTo(phone)).toHaveLength(2);
  });

  test("a read notification is not pushed; a device the push service says is gone is forgotten", async () => {
    const fay = await t.guest("Fay");
    const phone = service.device("fay-phone");
    await subscribe(fay.token, phone);
    const n = await notify().notify(fay.id, "your-turn", "f1", { title: "F", deadline: null });
    // Read in the app within the batch window: nothing to push.
    await call("POST", "/api/notifications/read", fay.token, { ids: [n!.id] });
    await pass(BATCH);
    expect(service.pushesTo(phone)).toEqual([]);

    service.gone.add(phone.endpoint);
    await notify().notify(fay.id, "your-turn", "f2", { title: "F2", deadline: null });
    await pass(BATCH);
    expect(await t.server.store.pushSubscription(phone.endpoint)).toBeNull();
  });

  test("an account's device stops getting pushes when its session ends", async () => {
    const browser = new CookieJar(t.url);
    const created = await browser.json<SignUpAnswer>("/api/accounts", {
      method: "POST",
      body: { username: "Pushed_Gil", password: "a good password" },
    });
    const phone = service.device("gil-phone");
    expect(
      (await browser.fetch("/api/push/subscriptions", { method: "POST", body: { subscription: phone.subscription } }))
        .status,
    ).toBe(201);
    await notify().notify(created.body.player.id, "your-turn", "g1", { title: "G", deadline: null });
    await pass(BATCH);
    expect(service.pushesTo(phone)).toHaveLength(1);
    expect((await browser.fetch("/api/session", { method: "DELETE" })).status).toBe(204);
    await pass(SPACING);
    await notify().notify(created.body.player.id, "your-turn", "g2", { title: "G2", deadline: null });
    await pass(BATCH);
    expect(service.pushesTo(phone)).toHaveLength(1);
  });

  test("the VAPID keys are made once and kept: after a restart, devices need not subscribe again", async () => {
    const before = ((await (await fetch(`${t.url}/api/push/key`)).json()) as { publicKey: string }).publicKey;
    const hal = await t.guest("Hal");
    const phone = service.device("hal-phone");
    await subscribe(hal.token, phone);
    await t.close();
    t = await start();
    const after = ((await (await fetch(`${t.url}/api/push/key`)).json()) as { publicKey: string }).publicKey;
    expect(after).toBe(before);
    expect((await call("POST", "/api/push/test", hal.token, { endpoint: phone.endpoint })).status).toBe(202);
    expect(service.pushesTo(phone)[0]!.vapid.publicKey).toBe(before);
  });
});
