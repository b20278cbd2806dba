import type { Agent } from "./agent.js";
import { EXPERT_DEFAULT_BUDGET_MS, expertAgent } from "./expert/index.js";
import { type ExternalAgentOptions, externalAgent, isExternalAgentName } from "./external/index.js";
import { heuristicAgent } from "./heuristic/index.js";
import { randomAgent } from "./random.js";

/** Options every built-in agent understands. */
export interface AgentOptions {
  /** Seed of the agent's own randomness; an agent is deterministic given its seed. */
  readonly seed: number | string;
  /** Search budget per decision in milliseconds (the expert; others ignore it). */
  readonly budgetMs?: number;
  /**
   * External programs only (see `externalAgent`): grace, the match options told in the hello,
   * incident and log callbacks. Their seed and budget are the two fields above.
   */
  readonly external?: Omit<ExternalAgentOptions, "seed" | "budgetMs">;
}

type Factory = (options: AgentOptions) => Agent;

/** The built-in agents by name. */
const BUILT_IN: Readonly<Record<string, Factory>> = {
  random: ({ seed }) => randomAgent(seed),
  heuristic: ({ seed }) => heuristicAgent(seed),
  expert: ({ seed, budgetMs }) => expertAgent(seed, budgetMs ?? EXPERT_DEFAULT_BUDGET_MS),
};

export function builtInAgentNames(): string[] {
  return Object.keys(BUILT_IN);
}

/** A built-in agent by name, or undefined. */
export function createBuiltInAgent(name: string, options: AgentOptions): Agent | undefined {
  return BUILT_IN[name]?.(options);
}

/**
 * A built-in agent by name, else an external program when the name is one (`isExternalAgentName`:
 * it contains a "/", ends in .py/.js/.sh, or is an existing file), else undefined. An external
 * agent's program starts at once: call the agent's `close()` when the match is over.
 */
export function createAgent(name: string, options: AgentOptions): Agent | undefined {
  const builtIn = createBuiltInAgent(name, options);
  if (builtIn || !isExternalAgentName(name)) return builtIn;
  return externalAgent(name, { ...options.external, seed: options.seed, budgetMs: options.budgetMs });
}
