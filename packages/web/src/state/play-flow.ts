import type { View } from "@loveletter/engine";
import type { Selection } from "@loveletter/seat";
import { useEffect, useState } from "preact/hooks";

/**
 * The choices this seat has made so far in the decision it is building (the table model turns
 * them into the step and its options), started afresh whenever the game moves on.
 */
export function usePlaySelection(view: View | null, turn: number): [Selection, (sel: Selection) => void] {
  const [sel, setSel] = useState<Selection>({});
  useEffect(() => setSel({}), [turn, view?.awaiting?.decision, view?.awaiting?.seat]);
  return [sel, setSel];
}
