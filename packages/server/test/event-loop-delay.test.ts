import { describe, expect, it, vi } from "vitest";
import { EventLoopDelayWindows } from "../src/event-loop-delay.js";

/** Holds the event loop for `ms`: what a long synchronous task (a big checkpoint, a full GC) does. */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("the event loop's delay, window by window (GET /api/health)", () => {
  it("reports a stall in the window it happened in, and forgets it once a quiet window ends", async () => {
    const windows = new EventLoopDelayWindows(300);
    try {
      expect(windows.latest()).toBeNull();
      // The first window ends: the monitor is ticking (its first tick measures nothing).
      await vi.waitFor(() => expect(windows.latest()).not.toBeNull(), { timeout: 3_000 });
      // A stall in a timer's callback, as a server's long task would be.
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          stall(150);
          resolve();
        }, 20),
      );
      await vi.waitFor(() => expect(windows.latest()?.maxMs).toBeGreaterThanOrEqual(100), { timeout: 3_000 });
      expect(windows.latest()!.p99Ms).toBeLessThanOrEqual(windows.latest()!.maxMs);
      await vi.waitFor(() => expect(windows.latest()!.maxMs).toBeLessThan(100), { timeout: 5_000 });
    } finally {
      windows.stop();
    }
  });
});
