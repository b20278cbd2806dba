import { randomInt } from "node:crypto";
import type { EngineEvent } from "@loveletter/engine";
import { timerMoves } from "@loveletter/match";
import type { GameAction } from "@loveletter/protocol";
import { BotSeat } from "./bot-seat.js";
import type { TableState } from "./table-state.js";
import { deadlineOf, isTiming, turnBasedPace } from "./turn-clocks.js";

/** Who makes the awaited decision, and in how long. */
export interface Schedule {
  readonly seat: number;
  readonly turn: number;
  /** The seat's bot after its pause, or the turn timer's move at the person's deadline. */
  readonly by: "bot" | "timer";
  readonly ms: number;
}

/**
 * The awaited decision's schedule: the seat's bot after its pause (a bot seat, or a person away
 * past the grace period), or, for a person, the turn timer's move at the deadline (at a turn-based
 * table: the time per move and then the seat's bank, from when the decision was first awaited); none when
 * nobody is to act (between rounds, the match over).
 */
export function scheduleOf(table: TableState): Schedule | null {
  const game = table.phase === "playing" ? table.game : null;
  const seat = game?.awaitingSeat ?? null;
  if (!game || seat === null) return null;
  if (table.bots.has(seat)) return { seat, turn: game.turn, by: "bot", ms: table.env.botDelayMs };
  // A turn-based table times the decision from when it was first awaited (stored: a restart resumes it).
  const pace = turnBasedPace(table.record.settings);
  const clocks = table.record.turnClocks;
  if (pace && clocks && isTiming(clocks, seat, game.turn))
    return { seat, turn: game.turn, by: "timer", ms: Math.max(0, deadlineOf(clocks, pace, seat) - table.now) };
  return { seat, turn: game.turn, by: "timer", ms: table.record.settings.turnSeconds * 1000 };
}

/**
 * A bot for every bot seat and every seat a bot stands in for, none for anyone else. A new bot has
 * heard its seat's events of the round so far, and is seeded with its seat and the turn.
 */
export function syncBots(table: TableState): void {
  const { seating, game, bots } = table;
  const seed = table.seeds.botsSeed ?? table.gameRecord?.seed ?? table.record.id;
  for (let index = 0; index < seating.size; index++) {
    const strength = seating.botStrength(index);
    const current = bots.get(index);
    if (current && current.strength === strength) continue;
    current?.close();
    bots.delete(index);
    if (!strength || !game) continue;
    const bot = new BotSeat(index, strength, `${seed}/${index}/${game.turn}`);
    bot.hear(game.eventsSince(index).events);
    bots.set(index, bot);
  }
  // Seats gone (a smaller new game) take their bots with them.
  for (const [index, bot] of bots)
    if (index >= seating.size) {
      bot.close();
      bots.delete(index);
    }
}

/** Every bot hears what its seat may see of a played action. */
export function botsHear(table: TableState, events: readonly EngineEvent[]): void {
  for (const bot of table.bots.values()) bot.hear(events);
}

export function closeBots(table: TableState): void {
  for (const bot of table.bots.values()) bot.close();
  table.bots.clear();
}

/**
 * The awaited move, decided on the position as it is: by the seat's bot from its view, or for a
 * person by the turn timer (a fair game's pick drawn from its seeds, so a verifier can check it,
 * docs/fair-deal.md).
 */
export async function decide(
  table: TableState,
  seat: number,
  turn: number,
  by: "bot" | "timer",
): Promise<GameAction | null> {
  const game = table.game!;
  const bot = table.bots.get(seat);
  if (by === "bot") {
    if (!bot) return null;
    const move = await bot.decide(game.view(seat));
    // A bot seat's own bot, or the stand-in for a person away past the grace period.
    return { type: "move", seat, move, by: table.seating.at(seat)?.botPlaying ? "away" : "bot" };
  }
  const seen = game.view(seat);
  const choices = timerMoves(seen);
  const move = game.dealer ? await game.dealer.timerMove(seen, game.point, turn) : choices[randomInt(choices.length)]!;
  return { type: "move", seat, move, by: "timer" };
}
