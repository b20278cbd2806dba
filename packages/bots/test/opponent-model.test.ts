import {
  applyCode,
  cardOf,
  compileRules,
  type EngineEvent,
  encodeMove,
  eventsFor,
  type State,
  scenarioState,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { Beliefs } from "../src/belief/tracker.js";
import { playChances } from "../src/expert/opponent-model.js";

const id = (name: string) => cardOf(name)!;
const CLASSIC_2P = compileRules("classic", 2, {});

/**
 * A classic 2-player deal: seat 1 holds the Princess throughout, and plays a Guard, then a Priest,
 * beside her. Seat 0 plays Guards that miss.
 */
const SETUP = {
  hands: [["guard"], ["princess"]],
  deck: ["guard", "guard", "guard", "priest", "baron", "king", "countess", "handmaid"],
  setAside: "prince",
  faceUp: ["handmaid", "guard", "priest"],
  current: 0,
};
const MOVES = [
  { seat: 0, play: "guard", target: 1, guess: 3 },
  { seat: 1, play: "guard", target: 0, guess: 3 },
  { seat: 0, play: "guard", target: 1, guess: 7 },
  { seat: 1, play: "priest", target: 0 },
];

/** The events seat 0 sees as the moves are played, split per move. */
function eventsPerMove(): EngineEvent[][] {
  const log: EngineEvent[] = [];
  const state: State = scenarioState("classic", {}, SETUP, log);
  const perMove = [eventsFor(log, 0)];
  for (const move of MOVES) {
    const before = log.length;
    applyCode(state, encodeMove(state, move) as number, log);
    perMove.push(eventsFor(log.slice(before), 0));
  }
  return perMove;
}

/** Seat 0's beliefs, with the expert's opponent model, after seeing these events. */
function beliefsAfter(events: EngineEvent[]): Beliefs {
  const beliefs = new Beliefs(0, 2, CLASSIC_2P.values, playChances(CLASSIC_2P));
  beliefs.observe({ hand: ["guard"] } as never, events);
  return beliefs;
}

describe("the expert's opponent model", () => {
  it("fits how often a player holding two cards plays each", () => {
    const chances = playChances(CLASSIC_2P);
    const n = chances.length ** 0.5;
    const chance = (play: string, keep: string) => chances[id(play) * n + id(keep)]!;
    // Nobody plays the Princess by choice; a Guard goes before a high card more than before a Handmaid.
    expect(chance("princess", "guard")).toBeLessThan(0.05);
    expect(chance("guard", "princess")).toBeGreaterThan(0.95);
    expect(chance("guard", "king")).toBeGreaterThan(chance("guard", "handmaid") + 0.2);
    for (const [a, b] of [
      ["baron", "king"],
      ["priest", "countess"],
    ])
      expect(chance(a!, b!) + chance(b!, a!)).toBeCloseTo(1, 10);
  });

  it("weighs an opponent's card by how likely it would have played what it played beside it", () => {
    const [deal, first, second] = eventsPerMove();
    const beliefs = beliefsAfter([...deal!, ...first!, ...second!]);
    // Seat 1 played a Guard and kept its other card: a Princess is likelier than a Handmaid.
    expect(beliefs.weight(1, id("princess"))).toBeGreaterThan(2 * beliefs.weight(1, id("handmaid")));
  });

  it("keeps what every earlier play said, not only the last one", () => {
    const events = eventsPerMove();
    const all = beliefsAfter(events.flat());
    // The same last play (the Priest) seen alone, as a model of only the last play would see it.
    const lastOnly = beliefsAfter([...events[0]!, ...events[4]!]);
    const odds = (b: Beliefs, card: string) => b.weight(1, id(card)) / b.weight(1, id("princess"));
    // Seat 1 also kept its card over a Guard earlier: a Handmaid is less likely still.
    expect(odds(all, "handmaid")).toBeLessThan(0.8 * odds(lastOnly, "handmaid"));
    // Seat 0's second Guard named the Countess (7) and missed the card seat 1 held then. Seat 1 may
    // still have drawn a Countess and played the Priest over it: less likely, not ruled out.
    const withoutMiss = beliefsAfter(events.filter((_, i) => i !== 3).flat());
    expect(odds(all, "countess")).toBeGreaterThan(0);
    expect(odds(all, "countess")).toBeLessThan(0.7 * odds(withoutMiss, "countess"));
  });

  it("leaves the beliefs of bots without a model as they were", () => {
    const events = eventsPerMove().flat();
    const plain = new Beliefs(0, 2, CLASSIC_2P.values);
    plain.observe({ hand: ["guard"] } as never, events);
    // The rule of thumb: a card lower than the one just played is less plausible, by a fixed factor.
    expect(plain.weight(1, id("guard"))).toBeCloseTo(0.15, 10);
    expect(plain.weight(1, id("handmaid"))).toBe(1);
    expect(plain.weight(1, id("princess"))).toBe(1);
  });
});
