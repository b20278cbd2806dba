/** Cancels a timer; calling it again, or after the timer ran, does nothing. */
export type Cancel = () => void;

/**
 * The time a table runs on. The server uses the system's; tests drive a manual one, so that a
 * turn timer, a grace period or an intermission can run out without waiting for it.
 */
export interface TableClock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs `fn` once, `ms` from now. */
  after(ms: number, fn: () => void): Cancel;
}

export const systemClock: TableClock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};

/**
 * A table's timers by name ("turn", "intermission", "empty", "takeover:2"): setting one replaces
 * the timer of that name, so a table never has two turn timers, and closing the table clears all.
 */
export class TableTimers<Name extends string = string> {
  private readonly running = new Map<Name, Cancel>();

  constructor(readonly clock: TableClock) {}

  set(name: Name, ms: number, fn: () => void): void {
    this.clear(name);
    const cancel = this.clock.after(ms, () => {
      this.running.delete(name);
      fn();
    });
    this.running.set(name, cancel);
  }

  clear(name: Name): void {
    this.running.get(name)?.();
    this.running.delete(name);
  }

  has(name: Name): boolean {
    return this.running.has(name);
  }

  clearAll(): void {
    for (const cancel of this.running.values()) cancel();
    this.running.clear();
  }
}
