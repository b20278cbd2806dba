// `loveletter loadtest` against the first of two `loveletter serve` processes sharing Redis and
// PostgreSQL, as docs/deploy.md runs it at 2,000 tables ("Two processes, Redis and PostgreSQL"):
// the scale-out path under the load test's traffic, and the load test's figures of one process of
// several.
import type { HttpAnswers } from "@loveletter/protocol";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type TestCluster } from "../../server/test/support/cluster.js";
import type { ServerProcess } from "../../server/test/support/process.js";
import type { LoadtestResult } from "../src/loadtest/run.js";
import { loveletter } from "./command-harness.js";

const TABLES = 8;

type Health = HttpAnswers["health"];

let cluster: TestCluster | undefined;
let servers: readonly ServerProcess[] = [];
let database: string;
beforeAll(async () => {
  cluster = await startCluster("loadtest", 2, {
    // Every client of the load test is a guest from this one address (docs/deploy.md).
    LOVELETTER_GUESTS_PER_HOUR: "1000",
    LOVELETTER_CONNECTIONS_PER_ADDRESS: "1000",
  });
  ({ servers, database } = cluster);
}, 90_000);
afterAll(async () => {
  await cluster?.stop();
});

describe("loveletter loadtest against two processes on Redis and PostgreSQL", () => {
  it("plays every table without an error, across both processes, and every move it counted is stored", async () => {
    const [first] = servers as [ServerProcess, ServerProcess];
    // The first places tables on both once its heartbeat has seen the second, which started beside it.
    await expect
      .poll(async () => ((await (await fetch(`${first.url}/api/health`)).json()) as Health).processes, {
        timeout: 15_000,
      })
      .toBe(2);
    const { code, out, err } = await loveletter(
      ...["loadtest", "--url", first.url, "--tables", String(TABLES), "--players", "4", "--seconds", "4"],
      ...["--think-ms", "50-200", "--warmup", "1", "--tokens", "1", "--workers", "2", "--json"],
    );
    expect(err, servers.map((server) => server.output()).join("\n")).toBe("");
    expect(code).toBe(0);
    const r = JSON.parse(out) as LoadtestResult;
    expect(r.errors).toBe(0);
    expect(r.errorsByKind).toEqual({});
    expect(r.tablesActive.max).toBe(TABLES);
    expect(r.moves).toBeGreaterThan(TABLES);
    expect(r.matches).toBeGreaterThan(0);
    // Tables are made through the first process, and matchmaking puts them on both: the figures are
    // that process's, by the tables it held.
    expect(r.server.tablesHeld).toBeGreaterThan(0);
    expect(r.server.tablesHeld).toBeLessThan(TABLES);

    // Both processes stop gracefully; what they stored is in the shared database. A move is stored
    // before anyone hears of it, so every move the load test saw answered is there (and perhaps a
    // few it did not wait for at the end).
    await Promise.all(servers.map((server) => server.stop()));
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    try {
      const stored = await client.query<{ moves: string; games: string; finished: string }>(
        `select (select count(*) from actions where action::json->>'type' = 'move') as moves,
                (select count(distinct table_id) from games) as games,
                (select count(*) from games where status = 'finished') as finished`,
      );
      const row = stored.rows[0]!;
      expect(Number(row.moves)).toBeGreaterThanOrEqual(r.moves);
      expect(Number(row.games)).toBe(TABLES);
      expect(Number(row.finished)).toBeGreaterThanOrEqual(r.matches);
    } finally {
      await client.end();
    }
  }, 120_000);
});
