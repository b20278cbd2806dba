import type { Cancel, TableClock, Timer } from "../../src/table/clock.js";

interface Pending {
  readonly at: number;
  readonly order: number;
  readonly fn: () => void;
  cancelled: boolean;
}

/**
 * A clock that moves only when a test says so: timers fall due as `advance` passes their time, in
 * order, and `settle` runs after each one so that what it started (stored actions) finishes first.
 */
export class ManualClock implements TableClock {
  private time: number;
  private order = 0;
  private pending: Pending[] = [];

  constructor(
    start = Date.UTC(2026, 10, 24),
    private readonly settle: () => Promise<void> = async () => {},
  ) {
    this.time = start;
  }

  now = (): number => this.time;

  after(ms: number, fn: () => void): Cancel {
    const timer: Pending = { at: this.time + Math.max(0, ms), order: this.order++, fn, cancelled: false };
    this.pending.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  timer(fn: () => void): Timer {
    let cancel: Cancel | null = null;
    return {
      set: (ms) => {
        cancel?.();
        cancel = this.after(ms, () => {
          cancel = null;
          fn();
        });
      },
      clear: () => {
        cancel?.();
        cancel = null;
      },
    };
  }

  /** Timers still to run. */
  get waiting(): number {
    return this.pending.filter((t) => !t.cancelled).length;
  }

  /** Moves time `ms` forward, running every timer that falls due on the way. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      this.pending = this.pending.filter((t) => !t.cancelled);
      const due = this.pending.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!due) break;
      this.pending.splice(this.pending.indexOf(due), 1);
      this.time = Math.max(this.time, due.at);
      due.fn();
      await this.settle();
    }
    this.time = end;
    await this.settle();
  }
}
