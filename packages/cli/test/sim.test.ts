// `loveletter sim` through main(argv, io), and the built command in a child process for worker threads.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loveletter } from "./command-harness.js";

const sim = (...args: string[]) => loveletter("sim", ...args);

/** The JSON result without what depends on the clock or the number of workers. */
function outcome(json: string) {
  const { seconds: _s, roundsPerSecond: _r, workers: _w, ...rest } = JSON.parse(json);
  return { ...rest, bots: rest.bots.map(({ msPerMove: _m, ...bot }: { msPerMove: number }) => bot) };
}

describe("loveletter sim", () => {
  it("prints a table per bot and the totals", async () => {
    const { code, out, err } = await sim("--bots", "random,random", "--games", "20", "--seed", "4");
    expect(err).toBe("");
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toBe("classic, 2 players: 20 matches (10 deals × 2 seatings), played to the end, seed 4");
    expect(out).toMatch(/bot\s+seats\s+match wins\s+win rate\s+95% CI\s+round wins\s+ms\/move/);
    expect(out).toMatch(/^random {4}\s+1\s+10\s+50\.0%\s+\d+\.\d%–\d+\.\d%\s+50\.0%\s+[\d.e-]+$/m);
    expect(out).toMatch(/^random#2\s+1\s+10\s+50\.0%/m);
    expect(out).toMatch(/^[\d,]+ rounds in \d+\.\d\d s \([\d,]+ rounds\/s, 1 worker\)\.$/m);
  });

  it("prints exactly one JSON object with --json", async () => {
    const { code, out, err } = await sim(
      ...["--ruleset", "premium", "--players", "4", "--bots", "random,random", "--games", "8", "--seed", "9", "--json"],
    );
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out.trim().split("\n")).toHaveLength(1);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ ruleset: "premium", players: 4, seed: 9, games: 8, requestedGames: 8, rotations: 4 });
    expect(typeof r.rounds).toBe("number");
    expect(typeof r.seconds).toBe("number");
    expect(r.bots).toHaveLength(2);
    for (const b of r.bots) {
      expect(Object.keys(b)).toEqual(
        expect.arrayContaining(["name", "matchWins", "matchWinRate", "ci95", "roundWinRate", "msPerMove"]),
      );
      expect(b.ci95).toHaveLength(2);
      expect(b.ci95[0]).toBeLessThanOrEqual(b.matchWinRate);
      expect(b.ci95[1]).toBeGreaterThanOrEqual(b.matchWinRate);
    }
    expect(r.bots.map((b: { name: string; seats: number }) => [b.name, b.seats])).toEqual([
      ["random", 1],
      ["random#2", 3],
    ]);
    expect(r.bots[0].matchWins + r.bots[1].matchWins).toBeCloseTo(8, 9);
    // Same seed, same results.
    const again = await sim(
      ...["--ruleset", "premium", "--players", "4", "--bots", "random,random", "--games", "8", "--seed", "9", "--json"],
    );
    expect(outcome(again.out)).toEqual(outcome(out));
  });

  it("plays discard for --rounds rounds per match, 10 by default", async () => {
    const three = JSON.parse(
      (
        await sim(
          "--ruleset",
          "discard",
          "--players",
          "3",
          "--bots",
          "random",
          "--games",
          "3",
          "--rounds",
          "4",
          "--seed",
          "1",
          "--json",
        )
      ).out,
    );
    expect(three.rounds).toBe(12);
    expect(three.roundsPerMatch).toBe(4);
    const ten = JSON.parse(
      (await sim("--ruleset", "discard", "--bots", "random,random,random", "--games", "3", "--seed", "1", "--json"))
        .out,
    );
    expect(ten.players).toBe(3);
    expect(ten.rounds).toBe(30);
  });

  it("rounds the games up to whole rotations, saying so on stderr", async () => {
    const { code, out, err } = await sim(
      "--players",
      "3",
      "--bots",
      "random,random",
      "--games",
      "4",
      "--seed",
      "1",
      "--json",
    );
    expect(code).toBe(0);
    expect(err).toBe(
      "loveletter sim: playing 6 matches, not 4: each deal is played once from each of the 3 seatings.\n",
    );
    expect(JSON.parse(out)).toMatchObject({ games: 6, requestedGames: 4 });
  });

  it("defaults the players to the number of bots listed", async () => {
    const r = JSON.parse(
      (await sim("--ruleset", "2019", "--bots", "random,random,random,random,random", "--games", "5", "--json")).out,
    );
    expect(r.players).toBe(5);
    expect(typeof r.seed).toBe("number");
  });

  const refusals: [string, string[], RegExp][] = [
    ["an unknown bot", ["--bots", "random,wizard"], /Unknown bot "wizard"; the known bots are: random.*/],
    [
      "more bots than players",
      ["--players", "2", "--bots", "random,random,random"],
      /3 bots listed for a 2-player table/,
    ],
    ["an empty bot list", ["--bots", ","], /at least one bot/],
    ["no --bots", [], /required option '--bots <names>'/],
    ["--games 0", ["--bots", "random", "--games", "0"], /--games must be a whole number/],
    ["--games abc", ["--bots", "random", "--games", "abc"], /--games must be a whole number/],
    ["--games 1.5", ["--bots", "random", "--games", "1.5"], /--games must be a whole number/],
    ["--workers 0", ["--bots", "random", "--workers", "0"], /--workers must be a whole number/],
    ["--budget-ms -3", ["--bots", "random", "--budget-ms", "-3"], /--budget-ms must be a number/],
    ["--budget-ms x", ["--bots", "random", "--budget-ms", "x"], /--budget-ms must be a number/],
    ["--rounds 0", ["--ruleset", "discard", "--bots", "random", "--rounds", "0"], /--rounds must be a whole number/],
    ["--rounds for classic", ["--bots", "random", "--rounds", "5"], /only to the perpetual "discard" ruleset/],
    ["--players x", ["--bots", "random", "--players", "x"], /--players must be a whole number/],
    ["too many players", ["--bots", "random", "--players", "9"], /./],
    ["bad --options", ["--bots", "random", "--options", "{"], /--options must be a JSON object/],
    ["an external program that is missing", ["--bots", "random,./no-such-bot.py"], /cannot run: there is no file/],
  ];
  for (const [what, args, message] of refusals)
    it(`exits 2 for ${what}`, async () => {
      const { code, out, err } = await sim(...args);
      expect(code).toBe(2);
      expect(out).toBe("");
      expect(err).toMatch(message);
    });
});

const root = fileURLToPath(new URL("../../..", import.meta.url));
const bin = fileURLToPath(new URL("../bin/loveletter.js", import.meta.url));
const run = promisify(execFile);

// Worker threads run the built JavaScript, so this part runs the built command (`npm run build`,
// which `npm test` does first).
describe("loveletter sim (built) on worker threads", () => {
  it("gives the same results with --workers 1, 2 and 3 as in-process", async () => {
    expect(existsSync(fileURLToPath(new URL("../dist/commands/sim.js", import.meta.url))), "run npm run build").toBe(
      true,
    );
    const args = [
      "sim",
      "--ruleset",
      "2019",
      "--players",
      "3",
      "--bots",
      "random,random",
      "--games",
      "30",
      "--seed",
      "x7",
      "--json",
    ];
    const results = await Promise.all(
      ["1", "2", "3"].map(
        async (w) => (await run(process.execPath, [bin, ...args, "--workers", w], { cwd: root })).stdout,
      ),
    );
    const inProcess = (await sim(...args.slice(1))).out;
    expect(JSON.parse(results[1]!).workers).toBe(2);
    for (const r of results) expect(outcome(r)).toEqual(outcome(inProcess));
  });
});
