// `loveletter loadtest --turn-based` through main(argv, io) against a real server in this process.
import { describe, expect, it } from "vitest";
import type { TurnBasedResult } from "../src/loadtest/turn-based.js";
import { loveletter } from "./command-harness.js";
import { loadtestServer } from "./loadtest-server.js";

const server = loadtestServer();

describe("loveletter loadtest --turn-based", () => {
  it("opens turn-based tables that fall asleep (no room held), then times a join and a move at sleeping ones", async () => {
    const { code, out, err } = await loveletter(
      ...["loadtest", "--url", server().url, "--turn-based", "6", "--tables", "0", "--probes", "3", "--json"],
    );
    expect(err).toBe("");
    expect(code).toBe(0);
    const r = JSON.parse(out) as TurnBasedResult;
    expect(r.opened).toBe(6);
    expect(r.failedOpens).toBe(0);
    expect(r.asleep).toBe(6);
    expect(r.roomsAsleep).toBe(0);
    expect(r.probeErrors).toBe(0);
    // A table left between rounds is not probed (its player has no move): most are at a decision.
    expect(r.probes).toBeGreaterThan(0);
    expect(r.probes).toBeLessThanOrEqual(3);
    expect(r.wakeMs.p50).toBeGreaterThan(0);
    expect(r.moveMs.p50).toBeGreaterThan(0);
    expect(r.live).toBeNull();
    expect(r.deadlines).toBeNull();
  }, 120_000);

  it("refuses a bad count of tables", async () => {
    const bad = await loveletter("loadtest", "--url", server().url, "--tables", "0", "--turn-based", "0");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--turn-based must be a whole number from 1/);
  });
});
