// `loveletter sim` through main(argv, io), and the built command in a child process for worker threads.
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
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
    ["--startup-ms -1", ["--bots", "random", "--startup-ms", "-1"], /--startup-ms must be a whole number/],
    ["--warmup-ms x", ["--bots", "random", "--warmup-ms", "x"], /--warmup-ms must be a whole number/],
    ["--bot-stderr in a file", ["--bots", "random", "--bot-stderr", "/dev/null/logs"], /--bot-stderr: cannot write/],
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

describe("loveletter sim with external programs", () => {
  const dir = mkdtempSync(join(tmpdir(), "loveletter-sim-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * A bot program in Node: the first legal move, except that every third decision it writes
   * garbage; it says on standard error how long after its process started each decision came
   * (performance.now(): from the process's start, Node's own start-up included), and it waits
   * `firstDelayMs` before its first answer.
   */
  function program(name: string, firstDelayMs = 0): string {
    const path = join(dir, name);
    writeFileSync(
      path,
      `#!/usr/bin/env node
let decisions = 0;
require("node:readline").createInterface({ input: process.stdin }).on("line", (line) => {
  const message = JSON.parse(line);
  if (message.type !== "decide") return;
  decisions++;
  process.stderr.write("decision " + decisions + " at " + Math.round(performance.now()) + " ms\\n");
  const answer = decisions % 3 === 0 ? "not a move" : JSON.stringify(message.legalMoves[0]);
  setTimeout(() => process.stdout.write(answer + "\\n"), decisions === 1 ? ${firstDelayMs} : 0);
});
`,
    );
    chmodSync(path, 0o755);
    return path;
  }

  it("reports every move the host played for a program, by why, and keeps its standard error", async () => {
    const bot = program("garbage-bot.js");
    const logs = join(dir, "stderr");
    const { code, out, err } = await sim(
      ...["--bots", `random,${bot}`, "--games", "4", "--seed", "3", "--bot-stderr", logs, "--json"],
    );
    expect(err).toBe("");
    expect(code).toBe(0);
    const result = JSON.parse(out);
    const [random, external] = result.bots;
    expect(random).toMatchObject({ external: false, replaced: { count: 0, byKind: {}, examples: [] } });
    // Every third decision of each match was garbage: the host played a random move instead.
    expect(external.external).toBe(true);
    expect(external.replaced.count).toBeGreaterThanOrEqual(4);
    expect(external.replaced.byKind).toEqual({ "invalid-json": external.replaced.count });
    expect(external.replaced.examples[0]).toMatch(
      /^match \d+, seat 1, decision 3: invalid-json: the answer is not JSON: not a move$/,
    );
    // One file per seat and match, with the program's own lines and the host's notes.
    const files = readdirSync(logs).sort();
    expect(files).toEqual([
      "match-1-seat-1-garbage-bot.js.log",
      "match-2-seat-0-garbage-bot.js.log",
      "match-3-seat-1-garbage-bot.js.log",
      "match-4-seat-0-garbage-bot.js.log",
    ]);
    const first = readFileSync(join(logs, files[0]!), "utf8");
    expect(first).toMatch(/^decision 1 at \d+ ms$/m);
    expect(first).toMatch(/^decision 3 at \d+ ms$/m);
  }, 60_000);

  it("says in its table how many of a program's moves were replaced, and why", async () => {
    const bot = program("garbage-table-bot.js");
    const { code, out } = await sim("--bots", `random,${bot}`, "--games", "2", "--seed", "3");
    expect(code).toBe(0);
    expect(out).toMatch(/round wins\s+ms\/move\s+replaced$/m);
    expect(out).toMatch(/^random {2}.*\s+–$/m);
    expect(out).toMatch(
      /^.*garbage-table-bot\.js: \d+ moves of \d+ decisions \(\d+\.\d%\) were random moves the host played for it \(\d+ invalid-json\); e\.g\.$/m,
    );
    expect(out).toMatch(/^ {2}match 1, seat 1, decision 3: invalid-json/m);
  }, 60_000);

  it("gives a slow starter its first-decision allowance, and a warm-up before each match", async () => {
    // Budget 100 ms + grace 500 ms + the first decision's default allowance of 1 s: a first answer
    // after 2 s is late...
    const slow = program("slow-starter.js", 2000);
    const late = JSON.parse(
      (await sim("--bots", `random,${slow}`, "--games", "2", "--seed", "5", "--budget-ms", "100", "--json")).out,
    );
    expect(late.bots[1].replaced.byKind.timeout).toBeGreaterThanOrEqual(1);
    // ... and in time with 3 s. A warm-up of 1 s passes between the program's start and its first
    // decision (its clock starts when its process does, a few ms after the host started it; without
    // a warm-up the first decision comes within Node's start-up, about 100–200 ms).
    const logs = join(dir, "warm");
    const { out } = await sim(
      ...["--bots", `random,${slow}`, "--games", "2", "--seed", "5", "--budget-ms", "100", "--json"],
      ...["--startup-ms", "3000", "--warmup-ms", "1000", "--bot-stderr", logs],
    );
    expect(JSON.parse(out).bots[1].replaced.byKind.timeout).toBeUndefined();
    for (const file of readdirSync(logs)) {
      const firstAt = Number(/^decision 1 at (\d+) ms$/m.exec(readFileSync(join(logs, file), "utf8"))![1]);
      expect(firstAt).toBeGreaterThanOrEqual(900);
    }
  }, 60_000);
});
