/** Cancels a timer; calling it again, or after the timer ran, does nothing. */
export type Cancel = () => void;

/**
 * A timer set again and again for one purpose (a table's turn): setting it moves its one run to
 * `ms` from now. A new timer for every move left a timer and its closures alive until the next
 * move: garbage that lived long enough to reach the old generation.
 */
export interface Timer {
  /** Runs the function `ms` from now (once), instead of when it was due, if it was. */
  set(ms: number): void;
  /** The function does not run (until the next `set`). */
  clear(): void;
}

/**
 * The time a table runs on. The server uses the system's; tests drive a manual one, so that a
 * turn timer, a grace period or an intermission can run out without waiting for it.
 */
export interface TableClock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs `fn` once, `ms` from now. */
  after(ms: number, fn: () => void): Cancel;
  /** A timer for `fn`, not set. */
  timer(fn: () => void): Timer;
}

export const systemClock: TableClock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
  timer(fn) {
    let timeout: ReturnType<typeof setTimeout> | null = null;
    let duration = 0;
    const run = () => {
      timeout = null;
      fn();
    };
    return {
      set(ms) {
        // Node restarts a timer of the same duration in place (refresh): no new timer, no new closure.
        if (timeout && ms === duration) timeout.refresh();
        else {
          if (timeout) clearTimeout(timeout);
          duration = ms;
          timeout = setTimeout(run, ms);
        }
      },
      clear() {
        if (timeout) clearTimeout(timeout);
        timeout = null;
      },
    };
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
