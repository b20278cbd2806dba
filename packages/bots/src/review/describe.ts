import type { Odds } from "./evaluate.js";
import type { DecisionReview } from "./review.js";
import { explanationSentences, type ReviewNames, type ReviewSentence } from "./sentences.js";

/** A standard error in points: "±2", or "±<1" rather than a misleading "±0". */
export const errorPoints = (se: number) => (se < 0.005 ? "±<1" : `±${Math.round(se * 100)}`);

/**
 * The sentences of a decision worth a comment (an inaccuracy or worse): what the player knew then,
 * why the expert's move was better, and both moves' chances to win the round. None for a decision
 * whose move played was the expert's best.
 */
export function explainDecision(r: DecisionReview, names: ReviewNames): ReviewSentence[] {
  return r.explanation ? explanationSentences(r.explanation, names) : [];
}

/** The odds worth learning at a Guard decision: each named value's chance, best first. */
export function guessOdds(r: DecisionReview): Extract<Odds, { kind: "guess" }>[] {
  return r.moves
    .map((m) => m.odds)
    .filter((o): o is Extract<Odds, { kind: "guess" }> => o?.kind === "guess")
    .sort((a, b) => b.chance - a.chance);
}

/** Decisions worth a comment, the one that cost most first (a review opens on its biggest mistake). */
export function mistakesFirst(reviews: readonly DecisionReview[]): DecisionReview[] {
  return reviews
    .filter((r) => r.label === "inaccuracy" || r.label === "mistake" || r.label === "blunder")
    .sort((a, b) => b.drop.round.mean - a.drop.round.mean || a.index - b.index);
}
