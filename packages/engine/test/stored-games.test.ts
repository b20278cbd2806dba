// Games stored by an earlier version of the engine still replay (corpus/stored-games.ts): the
// server keeps a game as its deal (seed, first player, options) and its actions, moves as the
// clients sent them, and rebuilds a table after a restart, or a replay, by applying them again.
// Every stored game replays action by action to the same views and scenario output (a digest of
// them after every action), the same winners and the same scores.

import { describe, expect, it } from "vitest";
import { readStoredGames, replayStored } from "./corpus/stored-games.js";
import { depth } from "./depth.js";

/** 1 stored game in EVERY replays in an ordinary run (every ruleset, restarts and seat changes among them); all in a deep one. */
const EVERY = depth(3, 1);

describe("games stored by the engine of commit 01b4f8c", () => {
  const games = readStoredGames();

  it("are many, over every ruleset, with rematches and seat changes", () => {
    expect(games.length).toBe(352);
    expect(new Set(games.map((g) => g.deal.ruleset))).toEqual(
      new Set(["classic", "2019", "premium", "discard", "custom"]),
    );
    expect(games.filter((g) => g.actions.some((a) => a.type === "restart")).length).toBeGreaterThan(20);
    expect(games.filter((g) => g.actions.some((a) => a.type === "seat")).length).toBeGreaterThan(20);
  });

  it(`replay to the same views, winners and scores (1 game in ${EVERY})`, () => {
    const replayed = games.filter((_, i) => i % EVERY === 0);
    expect(new Set(replayed.map((g) => g.deal.ruleset)).size).toBe(5);
    expect(replayed.filter((g) => g.actions.some((a) => a.type === "restart")).length).toBeGreaterThan(5);
    expect(replayed.filter((g) => g.actions.some((a) => a.type === "seat")).length).toBeGreaterThan(5);
    const failures: string[] = [];
    games.forEach((game, i) => {
      if (i % EVERY !== 0) return;
      try {
        const { state, digest } = replayStored(game.deal, game.actions);
        const scores = state.rules.perpetual ? state.wins : state.tokens;
        if (digest !== game.digest) failures.push(`game ${i}: the views differ`);
        else if (JSON.stringify([state.matchWinners, scores]) !== JSON.stringify([game.winners, game.scores]))
          failures.push(`game ${i}: winners ${state.matchWinners} scores ${scores}`);
      } catch (e) {
        failures.push(`game ${i}: ${(e as Error).message}`);
      }
    });
    expect(failures.slice(0, 10)).toEqual([]);
  });
});
