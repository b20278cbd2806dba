import type { EngineEvent, Move, View } from "@loveletter/engine";
import { MatchKnowledge } from "../match-knowledge.js";
import { type Estimate, evaluateDecision, type MoveEstimate } from "./evaluate.js";

/** The default budget of a hint, in ms of the expert's search. */
export const HINT_DEFAULT_BUDGET_MS = 150;

/** The expert's suggestion for a decision, and what the moves are worth. */
export interface Hint {
  readonly move: Move;
  /** The suggested move's chance to win the round, and the match (null at a perpetual table). */
  readonly round: Estimate;
  readonly match: Estimate | null;
  /** Every legal move's estimate, in the view's order. */
  readonly moves: readonly MoveEstimate[];
}

/**
 * A hint from the seat's own side: its view and the events it saw in this round (from the round's
 * start: beliefs begin again at each round). Nothing else is read, so a hint knows what the seat
 * knows and no more. The same view, events, seed and budget give the same hint.
 */
export function hintFor(
  view: View,
  events: readonly EngineEvent[],
  options: { seed?: string; budgetMs?: number } = {},
): Hint {
  if (view.seat === null || view.awaiting?.seat !== view.seat || view.legalMoves.length === 0)
    throw new Error("A hint is for the seat's own decision.");
  const knowledge = new MatchKnowledge();
  const unseen = knowledge.update(view, events);
  const estimate = evaluateDecision(view, knowledge, unseen, {
    seed: options.seed ?? `hint/${view.round}/${view.seats.map((s) => s.discards.length).join(".")}`,
    budgetMs: options.budgetMs ?? HINT_DEFAULT_BUDGET_MS,
  });
  const best = estimate.moves[estimate.best]!;
  return { move: best.move, round: best.round, match: best.match, moves: estimate.moves };
}
