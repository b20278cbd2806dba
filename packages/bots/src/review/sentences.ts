import { type CharacterName, DISPLAY_NAMES, isChancellorMove, isPlayMove, type Move } from "@loveletter/engine";
import type { Explanation, Fact, Reason } from "./explain.js";
import { formatMessage, type MessageParams } from "./message-format.js";

/**
 * The review's words: every sentence a player reads about a reviewed decision, one English
 * template per message id (ICU MessageFormat, see message-format.ts). The languages pass moves this
 * object into the catalogues; nothing else in the review writes prose.
 */
export const REVIEW_MESSAGES = {
  // A move, as a phrase inside a sentence.
  "move.play": "the {card}",
  "move.play-on": "the {card} on {target}",
  "move.play-on-yourself": "the {card} on yourself",
  "move.play-on-players": "the {card} on {targets, list}",
  "move.play-on-players-looking": "the {card} on {targets, list}, looking at {look}",
  "move.guess": "the {card} on {target} naming {guess}",
  "move.keep": "keeping the {card}",
  "move.redraw": "discarding your card and drawing again",
  "move.keep-card": "keeping your card",
  yourself: "yourself",
  // A card or a named value, inside a sentence.
  card: "the {card}",
  "value.one": "the {card} ({value})",
  "value.several": "{value, select, 8 {an 8} 11 {an 11} 18 {an 18} other {a {value}}} ({cards, list, or})",
  "value.none": "{value, select, 8 {an 8} 11 {an 11} 18 {an 18} other {a {value}}} (no such card)",

  // What the player knew at the decision.
  "fact.last-turn":
    "The deck was empty: the round would end after your turn, and the highest card left in hand would win it.",
  "fact.known": "You knew {player} held the {card}.",
  "fact.kept-over": "{player} had kept a card over the {card} they played, so it was probably higher.",
  "fact.higher-unseen":
    "Of the cards higher than the {card}, only {cards, list} {count, plural, one {was} other {were}} still unseen.",
  "fact.after-countess": "{player} had played the Countess, which is usually forced by a King or a Prince beside it.",
  "fact.excluded":
    "{count, plural, one {An earlier guess had named {values, list} on {player} and missed.} other {Earlier guesses had named {values, list} on {player} and missed.}}",
  "fact.above": "{player} had won a Baron comparison against {value}, so held a higher card.",
  "fact.below": "{player} had won a Dowager Queen comparison against {value}, so held a lower card.",
  "fact.seen-yours":
    "{count, plural, one {{players, list} knew you held the {card}.} other {{players, list} knew you held the {card}.}}",
  "fact.copies-unseen":
    "{copies, plural, =0 {You had seen every copy of {value}.} one {One copy of {value} was among the {hidden, plural, one {# card} other {# cards}} you had not seen.} other {# copies of {value} were among the {hidden, plural, one {# card} other {# cards}} you had not seen.}}",

  // Why the expert's move was better, in the cards' terms.
  "reason.guess-better":
    "{sameTarget, select, yes {On {bestTarget}, naming {bestValue} was right {bestHit, number, percent} of the time; {playedValue}, {playedHit, number, percent}.} other {Naming {bestValue} on {bestTarget} was right {bestHit, number, percent} of the time; {playedValue} on {playedTarget}, {playedHit, number, percent}.}}",
  "reason.guess-impossible":
    "As far as you could know, {target} could not hold {value}: your {card} could not be right.",
  "reason.guess-poor":
    "{seldom, select, yes {Your {card} naming {value} on {target} was right only {hit, number, percent} of the time.} other {Your {card} naming {value} on {target} was right {hit, number, percent} of the time.}}",
  "reason.guess-missed":
    "The {card} naming {value} on {target} would have been right {hit, number, percent} of the time.",
  "reason.compare-risk":
    "Your {card} put your {kept} against {target}'s card: you would win that comparison {win, number, percent} of the time and lose it {lose, number, percent}{ties, select, yes { (a tie {tie, number, percent})} other {}}.",
  "reason.compare-target":
    "With your {kept}, the {card} would win the comparison against {bestTarget} {bestWin, number, percent} of the time, and against {playedTarget} {playedWin, number, percent}.",
  "reason.compare-missed":
    "The {card} on {target} would have put your {kept} against their card and won that comparison {win, number, percent} of the time (lost {lose, number, percent}).",
  "reason.prince-target":
    "A Prince on {bestTarget} would have found the Princess {bestPrincess, number, percent} of the time; on {playedTarget}, {playedPrincess, number, percent}.",
  "reason.prince-missed":
    "A Prince on {target} would have made them discard the Princess {princess, number, percent} of the time.",
  "reason.prince-self": "The Prince on yourself threw away your {kept} for an unknown card.",
  "reason.prince-self-missed":
    "{count, plural, =0 {The Prince on yourself would have replaced your {kept} with an unknown card.} other {The Prince on yourself would have replaced your {kept}, which {players, list} knew about, with an unknown card.}}",
  "reason.princess-discarded": "Discarding the Princess knocks you out of the round.",
  "reason.princess-prince": "The Prince on yourself made you discard the Princess, which knocks you out of the round.",
  "reason.princess-traded": "The King gave {target} your Princess.",
  "reason.handmaid-missed": "The Handmaid would have protected you from every card until your next turn.",
  "reason.king-trade":
    "The King gave {target} your {given} and showed them the card you took; theirs was the higher one {higher, number, percent} of the time.",
  "reason.king-missed":
    "A King on {target} would have traded your {given} for a higher card {higher, number, percent} of the time.",
  "reason.swap-missed": "The Cardinal on yourself and {target} would have swapped your {given} for their card.",
  "reason.priest-known": "You already knew {target} held the {card}: the Priest told you nothing new.",
  "reason.priest-missed": "Looking at {target}'s card with the Priest would have told you how to play your next card.",
  "reason.countess-unforced":
    "Nothing obliged you to play the Countess (you held no King or Prince), and it left you with the {kept}.",
  "reason.showdown-keep":
    "With the deck empty, the card you kept decided the round: keeping the {bestKept} won it {bestRound, number, percent} of the time, the {playedKept} {playedRound, number, percent}.",
  "reason.generic-target": "{bestTarget} was a better target for the {card} than {playedTarget}.",
  "reason.generic-keep": "Playing the {bestCard} would have kept your {bestKept} in hand; you kept the {playedKept}.",

  // The two moves' chances: every explanation ends with it.
  better:
    "The expert's choice, {best}, won the round {bestRound, number, percent} of the time; yours, {played}, {playedRound, number, percent}.",
} as const;

export type ReviewMessageId = keyof typeof REVIEW_MESSAGES;

/** Who sits where and the match deck: what a review's sentences need. */
export interface ReviewNames {
  /** A seat's name ("Bob"); the reviewed seat is written "yourself" by the templates, not by this. */
  readonly name: (seat: number) => string;
  readonly deck: readonly { card: CharacterName; value: number }[];
}

/** One message in English (the locale of every template until the languages pass). */
export const message = (id: ReviewMessageId, params: MessageParams = {}): string =>
  formatMessage(REVIEW_MESSAGES[id], params);

const cardName = (card: CharacterName) => DISPLAY_NAMES[card];
const theCard = (card: CharacterName) => message("card", { card: cardName(card) });

/** A named value: "the Priest (2)", or "a 2 (Priest or Cardinal)" when several characters share it. */
export function valueName(value: number, deck: ReviewNames["deck"]): string {
  const cards = [...new Set(deck.filter((d) => d.value === value).map((d) => cardName(d.card)))];
  if (cards.length === 1) return message("value.one", { card: cards[0]!, value });
  if (cards.length === 0) return message("value.none", { value });
  return message("value.several", { value, cards });
}

/** A move in a few words: "the Guard on Bob naming the Priest (2)", "keeping the Baron". */
export function describeMove(move: Move, names: ReviewNames): string {
  const who = (seat: number) => (seat === move.seat ? message("yourself") : names.name(seat));
  if (isPlayMove(move)) {
    const card = cardName(move.play);
    if (move.targets && move.targets.length > 0) {
      const targets = move.targets.map(who);
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
export function explanationSentences(e: Explanation, names: ReviewNames): string[] {
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

function factSentence(f: Fact, names: ReviewNames): string {
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
        cards: f.cards.map(theCard),
        count: f.cards.length,
      });
    case "after-countess":
      return message("fact.after-countess", { player: names.name(f.player) });
    case "excluded":
      return message("fact.excluded", {
        player: names.name(f.player),
        values: f.values.map(value),
        count: f.values.length,
      });
    case "above":
      return message("fact.above", { player: names.name(f.player), value: value(f.value) });
    case "below":
      return message("fact.below", { player: names.name(f.player), value: value(f.value) });
    case "seen-yours":
      return message("fact.seen-yours", {
        players: f.players.map(names.name),
        count: f.players.length,
        card: cardName(f.card),
      });
    case "copies-unseen":
      return message("fact.copies-unseen", { value: value(f.value), copies: f.copies, hidden: f.hidden });
  }
}

function reasonSentence(e: Explanation, names: ReviewNames): string | null {
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
        players: r.knownBy.map(name),
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
