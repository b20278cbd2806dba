// playoutRound, the hot loop of search and of `loveletter bench`, keeps the generator in local
// variables: it must still play exactly the moves a plain loop of generateMoves, randomInt and
// applyCode plays, and leave the generator where that loop leaves it (every table).

import {
  applyCode,
  cloneState,
  generateMoves,
  moveBuffer,
  newMatch,
  playoutRound,
  randomInt,
  seedRng,
  startNextRound,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { TABLES } from "./helpers.js";

describe("playoutRound", () => {
  it("plays the moves randomInt picks among generateMoves, to the end of the round", () => {
    const moves = moveBuffer();
    TABLES.forEach((table, t) => {
      let state = newMatch({ ruleset: table.ruleset, players: table.players, options: table.options, seed: t }).state;
      for (let round = 0; round < 3 && !state.matchOver; round++) {
        const fast = cloneState(state);
        const fastRng = seedRng(`playout ${t} ${round}`);
        playoutRound(fast, fastRng, moves);
        const plain = cloneState(state);
        const plainRng = seedRng(`playout ${t} ${round}`);
        while (!plain.roundOver) applyCode(plain, moves[randomInt(plainRng, generateMoves(plain, moves))]!, null);
        expect(JSON.stringify(fast)).toBe(JSON.stringify(plain));
        expect(Array.from(fastRng)).toEqual(Array.from(plainRng));
        expect(fast.roundOver).toBe(true);
        state = fast;
        if (!state.matchOver) startNextRound(state, null);
      }
    });
  });
});
