import {
  cardOf,
  codeGuess,
  compileRules,
  type EngineEvent,
  type EventBody,
  encodeMove,
  generateMoves,
  inRound,
  type State,
  scenarioState,
  seedRng,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { PlayoutScratch, playTracked, policyChoice } from "../src/expert/playout.js";
import { PlayoutReading } from "../src/expert/reading.js";

// What the players of the expert's playouts read of each other's hands (src/expert/reading.ts).
const classic = compileRules("classic", 2, {});
const seen = (body: EventBody): EngineEvent => ({ ...body, visibleTo: "all" });
/** Classic unseen counts by value: 5 Guards, 2 each of Priest to Prince, 1 King, Countess, Princess. */
const fullDeck = () => Float64Array.from([0, 5, 2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
const oddsOf = (reading: PlayoutReading, seat: number, unseen = fullDeck()) => {
  const odds = new Float64Array(16);
  reading.oddsByValue(seat, unseen, odds);
  return odds;
};

/** A classic 2-player round where seat 0 holds `held` and draws `drawn`, and seat 1 holds `other`. */
function position(held: string, drawn: string, other: string): State {
  const log: EngineEvent[] = [];
  return scenarioState(
    "classic",
    {},
    { hands: [[held], [other]], deck: [drawn, "guard", "priest", "baron", "handmaid", "prince", "guard"], current: 0 },
    log,
  );
}

function move(state: State, json: object): number {
  const code = encodeMove(state, json);
  if (typeof code !== "number") throw new Error(code.message);
  return code;
}

describe("the reading of the expert's playouts", () => {
  it("with nothing played, names a card as often as the unseen cards hold it", () => {
    const reading = new PlayoutReading(classic);
    reading.reset();
    const odds = oddsOf(reading, 1);
    expect(odds[1]).toBeCloseTo(5 / 16);
    expect(odds[8]).toBeCloseTo(1 / 16);
  });

  it("starts each playout from the match's plays: a low card played makes a high one kept likely", () => {
    const reading = new PlayoutReading(classic);
    reading.match.observe([seen({ type: "played", seat: 1, card: "priest" })]);
    reading.reset();
    const odds = oddsOf(reading, 1);
    // Per copy, the Princess is now read as far likelier than a Guard.
    expect(odds[8]! / 1).toBeGreaterThan(3 * (odds[1]! / 5));
    // The other seat's reading is untouched.
    expect(oddsOf(reading, 0)[8]).toBeCloseTo(1 / 16);
  });

  it("follows a playout's plays: what a player keeps is read, a missed name ruled out, a Prince's discard forgotten", () => {
    const reading = new PlayoutReading(classic);
    reading.reset();
    const state = position("guard", "princess", "baron");
    playTracked(
      state,
      move(state, { seat: 0, play: "guard", target: 1, guess: 2 }),
      new Int32Array(4).fill(-1),
      reading,
    );
    // Seat 0 played its Guard: it is read as keeping something higher.
    expect(oddsOf(reading, 0)[8]).toBeGreaterThan(1 / 16);
    // Seat 1 holds a Baron, so the Guard's Priest missed: a Priest is ruled out for it.
    expect(inRound(state, 1)).toBe(true);
    expect(oddsOf(reading, 1)[2]).toBe(0);
    reading.fresh(1);
    expect(oddsOf(reading, 1)[2]).toBeCloseTo(2 / 16);
  });

  it("swaps two players' readings with their cards at a King", () => {
    const reading = new PlayoutReading(classic);
    reading.match.observe([seen({ type: "played", seat: 1, card: "guard", target: 0, guess: 2 })]);
    reading.reset();
    const seat1 = oddsOf(reading, 1);
    reading.swapped(0, 1);
    expect(oddsOf(reading, 0)).toEqual(seat1);
  });

  it("follows only the plays someone reads: a seat nobody else reads is left as the match had it", () => {
    const reading = new PlayoutReading(classic);
    // Only seat 0 reads: seat 1 reads nobody, so seat 0's plays are not followed.
    reading.reset(1 << 0);
    expect(reading.reads(0)).toBe(true);
    expect(reading.reads(1)).toBe(false);
    reading.played(0, cardOf("priest")!);
    expect(oddsOf(reading, 0)[8]).toBeCloseTo(1 / 16);
    reading.played(1, cardOf("priest")!);
    expect(oddsOf(reading, 1)[8]).toBeGreaterThan(1 / 16);
    // Everyone reads again in the next playout.
    reading.reset();
    expect(reading.reads(1)).toBe(true);
    reading.played(0, cardOf("priest")!);
    expect(oddsOf(reading, 0)[8]).toBeGreaterThan(1 / 16);
  });

  it("names with a Guard by the reading for a seat that reads, by count for one that does not", () => {
    const reading = new PlayoutReading(classic);
    // Seat 1 played a Priest: a reader takes it to have kept something higher.
    reading.match.observe([seen({ type: "played", seat: 1, card: "priest" })]);
    const state = position("guard", "princess", "baron");
    const named = (readers: number, seed: number) => {
      reading.reset(readers);
      const moves = new Int32Array(64);
      const n = generateMoves(state, moves);
      const scratch = new PlayoutScratch(state);
      scratch.start();
      const pick = policyChoice(state, moves, n, seedRng(seed), scratch, new Int32Array(4).fill(-1), reading);
      return codeGuess(moves[pick]!);
    };
    const seeds = Array.from({ length: 40 }, (_, i) => i);
    // By count, the Priest, Baron, Handmaid and Prince tie at two copies each: each is named.
    const counted = new Set(seeds.map((seed) => named(1 << 1, seed)));
    expect(counted).toEqual(new Set([2, 3, 4, 5]));
    // Read, the Priest (lower than the one played) is unlikely to be held: never named.
    const read = new Set(seeds.map((seed) => named(1 << 0, seed)));
    expect(read.has(2)).toBe(false);
    expect(read.size).toBeGreaterThan(0);
  });

  it("reads a ruled seat as expert-2026's beliefs do: from where they stand, then by its last play", () => {
    const reading = new PlayoutReading(classic);
    // Seat 1's plays would make seat 0 read as keeping high cards; the others read seat 0 by rule.
    reading.match.observe([seen({ type: "played", seat: 0, card: "priest" })]);
    const start = new Float64Array(32).fill(1);
    start[cardOf("princess")!] = 0;
    reading.reset(-1, 0, start);
    // From the start given, not from the match's plays: the Princess is ruled out, the rest even.
    const first = oddsOf(reading, 0);
    expect(first[8]).toBe(0);
    expect(first[1]! / 5).toBeCloseTo(first[7]! / 1);
    // It plays a Prince: a card below is 0.15 as plausible as one above, whatever came before.
    reading.played(0, cardOf("prince")!);
    const after = oddsOf(reading, 0);
    expect(after[1]! / 5 / (after[8]! / 1)).toBeCloseTo(0.15);
    expect(after[6]! / 1).toBeCloseTo(after[8]! / 1);
    // Seat 1 is still read by the play model.
    reading.played(1, cardOf("priest")!);
    expect(oddsOf(reading, 1)[8]).toBeGreaterThan(1 / 16);
  });
});
