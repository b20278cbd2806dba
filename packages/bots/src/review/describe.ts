import { type CharacterName, DISPLAY_NAMES, isChancellorMove, isPlayMove, type Move } from "@loveletter/engine";
import { guessLabel } from "@loveletter/seat";
import type { Odds } from "./evaluate.js";
import type { DecisionReview } from "./review.js";

/** Who sits where and the match deck: what a review's sentences need. */
export interface ReviewNames {
  /** A seat's name ("Bob"). */
  readonly name: (seat: number) => string;
  readonly deck: readonly { card: CharacterName; value: number }[];
}

const percent = (p: number) => `${Math.round(p * 100)}%`;
/** A standard error in points: "±2", or "±<1" rather than a misleading "±0". */
export const errorPoints = (se: number) => (se < 0.005 ? "±<1" : `±${Math.round(se * 100)}`);

/** A move in a few words: "the Guard on Bob naming the Priest (2)", "keep the Baron", "redraw". */
export function describeMove(move: Move, names: ReviewNames): string {
  if (isPlayMove(move)) {
    let text = `the ${DISPLAY_NAMES[move.play]}`;
    const targets = move.targets ?? (move.target === undefined ? [] : [move.target]);
    if (targets.length > 0) {
      const who = targets.map((t) => (t === move.seat ? "yourself" : names.name(t)));
      text += ` on ${who.join(" and ")}`;
    }
    if (move.guess !== undefined) text += ` naming ${guessLabel(move.guess, names.deck)}`;
    if (move.look !== undefined) text += `, looking at ${names.name(move.look)}`;
    return text;
  }
  if (isChancellorMove(move)) return `keep the ${DISPLAY_NAMES[move.keep]}`;
  return move.redraw ? "discard and draw again" : "keep your card";
}

/** What a move bet on, as a player learns it: "a 38% chance to hit", "71% to win the comparison". */
export function describeOdds(odds: Odds): string {
  if (odds.kind === "guess") return `${percent(odds.chance)} chance to be right`;
  const tie = odds.tie > 0.005 ? `, ${percent(odds.tie)} to tie` : "";
  return `${percent(odds.win)} chance to win the comparison${tie}`;
}

/**
 * One sentence for a decision worth a comment (an inaccuracy or worse): what was played, what was
 * better and by how much, and what the cards' odds were.
 */
export function explainDecision(r: DecisionReview, names: ReviewNames): string {
  const played = r.moves[r.played]!;
  const best = r.moves[r.best]!;
  const playedText = describeMove(played.move, names);
  const bestText = describeMove(best.move, names);
  let text =
    `Round ${r.round}: ${playedText} left ${percent(played.round.mean)} to win the round; ` +
    `${bestText} had ${percent(best.round.mean)} (−${Math.round(r.drop.round.mean * 100)} points ${errorPoints(r.drop.round.se)}).`;
  const facts = [played, best]
    .filter((m) => m.odds)
    .map((m) => `${capitalize(describeMove(m.move, names))} had a ${describeOdds(m.odds!)}.`);
  if (facts.length > 0) text += ` ${[...new Set(facts)].join(" ")}`;
  return text;
}

/** The odds worth learning at a Guard decision: each named value's chance, best first. */
export function guessOdds(r: DecisionReview): Extract<Odds, { kind: "guess" }>[] {
  return r.moves
    .map((m) => m.odds)
    .filter((o): o is Extract<Odds, { kind: "guess" }> => o?.kind === "guess")
    .sort((a, b) => b.chance - a.chance);
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
