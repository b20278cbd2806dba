import { createRequire } from "node:module";
import type { Agent } from "./agent.js";
import { EXPERT_DEFAULT_BUDGET_MS } from "./expert/index.js";
import type { AgentOptions } from "./registry.js";

/**
 * The reference bots: bots kept only to measure others against in `loveletter sim`, never seated at
 * a table or offered to play against. Each is a pinned build (packages/bots/reference/<name>.cjs:
 * its code and its engine at one commit, made by scripts/build-reference-bots.mjs), not a second
 * copy of the source, so it plays today exactly as it did then.
 */
const REFERENCE_BOTS = {
  /** The expert before the match chance and the play likelihoods (README, "Measured strength"). */
  "expert-2026": "../reference/expert-2026.cjs",
} as const satisfies Record<string, string>;

/** What a reference build exports. */
interface ReferenceBuild {
  createAgent(seed: number | string, budgetMs: number, name: string): Agent;
}

const load = createRequire(import.meta.url);

export function referenceAgentNames(): string[] {
  return Object.keys(REFERENCE_BOTS);
}

/** A reference bot by name (the expert's default budget unless given), or undefined. */
export function createReferenceAgent(name: string, options: AgentOptions): Agent | undefined {
  if (!Object.hasOwn(REFERENCE_BOTS, name)) return undefined;
  const build = load(REFERENCE_BOTS[name as keyof typeof REFERENCE_BOTS]) as ReferenceBuild;
  return build.createAgent(options.seed, options.budgetMs ?? EXPERT_DEFAULT_BUDGET_MS, name);
}
