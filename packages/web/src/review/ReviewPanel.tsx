import {
  type DecisionReview,
  describeMove,
  errorPoints,
  explainDecision,
  guessOdds,
  LABEL_THRESHOLDS,
  LABELS,
  type Label,
  mistakesFirst,
  REVIEW_DEFAULT_BUDGET_MS,
  type ReviewNames,
  type ReviewSentence,
  valueName,
} from "@loveletter/bots";
import { type GameRecord, reviewText, type StoredAction } from "@loveletter/protocol";
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { currentWords } from "../i18n/current";
import { words as pageWords } from "../i18n/words";
import { paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";
import { type Running, startReview } from "./review-client";
import { labelWord, words } from "./review-words";
import "./review.css";

/** A coach's sentence in the page's language. */
const text = (sentence: ReviewSentence) => reviewText(currentWords(), sentence);

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
  /**
   * Start at once, without waiting for "Review": the match end's "Review my game" and the replay's
   * `?review` address. `decision` is the one to open on (by default the costliest).
   */
  readonly start?: { readonly seat?: number; readonly decision?: number };
  /**
   * "match-end": the player's own review at the end of the match: no choice of player, the
   * costliest decision first and each decision a link to the replay.
   */
  readonly variant?: "replay" | "match-end";
}

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly total: number | null }
  | { readonly kind: "done"; readonly seconds: number; readonly budgetMs: number }
  | { readonly kind: "cancelled" }
  | { readonly kind: "failed"; readonly message: string };

/** How hard the expert looks at each decision: its search budget in ms (more: smaller errors, slower). */
const DEPTHS = [
  { word: "depth.quick", budgetMs: REVIEW_DEFAULT_BUDGET_MS / 3 },
  { word: "depth.standard", budgetMs: REVIEW_DEFAULT_BUDGET_MS },
  { word: "depth.deep", budgetMs: REVIEW_DEFAULT_BUDGET_MS * 4 },
] as const;

/** The seat this browser's player had in the game (null if none), or "loading" until the identity is known. */
function useViewerSeat(game: GameRecord): number | null | "loading" {
  const me = useStore(identity);
  if (me.status === "loading") return "loading";
  const id = me.status === "ready" ? me.player.id : null;
  const seat = game.seats.findIndex((o) => o.kind === "human" && o.playerId === id);
  return seat >= 0 ? seat : null;
}

/**
 * The expert's review of one seat's decisions, each judged from what that seat knew, in a Web
 * Worker (nothing is asked of the server): a progress bar and Cancel meanwhile; then the costliest
 * decision first, a bar per decision coloured by its label, the moves, and in words what the player
 * knew and why the expert's move was better at each inaccuracy, mistake and blunder.
 */
export function ReviewPanel({ game, actions, names, onShow, start: startAt, variant = "replay" }: ReviewPanelProps) {
  // Re-words the sentences when the page changes language.
  useStore(pageWords);
  const atMatchEnd = variant === "match-end";
  const people = game.seats.map((o, i) => (o.kind === "human" ? i : -1)).filter((i) => i >= 0);
  const viewer = useViewerSeat(game);
  const defaultSeat = () => startAt?.seat ?? (viewer === "loading" ? null : viewer) ?? people[0] ?? 0;
  const [seat, setSeat] = useState(defaultSeat);
  const started = useRef(false);
  const [budgetMs, setBudgetMs] = useState<number>(REVIEW_DEFAULT_BUDGET_MS);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [reviews, setReviews] = useState<DecisionReview[]>([]);
  const [replayError, setReplayError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const running = useRef<Running | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const deck = reviews[0]?.view.deck ?? [];
  const reviewNames: ReviewNames = { name: (s) => names[s] ?? `Seat ${s + 1}`, deck };

  const choose = (i: number, all = reviews, reviewed = seat) => {
    setSelected(i);
    const r = all[i];
    if (r && r.action !== null) onShow?.(r.action, reviewed, bestNote(r, { ...reviewNames, deck: r.view.deck }));
  };

  const start = (focus?: number, reviewed = seat) => {
    running.current?.cancel();
    setReviews([]);
    setSelected(null);
    setReplayError(null);
    setStatus({ kind: "running", total: null });
    const collected: DecisionReview[] = [];
    running.current = startReview(
      { type: "review", game, actions, seat: reviewed, budgetMs },
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
          // Open on the decision asked for, else the costliest one.
          const open = focus !== undefined && focus < collected.length ? focus : mistakesFirst(collected)[0]?.index;
          if (open !== undefined) choose(open, collected, reviewed);
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

  // Started at once when asked, as soon as it is known whose game this is.
  useEffect(() => {
    if (!startAt || started.current || viewer === "loading") return;
    started.current = true;
    const reviewed = defaultSeat();
    setSeat(reviewed);
    start(startAt.decision, reviewed);
  }, [viewer]);
  useEffect(() => () => running.current?.cancel(), []);
  // At the match end the review opens where the player asked for it: its heading takes the focus.
  useEffect(() => {
    if (atMatchEnd) heading.current?.focus();
  }, []);

  const counts = new Map<Label | "forced", number>();
  for (const r of reviews) counts.set(r.label ?? "forced", (counts.get(r.label ?? "forced") ?? 0) + 1);
  const pick = selected === null ? null : (reviews[selected] ?? null);
  const worth = mistakesFirst(reviews);
  const done = status.kind === "done";
  const costliest = done ? (worth[0] ?? null) : null;
  /** What a decision offers besides its words: the table at that moment, or the replay there. */
  const goTo = (r: DecisionReview) =>
    atMatchEnd ? (
      <a class="btn btn-small" href={paths.review(game.id, r.index)}>
        {words("see-in-replay")}
      </a>
    ) : (
      <button type="button" class="btn btn-small" onClick={() => choose(r.index)}>
        {words("show-on-table")}
      </button>
    );

  const controls = (
    <div class="review-start">
      {!atMatchEnd && (
        <label>
          <span>{words("player")} </span>
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
      )}
      <label>
        <span>{words("depth")} </span>
        <select
          value={budgetMs}
          disabled={status.kind === "running"}
          onChange={(e) => setBudgetMs(Number((e.target as HTMLSelectElement).value))}
        >
          {DEPTHS.map((d) => (
            <option key={d.word} value={d.budgetMs}>
              {words(d.word)}
            </option>
          ))}
        </select>
      </label>
      {status.kind === "running" ? (
        <button type="button" class="btn btn-small" onClick={cancel}>
          {words("cancel")}
        </button>
      ) : (
        <button type="button" class="btn btn-small btn-primary" onClick={() => start()}>
          {words(reviews.length > 0 ? "review-again" : "review")}
        </button>
      )}
    </div>
  );

  return (
    <section
      class={`panel review-panel ${atMatchEnd ? "review-at-match-end" : ""}`}
      aria-labelledby="review-title"
      data-testid="review"
    >
      <h2 id="review-title" class="side-title" tabIndex={-1} ref={heading}>
        {words(atMatchEnd ? "title.match-end" : "title")}
      </h2>
      <p class="muted small">
        {atMatchEnd
          ? words("intro.match-end")
          : words("intro", { mistake: Math.round(LABEL_THRESHOLDS.mistake * 100) })}
      </p>
      {!atMatchEnd && controls}
      {status.kind === "running" && (
        <div class="review-progress">
          <progress
            max={status.total ?? 1}
            value={status.total === null ? undefined : reviews.length}
            aria-label={words("progress")}
          />
          <span class="small muted" role="status">
            {status.total === null
              ? words("starting")
              : words("reviewing", { at: Math.min(reviews.length + 1, status.total), total: status.total })}
          </span>
        </div>
      )}
      {status.kind === "cancelled" && (
        <p class="small muted" role="status">
          {words("cancelled", { count: reviews.length })}
        </p>
      )}
      {status.kind === "failed" && <p class="notice notice-error">{words("failed", { message: status.message })}</p>}
      {done && (
        <p class="small muted" role="status" data-testid="review-done">
          {words("done", { count: reviews.length, seconds: status.seconds.toFixed(1), budgetMs: status.budgetMs })}
        </p>
      )}
      {replayError && <p class="notice notice-error">{replayError}</p>}
      {done && reviews.length === 0 && (
        <p class="notice notice-info" data-testid="review-no-decisions">
          {words("no-decisions")}
        </p>
      )}
      {done && reviews.length > 0 && !costliest && (
        <p class="notice notice-info" data-testid="review-no-mistakes">
          {words("no-mistakes")}
        </p>
      )}
      {costliest && (
        <div class={`review-costliest label-${costliest.label}`} data-testid="review-biggest">
          <h3 class="review-subtitle">{words("biggest")}</h3>
          <Mistake review={costliest} names={reviewNames} action={goTo(costliest)} />
        </div>
      )}
      {reviews.length > 0 && (
        <>
          <p class="review-counts small">
            {([...LABELS, "forced"] as const).map((l) => (
              <span key={l} class={`review-count label-${l}`}>
                {words(`count.${l}`, { count: counts.get(l) ?? 0 })}
              </span>
            ))}
          </p>
          {!atMatchEnd && (
            <ol class="review-bars" aria-label={words("by-label")}>
              {reviews.map((r, i) => {
                const label = r.label ?? "forced";
                const height = r.forced ? 20 : Math.max(20, Math.min(100, 20 + r.drop.round.mean * 160));
                const name = words("bar", { index: i + 1, round: r.round, label: labelWord(r.label) });
                return (
                  <li key={i}>
                    <button
                      type="button"
                      class={`review-bar label-${label} ${selected === i ? "is-selected" : ""}`}
                      style={{ height: `${height}%` }}
                      aria-pressed={selected === i}
                      title={name}
                      aria-label={name}
                      onClick={() => choose(i)}
                    />
                  </li>
                );
              })}
            </ol>
          )}
          {!atMatchEnd && pick && <DecisionDetail review={pick} names={reviewNames} />}
          {worth.length > (costliest ? 1 : 0) && (
            <>
              <h3 class="review-subtitle">{words("went-wrong")}</h3>
              <ol class="review-sentences">
                {worth
                  .filter((r) => r !== costliest)
                  .map((r) => (
                    <li key={r.index}>
                      <Mistake review={r} names={reviewNames} action={goTo(r)} />
                    </li>
                  ))}
              </ol>
            </>
          )}
          {!atMatchEnd && (
            <>
              <h3 class="review-subtitle">{words("moves")}</h3>
              <ol class="review-moves">
                {reviews.map((r, i) => {
                  const label = r.label ?? "forced";
                  return (
                    <li key={i} class={selected === i ? "is-selected" : ""}>
                      <button type="button" class="review-move" onClick={() => choose(i)}>
                        <span class="muted small">R{r.round}</span>{" "}
                        <span>{text(describeMove(r.moves[r.played]!.move, reviewNames))}</span>{" "}
                        <span class="muted small">{pct(r.chances.round.mean)}</span>{" "}
                        <span class={`review-tag label-${label}`}>{labelWord(r.label)}</span>
                      </button>
                    </li>
                  );
                })}
              </ol>
            </>
          )}
          {atMatchEnd && done && (
            <p>
              <a class="btn btn-small btn-quiet" href={paths.review(game.id)}>
                {words("full-review")}
              </a>
            </p>
          )}
        </>
      )}
      {atMatchEnd && controls}
    </section>
  );
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** A decision worth a comment: its label, what was played, and in words what the player knew and why. */
function Mistake({
  review: r,
  names,
  action,
}: {
  review: DecisionReview;
  names: ReviewNames;
  action: ComponentChildren;
}) {
  const n = { ...names, deck: r.view.deck };
  return (
    <article class="review-mistake">
      <p class="review-mistake-head">
        <span class={`review-tag label-${r.label}`}>{labelWord(r.label)}</span>{" "}
        <strong>{words("decision", { index: r.index + 1, round: r.round })}</strong>
      </p>
      <p>
        {words("played", { move: text(describeMove(r.moves[r.played]!.move, n)) })}{" "}
        <span class="review-cost">
          {words("cost", {
            points: Math.round(r.drop.round.mean * 100),
            error: errorPoints(r.drop.round.se),
          })}
        </span>
      </p>
      <p class="review-why">{explainDecision(r, n).map(text).join(" ")}</p>
      <div class="review-mistake-action">{action}</div>
    </article>
  );
}

/** What the table shows at a reviewed decision: the expert's best move and what the one played left. */
function bestNote(r: DecisionReview, names: ReviewNames): string {
  const best = r.moves[r.best]!;
  const played = r.moves[r.played]!;
  if (r.forced) return words("note.forced", { move: text(describeMove(played.move, names)) });
  if (r.best === r.played || r.label === "best")
    return words("note.agrees", { move: text(describeMove(best.move, names)), round: best.round.mean });
  return words("note.best", {
    move: text(describeMove(best.move, names)),
    round: best.round.mean,
    played: text(describeMove(played.move, names)),
    playedRound: played.round.mean,
  });
}

/** One decision: what was played, the expert's best, the chances, the odds worth learning, and why. */
function DecisionDetail({ review: r, names }: { review: DecisionReview; names: ReviewNames }) {
  const played = r.moves[r.played]!;
  const best = r.moves[r.best]!;
  const n = { ...names, deck: r.view.deck };
  const odds = guessOdds(r).slice(0, 4);
  const why = explainDecision(r, n).map(text);
  return (
    <div class="review-detail" data-testid="review-detail" aria-live="polite">
      <p>
        <strong>{words("decision", { index: r.index + 1, round: r.round })}</strong>{" "}
        <span class={`review-tag label-${r.label ?? "forced"}`}>{labelWord(r.label)}</span>
      </p>
      <p>
        {words("played-line", {
          move: text(describeMove(played.move, n)),
          round: played.round.mean,
          error: errorPoints(played.round.se),
        })}
        {played.match && words("played-match", { match: played.match.mean })}
      </p>
      {r.best !== r.played && !r.forced && (
        <p data-testid="review-best">
          {words("best-line", { move: text(describeMove(best.move, n)), round: best.round.mean })}
          {best.match && words("played-match", { match: best.match.mean })}{" "}
          {words("best-drop", { points: Math.round(r.drop.round.mean * 100), error: errorPoints(r.drop.round.se) })}
        </p>
      )}
      {why.length > 0 && <p class="review-why">{why.join(" ")}</p>}
      {odds.length > 0 && (
        <p class="small">
          {words("guard-odds", {
            odds: odds.map((o) =>
              words("guard-odd", {
                value: text(valueName(o.value, n.deck)),
                player: n.name(o.target),
                chance: o.chance,
              }),
            ),
          })}
        </p>
      )}
    </div>
  );
}
