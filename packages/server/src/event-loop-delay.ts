import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";

/** The histogram's tick: every delay it records includes it, so it is taken off. */
const RESOLUTION_MS = 10;
/** How long a window of the loop's delay lasts: what the health check reports is the last one. */
const WINDOW_MS = 10_000;

/** How late the event loop ran in a window, in ms: its 99th percentile and its worst. */
export interface LoopDelay {
  readonly p99Ms: number;
  readonly maxMs: number;
}

/**
 * This thread's event-loop delay, measured without pause and reported window by window: a load
 * test that samples the health check every second sees the worst stall of each 10 s, and two
 * samplers never reset each other's figures.
 */
export class EventLoopDelayWindows {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private last: LoopDelay | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(windowMs = WINDOW_MS) {
    this.histogram.enable();
    this.timer = setInterval(() => {
      this.last = {
        p99Ms: pastTick(this.histogram.percentile(99)),
        maxMs: pastTick(this.histogram.max),
      };
      this.histogram.reset();
    }, windowMs);
    // Measuring must never keep the process alive.
    this.timer.unref();
  }

  /** The last complete window's delay; null before the first ends. */
  latest(): LoopDelay | null {
    return this.last;
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

function pastTick(nanoseconds: number): number {
  return Math.round(Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS) * 10) / 10;
}

let processWide: EventLoopDelayWindows | null = null;

/** The main thread's windows, shared by every server of the process (tests start several). */
export function eventLoopDelay(): EventLoopDelayWindows {
  processWide ??= new EventLoopDelayWindows();
  return processWide;
}
