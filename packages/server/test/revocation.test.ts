// A session that ends ends on the websocket too (issue 38): after "sign out everywhere", a password
// change, a recovery or the account's deletion, the connections opened with the ended sessions are
// closed, cannot come back with their reconnection token, and a deleted account's connection no
// longer chats under its old name. A hostile client's view: a real server on loopback, the SDK's
// own connections, their automatic reconnection off so that the test decides when one comes back.

import { Client, type Room } from "@colyseus/sdk";
import type { ChatLine, SessionAnswer, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CookieJar } from "./support/browser-jar.js";
import { startTestServer, type TestServer } from "./support/server.js";

let t: TestServer;
beforeAll(async () => {
  // A grace period longer than any test: a dropped connection is still awaited when its session ends.
  t = await startTestServer({ graceSeconds: 60, httpRateLimits: { accountsPerHour: 1000 } });
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const freshName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${serial++}`;

interface Device {
  readonly jar: CookieJar;
  readonly token: string;
  readonly playerId: string;
}

async function signUp(username: string, password: string): Promise<Device & { recoveryCodes: readonly string[] }> {
  const jar = new CookieJar(t.url);
  const { status, body } = await jar.json<SignUpAnswer>("/api/accounts", {
    method: "POST",
    body: { username, password },
  });
  expect(status).toBe(201);
  return { jar, token: body.token, playerId: body.player.id, recoveryCodes: body.recoveryCodes };
}

/** The same account signed in on another device: another session. */
async function signIn(username: string, password: string): Promise<Device> {
  const jar = new CookieJar(t.url);
  const { status, body } = await jar.json<SessionAnswer>("/api/session", {
    method: "POST",
    body: { username, password },
  });
  expect(status).toBe(200);
  return { jar, token: body.token, playerId: body.player.id };
}

/** A connection as a hostile client keeps it: no automatic reconnection, its close remembered. */
interface Connection {
  readonly room: Room;
  /** Settles with the close code and reason once the server closes it. */
  readonly closed: Promise<{ code: number; reason?: string }>;
  isClosed(): boolean;
}

function watched(room: Room): Connection {
  room.reconnection.enabled = false;
  room.onMessage("*", () => {});
  let done = false;
  const closed = new Promise<{ code: number; reason?: string }>((resolve) =>
    room.onLeave((code, reason) => {
      done = true;
      resolve({ code, reason });
    }),
  );
  return { room, closed, isClosed: () => done };
}

/** A table hosted with `token`, and the community room joined with it. */
async function connect(token: string): Promise<{ table: Connection; community: Connection }> {
  const sdk = new Client(t.url);
  const table = watched(await sdk.create("table", { token, settings: { ruleset: "classic", seats: 2 } }));
  const community = watched(await sdk.joinOrCreate("community", { token }));
  return { table, community };
}

/** Someone else in the lobby, hearing its chat. */
async function bystander(): Promise<{ lines: ChatLine[]; leave(): Promise<unknown> }> {
  const guest = await t.guest("Bystander");
  const room = await new Client(t.url).joinOrCreate("community", { token: guest.token });
  const lines: ChatLine[] = [];
  room.onMessage("*", (type, message) => {
    if (type === "chat") lines.push(message as ChatLine);
  });
  return { lines, leave: () => room.leave() };
}

/** `promise`, or a failure naming what never happened once `ms` have passed. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Waited ${ms} ms for ${what}.`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Both connections were closed by the server, saying why, and their reconnection tokens are refused. */
async function expectEnded(connections: { table: Connection; community: Connection }): Promise<void> {
  for (const connection of [connections.table, connections.community]) {
    const { code, reason } = await within(10_000, connection.closed, "the server to close the connection");
    expect(code).toBe(4000);
    expect(reason).toMatch(/^unauthorized: This session has ended/);
  }
  await expect(new Client(t.url).reconnect(connections.table.room.reconnectionToken)).rejects.toThrow();
}

describe("a session's end reaches its open websockets", () => {
  test("sign out everywhere closes the connections of every session, on every device", async () => {
    const name = freshName("Everywhere");
    const here = await signUp(name, "first password");
    const there = await signIn(name, "first password");
    const fromHere = await connect(here.token);
    const fromThere = await connect(there.token);

    expect((await here.jar.fetch("/api/sessions", { method: "DELETE" })).status).toBe(204);
    await expectEnded(fromHere);
    await expectEnded(fromThere);
  });

  test("a password change closes the other sessions' connections and keeps its own", async () => {
    const name = freshName("Changer");
    const here = await signUp(name, "first password");
    const stolen = await signIn(name, "first password");
    const mine = await connect(here.token);
    const theirs = await connect(stolen.token);
    const lobby = await bystander();

    const changed = await here.jar.fetch("/api/account/password", {
      method: "PUT",
      body: { password: "first password", newPassword: "second password" },
    });
    expect(changed.status).toBe(204);
    await expectEnded(theirs);
    // The session that changed it still chats.
    mine.community.room.send("chat", { text: "still me" });
    await expect.poll(() => lobby.lines.map((line) => line.text)).toContain("still me");
    expect(mine.table.isClosed() || mine.community.isClosed()).toBe(false);
    await lobby.leave();
  });

  test("a recovery with a recovery code closes every connection of the old sessions", async () => {
    const name = freshName("Recovered");
    const victim = await signUp(name, "first password");
    const connections = await connect(victim.token);

    const recovered = await new CookieJar(t.url).fetch("/api/account/recover", {
      method: "POST",
      body: { username: name, code: victim.recoveryCodes[0], newPassword: "a new password" },
    });
    expect(recovered.status).toBe(200);
    await expectEnded(connections);
  });

  test("a deleted account's connections close: it does not chat on under its old name, which a newcomer may take", async () => {
    const name = freshName("Deleted");
    const gone = await signUp(name, "first password");
    const connections = await connect(gone.token);
    const lobby = await bystander();

    const deleted = await gone.jar.fetch("/api/account", { method: "DELETE", body: { password: "first password" } });
    expect(deleted.status).toBe(204);
    await expectEnded(connections);

    const newcomer = await signUp(name, "another password");
    const room = await new Client(t.url).joinOrCreate("community", { token: newcomer.token });
    room.onMessage("*", () => {});
    room.send("chat", { text: "the new one" });
    await expect.poll(() => lobby.lines.map((line) => line.text)).toContain("the new one");
    // Every line said under the name is the newcomer's.
    expect(lobby.lines.filter((line) => line.name === name).map((line) => line.playerId)).toEqual([newcomer.playerId]);
    await room.leave();
    await lobby.leave();
  });

  test("a connection away when its session ends cannot come back with its reconnection token", async () => {
    const name = freshName("Away");
    const device = await signUp(name, "first password");
    const table = watched(
      await new Client(t.url).create("table", { token: device.token, settings: { ruleset: "classic", seats: 2 } }),
    );
    const token = table.room.reconnectionToken;
    // The connection drops (not a leave): its seat and reconnection are kept for the grace period.
    table.room.connection.close(4010, "network gone");
    await table.closed;

    expect((await device.jar.fetch("/api/sessions", { method: "DELETE" })).status).toBe(204);
    await expect(new Client(t.url).reconnect(token)).rejects.toThrow();
  });
});
