import type { Logger } from "pino";
import type { Store } from "../store/store.js";
import type { Cancel, TableClock } from "../table/clock.js";
import type { SleepingTables } from "./sleeping-tables.js";

/** How often the store is asked for sleeping tables whose deadline came. */
export const ALARM_INTERVAL_MS = 1_000;
/** Tables woken at once: more due wait for the next batch, right after. */
export const ALARM_BATCH = 200;

/**
 * One per process: wakes the sleeping tables whose deadline has come (one indexed query a second),
 * in batches, so their timers play the missed decisions; each table then falls asleep again until
 * its next deadline. Scaled out, every process runs one, and the store gives each due table to
 * exactly one of them (SleepingTables.wake).
 */
export class TableAlarm {
  private cancel: Cancel | null = null;
  private stopped = false;
  private ringing: Promise<void> | null = null;

  constructor(
    private readonly store: Store,
    private readonly sleeping: SleepingTables,
    private readonly clock: TableClock,
    private readonly log: Logger,
    private readonly intervalMs = ALARM_INTERVAL_MS,
    private readonly batch = ALARM_BATCH,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Stops, after the batch being woken if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel?.();
    this.cancel = null;
    await this.ringing;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.cancel = this.clock.after(this.intervalMs, () => {
      this.ringing = this.ring()
        .catch((error: unknown) => this.log.warn({ err: error }, "could not wake the tables due"))
        .finally(() => {
          this.ringing = null;
          this.schedule();
        });
    });
  }

  /** Wakes every table due now, a batch at a time. */
  async ring(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const due = await this.store.dueTables(this.clock.now(), this.batch);
      await Promise.all(due.map((id) => this.sleeping.wake(id, "deadline")));
      if (due.length < this.batch) return;
    }
  }
}
