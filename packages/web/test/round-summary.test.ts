import { eventsFor, view } from "@loveletter/engine";
import { englishWords } from "@loveletter/protocol/words-node";
import type { NameContext } from "@loveletter/seat";
import { describe, expect, it } from "vitest";
import { everyStep } from "../../seat/test/support/games.js";
import { summarizeRound } from "../src/game/round-summary.js";

const NAMES = ["Ada", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];

/** A sentence a person can read: no placeholder leaked from a missing field. */
function expectReadable(text: string, about: string): void {
  expect(text, about).toMatch(/^[A-Z"]/);
  expect(text, about).toMatch(/[.!]$/);
  expect(text, about).not.toMatch(/undefined|null|NaN|\[object|Seat -|\(\)/);
  // "You" starts a sentence; elsewhere it is "you" ("Bob traded hands with you").
  expect(text, about).not.toMatch(/[.!?] you\b|\w You\b/);
}

describe("the round's result", () => {
  it("explains every round's end in sentences that read well from every seat", () => {
    let summaries = 0;
    let showdowns = 0;
    const reasons = new Set<string>();
    for (const { state, events, table } of everyStep(3, 3)) {
      if (!state.roundOver) continue;
      const deck = view(state, "spectator").deck;
      for (const seat of [...state.hands.keys(), null]) {
        const ctx: NameContext = {
          me: seat,
          name: (s) => (s === seat ? "You" : NAMES[s]!),
          deck,
          words: englishWords(),
        };
        const summary = summarizeRound(eventsFor(events, seat ?? "spectator"), ctx, table.ruleset !== "2019");
        expect(summary, table.name).not.toBeNull();
        reasons.add(summary!.reason);
        for (const line of [...summary!.why, ...summary!.extras]) {
          expectReadable(line, `${table.name}: ${line}`);
          expect(line).not.toMatch(/You's|You (is|gains|holds|wins)\b/);
        }
        const bySum = table.ruleset !== "2019";
        for (const h of summary!.hands) {
          expectReadable(h.said, `${table.name}: ${h.said}`);
          // What the showdown compared, in words: the card's worth, and the discards where they break ties.
          expect(h.said).toMatch(new RegExp(`(is worth|counts as) ${h.score}\\b`));
          if (bySum) expect(h.said).toContain(`discarded cards add up to ${h.discardSum}.`);
          else expect(h.said).not.toMatch(/discard/);
          if (seat !== null && h.seat === seat) expect(h.said).toMatch(/^Your .*(your discarded|\.$)/);
        }
        if (summary!.hands.length) {
          expectReadable(summary!.rule!, table.name);
          showdowns++;
        } else expect(summary!.rule).toBeNull();
        summaries++;
      }
    }
    expect(summaries).toBeGreaterThan(100);
    expect(showdowns).toBeGreaterThan(10);
    expect(reasons).toContain("last-standing");
    expect(reasons).toContain("showdown");
  });
});
