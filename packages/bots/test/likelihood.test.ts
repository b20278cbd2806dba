import {
  BARON,
  COUNTESS,
  compileRules,
  type EngineEvent,
  type EventBody,
  GUARD,
  handCard,
  KING,
  newMatch,
  PRIEST,
  PRINCE,
  PRINCESS,
  seedRng,
  view,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { C, PlayLikelihood } from "../src/expert/likelihood.js";
import { WorldSampler } from "../src/expert/worlds.js";
import { MatchKnowledge } from "../src/match-knowledge.js";

// What the expert reads from the cards a player chose to play (src/expert/likelihood.ts).
const classic = compileRules("classic", 2, {});
/** An event every seat sees. */
const seen = (body: EventBody): EngineEvent => ({ ...body, visibleTo: "all" });
const of = (likelihood: PlayLikelihood, seat: number, card: number) => likelihood.lam[seat * C + card]!;

describe("the expert's play likelihoods", () => {
  it("reads a Countess as most likely forced: a King or a Prince beside her rather than a Guard", () => {
    const likelihood = new PlayLikelihood(classic);
    likelihood.observe([seen({ type: "played", seat: 1, card: "countess" })]);
    expect(of(likelihood, 1, KING)).toBeGreaterThan(3 * of(likelihood, 1, GUARD));
    expect(of(likelihood, 1, PRINCE)).toBeGreaterThan(3 * of(likelihood, 1, GUARD));
    // The other seat's hand is not touched by it.
    expect(of(likelihood, 0, KING)).toBe(of(likelihood, 0, GUARD));
    expect(of(likelihood, 1, COUNTESS)).toBeGreaterThan(0);
  });

  it("reads a low card played as a higher one kept, and a Guard's miss as that value ruled out", () => {
    const likelihood = new PlayLikelihood(classic);
    const events = [
      seen({ type: "played", seat: 0, card: "priest" }),
      seen({ type: "played", seat: 1, card: "guard", target: 0, guess: 3 }),
      seen({ type: "guessed", seat: 1, target: 0, guess: 3, card: "guard", correct: false }),
    ];
    likelihood.observe(events);
    expect(of(likelihood, 0, PRINCESS)).toBeGreaterThan(of(likelihood, 0, GUARD));
    expect(of(likelihood, 0, BARON)).toBe(0);
    expect(of(likelihood, 0, PRIEST)).toBeGreaterThan(0);
  });

  it("starts over at a new round, and follows a King's trade", () => {
    const likelihood = new PlayLikelihood(classic);
    likelihood.observe([
      seen({ type: "played", seat: 1, card: "countess" }),
      seen({ type: "played", seat: 0, card: "king", target: 1 }),
      seen({ type: "traded", seat: 0, target: 1 }),
    ]);
    // Seat 1's kept card went to seat 0.
    expect(of(likelihood, 0, PRINCE)).toBeGreaterThan(3 * of(likelihood, 0, GUARD));
    likelihood.observe([
      seen({ type: "round-started", round: 2, first: 0, seats: [0, 1], faceUp: [], tiebreak: false }),
    ]);
    expect([...likelihood.lam].every((value) => value === 1)).toBe(true);
  });

  it("at classic 2 players reads a play as the reference expert makes it, and otherwise keeps the higher card", () => {
    const afterHandmaid = (players: number) => {
      const likelihood = new PlayLikelihood(compileRules("classic", players, {}));
      likelihood.observe([seen({ type: "played", seat: 1, card: "handmaid" })]);
      return likelihood;
    };
    // Beside a Guard, expert-2026 plays the Handmaid 72% of the time; beside a Prince, 55%.
    expect(of(afterHandmaid(2), 1, GUARD)).toBeGreaterThan(of(afterHandmaid(2), 1, PRINCE));
    // At 4 players the higher card is read as kept.
    expect(of(afterHandmaid(4), 1, PRINCE)).toBeGreaterThan(3 * of(afterHandmaid(4), 1, GUARD));
  });

  it("makes the expert's sampled worlds give a player what its plays make likely", () => {
    const table = view(newMatch({ ruleset: "classic", players: 4, seed: 7 }).state, 0);
    const knowledge = new MatchKnowledge();
    const unseen = knowledge.update(table, []);
    const likelihood = new PlayLikelihood(knowledge.rules);
    likelihood.observe([seen({ type: "played", seat: 1, card: "countess" })]);
    /** Of 2,000 worlds, those in which seat 1 holds a King or a Prince. */
    const kingOrPrince = (weighed: PlayLikelihood | null) => {
      const sampler = new WorldSampler(table, knowledge, unseen, seedRng(1), weighed);
      const world = sampler.newWorld();
      let count = 0;
      for (let i = 0; i < 2_000; i++) {
        sampler.deal(world);
        const card = handCard(world, 1, 0);
        if (card === KING || card === PRINCE) count++;
      }
      return count;
    };
    expect(kingOrPrince(likelihood)).toBeGreaterThan(2 * kingOrPrince(null));
  });
});
