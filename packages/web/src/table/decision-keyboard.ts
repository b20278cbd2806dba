import type { RefObject } from "preact";
import { useEffect } from "preact/hooks";
import type { DecisionCallbacks } from "./decision-model";
import type { TableModel } from "./table-model";

/** Someone typing (the chat) keeps the focus. */
function typing(el: Element): boolean {
  return el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && (el as HTMLInputElement).type === "text");
}

/**
 * Whether the focus is the table's to move: lost to the page (its control went or was disabled),
 * or on this seat's own controls. Anywhere else (a drawer, the options, the chat) it stays put.
 */
function focusIsFree(root: HTMLElement): boolean {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement || !el.isConnected) return true;
  if (typing(el)) return false;
  if ((el as HTMLButtonElement).disabled) return true;
  return !!el.closest(".me-area, .tb-seat-choose") && root.contains(el);
}

/** The next control to use: the first option of the step, Play, or the hand while nothing is to be done. */
function nextControl(root: HTMLElement, model: TableModel): HTMLElement | null {
  const decision = model.decision;
  const find = (selector: string) => root.querySelector<HTMLElement>(selector);
  if (!decision || decision.sending) return find(".me-area .my-hand");
  if (decision.step === "confirm") return find(".action-panel [data-testid=play-move]");
  if (decision.step === "card") return find(".my-hand button.card:not([disabled])");
  return find(".action-panel .choices button:not([disabled]), .action-panel .btn-row button:not([disabled])");
}

/**
 * After each choice and each move the keyboard's focus goes to the next thing to do, so that a
 * player never has to find their place again from the top of the page.
 */
export function useDecisionFocus(root: RefObject<HTMLElement>, model: TableModel): void {
  const decision = model.decision;
  // Waiting, the hand is drawn afresh when a round starts or the hand empties (its player is out).
  const key = decision
    ? `${decision.step}:${JSON.stringify(decision.sel)}:${decision.sending}`
    : `waiting:${model.view.round}:${model.hand.length > 0}`;
  useEffect(() => {
    const el = root.current;
    if (!el || !model.me || !focusIsFree(el)) return;
    nextControl(el, model)?.focus({ preventScroll: true });
  }, [key]);
}

/** Escape takes back the last choice of the move being built (with a dialog open it closes the dialog, and only that). */
export function useEscapeGoesBack(model: TableModel, on: DecisionCallbacks | undefined): void {
  const back = on ? model.decision?.back : null;
  useEffect(() => {
    if (!back || !on) return;
    const onKey = (e: KeyboardEvent) => {
      const dialogOpen =
        !!document.querySelector("dialog[open]") || !!(e.target as Element | null)?.closest?.("dialog");
      if (e.key === "Escape" && !dialogOpen && !e.defaultPrevented) on.onChoose(back);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [back, on?.onChoose]);
}
