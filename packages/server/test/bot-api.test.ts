// The bot API (docs/bot-api.md) against a real server: an account makes bot programs; a program's
// token plays at tables whose host invites programs, like a person's client (its connection, the
// turn timer, a bot's takeover when it is gone), shown as a bot, never rated, never a host, and at
// a limited number of tables at once.
import type { BotApiAnswers, HttpError, PlayerRecord, SignUpAnswer } from "@loveletter/protocol";
import { TABLES_PER_BOT_PROGRAM } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
let made = 0;

beforeAll(async () => {
  t = await startTestServer({
    graceSeconds: 0.3,
    httpRateLimits: { signInsPerHour: 1000, signInsPerUsernamePerHour: 1000, accountsPerHour: 1000 },
  });
});
afterAll(() => t.close());

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${t.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T & HttpError };
}

/** A new account: its session's bearer token. */
async function account(): Promise<string> {
  const username = `Owner${String.fromCharCode(97 + (made % 26))}x${++made}`;
  const { status, body } = await call<SignUpAnswer>("/api/accounts", {
    method: "POST",
    body: { username, password: "correct horse battery" },
  });
  expect(status).toBe(201);
  return body.token;
}

async function botProgram(owner: string, name = `Tester${++made}bot`): Promise<BotApiAnswers["botToken"]> {
  const { status, body } = await call<BotApiAnswers["botToken"]>("/api/bots", {
    method: "POST",
    token: owner,
    body: { name },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** A person's table, with bot programs invited or not. */
async function table(settings: Record<string, unknown>, host?: { token: string }, testSeed?: string) {
  const person = host ?? (await t.guest("Ada"));
  const client = new TableClient(await t.sdk.create("table", { token: person.token, settings, testSeed }));
  await client.until(() => client.you !== null, "the host seated");
  return client;
}

async function join(tableId: string, token: string) {
  const client = new TableClient(await t.sdk.joinById(tableId, { token }));
  await client.until(() => client.you !== null && client.shown !== null, "the table");
  return client;
}

describe("bot programs of an account", () => {
  test("are made, listed, re-keyed and deleted by their owner; the token is a bot's", async () => {
    const owner = await account();
    const { bot, token } = await botProgram(owner, "TagBot");
    expect(bot).toMatchObject({ name: "TagBot", ownerId: expect.any(String) });
    const me = await call<PlayerRecord>("/api/me", { token });
    expect(me.body).toMatchObject({ id: bot.id, name: "TagBot", kind: "bot" });
    expect((await call<BotApiAnswers["bots"]>("/api/bots", { token: owner })).body.bots).toEqual([bot]);

    // A new token: the old one stops working at once.
    const renewed = await call<BotApiAnswers["botToken"]>(`/api/bots/${bot.id}/token`, {
      method: "POST",
      token: owner,
    });
    expect(renewed.status).toBe(200);
    expect((await call("/api/me", { token })).status).toBe(401);
    expect((await call<PlayerRecord>("/api/me", { token: renewed.body.token })).body.kind).toBe("bot");
    // Someone else's bot is nobody's to touch.
    const other = await account();
    expect((await call(`/api/bots/${bot.id}`, { method: "DELETE", token: other })).status).toBe(404);
    expect((await call(`/api/bots/${bot.id}`, { method: "DELETE", token: owner })).status).toBe(204);
    expect((await call("/api/me", { token: renewed.body.token })).status).toBe(401);
    expect((await call<BotApiAnswers["bots"]>("/api/bots", { token: owner })).body.bots).toEqual([]);
  });

  test("have names that say they are bots, unique among bots and accounts alike", async () => {
    const owner = await account();
    const refused = async (name: string) =>
      (await call("/api/bots", { method: "POST", token: owner, body: { name } })).body.error;
    expect(await refused("Ada")).toMatchObject({
      code: "invalid-name",
      message: expect.stringMatching(/end it with "bot"/),
    });
    expect(await refused("Expert bot")).toMatchObject({ code: "invalid-name" });
    expect(await refused("x")).toMatchObject({ code: "invalid-name" });
    await botProgram(owner, "SameBot");
    expect(await refused("samebot")).toMatchObject({ code: "name-taken" });
    // People never take a bot's name: theirs never read as a bot's.
    const person = await call("/api/accounts", {
      method: "POST",
      body: { username: "SameBot", password: "correct horse battery" },
    });
    expect(person.body.error.code).toBe("invalid-name");
  });

  test("are made by accounts only", async () => {
    const guest = await t.guest("Gus");
    expect((await call("/api/bots", { method: "POST", token: guest.token, body: { name: "GusBot" } })).status).toBe(
      401,
    );
    expect((await call("/api/bots", { method: "POST", body: { name: "NoBot" } })).status).toBe(401);
  });
});

describe("a bot program at a table", () => {
  test("never hosts, and sits only where the host invites programs", async () => {
    const { token } = await botProgram(await account());
    await expect(t.sdk.create("table", { token, settings: { ruleset: "classic", seats: 2 } })).rejects.toThrow(
      /bots-not-allowed/,
    );
    const closed = await table({ ruleset: "classic", seats: 2 });
    const refused = await join(closed.room.roomId, token);
    refused.send("sit", { seat: 1 });
    await refused.until(() => refused.errors.length > 0, "the refusal");
    expect(refused.errors[0]).toMatchObject({ code: "bots-not-allowed", about: "sit" });
    expect(refused.table.seats[1]!.kind).toBe("empty");
    await Promise.all([refused.room.leave(), closed.room.leave()]);
  });

  test("plays like a person, is shown as a bot, and the game is not rated", async () => {
    const bot = await botProgram(await account());
    const host = await table({ ruleset: "classic", seats: 2, botPrograms: true, goal: { kind: "tokens", tokens: 1 } });
    const program = await join(host.room.roomId, bot.token);
    program.send("sit", { seat: 1 });
    await host.until(() => host.table.seats[1]!.playerId === bot.bot.id, "the program seated");
    expect(host.table.seats[1]).toMatchObject({ kind: "human", program: true, name: bot.bot.name, connected: true });
    host.send("start", {});
    host.startAutoplay();
    program.startAutoplay();
    await host.until(() => host.gameOver !== null, "the end of the match", 30_000);
    const { body } = await call<{ game: { rated: boolean; seats: unknown[] } }>(`/api/games/${host.gameOver!.gameId}`);
    expect(body.game.rated).toBe(false);
    expect(body.game.seats[1]).toMatchObject({ kind: "human", program: true, playerId: bot.bot.id });
    await Promise.all([program.room.leave(), host.room.leave()]);
  });

  test("whose token is renewed or that is deleted is disconnected at once, its old token refused", async () => {
    const owner = await account();
    for (const ending of ["renewed", "deleted"] as const) {
      const bot = await botProgram(owner);
      const host = await table({ ruleset: "classic", seats: 2, botPrograms: true });
      const program = await join(host.room.roomId, bot.token);
      const closed = new Promise<{ code: number; reason?: string }>((resolve) =>
        program.room.onLeave((code, reason) => resolve({ code, reason })),
      );
      const { status } =
        ending === "renewed"
          ? await call(`/api/bots/${bot.bot.id}/token`, { method: "POST", token: owner })
          : await call(`/api/bots/${bot.bot.id}`, { method: "DELETE", token: owner });
      expect(status, ending).toBe(ending === "renewed" ? 200 : 204);
      const { code, reason } = await closed;
      expect(code, ending).toBe(4000);
      expect(reason, ending).toMatch(/^unauthorized/);
      await expect(t.sdk.joinById(host.room.roomId, { token: bot.token }), ending).rejects.toThrow(/unauthorized/);
      await host.room.leave();
    }
  });

  test("that goes away is played by a bot after the grace period, and the match ends", async () => {
    const bot = await botProgram(await account());
    const host = await table({ ruleset: "classic", seats: 2, botPrograms: true, goal: { kind: "tokens", tokens: 1 } });
    const program = await join(host.room.roomId, bot.token);
    program.send("sit", { seat: 1 });
    await host.until(() => host.table.seats[1]!.playerId === bot.bot.id, "the program seated");
    host.send("start", {});
    await host.until(() => host.views.length > 0, "the first view");
    await program.room.leave(true);
    await host.until(() => host.table.seats[1]!.botPlaying, "a bot plays the program's seat");
    host.startAutoplay();
    await host.until(() => host.gameOver !== null, "the end of the match", 30_000);
    await host.room.leave();
  });

  test("that sends garbage is refused, and one that stalls has its move played by the turn timer", async () => {
    const bot = await botProgram(await account());
    const settings = {
      ruleset: "classic",
      seats: 2,
      botPrograms: true,
      turnSeconds: 5,
      goal: { kind: "tokens", tokens: 1 },
    };
    // A test deal: seat 0 plays first. The host moves to seat 1 and the program takes seat 0.
    const host = await table(settings, undefined, "bot-api-stall");
    host.send("sit", { seat: 1 });
    await host.until(() => host.you?.seat === 1, "the host at seat 1");
    const program = await join(host.room.roomId, bot.token);
    program.send("sit", { seat: 0 });
    await host.until(() => host.table.seats[0]!.playerId === bot.bot.id, "the program seated");
    host.send("start", {});
    await program.until(() => program.hasTurn, "the program's first turn");
    const turn = program.last!.turn;
    program.send("move", { move: { nonsense: true }, turn });
    program.send("no-such-message", { at: "all" });
    await program.until(() => program.errors.length >= 2, "two refusals");
    expect(program.errors.map((e) => e.code).sort()).toEqual(["illegal-move", "invalid-message"]);
    // It says nothing more: its turn runs out and the timer plays for it, as for a person.
    await program.until(() => (program.last?.turn ?? 0) > turn, "the timer's move", 15_000);
    expect(host.table.seats[0]).toMatchObject({ playerId: bot.bot.id, botPlaying: false });
    await Promise.all([program.room.leave(), host.room.leave()]);
  }, 30_000);

  test(`sits at ${TABLES_PER_BOT_PROGRAM} tables at most at once`, async () => {
    const bot = await botProgram(await account());
    const hosts = [await t.guest("Hal"), await t.guest("Ivy")];
    const tables: TableClient[] = [];
    const programs: TableClient[] = [];
    for (let i = 0; i <= TABLES_PER_BOT_PROGRAM; i++) {
      const host = await table({ ruleset: "classic", seats: 2, botPrograms: true }, hosts[i % 2]);
      const program = await join(host.room.roomId, bot.token);
      program.send("sit", { seat: 1 });
      await program.until(() => program.you?.seat === 1 || program.errors.length > 0, "seated or refused");
      tables.push(host);
      programs.push(program);
    }
    expect(programs.slice(0, -1).every((p) => p.you?.seat === 1)).toBe(true);
    const last = programs.at(-1)!;
    expect(last.errors[0]).toMatchObject({ code: "too-many-tables", about: "sit" });
    // Once one of its tables closes (its person left), it may sit at another.
    const firstClosed = new Promise((resolve) => programs[0]!.room.onLeave(resolve));
    await tables[0]!.room.leave();
    await firstClosed;
    last.send("sit", { seat: 1 });
    await last.until(() => last.you?.seat === 1, "the program seated at last");
    await Promise.all([...tables.slice(1), ...programs.slice(1)].map((c) => c.room.leave()));
  });
});
