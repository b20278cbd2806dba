export {
  type ArenaBotResult,
  type ArenaConfig,
  type ArenaPlan,
  type ArenaResult,
  type ArenaRunOptions,
  arenaWorkerUrl,
  DEFAULT_PERPETUAL_ROUNDS,
  planArena,
  runArena,
} from "./arena.js";
export {
  ArenaError,
  type ArenaExternalOptions,
  type ArenaMatchOutcome,
  type ArenaMatchSpec,
  checkBot,
  playArenaMatch,
  type ReplacedMoves,
} from "./play.js";
export { type ArenaJob, agentSeed, entryLabels, matchSeed, rotate, schedule, seatingPlan } from "./seating.js";
export { rate, wilson, Z95 } from "./stats.js";
