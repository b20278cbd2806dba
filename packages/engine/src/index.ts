/**
 * @loveletter/engine — the rules of every Love Letter edition.
 *
 * The readable API: `newMatch`, `legalMoves`, `apply`, `nextRound`, `view`, `runScenario`, states
 * as JSON (`JSON.stringify(state)`, `stateFromJSON`).
 * The fast API for search and benchmarks: `generateMoves`, `applyCode`, `cloneState`, `copyState`,
 * `startNextRound`, `playoutRound` (in place, move codes, no events when the log is null), and the
 * readers of places.ts (hands, piles, deck, face-up cards, scores) that allocate nothing.
 */
export * from "./cards.js";
export { type HiddenCards, stateFromView, withHiddenCards } from "./determinize.js";
export { CONFIG_ERROR_CODES, ConfigError, type ConfigErrorCode, PositionError } from "./errors.js";
export * from "./events.js";
export { applyCode } from "./flow/apply.js";
export { startNextRound } from "./flow/round.js";
export { discardSum, showdownScore } from "./flow/showdown.js";
export {
  type ApplyResult,
  apply,
  legalMoves,
  type MatchConfig,
  newMatch,
  nextRound,
  restartMatch,
  startMatch,
  type Transition,
} from "./match.js";
export * from "./moves/codes.js";
export { generateMoves, legalCodes } from "./moves/generate.js";
export { decodeMove, encodeMove } from "./moves/json.js";
export * from "./moves/move.js";
export {
  ANY_PLAYER,
  CHOOSES_NOBODY,
  ONE_OTHER,
  OTHER_AND_VALUE,
  OTHERS_1_2,
  TARGETING,
  type Targeting,
  TWO_PLAYERS,
  targetingOf,
} from "./moves/targeting.js";
export {
  deckCard,
  deckCount,
  faceUpCard,
  faceUpCount,
  handCard,
  handOf,
  handSize,
  inRound,
  isProtected,
  pileCard,
  pileSize,
  tokensOf,
  winsOf,
} from "./places.js";
export { moveBuffer, playoutRound } from "./playout.js";
export { type RngState, randomInt, seedRng, seedRngFromBytes, shuffle } from "./rng.js";
export { type CustomDeckEntry, compileRules, type MatchOptions, type Rules } from "./rules/compile.js";
export { existsIn, NUMBERINGS, type Numbering, valuesOf } from "./rules/numbering.js";
export { RULE_OPTION_VALUES, type RuleOptionName, type RuleOptions } from "./rules/options.js";
export * from "./rules/rulesets.js";
export { ScenarioError } from "./scenario/error.js";
export { unmetExpectations } from "./scenario/expectations.js";
export { runScenario, type ScenarioOutput, type ScenarioState, scenarioStateOf } from "./scenario/run.js";
export { scenarioState } from "./scenario/setup.js";
export { selfKnockout } from "./self-knockout.js";
export * from "./state.js";
export { stateFromJSON } from "./state-json.js";
export { unseenCounts } from "./unseen.js";
export {
  type PlayerView,
  publicView,
  SEAT_VIEW_KEYS,
  type SeatPart,
  seatPart,
  seatView,
  type View,
  view,
} from "./view.js";
