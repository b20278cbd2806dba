// What the terminal shows of the Sycophant's mark: it stands for the whole turn it binds, the
// Bishop's pending decision included (rules.md §4.4), and goes with that turn.

import { type State, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { play, sycophantThenBishop } from "../../engine/test/helpers.js";
import { tableLines } from "../src/terminal/table.js";
import { Cards, Seats } from "../src/terminal/words.js";

function sycophantLines(s: State, seat: number): string[] {
  const v = view(s, seat);
  return tableLines(v, new Cards(v.deck), new Seats(seat)).filter((line) => line.startsWith("Sycophant"));
}

describe("the terminal table's Sycophant line", () => {
  const { marked, pending } = sycophantThenBishop();

  it("names the required player for the card of the turn, before it is played and while its decision is pending", () => {
    expect(sycophantLines(marked, 1)).toEqual(["Sycophant: the card played this turn must choose seat 2."]);
    expect(sycophantLines(pending, 2)).toEqual(["Sycophant: the card played this turn must choose you."]);
  });

  it("is gone once that turn is over", () => {
    expect(sycophantLines(play(pending, [{ seat: 2, redraw: false }]).state, 2)).toEqual([]);
  });
});
