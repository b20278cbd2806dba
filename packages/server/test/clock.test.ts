import { afterEach, describe, expect, test, vi } from "vitest";
import { systemClock } from "../src/table/clock.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("the system clock's timer (a table's turn timer)", () => {
  test("runs once, when last set for; setting it again moves its run, clearing it cancels it", () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const timer = systemClock.timer(() => runs.push(Date.now()));
    const start = Date.now();

    timer.set(1_000);
    vi.advanceTimersByTime(600);
    timer.set(1_000); // a move: the next decision's full time again, from now
    vi.advanceTimersByTime(999);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual([start + 1_600]);

    timer.set(500); // another duration (a bot's pause)
    vi.advanceTimersByTime(500);
    expect(runs).toEqual([start + 1_600, start + 2_100]);

    timer.set(1_000);
    timer.clear();
    vi.advanceTimersByTime(5_000);
    expect(runs).toHaveLength(2);
    timer.set(1_000); // set again after a run and after a clear
    vi.advanceTimersByTime(1_000);
    expect(runs).toEqual([start + 1_600, start + 2_100, start + 8_100]);
  });
});
