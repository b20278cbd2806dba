import { type CharacterName, isChancellorMove, isPlayMove, type Move } from "@loveletter/engine";
import type { Explanation, Fact, Reason } from "./explain.js";

/**
 * A value inside a coach's sentence: a seat's name, a number, a card (worded by the reader's
 * catalogue), a phrase that is itself a message, or a list of values joined by the reader's
 * language ("or" when `or`).
 */
export type ReviewValue =
  | string
  | number
  | { readonly card: CharacterName }
  | ReviewSentence
  | { readonly list: readonly ReviewValue[]; readonly or?: boolean };

/**
 * A coach's sentence as data: a message id of the catalogues' `review` area (protocol's
 * words/catalogues/review) and its values. The review writes no prose: each reader's words render
 * it (`reviewText` in protocol), so the same review reads in every language.
 */
export interface ReviewSentence {
  readonly id: string;
  readonly params?: Readonly<Record<string, ReviewValue>>;
}

/** Who sits where and the match deck: what a review's sentences need. */
export interface ReviewNames {
  /** A seat's name ("Bob"); the reviewed seat is written "yourself" by the templates, not by this. */
  readonly name: (seat: number) => string;
  readonly deck: readonly { card: CharacterName; value: number }[];
}

const message = (id: string, params?: Readonly<Record<string, ReviewValue>>): ReviewSentence =>
  params ? { id, params } : { id };

const cardName = (card: CharacterName) => ({ card });
const theCard = (card: CharacterName) => message("card", { card: cardName(card) });
const and = (list: readonly ReviewValue[]) => ({ list });

/** A named value: "the Priest (2)", or "a 2 (Priest or Cardinal)" when several characters share it. */
export function valueName(value: number, deck: ReviewNames["deck"]): ReviewSentence {
  const cards = [...new Set(deck.filter((d) => d.value === value).map((d) => d.card))].map(cardName);
  if (cards.length === 1) return message("value.one", { card: cards[0]!, value });
  if (cards.length === 0) return message("value.none", { value });
  return message("value.several", { value, cards: { list: cards, or: true } });
}

/** A move in a few words: "the Guard on Bob naming the Priest (2)", "keeping the Baron". */
export function describeMove(move: Move, names: ReviewNames): ReviewSentence {
  const who = (seat: number): ReviewValue => (seat === move.seat ? message("yourself") : names.name(seat));
  if (isPlayMove(move)) {
    const card = cardName(move.play);
    if (move.targets && move.targets.length > 0) {
      const targets = and(move.targets.map(who));
      return move.look === undefined
        ? message("move.play-on-players", { card, targets })
        : message("move.play-on-players-looking", { card, targets, look: who(move.look) });
    }
    if (move.target === undefined) return message("move.play", { card });
    if (move.guess !== undefined)
      return message("move.guess", { card, target: who(move.target), guess: valueName(move.guess, names.deck) });
    if (move.target === move.seat) return message("move.play-on-yourself", { card });
    return message("move.play-on", { card, target: names.name(move.target) });
  }
  if (isChancellorMove(move)) return message("move.keep", { card: cardName(move.keep) });
  return message(move.redraw ? "move.redraw" : "move.keep-card");
}

/**
 * An explanation in whole sentences: what the player knew, why the expert's move was better (with
 * its odds), and the two moves' chances to win the round.
 */
export function explanationSentences(e: Explanation, names: ReviewNames): ReviewSentence[] {
  const facts = e.facts.map((f) => factSentence(f, names));
  const reason = reasonSentence(e, names);
  const better = message("better", {
    best: describeMove(e.best, names),
    bestRound: e.bestRound,
    played: describeMove(e.played, names),
    playedRound: e.playedRound,
  });
  // The showdown's sentence already gives both chances.
  return [...facts, ...(reason ? [reason] : []), ...(e.reason.code === "showdown-keep" ? [] : [better])];
}

function factSentence(f: Fact, names: ReviewNames): ReviewSentence {
  const value = (v: number) => valueName(v, names.deck);
  switch (f.code) {
    case "last-turn":
      return message("fact.last-turn");
    case "known":
      return message("fact.known", { player: names.name(f.player), card: cardName(f.card) });
    case "kept-over":
      return message("fact.kept-over", { player: names.name(f.player), card: cardName(f.card) });
    case "higher-unseen":
      return message("fact.higher-unseen", {
        card: cardName(f.card),
        cards: and(f.cards.map(theCard)),
        count: f.cards.length,
      });
    case "after-countess":
      return message("fact.after-countess", { player: names.name(f.player) });
    case "excluded":
      return message("fact.excluded", {
        player: names.name(f.player),
        values: and(f.values.map(value)),
        count: f.values.length,
      });
    case "above":
      return message("fact.above", { player: names.name(f.player), value: value(f.value) });
    case "below":
      return message("fact.below", { player: names.name(f.player), value: value(f.value) });
    case "seen-yours":
      return message("fact.seen-yours", {
        players: and(f.players.map(names.name)),
        count: f.players.length,
        card: cardName(f.card),
      });
    case "copies-unseen":
      return message("fact.copies-unseen", { value: value(f.value), copies: f.copies, hidden: f.hidden });
  }
}

function reasonSentence(e: Explanation, names: ReviewNames): ReviewSentence | null {
  const r: Reason = e.reason;
  const value = (v: number) => valueName(v, names.deck);
  const name = names.name;
  switch (r.code) {
    case "guess-better":
      return message("reason.guess-better", {
        sameTarget: r.bestTarget === r.playedTarget ? "yes" : "no",
        bestTarget: name(r.bestTarget),
        bestValue: value(r.bestValue),
        bestHit: r.bestHit,
        playedTarget: name(r.playedTarget),
        playedValue: value(r.playedValue),
        playedHit: r.playedHit,
      });
    case "guess-impossible":
      return message("reason.guess-impossible", {
        card: cardName(r.card),
        target: name(r.target),
        value: value(r.value),
      });
    case "guess-poor":
    case "guess-missed":
      return message(`reason.${r.code}`, {
        card: cardName(r.card),
        target: name(r.target),
        value: value(r.value),
        hit: r.hit,
        seldom: r.hit < 0.5 ? "yes" : "no",
      });
    case "compare-risk":
    case "compare-missed":
      return message(`reason.${r.code}`, {
        card: cardName(r.card),
        target: name(r.target),
        kept: cardName(r.kept),
        win: r.win,
        lose: r.lose,
        tie: r.tie,
        ties: r.tie >= 0.005 ? "yes" : "no",
      });
    case "compare-target":
      return message("reason.compare-target", {
        card: cardName(r.card),
        kept: cardName(r.kept),
        bestTarget: name(r.bestTarget),
        bestWin: r.bestWin,
        playedTarget: name(r.playedTarget),
        playedWin: r.playedWin,
      });
    case "prince-self-missed":
      return message("reason.prince-self-missed", {
        kept: cardName(r.kept),
        players: and(r.knownBy.map(name)),
        count: r.knownBy.length,
      });
    case "prince-target":
      return message("reason.prince-target", {
        bestTarget: name(r.bestTarget),
        bestPrincess: r.bestPrincess,
        playedTarget: name(r.playedTarget),
        playedPrincess: r.playedPrincess,
      });
    case "prince-missed":
      return message("reason.prince-missed", { target: name(r.target), princess: r.princess });
    case "prince-self":
    case "countess-unforced":
      return message(`reason.${r.code}`, { kept: cardName(r.kept) });
    case "princess-discarded":
    case "princess-prince":
    case "handmaid-missed":
      return message(`reason.${r.code}`);
    case "princess-traded":
    case "priest-missed":
      return message(`reason.${r.code}`, { target: name(r.target) });
    case "swap-missed":
      return message("reason.swap-missed", { target: name(r.target), given: cardName(r.given) });
    case "king-trade":
    case "king-missed":
      return message(`reason.${r.code}`, { target: name(r.target), given: cardName(r.given), higher: r.higher });
    case "priest-known":
      return message("reason.priest-known", { target: name(r.target), card: cardName(r.card) });
    case "showdown-keep":
      return message("reason.showdown-keep", {
        bestKept: cardName(r.bestKept),
        bestRound: e.bestRound,
        playedKept: cardName(r.playedKept),
        playedRound: e.playedRound,
      });
    case "generic-target":
      return message("reason.generic-target", {
        card: cardName(r.card),
        bestTarget: name(r.bestTarget),
        playedTarget: name(r.playedTarget),
      });
    case "generic-keep":
      return message("reason.generic-keep", {
        bestCard: cardName(r.bestCard),
        bestKept: cardName(r.bestKept),
        playedKept: cardName(r.playedKept),
      });
    case "generic":
      return null;
  }
}
