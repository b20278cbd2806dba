// No message to a client ever holds a card its player may not know (issue 4, "Security and bad input").
//
// Whole games are played at every ruleset, at 2, 4 and the most players it seats: server-side bots
// in the other seats, two people played by this test (random legal moves from their own views), a
// spectator from the start, and, once the game is under way, a second tab of one person (which
// takes the seat over: the first tab becomes a spectator) and a late spectator. Every message every
// client receives is recorded. Afterwards the true game is rebuilt from the store (seed + actions)
// with the engine alone, and each message is checked against it:
//   - a `view` is exactly `view(state, seat)` of the true state at its turn (no field more, none
//     different), and its events are exactly the events of the turns since that client's previous
//     view (or, on a reset, of the round so far) that the seat may see;
//   - `you`, `chat`, `chat-history`, `game-over`, errors and every `table` (the public table, sent
//     on joining and at each change) have exactly their documented fields and no card name anywhere
//     (the table settings excepted: a custom deck's list is public);
//   - the game's seed and moves are refused while it is played, and player listings never hold them;
//   - a game dealt by commit-reveal (docs/fair-deal.md; the cases without a test seed) shows its
//     commitment in every client's first `table`, and its server seed is in nothing anyone hears
//     before the match ends (and then only in the table's `revealedSeed`).
import { CHARACTERS, type EngineEvent, eventsFor, isVisibleTo, type State, view } from "@loveletter/engine";
import { dealerOf, replay as replayGame } from "@loveletter/match";
import type { GameRecord, PublicTable, StoredAction } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
/** A lobby watcher: listings are public, so they must never name a card either. */
let lobby: { received: [string, unknown][]; leave(): Promise<unknown> };

beforeAll(async () => {
  t = await startTestServer({ botDelayMs: 2, graceSeconds: 2 });
  const room = await t.sdk.joinOrCreate("lobby");
  const received: [string, unknown][] = [];
  room.onMessage("*", (type, message) => received.push([String(type), message]));
  lobby = { received, leave: () => room.leave() };
});

afterAll(async () => {
  await lobby?.leave().catch(() => {});
  await t?.close();
});

// ---- the tables -----------------------------------------------------------------------------

const CUSTOM_2019 = [
  { card: "spy", count: 2 },
  { card: "guard", count: 4 },
  { card: "priest", count: 1 },
  { card: "baron", count: 1 },
  { card: "handmaid", count: 1 },
  { card: "prince", count: 1 },
  { card: "chancellor", count: 2 },
  { card: "king", count: 1 },
  { card: "countess", count: 1 },
  { card: "princess", count: 1 },
];

/** Every Premium character, in the classic numbering: Bishops, Cardinals, Jesters, Constables... */
const CUSTOM_PREMIUM = [
  { card: "guard", count: 7 },
  { card: "priest", count: 2 },
  { card: "baron", count: 2 },
  { card: "handmaid", count: 2 },
  { card: "prince", count: 2 },
  { card: "king", count: 1 },
  { card: "countess", count: 1 },
  { card: "princess", count: 1 },
  { card: "jester", count: 1 },
  { card: "assassin", count: 1 },
  { card: "cardinal", count: 2 },
  { card: "baroness", count: 2 },
  { card: "sycophant", count: 1 },
  { card: "count", count: 2 },
  { card: "constable", count: 1 },
  { card: "dowager-queen", count: 1 },
  { card: "bishop", count: 1 },
];

interface Case {
  readonly name: string;
  readonly ruleset: string;
  readonly seats: number;
  readonly rules?: Record<string, unknown>;
  /** Perpetual tables never finish: the test stops after four rounds (or two finished matches). */
  readonly perpetual?: "rounds" | "restart";
}

const CASES: Case[] = [
  { name: "classic 2p", ruleset: "classic", seats: 2 },
  { name: "classic 4p", ruleset: "classic", seats: 4 },
  { name: "2019 2p", ruleset: "2019", seats: 2 },
  { name: "2019 4p", ruleset: "2019", seats: 4 },
  { name: "2019 6p", ruleset: "2019", seats: 6 },
  { name: "premium 2p", ruleset: "premium", seats: 2 },
  { name: "premium 4p", ruleset: "premium", seats: 4 },
  { name: "premium 8p", ruleset: "premium", seats: 8 },
  // "discard" seats 3–4, or 5–8 with the Extended deck.
  { name: "discard 3p", ruleset: "discard", seats: 3, perpetual: "rounds" },
  { name: "discard 4p", ruleset: "discard", seats: 4, perpetual: "rounds" },
  { name: "discard 8p extended", ruleset: "discard", seats: 8, rules: { extended: true }, perpetual: "rounds" },
  { name: "custom 2p", ruleset: "custom", seats: 2, rules: { edition: "2019", deck: CUSTOM_2019 } },
  { name: "custom 4p", ruleset: "custom", seats: 4, rules: { edition: "premium", deck: CUSTOM_PREMIUM } },
  { name: "custom 8p", ruleset: "custom", seats: 8, rules: { edition: "premium", deck: CUSTOM_PREMIUM } },
  // A perpetual table of one-token matches: a match ends, and the next one restarts on the same seats.
  {
    name: "classic 3p perpetual",
    ruleset: "classic",
    seats: 3,
    rules: { tokensToWin: 1 },
    perpetual: "restart",
  },
];

// ---- people at the table ----------------------------------------------------------------------

/** A small seeded generator, so each table's people choose the same moves run after run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client and what it saw (the table's public state is in its `table` messages). */
interface Watched {
  readonly label: string;
  readonly client: TableClient;
  readonly playerId: string;
  /**
   * Which move errors this client may see without a bug: a tab whose seat a newer tab took may have
   * had a move on the way ("not-seated"), and either tab's move may race the other's to the same
   * turn ("not-your-turn", "stale-turn"): the newer tab can be shown the turn while the older tab's
   * move for it is being stored. When that move ended the round, the late one finds no round being
   * played ("wrong-phase").
   */
  mayRace: "no" | "displaced" | "took-over";
}

function watch(label: string, client: TableClient, playerId: string): Watched {
  return { label, client, playerId, mayRace: "no" };
}

/** Chat lines the people of the test say: none names a card. */
const CHAT_LINES = ["good luck everyone", "well played", "hmm", "let us see"];

/**
 * Plays a seat like a quick person: whenever its latest view offers legal moves, a random one, with
 * the view's `turn`. Moves are spaced by 110 ms (the server allows 10 a second per connection).
 */
async function play(client: TableClient, random: () => number, stopped: () => boolean): Promise<void> {
  let played = -1;
  let lastAt = 0;
  const decision = () => {
    const last = client.last;
    return (
      last !== undefined &&
      last.view.legalMoves.length > 0 &&
      last.turn !== played &&
      client.you?.seat != null &&
      client.you.seat === last.view.seat
    );
  };
  while (!stopped()) {
    await client.until(() => stopped() || decision(), "a decision", 120_000);
    const wait = lastAt + 110 - Date.now();
    if (wait > 0) await sleep(wait);
    if (stopped() || !decision()) continue;
    const last = client.last!;
    const moves = last.view.legalMoves;
    played = last.turn;
    lastAt = Date.now();
    client.send("move", { move: moves[Math.floor(random() * moves.length)], turn: last.turn });
  }
}

// ---- the true game --------------------------------------------------------------------------

/** The game rebuilt from its deal: the state after each action and the events each action made. */
interface Timeline {
  readonly states: State[];
  /** events[0]: the deal; events[k]: what action k-1 made. */
  readonly events: EngineEvent[][];
  /** For each turn, the turn at which its round was dealt. */
  readonly roundStart: number[];
  /** A commit-reveal game's seeds (docs/fair-deal.md); null for a test's seed. */
  readonly fairDeal: GameRecord["fairDeal"];
  /** The stored actions: actions[k-1] made events[k]. */
  readonly actions: readonly StoredAction[];
}

async function replay(game: GameRecord, actions: readonly StoredAction[]): Promise<Timeline> {
  for (const [i, { seq }] of actions.entries()) expect(seq).toBe(i);
  // Index 0 is the deal, filled in once the replay says what it dealt.
  const states: State[] = [];
  const events: EngineEvent[][] = [];
  const roundStart = [0];
  const replayed = replayGame(
    game,
    actions,
    (applied) => {
      const i = roundStart.length - 1;
      states[i + 1] = applied.state;
      events[i + 1] = applied.events;
      roundStart.push(applied.startsRound ? i + 1 : roundStart[i]!);
    },
    await dealerOf(game, actions),
  );
  if (replayed.error) throw new Error(`The stored game does not replay: ${replayed.error}`);
  states[0] = replayed.dealt.state;
  events[0] = replayed.dealt.events;
  return { states, events, roundStart, fairDeal: game.fairDeal, actions };
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A card's name as a word of its own (so "count" in "account" or "guard" in "guardian" don't count). */
const CARD_WORD = new RegExp(`(?<![\\w-])(${CHARACTERS.join("|")})(?![\\w-])`, "i");
/** Fields that hold random ids: base64url text that could spell a card by chance. */
const ID_FIELDS = new Set(["playerId", "hostId", "gameId", "id", "code"]);

/** Paths of the string values (outside id fields) that name a card. */
function cardNames(value: unknown, path = "$"): string[] {
  if (typeof value === "string") return CARD_WORD.test(value) ? [`${path}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => cardNames(v, `${path}[${i}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => (ID_FIELDS.has(k) ? [] : cardNames(v, `${path}.${k}`)));
  return [];
}

const STATE_FIELDS = [
  "commitment",
  "gameId",
  "hostId",
  "intermissionEnds",
  "phase",
  "revealedSeed",
  "round",
  "roundsWon",
  "scoreboard",
  "scoreboardPlayers",
  "seats",
  "settings",
  "spectators",
  "turnBased",
];
const SEAT_FIELDS = [
  "botPlaying",
  "clientSeed",
  "connected",
  "guest",
  "index",
  "kind",
  "name",
  "next",
  "nextPlayerId",
  "playerId",
  "program",
  "ready",
  "strength",
];

/** The public tables a client was sent, in order. */
function tablesOf(w: Watched): PublicTable[] {
  return w.client.received.filter(([type]) => type === "table").map(([, table]) => table as PublicTable);
}

/** Checks every message one client received against the true game. Returns how many views it checked. */
function checkClient(w: Watched, game: Timeline, settings: Record<string, unknown>, said: Set<string>): number {
  let seat: number | "spectator" | null = null;
  let lastTurn: number | null = null;
  let views = 0;
  w.client.received.forEach(([type, payload], index) => {
    const where = `${w.label}, message ${index} (${type})`;
    const body = payload as Record<string, unknown>;
    switch (type) {
      case "you": {
        expect(Object.keys(body).sort(), where).toEqual(["host", "playerId", "seat"]);
        expect(body.playerId, where).toBe(w.playerId);
        seat = body.seat === null ? "spectator" : (body.seat as number);
        break;
      }
      case "view": {
        expect(Object.keys(body).sort(), where).toEqual(["deadline", "events", "moves", "reset", "turn", "view"]);
        expect(seat, `${where}: a view before the client knows its seat`).not.toBeNull();
        const me = seat as number | "spectator";
        const turn = body.turn as number;
        expect(turn, `${where}: a turn the store doesn't have`).toBeLessThan(game.states.length);
        if (lastTurn !== null) expect(turn, `${where}: views go forward`).toBeGreaterThanOrEqual(lastTurn);
        // The view is the engine's view of the true state for this seat: nothing more, nothing else.
        expect(plain(body.view), where).toStrictEqual(plain(view(game.states[turn]!, me)));
        const events = body.events as EngineEvent[];
        for (const e of events) expect(isVisibleTo(e, me), `${where}: ${JSON.stringify(e)}`).toBe(true);
        let from: number;
        if (body.reset) {
          from = game.roundStart[turn]!;
        } else {
          expect(lastTurn, `${where}: no reset on a first view`).not.toBeNull();
          expect(game.roundStart[turn], `${where}: a new round without a reset`).toBe(game.roundStart[lastTurn!]);
          from = lastTurn! + 1;
        }
        const expected = game.events.slice(from, turn + 1).flat();
        expect(plain(events), where).toStrictEqual(plain(eventsFor(expected, me)));
        // The moves are the stored moves' seats and movers, nothing else: public, like whose turn it is.
        const moves: { seat: number; by: string; at: number }[] = [];
        for (let k = from, at = 0; k <= turn; at += eventsFor(game.events[k]!, me).length, k++) {
          const action = game.actions[k - 1]?.action;
          if (k > 0 && k > game.roundStart[k]! && action?.type === "move")
            moves.push({ seat: action.seat, by: action.by, at });
        }
        expect(body.moves, where).toStrictEqual(moves);
        lastTurn = turn;
        views++;
        break;
      }
      case "chat": {
        expect(Object.keys(body).sort(), where).toEqual(["at", "id", "kind", "name", "playerId", "text"]);
        expect(said.has(body.text as string), where).toBe(true);
        break;
      }
      case "chat-history": {
        expect(Object.keys(body), where).toEqual(["messages"]);
        for (const line of body.messages as { text: string }[]) expect(said.has(line.text), where).toBe(true);
        break;
      }
      case "game-over": {
        expect(Object.keys(body).sort(), where).toEqual(["gameId", "ratings", "winners"]);
        break;
      }
      case "table":
        // Checked below, with the settings (whose custom deck names cards) set apart.
        break;
      case "error": {
        // The people of this test only play legal moves, in turn: only the two tabs of the seat
        // swap may race (see Watched.mayRace).
        expect(Object.keys(body).sort(), where).toEqual(["about", "code", "message"]);
        const allowed = {
          no: [],
          displaced: ["not-seated", "not-your-turn", "stale-turn", "wrong-phase"],
          "took-over": ["not-your-turn", "stale-turn", "wrong-phase"],
        };
        expect(allowed[w.mayRace] as string[], `${where}: ${JSON.stringify(body)}`).toContain(body.code);
        break;
      }
      default:
        throw new Error(`${where}: unexpected ${JSON.stringify(payload)}`);
    }
    if (type !== "view" && type !== "table") expect(cardNames(payload), where).toEqual([]);
  });
  // The table's public state, each time it was sent: its documented fields only, and no card in them.
  tablesOf(w).forEach((state, i) => {
    const where = `${w.label}, table ${i}`;
    expect(Object.keys(state).sort(), where).toEqual(STATE_FIELDS);
    for (const s of state.seats) expect(Object.keys(s).sort(), where).toEqual(SEAT_FIELDS);
    const shown = state.settings as Record<string, unknown>;
    expect(shown.ruleset, where).toBe(settings.ruleset);
    expect(shown.rules, where).toEqual(settings.rules ?? {});
    expect(cardNames({ ...state, settings: "" }), where).toEqual([]);
  });
  checkFairDeal(w, game);
  return views;
}

/**
 * A commit-reveal game: every client's first state shows the commitment, and the server seed is in
 * nothing it heard before the match ended (then only in the state's `revealedSeed`).
 */
function checkFairDeal(w: Watched, game: Timeline): void {
  const fair = game.fairDeal;
  if (!fair) return;
  // A client that came before the end first sees this game's commitment; one that came as the match
  // ended (a late spectator can) sees its seed revealed, beside the next game's commitment.
  const first = tablesOf(w)[0]!;
  if (first.phase === "finished")
    expect(first.revealedSeed, `${w.label}: the first state's revealed seed`).toBe(fair.serverSeed);
  else expect(first.commitment, `${w.label}: the first state's commitment`).toBe(fair.commitment);
  const end = w.client.received.findIndex(([type]) => type === "game-over");
  const before = end < 0 ? w.client.received : w.client.received.slice(0, end);
  for (const [index, [type, payload]] of before.entries())
    if (type !== "table")
      expect(JSON.stringify(payload), `${w.label}, message ${index} (${type}) holds the server seed`).not.toContain(
        fair.serverSeed,
      );
  tablesOf(w).forEach((state, i) => {
    const where = `${w.label}, table ${i}`;
    expect(JSON.stringify({ ...state, revealedSeed: "" }), where).not.toContain(fair.serverSeed);
    if (state.revealedSeed !== "") expect(state.phase, `${where}: revealed before the end`).toBe("finished");
  });
}

// ---- the games ----------------------------------------------------------------------------------

async function join(tableId: string, token: string, spectate = false): Promise<TableClient> {
  const client = new TableClient(await t.sdk.joinById(tableId, { token, spectate }));
  await client.until(() => client.you !== null, "a join");
  return client;
}

/** Whether the host has seen enough of a perpetual table: three rounds, or a match after a match. */
function farEnough(client: TableClient, perpetual: "rounds" | "restart"): boolean {
  const types = client.views.flatMap((v) => v.events.map((e) => e.type));
  if (perpetual === "rounds") return types.filter((type) => type === "round-started").length >= 4;
  const ended = types.lastIndexOf("match-ended");
  return types.filter((type) => type === "match-ended").length >= 2 && types.indexOf("round-started", ended) > ended;
}

async function playCase(c: Case, index: number): Promise<void> {
  const [ann, bob, sam, lea] = await Promise.all(["Ann", "Bob", "Sam", "Lea"].map((name) => t.guest(name)));
  const settings: Record<string, unknown> = {
    ruleset: c.ruleset,
    seats: c.seats,
    turnSeconds: 60,
    intermissionSeconds: 0,
    ...(c.rules ? { rules: c.rules } : {}),
    ...(c.perpetual === "restart"
      ? { goal: { kind: "perpetual" } }
      : c.ruleset === "discard"
        ? {}
        : { goal: { kind: "tokens", tokens: c.seats === 2 ? 3 : 2 } }),
  };
  const bots = Array.from({ length: c.seats - 2 }, (_, i) => ({
    seat: i + 2,
    strength: i % 2 === 0 ? "random" : "heuristic",
  }));
  // Every third table is dealt from a test's seed (v0); the others by commit-reveal, as tables are.
  const testSeed = index % 3 === 0 ? { testSeed: `leaks-${index}` } : {};
  const hostRoom = await t.sdk.create("table", { token: ann.token, settings, bots, ...testSeed });
  const host = new TableClient(hostRoom);
  await host.until(() => host.you !== null, "the host's seat");
  const tableId = hostRoom.roomId;
  const watched = [watch("Ann", host, ann.id)];
  const guest = await join(tableId, bob.token);
  watched.push(watch("Bob", guest, bob.id));
  const spectator = await join(tableId, sam.token, true);
  watched.push(watch("Sam (spectator)", spectator, sam.id));
  expect(guest.you?.seat).toBe(1);
  expect(spectator.you?.seat).toBeNull();

  const said = new Set(CHAT_LINES);
  let stop = false;
  const stopped = () => stop;
  const random = rng(1000 + index);
  host.send("start", {});
  await host.until(() => host.views.length > 0, "the first view");
  host.send("chat", { text: CHAT_LINES[0] });
  const players = [play(host, random, stopped), play(guest, random, stopped)];
  const over = () => host.gameOver !== null || (c.perpetual !== undefined && farEnough(host, c.perpetual));

  // Under way: the game's seed and moves stay secret, and Bob opens a second tab (which takes his
  // seat; the first tab becomes a spectator's), and someone comes to watch.
  await host.until(() => over() || (host.last?.turn ?? 0) >= 3, "a few turns", 30_000);
  // The public table is sent after the turn of the event loop that changed it: views may come first.
  await host.until(() => (host.shown?.gameId ?? "") !== "", "the game's id in the table");
  const gameId = host.table.gameId;
  const secret = await fetch(`${t.url}/api/games/${gameId}`);
  if (host.gameOver === null) {
    expect(secret.status).toBe(403);
    expect(((await secret.json()) as { error: { code: string } }).error.code).toBe("game-in-progress");
  }
  const listed = await (await fetch(`${t.url}/api/players/${ann.id}/games`)).text();
  expect(listed).not.toMatch(/"seed"|"options"|"actions"/);
  if (!over()) {
    watched[1]!.mayRace = "displaced";
    const tab = await join(tableId, bob.token);
    watched.push({ ...watch("Bob's second tab", tab, bob.id), mayRace: "took-over" });
    expect(tab.you?.seat).toBe(1);
    await guest.until(() => guest.you?.seat === null, "the first tab gives the seat up");
    players.push(play(tab, random, stopped));
    tab.send("chat", { text: CHAT_LINES[1] });
    watched.push(watch("Lea (late spectator)", await join(tableId, lea.token, true), lea.id));
  }

  await host.until(over, "the end of the game", 50_000);
  stop = true;
  await Promise.all(players);
  // Nobody hears anything more: everything recorded is checked against the store below.
  await Promise.all(watched.map((w) => w.client.room.leave().catch(() => {})));

  let record: GameRecord;
  let actions: StoredAction[];
  if (c.perpetual === undefined) {
    // A finished game: what anyone can fetch to replay and verify it.
    const response = await fetch(`${t.url}/api/games/${gameId}`);
    expect(response.status).toBe(200);
    ({ game: record, actions } = (await response.json()) as { game: GameRecord; actions: StoredAction[] });
    expect(record.status).toBe("finished");
  } else {
    // A perpetual table never finishes: read its log from the store itself.
    record = (await t.server.store.game(gameId))!;
    actions = await t.server.store.actions(gameId);
  }
  expect(record.seats.length).toBe(c.seats);
  if (c.perpetual === "restart") expect(actions.some((a) => a.action.type === "restart")).toBe(true);
  if (c.perpetual === "rounds") expect(actions.filter((a) => a.action.type === "next-round").length).toBeGreaterThan(1);
  expect(actions.some((a) => a.action.type === "move" && a.action.by === "player")).toBe(true);

  expect(record.dealVersion).toBe(index % 3 === 0 ? "v0" : "v2");
  const game = await replay(record, actions);
  let views = 0;
  for (const w of watched) views += checkClient(w, game, settings, said);
  // Every client was sent views, and both people played.
  for (const w of watched) expect(w.client.views.length, w.label).toBeGreaterThan(0);
  expect(views).toBeGreaterThan(actions.length);
  console.log(
    c.name,
    "actions",
    actions.length,
    "views",
    views,
    watched.map((w) => `${w.label}:${w.client.received.length}/${tablesOf(w).length}`).join(" "),
    "types",
    [...new Set(actions.map((a) => a.action.type))].join(","),
  );
  checkerCatchesLeaks(watched[2]!, game, settings, said);
}

/** The same client's messages with one change; null when the change finds nothing to change. */
function tampered(w: Watched, change: (received: [string, unknown][]) => void): Watched {
  const received = structuredClone(w.client.received);
  change(received);
  return { ...w, client: { received } as unknown as TableClient };
}

/** The checks above are not vacuous: each kind of leak, planted in a spectator's messages, is caught. */
function checkerCatchesLeaks(w: Watched, game: Timeline, settings: Record<string, unknown>, said: Set<string>): void {
  const firstView = (received: [string, unknown][]) =>
    received.find(([type]) => type === "view")![1] as { view: Record<string, unknown>; events: EngineEvent[] };
  const secret = game.events
    .flat()
    .find((e): e is Extract<EngineEvent, { type: "received" }> => e.visibleTo !== "all" && e.type === "received")!;
  expect(secret).toBeDefined();
  const leaks: [string, Watched][] = [
    ["another seat's private event", tampered(w, (r) => firstView(r).events.push(secret))],
    ["a card in a spectator's hand", tampered(w, (r) => Object.assign(firstView(r).view, { hand: [secret.card] }))],
    ["an extra field in a view", tampered(w, (r) => Object.assign(firstView(r).view, { setAside: "guard" }))],
    [
      "a card in a chat line",
      tampered(w, (r) => r.push(["chat", { id: 99, playerId: "x", name: "Ann", text: "I hold the princess", at: 0 }])),
    ],
    ...(game.fairDeal
      ? ([
          [
            "the server seed in a message before the end",
            tampered(w, (r) =>
              r.unshift(["chat", { id: 98, playerId: "x", name: "Ann", text: game.fairDeal!.serverSeed, at: 0 }]),
            ),
          ],
          [
            "the server seed in the table's state",
            tampered(w, (r) => {
              const state = structuredClone(tablesOf(w)[0]!) as { commitment: string };
              state.commitment = game.fairDeal!.serverSeed;
              r.push(["table", state]);
            }),
          ],
        ] as [string, Watched][])
      : []),
    [
      "a card in the table's state",
      tampered(w, (r) => {
        const state = structuredClone(tablesOf(w).at(-1)!) as unknown as { seats: { name: string }[] };
        state.seats[0]!.name = "King";
        r.push(["table", state]);
      }),
    ],
  ];
  for (const [leak, copy] of leaks) expect(() => checkClient(copy, game, settings, said), leak).toThrow();
}

describe("no message reveals a card its client may not know", () => {
  test.concurrent.each(CASES.map((c, i) => [c.name, c, i] as const))("%s", async (_name, c, i) => {
    await playCase(c, i);
  });

  test("the lobby's listings never name a card", async () => {
    // Runs after the tables above (tests that aren't concurrent wait for the concurrent ones).
    expect(lobby.received.length).toBeGreaterThan(0);
    for (const [type, payload] of lobby.received) expect(cardNames(payload), type).toEqual([]);
  });
});
