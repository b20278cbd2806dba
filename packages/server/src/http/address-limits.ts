import { RateLimit } from "../rooms/rate-limit.js";

/** A rate: `capacity` actions at once, refilled at `capacity` per `perMs`. */
export interface Rate {
  readonly capacity: number;
  readonly perMs: number;
}

/**
 * One token bucket per address, in a map that cannot grow without bound: addresses are kept in
 * order of their last request, and the least recent are dropped once idle for a whole period (their
 * bucket is full again, as a new one would be) or, past `maxAddresses`, whatever their state.
 */
export class AddressLimits {
  private readonly buckets = new Map<string, { readonly limit: RateLimit; seen: number }>();

  constructor(
    readonly rate: Rate,
    private readonly now: () => number = Date.now,
    private readonly maxAddresses = 10_000,
  ) {}

  /** Takes one action for `key`; false when it has none left. */
  take(key: string): boolean {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (bucket) this.buckets.delete(key);
    this.dropIdle(now);
    if (!bucket) {
      if (this.buckets.size >= this.maxAddresses) this.buckets.delete(this.buckets.keys().next().value!);
      bucket = { limit: new RateLimit(this.rate.capacity, this.rate.perMs, this.now), seen: now };
    }
    bucket.seen = now;
    this.buckets.set(key, bucket);
    return bucket.limit.take();
  }

  /** Whole seconds until an address that was refused has an action again (one refill, at most). */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.rate.perMs / this.rate.capacity / 1000));
  }

  /** How many addresses are remembered. */
  get size(): number {
    return this.buckets.size;
  }

  private dropIdle(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.seen < this.rate.perMs) return;
      this.buckets.delete(key);
    }
  }
}
