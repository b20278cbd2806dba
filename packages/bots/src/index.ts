// @loveletter/bots: the agents and what runs them, with nothing Node-only: the web client runs the
// expert and the review in a Web Worker. Programs, worker threads and the arena are in
// "@loveletter/bots/node" (node.ts).
export type { Agent, Observation } from "./agent.js";
export { EXPERT_DEFAULT_BUDGET_MS, expertAgent, playoutsFor } from "./expert/index.js";
export { heuristicAgent } from "./heuristic/index.js";
export {
  IllegalMoveError,
  type MatchRunResult,
  type RoundEnded,
  type RunMatchHooks,
  type RunMatchOptions,
  runMatch,
} from "./match-runner.js";
export { beginnerAgent, randomAgent } from "./random.js";
export { type AgentOptions, builtInAgentNames, createBuiltInAgent } from "./registry.js";
export * from "./review/index.js";
