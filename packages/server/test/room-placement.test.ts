import { describe, expect, it } from "vitest";
import { type ProcessRooms, RoomPlacement } from "../src/scale/room-placement.js";

/** A placement on a clock the test moves. */
function onClock() {
  let now = 0;
  return {
    placement: new RoomPlacement(() => now, 5_000),
    later(ms: number) {
      now += ms;
    },
  };
}

const everyone = () => true;
const counts = (a: number, b: number): ProcessRooms[] => [
  { processId: "a", roomCount: a },
  { processId: "b", roomCount: b },
];

/** How many of `picks` went to each process. */
function tally(picks: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pick of picks) out[pick] = (out[pick] ?? 0) + 1;
  return out;
}

describe("RoomPlacement", () => {
  it("spreads a burst of rooms over the processes while their published counts stay as they were", () => {
    const { placement } = onClock();
    const picks = Array.from({ length: 8 }, () => placement.choose(counts(0, 0), everyone, "a"));
    expect(tally(picks)).toEqual({ a: 4, b: 4 });
    // Against counts that differ, it fills the emptier up to the other, then alternates.
    const { placement: other } = onClock();
    const uneven = Array.from({ length: 6 }, () => other.choose(counts(3, 0), everyone, "a"));
    expect(uneven).toEqual(["b", "b", "b", "a", "b", "a"]);
  });

  it("counts a placed room until the process's count shows it, and then only once", () => {
    const fourToB = () => {
      const { placement } = onClock();
      const picks = Array.from({ length: 4 }, () => placement.choose(counts(10, 0), everyone, "a"));
      expect(picks).toEqual(["b", "b", "b", "b"]);
      return placement;
    };
    // b's count shows two of the four: two are still pending, 2 + 2 = 4 rooms, more than a's 3.
    expect(fourToB().choose(counts(3, 2), everyone, "a")).toBe("a");
    // b's count shows all four: none is counted again on top of it, 4 rooms, fewer than a's 5.
    expect(fourToB().choose(counts(5, 4), everyone, "a")).toBe("b");
  });

  it("forgets rooms that never showed up once no room went there for a while", () => {
    const { placement, later } = onClock();
    for (let i = 0; i < 3; i++) placement.choose(counts(2, 0), everyone, "a");
    // 2 + 1 pending on a, 0 + 2 pending on b: b's rooms are still counted.
    expect(placement.choose(counts(2, 0), everyone, "a")).toBe("b");
    later(5_000);
    // Neither count grew in 5 s: what was pending is forgotten, and b is the emptier again.
    expect(placement.choose(counts(2, 0), everyone, "a")).toBe("b");
    expect(placement.choose(counts(2, 0), everyone, "a")).toBe("b");
    expect(placement.choose(counts(2, 0), everyone, "a")).toBe("a");
  });

  it("forgets what it placed on a process that left the statistics", () => {
    const { placement } = onClock();
    for (let i = 0; i < 3; i++) placement.choose(counts(0, 0), (id) => id === "a", "a"); // a: 3 pending
    expect(placement.choose(counts(0, 0), (id) => id === "b", "a")).toBe("b"); // b: 1 pending
    // a's statistics are removed (a dead process, swept): only b is left, and gets a second room.
    expect(placement.choose([{ processId: "b", roomCount: 0 }], everyone, "a")).toBe("b");
    // Listed again with no rooms, a is the emptier: 0 against b's 2 pending, not 3 against 2.
    expect(placement.choose(counts(0, 0), everyone, "a")).toBe("a");
  });

  it("never places on a process that is not placeable, and falls back when none is", () => {
    const { placement } = onClock();
    const onlyA = (id: string) => id === "a";
    const picks = Array.from({ length: 5 }, () => placement.choose(counts(9, 0), onlyA, "a"));
    expect(tally(picks)).toEqual({ a: 5 });
    expect(placement.choose(counts(0, 0), () => false, "me")).toBe("me");
    expect(placement.choose([], everyone, "me")).toBe("me");
  });
});
