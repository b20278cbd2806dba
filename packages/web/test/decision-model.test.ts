import { eventsFor, type Move, type State, view } from "@loveletter/engine";
import { wordsFor } from "@loveletter/protocol/words-node";
import type { Selection } from "@loveletter/seat";
import { describe, expect, it } from "vitest";
import { everyStep } from "../../seat/test/support/games.js";
import { nameContext } from "../src/game/names.js";
import { englishWords, setCurrentWords } from "../src/i18n/current.js";
import { type DecisionModel, decisionModel, type Pick } from "../src/table/decision-model.js";
import { tableModel } from "../src/table/table-model.js";

const NAMES = ["Ada", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];

/** A move written the same way whatever order its fields were set in. */
const key = (move: Move) =>
  JSON.stringify(Object.fromEntries(Object.entries(move).sort(([a], [b]) => a.localeCompare(b))));

function awaited(state: State): number | null {
  const seat = view(state, "spectator").awaiting?.seat;
  return seat === undefined || state.roundOver ? null : seat;
}

function decisionAt(
  state: State,
  events: Parameters<typeof eventsFor>[0],
  seat: number,
  sel: Selection,
  confirm = true,
) {
  return tableModel(
    view(state, seat),
    eventsFor(events, seat),
    NAMES,
    seat,
    { tracker: false, confirmPlay: confirm },
    { decision: { sel, sending: false, offline: false } },
  ).decision;
}

/** The decision alone (what the table model folds in), for the searches that build thousands. */
function bareDecision(state: State, seat: number, sel: Selection, confirm: boolean) {
  const v = view(state, seat);
  const values = new Map(v.deck.map((d) => [d.card, d.value]));
  return decisionModel(v, nameContext(NAMES, seat, v), (c) => values.get(c) ?? 0, {
    sel,
    sending: false,
    offline: false,
    confirm,
  });
}

/** Every pick the table offers at this step: the hand's cards, the seats, the panel's options. */
function picksOf(d: DecisionModel): Pick[] {
  return [
    ...d.hand.flatMap((c) => (c.pick ? [c.pick] : [])),
    ...[...d.seats.values()].flatMap((s) => (s.pick ? [s.pick] : [])),
    ...d.options.map((o) => o.pick),
  ];
}

/**
 * Explores every path of picks from the first step: the moves it can end in (by a pick that sends,
 * or by the confirm step's Play) and the steps it went through.
 */
function explore(decide: (sel: Selection) => DecisionModel | null) {
  const moves = new Set<string>();
  const steps = new Set<string>();
  const seen = new Set<string>();
  const visit = (sel: Selection) => {
    const id = JSON.stringify(sel);
    if (seen.has(id)) return;
    seen.add(id);
    const d = decide(sel);
    if (!d) throw new Error(`No decision after ${id}`);
    steps.add(d.step);
    if (d.play) moves.add(key(d.play));
    for (const p of picksOf(d)) {
      if (p.kind === "play") moves.add(key(p.move));
      else visit(p.sel);
    }
  };
  visit({});
  return { moves, steps };
}

describe("the table model's decision", () => {
  it("offers exactly the legal moves, through every card, and the last choice sends the move when Play is not asked", () => {
    let checked = 0;
    for (const { state } of everyStep(1, 1)) {
      const seat = awaited(state);
      if (seat === null) continue;
      const legal = new Set(view(state, seat).legalMoves.map(key));
      const confirmed = explore((sel) => bareDecision(state, seat, sel, true));
      expect(confirmed.moves).toEqual(legal);
      const direct = explore((sel) => bareDecision(state, seat, sel, false));
      expect(direct.moves).toEqual(legal);
      expect(direct.steps.has("confirm")).toBe(false);
      checked++;
    }
    expect(checked).toBeGreaterThan(150);
  });

  it("plays a Guard in four picks with the confirmation (card, player, value, Play) and in three without", () => {
    let guards = 0;
    for (const { state, events } of everyStep(1, 2)) {
      const seat = awaited(state);
      if (seat === null) continue;
      const guess = view(state, seat).legalMoves.find(
        (m) => "play" in m && m.play === "guard" && m.guess !== undefined,
      );
      if (!guess || !("play" in guess)) continue;
      for (const confirm of [true, false]) {
        let sel: Selection = {};
        const taps: string[] = [];
        let sent: Move | null = null;
        while (!sent) {
          const d = decisionAt(state, events, seat, sel, confirm)!;
          const pick =
            d.step === "card"
              ? d.hand.find((c) => c.card === "guard")?.pick
              : d.step === "target"
                ? d.seats.get(guess.target!)?.pick
                : d.step === "guess"
                  ? d.options.find((o) => o.kind === "guess" && o.value === guess.guess)?.pick
                  : undefined;
          taps.push(d.step);
          if (d.step === "confirm") {
            expect(d.title).toMatch(/^Play the Guard on .+, naming /);
            sent = d.play;
          } else if (pick?.kind === "play") sent = pick.move;
          else if (pick) sel = pick.sel;
          else throw new Error(`Nothing to pick at the ${d.step} step`);
        }
        expect(key(sent)).toBe(key(guess));
        expect(taps).toEqual(confirm ? ["card", "target", "guess", "confirm"] : ["card", "target", "guess"]);
      }
      guards++;
    }
    expect(guards).toBeGreaterThan(5);
  });

  it("goes back one choice at a time, and a chosen card tapped again is taken back", () => {
    let checked = 0;
    for (const { state, events } of everyStep(1, 1)) {
      const seat = awaited(state);
      if (seat === null) continue;
      const first = decisionAt(state, events, seat, {})!;
      expect(first.back).toBeNull();
      const card = first.hand.find((c) => c.pick?.kind === "choose");
      if (!card || card.pick?.kind !== "choose") continue;
      const chosen = decisionAt(state, events, seat, card.pick.sel)!;
      expect(chosen.hand.find((c) => c.selected)?.card).toBe(card.card);
      expect(chosen.back).toEqual({});
      const again = chosen.hand.find((c) => c.selected)!.pick;
      expect(again).toEqual({ kind: "choose", sel: {} });
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("is absent where nobody can decide here: another seat's turn, a replay, a spectator", () => {
    for (const { state, events } of everyStep(1, 1)) {
      const seat = awaited(state);
      if (seat === null) continue;
      const other = (seat + 1) % state.hands.length;
      expect(decisionAt(state, events, other, {})).toBeNull();
      const replay = tableModel(view(state, seat), eventsFor(events, seat), NAMES, seat, {
        tracker: false,
        confirmPlay: true,
      });
      expect(replay.decision).toBeNull();
      expect(replay.hand.every((c) => c.pick === null)).toBe(true);
    }
  });

  it("holds every pick that would send a move while one is on its way", () => {
    for (const { state, events } of everyStep(1, 1)) {
      const seat = awaited(state);
      if (seat === null) continue;
      const d = tableModel(
        view(state, seat),
        eventsFor(events, seat),
        NAMES,
        seat,
        { tracker: false, confirmPlay: true },
        { decision: { sel: {}, sending: false, offline: true } },
      ).decision!;
      expect(d.sending).toBe(true);
      expect(d.offline).toBe(true);
    }
  });

  it("words a Guard's decision in the reader's language, naming the cards as its catalogue names them", async () => {
    const at = [...everyStep(1, 2)].find(({ state }) => {
      const seat = awaited(state);
      return seat !== null && view(state, seat).legalMoves.some((m) => "play" in m && m.play === "guard");
    });
    const state = at!.state;
    const seat = awaited(state)!;
    const guess = view(state, seat).legalMoves.find((m) => "play" in m && m.play === "guard" && m.target !== undefined);
    const sel: Selection = { card: "guard", target: (guess as { target: number }).target };
    try {
      setCurrentWords(await wordsFor("de"));
      const de = bareDecision(state, seat, sel, true)!;
      expect(de.title).toBe("Wächterin: Nenne eine Karte");
      expect(de.hint).toBe(`Welche Karte hat ${NAMES[sel.target!]} wohl auf der Hand?`);
      expect(de.optionsLabel).toBe("Karten, die du nennen kannst");
      expect(de.options.map((o) => (o.kind === "guess" ? o.names : ""))).toContain("Priester");
      setCurrentWords(await wordsFor("ja"));
      const ja = bareDecision(state, seat, {}, true)!;
      expect(ja.title).toBe("出すカードを選んでください");
    } finally {
      setCurrentWords(englishWords);
    }
  });
});
