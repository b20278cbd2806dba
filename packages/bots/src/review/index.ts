export { raceChance } from "../match-chance.js";
export { errorPoints, explainDecision, guessOdds, mistakesFirst } from "./describe.js";
export { type DecisionEstimate, type Estimate, evaluateDecision, type MoveEstimate, type Odds } from "./evaluate.js";
export type { Explanation, Fact, Reason } from "./explain.js";
export { HINT_DEFAULT_BUDGET_MS, type Hint, hintFor } from "./hint.js";
export { CLEAR_BY_SE, LABEL_THRESHOLDS, LABELS, type Label, labelFor } from "./labels.js";
export { formatMessage, type MessageParams, type MessageValue } from "./message-format.js";
export {
  type DecisionPoint,
  type DecisionReview,
  REVIEW_DEFAULT_BUDGET_MS,
  REVIEW_DEFAULT_SEED,
  type ReviewedGame,
  type ReviewOptions,
  reviewDecisions,
  seatDecisions,
} from "./review.js";
export {
  describeMove,
  explanationSentences,
  type ReviewNames,
  type ReviewSentence,
  type ReviewValue,
  valueName,
} from "./sentences.js";
