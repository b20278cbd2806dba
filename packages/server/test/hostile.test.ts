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
