import type { Agent } from "./agent.js";
import { EXPERT_DEFAULT_BUDGET_MS, expertAgent } from "./expert/index.js";
import { heuristicAgent } from "./heuristic/index.js";
import { beginnerAgent, randomAgent } from "./random.js";

/** Options every built-in agent understands. */
export interface AgentOptions {
  /** Seed of the agent's own randomness; an agent is deterministic given its seed. */
  readonly seed: number | string;
  /** Search budget per decision in milliseconds (the expert; others ignore it). */
  readonly budgetMs?: number;
}

type Factory = (options: AgentOptions) => Agent;

/** The built-in agents by name. */
const BUILT_IN: Readonly<Record<string, Factory>> = {
  random: ({ seed }) => randomAgent(seed),
  beginner: ({ seed }) => beginnerAgent(seed),
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
