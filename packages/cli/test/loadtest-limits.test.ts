// `loveletter loadtest` against a server with its default per-address limits: a run asked for 50
// tables played 15 (the rest of its guests were refused) and printed "50 tables" as its headline.
// The headline says how many played, and a run the limits refused clients in is not reported
// unless asked for with --allow-refused.
import { expect, it } from "vitest";
import type { LoadtestResult } from "../src/loadtest/run.js";
import { loveletter } from "./command-harness.js";
import { loadtestServer } from "./loadtest-server.js";

const server = loadtestServer();

/** 60 new guests an hour from one address by default: 31 tables of 2 want 62. */
const TABLES = "31";

const run = (...more: string[]) =>
  loveletter(
    ...["loadtest", "--url", server().url, "--players", "2", "--seconds", "1", "--warmup", "0"],
    ...["--think-ms", "50-100", "--workers", "1", ...more],
  );

it("says how many of the tables played, and reports a refused run only with --allow-refused", async () => {
  const allowed = await run("--tables", TABLES, "--allow-refused");
  expect(allowed.code).toBe(0);
  // The 2 guests refused were one table's or two tables'.
  expect(allowed.out).toMatch(/^REFUSED: the server's per-address limits refused [12] clients;/m);
  expect(allowed.out).toMatch(/^(29|30) of 31 tables played × 2 players \(62 clients\), classic/m);
  expect(allowed.out).toMatch(/refused by the server's limits [12]/);

  // The hour's 60 guests are spent: every client of the next run is refused.
  const refused = await run("--tables", "2");
  expect(refused.code).toBe(1);
  expect(refused.out).toBe("");
  expect(refused.err).toMatch(
    /^loveletter loadtest: the server's per-address limits refused 2 of the run's clients, so only 0 of 2 tables played: .*LOVELETTER_GUESTS_PER_HOUR.*--allow-refused/,
  );

  const json = await run("--tables", "1", "--json");
  expect(json.code).toBe(1);
  expect(json.out).toBe("");
  const allowedJson = await run("--tables", "1", "--json", "--allow-refused");
  expect(allowedJson.code).toBe(0);
  const r = JSON.parse(allowedJson.out) as LoadtestResult;
  expect(r).toMatchObject({ tables: 1, refused: 1, tablesActive: { max: 0, end: 0 } });
});
