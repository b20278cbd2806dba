// The engine reproduces the corpus recorded from an earlier version exactly (corpus/record.ts):
// 20,000 random games over every ruleset, player count, deck count, custom deck and option
// variant, each round summed up by a digest of every legal-move list, every seat's and the
// spectator's view, the events and the scenario output after every step, and each game's outcome.
//
// The suite checks a fixed subset: every 51st game (3 × 17, prime to the 176 tables, so every
// table is in it), 393 games; a deep run (LOVELETTER_DEEP=1) every 13th, about 1,540. All of them:
//   npx vite-node -c vitest.config.ts packages/engine/test/corpus/corpus.ts check

import { describe, expect, it } from "vitest";
import { describeGame, difference, readCorpus } from "./corpus/file.js";
import { depth } from "./depth.js";

const EVERY = depth(51, 13);
const PARTS = 4;

describe("the recorded corpus", () => {
  const { file, games } = readCorpus();

  it("holds 20,000 games over every table", () => {
    expect(games.length).toBe(20_000);
    expect(new Set(games.map((g) => g.table)).size).toBe(file.tables.length);
    const subset = new Set(games.filter((_, i) => i % EVERY === 0).map((g) => g.table));
    expect(subset.size).toBe(file.tables.length);
  });

  // In parts, so that a failure says roughly where and each part reports its own time.
  for (let part = 0; part < PARTS; part++)
    it(`is reproduced exactly: 1 game in ${EVERY}, part ${part + 1} of ${PARTS}`, () => {
      const failures: string[] = [];
      for (let i = part * EVERY; i < games.length; i += EVERY * PARTS) {
        const diff = difference(games[i]!, file);
        if (diff) failures.push(`${describeGame(i, games[i]!, file)}: ${diff}`);
      }
      expect(failures.slice(0, 10)).toEqual([]);
    });
});
