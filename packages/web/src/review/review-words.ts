import { formatMessage, type Label, type MessageParams } from "@loveletter/bots";

/**
 * The words of the review panel (the replay's review and the match end's "Review my game"), one
 * English template per message id in ICU MessageFormat; the sentences about each decision come from
 * the bots' review as data, worded by the catalogues' `review` area. These panel words are still
 * English only, formatted by the bots' message-format.ts, until they move into the catalogues too.
 */
export const REVIEW_WORDS = {
  title: "Review",
  "title.match-end": "Your game, reviewed",
  intro:
    "The expert judges each decision from what the player knew then (their cards and what they had seen), never the hidden cards. A mistake loses at least {mistake} points of the chance to win the round, beyond the estimate's error.",
  "intro.match-end":
    "The expert looked at each of your decisions with only what you knew at that moment, and says where another move won the round more often, and why.",
  player: "Player",
  depth: "Depth",
  "depth.quick": "Quick",
  "depth.standard": "Standard",
  "depth.deep": "Deep",
  review: "Review",
  "review-again": "Review again",
  cancel: "Cancel",
  progress: "Review progress",
  starting: "Starting the review…",
  reviewing: "Reviewing decision {at} of {total}…",
  cancelled: "{count, plural, one {Review cancelled after # decision.} other {Review cancelled after # decisions.}}",
  failed: "The review failed: {message}",
  done: "{count, plural, one {# decision reviewed} other {# decisions reviewed}} in {seconds} s (budget {budgetMs} ms each).",
  "by-label": "Decisions by label",
  bar: "Decision {index}, round {round}: {label}",
  "label.best": "Best",
  "label.fine": "Fine",
  "label.inaccuracy": "Inaccuracy",
  "label.mistake": "Mistake",
  "label.blunder": "Blunder",
  "label.forced": "Forced",
  "count.best": "{count} best",
  "count.fine": "{count} fine",
  "count.inaccuracy": "{count, plural, one {# inaccuracy} other {# inaccuracies}}",
  "count.mistake": "{count, plural, one {# mistake} other {# mistakes}}",
  "count.blunder": "{count, plural, one {# blunder} other {# blunders}}",
  "count.forced": "{count} forced",
  biggest: "The costliest decision",
  "no-decisions": "You had no decision to make in that match: it ended before your first turn.",
  "no-mistakes":
    "No inaccuracy or worse: at every decision you played the expert's move or one close to it. Well played.",
  decision: "Decision {index} · round {round}",
  played: "You played {move}.",
  cost: "It cost {points, plural, one {# point} other {# points}} of your chance to win the round ({error}).",
  "show-on-table": "Show it on the table",
  "see-in-replay": "See it in the replay",
  "full-review": "The whole review, on the replay",
  "played-line": "Played: {move} — round {round, number, percent} {error}",
  "played-match": ", match {match, number, percent}",
  "best-line": "Expert's best: {move} — round {round, number, percent}",
  "best-drop": "(−{points} points {error})",
  "guard-odds": "Guard odds: {odds, list, unit}",
  "guard-odd": "{value} on {player} {chance, number, percent}",
  moves: "Moves",
  "went-wrong": "Where it went wrong, the costliest first",
  "note.forced": "Forced: {move}.",
  "note.agrees": "The expert agrees: {move} ({round, number, percent} to win the round).",
  "note.best":
    "Expert's best here: {move} ({round, number, percent} to win the round); played: {played} ({playedRound, number, percent}).",
} as const;

export type ReviewWordId = keyof typeof REVIEW_WORDS;

export const words = (id: ReviewWordId, params: MessageParams = {}): string => formatMessage(REVIEW_WORDS[id], params);

/** A label's name: "Mistake", or "Forced" for a move without a choice. */
export const labelWord = (label: Label | null): string => words(`label.${label ?? "forced"}`);
