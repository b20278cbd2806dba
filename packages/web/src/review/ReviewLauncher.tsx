import type { GameRecord, StoredAction } from "@loveletter/protocol";
import type { ComponentType } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import type { Replay } from "../game/replay";
import type { ReviewPanelProps } from "./ReviewPanel";

/**
 * The replay's "Review" button. The review panel, the expert and its worker are loaded only when it
 * is pressed: none of it is in the first page load.
 */
export function ReviewLauncher({
  game,
  replay,
  showStep,
  showSeat,
  showNote,
  start,
}: {
  game: GameRecord;
  replay: Replay;
  /** Open and start the review at once (the address `paths.review` gives), on this decision. */
  start?: ReviewPanelProps["start"];
  /** Show the position before a reviewed move on the replay's table: its step, from the reviewed seat. */
  showStep?: (step: number) => void;
  showSeat?: (seat: number) => void;
  /** A note for the table at that step: the expert's best move there. */
  showNote?: (note: { step: number; text: string }) => void;
}) {
  const [Panel, setPanel] = useState<ComponentType<ReviewPanelProps> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // The log as stored, from the replay's steps (each step after the deal is one action).
  const actions = useMemo<StoredAction[]>(
    () => replay.steps.slice(1).map((s, seq) => ({ seq, action: s.action!, at: 0 })),
    [replay],
  );
  const names = replay.steps[0]?.names ?? [];
  const onShow = (step: number, seat: number, text: string) => {
    showStep?.(step);
    showSeat?.(seat);
    showNote?.({ step, text });
  };
  const open = () =>
    import("./ReviewPanel").then((m) => setPanel(() => m.ReviewPanel)).catch((e: Error) => setFailed(e.message));
  useEffect(() => {
    if (start) open();
  }, []);
  if (Panel) return <Panel game={game} actions={actions} names={names} onShow={onShow} start={start} />;
  return (
    <section class="panel review-panel" aria-label="Review">
      <button type="button" class="btn btn-small" onClick={open} data-testid="review-open">
        Review mode
      </button>
      {failed && <p class="notice notice-error">The review could not load: {failed}</p>}
    </section>
  );
}

/** On the replay's table at a reviewed decision: the expert's best move there. */
export function ReviewNote({ text }: { text: string }) {
  return (
    <p class="notice notice-info review-note" role="status" data-testid="review-note">
      {text}
    </p>
  );
}
