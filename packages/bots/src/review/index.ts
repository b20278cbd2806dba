export { raceChance } from "../match-chance.js";
export { describeMove, describeOdds, errorPoints, explainDecision, guessOdds, type ReviewNames } from "./describe.js";
export { type DecisionEstimate, type Estimate, evaluateDecision, type MoveEstimate, type Odds } from "./evaluate.js";
export { HINT_DEFAULT_BUDGET_MS, type Hint, hintFor } from "./hint.js";
export { CLEAR_BY_SE, LABEL_THRESHOLDS, LABELS, type Label, labelFor } from "./labels.js";
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
