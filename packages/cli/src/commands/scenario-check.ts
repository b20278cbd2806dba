import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { runScenario, ScenarioError, unmetExpectations } from "@loveletter/engine";
import { loadScenarioFile, UnusableScenario } from "./scenario.js";

/** The case files named: a file as it is, a folder as every *.json under it, in name order. */
async function caseFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info === null) throw new UnusableScenario(`${path}: no such file or folder.`);
    if (!info.isDirectory()) {
      files.push(path);
      continue;
    }
    const names = (await readdir(path)).sort();
    files.push(...(await caseFiles(names.filter((n) => !n.startsWith(".")).map((n) => join(path, n)))).filter(isCase));
  }
  return files;
}

const isCase = (file: string) => file.endsWith(".json");

/** What one case file fails on: nothing when its scenario produces what its `expect` says. */
function unmetBy(file: string, data: unknown): string[] {
  const expected = (data as { expect?: unknown } | null)?.expect;
  if (expected === null || typeof expected !== "object" || Array.isArray(expected)) {
    throw new UnusableScenario(`${file}: a case file needs an "expect" object (docs/scenario-format.md).`);
  }
  const expectations = expected as Record<string, unknown>;
  try {
    const output = runScenario(data);
    return expectations.malformed === true
      ? ["expected the scenario to be refused as malformed, but it ran"]
      : unmetExpectations(output, expectations);
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return expectations.malformed === true ? [] : [`the scenario was refused: ${e.message}`];
  }
}

/**
 * `loveletter scenario --check PATH...`: runs every case file (a scenario with its expected
 * outcome) and prints a line per failing case, then "conformance: N/M cases pass". True when all pass.
 */
export async function scenarioCheckCommand(paths: readonly string[], out: (line: string) => void): Promise<boolean> {
  const files = await caseFiles(paths);
  let passed = 0;
  for (const file of files) {
    const data = await loadScenarioFile(file);
    const unmet = unmetBy(file, data);
    if (unmet.length === 0) passed += 1;
    else out(`${file}: ${unmet.join("; ")}`);
  }
  out(`conformance: ${passed}/${files.length} cases pass`);
  return passed === files.length;
}
