// `loveletter bench` through main(argv, io): the probe ratio and the expert's playouts per second
// are measured and printed (their values depend on the machine and are never asserted).
import { describe, expect, it } from "vitest";
import { loveletter } from "./command-harness.js";

const bench = (...args: string[]) => loveletter("bench", ...args);

describe("loveletter bench", () => {
  it("--probe measures the table and the typed-array probe in the same run, and their ratio", async () => {
    const { code, out, err } = await bench("--probe", "--seconds", "0.4", "--json");
    expect(err).toBe("");
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ ruleset: "classic", players: 4 });
    expect(r.rounds).toBeGreaterThan(0);
    expect(r.probe.rounds).toBeGreaterThan(0);
    expect(r.ratio).toBeCloseTo(r.roundsPerSecond / r.probe.roundsPerSecond, 3);
  });

  it("--probe prints one line per table and what the probe is", async () => {
    const { code, out } = await bench("--probe", "--ruleset", "premium", "--players", "6", "--seconds", "0.3");
    expect(code).toBe(0);
    expect(out).toMatch(/^premium {2} 6 players\s+[\d,]+ rounds\/s .* \d\.\d{3} of the probe \([\d,]+ rounds\/s\)$/m);
    expect(out).toMatch(/target for classic 4 players: 0\.40/);
  });

  it("--expert counts the expert's playouts per searched decision", async () => {
    const args = ["--expert", "--ruleset", "classic", "--players", "3", "--budget-ms", "2", "--seconds", "0.2"];
    const { code, out, err } = await bench(...args, "--json");
    expect(err).toBe("");
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ ruleset: "classic", players: 3, budgetMs: 2 });
    expect(r.decisions).toBeGreaterThan(0);
    // At least the expert's count for a 2 ms budget at each searched decision.
    expect(r.playouts).toBeGreaterThanOrEqual(r.decisions * 2);
    expect(r.playoutsPerSecond).toBeGreaterThan(0);
  });

  it("--repeat measures the table in several runs and reports the median run and every run", async () => {
    const { code, out, err } = await bench("--probe", "--repeat", "3", "--seconds", "0.2", "--json");
    expect(err).toBe("");
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r.runs).toHaveLength(3);
    const ratios = r.runs.map((run: { ratio: number }) => run.ratio).sort((a: number, b: number) => a - b);
    expect(r.ratio).toBe(ratios[1]);
    expect(r).toMatchObject({ ruleset: "classic", players: 4 });
  });

  it("--repeat prints the spread of its runs under the median", async () => {
    const { code, out } = await bench("--repeat", "2", "--ruleset", "2019", "--players", "2", "--seconds", "0.2");
    expect(code).toBe(0);
    expect(out).toMatch(
      /^2019 {5} 2 players\s+[\d,]+ rounds\/s .*\n {2}median of 2 runs; rounds\/s from [\d,]+ to [\d,]+ \(spread \d+\.\d%\)$/m,
    );
  });

  it("refuses a bad --repeat", async () => {
    const { code, err } = await bench("--repeat", "1.5");
    expect(code).toBe(2);
    expect(err).toMatch(/--repeat must be a whole number of runs from 1 to 50; got "1\.5"/);
  });

  it("refuses a bad --budget-ms", async () => {
    const { code, err } = await bench("--expert", "--budget-ms", "soon");
    expect(code).toBe(2);
    expect(err).toMatch(/--budget-ms must be a whole number/);
  });
});
