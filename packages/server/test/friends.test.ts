// Friends, blocks, invitations and challenges over HTTP against a real server: a request, its
// notification and its acceptance; the friends list with who is online and where they play; an
// invitation with Join's table and code; and a block that ends the friendship and keeps its target
// from asking again, inviting, challenging, or coming into the blocker's table.
import "../src/shim.js";
import { Client, type Room } from "@colyseus/sdk";
import type { FriendsAnswer, HttpError, NotificationsAnswer, RelationAnswer, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FRIEND_LIMITS } from "../src/http/friends-api.js";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
let accounts = 0;

beforeAll(async () => {
  t = await startTestServer({
    httpRateLimits: { signInsPerHour: 1000, signInsPerUsernamePerHour: 1000, accountsPerHour: 1000 },
  });
});
afterAll(() => t.close());

interface Account {
  readonly id: string;
  readonly name: string;
  readonly token: string;
}

async function account(name: string): Promise<Account> {
  const username = `${name}${++accounts}`;
  const response = await fetch(`${t.url}/api/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "correct horse battery" }),
  });
  const body = (await response.json()) as SignUpAnswer;
  return { id: body.player.id, name: body.player.name, token: body.token };
}

async function call<T>(who: Account, method: string, path: string, body?: unknown) {
  const response = await fetch(`${t.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & HttpError };
}

const friends = (who: Account) => call<FriendsAnswer>(who, "GET", "/api/friends");
const relation = async (who: Account, other: Account) =>
  (await call<RelationAnswer>(who, "GET", `/api/friends/${other.id}`)).body.relation;
const inbox = async (who: Account) => (await call<NotificationsAnswer>(who, "GET", "/api/notifications")).body;

async function table(host: Account, visibility: "public" | "private" = "public"): Promise<TableClient> {
  const client = new TableClient(
    await t.sdk.create("table", { token: host.token, settings: { ruleset: "classic", seats: 3, visibility } }),
  );
  await client.until(() => client.you !== null, "the host's seat");
  return client;
}

async function befriend(a: Account, b: Account): Promise<void> {
  expect((await call<RelationAnswer>(a, "PUT", `/api/friends/${b.id}`)).body.relation).toBe("requested");
  expect((await call<RelationAnswer>(b, "PUT", `/api/friends/${a.id}`)).body.relation).toBe("friends");
}

describe("friends", () => {
  test("a request is a notification; accepting it makes friends both ways and takes it back", async () => {
    const ada = await account("Ada");
    const bo = await account("Bo");
    expect(await relation(ada, bo)).toBe("none");
    expect((await call<RelationAnswer>(ada, "PUT", `/api/friends/${bo.id}`)).body.relation).toBe("requested");
    expect(await relation(bo, ada)).toBe("asked-you");
    const asked = await inbox(bo);
    expect(asked.unread).toBe(1);
    expect(asked.notifications[0]).toMatchObject({ kind: "friend-request", params: { from: { playerId: ada.id } } });
    expect((await friends(bo)).body.incoming).toEqual([{ playerId: ada.id, name: ada.name }]);
    expect((await friends(ada)).body.outgoing).toEqual([{ playerId: bo.id, name: bo.name }]);

    expect((await call<RelationAnswer>(bo, "PUT", `/api/friends/${ada.id}`)).body.relation).toBe("friends");
    expect(await relation(ada, bo)).toBe("friends");
    expect((await inbox(bo)).notifications).toEqual([]);
    const list = (await friends(ada)).body;
    expect(list.friends.map((f) => f.name)).toEqual([bo.name]);
    expect(list.incoming).toEqual([]);
    expect(list.outgoing).toEqual([]);

    // Removing ends it for both.
    expect((await call<RelationAnswer>(bo, "DELETE", `/api/friends/${ada.id}`)).body.relation).toBe("none");
    expect((await friends(ada)).body.friends).toEqual([]);
  });

  test("two people asking each other at once end up friends", async () => {
    const cy = await account("Cy");
    const di = await account("Di");
    const [a, b] = await Promise.all([
      call<RelationAnswer>(cy, "PUT", `/api/friends/${di.id}`),
      call<RelationAnswer>(di, "PUT", `/api/friends/${cy.id}`),
    ]);
    expect([a.body.relation, b.body.relation].sort()).toEqual(["friends", "requested"]);
    expect(await relation(cy, di)).toBe("friends");
  });

  test("the list says who is online and where they play; a private table is marked so", async () => {
    const ed = await account("Ed");
    const fay = await account("Fay");
    await befriend(ed, fay);
    expect((await friends(ed)).body.friends[0]).toMatchObject({ online: false, tables: [] });

    const community: Room = await new Client(t.url).joinOrCreate("community", { token: fay.token });
    const host = await table(fay, "private");
    const listed = (await friends(ed)).body.friends[0]!;
    expect(listed.online).toBe(true);
    expect(listed.tables).toEqual([
      { tableId: host.room.roomId, ruleset: "classic", seats: 3, status: "waiting", private: true, pace: "live" },
    ]);
    await community.leave();
    await expect.poll(async () => (await friends(ed)).body.friends[0]!.online).toBe(false);
    await host.room.leave();
  });

  test("bad requests are refused with what is wrong, and guests have no friends", async () => {
    const gus = await account("Gus");
    expect((await call(gus, "PUT", `/api/friends/${gus.id}`)).body.error.message).toBe("That is your own account.");
    const unknown = await call(gus, "PUT", "/api/friends/nobody");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("not-found");
    const guest = await t.guest("Wanda");
    const asGuest = await fetch(`${t.url}/api/friends`, { headers: { authorization: `Bearer ${guest.token}` } });
    expect(asGuest.status).toBe(401);
    const toGuest = await call(gus, "PUT", `/api/friends/${guest.id}`);
    expect(toGuest.status).toBe(404);
  });

  test("friend requests sent are limited per account", async () => {
    const hal = await account("Hal");
    const targets = await Promise.all(
      Array.from({ length: FRIEND_LIMITS.friendRequests.capacity + 1 }, (_, i) => account(`T${i}x`)),
    );
    const statuses: number[] = [];
    for (const target of targets) statuses.push((await call(hal, "PUT", `/api/friends/${target.id}`)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("invitations and challenges", () => {
  test("an invitation to one's table is a notification whose Join brings the private table's code", async () => {
    const ivy = await account("Ivy");
    const jo = await account("Jo");
    await befriend(ivy, jo);
    const host = await table(ivy, "private");
    const sent = await call(ivy, "POST", "/api/invitations", { playerId: jo.id, tableId: host.room.roomId });
    expect(sent.status).toBe(201);
    const [invitation] = (await inbox(jo)).notifications;
    expect(invitation).toMatchObject({
      kind: "invited",
      tableId: host.room.roomId,
      params: { from: { playerId: ivy.id, name: ivy.name }, title: "Classic, 3 players", code: host.you!.code },
    });
    // Jo comes in with the code the invitation carries and sits.
    const guest = new TableClient(await t.sdk.joinById(host.room.roomId, { token: jo.token, code: host.you!.code }));
    await guest.until(() => guest.you !== null, "Jo's seat");
    await host.until(() => host.table.seats.some((s) => s.playerId === jo.id), "Jo seated");

    const challenge = await call(jo, "POST", "/api/challenges", { playerId: ivy.id, tableId: host.room.roomId });
    expect(challenge.status).toBe(201);
    expect((await inbox(ivy)).notifications[0]).toMatchObject({
      kind: "challenge",
      params: { ruleset: "classic", seats: 3, code: host.you!.code },
    });
    await Promise.all([guest.room.leave(), host.room.leave()]);
  });

  test("only to a table one sits at", async () => {
    const kit = await account("Kit");
    const lu = await account("Lu");
    const host = await table(kit);
    const refused = await call(lu, "POST", "/api/invitations", { playerId: kit.id, tableId: host.room.roomId });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("not-seated");
    expect((await call(lu, "POST", "/api/invitations", { playerId: kit.id, tableId: "nope" })).status).toBe(404);
    expect((await call(lu, "POST", "/api/invitations", { tableId: host.room.roomId })).status).toBe(404);
    await host.room.leave();
  });
});

describe("blocks", () => {
  test("a block ends the friendship and keeps its target from asking, inviting, challenging and joining", async () => {
    const mo = await account("Mo");
    const ned = await account("Ned");
    await befriend(mo, ned);
    expect((await call<RelationAnswer>(mo, "PUT", `/api/blocks/${ned.id}`)).body.relation).toBe("blocked");
    expect((await friends(mo)).body).toMatchObject({ friends: [], blocked: [{ playerId: ned.id, name: ned.name }] });
    expect((await friends(ned)).body.friends).toEqual([]);

    const again = await call(ned, "PUT", `/api/friends/${mo.id}`);
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe("blocked");
    expect((await inbox(mo)).notifications).toEqual([]);

    const nedsTable = await table(ned);
    for (const path of ["/api/invitations", "/api/challenges"]) {
      const refused = await call(ned, "POST", path, { playerId: mo.id, tableId: nedsTable.room.roomId });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("blocked");
    }
    expect((await inbox(mo)).notifications).toEqual([]);

    // The blocker's table is closed to them, to sit or to watch; anyone else comes in.
    const mosTable = await table(mo);
    for (const spectate of [false, true])
      await expect(t.sdk.joinById(mosTable.room.roomId, { token: ned.token, spectate })).rejects.toThrow(/blocked/);
    const other = await account("Ola");
    const sits = new TableClient(await t.sdk.joinById(mosTable.room.roomId, { token: other.token }));
    await sits.until(() => sits.you !== null, "Ola's seat");
    // A table where someone seated blocked them is closed too, whoever hosts it.
    await expect(t.sdk.joinById(mosTable.room.roomId, { token: ned.token })).rejects.toThrow(/blocked/);

    // The blocker may not ask them either until they unblock; then it is as before.
    expect((await call(mo, "PUT", `/api/friends/${ned.id}`)).body.error.message).toMatch(/unblock them first/);
    expect((await call<RelationAnswer>(mo, "DELETE", `/api/blocks/${ned.id}`)).body.relation).toBe("none");
    const joins = new TableClient(await t.sdk.joinById(mosTable.room.roomId, { token: ned.token }));
    await joins.until(() => joins.you !== null, "Ned's seat");
    await Promise.all([joins.room.leave(), sits.room.leave(), mosTable.room.leave(), nedsTable.room.leave()]);
  });

  test("the lobby chat does not bring the blocker a blocked person's lines; everyone else hears them", async () => {
    const pia = await account("Pia");
    const quin = await account("Quin");
    const rue = await account("Rue");
    const lobby = async (who: Account) => {
      const heard: string[] = [];
      const room: Room = await new Client(t.url).joinOrCreate("community", { token: who.token });
      room.onMessage("chat", (line: { text: string }) => heard.push(line.text));
      room.onMessage("*", () => {});
      return { room, heard };
    };
    await call(pia, "PUT", `/api/blocks/${quin.id}`);
    const [p, q, r] = await Promise.all([lobby(pia), lobby(quin), lobby(rue)]);
    q.room.send("chat", { text: "hello from Quin" });
    await expect.poll(() => r.heard).toContain("hello from Quin");
    r.room.send("chat", { text: "hello from Rue" });
    // Lines reach a connection in the order they were said: Rue's came after Quin's.
    await expect.poll(() => p.heard).toContain("hello from Rue");
    expect(p.heard).not.toContain("hello from Quin");

    // Unblocked, Pia hears Quin again.
    await call(pia, "DELETE", `/api/blocks/${quin.id}`);
    q.room.send("chat", { text: "Quin again" });
    await expect.poll(() => p.heard).toContain("Quin again");
    await Promise.all([p.room.leave(), q.room.leave(), r.room.leave()]);
  });
});
