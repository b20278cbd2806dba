import { useEffect } from "preact/hooks";
import { createStore } from "./store";

/**
 * What leaving the page would cost, while it would cost something (a seat in a game under way):
 * links inside the app ask first, in the page's own dialog (components/LeaveDialog.tsx), and
 * closing or reloading the tab gets the browser's own "Leave site?" question.
 */
let reason: string | null = null;

export function leaveWarning(): string | null {
  return reason;
}

/** While `warning` is set, leaving asks for confirmation with it. */
export function useLeaveGuard(warning: string | null): void {
  useEffect(() => {
    if (!warning) return;
    reason = warning;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = warning;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      if (reason === warning) reason = null;
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [warning]);
}

/** A leave waiting for the person's answer: what it would cost, and where they were going. */
export interface PendingLeave {
  readonly warning: string;
  readonly go: () => void;
}

/** The question on screen (null when none): the leave dialog shows it. */
export const pendingLeave = createStore<PendingLeave | null>(null);

/** Goes at once when leaving costs nothing; else asks first, and goes only on "Leave the table". */
export function leaveThen(go: () => void): void {
  if (reason === null) go();
  else pendingLeave.set({ warning: reason, go });
}
