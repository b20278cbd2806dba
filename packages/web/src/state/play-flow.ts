import type { Move, View } from "@loveletter/engine";
import { nextStep, type Selection, type Step } from "@loveletter/seat";
import { useEffect, useMemo, useState } from "preact/hooks";

export interface PlayFlow {
  readonly sel: Selection;
  readonly step: Step;
  readonly moves: readonly Move[];
  choose(change: Partial<Selection>): void;
  /** Undoes the last choice. */
  back(): void;
  reset(): void;
}

/** The last choice made, to undo first. */
function undo(sel: Selection): Selection {
  const { look, guess, targetsDone, targets, target, card, keep, ...rest } = sel;
  if (look !== undefined) return { ...rest, card, target, targets, targetsDone, guess };
  if (guess !== undefined) return { ...rest, card, target, targets, targetsDone };
  if (targetsDone) return { ...rest, card, target, targets };
  if (targets?.length) return { ...rest, card, target, targets: targets.slice(0, -1) };
  if (target !== undefined) return { ...rest, card };
  return rest;
}

/**
 * The choices of the decision this seat is making, built step by step from its legal moves and
 * started afresh whenever the server moves the game on.
 */
export function usePlayFlow(view: View | null, turn: number): PlayFlow {
  const moves = view?.legalMoves ?? [];
  const [sel, setSel] = useState<Selection>({});
  useEffect(() => setSel({}), [turn, view?.awaiting?.decision, view?.awaiting?.seat]);
  const step = useMemo(() => nextStep(moves, sel), [moves, sel]);
  return {
    sel,
    step,
    moves,
    choose: (change) => setSel((s) => ({ ...s, ...change })),
    back: () => setSel(undo),
    reset: () => setSel({}),
  };
}
