import { type EngineEvent, isVisibleTo, type Move, type State, type View, view as viewOf } from "@loveletter/engine";
import { type FairDealer, type ReplayedGame, replay, type StoredAction } from "@loveletter/match";
import { MatchKnowledge } from "../match-knowledge.js";
import { type DecisionEstimate, type Estimate, evaluateDecision, type MoveEstimate } from "./evaluate.js";
import { type Explanation, explainChoice } from "./explain.js";
import { type Label, labelFor } from "./labels.js";

/** The default review budget per decision, in ms of the expert's search (a fixed number of playouts). */
export const REVIEW_DEFAULT_BUDGET_MS = 150;
/** The default seed: a review is the same wherever it is made unless asked otherwise. */
export const REVIEW_DEFAULT_SEED = "review";

/** A game as the server stores and answers it (`GET /api/games/:id`): what its replay needs. */
export type ReviewedGame = ReplayedGame;

/** One decision of the reviewed seat: the match just before it, and the move made. */
export interface DecisionPoint {
  /** The match at the decision. Only the seat's view of it is ever read (see `reviewDecision`). */
  readonly state: State;
  /** The events this seat could see since its previous decision (or the deal). */
  readonly events: readonly EngineEvent[];
  readonly played: Move;
  /** The move's place in the game's log (a replay's step before it), when it comes from a log. */
  readonly action?: number;
}

/** Every decision the seat made in a game, from the game's record. */
export function seatDecisions(
  game: ReviewedGame,
  actions: readonly StoredAction[],
  seat: number,
  /** A v1 game's dealer (`await dealerOf(game, actions)`, docs/fair-deal.md); null for v0. */
  dealer: FairDealer | null = null,
): { points: DecisionPoint[]; error: string | null } {
  if (!Number.isInteger(seat) || seat < 0 || seat >= game.seats.length)
    throw new RangeError(`There is no seat ${seat} in this game (seats 0 to ${game.seats.length - 1}).`);
  const points: DecisionPoint[] = [];
  let pending: EngineEvent[] = [];
  const see = (events: readonly EngineEvent[]) => {
    for (const e of events) if (isVisibleTo(e, seat)) pending.push(e);
  };
  let before: State | null = null;
  let at = 0;
  const replayed = replay(
    game,
    actions,
    (applied) => {
      const action = applied.action;
      if (action.type === "move" && action.seat === seat) {
        points.push({ state: before!, events: pending, played: action.move, action: at });
        pending = [];
      }
      see(applied.events);
      before = applied.state;
      at++;
    },
    dealer,
  );
  // The deal's events come first: the replay's hook hears only the actions.
  const dealt = replayed.dealt;
  const fromDeal = dealt.events.filter((e) => isVisibleTo(e, seat));
  if (points.length > 0) points[0] = { ...points[0]!, events: [...fromDeal, ...points[0]!.events] };
  // The first action's "before" is the deal.
  if (points.length > 0 && points[0]!.state === null) points[0] = { ...points[0]!, state: dealt.state };
  return { points, error: replayed.error };
}

/** A reviewed decision. Chances are fractions (0.42 is 42%). */
export interface DecisionReview {
  /** Its place among the seat's decisions, from 0. */
  readonly index: number;
  /** The move's place in the game's log, when known (`DecisionPoint.action`). */
  readonly action: number | null;
  readonly round: number;
  /** What was decided: "play", "chancellor" or "bishop". */
  readonly decision: string;
  /** The seat's view at the decision (its hand, the table, the legal moves). */
  readonly view: View;
  /** Every legal move's estimate, in the view's order. */
  readonly moves: readonly MoveEstimate[];
  /** Index in `moves` of the move played, and of the expert's best. */
  readonly played: number;
  readonly best: number;
  /** One legal move: nothing to judge. */
  readonly forced: boolean;
  /** Null when forced. */
  readonly label: Label | null;
  /** What the move played lost against the best, in round and match win chance (0 when best). */
  readonly drop: { readonly round: Estimate; readonly match: number | null };
  /** The chances after the move played. */
  readonly chances: { readonly round: Estimate; readonly match: Estimate | null };
  readonly worlds: number;
  /**
   * Why the expert's best was better, from what the seat knew (`explanationSentences` makes its
   * sentences as data, the reader's catalogue words them); null when the move played was the best or forced.
   */
  readonly explanation: Explanation | null;
}

export interface ReviewOptions {
  readonly seed?: string;
  /** Search budget per decision in ms (see `REVIEW_DEFAULT_BUDGET_MS`). */
  readonly budgetMs?: number;
}

/** A move's key, the same however its JSON was written (the stored move against the view's). */
function moveKey(m: Move): string {
  const r = m as unknown as Record<string, unknown>;
  return JSON.stringify(
    ["seat", "play", "target", "targets", "guess", "look", "keep", "bottom", "redraw"].map((k) => r[k]),
  );
}

/**
 * Reviews a seat's decisions one at a time (a generator, so a caller can show progress and stop):
 * each is judged from the seat's view at that moment and the events it had seen, never from the
 * hidden cards.
 */
export function* reviewDecisions(
  points: readonly DecisionPoint[],
  seat: number,
  options: ReviewOptions = {},
): Generator<DecisionReview> {
  const knowledge = new MatchKnowledge();
  const seed = options.seed ?? REVIEW_DEFAULT_SEED;
  const budgetMs = options.budgetMs ?? REVIEW_DEFAULT_BUDGET_MS;
  for (const [index, point] of points.entries()) {
    const view = viewOf(point.state, seat);
    const unseen = knowledge.update(view, point.events);
    const review = reviewDecision(index, view, knowledge, unseen, point.played, { seed: `${seed}/${index}`, budgetMs });
    yield { ...review, action: point.action ?? null };
  }
}

function reviewDecision(
  index: number,
  view: View,
  knowledge: MatchKnowledge,
  unseen: readonly number[],
  played: Move,
  options: { seed: string; budgetMs: number },
): Omit<DecisionReview, "action"> {
  const key = moveKey(played);
  const playedAt = view.legalMoves.findIndex((m) => moveKey(m) === key);
  if (playedAt < 0) throw new Error(`Decision ${index}: the move played is not among the legal moves.`);
  const estimate: DecisionEstimate = evaluateDecision(view, knowledge, unseen, options);
  const forced = view.legalMoves.length === 1;
  const mine = estimate.moves[playedAt]!;
  const best = estimate.moves[estimate.best]!;
  const dropRound = best.round.mean - mine.round.mean;
  const playedIsBest = playedAt === estimate.best || dropRound <= 0;
  return {
    index,
    round: view.round,
    decision: view.awaiting!.decision,
    view,
    moves: estimate.moves,
    played: playedAt,
    best: estimate.best,
    forced,
    label: forced ? null : labelFor(dropRound, estimate.gapSe[playedAt]!, playedIsBest),
    drop: {
      round: { mean: Math.max(0, dropRound), se: estimate.gapSe[playedAt]! },
      match: best.match && mine.match ? Math.max(0, best.match.mean - mine.match.mean) : null,
    },
    chances: { round: mine.round, match: mine.match },
    worlds: estimate.worlds,
    explanation:
      forced || playedIsBest
        ? null
        : explainChoice(
            view,
            knowledge.beliefs,
            unseen,
            knowledge.rules.values,
            estimate.moves,
            playedAt,
            estimate.best,
          ),
  };
}
