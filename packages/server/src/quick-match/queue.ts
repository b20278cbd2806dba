import type { QuickMatchMessages, QuickMatchRuleset } from "@loveletter/protocol";
import type { Cancel } from "../table/clock.js";
import { type Pairing, pairings, type Seeker } from "./pairing.js";

/** How long a queue waits to deal again a table that could not be dealt. */
const RETRY_MS = 2000;

/** Someone waiting, with what their messages need. */
export interface Waiter extends Seeker {
  readonly waitSeconds: number;
  /** What they come back with after a lost connection (ticket.ts). */
  readonly ticket: string;
}

/** The time a queue runs on: the system's in the server, a manual clock in tests. */
export interface QueueClock {
  now(): number;
  after(ms: number, fn: () => void): Cancel;
}

/** What the queue needs around it: the room that adapts it (quick-match-room.ts), or a test. */
export interface QueuePort {
  send<T extends keyof QuickMatchMessages>(connection: string, type: T, message: QuickMatchMessages[T]): void;
  /** Ends a connection replaced by the same person's newer one. */
  release(connection: string): void;
  /** Deals a table for these people (and bots); resolves with its id once it is open. */
  deal(pairing: Pairing<Waiter>): Promise<string>;
  /** How many people wait now: for the lobby. */
  counted(waiting: number): void;
}

/**
 * One edition's queue of people who pressed "Play now". Whenever it changes, and when someone's
 * wait runs out, the tables its people make are dealt (pairing.ts); those left waiting are told
 * how many wait and when bots will fill their table. Someone dealt a seat is told the table (and
 * is out of the queue); a table that could not be dealt puts its people back where they were.
 */
export class QuickMatchQueue {
  private readonly waiters = new Map<string, Waiter>();
  private wake: Cancel | null = null;

  constructor(
    readonly ruleset: QuickMatchRuleset,
    private readonly port: QueuePort,
    private readonly clock: QueueClock,
  ) {}

  get size(): number {
    return this.waiters.size;
  }

  /** Someone starts (or, with a ticket, goes on) waiting. The same person's older connection is let go. */
  add(waiter: Waiter): void {
    this.letGo(waiter.playerId);
    this.waiters.set(waiter.connection, waiter);
    this.pair();
  }

  /**
   * This person started waiting elsewhere (another tab, or another edition's queue): a person waits
   * in one queue at a time, so that they are never dealt two tables at once.
   */
  waitingElsewhere(playerId: string): void {
    if (this.letGo(playerId)) this.pair();
  }

  private letGo(playerId: string): boolean {
    let found = false;
    for (const [connection, other] of this.waiters)
      if (other.playerId === playerId) {
        found = true;
        this.waiters.delete(connection);
        this.port.send(connection, "error", {
          code: "waiting-elsewhere",
          message: "You started waiting for a game elsewhere (another tab or another edition): this wait stopped.",
        });
        this.port.release(connection);
      }
    return found;
  }

  /** Someone stopped waiting (left, or lost their connection). */
  remove(connection: string): void {
    if (this.waiters.delete(connection)) this.pair();
  }

  close(): void {
    this.wake?.();
    this.wake = null;
  }

  private pair(): void {
    const { tables, waiting } = pairings(this.ruleset, [...this.waiters.values()], this.clock.now());
    for (const table of tables) {
      for (const person of table.people) this.waiters.delete(person.connection);
      void this.deal(table);
    }
    for (const waiter of waiting) this.tell(waiter);
    this.port.counted(this.waiters.size);
    this.wake?.();
    this.wake = null;
    if (waiting.length > 0) {
      const next = Math.min(...waiting.map((waiter) => waiter.fillsAt));
      this.wake = this.clock.after(Math.max(0, next - this.clock.now()), () => {
        this.wake = null;
        this.pair();
      });
    }
  }

  private async deal(table: Pairing<Waiter>): Promise<void> {
    let tableId: string;
    try {
      tableId = await this.port.deal(table);
    } catch {
      for (const person of table.people) {
        this.port.send(person.connection, "error", {
          code: "server-error",
          message: "The table could not be dealt: you are still waiting, and another will be.",
        });
        this.waiters.set(person.connection, person);
      }
      // Not at once: the same table would likely fail again.
      this.wake?.();
      this.wake = this.clock.after(RETRY_MS, () => {
        this.wake = null;
        this.pair();
      });
      return;
    }
    // Each leaves the queue's room itself once told: a connection let go straight after a message
    // it may not have been sent yet (it could still be joining) would lose that message.
    for (const person of table.people) this.port.send(person.connection, "matched", { tableId });
  }

  private tell(waiter: Waiter): void {
    this.port.send(waiter.connection, "waiting", {
      waiting: this.waiters.size,
      fillsAt: waiter.fillsAt,
      waitSeconds: waiter.waitSeconds,
      ticket: waiter.ticket,
    });
  }
}
