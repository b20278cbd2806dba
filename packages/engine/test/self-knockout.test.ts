// selfKnockout: a move knocks out its own player by itself exactly when applying it knocks that
// player out for the Princess (played, discarded by their own Prince, or by their Bishop redraw),
// over every legal move of seeded random matches at every table; and the seat's view answers as
// the match does.
import { apply, type CharacterName, legalMoves, type Move, selfKnockout, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { playMatch, TABLES } from "./helpers.js";

const knockedOutForThePrincess = (events: readonly { type: string }[], seat: number) =>
  events.some(
    (e) => e.type === "knocked-out" && "seat" in e && e.seat === seat && "cause" in e && e.cause === "princess",
  );

describe("selfKnockout", () => {
  for (const table of TABLES)
    it(`says which moves knock out their own player whatever the others hold: ${table.label}`, () => {
      let flagged = 0;
      for (let seed = 1; seed <= 2; seed++)
        playMatch(table, seed, 3, {
          onStep: ({ before }) => {
            for (const move of legalMoves(before)) {
              const result = apply(before, move);
              if (!result.ok) throw new Error(result.error.message);
              const says = selfKnockout(before, move);
              expect(says, JSON.stringify(move)).toBe(knockedOutForThePrincess(result.events, move.seat));
              expect(selfKnockout(view(before, move.seat), move)).toBe(says);
              if (says) flagged++;
            }
          },
        });
      // Discard's Princess is not always dealt in a few rounds; every other table plays her.
      if (table.ruleset !== "discard") expect(flagged).toBeGreaterThan(0);
    });

  it("reads only the mover's hand: a Prince on yourself is safe unless your other card is the Princess", () => {
    const seen = (hand: CharacterName[]) => ({ seat: 0, hand });
    const prince: Move = { seat: 0, play: "prince", target: 0 };
    expect(selfKnockout(seen(["prince", "princess"]), prince)).toBe(true);
    expect(selfKnockout(seen(["prince", "prince"]), prince)).toBe(false);
    expect(selfKnockout(seen(["prince", "guard"]), prince)).toBe(false);
    expect(selfKnockout(seen(["prince", "princess"]), { seat: 0, play: "prince", target: 1 })).toBe(false);
    expect(selfKnockout(seen(["princess", "guard"]), { seat: 0, play: "princess" })).toBe(true);
    expect(selfKnockout(seen(["princess"]), { seat: 0, redraw: true })).toBe(true);
    expect(selfKnockout(seen(["princess"]), { seat: 0, redraw: false })).toBe(false);
    expect(() => selfKnockout({ seat: 1, hand: [] }, prince)).toThrow(/does not show seat 0's hand/);
  });
});
