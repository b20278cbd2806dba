import {
  applyCode,
  CHARACTERS,
  cardOf,
  compileRules,
  type EngineEvent,
  encodeMove,
  eventsFor,
  type HiddenCards,
  type State,
  scenarioState,
  seedRng,
  unseenCounts,
  view,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { sampleHidden } from "../src/belief/sample.js";
import { Beliefs } from "../src/belief/tracker.js";

const id = (name: string) => cardOf(name)!;

/** A scenario position played move by move; a seat's beliefs follow only the events it may see. */
function follow(ruleset: string, setup: object, moves: object[], seat: number, options: object = {}) {
  const log: EngineEvent[] = [];
  const state: State = scenarioState(ruleset, options, setup, log);
  for (const move of moves) {
    const code = encodeMove(state, move);
    if (typeof code !== "number") throw new Error(`illegal: ${JSON.stringify(move)}: ${code.message}`);
    applyCode(state, code, log);
  }
  const beliefs = new Beliefs(seat, state.hands.length, state.rules.values);
  const v = view(state, seat);
  beliefs.observe(v, eventsFor(log, seat));
  return { state, beliefs, v };
}

describe("beliefs follow what a seat may see", () => {
  it("a Priest look makes the card known until its holder plays it", () => {
    const setup = {
      hands: [["priest"], ["king"], ["baron"]],
      deck: ["guard", "handmaid", "prince", "guard"],
      setAside: "countess",
      current: 0,
    };
    const looked = follow("classic", setup, [{ seat: 0, play: "priest", target: 1 }], 0);
    expect(looked.beliefs.known[1]).toBe(id("king"));
    // Seat 1 then plays the King: the card seat 0 knew is gone.
    const after = follow(
      "classic",
      setup,
      [
        { seat: 0, play: "priest", target: 1 },
        { seat: 1, play: "king", target: 2 },
      ],
      0,
    );
    expect(after.beliefs.known[1]).toBe(-1);
    // Others never learn what the Priest showed.
    expect(follow("classic", setup, [{ seat: 0, play: "priest", target: 1 }], 2).beliefs.known[1]).toBe(-1);
  });

  it("a failed Guard name rules that value out for everyone watching", () => {
    const { beliefs } = follow(
      "classic",
      {
        hands: [["guard"], ["priest"], ["baron"]],
        deck: ["handmaid", "king", "prince"],
        setAside: "countess",
        current: 0,
      },
      [{ seat: 0, play: "guard", target: 1, guess: 3 }],
      2,
    );
    expect(beliefs.allows(1, 3)).toBe(false);
    expect(beliefs.allows(1, 2)).toBe(true);
  });

  it("after its own King trade, a seat knows the card it gave away", () => {
    const { beliefs } = follow(
      "2019",
      {
        hands: [["king"], ["princess"], ["baron"]],
        deck: ["guard", "priest", "handmaid"],
        setAside: "countess",
        current: 0,
      },
      [{ seat: 0, play: "king", target: 1 }],
      0,
    );
    // Seat 0 held the Guard (drawn) besides the King; seat 1 now holds it — and then drew a Priest.
    expect(beliefs.known[1]).toBe(id("guard"));
    expect(beliefs.mySeen[1]).toBe(id("princess"));
  });

  it("a Baron won by another player bounds the winner's card from below", () => {
    const { beliefs } = follow(
      "classic",
      {
        hands: [["baron"], ["guard"], ["priest"]],
        deck: ["prince", "handmaid", "king"],
        setAside: "countess",
        current: 0,
      },
      [{ seat: 0, play: "baron", target: 1 }],
      2,
    );
    // Seat 0 won with a card above the revealed Guard (1).
    expect(beliefs.allows(0, 1)).toBe(false);
    expect(beliefs.allows(0, 5)).toBe(true);
  });

  it("an opponent who plays a card keeps one it preferred: lower cards become less plausible", () => {
    const { beliefs } = follow(
      "classic",
      {
        hands: [["guard"], ["king"], ["baron"]],
        deck: ["handmaid", "priest", "prince"],
        setAside: "countess",
        current: 0,
      },
      [{ seat: 0, play: "handmaid" }],
      1,
    );
    expect(beliefs.keptOver[0]).toBe(4);
    expect(beliefs.weight(0, id("guard"))).toBeLessThan(beliefs.weight(0, id("king")));
  });
});

describe("what a Countess play suggests", () => {
  it("after an opponent plays the Countess, a King, Prince or Princess beside it is the likelier hand", () => {
    const { beliefs } = follow(
      "classic",
      {
        hands: [["king"], ["guard"], ["priest"]],
        deck: ["countess", "handmaid", "baron", "prince"],
        setAside: "princess",
        current: 0,
      },
      [{ seat: 0, play: "countess" }],
      1,
    );
    expect(beliefs.afterCountess[0]).toBe(true);
    expect(beliefs.weight(0, id("king"))).toBeGreaterThan(beliefs.weight(0, id("baron")));
    expect(beliefs.weight(0, id("prince"))).toBeGreaterThan(beliefs.weight(0, id("guard")));
  });
});

describe("sampled worlds", () => {
  const tables: [string, number, object][] = [
    ["classic", 4, {}],
    ["2019", 6, {}],
    ["premium", 8, {}],
    ["discard", 5, { extended: true }],
  ];
  for (const [ruleset, players, options] of tables) {
    it(`${ruleset} ${players}p: every sampled world holds exactly the cards the seat has not seen, and respects what it knows`, () => {
      const rules = compileRules(ruleset, players, options);
      const log: EngineEvent[] = [];
      // A dealt round: seat 0 draws first.
      const order = rules.deckCards.map((c) => CHARACTERS[c]!);
      const state = scenarioState(ruleset, options, { players, order, first: 0 }, log);
      const v = view(state, 0);
      const beliefs = new Beliefs(0, players, rules.values);
      beliefs.observe(v, eventsFor(log, 0));
      beliefs.known[1] = state.hands[1]![0]!; // as if a look had shown it
      beliefs.excluded[2] = 1 << rules.values[state.hands[3]![0]!]!;
      const unseen = unseenCounts(v);
      const rng = seedRng(3);
      for (let i = 0; i < 200; i++) {
        const world: HiddenCards = sampleHidden(v, beliefs, unseen, rules.values, rng);
        const counts = new Array<number>(19).fill(0);
        for (let t = 1; t < players; t++) for (const c of world.hands[t]!) counts[c]!++;
        for (const c of world.deck) counts[c]!++;
        if (world.setAside >= 0) counts[world.setAside]!++;
        expect(counts).toEqual(unseen);
        expect(world.deck.length).toBe(v.deckCount);
        expect(world.hands[1]).toEqual([state.hands[1]![0]]);
        for (let t = 1; t < players; t++) expect(world.hands[t]!.length).toBe(v.seats[t]!.handCount);
      }
    });
  }
});
