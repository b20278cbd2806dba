import { eventsFor, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { playMatch, type TestTable } from "../../seat/test/support/games.js";
import { playsSince, seenPlays } from "../src/net/played-for-you.js";

const NAMES = ["Ada", "Bob", "Cy", "Dee"];
const table: TestTable = { name: "classic 4p", ruleset: "classic", players: 4 };

describe("what was played for you while you were away", () => {
  it("names exactly this seat's plays after the point it last saw, in the same round", () => {
    const steps = [...playMatch(table, "away", 2)];
    let checked = 0;
    for (let a = 0; a < steps.length; a += 3)
      for (let b = a; b < Math.min(steps.length, a + 12); b++) {
        const seat = 2;
        const before = eventsFor(steps[a]!.events, seat);
        const after = eventsFor(steps[b]!.events, seat);
        const seen = seenPlays(seat, before);
        const told = playsSince(seat, seen, after, NAMES, view(steps[b]!.state, seat));
        const current = seenPlays(seat, after);
        const expected = current.round === seen.round ? current.plays - seen.plays : current.plays;
        expect(told).toHaveLength(expected);
        for (const line of told) expect(line).toMatch(/^You played the /);
        checked++;
      }
    expect(checked).toBeGreaterThan(50);
    // Nothing seen yet for this table: nothing to tell.
    expect(
      playsSince(
        2,
        seenPlays(2, eventsFor(steps[5]!.events, 2)),
        eventsFor(steps[5]!.events, 2),
        NAMES,
        view(steps[5]!.state, 2),
      ),
    ).toEqual([]);
  });
});
