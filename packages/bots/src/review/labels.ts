/**
 * How a decision is judged, by how much the move played lowered the chance to win the round
 * compared with the best move (docs/review.md, "Labels", has the measurements behind the numbers).
 * - best: the move played is the one with the best estimate (or as good as it);
 * - fine: it lost less than an inaccuracy, or not clearly more than the estimates' error;
 * - inaccuracy, mistake, blunder: it lost at least 5, 12 or 25 points of round win chance, and that
 *   is true even at the low end of the loss's 95% interval (loss − 2 standard errors).
 * A forced move (one legal move) gets no label.
 */
export type Label = "best" | "fine" | "inaccuracy" | "mistake" | "blunder";

export const LABELS: readonly Label[] = ["best", "fine", "inaccuracy", "mistake", "blunder"];

/** The smallest losses in round win chance, as fractions, for each label past "fine". */
export const LABEL_THRESHOLDS = { inaccuracy: 0.05, mistake: 0.12, blunder: 0.25 } as const;

/** How many standard errors of the loss are taken off it before the thresholds apply. */
export const CLEAR_BY_SE = 2;

/** The label of a move that lost `drop` of round win chance with standard error `se`. */
export function labelFor(drop: number, se: number, playedIsBest: boolean): Label {
  if (playedIsBest || drop <= 0) return "best";
  const sure = drop - CLEAR_BY_SE * se;
  if (sure >= LABEL_THRESHOLDS.blunder) return "blunder";
  if (sure >= LABEL_THRESHOLDS.mistake) return "mistake";
  if (sure >= LABEL_THRESHOLDS.inaccuracy) return "inaccuracy";
  return "fine";
}
