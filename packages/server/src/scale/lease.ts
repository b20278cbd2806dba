import { performance } from "node:perf_hooks";
import type { Logger } from "pino";
import type { Store } from "../store/store.js";

/** Thrown instead of writing once this process's lease has lapsed: another process may host its tables now. */
export class LeaseLost extends Error {
  constructor(reason: string) {
    super(`This server process lost its lease (${reason}); it no longer writes tables.`);
    this.name = "LeaseLost";
  }
}

export interface LeaseTiming {
  /** How long a lease lasts from its last renewal, by the database's clock. */
  readonly leaseMs: number;
  /** How often it is renewed; a third of the lease at most. */
  readonly heartbeatMs: number;
}

/**
 * This process's lease in the store: proof to the other processes that it is alive and still
 * hosts its tables. It is renewed every heartbeat; once it runs out (the process died, froze, or
 * lost the database), the others claim its tables and resume them.
 *
 * The process itself stops trusting its lease a heartbeat before the store's deadline, by its own
 * monotonic clock counted from the start of the last successful renewal, so that it stops writing
 * before anyone can have claimed its tables. Then `onLost` runs (the server exits: its tables are
 * resumed elsewhere, and a supervisor starts a fresh process).
 */
export class Lease {
  private processId: string | null = null;
  /** performance.now() until which this process may write. */
  private validUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private renewing = false;
  private ended: "lost" | "released" | null = null;

  constructor(
    private readonly store: Store,
    private readonly timing: LeaseTiming,
    private readonly log: Logger,
    private readonly onLost: (reason: string) => void,
  ) {
    if (!(timing.heartbeatMs > 0 && timing.leaseMs >= 3 * timing.heartbeatMs))
      throw new RangeError(
        `A lease (${timing.leaseMs} ms) must last at least 3 heartbeats (${timing.heartbeatMs} ms).`,
      );
  }

  /** The process id the lease is held for (Colyseus's), once started. */
  get owner(): string {
    if (!this.processId) throw new Error("The lease is not held yet.");
    return this.processId;
  }

  /** Takes the lease for `processId` and renews it every heartbeat from now on. */
  async start(processId: string, address: string): Promise<void> {
    const startedAt = performance.now();
    await this.store.registerProcess(processId, address, this.timing.leaseMs);
    this.processId = processId;
    this.validUntil = startedAt + this.timing.leaseMs - this.timing.heartbeatMs;
    this.timer = setInterval(() => this.renew(), this.timing.heartbeatMs);
    this.timer.unref();
  }

  /** Whether this process may still write as the host of its tables; checking can end the lease. */
  get valid(): boolean {
    if (this.ended || !this.processId) return false;
    if (performance.now() >= this.validUntil) {
      this.lose(`not renewed for ${Math.round(this.timing.leaseMs - this.timing.heartbeatMs)} ms`);
      return false;
    }
    return true;
  }

  /** Throws LeaseLost unless this process may write. */
  check(): void {
    if (!this.valid) throw new LeaseLost(this.ended === "released" ? "it stopped" : "it was not renewed in time");
  }

  private renew(): void {
    if (!this.valid || this.renewing) return;
    this.renewing = true;
    const startedAt = performance.now();
    this.store
      .renewLease(this.owner, this.timing.leaseMs)
      .then((renewed) => {
        if (this.ended) return;
        if (renewed)
          this.validUntil = Math.max(this.validUntil, startedAt + this.timing.leaseMs - this.timing.heartbeatMs);
        else this.lose("the store says it ran out");
      })
      .catch((error: unknown) => this.log.warn({ err: error }, "could not renew this process's lease"))
      .finally(() => {
        this.renewing = false;
      });
  }

  private lose(reason: string): void {
    if (this.ended) return;
    this.ended = "lost";
    this.stopTimer();
    this.log.fatal(
      { process: this.processId, reason },
      "this process lost its lease: its tables will resume elsewhere",
    );
    this.onLost(reason);
  }

  /** A graceful stop: ends the lease now, so that the other processes claim this one's tables at once. */
  async release(): Promise<void> {
    const held = this.processId !== null && this.ended === null;
    this.ended ??= "released";
    this.stopTimer();
    if (held) await this.store.releaseProcess(this.owner);
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
