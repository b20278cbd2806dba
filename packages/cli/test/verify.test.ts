// `loveletter verify`: a finished game from a real server (by id) or a file verifies; each kind of
// tampering with the file is caught with its own message, and exits 1.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { HttpAnswers } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TableClient, type TestServer } from "../../server/test/support/server.js";
import { loveletter } from "./command-harness.js";

let t: TestServer;
let dir = "";
let answer: HttpAnswers["game"];
const ADA_SEED = "Ada's own seed 1";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-verify-"));
  t = await startTestServer({ botDelayMs: 1 });
  const ada = await t.guest("Ada");
  const host = new TableClient(
    await t.sdk.create("table", {
      token: ada.token,
      settings: { ruleset: "classic", seats: 2, intermissionSeconds: 0, goal: { kind: "tokens", tokens: 2 } },
      bots: [{ seat: 1, strength: "random" }],
    }),
  );
  await host.until(() => host.you !== null, "the host's seat");
  host.send("seed", { seed: ADA_SEED });
  await host.until(() => host.table.seats[0]?.clientSeed === ADA_SEED, "Ada's seed shown");
  host.send("start", {});
  host.startAutoplay();
  await host.until(() => host.gameOver !== null, "the end of the match", 60_000);
  await host.room.leave();
  answer = (await (await fetch(`${t.url}/api/games/${host.gameOver!.gameId}`)).json()) as HttpAnswers["game"];
}, 90_000);

afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The game's JSON with one change, written to a file. */
function file(name: string, change: (game: HttpAnswers["game"]) => void = () => {}): string {
  const copy = structuredClone(answer);
  change(copy);
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(copy));
  return path;
}

type Mutable = { -readonly [K in keyof HttpAnswers["game"]["game"]]: unknown } & {
  fairDeal: { serverSeed: string; clientSeeds: string[] };
};
const game = (a: HttpAnswers["game"]) => a.game as unknown as Mutable;

describe("loveletter verify", () => {
  it("verifies a finished game fetched by id, and its file, saying what was proven", async () => {
    expect(answer.game.dealVersion).toBe("v2");
    expect(answer.game.fairDeal?.clientSeeds).toEqual([ADA_SEED, "bot-1"]);
    const byId = await loveletter("verify", answer.game.id, "--url", t.url, "--client-seed", `1=${ADA_SEED}`);
    expect(byId.err).toBe("");
    expect(byId.code).toBe(0);
    expect(byId.out).toMatch(
      /^OK \(deal algorithm v2\): The server committed to its seed before the players' seeds were final/,
    );
    // Everything after "--" is the game, even an id of an older server that starts with "-".
    const afterDashes = await loveletter(
      "verify",
      "--url",
      t.url,
      "--client-seed",
      `1=${ADA_SEED}`,
      "--",
      answer.game.id,
    );
    expect(afterDashes).toMatchObject({ code: 0, out: byId.out });
    const fromFile = await loveletter("verify", file("as-is"));
    expect(fromFile).toMatchObject({ code: 0, out: byId.out });
  });

  it("catches a tampered server seed, a changed client seed, a changed move and a changed version, each in its own words", async () => {
    const seed = answer.game.fairDeal!.serverSeed;
    const cases: [string, (a: HttpAnswers["game"]) => void, RegExp, string[]?][] = [
      [
        "server-seed",
        (a) => {
          game(a).fairDeal.serverSeed = `${seed.slice(0, -1)}${seed.endsWith("0") ? "1" : "0"}`;
        },
        /^- The server seed does not match the commitment: SHA-256 of the revealed seed is/m,
      ],
      [
        "client-seed",
        (a) => {
          game(a).fairDeal.clientSeeds[0] = "not what Ada sent";
        },
        /^- Seat 1's client seed in the record is "not what Ada sent", but the seed contributed for it was "Ada's own seed 1"\./m,
        ["--client-seed", `1=${ADA_SEED}`],
      ],
      [
        "move",
        (a) => {
          const first = a.actions.find((s) => s.action.type === "move")!;
          (first.action as { move: unknown }).move = { play: "no-such-card" };
        },
        /^- Action \d+ \(seat \d plays \{"play":"no-such-card"\}\) does not apply to the game these seeds deal/m,
      ],
      [
        "version",
        (a) => {
          game(a).dealVersion = "v0";
        },
        /^- The game says it was dealt with algorithm v0 .* its algorithm version was changed\./m,
      ],
    ];
    const messages = new Set<string>();
    for (const [name, change, expected, extra] of cases) {
      const { code, out } = await loveletter("verify", file(name, change), ...(extra ?? []));
      expect(code, name).toBe(1);
      expect(out, name).toMatch(/^NOT VERIFIED: /);
      expect(out, name).toMatch(expected);
      messages.add(out.split("\n")[1]!.replace(/\d+/g, "#"));
    }
    expect(messages.size).toBe(cases.length);
  });

  it("says what is wrong with unusable input, with exit 2", async () => {
    const missing = await loveletter("verify", join(dir, "nope.json"));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^loveletter verify: cannot read/);
    const badSeed = await loveletter("verify", file("as-is-2"), "--client-seed", "zero=x");
    expect(badSeed.code).toBe(2);
    expect(badSeed.err).toMatch(/--client-seed is SEAT=SEED/);
  });
});
