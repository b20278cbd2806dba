import type { GameAction } from "@loveletter/protocol";
import { describe, expect, test } from "vitest";
import { ActionQueue } from "../src/table/action-queue.js";
import { botOccupant, personOccupant, Seating } from "../src/table/seating.js";
import { TableGame } from "../src/table/table-game.js";
import { TurnKeeper } from "../src/table/turn-keeper.js";
import { ManualClock } from "./support/manual-clock.js";

const TURN_SECONDS = 30;
const BOT_DELAY_MS = 500;

function game(seed: string): TableGame {
  return TableGame.deal({ ruleset: "classic", players: 2, options: {}, seed, first: 0 });
}

/** A turn keeper over a two-seat table (seat 0 a person, seat 1 a bot) and the moves it plays. */
function keeper(current: { game: TableGame | null }) {
  const played: { action: GameAction; turn: number }[] = [];
  let queue: ActionQueue | null = null;
  const clock = new ManualClock(undefined, async () => queue?.drained());
  queue = new ActionQueue((error) => {
    throw error;
  });
  const seating = new Seating([
    personOccupant({ id: "p1", name: "Ada", kind: "guest", createdAt: 0 }),
    botOccupant("heuristic", 1),
  ]);
  const turns = new TurnKeeper({
    clock,
    queue,
    seating,
    botDelayMs: BOT_DELAY_MS,
    game: () => current.game,
    turnSeconds: () => TURN_SECONDS,
    play: async (action, turn) => {
      played.push({ action, turn });
    },
  });
  return { clock, turns, played };
}

describe("the turn keeper", () => {
  test("a person's decision has a deadline, and the timer plays for them when it runs out", async () => {
    const current = { game: game("keeper-1") };
    const { clock, turns, played } = keeper(current);
    turns.syncBots(current.game, "seed");
    turns.schedule(current.game);
    expect(current.game.awaitingSeat).toBe(0);
    expect(turns.deadline).toBe(clock.now() + TURN_SECONDS * 1000);
    await clock.advance(TURN_SECONDS * 1000 - 1);
    expect(played).toEqual([]);
    await clock.advance(1);
    expect(played).toHaveLength(1);
    expect(played[0]!.action).toMatchObject({ type: "move", seat: 0, by: "timer" });
    expect(played[0]!.turn).toBe(0);
  });

  test("a bot's seat has no deadline: its bot answers after its pause", async () => {
    const current = { game: game("keeper-2") };
    const { clock, turns, played } = keeper(current);
    turns.syncBots(current.game, "seed");
    // Seat 0 plays a move after which the round goes on: the bot's seat is awaited.
    const first = current.game
      .legalMoves()
      .map((move) => current.game.prepare({ type: "move", seat: 0, move, by: "player" }))
      .find((prepared) => "state" in prepared && prepared.state.awaitingSeat === 1);
    if (!first || !("state" in first)) throw new Error("no first move leaves the round going");
    current.game.commit(first);
    turns.hear(first.events);
    turns.schedule(current.game);
    expect(current.game.awaitingSeat).toBe(1);
    expect(turns.deadline).toBe(0);
    await clock.advance(BOT_DELAY_MS);
    expect(played).toHaveLength(1);
    expect(played[0]!.action).toMatchObject({ type: "move", seat: 1, by: "bot" });
    expect(current.game.legalMoves()).toContainEqual((played[0]!.action as { move: unknown }).move);
  });

  test("a decision asked for in an earlier game is dropped, even at the same turn number", async () => {
    const current = { game: game("keeper-3") };
    const { clock, turns, played } = keeper(current);
    turns.schedule(current.game);
    current.game = game("keeper-4"); // a rematch started; its turn is 0 too
    await clock.advance(TURN_SECONDS * 1000);
    expect(played).toEqual([]);
  });

  test("stopping clears the timer and the deadline", async () => {
    const current = { game: game("keeper-5") };
    const { clock, turns, played } = keeper(current);
    turns.schedule(current.game);
    turns.stop();
    expect(turns.deadline).toBe(0);
    await clock.advance(TURN_SECONDS * 1000);
    expect(played).toEqual([]);
    expect(clock.waiting).toBe(0);
  });
});
