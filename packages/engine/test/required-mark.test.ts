// The Sycophant's mark (rules.md §4.4, §2.15) lasts until the end of the turn it binds. A Bishop
// that names the required player's card leaves that turn open while the player decides whether to
// redraw: every view shows the mark meanwhile, and the only moves are the two decisions.

import { apply, legalMoves, type State, type View, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { play, sycophantThenBishop } from "./helpers.js";

const views = (s: State): View[] => [...s.hands.map((_, seat) => view(s, seat)), view(s, "spectator")];

describe("the Sycophant's mark across the Bishop's pending decision", () => {
  const { pending } = sycophantThenBishop();

  it("is shown in every seat's view and the spectator's while the named player decides", () => {
    expect(pending.awaitingSeat).toBe(2);
    for (const v of views(pending)) expect(v.required).toBe(2);
  });

  it("leaves nothing to choose but keeping or redrawing", () => {
    expect(legalMoves(pending)).toEqual([
      { seat: 2, redraw: false },
      { seat: 2, redraw: true },
    ]);
    expect(apply(pending, { seat: 2, play: "guard", target: 3, guess: 2 }).ok).toBe(false);
  });

  it("ends with the Bishop's turn, whichever way the named player decides", () => {
    for (const redraw of [false, true]) {
      const after = play(pending, [{ seat: 2, redraw }]).state;
      expect(after.current).toBe(2);
      for (const v of views(after)) expect(v.required).toBeNull();
      // P3's Guard is free to choose P4 (while the mark stood, P3 could have chosen only itself).
      const targets = legalMoves(after).flatMap((m) => ("target" in m && m.play === "guard" ? [m.target] : []));
      expect(new Set(targets)).toEqual(new Set([0, 1, 3, 4]));
    }
  });
});
