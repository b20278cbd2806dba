// `loveletter connect` (docs/bot-api.md): the example Python bot of the bot protocol plays a live
// server's table through the bridge, against a person, at a table given by id or found in the lobby.

import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import type { BotApiAnswers, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TableClient, type TestServer } from "../../server/test/support/server.js";
import { connectCommand } from "../src/commands/connect.js";
import { loveletter } from "./command-harness.js";

const PYTHON_BOT = fileURLToPath(new URL("../../../examples/bots/python/bot.py", import.meta.url));

let t: TestServer;
let botToken = "";
let botId = "";

beforeAll(async () => {
  t = await startTestServer({ graceSeconds: 1 });
  const signUp = await fetch(`${t.url}/api/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "BotOwner", password: "correct horse battery" }),
  });
  const owner = (await signUp.json()) as SignUpAnswer;
  const made = await fetch(`${t.url}/api/bots`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ name: "PyBot" }),
  });
  const body = (await made.json()) as BotApiAnswers["botToken"];
  botToken = body.token;
  botId = body.bot.id;
});
afterAll(() => t.close());

/** A person's 2-seat table that invites bot programs. */
async function personTable(): Promise<TableClient> {
  const ada = await t.guest("Ada");
  // Three tokens: the program gets turns even if the person's first move ends a round (which, at
  // one token, ended the match once before the program had played at all).
  const settings = { ruleset: "classic", seats: 2, botPrograms: true, goal: { kind: "tokens", tokens: 3 } };
  const host = new TableClient(await t.sdk.create("table", { token: ada.token, settings }));
  await host.until(() => host.you !== null, "Ada seated");
  return host;
}

/** The person plays the match against the program, then leaves: the table closes, the bridge ends. */
async function playAgainstTheProgram(host: TableClient): Promise<void> {
  await host.until(() => host.table.seats[1]?.playerId === botId, "the program seated", 20_000);
  expect(host.table.seats[1]).toMatchObject({ program: true, name: "PyBot" });
  host.send("start", {});
  host.startAutoplay();
  await host.until(() => host.gameOver !== null, "the end of the match", 60_000);
  const replay = (await (await fetch(`${t.url}/api/games/${host.gameOver!.gameId}`)).json()) as {
    actions: { action: { type: string; seat?: number; by?: string } }[];
    game: { fairDeal: { clientSeeds: string[] } | null };
  };
  // The program's own moves, not the timer's nor a stand-in bot's.
  const programMoves = replay.actions.filter((a) => a.action.type === "move" && a.action.seat === 1);
  expect(programMoves.length).toBeGreaterThan(0);
  expect(programMoves.every((a) => a.action.by === "player")).toBe(true);
  // The program contributed a seed of its own to the deal (docs/fair-deal.md), not the seat's fixed one.
  expect(replay.game.fairDeal?.clientSeeds[1]).toMatch(/^[0-9a-f]{32}$/);
  await host.room.leave();
}

describe("loveletter connect", () => {
  it("bridges a stdio bot to a table given by id, until the table closes", async () => {
    const host = await personTable();
    const bridge = loveletter("connect", "--url", t.url, "--token", botToken, "--table", host.room.roomId, PYTHON_BOT);
    await playAgainstTheProgram(host);
    const { code, err } = await bridge;
    expect(code).toBe(0);
    expect(err).toMatch(/^PyBot is connected to /m);
    expect(err).toMatch(/seat 1, the program starts/);
    expect(err).toMatch(/the match is over; the program stops/);
    expect(err).not.toMatch(/random move/);
  }, 90_000);

  it("finds a table that invites bots in the lobby, and stops when told", async () => {
    let err = "";
    const error = new PassThrough().setEncoding("utf8");
    error.on("data", (chunk: string) => {
      err += chunk;
    });
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    const io = { input: new PassThrough(), output: new PassThrough(), error };
    const bridge = connectCommand(PYTHON_BOT, { url: t.url, token: botToken, tables: "1" }, io, stopped);
    const host = await personTable();
    await playAgainstTheProgram(host);
    stop();
    expect(await bridge).toBe(0);
    expect(err).toMatch(/waiting in the lobby for tables that invite bots/);
    expect(err).toMatch(new RegExp(`table ${host.room.roomId}: joined`));
  }, 90_000);

  it("refuses a token that is not a bot program's, and a program that can't run", async () => {
    const guest = await t.guest("Gus");
    const notABot = await loveletter("connect", "--url", t.url, "--token", guest.token, PYTHON_BOT);
    expect(notABot.code).toBe(2);
    expect(notABot.err).toMatch(/this token is Gus's, a guest/);
    const unknown = await loveletter("connect", "--url", t.url, "--token", "nope", PYTHON_BOT);
    expect(unknown.err).toMatch(/doesn't know this token/);
    const missing = await loveletter("connect", "--url", t.url, "--token", botToken, "./no-such-bot.py");
    expect(missing.err).toMatch(/the bot cannot run/);
  });
});
