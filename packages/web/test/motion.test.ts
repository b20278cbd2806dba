// The table's motion cues (table/motion.ts) are a pure function of the events a seat received.
import { type EngineEvent, eventsFor, newMatch } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { cuesFor } from "../src/table/motion-cues.js";

const value = () => 3;
const deck: { card: "baron"; value: number }[] = [];

/** A Baron comparison between seats 0 and 1, as each seat (and seat 2) receives it. */
function baronBetween0And1(): EngineEvent[] {
  const { events } = newMatch({ ruleset: "classic", players: 3, seed: 1 });
  const at = events.length;
  const withIds = (body: object, visibleTo: "all" | number[]) => ({ ...body, visibleTo }) as EngineEvent;
  return [
    ...events.slice(at),
    withIds({ type: "played", seat: 0, card: "baron", target: 1 }, "all"),
    withIds({ type: "saw", seat: 0, target: 1, card: "priest" }, [0]),
    withIds({ type: "saw", seat: 1, target: 0, card: "king" }, [1]),
    withIds({ type: "compared", seat: 0, target: 1, card: "baron", loser: 1 }, "all"),
  ];
}

describe("motion cues", () => {
  it("flip a compared hand face up for the two players of a Baron, and only light up the seats for others", () => {
    const all = baronBetween0And1();
    const cuesOf = (seat: number) => cuesFor(eventsFor(all, seat), value, deck).filter((c) => c.kind !== "fly");
    // Seat 0 sees seat 1's Priest flip; its own seat lights up (its card is in its hand).
    expect(cuesOf(0)).toEqual([
      { kind: "flash", at: '[data-seat="0"]' },
      { kind: "flip", at: '[data-seat="1"]', card: { card: "priest", value: 3 } },
    ]);
    expect(cuesOf(1)).toEqual([
      { kind: "flip", at: '[data-seat="0"]', card: { card: "king", value: 3 } },
      { kind: "flash", at: '[data-seat="1"]' },
    ]);
    // A third player never sees either card.
    expect(cuesOf(2)).toEqual([
      { kind: "flash", at: '[data-seat="0"]' },
      { kind: "flash", at: '[data-seat="1"]' },
    ]);
  });

  it("keep a round's last move short: no hand flips over a seat while the result shows every hand", () => {
    const ending = [
      ...baronBetween0And1(),
      { type: "knocked-out", seat: 1, visibleTo: "all" },
      { type: "round-ended", reason: "last-standing", winners: [0], hands: [], ranks: null, visibleTo: "all" },
    ] as EngineEvent[];
    const cues = cuesFor(eventsFor(ending, 0), value, deck);
    expect(cues.map((c) => c.kind)).not.toContain("flip");
    expect(cues.length).toBeGreaterThan(0);
    expect(cues.every((c) => c.brief)).toBe(true);
    // A move in the middle of a round plays at its own pace.
    expect(cuesFor(eventsFor(baronBetween0And1(), 0), value, deck).some((c) => c.brief)).toBe(false);
  });
});
