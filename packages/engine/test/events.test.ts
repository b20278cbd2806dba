import { type EngineEvent, eventsFor, runScenario } from "@loveletter/engine";
import { describe, expect, it } from "vitest";

/** Events of a scenario after its setup (the deal and the first draw are left out). */
function eventsOf(scenario: object): EngineEvent[] {
  const out = runScenario(scenario);
  expect(out.ok).toBe(true);
  const firstMove = out.events.findIndex((e) => e.type === "played");
  return out.events.slice(firstMove);
}

const premium5 = (hands: string[][], deck: string[], moves: object[], extra: object = {}) => ({
  ruleset: "premium",
  setup: { hands: hands.map((h) => h), deck, setAside: "princess", current: 0, ...extra },
  moves,
});

describe("what each play tells whom", () => {
  it("a Priest's look is seen by the Priest's player only; everyone sees that it was played on whom", () => {
    const events = eventsOf({
      ruleset: "classic",
      setup: {
        hands: [["priest"], ["king"], ["baron"]],
        deck: ["guard", "handmaid", "prince"],
        setAside: "countess",
        current: 0,
      },
      moves: [{ seat: 0, play: "priest", target: 1 }],
    });
    expect(events).toContainEqual({ type: "played", seat: 0, card: "priest", target: 1, visibleTo: "all" });
    expect(events).toContainEqual({ type: "saw", seat: 0, target: 1, card: "king", visibleTo: [0] });
    expect(eventsFor(events, 2).some((e) => JSON.stringify(e).includes("king"))).toBe(false);
    expect(eventsFor(events, "spectator").some((e) => JSON.stringify(e).includes("king"))).toBe(false);
  });

  it("a Baron comparison shows each of the two players the other's card; the others learn only who lost", () => {
    const events = eventsOf({
      ruleset: "classic",
      setup: {
        hands: [["baron"], ["guard"], ["priest"]],
        deck: ["prince", "handmaid", "king"],
        setAside: "countess",
        current: 0,
      },
      moves: [{ seat: 0, play: "baron", target: 1 }],
    });
    expect(events).toContainEqual({ type: "saw", seat: 0, target: 1, card: "guard", visibleTo: [0] });
    expect(events).toContainEqual({ type: "saw", seat: 1, target: 0, card: "prince", visibleTo: [1] });
    expect(events).toContainEqual({ type: "compared", seat: 0, target: 1, card: "baron", loser: 1, visibleTo: "all" });
    // The loser's card is revealed by the knock-out; the winner's Prince stays private.
    expect(events).toContainEqual({
      type: "knocked-out",
      seat: 1,
      cause: "baron",
      by: 0,
      revealed: ["guard"],
      visibleTo: "all",
    });
    expect(eventsFor(events, 2).some((e) => JSON.stringify(e).includes("prince"))).toBe(false);
  });

  it("a King's trade: both players learn the card they received, nobody else does", () => {
    const events = eventsOf({
      ruleset: "2019",
      setup: {
        hands: [["king"], ["princess"], ["baron"]],
        deck: ["guard", "priest", "handmaid"],
        setAside: "countess",
        current: 0,
      },
      moves: [{ seat: 0, play: "king", target: 1 }],
    });
    expect(events).toContainEqual({ type: "traded", seat: 0, target: 1, visibleTo: "all" });
    expect(events).toContainEqual({
      type: "received",
      seat: 0,
      card: "princess",
      from: "trade",
      giver: 1,
      visibleTo: [0],
    });
    expect(events).toContainEqual({
      type: "received",
      seat: 1,
      card: "guard",
      from: "trade",
      giver: 0,
      visibleTo: [1],
    });
    expect(eventsFor(events, 2).some((e) => JSON.stringify(e).includes("princess"))).toBe(false);
  });

  it("the Chancellor's drawn and returned cards are private; the others see two cards drawn and two returned", () => {
    const events = eventsOf({
      ruleset: "2019",
      setup: {
        hands: [["chancellor"], ["guard"], ["priest"]],
        deck: ["countess", "king", "prince", "guard", "baron"],
        setAside: "princess",
        current: 0,
      },
      moves: [
        { seat: 0, play: "chancellor" },
        { seat: 0, keep: "king", bottom: ["countess", "prince"] },
      ],
    });
    expect(events).toContainEqual({ type: "chancellor-drew", seat: 0, count: 2, visibleTo: "all" });
    expect(events).toContainEqual({ type: "received", seat: 0, card: "king", from: "deck", visibleTo: [0] });
    expect(events).toContainEqual({ type: "received", seat: 0, card: "prince", from: "deck", visibleTo: [0] });
    expect(events).toContainEqual({ type: "returned", seat: 0, count: 2, visibleTo: "all" });
    expect(events).toContainEqual({
      type: "returned-cards",
      seat: 0,
      kept: "king",
      bottom: ["countess", "prince"],
      visibleTo: [0],
    });
    for (const seat of [1, 2])
      expect(eventsFor(events, seat).some((e) => /king|countess|prince"/.test(JSON.stringify(e)))).toBe(false);
  });

  it("a Guard's miss is public with the named value; a hit reveals the card through the knock-out", () => {
    const miss = eventsOf({
      ruleset: "classic",
      setup: {
        hands: [["guard"], ["priest"], ["baron"]],
        deck: ["handmaid", "king", "prince"],
        setAside: "countess",
        current: 0,
      },
      moves: [{ seat: 0, play: "guard", target: 1, guess: 3 }],
    });
    expect(miss).toContainEqual({
      type: "guessed",
      seat: 0,
      target: 1,
      guess: 3,
      card: "guard",
      correct: false,
      visibleTo: "all",
    });
    const hit = eventsOf({
      ruleset: "classic",
      setup: {
        hands: [["guard"], ["priest"], ["baron"]],
        deck: ["handmaid", "king", "prince"],
        setAside: "countess",
        current: 0,
      },
      moves: [{ seat: 0, play: "guard", target: 1, guess: 2 }],
    });
    expect(hit).toContainEqual({
      type: "knocked-out",
      seat: 1,
      cause: "guard",
      by: 0,
      revealed: ["priest"],
      visibleTo: "all",
    });
  });

  it("the card drawn at the start of a turn is known to its drawer only", () => {
    const events = eventsOf({
      ruleset: "classic",
      setup: {
        hands: [["handmaid"], ["priest"], ["baron"]],
        deck: ["guard", "king", "prince"],
        setAside: "countess",
        current: 0,
      },
      moves: [{ seat: 0, play: "handmaid" }],
    });
    expect(events).toContainEqual({ type: "drew", seat: 1, visibleTo: "all" });
    expect(events).toContainEqual({ type: "received", seat: 1, card: "king", from: "deck", visibleTo: [1] });
  });

  it("an Assassin turns a Guard round: revealed to all, the Guard's player out, the Assassin replaced in private", () => {
    const events = eventsOf(
      premium5(
        [["guard"], ["assassin"], ["priest"], ["handmaid"], ["countess"]],
        ["king", "baron", "guard", "count"],
        [{ seat: 0, play: "guard", target: 1, guess: 3 }],
      ),
    );
    expect(events).toContainEqual({ type: "assassin-revealed", seat: 1, guard: 0, visibleTo: "all" });
    expect(events).toContainEqual({
      type: "knocked-out",
      seat: 0,
      cause: "assassin",
      by: 1,
      revealed: ["king"],
      visibleTo: "all",
    });
    expect(events).toContainEqual({
      type: "discarded",
      seat: 1,
      card: "assassin",
      cause: "assassin",
      visibleTo: "all",
    });
    expect(events).toContainEqual({ type: "received", seat: 1, card: "baron", from: "deck", visibleTo: [1] });
  });

  it("a Cardinal's optional look is private to the Cardinal's player; the swap itself is public", () => {
    const events = eventsOf(
      premium5(
        [["cardinal"], ["princess"], ["baron"], ["handmaid"], ["king"]],
        ["guard", "baron", "priest", "count"],
        [{ seat: 0, play: "cardinal", targets: [1, 2], look: 2 }],
        { setAside: "countess" },
      ),
    );
    expect(events).toContainEqual({
      type: "played",
      seat: 0,
      card: "cardinal",
      targets: [1, 2],
      look: 2,
      visibleTo: "all",
    });
    expect(events).toContainEqual({ type: "swapped", seat: 0, targets: [1, 2], visibleTo: "all" });
    expect(events).toContainEqual({ type: "saw", seat: 0, target: 2, card: "princess", visibleTo: [0] });
    expect(eventsFor(events, 3).some((e) => JSON.stringify(e).includes("princess"))).toBe(false);
  });

  it("a showdown reveals every surviving hand with its score, to everyone", () => {
    const events = eventsOf({
      ruleset: "premium",
      setup: {
        hands: [["countess"], ["princess"], ["guard"], ["priest"], ["baron"]],
        deck: ["handmaid"],
        setAside: "king",
        discards: [["count", "guard"], ["priest", "baron"], [], [], []],
        current: 2,
      },
      moves: [{ seat: 2, play: "handmaid" }],
    });
    const end = events.find((e) => e.type === "round-ended");
    expect(end).toMatchObject({ reason: "showdown", winners: [0], visibleTo: "all" });
    expect(end && "hands" in end ? end.hands.find((h) => h.seat === 0) : null).toEqual({
      seat: 0,
      card: "countess",
      score: 8,
      discardSum: 6,
    });
    expect(events).toContainEqual({ type: "token", seat: 0, reason: "round", tokens: 1, visibleTo: "all" });
  });
});
