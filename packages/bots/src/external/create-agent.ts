import type { Agent } from "../agent.js";
import { type AgentOptions, createBuiltInAgent } from "../registry.js";
import { type ExternalAgentOptions, externalAgent } from "./agent.js";
import { isExternalAgentName } from "./command.js";

/** Options for any agent, a program included. */
export interface ProgramAgentOptions extends AgentOptions {
  /**
   * External programs only (see `externalAgent`): grace, the match options told in the hello,
   * incident and log callbacks. Their seed and budget are the two fields of `AgentOptions`.
   */
  readonly external?: Omit<ExternalAgentOptions, "seed" | "budgetMs">;
}

/**
 * A built-in agent by name, else an external program when the name is one (`isExternalAgentName`:
 * it contains a "/", ends in .py/.js/.sh, or is an existing file), else undefined. An external
 * agent's program starts at once: call the agent's `close()` when the match is over.
 */
export function createAgent(name: string, options: ProgramAgentOptions): Agent | undefined {
  const builtIn = createBuiltInAgent(name, options);
  if (builtIn || !isExternalAgentName(name)) return builtIn;
  return externalAgent(name, { ...options.external, seed: options.seed, budgetMs: options.budgetMs });
}
