/** A process's room count as Colyseus's placement statistics give it (`matchMaker.stats.fetchAll`). */
export interface ProcessRooms {
  readonly processId: string;
  readonly roomCount: number;
}

/** Rooms sent to a process that its published count did not show yet. */
interface Pending {
  /** Rooms placed there and not yet seen in its count. */
  count: number;
  /** Its count when those placements were last matched against it. */
  seen: number;
  /** When the last of them was placed. */
  at: number;
}

/**
 * Where a new room goes: the process with the fewest rooms, counting the rooms this process sent
 * each one that its published count does not show yet.
 *
 * Why: Colyseus publishes a process's room count to the others at most once a second, and a
 * process's own count only grows once a room is made. Placing by those counts alone, every table
 * of a burst made through one process saw the same counts and went to the same process, itself or
 * another (8 of 8 in loadtest-scale.test.ts, 3 runs of 3). A room placed here stays counted until
 * the process's count has grown by it, or for `forgetMs` after the last placement there (a room
 * that was never made, or a count that rooms closing held down).
 */
export class RoomPlacement {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly now: () => number,
    private readonly forgetMs = 5_000,
  ) {}

  /** The process for a new room, among those `placeable`; `fallback` when there is none. */
  choose(processes: readonly ProcessRooms[], placeable: (processId: string) => boolean, fallback: string): string {
    const now = this.now();
    let best: { readonly processId: string; readonly roomCount: number; readonly load: number } | null = null;
    for (const { processId, roomCount } of processes) {
      const pending = this.settle(processId, roomCount, now);
      if (!placeable(processId)) continue;
      const load = roomCount + (pending?.count ?? 0);
      if (best === null || load < best.load) best = { processId, roomCount, load };
    }
    // A process gone from the statistics (dead, swept) takes its pending rooms with it.
    if (this.pending.size > processes.length) {
      const listed = new Set(processes.map((p) => p.processId));
      for (const processId of this.pending.keys()) if (!listed.has(processId)) this.pending.delete(processId);
    }
    const chosen = best?.processId ?? fallback;
    const pending = this.pending.get(chosen);
    if (pending) {
      pending.count++;
      pending.at = now;
    } else this.pending.set(chosen, { count: 1, seen: best?.roomCount ?? 0, at: now });
    return chosen;
  }

  /** Matches a process's rooms placed from here against its count now; what is still pending. */
  private settle(processId: string, roomCount: number, now: number): Pending | undefined {
    const pending = this.pending.get(processId);
    if (!pending) return undefined;
    // Growth is taken for this process's rooms first: other processes place there too, so this
    // can only count too few as pending, never too many.
    if (roomCount > pending.seen) pending.count -= Math.min(pending.count, roomCount - pending.seen);
    pending.seen = roomCount;
    if (pending.count > 0 && now - pending.at < this.forgetMs) return pending;
    this.pending.delete(processId);
    return undefined;
  }
}
