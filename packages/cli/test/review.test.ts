// `loveletter review`: a finished game from a real server (by id) or from its JSON file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { HttpAnswers } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TableClient, type TestServer } from "../../server/test/support/server.js";
import { loveletter } from "./command-harness.js";

let t: TestServer;
let dir = "";
let gameId = "";
let file = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-review-"));
  t = await startTestServer({ botDelayMs: 1 });
  const ada = await t.guest("Ada");
  const host = new TableClient(
    await t.sdk.create("table", {
      token: ada.token,
      settings: { ruleset: "classic", seats: 2, intermissionSeconds: 0, goal: { kind: "tokens", tokens: 2 } },
      bots: [{ seat: 1, strength: "expert" }],
      testSeed: "review-cli",
    }),
  );
  await host.until(() => host.you !== null, "the host's seat");
  host.send("start", {});
  // Ada always plays her first legal move: now and then a poor one.
  host.startAutoplay();
  await host.until(() => host.gameOver !== null, "the end of the match", 60_000);
  await host.room.leave();
  gameId = host.gameOver!.gameId;
  const answer = (await (await fetch(`${t.url}/api/games/${gameId}`)).json()) as HttpAnswers["game"];
  file = join(dir, "game.json");
  writeFileSync(file, JSON.stringify(answer));
}, 90_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface ReviewJson {
  seat: number;
  name: string;
  budgetMs: number;
  decisions: {
    label: string | null;
    forced: boolean;
    played: number;
    best: number;
    moves: { move: unknown; round: { mean: number; se: number } }[];
    chances: { round: { mean: number }; match: { mean: number } | null };
    explanation: { reason: { code: string }; facts: { code: string }[] } | null;
    sentences: string[];
  }[];
}

describe("loveletter review", () => {
  it("reviews a game fetched from a server by id: the person's seat, a table of every decision", async () => {
    const { code, out, err } = await loveletter("review", gameId, "--url", t.url, "--budget-ms", "20");
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toMatch(/^Review of Ada \(seat 1\) · classic/);
    expect(out).toContain("Round win");
    expect(out).toMatch(/\d+ best, \d+ fine, \d+ inaccuracy, \d+ mistake, \d+ blunder, \d+ forced \(\d+ decisions\)/);
    // Each poor decision in words, the costliest first: what Ada knew, why, and both moves' chances.
    const wrong = out
      .split("\n")
      .filter((line) => /^ {2}\d+\. (inaccuracy|mistake|blunder), round \d+ \(−\d+ points/.test(line));
    const counted = /(\d+) inaccuracy, (\d+) mistake, (\d+) blunder/.exec(out)!.slice(1).map(Number);
    expect(wrong.length).toBe(counted[0]! + counted[1]! + counted[2]!);
    expect(wrong.length).toBeGreaterThan(0);
    const costs = wrong.map((line) => Number(/\(−(\d+) points/.exec(line)![1]));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    for (const line of wrong)
      expect(line).toMatch(
        /: ([A-Z0-9][^{}]*\. )?The expert's choice, .+, won the round \d+% of the time; yours, .+, \d+%\.$|: With the deck empty, .+\.$/,
      );
  });

  it("gives the same review from the game's JSON file, as JSON, the same for the same seed and budget", async () => {
    const first = await loveletter("review", file, "--json", "--budget-ms", "20", "--seed", "s1");
    expect(first.code).toBe(0);
    const review = JSON.parse(first.out) as ReviewJson;
    expect(review.seat).toBe(0);
    expect(review.decisions.length).toBeGreaterThan(3);
    for (const d of review.decisions) {
      expect(d.moves.length).toBeGreaterThan(0);
      if (d.forced) expect(d.label).toBeNull();
      else expect(["best", "fine", "inaccuracy", "mistake", "blunder"]).toContain(d.label);
      expect(d.chances.match).not.toBeNull();
      for (const m of d.moves) expect(m.round.se).toBeGreaterThanOrEqual(0);
      // The explanation as data, and in words.
      expect(d.explanation === null).toBe(d.forced || d.label === "best");
      if (d.explanation) expect(d.sentences.at(-1)).toMatch(/^(The expert's choice|With the deck empty)/);
      else expect(d.sentences).toEqual([]);
    }
    const again = await loveletter("review", file, "--json", "--budget-ms", "20", "--seed", "s1");
    const strip = (text: string) => ({ ...(JSON.parse(text) as object), seconds: 0 });
    expect(strip(again.out)).toEqual(strip(first.out));
  });

  it("words the expert's sentences in the language --lang names", async () => {
    const german = JSON.parse((await loveletter("review", file, "--json", "--budget-ms", "20", "--lang", "de")).out);
    const explained = (german as ReviewJson).decisions.filter((d) => d.explanation);
    expect(explained.length).toBeGreaterThan(0);
    for (const d of explained)
      expect(d.sentences.at(-1)).toMatch(/^(Die Wahl des Experten|Bei leerem Stapel entschied)/);
  });

  it("reviews another seat, named or numbered", async () => {
    const byNumber = JSON.parse((await loveletter("review", file, "--json", "--seat", "2", "--budget-ms", "5")).out);
    const name = (byNumber as ReviewJson).name;
    expect((byNumber as ReviewJson).seat).toBe(1);
    const byName = await loveletter("review", file, "--json", "--seat", name, "--budget-ms", "5");
    expect((JSON.parse(byName.out) as ReviewJson).seat).toBe(1);
  });

  it("says what is wrong with unusable input, exit 2", async () => {
    const notJson = join(dir, "not.json");
    writeFileSync(notJson, "hello");
    const noGame = join(dir, "empty.json");
    writeFileSync(noGame, "{}");
    const cases: [string[], RegExp][] = [
      [["review", join(dir, "missing.json")], /cannot read .*missing\.json.*ENOENT/],
      [["review", notJson], /is not JSON/],
      [["review", noGame], /no "game" object/],
      [["review", file, "--seat", "3"], /--seat must be from 1 to 2/],
      [["review", file, "--seat", "Zed"], /nobody of that name played/],
      [["review", file, "--budget-ms", "0"], /--budget-ms must be/],
      [["review", file, "--lang", "xx"], /--lang must be one of en, fr/],
      [["review", "no-such-game", "--url", t.url], /answered 404/],
    ];
    for (const [args, message] of cases) {
      const { code, err, out } = await loveletter(...args);
      expect(code, args.join(" ")).toBe(2);
      expect(err).toMatch(message);
      expect(out).toBe("");
    }
  });
});
