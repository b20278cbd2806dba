import { matchMaker } from "@colyseus/core";
import type { Logger } from "pino";
import type { Store } from "../store/store.js";

/** How long a join waits for a table another process is waking to be listed. */
const LISTED_WITHIN_MS = 5_000;
const LISTING_POLL_MS = 50;

/** What woke a table: a person coming in, or its deadline (the alarm, table-alarm.ts). */
export type WakeReason = "join" | "deadline";

/**
 * This process's side of sleeping turn-based tables (docs/deploy.md, "Sleeping turn-based
 * tables"). A room whose last person left puts its table to sleep (`fallAsleep`): stored with its
 * next deadline, its room disposed, so it costs no memory and no timer. A join, or the deadline,
 * wakes it (`wake`) on whichever process gets there first: the store lets exactly one waker take
 * it, and that one restores its room, under the table's id, as a restart would.
 */
export class SleepingTables {
  /** Tables whose room is being put to sleep here: a wake waits for the room to be gone. */
  private readonly fallingAsleep = new Map<string, Promise<unknown>>();
  private readonly waking = new Map<string, Promise<void>>();
  /** Tables this process woke since it started, by what woke them. */
  readonly woken = { wokenByJoin: 0, wokenByDeadline: 0 };
  /** Tables woken here, and why, for their room to read as it opens. */
  private readonly reasons = new Map<string, WakeReason>();

  constructor(
    private readonly store: Store,
    /** This process's id scaled out (the tables' owner), null on its own. */
    private readonly owner: () => string | null,
    private readonly secret: string,
    private readonly log: Logger,
  ) {}

  /** Runs the room's way to sleep; wakes of the table meanwhile wait for it to end. */
  fallAsleep<T>(tableId: string, sleep: () => Promise<T>): Promise<T> {
    const done = sleep().finally(() => {
      if (this.fallingAsleep.get(tableId) === done) this.fallingAsleep.delete(tableId);
    });
    this.fallingAsleep.set(tableId, done);
    return done;
  }

  /** Stores the table asleep until `wakesAt`, if this process still hosts it. */
  storeAsleep(tableId: string, wakesAt: number): Promise<boolean> {
    return this.store.sleepTable(tableId, wakesAt, this.owner());
  }

  /**
   * Wakes the table if it sleeps, and resolves once its room is open (here, or listed by the
   * process that woke it); does nothing to a table awake or unknown. Never throws: a table that
   * cannot be restored is logged, and the join that wanted it is refused as for any missing room.
   */
  wake(tableId: string, reason: WakeReason): Promise<void> {
    let waking = this.waking.get(tableId);
    if (!waking) {
      waking = this.wakeOnce(tableId, reason)
        .catch((error: unknown) => this.log.error({ table: tableId, err: error }, "could not wake a sleeping table"))
        .finally(() => this.waking.delete(tableId));
      this.waking.set(tableId, waking);
    }
    return waking;
  }

  /** Why the table's room is being opened now, if a wake here opens it (read once). */
  reasonFor(tableId: string): WakeReason | null {
    const reason = this.reasons.get(tableId) ?? null;
    this.reasons.delete(tableId);
    return reason;
  }

  private async wakeOnce(tableId: string, reason: WakeReason): Promise<void> {
    await this.fallingAsleep.get(tableId)?.catch(() => {});
    if (matchMaker.getLocalRoomById(tableId)) return;
    const owner = this.owner();
    if (!(await this.store.wakeTable(tableId, owner))) {
      // Awake already: woken by another process just now, perhaps, and not listed yet.
      if (reason === "join") await this.listed(tableId);
      return;
    }
    this.reasons.set(tableId, reason);
    try {
      await matchMaker.handleCreateRoom("table", { restore: tableId, secret: this.secret });
      if (reason === "join") this.woken.wokenByJoin++;
      else this.woken.wokenByDeadline++;
    } catch (error) {
      this.reasons.delete(tableId);
      // Scaled out, the table is handed back: the cluster claims it and retries (scale/cluster.ts).
      if (owner !== null) await this.store.releaseTable(tableId, owner);
      throw error;
    }
  }

  /** Waits (a few seconds at most) until the table's room is listed by some process. */
  private async listed(tableId: string): Promise<void> {
    const until = Date.now() + LISTED_WITHIN_MS;
    while (Date.now() < until) {
      if ((await matchMaker.query({ roomId: tableId })).length > 0) return;
      if (!(await this.store.table(tableId))) return;
      await new Promise((resolve) => setTimeout(resolve, LISTING_POLL_MS));
    }
  }
}
