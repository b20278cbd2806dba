export type { Agent, Observation } from "./agent.js";
export * from "./arena/index.js";
export { EXPERT_DEFAULT_BUDGET_MS, expertAgent, playoutsFor } from "./expert/index.js";
export * from "./external/index.js";
export { heuristicAgent } from "./heuristic/index.js";
export {
  IllegalMoveError,
  type MatchRunResult,
  type RoundEnded,
  type RunMatchHooks,
  type RunMatchOptions,
  runMatch,
} from "./match-runner.js";
export { randomAgent } from "./random.js";
export { type AgentOptions, builtInAgentNames, createAgent, createBuiltInAgent } from "./registry.js";
export { workerScriptUrl } from "./worker-script.js";
