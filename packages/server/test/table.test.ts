import { CloseCode } from "@colyseus/core";
import type { State, View } from "@loveletter/engine";
import { dealerOf, replay as replayGame, verifyGame } from "@loveletter/match";
import type { GameRecord, StoredAction, ViewMessage } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Settings = Record<string, unknown>;

async function createTable(
  token: string,
  settings: Settings,
  extra: Record<string, unknown> = {},
): Promise<TableClient> {
  const room = await t.sdk.create("table", { token, settings, ...extra });
  const client = new TableClient(room);
  await client.until(() => client.you !== null, "the host's seat");
  return client;
}

async function join(tableId: string, token: string, spectate = false): Promise<TableClient> {
  const client = new TableClient(await t.sdk.joinById(tableId, { token, spectate }));
  await client.until(() => client.you !== null, "a join");
  return client;
}

async function getJson<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${t.url}${path}`, init);
  return { status: response.status, body: (await response.json()) as T };
}

/** Re-deals a stored game from its seeds and plays its actions: what anyone can do to verify it. */
async function replay(game: GameRecord, actions: readonly StoredAction[]): Promise<State> {
  const replayed = replayGame(game, actions, undefined, await dealerOf(game, actions));
  if (replayed.error) throw new Error(replayed.error);
  return replayed.state;
}

describe("a full match", () => {
  test("two people and two bots play classic to the end; the game is stored and replayable, and rated for the people", async () => {
    const ada = await t.guest("Ada");
    const bob = await t.guest("Bob");
    const host = await createTable(
      ada.token,
      { ruleset: "classic", seats: 4, intermissionSeconds: 5, goal: { kind: "tokens", tokens: 2 } },
      {
        bots: [
          { seat: 2, strength: "heuristic" },
          { seat: 3, strength: "random" },
        ],
      },
    );
    const guest = await join(host.room.roomId, bob.token);
    expect(host.you).toEqual({ playerId: ada.id, seat: 0, host: true });
    expect(guest.you).toEqual({ playerId: bob.id, seat: 1, host: false });
    await host.until(() => host.table.seats[1]?.name === "Bob", "Bob seated");
    expect(host.table.seats.map((s) => s.kind)).toEqual(["human", "human", "bot", "bot"]);

    await guest.expectError("start", {}, "not-host");
    host.send("start", {});
    await host.until(() => host.views.length > 0, "the first view");
    expect(host.last!.view.hand).toHaveLength(host.last!.view.awaiting?.seat === 0 ? 2 : 1);
    expect(host.last!.reset).toBe(true);

    host.startAutoplay();
    guest.startAutoplay((moves) => moves[moves.length - 1]);
    await host.until(() => host.gameOver !== null, "the end of the match", 60_000);
    await guest.until(() => guest.gameOver !== null, "Bob hears the end");
    await host.until(() => host.table.phase === "finished", "the table finished");
    const last = host.last!.view;
    expect(last.matchOver).toBe(true);
    expect(host.gameOver!.winners).toEqual(last.matchWinners);
    // Rated for the people, against the bots' fixed ratings (docs/ratings.md): the bots' never move.
    expect(host.gameOver!.ratings.map((r) => r.name).sort()).toEqual(["Ada", "Bob"]);
    // The public table comes only when it changed: never twice the same, and not after each move
    // (it changes at seats, the start, and each round's end and start: a few times a round).
    for (const [i, table] of host.tables.entries())
      if (i > 0) expect(table, `table ${i} is table ${i - 1} again`).not.toEqual(host.tables[i - 1]);
    expect(host.tables.length).toBeLessThanOrEqual(5 + 4 * last.round);
    // No table follows a move within a round (the views of a change go out before its table).
    let movesWithinRound = 0;
    let afterMoveWithinRound = false;
    let previous: View | null = null;
    let viewsSeen = 0;
    for (const [type, message] of host.received) {
      if (type === "view") {
        const view: View = (message as ViewMessage).view;
        afterMoveWithinRound = previous !== null && previous.round === view.round && !view.roundOver;
        viewsSeen++;
        if (afterMoveWithinRound) movesWithinRound++;
        previous = view;
      } else if (type === "table")
        expect(afterMoveWithinRound, `a table after view ${viewsSeen}, a move within a round`).toBe(false);
    }
    expect(movesWithinRound).toBeGreaterThan(0);

    // The replay: seed and actions re-deal exactly the match that was played.
    const gameId = host.table.gameId;
    const { status, body } = await getJson<{ game: GameRecord; actions: StoredAction[] }>(`/api/games/${gameId}`);
    expect(status).toBe(200);
    expect(body.game.status).toBe("finished");
    expect(body.actions.length).toBe(host.last!.turn);
    const final = await replay(body.game, body.actions);
    expect(await verifyGame(body.game, body.actions)).toMatchObject({ ok: true, version: "v2" });
    expect(final.tokens).toEqual(last.seats.map((s) => s.tokens));
    expect(final.matchWinners).toEqual(last.matchWinners);
    expect(body.actions.some((a) => a.action.type === "move" && a.action.by === "bot")).toBe(true);

    // History and ratings.
    const games = await getJson<{ games: { id: string }[] }>(`/api/players/${ada.id}/games`);
    expect(games.body.games.map((g) => g.id)).toContain(gameId);
    expect(body.game.rated).toBe(true);
    const profile = await getJson<{ ratings: { ruleset: string; games: number }[] }>(`/api/players/${bob.id}`);
    expect(profile.body.ratings).toMatchObject([{ ruleset: "classic", games: 1, botGames: 1 }]);
    const won = last.matchWinners.includes(1) ? 1 : 0;
    // The favourite card: the one Bob (seat 1) played most from his own hand (ties: name order).
    const played = new Map<string, number>();
    for (const { action } of body.actions)
      if (action.type === "move" && action.seat === 1 && action.by === "player" && "play" in action.move)
        played.set(action.move.play, (played.get(action.move.play) ?? 0) + 1);
    const [favourite] = [...played].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
    expect(favourite).toBeDefined();
    expect((await getJson<{ totals: unknown[] }>(`/api/players/${bob.id}`)).body.totals).toEqual([
      { ruleset: "classic", games: 1, wins: won, favouriteCard: favourite![0] },
    ]);
    // The bots' profiles list the game they played (issue 44.12), and they have no rating of their own.
    for (const botId of ["bot-heuristic", "bot-random"]) {
      const botGames = await getJson<{ games: { id: string }[] }>(`/api/players/${botId}/games`);
      expect(botGames.body.games.map((g) => g.id)).toContain(gameId);
      const botProfile = await getJson<{ ratings: unknown[]; totals: unknown[] }>(`/api/players/${botId}`);
      expect(botProfile.body.ratings).toEqual([]);
      expect(botProfile.body.totals).toEqual([{ ruleset: "classic", games: 1, wins: expect.any(Number) }]);
    }
    await host.room.leave();
    await guest.room.leave();
  });

  test("a game in progress is not published: no seed, no moves until it ends", async () => {
    const ada = await t.guest("Ada");
    const host = await createTable(
      ada.token,
      { ruleset: "classic", seats: 2 },
      { bots: [{ seat: 1, strength: "random" }] },
    );
    host.send("start", {});
    await host.until(() => host.table.gameId !== "", "the game's id");
    const { status, body } = await getJson<{ error: { code: string } }>(`/api/games/${host.table.gameId}`);
    expect(status).toBe(403);
    expect(body.error.code).toBe("game-in-progress");
    await host.room.leave();
  });
  test("after a match the host can start a rematch at the same seats", async () => {
    const ada = await t.guest("Ada");
    const host = await createTable(
      ada.token,
      { ruleset: "classic", seats: 2, goal: { kind: "tokens", tokens: 1 } },
      { bots: [{ seat: 1, strength: "random" }] },
    );
    const watcher = await join(host.room.roomId, (await t.guest("Eve")).token, true);
    host.send("start", {});
    host.startAutoplay();
    await host.until(() => host.gameOver !== null && host.table.phase === "finished", "the end", 30_000);
    host.stopAutoplay();
    const first = host.table.gameId;
    await watcher.expectError("start", {}, "not-host");
    const seen = host.views.length;
    host.send("start", {});
    // The rematch's game, not its phase: a quick bot can end a one-token match within one turn of
    // the event loop, and the table is sent once per turn, so "playing" may never be seen.
    await host.until(() => host.table.gameId !== first, "the rematch");
    await host.until(() => host.views.length > seen, "a fresh deal");
    const deal = host.views[seen]!;
    expect(deal.reset).toBe(true);
    expect(deal.turn).toBe(0);
    expect(deal.view.seats.map((s) => s.tokens)).toEqual([0, 0]);
    expect((await t.server.store.game(first))!.status).toBe("finished");
    await host.room.leave();
    await watcher.room.leave();
  });
});

describe("timers", () => {
  test("when the turn time runs out the server plays a random legal move for that seat", async () => {
    const ada = await t.guest("Ada");
    const host = await createTable(
      ada.token,
      { ruleset: "classic", seats: 2, turnSeconds: 5 },
      { bots: [{ seat: 1, strength: "random" }], testSeed: "timer-1" },
    );
    host.send("start", {});
    await host.until(() => host.last?.view.awaiting?.seat === 0, "Ada's turn", 10_000);
    const waiting = host.last!;
    const deadline = waiting.deadline;
    expect(deadline).toBeGreaterThan(Date.now() + 3_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 5_000);
    await host.until(() => host.last!.turn > waiting.turn, "the timer's move", 8_000);
    expect(Date.now()).toBeGreaterThanOrEqual(deadline - 50);
    const played = host.last!.events.find((e) => e.type === "played" && e.seat === 0);
    expect(played).toBeDefined();
    const stored = await t.server.store.actions(host.table.gameId);
    expect(stored[waiting.turn]!.action).toMatchObject({ type: "move", seat: 0, by: "timer" });
    await host.room.leave();
  });

  test("the intermission ends early when every seated person is ready, and on its own otherwise", async () => {
    const ada = await t.guest("Ada");
    const bob = await t.guest("Bob");
    const host = await createTable(ada.token, { ruleset: "classic", seats: 2, intermissionSeconds: 30 });
    const guest = await join(host.room.roomId, bob.token);
    host.send("start", {});
    await host.until(() => host.table.phase === "playing", "the start");
    host.startAutoplay();
    guest.startAutoplay();
    const started = Date.now();
    // A 30-second intermission, over as soon as both are ready.
    await host.until(() => host.table.round >= 2, "round 2 after both got ready", 25_000);
    expect(host.tables.some((table) => table.phase === "intermission")).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
    await host.room.leave();
    await guest.room.leave();

    const cy = await t.guest("Cy");
    const lone = await createTable(
      cy.token,
      { ruleset: "classic", seats: 2, intermissionSeconds: 1 },
      { bots: [{ seat: 1, strength: "random" }] },
    );
    lone.send("start", {});
    // Cy plays but never says ready: the intermission times out by itself.
    lone.startAutoplay(undefined, { ready: false });
    await lone.until(() => lone.table.phase === "intermission", "the first intermission", 30_000);
    const ends = lone.table.intermissionEnds;
    expect(ends).toBeGreaterThan(Date.now());
    await lone.until(() => lone.table.round >= 2, "round 2 after the intermission", 5_000);
    expect(Date.now()).toBeGreaterThanOrEqual(ends - 50);
    await lone.room.leave();
  });
});

describe("people coming and going", () => {
  test("a dropped connection reconnects automatically to its seat with its view intact", async () => {
    const ada = await t.guest("Ada");
    const host = await createTable(
      ada.token,
      { ruleset: "classic", seats: 2 },
      { bots: [{ seat: 1, strength: "random" }], testSeed: "reconnect" },
    );
    host.room.reconnection.minUptime = 0;
    host.send("start", {});
    await host.until(() => host.views.length > 0, "the deal");
    const before = host.last!;
    const serverRoom = t.testing.getRoomById(host.room.roomId);
    const reconnected = new Promise<void>((resolve) => host.room.onReconnect(() => resolve()));
    // The server drops the socket the way a network would: not a consented leave.
    serverRoom.clients[0]!.leave(CloseCode.MAY_TRY_RECONNECT);
    await reconnected;
    await host.until(() => host.views.length > before.turn && host.last!.reset && host.last !== before, "a fresh view");
    expect(host.last!.view.hand).toEqual(before.view.hand);
    expect(host.last!.view.seat).toBe(0);
    await host.until(() => host.table.seats[0]!.connected, "seat connected again");
    await host.room.leave();
  });

  test("a refreshed page joins again with its token and gets its seat and view back", async () => {
    const ada = await t.guest("Ada");
    const bob = await t.guest("Bob");
    const host = await createTable(ada.token, { ruleset: "2019", seats: 2 }, { testSeed: "refresh" });
    const guest = await join(host.room.roomId, bob.token);
    host.send("start", {});
    await guest.until(() => guest.views.length > 0, "the deal");
    const before = guest.last!;
    await guest.room.leave();
    const again = await join(host.room.roomId, bob.token);
    expect(again.you).toEqual({ playerId: bob.id, seat: 1, host: false });
    await again.until(() => again.views.length > 0, "the view");
    expect(again.last!.view).toEqual(before.view);
    expect(again.last!.events).toEqual(before.events);
    expect(again.last!.reset).toBe(true);
    await host.room.leave();
    await again.room.leave();
  });

  test("a seat whose player is gone past the grace period is played by a bot until they return", async () => {
    const ada = await t.guest("Ada");
    const bob = await t.guest("Bob");
    const host = await createTable(ada.token, { ruleset: "classic", seats: 2, turnSeconds: 60 });
    const guest = await join(host.room.roomId, bob.token);
    host.send("start", {});
    host.startAutoplay();
    await guest.until(() => guest.views.length > 0, "the deal");
    await guest.room.leave();
    await host.until(() => host.table.seats[1]!.connected === false, "Bob disconnected");
    expect(host.table.seats[1]!.botPlaying).toBe(false);
    await host.until(() => host.table.seats[1]!.botPlaying, "the takeover", 5_000);
    const turn = host.last!.turn;
    await host.until(() => host.last!.turn >= turn + 4, "the bot playing Bob's turns", 20_000);
    // The clock is for people: the bot's turns for Bob have no deadline, Ada's have one.
    const sinceTakeover = host.views.filter((v) => v.turn > turn);
    expect(sinceTakeover.filter((v) => v.view.awaiting?.seat === 1).every((v) => v.deadline === 0)).toBe(true);
    expect(sinceTakeover.filter((v) => v.view.awaiting?.seat === 0).every((v) => v.deadline > Date.now())).toBe(true);
    // A person's stand-in is stored as "away" (docs/protocol.md), a bot seat's own bot as "bot".
    const stored = await t.server.store.actions(host.table.gameId);
    expect(stored.some((a) => a.action.type === "move" && a.action.seat === 1 && a.action.by === "away")).toBe(true);

    const back = await join(host.room.roomId, bob.token);
    expect(back.you!.seat).toBe(1);
    await host.until(() => !host.table.seats[1]!.botPlaying && host.table.seats[1]!.connected, "Bob back");
    await host.room.leave();
    await back.room.leave();
  });

  test("a spectator sees the spectator view and can't act", async () => {
    const ada = await t.guest("Ada");
    const eve = await t.guest("Eve");
    const host = await createTable(
      ada.token,
      { ruleset: "classic", seats: 2 },
      { bots: [{ seat: 1, strength: "random" }] },
    );
    host.send("start", {});
    await host.until(() => host.views.length > 0, "the deal");
    const watcher = await join(host.room.roomId, eve.token);
    expect(watcher.you!.seat).toBeNull();
    await watcher.until(() => watcher.views.length > 0, "the spectator's view");
    expect(watcher.last!.view.seat).toBeNull();
    expect(watcher.last!.view.hand).toEqual([]);
    await watcher.expectError("move", { move: { card: "guard", target: 1, guess: 2 } }, "not-seated");
    await watcher.expectError("sit", { seat: 1 }, "wrong-phase");
    await host.until(() => host.table.spectators === 1, "one spectator counted");
    await host.room.leave();
    await watcher.room.leave();
  });
});

describe("the host's controls", () => {
  test("settings, bots and start are the host's, before the start only", async () => {
    const ada = await t.guest("Ada");
    const bob = await t.guest("Bob");
    const host = await createTable(ada.token, { ruleset: "classic", seats: 4 });
    const guest = await join(host.room.roomId, bob.token);
    await guest.expectError("settings", { settings: { turnSeconds: 30 } }, "not-host");
    await guest.expectError("bot", { seat: 2, strength: "expert" }, "not-host");
    await host.expectError("settings", { settings: { turnSeconds: 4 } }, "invalid-message");
    await host.expectError("settings", { settings: { seats: 6 } }, "invalid-settings");
    await host.expectError("bot", { seat: 1, strength: "random" }, "seat-taken");

    host.send("settings", { settings: { ruleset: "2019", seats: 5, turnSeconds: 30 } });
    await host.until(() => host.table.settings.seats === 5, "five seats");
    expect(host.table.settings).toMatchObject({ ruleset: "2019", turnSeconds: 30 });
    host.send("bot", { seat: 3, strength: "expert" });
    await host.until(() => host.table.seats[3]!.kind === "bot", "a bot in seat 3");
    expect(host.table.seats[3]).toMatchObject({ strength: "expert", playerId: "bot-expert" });
    host.send("bot", { seat: 3, strength: null });
    await host.until(() => host.table.seats[3]!.kind === "empty", "the bot removed");
    host.send("bot", { seat: 4, strength: "random" });
    await host.until(() => host.table.seats[4]!.kind === "bot", "a bot in seat 4");

    // Empty seats are dropped at the start: three players, seats renumbered in order.
    host.send("start", {});
    await host.until(() => host.table.phase === "playing", "the start");
    expect(host.table.seats.map((s) => s.name)).toEqual(["Ada", "Bob", "Lord Percival"]);
    expect(host.last!.view.players).toBe(3);
    await host.expectError("settings", { settings: { turnSeconds: 10 } }, "wrong-phase");
    await host.room.leave();
    await guest.room.leave();
  });

  test("a settings change keeps every setting it doesn't name; a refused one changes nothing", async () => {
    const ada = await t.guest("Ada");
    const chosen = {
      ruleset: "2019",
      seats: 5,
      rules: { game_end_tie: "tiebreaker" },
      turnSeconds: 45,
      intermissionSeconds: 3,
      goal: { kind: "tokens", tokens: 4 },
      visibility: "private",
      rated: false,
      hints: false,
      botPrograms: true,
      pace: { kind: "live" },
    };
    const host = await createTable(ada.token, chosen);
    const settings = () => host.table.settings as Settings;
    expect(settings()).toEqual(chosen);

    host.send("settings", { settings: { turnSeconds: 30 } });
    await host.until(() => settings().turnSeconds === 30, "the new turn time");
    expect(settings()).toEqual({ ...chosen, turnSeconds: 30 });
    // A field sent without a value is not named either.
    host.send("settings", { settings: { intermissionSeconds: 7, goal: undefined } });
    await host.until(() => settings().intermissionSeconds === 7, "the new intermission");
    expect(settings()).toEqual({ ...chosen, turnSeconds: 30, intermissionSeconds: 7 });

    await host.expectError("settings", { settings: { turnSeconds: 4 } }, "invalid-message");
    expect(host.errors.at(-1)!.message).toMatch(/^Bad "settings" message: /);
    await host.expectError("settings", { settings: { seats: 3, colour: "red" } }, "invalid-message");
    await host.expectError(
      "settings",
      { settings: { seats: 2, goal: { kind: "tokens", tokens: 0 } } },
      "invalid-message",
    );
    expect(settings()).toEqual({ ...chosen, turnSeconds: 30, intermissionSeconds: 7 });
    await host.room.leave();
  });

  test("start needs enough players; a private table has a join code and stays out of the lobby", async () => {
    const ada = await t.guest("Ada");
    const lobby = await t.sdk.joinOrCreate("lobby");
    const listed = new Map<string, { metadata: { ruleset: string; open: number } }>();
    lobby.onMessage("rooms", (rooms: { roomId: string; metadata: never }[]) => {
      for (const r of rooms) listed.set(r.roomId, r);
    });
    lobby.onMessage("+", ([id, room]: [string, never]) => listed.set(id, room));
    lobby.onMessage("-", (id: string) => listed.delete(id));

    const open = await createTable(ada.token, { ruleset: "premium", seats: 6 });
    await open.expectError("start", {}, "not-enough-players");
    await open.until(() => listed.has(open.room.roomId), "the public table listed");
    expect(listed.get(open.room.roomId)!.metadata).toMatchObject({ ruleset: "premium", open: 5 });

    const secret = await createTable(ada.token, { ruleset: "classic", seats: 2, visibility: "private" });
    const code = secret.you!.code!;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const found = await getJson<{ tableId: string }>(`/api/tables/code/${code.toLowerCase()}`);
    expect(found.body.tableId).toBe(secret.room.roomId);
    // The lobby hears of tables in order: once a public table made after it is listed, the private
    // one would have been too.
    const later = await createTable(ada.token, { ruleset: "classic", seats: 2 });
    await expect.poll(() => listed.has(later.room.roomId)).toBe(true);
    expect(listed.has(secret.room.roomId)).toBe(false);
    await later.room.leave();
    expect((await getJson(`/api/tables/code/ZZZZZZ`)).status).toBe(404);
    await open.room.leave();
    await secret.room.leave();
    await lobby.leave();
  });

  test("create and join refuse unknown tokens and bad settings with a clear error", async () => {
    await expect(t.sdk.create("table", { token: "nope", settings: { ruleset: "classic", seats: 2 } })).rejects.toThrow(
      /unauthorized/,
    );
    const ada = await t.guest("Ada");
    await expect(
      t.sdk.create("table", { token: ada.token, settings: { ruleset: "classic", seats: 6 } }),
    ).rejects.toThrow(/invalid-settings: .*2 to 4 players/);
    await expect(
      t.sdk.create("table", {
        token: ada.token,
        settings: { ruleset: "discard", seats: 3, goal: { kind: "tokens", tokens: 3 } },
      }),
    ).rejects.toThrow(/invalid-settings/);
    const host = await createTable(ada.token, { ruleset: "classic", seats: 2 });
    await expect(t.sdk.joinById(host.room.roomId, { token: "wrong" })).rejects.toThrow(/unauthorized/);
    await host.room.leave();
  });
});

describe("chat", () => {
  test("lines reach everyone, trimmed, without control characters, length-limited and rate-limited", async () => {
    const ada = await t.guest("Ada");
    const bob = await t.guest("Bob");
    const host = await createTable(ada.token, { ruleset: "classic", seats: 2 });
    const guest = await join(host.room.roomId, bob.token);
    host.send("chat", { text: "  hello\u202Ethere  " });
    await guest.until(() => guest.chats.length === 1, "a chat line");
    expect(guest.chats[0]).toMatchObject({ text: "hello there", name: "Ada" });
    await host.expectError("chat", { text: "x".repeat(301) }, "invalid-message");
    await host.expectError("chat", { text: "   " }, "invalid-message");
    for (let i = 0; i < 4; i++) host.send("chat", { text: `line ${i}` });
    await host.expectError("chat", { text: "one too many" }, "rate-limited");
    const late = await join(host.room.roomId, (await t.guest("Cy")).token, true);
    await late.until(() => late.received.some(([type]) => type === "chat-history"), "the chat history");
    const history = late.received.find(([type]) => type === "chat-history")![1] as { messages: unknown[] };
    expect(history.messages).toHaveLength(5);
    await host.room.leave();
    await guest.room.leave();
    await late.room.leave();
  });

  test("a line of control characters only is refused, not sent as a blank line", async () => {
    const ada = await t.guest("Ada");
    const bob = await t.guest("Bob");
    const host = await createTable(ada.token, { ruleset: "classic", seats: 2 });
    const guest = await join(host.room.roomId, bob.token);
    await host.expectError("chat", { text: "\u0007\u0007" }, "invalid-message");
    await host.expectError("chat", { text: " \u0000\u202E\u200B\u0007 " }, "invalid-message");
    host.send("chat", { text: "\u0007ding\u0007" });
    await guest.until(() => guest.chats.length === 1, "a chat line");
    expect(guest.chats.map((c) => c.text)).toEqual(["ding"]);
    await host.room.leave();
    await guest.room.leave();
  });
});

describe("perpetual tables", () => {
  test("discard: rounds go on, win counters count, and a newcomer takes a bot's seat between rounds", async () => {
    const ada = await t.guest("Ada");
    const host = await createTable(
      ada.token,
      { ruleset: "discard", seats: 3, intermissionSeconds: 0 },
      {
        bots: [
          { seat: 1, strength: "random" },
          { seat: 2, strength: "random" },
        ],
      },
    );
    host.send("start", {});
    host.startAutoplay();
    await host.until(() => host.table.scoreboard.length > 0, "a round counted", 30_000);
    const cy = await t.guest("Cy");
    const newcomer = await join(host.room.roomId, cy.token);
    expect(newcomer.you!.seat).toBeNull();
    newcomer.send("sit", { seat: 2 });
    // Queued for the next round (which, between fast bots, may already have come).
    await host.until(
      () => host.table.seats[2]!.next === "Cy" || host.table.seats[2]!.name === "Cy",
      "Cy queued for seat 2",
    );
    await newcomer.until(() => newcomer.you?.seat === 2, "Cy seated at the next round", 30_000);
    await host.until(() => host.table.seats[2]!.kind === "human", "seat 2 a person's");
    expect(host.table.seats[2]).toMatchObject({ kind: "human", name: "Cy", next: "" });
    newcomer.startAutoplay();
    const rounds = host.table.round;
    await host.until(() => host.table.round >= rounds + 2, "two more rounds", 30_000);
    const wins = await getJson<{ discardWins: { name: string; rounds: number }[] }>("/api/leaderboard/discard");
    expect(wins.body.discardWins.find((r) => r.name === "Ada")!.rounds).toBeGreaterThanOrEqual(3);
    const stored = await t.server.store.actions(host.table.gameId);
    expect(stored.some((a) => a.action.type === "seat" && a.action.seat === 2)).toBe(true);
    await host.room.leave();
    await newcomer.room.leave();
  });
});

describe("identity over HTTP", () => {
  test("guests, names and tokens", async () => {
    const made = await getJson<{ player: { id: string; name: string }; token: string }>("/api/guests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "  Zoë  " }),
    });
    expect(made.status).toBe(201);
    expect(made.body.player.name).toBe("Zoë");
    for (const name of ["", "   ", "x".repeat(25), "a\u0007b", "\u202Eevil", 42]) {
      const bad = await getJson<{ error: { code: string } }>("/api/guests", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe("invalid-name");
    }
    const auth = { authorization: `Bearer ${made.body.token}`, "content-type": "application/json" };
    expect((await getJson("/api/me", { headers: auth })).body).toMatchObject({ name: "Zoë" });
    expect((await getJson("/api/me", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
    const renamed = await getJson("/api/me", { method: "PUT", headers: auth, body: JSON.stringify({ name: "Zoe" }) });
    expect(renamed.body).toMatchObject({ id: made.body.player.id, name: "Zoe" });
    expect((await getJson("/api/nothing-here")).status).toBe(404);
    expect((await getJson("/api/leaderboard/poker")).status).toBe(404);
  });
});
