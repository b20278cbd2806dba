import { type CharacterName, type EngineEvent, eventsFor, nameOf, type View, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { everyStep } from "../../seat/test/support/games.js";
import { trackCards } from "../src/game/card-tracker.js";
import { knowledgeOf } from "../src/game/knowledge.js";
import { currentRoundEvents } from "../src/game/round-summary.js";

function count(cards: readonly CharacterName[]): Map<CharacterName, number> {
  const m = new Map<CharacterName, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

describe("the card tracker", () => {
  it("counts, for each character, exactly the copies whose place the seat can't know", () => {
    let checked = 0;
    let withKnowledge = 0;
    for (const { state, events, table } of everyStep(3, 2)) {
      if (state.roundOver) continue;
      for (const seat of state.participants) {
        const v = view(state, seat);
        const told = currentRoundEvents(eventsFor(events, seat));
        const knowledge = knowledgeOf(told, seat);
        // What the seat knows of other hands is true.
        for (const [other, card] of knowledge.known) {
          expect(other, `${table.name}: knows its own hand as another's`).not.toBe(seat);
          expect(
            state.hands[other]!.map(nameOf),
            `${table.name}: seat ${seat} "knows" ${other} holds ${card}`,
          ).toContain(card);
        }
        if (knowledge.known.size) withKnowledge++;
        // Where the cards really are that this seat can't see: the deck, the set-aside card, other hands.
        const hidden = count([
          ...state.deck.map(nameOf),
          ...(state.setAside >= 0 ? [nameOf(state.setAside)] : []),
          ...state.hands.flatMap((h, s) => (s === seat ? [] : h.map(nameOf))),
        ]);
        const known = count([...knowledge.known.values()]);
        const tracked = trackCards(v, knowledge);
        expect(tracked.map((t) => t.card).sort()).toEqual(v.deck.map((d) => d.card).sort());
        for (const t of tracked) {
          expect(t.total).toBe(v.deck.find((d) => d.card === t.card)!.count);
          expect(t.unseen, `${table.name}, seat ${seat}, ${t.card}`).toBe(
            (hidden.get(t.card) ?? 0) - (known.get(t.card) ?? 0),
          );
        }
        // Ordered by value, as the tracker shows them.
        const values = tracked.map((t) => t.value);
        expect(values).toEqual([...values].sort((a, b) => a - b));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(withKnowledge).toBeGreaterThan(50);
  });

  it("subtracts the hand, every discard pile, the face-up cards and a card seen with a Priest", () => {
    const v = {
      deck: [
        { card: "guard", value: 1, count: 5 },
        { card: "priest", value: 2, count: 2 },
        { card: "baron", value: 3, count: 2 },
        { card: "princess", value: 8, count: 1 },
      ],
      hand: ["guard"],
      faceUp: ["baron"],
      seats: [
        { seat: 0, discards: ["priest"] },
        { seat: 1, discards: ["guard", "guard"] },
      ],
    } as unknown as View;
    const events: EngineEvent[] = [
      {
        type: "round-started",
        round: 1,
        first: 0,
        seats: [0, 1],
        faceUp: ["baron"],
        tiebreak: false,
        visibleTo: "all",
      },
      { type: "played", seat: 0, card: "priest", target: 1, visibleTo: "all" },
      { type: "saw", seat: 0, target: 1, card: "princess", visibleTo: [0] },
    ];
    const tracked = trackCards(v, knowledgeOf(events, 0));
    expect(Object.fromEntries(tracked.map((t) => [t.card, t.unseen]))).toEqual({
      guard: 2,
      priest: 1,
      baron: 1,
      princess: 0,
    });
  });

  it("forgets a card seen once it may have left the hand", () => {
    const start: EngineEvent = {
      type: "round-started",
      round: 1,
      first: 0,
      seats: [0, 1, 2],
      faceUp: [],
      tiebreak: false,
      visibleTo: "all",
    };
    const saw: EngineEvent = { type: "saw", seat: 0, target: 1, card: "king", visibleTo: [0] };
    expect(knowledgeOf([start, saw], 0).known.get(1)).toBe("king");
    // Bob plays the King he was seen with.
    const played: EngineEvent = { type: "played", seat: 1, card: "king", target: 2, visibleTo: "all" };
    expect(knowledgeOf([start, saw, played], 0).known.has(1)).toBe(false);
    // Bob and Cy trade hands: the King is now Cy's.
    const traded: EngineEvent = { type: "traded", seat: 2, target: 1, visibleTo: "all" };
    expect(knowledgeOf([start, saw, traded], 0).known.get(2)).toBe("king");
    // A new round forgets everything.
    expect(knowledgeOf([start, saw, { ...start, round: 2 }], 0).known.size).toBe(0);
  });
});
