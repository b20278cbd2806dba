// The "Must be chosen" badge follows the view's Sycophant mark, which stands for the whole turn it
// binds: while a Bishop's target decides whether to redraw, the target still wears it.

import { type EngineEvent, eventsFor, type State, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { play, sycophantThenBishop } from "../../engine/test/helpers.js";
import { tableModel } from "../src/table/table-model.js";

const NAMES = ["Ada", "Bob", "Cy", "Dee", "Eve"];
const SEATS = [0, 1, 2, 3, 4, null];

function badged(state: State, events: readonly EngineEvent[], me: number | null): number[] {
  const key = me ?? "spectator";
  return tableModel(view(state, key), eventsFor(events, key), NAMES, me, { tracker: true, confirmPlay: true })
    .seats.filter((s) => s.required)
    .map((s) => s.seat);
}

describe("the Must be chosen badge", () => {
  it("stays on the Bishop's target while it decides, for every seat and the spectator, and goes with the turn", () => {
    const { pending, events } = sycophantThenBishop();
    for (const me of SEATS) expect(badged(pending, events, me)).toEqual([2]);
    const after = play(pending, [{ seat: 2, redraw: true }]);
    const all = [...events, ...after.events];
    for (const me of SEATS) expect(badged(after.state, all, me)).toEqual([]);
  });
});
