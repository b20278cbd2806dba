import { eventsFor, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { everyStep, playMatch, type TestTable } from "../../seat/test/support/games.js";
import { tableModel } from "../src/table/table-model.js";

const NAMES = ["Ada", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];

describe("the table model", () => {
  it("places every other seat around the table in play order, and marks whose turn it is", () => {
    let checked = 0;
    for (const { state, events, table } of everyStep(1, 2)) {
      const seats = state.hands.length;
      for (const me of [0, seats - 1, null]) {
        const v = view(state, me ?? "spectator");
        const model = tableModel(v, eventsFor(events, me ?? "spectator"), NAMES, me, {
          tracker: true,
          confirmPlay: true,
        });
        const around = model.around.map((s) => s.seat);
        expect(around, table.name).toHaveLength(me === null ? seats : seats - 1);
        if (me !== null) expect(around[0]).toBe((me + 1) % seats);
        expect(model.me?.seat ?? null).toBe(me);
        const current = model.seats.filter((s) => s.current).map((s) => s.seat);
        expect(current).toEqual(v.awaiting && !v.roundOver ? [v.awaiting.seat] : []);
        // A Handmaid's protection is shown only while the round it protects from is being played.
        expect(model.seats.filter((s) => s.protected).map((s) => s.seat)).toEqual(
          v.roundOver ? [] : v.seats.filter((s) => s.protected).map((s) => s.seat),
        );
        expect(model.myTurn).toBe(me !== null && v.awaiting?.seat === me && v.legalMoves.length > 0);
        if (model.myTurn) expect(model.status).toBe("Your turn");
        // Only this seat's own hand is ever face up.
        for (const s of model.seats) if (s.seat !== me) expect(s.hand).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("keeps each seat's last play this round, with what came of it", () => {
    const table: TestTable = { name: "classic 4p", ruleset: "classic", players: 4 };
    let seen = 0;
    for (const { state, events } of playMatch(table, "last-action", 2)) {
      const model = tableModel(view(state, 0), eventsFor(events, 0), NAMES, 0, { tracker: false, confirmPlay: true });
      for (const s of model.seats) {
        if (!s.lastAction) continue;
        seen++;
        expect(s.lastAction.text).toMatch(s.isMe ? /^You played the / : new RegExp(`^${s.name} played the `));
        expect(view(state, 0).seats[s.seat]!.discards).toContain(s.lastAction.card);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("says why a showdown tie is shared from the edition's own tie-break rule (a custom deck on 2019 numbering)", () => {
    // 2019 rules: players tied on value all win, whatever their discards (no discard-total tie-break).
    const table: TestTable = {
      name: "custom 2019 3p",
      ruleset: "custom",
      players: 3,
      options: {
        edition: "2019",
        deck: [
          { card: "guard", count: 2 },
          { card: "priest", count: 6 },
          { card: "handmaid", count: 6 },
          { card: "princess", count: 1 },
        ],
      },
    };
    let ties = 0;
    for (let seed = 0; seed < 200 && ties < 3; seed++)
      for (const { state, events } of playMatch(table, `tie-${seed}`, 3)) {
        if (!state.roundOver) continue;
        const model = tableModel(view(state, "spectator"), events, NAMES, null, { tracker: false, confirmPlay: true });
        expect(model.tieBreak).toBe("none");
        const ended = [...events].reverse().find((e) => e.type === "round-ended");
        if (ended?.type !== "round-ended" || ended.winners.length < 2 || ended.reason !== "showdown") continue;
        const sums = new Set(ended.hands.filter((h) => ended.winners.includes(h.seat)).map((h) => h.discardSum));
        if (sums.size < 2) continue;
        ties++;
        const why = model.summary!.why.join(" ");
        expect(why).not.toMatch(/discard total/);
        expect(why).toMatch(/tie with \d+: they all win/);
      }
    expect(ties).toBeGreaterThan(0);
  });
});
