import { randomInt } from "node:crypto";
import type { EngineEvent } from "@loveletter/engine";
import { timerMoves } from "@loveletter/match";
import type { GameAction } from "@loveletter/protocol";
import type { ActionQueue } from "./action-queue.js";
import { BotSeat } from "./bot-seat.js";
import type { TableClock, Timer } from "./clock.js";
import type { Seating } from "./seating.js";
import type { TableGame } from "./table-game.js";

/** What the turn keeper needs from its table. */
export interface TurnKeeperHost {
  readonly clock: TableClock;
  readonly queue: ActionQueue;
  readonly seating: Seating;
  /** A bot's pause before it acts, so people can follow the game. */
  readonly botDelayMs: number;
  /** The table's game now: a decision asked for in an earlier game is dropped. */
  game(): TableGame | null;
  /** How long a person has for a decision now (the table's setting may change between games). */
  turnSeconds(): number;
  /** Plays a bot's or the timer's move for `turn`, in the queue's current task (refused if stale). */
  play(action: GameAction, turn: number): Promise<void>;
}

/**
 * Who makes the awaited decision, and when: the seat's bot after its pause (a bot seat, or a person
 * away past the grace period), or, for a person, the turn timer's move at the deadline. There is at
 * most one turn timer, and a bot for exactly the seats a bot plays.
 */
export class TurnKeeper {
  private readonly bots = new Map<number, BotSeat>();
  private deadlineAt = 0;
  /** The table's one turn timer, set again at every decision. */
  private readonly timer: Timer;
  /** The decision the timer is set for: of this game, at this turn. */
  private awaitedGame: TableGame | null = null;
  private awaitedTurn = 0;

  constructor(private readonly host: TurnKeeperHost) {
    this.timer = host.clock.timer(() => this.due());
  }

  /** Epoch ms when the awaited person's decision times out (0: none); it travels in each view. */
  get deadline(): number {
    return this.deadlineAt;
  }

  /** Sets the timer of `game`'s awaited decision, replacing any other; none when `game` is null. */
  schedule(game: TableGame | null): void {
    const seat = game?.awaitingSeat ?? null;
    if (seat === null || !game) {
      this.stop();
      return;
    }
    this.awaitedGame = game;
    this.awaitedTurn = game.turn;
    if (this.bots.has(seat)) {
      this.deadlineAt = 0;
      this.timer.set(this.host.botDelayMs);
      return;
    }
    const ms = this.host.turnSeconds() * 1000;
    this.deadlineAt = this.host.clock.now() + ms;
    this.timer.set(ms);
  }

  /** Nobody is awaited any more (the match is over): no timer, no deadline. */
  stop(): void {
    this.timer.clear();
    this.awaitedGame = null;
    this.deadlineAt = 0;
  }

  /**
   * The awaited decision's time came: its seat's bot decides, or, for a person, the timer plays a
   * move. Either happens when its turn in the queue comes, on the position it is then asked about,
   * and not at all if that is no longer the decision the timer was set for.
   */
  private due(): void {
    const game = this.awaitedGame;
    const turn = this.awaitedTurn;
    const seat = game?.awaitingSeat ?? null;
    if (!game || seat === null) return;
    this.host.queue.run(async () => {
      if (this.host.game() !== game || game.turn !== turn) return;
      const bot = this.bots.get(seat);
      if (bot) {
        const move = await bot.decide(game.view(seat));
        // A bot seat's own bot, or the stand-in for a person away past the grace period.
        const by = this.host.seating.at(seat)?.botPlaying ? "away" : "bot";
        await this.host.play({ type: "move", seat, move, by }, turn);
        return;
      }
      // A fair game's pick is drawn from its seeds, so a verifier can check it (docs/fair-deal.md).
      const seen = game.view(seat);
      const choices = timerMoves(seen);
      const move = game.dealer
        ? await game.dealer.timerMove(seen, game.point, turn)
        : choices[randomInt(choices.length)]!;
      await this.host.play({ type: "move", seat, move, by: "timer" }, turn);
    });
  }

  /**
   * A bot for every bot seat and every seat a bot stands in for, none for anyone else. A new bot
   * has heard its seat's events of the round so far; `seed` seeds it with its seat and the turn.
   */
  syncBots(game: TableGame | null, seed: string): void {
    const { seating } = this.host;
    for (let index = 0; index < seating.size; index++) {
      const strength = seating.botStrength(index);
      const current = this.bots.get(index);
      if (current && current.strength === strength) continue;
      current?.close();
      this.bots.delete(index);
      if (!strength || !game) continue;
      const bot = new BotSeat(index, strength, `${seed}/${index}/${game.turn}`);
      bot.hear(game.eventsSince(index).events);
      this.bots.set(index, bot);
    }
  }

  /** Every bot hears what its seat may see of a played action. */
  hear(events: readonly EngineEvent[]): void {
    for (const bot of this.bots.values()) bot.hear(events);
  }

  close(): void {
    this.stop();
    for (const bot of this.bots.values()) bot.close();
    this.bots.clear();
  }
}
