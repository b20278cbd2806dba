import { useEffect } from "preact/hooks";

/**
 * What leaving the page would cost, while it would cost something (a seat in a game under way):
 * links inside the app ask first (router.ts), and closing or reloading the tab gets the browser's
 * own "Leave site?" question.
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

/** Asks before leaving a table in play; true when the person may go. */
export function mayLeave(): boolean {
  return reason === null || window.confirm(`${reason}\n\nLeave the table?`);
}
