// What a hostile client could do to the tables (issue 17): find and enter private tables without
// their code, flood a table with seat changes, make tables without end, crowd the lobby with
// updates. Each test plays the attacker over real sockets on loopback against one test server.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ botDelayMs: 5 });
});
afterAll(async () => {
  await t?.close();
});

type Settings = Record<string, unknown>;

async function createTable(token: string, settings: Settings, extra: Settings = {}): Promise<TableClient> {
  const client = new TableClient(await t.sdk.create("table", { token, settings, ...extra }));
  await client.until(() => client.you !== null, "the host's seat");
  return client;
}

async function join(tableId: string, options: { token: string; spectate?: boolean; code?: string }) {
  const client = new TableClient(await t.sdk.joinById(tableId, options));
  await client.until(() => client.you !== null, "a join");
  return client;
}

/** The join's refusal message ("<code>: <sentence>"), or null when it let the client in. */
async function joinRefusal(tableId: string, options: { token: string; spectate?: boolean; code?: string }) {
  try {
    const room = await t.sdk.joinById(tableId, options);
    await room.leave();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

async function historyOf(playerId: string): Promise<{ id: string; tableId: string }[]> {
  const response = await fetch(`${t.url}/api/players/${playerId}/games`);
  return ((await response.json()) as { games: { id: string; tableId: string }[] }).games;
}

describe("a private table is reachable only with its code", () => {
  test("its id alone lets nobody in, its history hides it while it is played, and only its players hear the code", async () => {
    const [hana, bob, eve, mal] = await Promise.all(["Hana", "Bob", "Eve", "Mal"].map((name) => t.guest(name)));
    // Perpetual, so that a newcomer could sit in a bot's seat between rounds.
    const host = await createTable(
      hana.token,
      { ruleset: "classic", seats: 3, goal: { kind: "perpetual" }, visibility: "private", turnSeconds: 60 },
      { bots: [{ seat: 2, strength: "random" }] },
    );
    const tableId = host.room.roomId;
    // Without the code, or with a wrong one (no code has an I or a 0): refused, to play or to watch.
    expect(await joinRefusal(tableId, { token: mal.token })).toMatch(/^private-table: /);
    expect(await joinRefusal(tableId, { token: mal.token, spectate: true })).toMatch(/^private-table: /);
    expect(await joinRefusal(tableId, { token: mal.token, code: "I0I0I0" })).toMatch(/^private-table: /);
    // The host hears the code in their own message; the state everyone in the room gets doesn't hold it.
    const code = host.you!.code!;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(Object.keys(host.table)).not.toContain("code");
    // The code, in any case, lets Bob in: he sits, and hears the code too.
    const guest = await join(tableId, { token: bob.token, code: code.toLowerCase() });
    expect(guest.you).toEqual({ playerId: bob.id, seat: 1, host: false, code });
    host.send("start", {});
    await host.until(() => host.table.gameId !== "", "the start");

    // The host's history does not lead to the table while its game is played.
    expect((await historyOf(hana.id)).map((g) => g.tableId)).not.toContain(tableId);
    // A spectator with the code watches, and is never told it.
    const watcher = await join(tableId, { token: eve.token, spectate: true, code });
    await watcher.until(() => watcher.views.length > 0, "the spectator's view");
    expect(watcher.you).toEqual({ playerId: eve.id, seat: null, host: false });
    expect(JSON.stringify(watcher.received)).not.toContain(code);
    expect(JSON.stringify(watcher.table)).not.toContain(code);
    // Still nobody without it: no watching, hence no sitting in at the next round.
    expect(await joinRefusal(tableId, { token: mal.token, spectate: true })).toMatch(/^private-table: /);

    // Its own people come back without the code: a refreshed page, a new device.
    await guest.room.leave();
    const back = await join(tableId, { token: bob.token });
    expect(back.you).toEqual({ playerId: bob.id, seat: 1, host: false, code });
    await host.room.leave();
    const hostBack = await join(tableId, { token: hana.token });
    expect(hostBack.you).toMatchObject({ seat: 0, host: true, code });
    await Promise.all([back.room.leave(), hostBack.room.leave(), watcher.room.leave()]);
  });

  test("a finished private game is in its players' history", async () => {
    const ada = await t.guest("Ada");
    const host = await createTable(
      ada.token,
      { ruleset: "classic", seats: 2, visibility: "private", goal: { kind: "tokens", tokens: 1 } },
      { bots: [{ seat: 1, strength: "random" }] },
    );
    host.send("start", {});
    host.startAutoplay();
    await host.until(() => host.gameOver !== null, "the end of the match", 30_000);
    expect((await historyOf(ada.id)).map((g) => g.id)).toContain(host.gameOver!.gameId);
    await host.room.leave();
  });

  test("a table made private gets a code its seated players hear; made public again, it has none", async () => {
    const [ada, bob, eve] = await Promise.all(["Ada", "Bob", "Eve"].map((name) => t.guest(name)));
    const host = await createTable(ada.token, { ruleset: "classic", seats: 3 });
    const tableId = host.room.roomId;
    const guest = await join(tableId, { token: bob.token });
    const watcher = await join(tableId, { token: eve.token, spectate: true });
    host.send("settings", { settings: { visibility: "private" } });
    await guest.until(() => guest.you?.code !== undefined, "Bob hears the code");
    const code = guest.you!.code!;
    await host.until(() => host.you?.code === code, "the host hears the code");
    expect(await joinRefusal(tableId, { token: (await t.guest("Mal")).token })).toMatch(/^private-table: /);
    host.send("settings", { settings: { visibility: "public" } });
    await guest.until(() => guest.you?.code === undefined, "the code gone");
    expect((await t.server.store.table(tableId))!.code).toBeNull();
    expect(JSON.stringify(watcher.received)).not.toContain(code);
    await Promise.all([host.room.leave(), guest.room.leave(), watcher.room.leave()]);
  });
});

// ---- floods -------------------------------------------------------------------------------------

/** Checks `ready` every 20 ms until it holds. */
async function until(ready: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A lobby client, counting the updates it hears of each table. */
async function watchLobby() {
  const room = await t.sdk.joinOrCreate("lobby");
  const listed = new Map<string, { humans: number; bots: number; spectators: number }>();
  const updates = new Map<string, number>();
  room.onMessage("rooms", (rooms: { roomId: string; metadata: never }[]) => {
    for (const r of rooms) listed.set(r.roomId, r.metadata);
  });
  room.onMessage("+", ([id, r]: [string, { metadata: never }]) => {
    updates.set(id, (updates.get(id) ?? 0) + 1);
    listed.set(id, r.metadata);
  });
  room.onMessage("-", (id: string) => listed.delete(id));
  return { room, listed, updates: (id: string) => updates.get(id) ?? 0 };
}

/** Sends a message that is always refused: once its error is back, every message before it was judged. */
async function judged(client: TableClient): Promise<void> {
  const answers = () => client.errors.filter((e) => e.about === "nonsense").length;
  const before = answers();
  client.send("nonsense", {});
  await client.until(() => answers() > before, "the answer to a marker message");
}

const rateLimited = (client: TableClient) => client.errors.filter((e) => e.code === "rate-limited").length;

describe("floods are cut per person, and the lobby hears of a table at most twice a second", () => {
  test("200 sit and stand messages: 10 take effect, and the lobby hears of them a few times", async () => {
    const [ann, mal] = await Promise.all(["Ann", "Mal"].map((name) => t.guest(name)));
    const host = await createTable(ann.token, { ruleset: "classic", seats: 4 });
    const tableId = host.room.roomId;
    const lobby = await watchLobby();
    await until(() => lobby.listed.has(tableId), "the table listed");
    const flooder = await join(tableId, { token: mal.token, spectate: true });
    const before = lobby.updates(tableId);

    for (let i = 0; i < 100; i++) {
      flooder.send("sit", { seat: 1 });
      flooder.send("stand", {});
    }
    await judged(flooder);
    // The host's change after the flood: once the lobby shows it, it has heard all it will of the flood.
    host.send("bot", { seat: 3, strength: "random" });
    await until(() => lobby.listed.get(tableId)?.bots === 1, "the bot listed");
    const heard = lobby.updates(tableId) - before;
    console.log(`200 sit/stand messages: ${heard} lobby updates of the table`);
    expect(heard).toBeLessThanOrEqual(4);
    // Five sits and five stands take effect; then each sit is refused, and so each stand (no seat).
    expect(rateLimited(flooder)).toBe(95);
    expect(flooder.errors.filter((e) => e.code === "not-seated")).toHaveLength(95);
    await Promise.all([host.room.leave(), flooder.room.leave(), lobby.room.leave()]);
  });

  test("one person's ten connections are one spectator: the lobby hears of them once", async () => {
    const [ann, eve] = await Promise.all(["Ann", "Eve"].map((name) => t.guest(name)));
    const host = await createTable(ann.token, { ruleset: "classic", seats: 4 });
    const tableId = host.room.roomId;
    const lobby = await watchLobby();
    await until(() => lobby.listed.has(tableId), "the table listed");
    const before = lobby.updates(tableId);
    const tabs = await Promise.all(
      Array.from({ length: 10 }, () => join(tableId, { token: eve.token, spectate: true })),
    );
    await host.until(() => host.table.spectators === 1, "Eve watching");
    host.send("bot", { seat: 3, strength: "random" });
    await until(() => lobby.listed.get(tableId)?.bots === 1, "the bot listed");
    expect(lobby.listed.get(tableId)?.spectators).toBe(1);
    expect(lobby.updates(tableId) - before).toBeLessThanOrEqual(2);
    await Promise.all([host.room.leave(), lobby.room.leave(), ...tabs.map((tab) => tab.room.leave())]);
  });

  test("chat: five lines per person in 10 seconds, however many connections they have", async () => {
    const [ann, eve] = await Promise.all(["Ann", "Eve"].map((name) => t.guest(name)));
    const host = await createTable(ann.token, { ruleset: "classic", seats: 4 });
    const tabs = await Promise.all(
      Array.from({ length: 5 }, () => join(host.room.roomId, { token: eve.token, spectate: true })),
    );
    tabs.forEach((tab, i) => {
      tab.send("chat", { text: `line ${i}a` });
      tab.send("chat", { text: `line ${i}b` });
    });
    await Promise.all(tabs.map(judged));
    expect(tabs.reduce((n, tab) => n + rateLimited(tab), 0)).toBe(5);
    await host.until(() => host.chats.length === 5, "five lines");
    await judged(host);
    expect(host.chats).toHaveLength(5);
    await Promise.all([host.room.leave(), ...tabs.map((tab) => tab.room.leave())]);
  });

  test("the host's settings, bots and start: 20 in 10 seconds", async () => {
    const ann = await t.guest("Ann");
    const host = await createTable(ann.token, { ruleset: "classic", seats: 4 });
    for (let i = 0; i < 30; i++) host.send("bot", { seat: 3, strength: i % 2 === 0 ? "random" : null });
    await judged(host);
    expect(rateLimited(host)).toBe(10);
    expect(host.errors.find((e) => e.code === "rate-limited")?.message).toBe(
      "Too many host actions (settings, bot, start): at most 20 in 10 seconds.",
    );
    await host.room.leave();
  });
});

describe("tables per person", () => {
  test("a person hosts at most 5 open tables, however fast they ask for more", async () => {
    const zed = await t.guest("Zed");
    const settings = { ruleset: "classic", seats: 2 };
    const made = await Promise.allSettled(
      Array.from({ length: 8 }, () => t.sdk.create("table", { token: zed.token, settings })),
    );
    const rooms = made.flatMap((m) => (m.status === "fulfilled" ? [m.value] : []));
    const refusals = made.flatMap((m) => (m.status === "rejected" ? [(m.reason as Error).message] : []));
    expect(rooms).toHaveLength(5);
    expect(refusals).toHaveLength(3);
    for (const message of refusals) expect(message).toMatch(/^too-many-tables: You host 5 open tables/);
    expect(await t.server.store.openTablesHostedBy(zed.id)).toBe(5);
    // Someone else is not held back by Zed's tables.
    const amy = await t.guest("Amy");
    const other = await t.sdk.create("table", { token: amy.token, settings });
    await Promise.all([...rooms, other].map((room) => room.leave()));
  });
});
