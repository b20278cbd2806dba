import {
  type ChancellorMove,
  type CharacterName,
  isChancellorMove,
  isPlayMove,
  isRedrawMove,
  type Move,
  type PlayMove,
} from "@loveletter/engine";

/**
 * Builds a move one choice at a time from the server's list of legal moves. Every option offered
 * at every step is taken from that list, so the interface can never propose a move the server
 * would refuse, whatever the card (targets, two targets, a named value, a look, the Chancellor's
 * keep and order, the Bishop's redraw).
 */
export interface Selection {
  readonly card?: CharacterName;
  readonly target?: number;
  /** Players chosen so far for a two-player card (Cardinal, Baroness), in the order chosen. */
  readonly targets?: readonly number[];
  /** True once the player stopped choosing players (a Baroness on one player). */
  readonly targetsDone?: boolean;
  readonly guess?: number;
  /** The seat whose hand a Cardinal looks at; null: no look. */
  readonly look?: number | null;
  readonly keep?: CharacterName;
}

export type Step =
  | { readonly kind: "none" }
  | { readonly kind: "card"; readonly cards: readonly CharacterName[] }
  | { readonly kind: "target"; readonly options: readonly number[] }
  | {
      readonly kind: "targets";
      readonly chosen: readonly number[];
      readonly options: readonly number[];
      /** The players chosen so far already make a legal move (a Baroness may look at just one). */
      readonly canStop: boolean;
    }
  | { readonly kind: "guess"; readonly options: readonly number[] }
  | { readonly kind: "look"; readonly options: readonly (number | null)[] }
  | { readonly kind: "keep"; readonly options: readonly CharacterName[] }
  | { readonly kind: "order"; readonly options: readonly ChancellorMove[] }
  | { readonly kind: "redraw"; readonly options: readonly boolean[] }
  | { readonly kind: "confirm"; readonly move: Move };

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The multiset difference `all - taken` (a Baroness in "discard" may choose one player twice). */
function remaining(all: readonly number[], taken: readonly number[]): number[] {
  const rest = all.slice();
  for (const t of taken) {
    const i = rest.indexOf(t);
    if (i < 0) return [];
    rest.splice(i, 1);
  }
  return rest;
}

function containsAll(all: readonly number[] | undefined, taken: readonly number[]): boolean {
  if (!all) return taken.length === 0;
  const rest = all.slice();
  for (const t of taken) {
    const i = rest.indexOf(t);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  return true;
}

/** The legal plays that agree with every choice made so far. */
export function matchingPlays(moves: readonly Move[], sel: Selection): PlayMove[] {
  const chosen = sel.targets ?? [];
  return moves.filter(isPlayMove).filter((m) => {
    if (sel.card !== undefined && m.play !== sel.card) return false;
    if (sel.target !== undefined && m.target !== sel.target) return false;
    if (!containsAll(m.targets, chosen)) return false;
    if (sel.targetsDone && (m.targets?.length ?? 0) !== chosen.length) return false;
    if (sel.guess !== undefined && m.guess !== sel.guess) return false;
    if (sel.look !== undefined && (m.look ?? null) !== sel.look) return false;
    return true;
  });
}

function playStep(moves: readonly Move[], sel: Selection): Step {
  if (sel.card === undefined) {
    const cards = distinct(moves.filter(isPlayMove).map((m) => m.play));
    return cards.length ? { kind: "card", cards } : { kind: "none" };
  }
  let plays = matchingPlays(moves, sel);
  if (plays.length === 0) return { kind: "none" };

  if (plays.some((m) => m.target !== undefined) && sel.target === undefined)
    return { kind: "target", options: distinct(plays.flatMap((m) => (m.target === undefined ? [] : [m.target]))) };

  const chosen = sel.targets ?? [];
  if (plays.some((m) => m.targets !== undefined) && !sel.targetsDone) {
    const options = distinct(plays.flatMap((m) => remaining(m.targets ?? [], chosen))).sort((a, b) => a - b);
    const canStop = chosen.length > 0 && plays.some((m) => (m.targets?.length ?? 0) === chosen.length);
    if (options.length > 0) return { kind: "targets", chosen, options, canStop };
    // Nothing more to add: the chosen players are the whole choice.
    plays = plays.filter((m) => (m.targets?.length ?? 0) === chosen.length);
  }

  if (plays.some((m) => m.guess !== undefined) && sel.guess === undefined)
    return {
      kind: "guess",
      options: distinct(plays.flatMap((m) => (m.guess === undefined ? [] : [m.guess]))).sort((a, b) => a - b),
    };

  const looks = distinct(plays.map((m) => m.look ?? null));
  if (looks.length > 1 && sel.look === undefined) return { kind: "look", options: looks };

  // Several plays may remain only when they differ in the order of the same players (a "discard"
  // Cardinal looks at the first one chosen): take the order the player chose.
  const exact = plays.find((m) => !m.targets || m.targets.every((t, i) => t === chosen[i]));
  return { kind: "confirm", move: exact ?? plays[0]! };
}

function chancellorStep(moves: readonly ChancellorMove[], sel: Selection): Step {
  if (sel.keep === undefined) return { kind: "keep", options: distinct(moves.map((m) => m.keep)) };
  const options = moves.filter((m) => m.keep === sel.keep);
  if (options.length === 0) return { kind: "none" };
  if (options.length === 1) return { kind: "confirm", move: options[0]! };
  return { kind: "order", options };
}

/** The next thing the player has to choose, or the finished move to confirm. */
export function nextStep(moves: readonly Move[], sel: Selection): Step {
  if (moves.length === 0) return { kind: "none" };
  const chancellor = moves.filter(isChancellorMove);
  if (chancellor.length) return chancellorStep(chancellor, sel);
  const redraws = moves.filter(isRedrawMove);
  if (redraws.length) return { kind: "redraw", options: distinct(redraws.map((m) => m.redraw)) };
  return playStep(moves, sel);
}

/** The cards of the hand that some legal move plays. */
export function playableCards(moves: readonly Move[]): Set<CharacterName> {
  return new Set(moves.filter(isPlayMove).map((m) => m.play));
}
