import { CreateTableOptions, type PlayerRecord } from "@loveletter/protocol";
import { describe, expect, test } from "vitest";
import type { TableRecord } from "../src/store/records.js";
import { ProgramSeats } from "../src/table/program-seats.js";
import { botOccupant, personOccupant } from "../src/table/seating.js";
import type { Effect } from "../src/table/table-effects.js";
import type { TableInput } from "../src/table/table-input.js";
import { newTableState, type TableState } from "../src/table/table-state.js";
import { step } from "../src/table/table-step.js";
import { scheduleOf } from "../src/table/turn-keeper.js";

// The table's step alone: no store, no clock, no socket. Each test feeds inputs and reads effects.

const GRACE_MS = 30_000;
const BOT_DELAY_MS = 500;
const TURN_SECONDS = 30;
const NOW = Date.UTC(2026, 11, 2);

const ada: PlayerRecord = { id: "p-ada", name: "Ada", kind: "guest", createdAt: 0 };
const bob: PlayerRecord = { id: "p-bob", name: "Bob", kind: "guest", createdAt: 0 };

/** A waiting two-seat table hosted by Ada; seat 1 Bob's or a bot's. */
function table(second: "person" | "bot"): TableState {
  const { settings } = CreateTableOptions.parse({
    token: "t",
    settings: { ruleset: "classic", seats: 2, turnSeconds: TURN_SECONDS },
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

/** Steps `input`; a deal the step asks for is answered as the interpreter would for a test's seed. */
function run(t: TableState, input: TableInput): Effect[] {
  const effects = step(t, input);
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

function started(second: "person" | "bot"): TableState {
  const t = table(second);
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
