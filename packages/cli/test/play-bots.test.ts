// `loveletter play --bots`: built-in bots and bot programs (docs/bot-protocol.md) at the opponent seats.

import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPlay } from "./terminal-harness.js";

/** The example bot as a user types it: a path relative to the current directory. */
const PYTHON_BOT = `./${relative(process.cwd(), fileURLToPath(new URL("../../../examples/bots/python/bot.py", import.meta.url)))}`;

const run = runPlay;

/** Running, as opposed to gone or a zombie. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const state = spawnSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim();
  return state !== "" && !state.startsWith("Z");
}

let dir = "";
beforeAll(() => {
  const python = spawnSync("python3", ["--version"], { encoding: "utf8" });
  if (python.error || python.status !== 0)
    throw new Error(
      `These tests run examples/bots/python/bot.py, which needs python3 on the PATH: install Python 3 ` +
        `(e.g. "apt-get install python3"). (${python.error?.message ?? python.stderr})`,
    );
  dir = mkdtempSync(join(tmpdir(), "loveletter-play-bots-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function script(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, body);
  chmodSync(path, 0o755);
  return path;
}

/**
 * A bot that writes its process id to `<log>.pid`, logs every message to `<log>`, and answers with
 * the first legal move.
 */
function recordingBot(): { command: string; log: string; pid: () => number } {
  const log = join(dir, `record-${Math.random().toString(36).slice(2)}.jsonl`);
  const bot = script(
    "record.sh",
    `#!/bin/sh
echo $$ > "$1.pid"
while IFS= read -r line; do
  printf '%s\\n' "$line" >> "$1"
  case "$line" in *'"type":"decide"'*) printf '%s\\n' "$line" | sed -n 's/.*"legalMoves":\\[\\({[^}]*}\\).*/\\1/p' ;; esac
done
`,
  );
  return { command: `${bot} ${log}`, log, pid: () => Number(readFileSync(`${log}.pid`, "utf8")) };
}

describe("loveletter play --bots", () => {
  it("plays a whole match against the example Python bot", async () => {
    const { code, out, err } = await run(["--bots", PYTHON_BOT, "--seed", "3"]);
    expect(err).toBe(""); // no incident, nothing on the bot's stderr
    expect(code).toBe(0);
    expect(out).toContain("Love Letter — classic rules, 2 players");
    expect(out).toContain("You are seat 0, against bot.py at seat 1.");
    expect(out).toMatch(/\*\*\* (You win|Seat 1 wins) the match! \*\*\*\n\nThanks for playing!\n$/);
    expect(out).not.toMatch(/undefined|NaN|\[object|Error/);
  });

  it("sets the number of players from the list, mixing built-in bots and programs", async () => {
    const { code, out, err } = await run([
      "--bots",
      `random,${PYTHON_BOT},random,${PYTHON_BOT}`,
      "--ruleset",
      "premium",
      "--seed",
      "4",
      "--options",
      '{"tokensToWin":2}',
    ]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("premium rules, 5 players");
    expect(out).toContain(
      "You are seat 0, against a random bot at seat 1, bot.py at seat 2, a random bot at seat 3 and bot.py at seat 4.",
    );
    expect(out).toContain("Thanks for playing!");
  });

  it("accepts --players when it agrees with the list", async () => {
    const { code, out } = await run(["--bots", `${PYTHON_BOT},random`, "--players", "3", "--ruleset", "2019"]);
    expect(code).toBe(0);
    expect(out).toContain("2019 rules, 3 players");
    expect(out).toContain("You are seat 0, against bot.py at seat 1 and a random bot at seat 2.");
  });

  it("plays random bots by default, as before", async () => {
    const { code, out } = await run(["--players", "3", "--seed", "5"]);
    expect(code).toBe(0);
    expect(out).toContain("You are seat 0, against random bots at seats 1 and 2.");
  });

  it("says hello and bye to the bot programs and closes them at the end of the match", async () => {
    const bot = recordingBot();
    const { code, err } = await run(["--bots", bot.command, "--seed", "6", "--options", '{"tokensToWin":2}']);
    expect(code).toBe(0);
    expect(err).toBe("");
    const messages = readFileSync(bot.log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(messages[0]).toMatchObject({ type: "hello", protocol: 1, seat: 1, ruleset: "classic", players: 2 });
    expect(messages[0].options).toEqual({ tokensToWin: 2 });
    expect(messages.at(-1)).toEqual({ type: "bye" });
    expect(isAlive(bot.pid())).toBe(false); // exited before play returned
  });

  it("closes the bot programs when the person quits in the middle", async () => {
    const bot = recordingBot();
    const { code, out } = await run(["--bots", bot.command, "--seed", "7"], (_p, i) => (i < 2 ? "1" : "q"));
    expect(code).toBe(0);
    expect(out).toMatch(/Goodbye!\n$/); // left at a decision or between rounds
    expect(out).not.toContain("wins the match");
    expect(readFileSync(bot.log, "utf8").trim().split("\n").at(-1)).toBe('{"type":"bye"}');
    expect(isAlive(bot.pid())).toBe(false);
  });

  it("tells on standard error when a bot program fails, once when it stopped, and the match goes on", async () => {
    const crash = script("crash.sh", '#!/bin/sh\necho "out of ideas" >&2\nexit 4\n');
    const garbage = script(
      "garbage.sh",
      `#!/bin/sh\nwhile IFS= read -r line; do case "$line" in *'"type":"decide"'*) echo nonsense ;; esac; done\n`,
    );
    const { code, out, err } = await run(["--bots", `${crash},${garbage}`, "--seed", "8"]);
    expect(code).toBe(0);
    expect(out).toContain("Thanks for playing!");
    expect(err).toContain("seat 1 (crash.sh): out of ideas\n"); // its stderr, prefixed
    const crashes = err.split("\n").filter((line) => line.startsWith("seat 1 (crash.sh): crash"));
    expect(crashes).toHaveLength(1);
    expect(crashes[0]).toMatch(/code 4.*its seat plays random moves for the rest of the match\.$/);
    const nonsense = err.split("\n").filter((line) => line.startsWith("seat 2 (garbage.sh): invalid-json"));
    expect(nonsense.length).toBeGreaterThan(1); // one per decision: the program is still playing
    expect(nonsense[0]).toMatch(/nonsense; a random move was played instead\.$/);
  });

  it("refuses bad lists with exit code 2 and a clear message", async () => {
    const cases: [string[], string][] = [
      [["--bots", "nobody"], 'Unknown bot "nobody": use random'],
      [["--bots", "random,nobody"], 'Unknown bot "nobody"'],
      [["--bots", "random,,random"], '--bots lists an empty name in "random,,random".'],
      [
        ["--bots", "./no-such-bot.py"],
        'Cannot use the bot program "./no-such-bot.py": there is no file ./no-such-bot.py.',
      ],
      [["--bots", "random", "--players", "3"], "--bots lists 1 bot, but --players 3 leaves 2 seats for bots."],
      [["--bots", "random,random,random", "--players", "2"], "--bots lists 3 bots, but --players 2 leaves 1 seat"],
      [["--bots", "random,random,random,random"], "The classic ruleset seats 2 to 4 players; got 5."],
      [["--bots", PYTHON_BOT, "--ruleset", "discard"], "(--bots lists 1 bot: 2 players with you.)"],
    ];
    for (const [args, message] of cases) {
      const { code, out, err } = await run(args);
      expect(code, args.join(" ")).toBe(2);
      expect(err).toContain(message);
      expect(out).toBe("");
    }
  });
});
