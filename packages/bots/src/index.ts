export type { Agent, Observation } from "./agent.js";
export {
  IllegalMoveError,
  type MatchRunResult,
  type RoundEnded,
  type RunMatchHooks,
  type RunMatchOptions,
  runMatch,
} from "./match-runner.js";
export { randomAgent } from "./random.js";
