import { readFile } from "node:fs/promises";
import { runScenario, ScenarioError } from "@loveletter/engine";

/** A scenario file that cannot be run: missing, not JSON, or not in the scenario format. */
export class UnusableScenario extends Error {}

export async function loadScenarioFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    throw new UnusableScenario(`${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}).`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UnusableScenario(`${file}: not valid JSON (${(e as Error).message}).`);
  }
}

/**
 * `loveletter scenario FILE...`: one JSON line per file, in order (scenario-format.md). Every file
 * is checked before anything is printed, so a malformed file yields exit 2 and no partial output.
 */
export async function scenarioCommand(files: string[], out: (line: string) => void): Promise<void> {
  const lines: string[] = [];
  for (const file of files) {
    const input = await loadScenarioFile(file);
    try {
      lines.push(JSON.stringify(runScenario(input)));
    } catch (e) {
      if (e instanceof ScenarioError) throw new UnusableScenario(`${file}: ${e.message}`);
      throw e;
    }
  }
  for (const line of lines) out(line);
}
