import { type IRoomCache, matchMaker, type Room, updateLobby } from "@colyseus/core";
import type { Logger } from "pino";
import { isOpenTable } from "../store/records.js";
import type { Store } from "../store/store.js";
import type { Lease } from "./lease.js";
import { RoomPlacement } from "./room-placement.js";

/** Restores that failed wait this long before the next try, doubling up to a minute. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 60_000;

interface Retry {
  readonly attempts: number;
  readonly at: number;
}

/**
 * What one process does for the others in a scaled-out deployment, once per heartbeat:
 *
 * 1. For every process whose lease ran out: removes its room listings from the Redis driver (and
 *    from every lobby) and its room count from Colyseus's placement statistics, so the lobby and
 *    matchmaking stop pointing at a dead process; then forgets it once it hosts no table.
 * 2. Claims its share of the unfinished tables no live process hosts (a dead process's, or
 *    handed back), atomically in the store, and restores each one here, from the store, under
 *    the table's own id, so `joinById(tableId)` reaches it wherever it now runs.
 * 3. Re-lists any of its own rooms whose listing went missing (Colyseus does the same when a peer
 *    wrongly swept it).
 *
 * It also places new rooms (Colyseus's `selectProcessIdToCreateRoom`): on the live process with
 * the fewest rooms, counting those it placed that the counts do not show yet (RoomPlacement),
 * never on one whose lease or Redis subscription is gone.
 */
export class Cluster {
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;
  /** Processes that may receive new rooms: a live lease and a live Redis subscription. */
  private placeable = new Set<string>();
  /** Dead or unreachable processes whose listings this process already removed. */
  private readonly swept = new Set<string>();
  /** Live processes found without a Redis subscription at the last sweep. */
  private unreachable = new Set<string>();
  private readonly retries = new Map<string, Retry>();
  private readonly placement = new RoomPlacement(Date.now);
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly lease: Lease,
    private readonly secret: string,
    private readonly heartbeatMs: number,
    private readonly log: Logger,
  ) {}

  /** The first sweep (resuming what it claims), then one every heartbeat. Returns the tables resumed. */
  async start(): Promise<number> {
    const restored = await this.sweep();
    this.timer = setInterval(() => void this.sweep(), this.heartbeatMs);
    this.timer.unref();
    return restored;
  }

  /** Stops sweeping, after the sweep under way if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  /** One round of the duties above; the tables it resumed. Never runs twice at once, never throws. */
  sweep(): Promise<number> {
    this.sweeping ??= this.sweepOnce()
      .catch((error: unknown) => {
        this.log.warn({ err: error }, "scale-out sweep failed");
        return 0;
      })
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<number> {
    if (this.stopped || !this.lease.valid) return 0;
    const me = this.lease.owner;
    const processes = await this.store.processes();
    const live = processes.filter((p) => !p.expired);
    const subscribed = new Set((await matchMaker.presence.channels("p:*")).map((channel) => channel.slice(2)));
    this.placeable = new Set(live.filter((p) => p.id === me || subscribed.has(p.id)).map((p) => p.id));

    // A process whose Redis subscription is gone (twice running: not a passing reconnection) can't
    // take a seat reservation: a join would wait out Colyseus's IPC timeouts. Its listings go now,
    // before its lease runs out; if it is in fact alive, its own sweep lists its rooms again.
    const unreachable = live.filter((p) => p.id !== me && !subscribed.has(p.id)).map((p) => p.id);
    for (const id of unreachable)
      if (this.unreachable.has(id) && !this.swept.has(id)) {
        await this.unlist(id);
        this.swept.add(id);
        this.log.warn({ process: id }, "a server process is unreachable on Redis; its rooms are unlisted");
      }
    for (const p of live) if (subscribed.has(p.id)) this.swept.delete(p.id);
    this.unreachable = new Set(unreachable);

    for (const dead of processes.filter((p) => p.expired && p.id !== me)) {
      if (!this.swept.has(dead.id)) {
        await this.unlist(dead.id);
        this.swept.add(dead.id);
        this.log.warn(
          { process: dead.id, address: dead.address },
          "a server process is gone; its tables resume elsewhere",
        );
      }
      if (await this.store.forgetProcess(dead.id)) this.swept.delete(dead.id);
    }

    let restored = 0;
    const claimable = await this.store.claimableTables();
    if (claimable > 0 && !this.stopped && this.lease.valid) {
      // Each live process takes its share; what others leave is claimed at the next sweep.
      const ids = await this.store.claimTables(me, Math.ceil(claimable / Math.max(1, live.length)));
      if (ids.length > 0) this.log.info({ tables: ids.length }, "claimed tables to resume");
      for (const id of ids) if (await this.restore(id)) restored++;
    }
    restored += await this.retryRestores();
    await matchMaker.restoreMissingRoomCaches();
    return restored;
  }

  /** Removes a dead process's listings and statistics, and tells every lobby its tables are gone. */
  private async unlist(processId: string): Promise<void> {
    const listings: IRoomCache[] = await matchMaker.driver.query({ processId });
    await matchMaker.driver.cleanup?.(processId);
    await matchMaker.stats.excludeProcess(processId);
    // A table another survivor resumed meanwhile is listed again, under its new process: keep it.
    const relisted = await matchMaker.driver.findByIds(listings.map((listing) => listing.roomId));
    for (const listing of listings)
      if (!relisted.has(listing.roomId)) updateLobby({ _listing: listing } as unknown as Room, true);
  }

  /** Creates the table's room here, restored from the store; false (retried later) if that fails. */
  private async restore(tableId: string): Promise<boolean> {
    if (matchMaker.getLocalRoomById(tableId)) return true;
    try {
      await matchMaker.handleCreateRoom("table", { restore: tableId, secret: this.secret });
      this.retries.delete(tableId);
      return true;
    } catch (error) {
      const attempts = (this.retries.get(tableId)?.attempts ?? 0) + 1;
      const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempts - 1));
      this.retries.set(tableId, { attempts, at: Date.now() + delay });
      this.log.error({ table: tableId, err: error, retryInMs: delay }, "could not resume a claimed table");
      return false;
    }
  }

  private async retryRestores(): Promise<number> {
    let restored = 0;
    for (const [tableId, retry] of this.retries) {
      if (retry.at > Date.now() || this.stopped) continue;
      const [owner, table] = await Promise.all([this.store.tableOwner(tableId), this.store.table(tableId)]);
      if (owner !== this.lease.owner || !table || !isOpenTable(table.status)) this.retries.delete(tableId);
      else if (await this.restore(tableId)) restored++;
    }
    return restored;
  }

  /**
   * A table room of this process closed. Unless the process is stopping (it then hands every table
   * over at once), an unfinished table is handed back, to be claimed and resumed by any process:
   * its room failed (the store, a conflicting writer), and the store holds where it was.
   */
  async tableClosed(tableId: string): Promise<void> {
    if (this.stopped || !this.lease.valid) return;
    await this.store.releaseTable(tableId, this.lease.owner).catch((error: unknown) => {
      this.log.warn({ table: tableId, err: error }, "could not hand a closed table back");
    });
  }

  /** The processes new rooms may go to, this one included (which takes them before any sweep). */
  placeableCount(): number {
    return this.placeable.has(matchMaker.processId) ? this.placeable.size : this.placeable.size + 1;
  }

  /** Colyseus's `selectProcessIdToCreateRoom`: the placeable process with the fewest rooms. */
  async selectProcess(): Promise<string> {
    const me = matchMaker.processId;
    const stats = await matchMaker.stats.fetchAll();
    return this.placement.choose(stats, (id) => id === me || this.placeable.has(id), me);
  }
}
