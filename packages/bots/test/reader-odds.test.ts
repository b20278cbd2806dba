import { compileRules, type EngineEvent, type EventBody } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { ReaderOdds } from "../src/expert/reader-odds.js";

// Whether the other player reads the expert's plays, from the Guards it names (src/expert/reader-odds.ts).
const classic = compileRules("classic", 2, {});
const all = (body: EventBody): EngineEvent => ({ ...body, visibleTo: "all" });
const mine = (body: EventBody): EngineEvent => ({ ...body, visibleTo: [0] });

/** A round starts with seat `first` to play; seat 0 is dealt a Guard. */
const dealt = (first: number): EngineEvent[] => [
  all({ type: "round-started", round: 1, first, seats: [0, 1], faceUp: ["guard", "guard", "priest"], tiebreak: false }),
  mine({ type: "received", seat: 0, card: "guard", from: "deal" }),
];

/**
 * Seat 0 (the expert) holds a Guard and plays a Prince at seat 1, which discards a Baron and draws.
 * Left unseen by seat 1 then: 2 Guards, a Priest, a Baron, 2 Handmaids, a Prince, the King, the
 * Countess and the Princess (and its own card). A counter names the Handmaid, the only value with
 * two copies; a reader, who takes seat 0 to have kept something higher than its Prince, names the
 * Prince, King, Countess or Princess.
 */
function afterMyPrince(odds: ReaderOdds, seenFirst = false): void {
  const events: EngineEvent[] = [
    ...dealt(0),
    mine({ type: "received", seat: 0, card: "prince", from: "deck" }),
    all({ type: "played", seat: 0, card: "prince", target: 1 }),
    all({ type: "discarded", seat: 1, card: "baron", cause: "prince" }),
    all({ type: "drew", seat: 1 }),
  ];
  if (seenFirst) events.push(all({ type: "played", seat: 1, card: "priest", target: 0 }));
  for (const e of events) odds.observe(e);
}

function names(odds: ReaderOdds, guess: number): void {
  odds.observe(all({ type: "played", seat: 1, card: "guard", target: 0, guess }));
  odds.observe(all({ type: "guessed", seat: 1, target: 0, guess, card: "guard", correct: false }));
}

describe("ReaderOdds", () => {
  it("takes a player to read until its names say otherwise", () => {
    const odds = new ReaderOdds(classic, 0);
    expect(odds.readerLogOdds(1)).toBe(0);
    expect(odds.othersRead()).toBe(true);
  });

  it("takes a name only a counter would give as evidence that the player counts", () => {
    const odds = new ReaderOdds(classic, 0);
    afterMyPrince(odds);
    names(odds, 4);
    expect(odds.readerLogOdds(1)).toBeLessThan(-1);
    expect(odds.othersRead()).toBe(false);
  });

  it("takes a name only a reader would give as evidence that the player reads", () => {
    const odds = new ReaderOdds(classic, 0);
    afterMyPrince(odds);
    names(odds, 7);
    expect(odds.readerLogOdds(1)).toBeGreaterThan(1);
    expect(odds.othersRead()).toBe(true);
  });

  it("learns nothing from a name given by a player who has seen the card", () => {
    const odds = new ReaderOdds(classic, 0);
    afterMyPrince(odds, true);
    names(odds, 4);
    expect(odds.readerLogOdds(1)).toBe(0);
  });

  it("learns nothing when nothing was played to read: both would name alike", () => {
    const odds = new ReaderOdds(classic, 0);
    for (const e of dealt(1)) odds.observe(e);
    names(odds, 3);
    expect(odds.readerLogOdds(1)).toBeCloseTo(0, 10);
  });

  it("keeps what it learnt from one round into the next", () => {
    const odds = new ReaderOdds(classic, 0);
    afterMyPrince(odds);
    names(odds, 4);
    const learnt = odds.readerLogOdds(1);
    afterMyPrince(odds);
    expect(odds.readerLogOdds(1)).toBe(learnt);
    names(odds, 4);
    expect(odds.readerLogOdds(1)).toBeLessThan(learnt);
  });
});
