// External bots (docs/bot-protocol.md): the Python example plays whole matches; misbehaving
// programs never stall a match and each produces the right incident.

import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Agent, type MatchRunResult, randomAgent, runMatch } from "@loveletter/bots";
import {
  createAgent,
  type ExternalAgent,
  type ExternalAgentOptions,
  externalAgent,
  type IncidentKind,
  isExternalAgentName,
} from "@loveletter/bots/node";
import { type EngineEvent, isVisibleTo, type MatchOptions, type Move, type View } from "@loveletter/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PYTHON_BOT = fileURLToPath(new URL("../../../examples/bots/python/bot.py", import.meta.url));
/** How late a decision may settle beyond its limit (timers under a loaded test run). */
const SLACK_MS = 250;

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-bots-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** An executable script in the temp dir. */
function script(name: string, body: string, executable = true): string {
  const path = join(dir, name);
  writeFileSync(path, body);
  chmodSync(path, executable ? 0o755 : 0o644);
  return path;
}

/** sh that answers each decide with the first legal move (moves hold no nested objects). */
const FIRST_MOVE = `printf '%s\\n' "$line" | sed -n 's/.*"legalMoves":\\[\\({[^}]*}\\).*/\\1/p'`;

/** Running, as opposed to gone or a zombie (an orphan stays one where PID 1 does not reap, as in containers). */
function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const state = spawnSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim();
  return state !== "" && !state.startsWith("Z");
}

async function eventuallyDead(pid: number | undefined): Promise<boolean> {
  for (let i = 0; i < 50 && isAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return !isAlive(pid);
}

interface Decision {
  readonly view: View;
  readonly events: readonly EngineEvent[];
  readonly move: Move;
  readonly ms: number;
}

/** Wraps an agent, recording each decision and how long it took. */
function recorded(agent: Agent): { agent: Agent; decisions: Decision[] } {
  const decisions: Decision[] = [];
  return {
    decisions,
    agent: {
      name: agent.name,
      async decide(observation) {
        const start = performance.now();
        const move = await agent.decide(observation);
        decisions.push({ ...observation, move, ms: performance.now() - start });
        return move;
      },
    },
  };
}

interface Run {
  readonly bot: ExternalAgent;
  readonly decisions: Decision[];
  readonly result: MatchRunResult;
  /** Every event of the match, for checking what the bot was sent. */
  readonly all: EngineEvent[];
  readonly log: string[];
}

/** One match: the program at `seat`, random bots elsewhere; the program is closed afterwards. */
async function playWith(
  command: string,
  match: { ruleset: string; players: number; seat: number; seed: number; options?: MatchOptions; rounds?: number },
  options: ExternalAgentOptions = {},
): Promise<Run> {
  const log: string[] = [];
  const bot = externalAgent(command, { seed: match.seed, log: (line) => log.push(line), ...options });
  const { agent, decisions } = recorded(bot);
  const agents = Array.from({ length: match.players }, (_, s) =>
    s === match.seat ? agent : randomAgent(`${match.seed}/${s}`),
  );
  const all: EngineEvent[] = [];
  try {
    const result = await runMatch(
      agents,
      {
        ruleset: match.ruleset,
        players: match.players,
        options: match.options,
        seed: match.seed,
        rounds: match.rounds,
      },
      { onEvent: (e) => all.push(e) },
    );
    return { bot, decisions, result, all, log };
  } finally {
    await bot.close();
  }
}

/** Every decision settled within its limit (the first one also has the start-up allowance). */
function expectWithinLimits(run: Run): void {
  expect(run.decisions.length).toBeGreaterThan(0);
  for (const [i, d] of run.decisions.entries()) {
    const limit = run.bot.timeLimitMs + (i === 0 ? run.bot.startupMs : 0);
    expect(d.ms, `decision ${i + 1}`).toBeLessThanOrEqual(limit + SLACK_MS);
  }
}

function expectFinished(run: Run): void {
  expect(run.result.matchOver).toBe(true);
  expect(run.result.winners.length).toBeGreaterThan(0);
}

describe("the example Python bot", () => {
  beforeAll(() => {
    const python = spawnSync("python3", ["--version"], { encoding: "utf8" });
    if (python.error || python.status !== 0)
      throw new Error(
        `These tests run examples/bots/python/bot.py, which needs python3 on the PATH: install Python 3 ` +
          `(e.g. "apt-get install python3"). (${python.error?.message ?? python.stderr})`,
      );
  });

  const CASES = [
    { ruleset: "classic", players: 2, seat: 0, seed: 1 },
    { ruleset: "classic", players: 4, seat: 2, seed: 2 },
    { ruleset: "2019", players: 3, seat: 1, seed: 3 },
    { ruleset: "2019", players: 6, seat: 3, seed: 4 },
    { ruleset: "premium", players: 5, seat: 4, seed: 5 },
    { ruleset: "premium", players: 8, seat: 1, seed: 6 },
    { ruleset: "discard", players: 4, seat: 1, seed: 7, rounds: 6 },
    { ruleset: "discard", players: 6, seat: 5, seed: 8, rounds: 4, options: { extended: true } },
    { ruleset: "custom", players: 5, seat: 2, seed: 9, options: { edition: "2019", deck: "premium-2019" } },
  ];

  for (const c of CASES) {
    it(`plays a whole match with no incident: ${c.ruleset}, ${c.players} players, seat ${c.seat}`, async () => {
      const run = await playWith(PYTHON_BOT, c);
      expect(run.bot.incidents).toEqual([]);
      expect(run.log).toEqual([]); // nothing on stderr, no host notes
      if (c.rounds) expect(run.result.rounds).toBe(c.rounds);
      else expectFinished(run);
      expectWithinLimits(run);
      expect(await eventuallyDead(run.bot.pid)).toBe(true); // closed at the end
      for (const d of run.decisions) {
        const legal = d.view.legalMoves;
        expect(legal).toContainEqual(d.move);
        const played = "play" in d.move ? d.move.play : null;
        // Never the Princess when there is a choice; the Handmaid when holding the Princess.
        if (played === "princess") expect(legal.every((m) => "play" in m && m.play === "princess")).toBe(true);
        if (d.view.hand.includes("princess") && legal.some((m) => "play" in m && m.play === "handmaid"))
          expect(played).toBe("handmaid");
      }
    });
  }

  it("beats random bots most of the time (classic, 2 players)", async () => {
    const seeds = Array.from({ length: 12 }, (_, i) => 100 + i);
    const runs = await Promise.all(
      seeds.map((seed) => playWith(PYTHON_BOT, { ruleset: "classic", players: 2, seat: seed % 2, seed })),
    );
    for (const run of runs) expect(run.bot.incidents).toEqual([]);
    const wins = runs.filter((run, i) => run.result.winners.includes(seeds[i]! % 2)).length;
    expect(wins).toBeGreaterThanOrEqual(9);
  });

  it("is run by python3 when the file is not executable", async () => {
    const copy = script("bot-copy.py", readFileSync(PYTHON_BOT, "utf8"), false);
    const run = await playWith(copy, { ruleset: "classic", players: 2, seat: 1, seed: 11 });
    expect(run.bot.incidents).toEqual([]);
    expectFinished(run);
  });
});

describe("what a bot program is sent", () => {
  it("hello once, then one decide per decision with the seat's view, its new events and legal moves, then bye", async () => {
    const record = join(dir, "record.jsonl");
    const bot = script(
      "record.sh",
      `#!/bin/sh\nwhile IFS= read -r line; do\n  printf '%s\\n' "$line" >> "$1"\n  case "$line" in *'"type":"decide"'*) ${FIRST_MOVE} ;; esac\ndone\n`,
    );
    const options = { tokensToWin: 2 };
    const run = await playWith(
      `${bot} ${record}`,
      { ruleset: "2019", players: 3, seat: 2, seed: 21, options },
      { budgetMs: 1234, graceMs: 321 },
    );
    expect(run.bot.incidents).toEqual([]);
    expectFinished(run);
    const lines = readFileSync(record, "utf8").trim().split("\n");
    const messages = lines.map((line) => JSON.parse(line));
    expect(messages[0]).toEqual({
      type: "hello",
      protocol: 1,
      seat: 2,
      ruleset: "2019",
      players: 3,
      options,
      budgetMs: 1234,
      timeLimitMs: 1555,
    });
    expect(messages.at(-1)).toEqual({ type: "bye" });
    const decides = messages.slice(1, -1);
    expect(decides.length).toBe(run.decisions.length);
    for (const [i, message] of decides.entries()) {
      expect(Object.keys(message).sort()).toEqual(["events", "legalMoves", "type", "view"]);
      expect(message.type).toBe("decide");
      expect(message.view.seat).toBe(2);
      expect(message.legalMoves).toEqual(message.view.legalMoves);
      const { view, events } = run.decisions[i]!;
      expect(message.view).toEqual(JSON.parse(JSON.stringify(view)));
      expect(message.events).toEqual(JSON.parse(JSON.stringify(events)));
    }
    // Every event seat 2 may see reaches it once, in order, up to its last decision; no other.
    const sent: EngineEvent[] = decides.flatMap((m) => m.events);
    const visible = run.all.filter((e) => isVisibleTo(e, 2));
    expect(sent).toEqual(JSON.parse(JSON.stringify(visible.slice(0, sent.length))));
    expect(sent.some((e) => Array.isArray(e.visibleTo))).toBe(true); // private events too
    expect(visible.length).toBeGreaterThan(sent.length); // the last round's end came after
    expect(await eventuallyDead(run.bot.pid)).toBe(true);
  });

  it("accepts a move with its keys in another order, written in pieces, after blank lines", async () => {
    const bot = script(
      "pieces.mjs",
      `#!${process.execPath}
import { createInterface } from "node:readline";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  if (message.type === "bye") break;
  if (message.type !== "decide") continue;
  const move = message.legalMoves.at(-1);
  const text = JSON.stringify(Object.fromEntries(Object.entries(move).reverse()), null, 0).replace(/,/g, ", ");
  process.stdout.write("\\n  \\n" + text.slice(0, 5));
  await sleep(5);
  process.stdout.write(text.slice(5) + "\\n");
  console.error("thinking out loud");
}
`,
    );
    const run = await playWith(bot, { ruleset: "premium", players: 6, seat: 0, seed: 22, options: { tokensToWin: 1 } });
    expect(run.bot.incidents).toEqual([]);
    expectFinished(run);
    expect(run.log).toContain("thinking out loud"); // stderr is logged
    expect(run.log.filter((line) => line !== "thinking out loud")).toEqual([]);
  });
});

describe("misbehaving bot programs", () => {
  /** Short limits: 300 ms per decision (the first 200 ms more). */
  const SHORT: ExternalAgentOptions = { budgetMs: 200, graceMs: 100, startupMs: 200 };
  const CLASSIC = { ruleset: "classic", players: 2, seat: 0, seed: 31, options: { tokensToWin: 3 } };

  function kinds(run: Run): IncidentKind[] {
    return run.bot.incidents.map((i) => i.kind);
  }

  /** Every decision from `from` (1-based) on is an incident of `kind`; none before. */
  function expectIncidentsFrom(run: Run, from: number, kind: IncidentKind): void {
    expect(run.decisions.length).toBeGreaterThanOrEqual(from);
    expect(run.bot.incidents.map((i) => i.decision)).toEqual(
      Array.from({ length: run.decisions.length - from + 1 }, (_, i) => from + i),
    );
    expect(new Set(kinds(run))).toEqual(new Set([kind]));
    for (const incident of run.bot.incidents) {
      expect(incident.seat).toBe(CLASSIC.seat);
      // The move played instead is what the match got, and it is legal.
      const decision = run.decisions[incident.decision - 1]!;
      expect(decision.move).toEqual(incident.move);
      expect(decision.view.legalMoves).toContainEqual(incident.move);
    }
  }

  it("crash on start: every decision is a random move, reported as a crash", async () => {
    const bot = script("crash-start.sh", '#!/bin/sh\necho "no luck today" >&2\nexit 3\n');
    const run = await playWith(bot, CLASSIC, SHORT);
    expectFinished(run);
    expectWithinLimits(run);
    expectIncidentsFrom(run, 1, "crash");
    expect(run.bot.incidents[0]!.detail).toMatch(/code 3.*no luck today/);
    expect(run.bot.incidents.every((i) => i.stopped)).toBe(true);
    expect(run.log).toContain("no luck today");
  });

  it("crash in the middle of the match: the moves before count, the rest are random", async () => {
    const bot = script(
      "crash-later.sh",
      `#!/bin/sh\nn=0\nwhile IFS= read -r line; do\n  case "$line" in *'"type":"decide"'*)\n    n=$((n+1))\n    if [ "$n" -eq 4 ]; then echo "boom" >&2; exit 1; fi\n    ${FIRST_MOVE} ;;\n  esac\ndone\n`,
    );
    const run = await playWith(bot, CLASSIC, SHORT);
    expectFinished(run);
    expectWithinLimits(run);
    expectIncidentsFrom(run, 4, "crash");
    expect(run.bot.incidents[0]!.detail).toMatch(/code 1.*boom/);
    for (const d of run.decisions.slice(0, 3)) expect(d.move).toEqual(d.view.legalMoves[0]); // its own moves
  });

  it("hangs forever: a timeout, one more chance, then it is stopped with what it started", async () => {
    const pidFile = join(dir, "hang.pid");
    const bot = script("hang.sh", '#!/bin/sh\nsleep 60 &\necho $! > "$1"\ncat > /dev/null\n');
    const run = await playWith(`${bot} ${pidFile}`, CLASSIC, SHORT);
    expectFinished(run);
    expectWithinLimits(run);
    expectIncidentsFrom(run, 1, "timeout");
    expect(run.bot.incidents.map((i) => i.stopped).slice(0, 3)).toEqual([false, true, true]);
    expect(run.bot.incidents[1]!.detail).toMatch(/stopped/);
    // The first two decisions waited for their limits; the rest did not wait at all.
    expect(run.decisions[0]!.ms).toBeGreaterThanOrEqual(run.bot.timeLimitMs + run.bot.startupMs - 5);
    expect(run.decisions[1]!.ms).toBeGreaterThanOrEqual(run.bot.timeLimitMs - 5);
    for (const d of run.decisions.slice(2)) expect(d.ms).toBeLessThan(50);
    expect(await eventuallyDead(run.bot.pid)).toBe(true);
    const sleeper = Number(readFileSync(pidFile, "utf8"));
    expect(await eventuallyDead(sleeper)).toBe(true); // its process group was killed
  });

  it("answers late once: that decision is random, the late answer is ignored, and it plays on", async () => {
    // Limit 800 ms; the answer to decision 2 comes after 1.2 s, before decision 3's limit ends.
    const bot = script(
      "late.sh",
      `#!/bin/sh\nn=0\nwhile IFS= read -r line; do\n  case "$line" in *'"type":"decide"'*)\n    n=$((n+1))\n    if [ "$n" -eq 2 ]; then sleep 1.2; fi\n    ${FIRST_MOVE} ;;\n  esac\ndone\n`,
    );
    const run = await playWith(bot, CLASSIC, { budgetMs: 700, graceMs: 100, startupMs: 200 });
    expectFinished(run);
    expectWithinLimits(run);
    expect(kinds(run)).toEqual(["timeout"]);
    expect(run.bot.incidents[0]!.decision).toBe(2);
    expect(run.bot.incidents[0]!.stopped).toBe(false);
    expect(run.log.some((line) => line.startsWith("[host] ignored a late answer"))).toBe(true);
    for (const d of run.decisions.slice(2)) expect(d.move).toEqual(d.view.legalMoves[0]); // its own moves again
  });

  it("writes garbage: each decision is random, reported as invalid JSON, and the program plays on", async () => {
    const bot = script(
      "garbage.sh",
      `#!/bin/sh\nwhile IFS= read -r line; do\n  case "$line" in *'"type":"decide"'*) echo "this is not JSON {" ;; esac\ndone\n`,
    );
    const run = await playWith(bot, CLASSIC, SHORT);
    expectFinished(run);
    expectWithinLimits(run);
    expectIncidentsFrom(run, 1, "invalid-json");
    expect(run.bot.incidents[0]!.detail).toContain("this is not JSON {");
    expect(run.bot.incidents.some((i) => i.stopped)).toBe(false);
    expect(await eventuallyDead(run.bot.pid)).toBe(true); // it exited at the end of its input
  });

  it("sends moves that are not legal: each is replaced and reported as an illegal move", async () => {
    const bot = script(
      "illegal.sh",
      `#!/bin/sh\nn=0\nwhile IFS= read -r line; do\n  case "$line" in *'"type":"decide"'*)\n    n=$((n+1))\n    case $((n % 4)) in\n      0) echo '{"seat":99,"play":"guard"}' ;;\n      1) echo '42' ;;\n      2) echo '{"play":"princess"}' ;;\n      3) echo '{"seat":0,"play":"guard","target":1,"guess":1}' ;;\n    esac ;;\n  esac\ndone\n`,
    );
    const run = await playWith(bot, CLASSIC, SHORT);
    expectFinished(run);
    expectWithinLimits(run);
    expectIncidentsFrom(run, 1, "illegal-move");
    expect(run.bot.incidents[0]!.detail).toMatch(/^42 is not one of the \d+ legal moves/);
  });

  it("writes nothing and exits: reported as an exit, then random moves", async () => {
    const bot = script("quits.sh", "#!/bin/sh\nread -r hello\nread -r decide\nexit 0\n");
    const run = await playWith(bot, CLASSIC, SHORT);
    expectFinished(run);
    expectWithinLimits(run);
    expectIncidentsFrom(run, 1, "exit");
    expect(run.bot.incidents.every((i) => i.stopped)).toBe(true);
  });

  it("cannot be started: reported as a crash", async () => {
    const run = await playWith(join(dir, "no-such-bot.py"), CLASSIC, SHORT);
    expectFinished(run);
    expectWithinLimits(run);
    expectIncidentsFrom(run, 1, "crash");
    expect(run.bot.incidents[0]!.detail).toMatch(/could not start/);
  });

  it("reports incidents through the callback as they happen", async () => {
    const bot = script("quits-too.sh", "#!/bin/sh\nexit 0\n");
    const seen: string[] = [];
    const run = await playWith(bot, CLASSIC, { ...SHORT, onIncident: (i) => seen.push(`${i.decision}:${i.kind}`) });
    expect(seen).toEqual(run.bot.incidents.map((i) => `${i.decision}:${i.kind}`));
    expect(seen.length).toBe(run.decisions.length);
  });
});

describe("external agents by name", () => {
  it("tells bot programs from built-in names", () => {
    for (const name of ["./bot.py", "bots/x", "bot.py", "mybot.js", "run.sh", "python3 bot.py"])
      expect(isExternalAgentName(name), name).toBe(true);
    for (const name of ["random", "heuristic", "nobody", "python3"])
      expect(isExternalAgentName(name), name).toBe(false);
    expect(isExternalAgentName("README.md", fileURLToPath(new URL("../../..", import.meta.url)))).toBe(true); // an existing file
  });

  it("createAgent gives built-in agents by name, programs as external agents, undefined otherwise", async () => {
    expect(createAgent("random", { seed: 1 })?.close).toBeUndefined();
    expect(createAgent("nobody", { seed: 1 })).toBeUndefined();
    const agent = createAgent(PYTHON_BOT, { seed: 1, budgetMs: 300, external: { graceMs: 50 } }) as ExternalAgent;
    expect(agent.timeLimitMs).toBe(350);
    const result = await runMatch([agent, randomAgent(2)], {
      ruleset: "classic",
      seed: 3,
      options: { tokensToWin: 2 },
    });
    await agent.close();
    expect(result.matchOver).toBe(true);
    expect(agent.incidents).toEqual([]);
    expect(existsSync(PYTHON_BOT)).toBe(true);
  });
});
