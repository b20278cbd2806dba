import {
  applyCode,
  cloneState,
  faceUpCard,
  faceUpCount,
  generateMoves,
  handCard,
  handSize,
  moveBuffer,
  newMatch,
  pileCard,
  pileSize,
  randomInt,
  type State,
  seedRng,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { PlayoutScratch } from "../src/expert/playout.js";

// The expert's playouts count the cards nobody has seen once per decision and then only as piles
// grow (src/expert/playout.ts); what a player counts must be what a full count gives at every turn.

/** The cards `seat` has not seen, by value, counted from the deck composition. */
function fullCount(s: State, seat: number): number[] {
  const { values, deck } = s.rules;
  const out = new Array<number>(16).fill(0);
  deck.forEach((copies, card) => {
    out[values[card]!]! += copies;
  });
  for (let t = 0; t < s.rules.players; t++) for (let i = 0; i < pileSize(s, t); i++) out[values[pileCard(s, t, i)]!]!--;
  for (let i = 0; i < faceUpCount(s); i++) out[values[faceUpCard(s, i)]!]!--;
  for (let i = 0; i < handSize(s, seat); i++) out[values[handCard(s, seat, i)]!]!--;
  return out.map((n) => Math.max(0, n));
}

describe("a playout's count of unseen cards", () => {
  const tables: [string, number][] = [
    ["classic", 2],
    ["classic", 4],
    ["2019", 5],
    ["premium", 6],
    ["premium", 8],
  ];
  for (const [ruleset, players] of tables) {
    it(`${ruleset} ${players}p: matches a full count at every turn of 200 random rounds, started from mid-round`, () => {
      const rng = seedRng(`${ruleset}${players}`);
      const moves = moveBuffer();
      for (let round = 0; round < 200; round++) {
        const start = newMatch({ ruleset, players, seed: `${ruleset}-${round}` }).state;
        // Play a few moves first, so that the playouts start with cards in the piles.
        for (let k = randomInt(rng, 6); k > 0 && !start.roundOver; k--)
          applyCode(start, moves[randomInt(rng, generateMoves(start, moves))]!, null);
        if (start.roundOver) continue;
        const scratch = new PlayoutScratch(start);
        scratch.start();
        const s = cloneState(start);
        while (!s.roundOver) {
          const seat = s.awaitingSeat;
          const total = scratch.unseenBy(s, seat);
          const expected = fullCount(s, seat);
          expect(Array.from(scratch.unseen)).toEqual(expected);
          expect(total).toBe(expected.reduce((a, b) => a + b, 0));
          applyCode(s, moves[randomInt(rng, generateMoves(s, moves))]!, null);
        }
      }
    });
  }
});
