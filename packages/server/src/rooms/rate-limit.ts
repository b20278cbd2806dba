/**
 * A token bucket: `capacity` actions at once, refilled at `capacity` per `perMs`. Each connection
 * has one per kind of message, so a flood from one client can't starve a table.
 */
export class RateLimit {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes one token; false when there is none left. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) * this.capacity) / this.perMs);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
