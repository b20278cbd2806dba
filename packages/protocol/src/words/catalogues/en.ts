// English: the source catalogue. Its keys are every catalogue's keys (docs/translating.md).
// Card names: the English edition (Z-Man Games, 2019), as the engine's rules.md names them.
import { enFriends } from "./friends/en.js";
import { enPages } from "./pages/en.js";
import { enReview } from "./review/en.js";
import { enTable } from "./table/en.js";

export const en = {
  ...enFriends,
  ...enTable,
  "language.menu": "Language",
  "language.changed": "The page is now in English.",

  "card.spy": "Spy",
  "card.guard": "Guard",
  "card.priest": "Priest",
  "card.baron": "Baron",
  "card.handmaid": "Handmaid",
  "card.prince": "Prince",
  "card.chancellor": "Chancellor",
  "card.king": "King",
  "card.countess": "Countess",
  "card.princess": "Princess",
  "card.jester": "Jester",
  "card.assassin": "Assassin",
  "card.cardinal": "Cardinal",
  "card.baroness": "Baroness",
  "card.sycophant": "Sycophant",
  "card.count": "Count",
  "card.constable": "Constable",
  "card.dowager-queen": "Dowager Queen",
  "card.bishop": "Bishop",

  "seat.numbered": "Seat {seat, number}",
  "card.with-value": "{card} ({value, number})",
  "card.the": "the {card}",
  "guess.card": "the {card} ({value, number})",
  "guess.cards": "{value, number} ({cards})",
  "guess.none": "{value, number} (no such card)",
  "narration.you": "you",
  "narration.self": "{seatIs, select, me {yourself} other {themself}}",

  "narration.round-started":
    "Round {round, number} begins. {firstIs, select, me {You play} other {{first} plays}} first.",
  "narration.round-started-face-up":
    "Round {round, number} begins. {firstIs, select, me {You play} other {{first} plays}} first. Set aside face up: {cards}.",
  "narration.tiebreak-round-started": "Tie-breaker round between {seats}.",
  "narration.tiebreak-round-started-face-up": "Tie-breaker round between {seats}. Set aside face up: {cards}.",
  "narration.cards-dealt": "Cards are dealt.",
  "narration.dealt-card": "{seatIs, select, me {You were} other {{seat} was}} dealt the {card}.",
  "narration.drew-a-card": "{seatIs, select, me {You} other {{seat}}} drew a card.",
  "narration.drew-card": "{seatIs, select, me {You} other {{seat}}} drew the {card}.",
  "narration.took-set-aside-card": "{seatIs, select, me {You} other {{seat}}} took the set-aside card: the {card}.",
  "narration.received-card": "{seatIs, select, me {You} other {{seat}}} received the {card}.",
  "narration.received-card-from":
    "{seatIs, select, me {You} other {{seat}}} received the {card} from {giverIs, select, me {you} other {{giver}}}.",
  "narration.played": "{seatIs, select, me {You} other {{seat}}} played the {card}.",
  "narration.played-on": "{seatIs, select, me {You} other {{seat}}} played the {card} on {targets}.",
  "narration.played-naming": "{seatIs, select, me {You} other {{seat}}} played the {card}, naming {guess}.",
  "narration.played-on-naming":
    "{seatIs, select, me {You} other {{seat}}} played the {card} on {targets}, naming {guess}.",
  "narration.played-on-looking":
    "{seatIs, select, me {You} other {{seat}}} played the {card} on {targets}, looking at {lookIs, select, me {your} other {{look}'s}} new hand.",
  "narration.no-effect-nobody-to-choose": "Nobody could be chosen: the {card} has no effect.",
  "narration.no-effect-deck-empty": "The deck is empty: the {card} has no effect.",
  "narration.guard-guessed-right": "Correct guess!",
  "narration.guessed-wrong": "Wrong guess: {targetIs, select, me {you don't} other {{target} doesn't}} hold it.",
  "narration.bishop-guessed-right": "Correct: {targetIs, select, me {you hold} other {{target} holds}} the {card}.",
  "narration.bishop-guessed-right-unseen": "Correct: {targetIs, select, me {you hold} other {{target} holds}} it.",
  "narration.out-guard":
    "{seatIs, select, me {You are} other {{seat} is}} out of the round (named by {byIs, select, me {your} other {{by}'s}} {guard}){shown, select, yes {, revealing {cards}} other {}}.",
  "narration.out-assassin":
    "{seatIs, select, me {You are} other {{seat} is}} out of the round (the {guard} chose {byIs, select, me {you} other {{by}}}, who held the {assassin}){shown, select, yes {, revealing {cards}} other {}}.",
  "narration.out-baron":
    "{seatIs, select, me {You are} other {{seat} is}} out of the round (lost the {baron} comparison{self, select, yes {} other { with {byIs, select, me {you} other {{by}}}}}){shown, select, yes {, revealing {cards}} other {}}.",
  "narration.out-dowager-queen":
    "{seatIs, select, me {You are} other {{seat} is}} out of the round (held the higher card against {self, select, yes {the {queen}} other {{byIs, select, me {you} other {{by}}}}}){shown, select, yes {, revealing {cards}} other {}}.",
  "narration.out-princess":
    "{seatIs, select, me {You are} other {{seat} is}} out of the round (discarded the {princess}){shown, select, yes {, revealing {cards}} other {}}.",
  "narration.discarded-for-prince": "The {prince} made {seatIs, select, me {you} other {{seat}}} discard the {card}.",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {You} other {{seat}}} discarded the {card}, the card the {bishop} named.",
  "narration.discarded": "{seatIs, select, me {You} other {{seat}}} discarded the {card}.",
  "narration.redrew-from-set-aside": "{seatIs, select, me {You} other {{seat}}} took the set-aside card.",
  "narration.redrew": "{seatIs, select, me {You} other {{seat}}} drew a new card.",
  "narration.saw-hand":
    "{seatIs, select, me {You see} other {{seat} saw}} {targetIs, select, me {your} other {{target}'s}} hand: the {card}.",
  "narration.compared-hands-tie":
    "{pair, select, first {You and {other}} second {{other} and you} other {{a} and {b}}} compared hands ({card}): a tie, nothing happens.",
  "narration.compared-hands":
    "{pair, select, first {You and {other}} second {{other} and you} other {{a} and {b}}} compared hands ({card}): {loserIs, select, me {you lose} other {{loser} loses}}.",
  "narration.traded-hands":
    "{pair, select, first {You and {other}} second {{other} and you} other {{a} and {b}}} traded hands.",
  "narration.swapped-hands":
    "{pair, select, first {You and {other}} second {{other} and you} other {{a} and {b}}} traded hands ({seatIs, select, me {your} other {{seat}'s}} {cardinal}).",
  "narration.required":
    "The next card played must choose {targetIs, select, me {you} other {{target}}} ({seatIs, select, me {your} other {{seat}'s}} {sycophant}).",
  "narration.watched-token":
    "{seatIs, select, me {Your} other {{seat}'s}} {jester} watches {targetIs, select, me {you} other {{target}}}: if {targetIs, select, me {you win} other {{target} wins}} the round, {seatIs, select, me {you gain} other {{seat} gains}} a token.",
  "narration.watched-win":
    "{seatIs, select, me {Your} other {{seat}'s}} {jester} watches {targetIs, select, me {you} other {{target}}}: if {targetIs, select, me {you win} other {{target} wins}} the round, {seatIs, select, me {you score} other {{seat} scores}} a win.",
  "narration.protected":
    "{seatIs, select, me {You are protected until your next turn.} other {{seat} is protected until their next turn.}}",
  "narration.chancellor-drew":
    "{seatIs, select, me {You} other {{seat}}} drew {count, plural, one {# card} other {# cards}} ({chancellor}).",
  "narration.returned-cards":
    "{seatIs, select, me {You} other {{seat}}} put {count, plural, one {# card} other {# cards}} at the bottom of the deck.",
  "narration.kept-and-returned":
    "{seatIs, select, me {You} other {{seat}}} kept the {kept} and put the {bottom} at the bottom of the deck.",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {You} other {{seat}}} kept the {kept} and put {bottom} at the bottom of the deck ({lowest} lowest).",
  "narration.discarded-and-redrew": "{seatIs, select, me {You} other {{seat}}} discarded and drew again.",
  "narration.kept-card": "{seatIs, select, me {You} other {{seat}}} kept the card.",
  "narration.assassin-revealed":
    "{seatIs, select, me {You hold} other {{seat} holds}} the {assassin}: the {guard} turns on {guardIs, select, me {you} other {{guarder}}}!",
  "narration.gained-token":
    "{seatIs, select, me {You gain} other {{seat} gains}} a token {reason, select, round {for winning the round} spy {for the {card}} jester {for the {card}} constable {for the {card}} bishop {for the {card}'s correct guess} other {for finishing first}} ({total, number} in all).",
  "narration.scored-win":
    "{seatIs, select, me {You score} other {{seat} scores}} a win {reason, select, round {for winning the round} spy {for the {card}} jester {for the {card}} constable {for the {card}} bishop {for the {card}'s correct guess} other {for finishing first}} ({total, number} in all).",
  "narration.round-won-last-standing":
    "Round over: {mine, select, only {you win} other {{winners} {count, plural, one {wins} other {win}}}}, the last player standing.",
  "narration.round-decided-match": "Round over: a token decided the match.",
  "narration.showdown-won":
    "Showdown: {mine, select, only {you win} with {you and {others} win} other {{winners} {count, plural, one {wins} other {win}}}} the round.",
  "narration.showdown-won-highest":
    "Showdown: {mine, select, only {you win} with {you and {others} win} other {{winners} {count, plural, one {wins} other {win}}}} the round with the highest card, the {card} ({score, number}).",
  "narration.showdown-won-on-discards":
    "Showdown: {mine, select, only {you win} with {you and {others} win} other {{winners} {count, plural, one {wins} other {win}}}} the round on the higher total of discarded cards ({discardSum, number}), after a tie on {score, number}.",
  "narration.showdown-shared":
    "Showdown: {mine, select, only {you win} with {you and {others} win} other {{winners} {count, plural, one {wins} other {win}}}} the round, tied on {score, number}.",
  "narration.showdown-nobody-won": "Showdown: nobody wins the round.",
  "narration.tiebreak":
    "{mine, select, with {You and {others}} other {{seats}}} are tied: a tie-breaker round decides the match.",
  "narration.match-won":
    "{mine, select, only {You win the match!} with {You and {others} win the match!} other {{winners} {count, plural, one {wins} other {win}} the match!}}",
  "narration.match-over": "The match is over.",
  ...enPages,
  ...enReview,
} as const;

export type MessageKey = keyof typeof en;

/** A language's catalogue: every key of the English one, each an ICU MessageFormat message. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
