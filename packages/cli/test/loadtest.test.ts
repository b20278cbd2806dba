// `loveletter loadtest` through main(argv, io) against a real server started in this process.
import { describe, expect, it } from "vitest";
import { defaultWorkers, summary } from "../src/commands/loadtest.js";
import { type LoadtestResult, movesOfProcess } from "../src/loadtest/run.js";
import { loveletter } from "./command-harness.js";
import { loadtestServer } from "./loadtest-server.js";

const server = loadtestServer();

describe("loveletter loadtest", () => {
  it("plays 3 tables of 4 clients for 5 seconds: moves, matches, no errors, sane figures", async () => {
    const { code, out, err } = await loveletter(
      ...[
        "loadtest",
        "--url",
        server().url,
        "--tables",
        "3",
        "--players",
        "4",
        "--seconds",
        "5",
        "--think-ms",
        "50-300",
      ],
      ...["--warmup", "1", "--tokens", "1", "--workers", "2", "--json"],
    );
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out.trim().split("\n")).toHaveLength(1);
    const r = JSON.parse(out) as LoadtestResult;
    expect(r).toMatchObject({ tables: 3, players: 4, clients: 12, ruleset: "classic", seconds: 5 });
    expect(r.errors).toBe(0);
    expect(r.errorsByKind).toEqual({});
    expect(r.refused).toBe(0);
    // Four clients thinking 50–300 ms each: a table makes a few moves a second. (Loose bounds: this
    // checks that the figures are measured and coherent; it is not a benchmark.)
    expect(r.moves).toBeGreaterThan(10);
    expect(r.movesPerSecond).toBeGreaterThan(1);
    expect(r.movesPerSecond).toBeLessThan(200);
    // One-token matches are short: some end, and their tables play a rematch.
    expect(r.matches).toBeGreaterThan(0);
    // The warm-up's moves are counted apart from full load's.
    expect(r.warmupSeconds).toBe(1);
    expect(r.ramp.moves).toBeGreaterThan(0);
    expect(r.ramp.moves).toBeLessThan(r.moves);
    // Two worker threads drove the tables (two and one): their figures add up.
    expect(r.loadGenerator.workers).toBe(2);
    expect(r.tablesActive.max).toBe(3);
    const l = r.latencyMs;
    expect(0 < l.p50 && l.p50 <= l.p95 && l.p95 <= l.p99 && l.p99 <= l.max).toBe(true);
    expect(l.max).toBeLessThan(10_000);
    const think = r.reactionMs;
    expect(50 <= think.p50 && think.p50 <= think.p95 && think.p95 <= think.max).toBe(true);
    expect(r.slowReactions).toBeGreaterThanOrEqual(0);
    expect(r.loadGenerator.eventLoopDelayMaxMs).toBeGreaterThanOrEqual(0);
    // The server's health was sampled every second: its memory, and its rooms (3 tables at least).
    expect(r.server.samples).toBeGreaterThanOrEqual(5);
    expect(r.server.rssMaxBytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(r.server.heapUsedMaxBytes).toBeGreaterThan(0);
    expect(r.server.roomsMax).toBeGreaterThanOrEqual(3);
    expect(r.server.clientsMax).toBeGreaterThanOrEqual(12);
    // The server's own CPU per move at full load, from its health check's CPU time.
    expect(r.server.cpuPerMoveMicros).toBeGreaterThan(0);
    expect(r.server.rssIdleBytes).toBeGreaterThan(10 * 1024 * 1024);
    // One process: it held every table, and its figures are per table and per move of all of them.
    expect(r.server.tablesHeld).toBe(3);
    expect(summary(r)).not.toMatch(/of the process at/);
    // Asked of one of several processes, the summary says whose figures they are.
    expect(summary({ ...r, server: { ...r.server, tablesHeld: 1 } })).toMatch(
      new RegExp(`server per unit: .*\\n {18}of the process at ${server().url}, which held 1 of the 3 tables in play`),
    );
  });

  it("prints a readable summary without --json", async () => {
    const { code, out } = await loveletter(
      ...["loadtest", "--url", server().url, "--tables", "1", "--players", "2", "--seconds", "1", "--think-ms", "150"],
      ...["--warmup", "0"],
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^1 of 1 tables played × 2 players \(2 clients\), classic, against http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toMatch(/move round trip: +p50 [\d.]+ ms +p95 [\d.]+ ms +p99 [\d.]+ ms +max [\d.]+ ms/);
    expect(out).toMatch(/errors: +0\n/);
    expect(out).toMatch(/server: +rss \d+ MB/);
    // The server's loop delay, once a 10 s window of it has ended (this test's server may be younger).
    expect(out).toMatch(
      /server loop: +event-loop delay (p99 [\d.]+ ms, max [\d.]+ ms \(worst 10 s window at full load\)|not reported)/,
    );
  });

  it("measures full load window by window for a soak, each window's line printed as it ends", async () => {
    const { code, out } = await loveletter(
      ...["loadtest", "--url", server().url, "--tables", "2", "--players", "2", "--seconds", "4", "--window", "2"],
      ...["--think-ms", "50-150", "--warmup", "0", "--workers", "2"],
    );
    expect(code).toBe(0);
    const lines = out.split("\n").filter((line) => line.startsWith("window "));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^window 0-2 s: +p50 [\d.]+ ms +p99 [\d.]+ ms +max [\d.]+ ms +[\d.]+ moves\/s +server rss \d+ MB +\d+ µs of CPU per move$/,
    );
    expect(lines[1]).toMatch(/^window 2-4 s:/);
    const json = await loveletter(
      ...["loadtest", "--url", server().url, "--tables", "2", "--players", "2", "--seconds", "3", "--window", "1"],
      ...["--think-ms", "50-150", "--warmup", "0", "--json"],
    );
    const r = JSON.parse(json.out) as LoadtestResult;
    expect(r.windows.map((w) => [w.fromSeconds, w.toSeconds])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    // The windows split full load's moves between them: none counted twice, none lost.
    const windowed = r.windows.reduce((sum, w) => sum + w.movesPerSecond * (w.toSeconds - w.fromSeconds), 0);
    expect(windowed).toBeGreaterThan(0);
    expect(windowed).toBeLessThanOrEqual(r.movesPerSecond * r.seconds + 4);
    for (const w of r.windows) {
      expect(w.latencyMs.p50).toBeLessThanOrEqual(w.latencyMs.p99);
      expect(w.rssBytes).toBeGreaterThan(10 * 1024 * 1024);
    }
    const bad = await loveletter("loadtest", "--url", server().url, "--tables", "1", "--window", "0");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--window must be a whole number from 1/);
  });

  it("drives its clients from a worker per core, more when a worker would drive over 2,000", () => {
    // 2 cores: 1,000 tables of 4 are 4,000 clients, 2 workers; 2,000 tables need 4.
    expect(defaultWorkers(1_000, 4, 2)).toBe(2);
    expect(defaultWorkers(2_000, 4, 2)).toBe(4);
    expect(defaultWorkers(2_001, 4, 2)).toBe(5);
    // Never more than a worker per table, nor over 64.
    expect(defaultWorkers(3, 4, 16)).toBe(3);
    expect(defaultWorkers(100_000, 8, 2)).toBe(64);
  });

  it("counts a process's CPU by the moves of the tables it holds, when several share them", () => {
    // Two processes: the one asked holds 998 of 2,000 tables, so about half the moves are its own.
    expect(movesOfProcess(351_100, 998, 2_000)).toBeCloseTo(175_198.9);
    expect(movesOfProcess(1_000, 2_000, 2_000)).toBe(1_000);
    // A table still being seated has its room too: never more than all the moves.
    expect(movesOfProcess(1_000, 2_001, 2_000)).toBe(1_000);
    expect(movesOfProcess(1_000, 0, 2_000)).toBe(0);
    expect(movesOfProcess(1_000, 3, 0)).toBe(0);
  });

  it("refuses bad arguments and a server that isn't there", async () => {
    const bad = await loveletter("loadtest", "--url", server().url, "--tables", "0");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--tables must be a whole number from 1/);
    const think = await loveletter("loadtest", "--url", server().url, "--tables", "1", "--think-ms", "300-50");
    expect(think.code).toBe(2);
    expect(think.err).toMatch(/--think-ms/);
    const workers = await loveletter("loadtest", "--url", server().url, "--tables", "1", "--workers", "0");
    expect(workers.code).toBe(2);
    expect(workers.err).toMatch(/--workers must be a whole number from 1 to 64/);
    const away = await loveletter("loadtest", "--url", "http://127.0.0.1:1", "--tables", "1");
    expect(away.code).toBe(2);
    expect(away.err).toMatch(/no server answers at http:\/\/127\.0\.0\.1:1/);
  });
});
