/** Samples in a growable typed array: hundreds of thousands of them cost a few megabytes. */
export class Samples {
  private buffer = new Float64Array(1024);
  private n = 0;

  add(value: number): void {
    if (this.n === this.buffer.length) {
      const grown = new Float64Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.n++] = value;
  }

  /** Adds another thread's samples. */
  addAll(values: Float64Array): void {
    for (const value of values) this.add(value);
  }

  get count(): number {
    return this.n;
  }

  /** A copy of the samples (from the `from`-th on), to send to another thread. */
  values(from = 0): Float64Array {
    return this.buffer.slice(Math.min(from, this.n), this.n);
  }

  /** p50, p95, p99 and the maximum (nearest rank), rounded to 0.1; zeros when there are no samples. */
  summary(): { p50: number; p95: number; p99: number; max: number } {
    const sorted = this.values().sort();
    const at = (q: number) => (this.n === 0 ? 0 : sorted[Math.min(this.n - 1, Math.ceil(q * this.n) - 1)]!);
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      p50: round(at(0.5)),
      p95: round(at(0.95)),
      p99: round(at(0.99)),
      max: round(this.n ? sorted[this.n - 1]! : 0),
    };
  }
}

/** Counts by name: errors by kind ("error:stale-turn", "join", "disconnect"...), and a few of their messages. */
export class Tally {
  readonly counts: Record<string, number> = {};
  /** The first few distinct messages, as "kind: message". */
  readonly examples: string[] = [];

  note(name: string, message: string): void {
    this.add(name);
    const example = `${name}: ${message}`.slice(0, 200);
    if (this.examples.length < 5 && !this.examples.includes(example)) this.examples.push(example);
  }

  /** Adds another thread's tally. */
  merge(counts: Readonly<Record<string, number>>, examples: readonly string[]): void {
    for (const [name, n] of Object.entries(counts)) this.add(name, n);
    for (const example of examples)
      if (this.examples.length < 5 && !this.examples.includes(example)) this.examples.push(example);
  }

  add(name: string, n = 1): void {
    this.counts[name] = (this.counts[name] ?? 0) + n;
  }

  get total(): number {
    let total = 0;
    for (const n of Object.values(this.counts)) total += n;
    return total;
  }
}

/** Bytes in whole megabytes (MiB), as the load test prints memory. */
export function mb(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}
