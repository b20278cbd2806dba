/**
 * The coach's sentences about a reviewed decision (the bots' review gives each as a message id and
 * its values; `reviewText` in words/review-text.ts renders it). `{card}` is a card's catalogue name,
 * a list (`{targets}`, `{cards}`, `{players}`, `{values}`) comes already joined by the reader's
 * language, and a move or a named value is itself one of these messages.
 */
export const enReview = {
  // A move, as a phrase inside a sentence.
  "review.move.play": "the {card}",
  "review.move.play-on": "the {card} on {target}",
  "review.move.play-on-yourself": "the {card} on yourself",
  "review.move.play-on-players": "the {card} on {targets}",
  "review.move.play-on-players-looking": "the {card} on {targets}, looking at {look}",
  "review.move.guess": "the {card} on {target} naming {guess}",
  "review.move.keep": "keeping the {card}",
  "review.move.redraw": "discarding your card and drawing again",
  "review.move.keep-card": "keeping your card",
  "review.yourself": "yourself",
  // A card or a named value, inside a sentence.
  "review.card": "the {card}",
  "review.value.one": "the {card} ({value})",
  "review.value.several": "{value, select, 8 {an 8} 11 {an 11} 18 {an 18} other {a {value}}} ({cards})",
  "review.value.none": "{value, select, 8 {an 8} 11 {an 11} 18 {an 18} other {a {value}}} (no such card)",

  // What the player knew at the decision.
  "review.fact.last-turn":
    "The deck was empty: the round would end after your turn, and the highest card left in hand would win it.",
  "review.fact.known": "You knew {player} held the {card}.",
  "review.fact.kept-over": "{player} had kept a card over the {card} they played, so it was probably higher.",
  "review.fact.higher-unseen":
    "Of the cards higher than the {card}, only {cards} {count, plural, one {was} other {were}} still unseen.",
  "review.fact.after-countess":
    "{player} had played the Countess, which is usually forced by a King or a Prince beside it.",
  "review.fact.excluded":
    "{count, plural, one {An earlier guess had named {values} on {player} and missed.} other {Earlier guesses had named {values} on {player} and missed.}}",
  "review.fact.above": "{player} had won a Baron comparison against {value}, so held a higher card.",
  "review.fact.below": "{player} had won a Dowager Queen comparison against {value}, so held a lower card.",
  "review.fact.seen-yours":
    "{count, plural, one {{players} knew you held the {card}.} other {{players} knew you held the {card}.}}",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {You had seen every copy of {value}.} one {One copy of {value} was among the {hidden, plural, one {# card} other {# cards}} you had not seen.} other {# copies of {value} were among the {hidden, plural, one {# card} other {# cards}} you had not seen.}}",

  // Why the expert's move was better, in the cards' terms.
  "review.reason.guess-better":
    "{sameTarget, select, yes {On {bestTarget}, naming {bestValue} was right {bestHit, number, percent} of the time; {playedValue}, {playedHit, number, percent}.} other {Naming {bestValue} on {bestTarget} was right {bestHit, number, percent} of the time; {playedValue} on {playedTarget}, {playedHit, number, percent}.}}",
  "review.reason.guess-impossible":
    "As far as you could know, {target} could not hold {value}: your {card} could not be right.",
  "review.reason.guess-poor":
    "{seldom, select, yes {Your {card} naming {value} on {target} was right only {hit, number, percent} of the time.} other {Your {card} naming {value} on {target} was right {hit, number, percent} of the time.}}",
  "review.reason.guess-missed":
    "The {card} naming {value} on {target} would have been right {hit, number, percent} of the time.",
  "review.reason.compare-risk":
    "{ties, select, yes {Your {card} put your {kept} against {target}'s card: you would win that comparison {win, number, percent} of the time and lose it {lose, number, percent} (a tie {tie, number, percent}).} other {Your {card} put your {kept} against {target}'s card: you would win that comparison {win, number, percent} of the time and lose it {lose, number, percent}.}}",
  "review.reason.compare-target":
    "With your {kept}, the {card} would win the comparison against {bestTarget} {bestWin, number, percent} of the time, and against {playedTarget} {playedWin, number, percent}.",
  "review.reason.compare-missed":
    "The {card} on {target} would have put your {kept} against their card and won that comparison {win, number, percent} of the time (lost {lose, number, percent}).",
  "review.reason.prince-target":
    "A Prince on {bestTarget} would have found the Princess {bestPrincess, number, percent} of the time; on {playedTarget}, {playedPrincess, number, percent}.",
  "review.reason.prince-missed":
    "A Prince on {target} would have made them discard the Princess {princess, number, percent} of the time.",
  "review.reason.prince-self": "The Prince on yourself threw away your {kept} for an unknown card.",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {The Prince on yourself would have replaced your {kept} with an unknown card.} other {The Prince on yourself would have replaced your {kept}, which {players} knew about, with an unknown card.}}",
  "review.reason.princess-discarded": "Discarding the Princess knocks you out of the round.",
  "review.reason.princess-prince":
    "The Prince on yourself made you discard the Princess, which knocks you out of the round.",
  "review.reason.princess-traded": "The King gave {target} your Princess.",
  "review.reason.handmaid-missed": "The Handmaid would have protected you from every card until your next turn.",
  "review.reason.king-trade":
    "The King gave {target} your {given} and showed them the card you took; theirs was the higher one {higher, number, percent} of the time.",
  "review.reason.king-missed":
    "A King on {target} would have traded your {given} for a higher card {higher, number, percent} of the time.",
  "review.reason.swap-missed": "The Cardinal on yourself and {target} would have swapped your {given} for their card.",
  "review.reason.priest-known": "You already knew {target} held the {card}: the Priest told you nothing new.",
  "review.reason.priest-missed":
    "Looking at {target}'s card with the Priest would have told you how to play your next card.",
  "review.reason.countess-unforced":
    "Nothing obliged you to play the Countess (you held no King or Prince), and it left you with the {kept}.",
  "review.reason.showdown-keep":
    "With the deck empty, the card you kept decided the round: keeping the {bestKept} won it {bestRound, number, percent} of the time, the {playedKept} {playedRound, number, percent}.",
  "review.reason.generic-target": "{bestTarget} was a better target for the {card} than {playedTarget}.",
  "review.reason.generic-keep":
    "Playing the {bestCard} would have kept your {bestKept} in hand; you kept the {playedKept}.",

  // The two moves' chances: every explanation ends with it.
  "review.better":
    "The expert's choice, {best}, won the round {bestRound, number, percent} of the time; yours, {played}, {playedRound, number, percent}.",
} as const;
