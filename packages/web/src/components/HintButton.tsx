import type { EngineEvent, View } from "@loveletter/engine";
import type { TableSettingsInput } from "@loveletter/protocol";
import type { NameContext } from "@loveletter/seat";
import { useEffect, useRef, useState } from "preact/hooks";
import type { Running } from "../review/review-client";

/** Hints are shown only at a table made with them, which is never rated (the server refuses both). */
export function hintsAllowed(settings: TableSettingsInput | null): boolean {
  return settings?.hints === true && settings.rated === false;
}

type State =
  | { readonly kind: "idle" }
  | { readonly kind: "thinking" }
  | { readonly kind: "shown"; readonly text: string }
  | { readonly kind: "failed"; readonly message: string };

/**
 * "Hint": the expert's suggestion for this seat's decision and what it is worth, computed in a Web
 * Worker from this seat's own view and the events it saw (never anything the server kept from it).
 * The worker and the expert load on the first press.
 */
export function HintButton({
  view,
  events,
  names,
}: {
  view: View;
  events: readonly EngineEvent[];
  names: NameContext;
}) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const running = useRef<Running | null>(null);
  // A new decision: the last hint no longer applies.
  const decision = `${view.round}/${view.awaiting?.decision}/${view.hand.join()}/${view.seats.map((s) => s.discards.length).join()}`;
  useEffect(() => {
    running.current?.cancel();
    running.current = null;
    setState({ kind: "idle" });
  }, [decision]);
  useEffect(() => () => running.current?.cancel(), []);

  const ask = async () => {
    setState({ kind: "thinking" });
    try {
      const [{ startHint }, { hintText }] = await Promise.all([
        import("../review/review-client"),
        import("../review/hint-text"),
      ]);
      running.current = startHint(
        { type: "hint", view, events: [...events] },
        (hint) => {
          running.current = null;
          setState({ kind: "shown", text: hintText(hint, names) });
        },
        (message) => {
          running.current = null;
          setState({ kind: "failed", message });
        },
      );
    } catch (e) {
      setState({ kind: "failed", message: (e as Error).message });
    }
  };

  return (
    <div
      class="hint"
      data-testid="hint"
      style={{ display: "flex", gap: "0.5rem", alignItems: "baseline", flexWrap: "wrap", margin: "0.4rem 0" }}
    >
      <button
        type="button"
        class="btn btn-small"
        onClick={() => void ask()}
        disabled={state.kind === "thinking"}
        aria-describedby="hint-text"
      >
        {state.kind === "thinking" ? "Thinking…" : "Hint"}
      </button>
      <span id="hint-text" class="small" role="status">
        {state.kind === "shown" && <>Expert's suggestion: {state.text}</>}
        {state.kind === "failed" && <>No hint: {state.message}</>}
      </span>
    </div>
  );
}
