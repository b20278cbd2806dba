import { CreateTableOptions, type PlayerRecord } from "@loveletter/protocol";
import { describe, expect, test } from "vitest";
import type { TableRecord } from "../src/store/records.js";
import { ProgramSeats } from "../src/table/program-seats.js";
import { botOccupant, personOccupant } from "../src/table/seating.js";
import type { Effect } from "../src/table/table-effects.js";
import type { TableInput } from "../src/table/table-input.js";
import { newTableState, type TableState } from "../src/table/table-state.js";
import { snapshot, step } from "../src/table/table-step.js";
import { scheduleOf } from "../src/table/turn-keeper.js";

// The table's step alone: no store, no clock, no socket. Each test feeds inputs and reads effects.

const GRACE_MS = 30_000;
const BOT_DELAY_MS = 500;
const TURN_SECONDS = 30;
const NOW = Date.UTC(2026, 11, 2);

const ada: PlayerRecord = { id: "p-ada", name: "Ada", kind: "guest", createdAt: 0 };
const bob: PlayerRecord = { id: "p-bob", name: "Bob", kind: "guest", createdAt: 0 };

/** A waiting two-seat table hosted by Ada; seat 1 Bob's or a bot's. */
function table(second: "person" | "bot", extra: Record<string, unknown> = {}): TableState {
  const { settings } = CreateTableOptions.parse({
    token: "t",
    settings: { ruleset: "classic", seats: 2, turnSeconds: TURN_SECONDS, ...extra },
    bots: [],
  });
  const record: TableRecord = {
    id: "table-1",
    code: null,
    hostId: ada.id,
    settings,
    seats: [personOccupant(ada), second === "bot" ? botOccupant("heuristic", 1, []) : { kind: "empty" }],
    status: "waiting",
    gameId: null,
    serverSeed: "00".repeat(32),
    createdAt: NOW,
    updatedAt: NOW,
  };
  return newTableState(
    { graceMs: GRACE_MS, botDelayMs: BOT_DELAY_MS, programSeats: new ProgramSeats() },
    record,
    "step-seed",
    NOW,
  );
}

function kinds(effects: Effect[]): string[] {
  return effects.map((e) => (e.kind === "send" ? `send:${e.out.type}` : e.kind));
}

/**
 * Steps `input`; a deal the step asks for is answered as the interpreter would for a test's seed,
 * a count of the person's turn-based tables as a store holding no other table would.
 */
function run(t: TableState, input: TableInput): Effect[] {
  const effects = step(t, input);
  const count = effects.find((e) => e.kind === "count-tables");
  if (count?.kind === "count-tables")
    return [
      ...effects,
      ...run(t, {
        kind: "tables-counted",
        connection: count.connection,
        seat: count.seat,
        count: 0,
        vacationUntil: null,
      }),
    ];
  const deal = effects.find((e) => e.kind === "deal");
  if (deal?.kind !== "deal") return effects;
  return [
    ...effects,
    ...step(t, {
      kind: "dealt",
      occupants: deal.occupants,
      seed: deal.seed,
      fairDeal: null,
      dealer: null,
      botsSeed: null,
      gameId: "game-1",
    }),
  ];
}

function started(second: "person" | "bot", extra: Record<string, unknown> = {}): TableState {
  const t = table(second, extra);
  run(t, { kind: "opened", resumed: false });
  run(t, { kind: "join", connection: "ada", player: ada, spectate: false });
  if (second === "person") run(t, { kind: "join", connection: "bob", player: bob, spectate: false });
  run(t, { kind: "message", connection: "ada", type: "start", message: {} });
  expect(t.phase).toBe("playing");
  return t;
}

/** Ada's (seat 0) first legal move, as her client would send it. */
function firstMove(t: TableState): TableInput {
  return {
    kind: "message",
    connection: "ada",
    type: "move",
    message: { move: t.game!.legalMoves()[0], turn: t.game!.turn },
  };
}

describe("the table's step, without store, clock or socket", () => {
  test("a move is stored before anyone hears of it: the store effect comes first, then the timer and the views", () => {
    const t = started("person");
    // The seed deals seat 0 first (a test's seed).
    expect(t.game!.awaitingSeat).toBe(0);
    const effects = run(t, firstMove(t));
    const order = kinds(effects);
    expect(order[0]).toBe("store-action");
    expect(order.indexOf("send-views")).toBeGreaterThan(0);
    const views = effects.find((e) => e.kind === "send-views");
    if (views?.kind !== "send-views") throw new Error("no views");
    // Each connection is sent its own seat's part only: Bob's has no Ada's hand.
    const bobs = views.views.find((v) => v.connection === "bob")!;
    expect(bobs.message.view.seat).toBe(1);
    expect(views.views.map((v) => v.connection).sort()).toEqual(["ada", "bob"]);
  });

  test("a refused move stores nothing and tells only its sender", () => {
    const t = started("person");
    const stale = {
      kind: "message",
      connection: "ada",
      type: "move",
      message: { move: t.game!.legalMoves()[0], turn: 99 },
    } as const;
    expect(kinds(run(t, stale))).toEqual(["send:error"]);
    const outOfTurn = {
      kind: "message",
      connection: "bob",
      type: "move",
      message: { move: { card: "guard" }, turn: 0 },
    } as const;
    expect(kinds(run(t, outOfTurn))).toEqual(["send:error"]);
    expect(t.game!.turn).toBe(0);
  });

  test("a person's decision has a deadline; when its timer runs out the step asks the turn timer for a move", () => {
    const t = started("person");
    expect(scheduleOf(t)).toMatchObject({ seat: 0, by: "timer", ms: TURN_SECONDS * 1000 });
    expect(t.deadline).toBe(NOW + TURN_SECONDS * 1000);
    const effects = run(t, { kind: "timer", name: "turn", serial: t.gameSerial, turn: t.game!.turn });
    expect(effects).toEqual([{ kind: "decide", seat: 0, turn: 0, by: "timer" }]);
  });

  test("a bot's seat has no deadline: its bot decides after its pause", () => {
    const t = started("bot");
    // Seat 0 plays a move after which the round goes on: the bot's seat is awaited.
    const move = t.game!.legalMoves().find((m) => {
      const prepared = t.game!.prepare({ type: "move", seat: 0, move: m, by: "player" });
      return "state" in prepared && prepared.state.awaitingSeat === 1;
    });
    run(t, { kind: "message", connection: "ada", type: "move", message: { move, turn: 0 } });
    expect(t.game!.awaitingSeat).toBe(1);
    expect(scheduleOf(t)).toMatchObject({ seat: 1, by: "bot", ms: BOT_DELAY_MS });
    expect(t.deadline).toBe(0);
    const turn = t.game!.turn;
    expect(run(t, { kind: "timer", name: "turn", serial: t.gameSerial, turn })).toEqual([
      { kind: "decide", seat: 1, turn, by: "bot" },
    ]);
  });

  test("a timer set in an earlier game, or at an earlier turn, does nothing", () => {
    const t = started("person");
    expect(run(t, { kind: "timer", name: "turn", serial: t.gameSerial - 1, turn: 0 })).toEqual([]);
    run(t, firstMove(t));
    expect(run(t, { kind: "timer", name: "turn", serial: t.gameSerial, turn: 0 })).toEqual([]);
  });

  test("a seat change is saved with the table before the table is shown", () => {
    const t = table("person");
    run(t, { kind: "opened", resumed: false });
    run(t, { kind: "join", connection: "ada", player: ada, spectate: false });
    const effects = run(t, { kind: "join", connection: "bob", player: bob, spectate: false });
    expect(t.seating.indexOfPlayer(bob.id)).toBe(1);
    const order = kinds(effects);
    expect(order.indexOf("save-record")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("save-record")).toBeLessThan(order.indexOf("show"));
  });

  test("a connection back within its grace period hears who it is and the round's whole log again", () => {
    const t = started("person");
    run(t, { kind: "drop", connection: "bob" });
    expect(t.seating.at(1)?.away).toBe(true);
    const effects = run(t, { kind: "reconnect", connection: "bob" });
    expect(kinds(effects)).toContain("send:you");
    const views = effects.find((e) => e.kind === "send-views");
    if (views?.kind !== "send-views") throw new Error("no view");
    expect(views.views.map((v) => [v.connection, v.message.reset])).toEqual([["bob", true]]);
    expect(t.seating.at(1)?.away).toBe(false);
  });
});

const HOUR = 3_600_000;
const TURN_BASED = { pace: { kind: "turn-based", moveHours: 12, bankHours: 6, missedBeforeBot: 2 } };

/** The awaited seat's first legal move, as its person (connection "ada" or "bob") sends it, `at` epoch ms. */
function personMoves(t: TableState, at: number): Effect[] {
  t.now = at;
  const seat = t.game!.awaitingSeat!;
  const connection = seat === 0 ? "ada" : "bob";
  const move = t.game!.legalMoves()[0];
  return run(t, { kind: "message", connection, type: "move", message: { move, turn: t.game!.turn } });
}

/** The turn timer runs out at `at` and plays the awaited seat's first legal move for it, as table-core would. */
function deadlinePasses(t: TableState, at: number): Effect[] {
  t.now = at;
  const turn = t.game!.turn;
  const effects = run(t, { kind: "timer", name: "turn", serial: t.gameSerial, turn });
  const decide = effects.find((e) => e.kind === "decide");
  if (decide?.kind !== "decide") return effects;
  const move = t.game!.legalMoves()[0]!;
  const action = { type: "move", seat: decide.seat, move, by: decide.by === "timer" ? "timer" : "bot" } as const;
  return [...effects, ...run(t, { kind: "play", action, turn, connection: null })];
}

describe("a turn-based table's step", () => {
  test("a decision is due after the time per move and then the seat's bank; a late move spends the bank", () => {
    const t = started("person", TURN_BASED);
    const seat = t.game!.awaitingSeat!;
    expect(t.deadline).toBe(NOW + 18 * HOUR);
    expect(scheduleOf(t)).toMatchObject({ seat, by: "timer", ms: 18 * HOUR });
    expect(snapshot(t).turnBased).toEqual({
      banks: [6 * HOUR, 6 * HOUR],
      missed: [0, 0],
      awaiting: { seat, since: NOW, deadline: NOW + 18 * HOUR },
      paused: null,
    });
    // Two hours past the time per move: two hours of the bank are spent.
    const effects = personMoves(t, NOW + 14 * HOUR);
    expect(kinds(effects)).toContain("show");
    expect(snapshot(t).turnBased!.banks[seat]).toBe(4 * HOUR);
    if (t.game!.awaitingSeat !== null) expect(t.deadline).toBe(NOW + 14 * HOUR + 18 * HOUR);
    // Stored with the table, for a restart to resume the deadlines.
    expect(t.record.turnClocks?.banks[seat]).toBe(4 * HOUR);
  });

  test("a missed deadline is played by the timer, empties the bank and is counted; too many in a row and a bot plays until the player is back", () => {
    const t = started("person", TURN_BASED);
    run(t, { kind: "leave", connection: "ada" });
    let at = NOW;
    // Bob moves at once; Ada never does: her deadlines pass.
    for (let i = 0; i < 40 && !t.seating.at(0)!.botPlaying; i++) {
      if (t.phase !== "playing") break;
      if (t.game!.awaitingSeat === 1) personMoves(t, at);
      else {
        at = t.deadline;
        deadlinePasses(t, at);
      }
    }
    expect(t.seating.at(0)!.botPlaying).toBe(true);
    expect(snapshot(t).turnBased!.missed[0]).toBe(2);
    expect(snapshot(t).turnBased!.banks[0]).toBe(0);
    expect(snapshot(t).seats[0]!.botPlaying).toBe(true);
    // Ada is back: the seat is hers again, her missed deadlines forgiven.
    t.now = at + HOUR;
    run(t, { kind: "join", connection: "ada-2", player: ada, spectate: false });
    expect(t.seating.at(0)!.botPlaying).toBe(false);
    expect(snapshot(t).turnBased!.missed[0]).toBe(0);
  });

  test("nobody connected neither closes the table nor frees a seat, and absence brings no bot", () => {
    const t = table("person", TURN_BASED);
    run(t, { kind: "opened", resumed: false });
    run(t, { kind: "join", connection: "ada", player: ada, spectate: false });
    run(t, { kind: "join", connection: "bob", player: bob, spectate: false });
    run(t, { kind: "leave", connection: "bob" });
    expect(t.seating.indexOfPlayer(bob.id)).toBe(1);
    run(t, { kind: "message", connection: "ada", type: "start", message: {} });
    run(t, { kind: "leave", connection: "ada" });
    expect(run(t, { kind: "timer", name: "empty", serial: 0, turn: 0 })).toEqual([]);
    expect(t.closed).toBe(false);
    expect(t.takeovers.size).toBe(0);
    expect(t.seating.at(0)!.botPlaying).toBe(false);
  });

  test("between rounds the table waits as long as for a move, or until every seated person is ready, here or not", () => {
    // Bob misses his deadlines, but too few for a bot to stand in for him.
    const t = started("person", { pace: { ...TURN_BASED.pace, missedBeforeBot: 10 } });
    run(t, { kind: "leave", connection: "bob" });
    let at = NOW;
    while (t.phase === "playing") {
      at += HOUR;
      personMoves(t, at);
      if (t.game!.awaitingSeat === 1 && t.phase === "playing") {
        at = t.deadline;
        deadlinePasses(t, at);
      }
    }
    expect(t.phase).toBe("intermission");
    expect(t.intermissionEnds).toBe(at + 12 * HOUR);
    run(t, { kind: "message", connection: "ada", type: "ready", message: {} });
    // Bob is not here, but his "ready" is awaited all the same.
    expect(t.phase).toBe("intermission");
    t.now = t.intermissionEnds;
    const effects = run(t, { kind: "timer", name: "intermission", serial: t.gameSerial, turn: t.game!.turn });
    expect(effects.some((e) => e.kind === "next")).toBe(true);
  });
});
