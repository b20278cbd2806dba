/** A scenario file that does not fit scenario-format.md (the command exits 2 with this message). */
export class ScenarioError extends Error {
  override readonly name = "ScenarioError";
}

export function malformed(message: string): never {
  throw new ScenarioError(message);
}
