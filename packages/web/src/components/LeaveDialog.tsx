import { useEffect, useRef } from "preact/hooks";
import { pendingLeave } from "../state/leave-guard";
import { useStore } from "../state/store";

/**
 * "Leave the table?" in the page's own modal dialog (the browser's confirm() stops every timer and
 * animation of the page, looks like a warning from the browser, and cannot be styled or read in
 * the page's words). Staying is the default: Escape and the first button keep the seat.
 */
export function LeaveDialog() {
  const pending = useStore(pendingLeave);
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (pending && !el.open) {
      el.showModal();
      stay.current?.focus();
    }
    if (!pending && el.open) el.close();
  }, [pending]);
  const leave = () => {
    const go = pending?.go;
    pendingLeave.set(null);
    go?.();
  };
  return (
    <dialog
      ref={dialog}
      class="leave-dialog"
      aria-labelledby="leave-dialog-title"
      aria-describedby="leave-dialog-warning"
      onClose={() => pendingLeave.set(null)}
      data-testid="leave-dialog"
    >
      {pending && (
        <>
          <h2 id="leave-dialog-title">Leave the table?</h2>
          <p id="leave-dialog-warning">{pending.warning}</p>
          <div class="btn-row">
            <button ref={stay} type="button" class="btn btn-primary" onClick={() => pendingLeave.set(null)}>
              Stay at the table
            </button>
            <button type="button" class="btn" onClick={leave}>
              Leave the table
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
