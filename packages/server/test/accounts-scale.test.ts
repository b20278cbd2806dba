import "../src/shim.js";
import { Client } from "@colyseus/sdk";
import type { OnlinePerson, SessionAnswer, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CookieJar } from "./support/browser-jar.js";
import { startCluster, type TestCluster } from "./support/cluster.js";
import type { ServerProcess } from "./support/process.js";

// Scale-out (docs/deploy.md): a session opened through one process is good on another, cookie and
// bearer token alike, and ends everywhere when it is ended through either.

let cluster: TestCluster | undefined;
let servers: readonly ServerProcess[] = [];

beforeAll(async () => {
  cluster = await startCluster("accounts_scale", 2);
  servers = cluster.servers;
}, 90_000);
afterAll(async () => {
  await cluster?.stop();
});

describe("accounts across two server processes", () => {
  test("sign up on one, use the session on the other, sign out on the other, and it is over on both", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const onA = new CookieJar(a.url);
    const created = await onA.json<SignUpAnswer>("/api/accounts", {
      method: "POST",
      body: { username: "Across_Processes", password: "one password" },
    });
    expect(created.status).toBe(201);

    // The same browser (same cookies) reaching the other process.
    const onB = new CookieJar(b.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    const session = await onB.json<SessionAnswer>("/api/session");
    expect(session.status).toBe(200);
    expect(session.body.player.id).toBe(created.body.player.id);

    // Its bearer token seats it at a table created through the other process.
    const room = await new Client(b.url).create("table", {
      token: session.body.token,
      settings: { ruleset: "classic", seats: 2 },
    });
    const you = await new Promise<{ playerId: string }>((resolve) => room.onMessage("you", resolve));
    expect(you.playerId).toBe(created.body.player.id);
    await room.leave();

    // A password works on either; signing out through B ends the session on A.
    const elsewhere = await new CookieJar(b.url).fetch("/api/session", {
      method: "POST",
      body: { username: "across_processes", password: "one password" },
    });
    expect(elsewhere.status).toBe(200);
    expect((await onB.fetch("/api/session", { method: "DELETE" })).status).toBe(204);
    expect((await onA.fetch("/api/session")).status).toBe(401);
  });

  test("the lobby's community is one room for the deployment: people reaching either process see each other", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const guestOn = async (url: string, name: string) => {
      const response = await fetch(`${url}/api/guests`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const onA = await new Client(a.url).joinOrCreate("community", { token: await guestOn(a.url, "Ann") });
    const seen = new Map<string, string>();
    onA.onMessage("online", ({ people }: { people: OnlinePerson[] }) => {
      for (const person of people) seen.set(person.playerId, person.name);
    });
    onA.onMessage("arrived", (person: OnlinePerson) => seen.set(person.playerId, person.name));
    const onB = await new Client(b.url).joinOrCreate("community", { token: await guestOn(b.url, "Bo") });
    expect(onB.roomId).toBe(onA.roomId);
    await expect.poll(() => [...seen.values()].sort()).toEqual(["Ann", "Bo"]);
    await onB.leave();
    await onA.leave();
  });

  test("signing out everywhere through one process closes the session's websockets on the other", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const onA = new CookieJar(a.url);
    const created = await onA.json<SignUpAnswer>("/api/accounts", {
      method: "POST",
      body: { username: "Ended_Across", password: "one password" },
    });
    expect(created.status).toBe(201);
    const room = await new Client(b.url).joinOrCreate("community", { token: created.body.token });
    room.reconnection.enabled = false;
    // The websocket goes to the community room's own process: the session ends through the other.
    const socketUrl = (room.connection.transport as unknown as { ws: { url: string } }).ws.url;
    const holder = servers.find((server) => socketUrl.includes(`:${new URL(server.url).port}/`));
    const other = servers.find((server) => server !== holder)!;
    expect(holder).toBeDefined();
    const elsewhere = new CookieJar(other.url);
    for (const [name, value] of onA.cookies) elsewhere.cookies.set(name, value);
    room.onMessage("*", () => {});
    const closed = new Promise<{ code: number; reason?: string }>((resolve) =>
      room.onLeave((code, reason) => resolve({ code, reason })),
    );
    expect((await elsewhere.fetch("/api/sessions", { method: "DELETE" })).status).toBe(204);
    const { code, reason } = await closed;
    expect(code).toBe(4000);
    expect(reason).toMatch(/^unauthorized: This session has ended/);
  });
});
