import {
  type DecisionReview,
  describeMove,
  errorPoints,
  explainDecision,
  guessOdds,
  LABEL_THRESHOLDS,
  type Label,
  REVIEW_DEFAULT_BUDGET_MS,
  type ReviewNames,
} from "@loveletter/bots";
import type { GameRecord, StoredAction } from "@loveletter/protocol";
import { guessLabel } from "@loveletter/seat";
import { useEffect, useRef, useState } from "preact/hooks";
import { type Running, startReview } from "./review-client";
import "./review.css";

export interface ReviewPanelProps {
  readonly game: GameRecord;
  readonly actions: readonly StoredAction[];
  /** Seat names, for the sentences. */
  readonly names: readonly string[];
  /**
   * Show a decision on the replay's table: the step before its move, from the reviewed seat, with a
   * note of the expert's best move there.
   */
  readonly onShow?: (step: number, seat: number, note: string) => void;
}

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly total: number | null }
  | { readonly kind: "done"; readonly seconds: number; readonly budgetMs: number }
  | { readonly kind: "cancelled" }
  | { readonly kind: "failed"; readonly message: string };

const LABEL_TEXT: Record<Label | "forced", string> = {
  best: "Best",
  fine: "Fine",
  inaccuracy: "Inaccuracy",
  mistake: "Mistake",
  blunder: "Blunder",
  forced: "Forced",
};

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** How hard the expert looks at each decision: its search budget in ms (more: smaller errors, slower). */
const DEPTHS = [
  { name: "Quick", budgetMs: REVIEW_DEFAULT_BUDGET_MS / 3 },
  { name: "Standard", budgetMs: REVIEW_DEFAULT_BUDGET_MS },
  { name: "Deep", budgetMs: REVIEW_DEFAULT_BUDGET_MS * 4 },
] as const;

/**
 * The replay's "Review" mode: the expert judges each decision of one seat from what that seat knew,
 * in a Web Worker (nothing is asked of the server). A bar per decision coloured by its label, the
 * move list, the expert's best move, a sentence per mistake; a progress bar and Cancel meanwhile.
 */
export function ReviewPanel({ game, actions, names, onShow }: ReviewPanelProps) {
  const people = game.seats.map((o, i) => (o.kind === "human" ? i : -1)).filter((i) => i >= 0);
  const [seat, setSeat] = useState(people[0] ?? 0);
  const [budgetMs, setBudgetMs] = useState<number>(REVIEW_DEFAULT_BUDGET_MS);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [reviews, setReviews] = useState<DecisionReview[]>([]);
  const [replayError, setReplayError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const running = useRef<Running | null>(null);

  useEffect(() => () => running.current?.cancel(), []);

  const start = () => {
    running.current?.cancel();
    setReviews([]);
    setSelected(null);
    setReplayError(null);
    setStatus({ kind: "running", total: null });
    const collected: DecisionReview[] = [];
    running.current = startReview(
      { type: "review", game, actions, seat, budgetMs },
      {
        started: (total, error) => {
          setReplayError(error);
          setStatus({ kind: "running", total });
        },
        decision: (review) => {
          collected.push(review);
          setReviews([...collected]);
        },
        done: (seconds) => {
          running.current = null;
          setStatus({ kind: "done", seconds, budgetMs });
        },
        failed: (message) => {
          running.current = null;
          setStatus({ kind: "failed", message });
        },
      },
    );
  };
  const cancel = () => {
    running.current?.cancel();
    running.current = null;
    setStatus({ kind: "cancelled" });
  };

  const deck = reviews[0]?.view.deck ?? [];
  const reviewNames: ReviewNames = { name: (s) => (s === seat ? "yourself" : (names[s] ?? `Seat ${s + 1}`)), deck };
  const counts = new Map<Label | "forced", number>();
  for (const r of reviews) counts.set(r.label ?? "forced", (counts.get(r.label ?? "forced") ?? 0) + 1);
  const pick = selected === null ? null : (reviews[selected] ?? null);
  const worth = reviews.filter((r) => r.label === "inaccuracy" || r.label === "mistake" || r.label === "blunder");
  const choose = (i: number) => {
    setSelected(i);
    const r = reviews[i];
    if (r && r.action !== null) onShow?.(r.action, seat, bestNote(r, reviewNames));
  };

  return (
    <section class="panel review-panel" aria-labelledby="review-title" data-testid="review">
      <h2 id="review-title" class="side-title">
        Review
      </h2>
      <p class="muted small">
        The expert judges each decision from what the player knew then (their cards and what they had seen), never the
        hidden cards. A mistake loses at least {Math.round(LABEL_THRESHOLDS.mistake * 100)} points of the chance to win
        the round, beyond the estimate's error.
      </p>
      <div class="review-start">
        <label>
          <span>Player </span>
          <select
            value={seat}
            disabled={status.kind === "running"}
            onChange={(e) => setSeat(Number((e.target as HTMLSelectElement).value))}
          >
            {names.map((n, i) => (
              <option key={i} value={i}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Depth </span>
          <select
            value={budgetMs}
            disabled={status.kind === "running"}
            onChange={(e) => setBudgetMs(Number((e.target as HTMLSelectElement).value))}
          >
            {DEPTHS.map((d) => (
              <option key={d.name} value={d.budgetMs}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        {status.kind === "running" ? (
          <button type="button" class="btn btn-small" onClick={cancel}>
            Cancel
          </button>
        ) : (
          <button type="button" class="btn btn-small btn-primary" onClick={start}>
            {reviews.length > 0 ? "Review again" : "Review"}
          </button>
        )}
      </div>
      {status.kind === "running" && (
        <div class="review-progress">
          <progress
            max={status.total ?? 1}
            value={status.total === null ? undefined : reviews.length}
            aria-label="Review progress"
          />
          <span class="small muted" role="status">
            {status.total === null
              ? "Starting the review…"
              : `Reviewing decision ${Math.min(reviews.length + 1, status.total)} of ${status.total}…`}
          </span>
        </div>
      )}
      {status.kind === "cancelled" && (
        <p class="small muted" role="status">
          Review cancelled after {reviews.length} decisions.
        </p>
      )}
      {status.kind === "failed" && <p class="notice notice-error">The review failed: {status.message}</p>}
      {status.kind === "done" && (
        <p class="small muted" role="status" data-testid="review-done">
          {reviews.length} decisions reviewed in {status.seconds.toFixed(1)} s (budget {status.budgetMs} ms each).
        </p>
      )}
      {replayError && <p class="notice notice-error">{replayError}</p>}
      {reviews.length > 0 && (
        <>
          <ol class="review-bars" aria-label="Decisions by label">
            {reviews.map((r, i) => {
              const label = r.label ?? "forced";
              const height = r.forced ? 20 : Math.max(20, Math.min(100, 20 + r.drop.round.mean * 160));
              return (
                <li key={i}>
                  <button
                    type="button"
                    class={`review-bar label-${label} ${selected === i ? "is-selected" : ""}`}
                    style={{ height: `${height}%` }}
                    aria-pressed={selected === i}
                    title={`${i + 1}. ${LABEL_TEXT[label]}`}
                    aria-label={`Decision ${i + 1}, round ${r.round}: ${LABEL_TEXT[label]}`}
                    onClick={() => choose(i)}
                  />
                </li>
              );
            })}
          </ol>
          <p class="review-counts small">
            {(["best", "fine", "inaccuracy", "mistake", "blunder", "forced"] as const).map((l) => (
              <span key={l} class={`review-count label-${l}`}>
                {counts.get(l) ?? 0} {LABEL_TEXT[l].toLowerCase()}
              </span>
            ))}
          </p>
          {pick && <DecisionDetail review={pick} names={reviewNames} />}
          <h3 class="review-subtitle">Moves</h3>
          <ol class="review-moves">
            {reviews.map((r, i) => {
              const label = r.label ?? "forced";
              return (
                <li key={i} class={selected === i ? "is-selected" : ""}>
                  <button type="button" class="review-move" onClick={() => choose(i)}>
                    <span class="muted small">R{r.round}</span>{" "}
                    <span>{describeMove(r.moves[r.played]!.move, reviewNames)}</span>{" "}
                    <span class="muted small">{pct(r.chances.round.mean)}</span>{" "}
                    <span class={`review-tag label-${label}`}>{LABEL_TEXT[label]}</span>
                  </button>
                </li>
              );
            })}
          </ol>
          {worth.length > 0 && (
            <>
              <h3 class="review-subtitle">Where it went wrong</h3>
              <ul class="review-sentences">
                {worth.map((r) => (
                  <li key={r.index}>
                    <span class={`review-tag label-${r.label}`}>{LABEL_TEXT[r.label!]}</span>{" "}
                    {explainDecision(r, reviewNames)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

/** What the table shows at a reviewed decision: the expert's best move and what the one played left. */
function bestNote(r: DecisionReview, names: ReviewNames): string {
  const best = r.moves[r.best]!;
  const played = r.moves[r.played]!;
  const bestText = `${describeMove(best.move, names)} (${pct(best.round.mean)} to win the round)`;
  if (r.forced) return `Forced: ${describeMove(played.move, names)}.`;
  if (r.best === r.played || r.label === "best") return `The expert agrees: ${bestText}.`;
  return `Expert's best here: ${bestText}; played: ${describeMove(played.move, names)} (${pct(played.round.mean)}).`;
}

/** One decision: what was played, the expert's best, the chances, and the odds worth learning. */
function DecisionDetail({ review: r, names }: { review: DecisionReview; names: ReviewNames }) {
  const played = r.moves[r.played]!;
  const best = r.moves[r.best]!;
  const label = r.label ?? "forced";
  const odds = guessOdds(r).slice(0, 4);
  return (
    <div class="review-detail" data-testid="review-detail" aria-live="polite">
      <p>
        <strong>
          Decision {r.index + 1} · round {r.round}
        </strong>{" "}
        <span class={`review-tag label-${label}`}>{LABEL_TEXT[label]}</span>
      </p>
      <p>
        Played: {describeMove(played.move, names)} — round {pct(played.round.mean)} {errorPoints(played.round.se)}
        {played.match && <>, match {pct(played.match.mean)}</>}
      </p>
      {r.best !== r.played && !r.forced && (
        <p data-testid="review-best">
          Expert's best: <strong>{describeMove(best.move, names)}</strong> — round {pct(best.round.mean)}
          {best.match && <>, match {pct(best.match.mean)}</>} (−{Math.round(r.drop.round.mean * 100)} points{" "}
          {errorPoints(r.drop.round.se)})
        </p>
      )}
      {odds.length > 0 && (
        <p class="small">
          Guard odds:{" "}
          {odds.map((o, i) => (
            <span key={i}>
              {i > 0 && ", "}
              {guessLabel(o.value, names.deck)} on {names.name(o.target)} {pct(o.chance)}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
