import {
  type ArenaConfig,
  ArenaError,
  type ArenaResult,
  entryLabels,
  planArena,
  rotate,
  runArena,
  schedule,
  seatingPlan,
} from "@loveletter/bots/node";
import type { MatchOptions } from "@loveletter/engine";
import { describe, expect, it } from "vitest";

/** The result without what depends on the clock or on the number of workers. */
function outcomeOf(r: ArenaResult) {
  const { seconds: _s, roundsPerSecond: _r, workers: _w, ...rest } = r;
  return { ...rest, bots: r.bots.map(({ msPerMove: _m, ...bot }) => bot) };
}

describe("seating", () => {
  it("gives entry k seat k and the last entry the remaining seats", () => {
    expect(seatingPlan(2, 2)).toEqual([0, 1]);
    expect(seatingPlan(2, 4)).toEqual([0, 1, 1, 1]);
    expect(seatingPlan(3, 5)).toEqual([0, 1, 2, 2, 2]);
    expect(seatingPlan(4, 4)).toEqual([0, 1, 2, 3]);
    expect(seatingPlan(1, 3)).toEqual([0, 0, 0]);
    expect(() => seatingPlan(5, 4)).toThrow(RangeError);
    expect(() => seatingPlan(0, 4)).toThrow(RangeError);
  });

  it("rotates every entry one seat on per rotation", () => {
    expect(rotate([0, 1, 1, 1], 0)).toEqual([0, 1, 1, 1]);
    expect(rotate([0, 1, 1, 1], 1)).toEqual([1, 0, 1, 1]);
    expect(rotate([0, 1, 2], 2)).toEqual([1, 2, 0]);
  });

  it("plays each deal once per rotation, so each entry holds each seat equally", () => {
    for (const plan of [seatingPlan(2, 2), seatingPlan(2, 4), seatingPlan(3, 5), seatingPlan(6, 6)]) {
      const jobs = schedule(7, plan, 3);
      const players = plan.length;
      expect(jobs).toHaveLength(3 * players);
      expect(jobs.map((j) => j.index)).toEqual(jobs.map((_, i) => i));
      for (let block = 0; block < 3; block++) {
        const deal = jobs.filter((j) => j.block === block);
        expect(new Set(deal.map((j) => j.seed)).size).toBe(1);
        expect(deal.map((j) => j.rotation)).toEqual(plan.map((_, r) => r));
        // Over one deal's rotations, each entry sits at each seat as often as it has seats.
        for (let entry = 0; entry <= Math.max(...plan); entry++) {
          const seats = plan.filter((e) => e === entry).length;
          for (let seat = 0; seat < players; seat++)
            expect(deal.filter((j) => j.seating[seat] === entry)).toHaveLength(seats);
        }
      }
      expect(new Set(jobs.map((j) => j.seed)).size).toBe(3);
    }
  });

  it("labels a bot listed again with #2, #3", () => {
    expect(entryLabels(["random", "expert", "random", "random"])).toEqual(["random", "expert", "random#2", "random#3"]);
  });
});

interface Case {
  readonly ruleset: string;
  readonly players: number;
  readonly bots: string[];
  readonly games: number;
  readonly options?: MatchOptions;
  readonly rounds?: number;
}

const CASES: Case[] = [
  { ruleset: "classic", players: 2, bots: ["random", "random"], games: 20 },
  { ruleset: "classic", players: 4, bots: ["random", "random"], games: 12 },
  { ruleset: "2019", players: 3, bots: ["random", "random", "random"], games: 9 },
  { ruleset: "premium", players: 5, bots: ["random", "random"], games: 10 },
  { ruleset: "discard", players: 4, bots: ["random", "random"], games: 8, rounds: 3 },
  { ruleset: "discard", players: 5, bots: ["random", "random"], games: 5, options: { extended: true } },
  {
    ruleset: "custom",
    players: 3,
    bots: ["random", "random"],
    games: 6,
    options: { edition: "2019", deck: "premium-2019" },
  },
];

describe("runArena with random bots", () => {
  for (const c of CASES) {
    const label = `${c.ruleset} ${c.players} players, ${c.bots.join(",")}${c.options ? ` ${JSON.stringify(c.options)}` : ""}`;
    it(`${label}: consistent totals, rotated seats, deterministic`, async () => {
      const config: ArenaConfig = { ...c, seed: 11 };
      const r = await runArena(config);
      expect(r.games).toBe(c.games);
      expect(r.rotations).toBe(c.players);
      expect(r.bots.map((b) => b.seats).reduce((a, b) => a + b)).toBe(c.players);
      // Every match has winners; shared wins are fractions, so the wins add up to the matches.
      expect(r.bots.reduce((sum, b) => sum + b.matchWins, 0)).toBeCloseTo(r.games, 9);
      // Every round has winners except a round stopped because a token decided the match.
      const roundWins = r.bots.reduce((sum, b) => sum + b.roundWins, 0);
      expect(roundWins).toBeLessThanOrEqual(r.rounds + 1e-9);
      expect(roundWins).toBeGreaterThanOrEqual(r.rounds - r.games - 1e-9);
      if (c.ruleset === "discard") {
        expect(r.roundsPerMatch).toBe(c.rounds ?? 10);
        expect(r.rounds).toBe(r.games * (c.rounds ?? 10));
      } else {
        expect(r.roundsPerMatch).toBeNull();
        expect(r.rounds).toBeGreaterThanOrEqual(r.games);
      }
      for (const b of r.bots) {
        expect(b.matchWinRate).toBeCloseTo(b.matchWins / (r.games * b.seats), 12);
        expect(b.roundWinRate).toBeCloseTo(b.roundWins / (r.rounds * b.seats), 12);
        expect(b.ci95[0]).toBeLessThanOrEqual(b.matchWinRate);
        expect(b.ci95[1]).toBeGreaterThanOrEqual(b.matchWinRate);
        // Rotation: each entry played from every seat, equally often.
        expect(b.seatMatches).toEqual(new Array(c.players).fill((r.games / c.players) * b.seats));
        expect(b.moves).toBeGreaterThan(0);
        expect(b.msPerMove).toBeGreaterThanOrEqual(0);
      }
      expect(outcomeOf(await runArena(config))).toEqual(outcomeOf(r));
    });
  }

  it("gives the same bot the same play from the same seat: self-play splits every deal evenly", async () => {
    // Bots are seeded from the match seed and their seat, so identical bots replay a deal
    // identically whichever of them sits where; rotating the seats then hands each the same wins.
    const r = await runArena({
      ruleset: "premium",
      players: 4,
      bots: ["random", "random", "random", "random"],
      games: 16,
      seed: 3,
    });
    for (const b of r.bots) {
      expect(b.matchWins).toBeCloseTo(4, 9);
      expect(b.roundWins).toBeCloseTo(r.rounds / 4, 9);
    }
  });

  it("depends on the seed", async () => {
    const base = { ruleset: "classic", players: 2, bots: ["random", "random"], games: 20 };
    const a = await runArena({ ...base, seed: 1 });
    const b = await runArena({ ...base, seed: 2 });
    expect(a.rounds).not.toBe(b.rounds);
  });

  it("rounds the games up to whole rotations", async () => {
    const r = await runArena({ ruleset: "classic", players: 3, bots: ["random"], games: 7, seed: 1 });
    expect(r.requestedGames).toBe(7);
    expect(r.games).toBe(9);
    expect(r.bots).toHaveLength(1);
    expect(r.bots[0]!.matchWins).toBeCloseTo(9 * 1, 9);
    expect(r.bots[0]!.matchWinRate).toBeCloseTo(1 / 3, 9);
  });

  it("gives identical results on 1 and 2 worker threads (the workers run the build)", async () => {
    const config: ArenaConfig = { ruleset: "2019", players: 4, bots: ["random", "random"], games: 24, seed: "w" };
    const one = await runArena(config, { workers: 1 });
    const progress: number[] = [];
    const two = await runArena(config, { workers: 2, onProgress: (done) => progress.push(done) });
    expect(two.workers).toBe(2);
    expect(outcomeOf(two)).toEqual(outcomeOf(one));
    expect(progress.at(-1)).toBe(24);
    const three = await runArena({ ...config, ruleset: "discard", rounds: 2 }, { workers: 3 });
    expect(outcomeOf(three)).toEqual(outcomeOf(await runArena({ ...config, ruleset: "discard", rounds: 2 })));
  });
});

describe("arena configuration errors", () => {
  const base: ArenaConfig = { ruleset: "classic", players: 2, bots: ["random", "random"], games: 10, seed: 1 };
  const refused = (config: Partial<ArenaConfig>, message: RegExp) => {
    expect(() => planArena({ ...base, ...config })).toThrow(ArenaError);
    expect(() => planArena({ ...base, ...config })).toThrow(message);
  };

  it("names the known bots for an unknown one", () => {
    refused({ bots: ["random", "nobody"] }, /Unknown bot "nobody"; the known bots are: .*random/);
  });
  it("refuses more bots than seats, and no bots", () => {
    refused({ bots: ["random", "random", "random"] }, /3 bots listed for a 2-player table/);
    refused({ bots: [] }, /at least one bot/);
  });
  it("refuses bad numbers", () => {
    refused({ games: 0 }, /number of games/);
    refused({ games: 2.5 }, /number of games/);
    refused({ budgetMs: -5 }, /budget/);
    refused({ rounds: 3 }, /only to the perpetual "discard"/);
    refused({ ruleset: "discard", players: 4, rounds: 0 }, /number of rounds/);
  });
  it("passes on the engine's message for an impossible table", () => {
    refused({ players: 9 }, /./);
    refused({ ruleset: "chess" }, /./);
  });
  it("refuses a bad number of workers", async () => {
    await expect(runArena(base, { workers: 0 })).rejects.toThrow(/workers/);
  });
});
