import { type CharacterName, DISPLAY_NAMES, type KnockOutCause } from "@loveletter/engine";
import { cardName, guessLabel, type NameContext, possessive } from "./labels.js";
import type { Message, MessageId } from "./messages.js";

// The narration's sentences in English: one renderer per message (messages.ts), so that every
// message has its sentence (a missing one fails to compile) and no other module writes them.

/** Stands for this seat in a sentence being built: "You" to start it, "you" anywhere else. */
const YOU = "\uE000";

/** Seat names for building a sentence; `finishSentence` then writes this seat as "You" or "you". */
export function sentenceNames(ctx: NameContext): (seat: number) => string {
  return (seat) => (seat === ctx.me ? YOU : ctx.name(seat));
}

/** "You" where a sentence starts, "you" anywhere else. */
export function finishSentence(text: string): string {
  return text.replace(/(^|[.!?] )\uE000/g, "$1You").replaceAll(YOU, "you");
}

function list(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const TOKEN_REASONS = {
  round: "for winning the round",
  spy: "for the Spy",
  jester: "for the Jester",
  constable: "for the Constable",
  bishop: "for the Bishop's correct guess",
  rank: "for finishing first",
} as const;

/** What a renderer is given besides its message. */
interface Words {
  readonly ctx: NameContext;
  /** A seat in a sentence (this seat: "You"/"you", see finishSentence). */
  readonly n: (seat: number) => string;
  /** "the Princess". */
  readonly the: (card: CharacterName) => string;
  /** The verb's form for a seat: `me` for this seat ("you are"), `other` for another ("Bob is"). */
  readonly verb: (seat: number, me: string, other: string) => string;
}

function knockOutReason(cause: KnockOutCause, by: number, self: boolean, { ctx, n }: Words): string {
  switch (cause) {
    case "guard":
      return `named by ${possessive(ctx, by)} Guard`;
    case "assassin":
      return `the Guard chose ${n(by)}, who held the Assassin`;
    case "baron":
      return self ? "lost the Baron comparison" : `lost the Baron comparison with ${n(by)}`;
    case "dowager-queen":
      return self ? "held the higher card against the Dowager Queen" : `held the higher card against ${n(by)}`;
    case "princess":
      return "discarded the Princess";
  }
}

const count = (k: number, one: string, many: string) => (k === 1 ? `1 ${one}` : `${k} ${many}`);

const ENGLISH: { readonly [K in MessageId]: (m: Extract<Message, { id: K }>, w: Words) => string } = {
  "round-started": (m, { ctx, n, verb }) =>
    `Round ${m.round} begins. ${n(m.first)} ${verb(m.first, "play", "plays")} first.${faceUp(m.faceUp, ctx)}`,
  "tiebreak-round-started": (m, { ctx, n }) =>
    `Tie-breaker round between ${list(m.seats.map(n))}.${faceUp(m.faceUp, ctx)}`,
  "cards-dealt": () => "Cards are dealt.",
  "dealt-card": (m, { ctx, n, the }) => `${m.seat === ctx.me ? "You were" : `${n(m.seat)} was`} dealt ${the(m.card)}.`,
  "drew-a-card": (m, { n }) => `${n(m.seat)} drew a card.`,
  "drew-card": (m, { n, the }) => `${n(m.seat)} drew ${the(m.card)}.`,
  "took-set-aside-card": (m, { n, the }) => `${n(m.seat)} took the set-aside card: ${the(m.card)}.`,
  "received-card": (m, { n, the }) =>
    `${n(m.seat)} received ${the(m.card)}${m.giver === undefined ? "" : ` from ${n(m.giver)}`}.`,
  played: (m, { ctx, n, the }) => {
    const chosen = (t: number) => (t !== m.seat ? n(t) : m.seat === ctx.me ? "yourself" : "themself");
    let text = `${n(m.seat)} played ${the(m.card)}`;
    if (m.targets.length) text += ` on ${list(m.targets.map(chosen))}`;
    if (m.guess !== undefined) text += `, naming ${guessLabel(m.guess, ctx.deck)}`;
    if (m.look !== undefined) text += `, looking at ${possessive(ctx, m.look)} new hand`;
    return `${text}.`;
  },
  "no-effect-nobody-to-choose": (m, { the }) => `Nobody could be chosen: ${the(m.card)} has no effect.`,
  "no-effect-deck-empty": (m, { the }) => `The deck is empty: ${the(m.card)} has no effect.`,
  "guard-guessed-right": () => "Correct guess!",
  "guessed-wrong": (m, { n, verb }) => `Wrong guess: ${n(m.target)} ${verb(m.target, "don't", "doesn't")} hold it.`,
  "bishop-guessed-right": (m, { n, the, verb }) =>
    `Correct: ${n(m.target)} ${verb(m.target, "hold", "holds")} ${m.card ? the(m.card) : "it"}.`,
  "knocked-out": (m, w) => {
    const shown = m.revealed.length ? `, revealing ${list(m.revealed.map(w.the))}` : "";
    const reason = knockOutReason(m.cause, m.by, m.by === m.seat, w);
    return `${w.n(m.seat)} ${w.verb(m.seat, "are", "is")} out of the round (${reason})${shown}.`;
  },
  "discarded-for-prince": (m, { n, the }) => `The Prince made ${n(m.seat)} discard ${the(m.card)}.`,
  "discarded-for-bishop": (m, { n, the }) => `${n(m.seat)} discarded ${the(m.card)}, the card the Bishop named.`,
  discarded: (m, { n, the }) => `${n(m.seat)} discarded ${the(m.card)}.`,
  "redrew-from-set-aside": (m, { n }) => `${n(m.seat)} took the set-aside card.`,
  redrew: (m, { n }) => `${n(m.seat)} drew a new card.`,
  "saw-hand": (m, { ctx, n, the }) =>
    `${m.seat === ctx.me ? "You see" : `${n(m.seat)} saw`} ${possessive(ctx, m.target)} hand: ${the(m.card)}.`,
  "compared-hands": (m, { n, verb }) => {
    const what = m.card === "baron" ? "Baron" : "Dowager Queen";
    const result = m.loser === null ? "a tie, nothing happens" : `${n(m.loser)} ${verb(m.loser, "lose", "loses")}`;
    return `${n(m.seat)} and ${n(m.target)} compared hands (${what}): ${result}.`;
  },
  "traded-hands": (m, { n }) => `${n(m.seat)} and ${n(m.target)} traded hands.`,
  "swapped-hands": (m, { ctx, n }) =>
    `${n(m.targets[0])} and ${n(m.targets[1])} traded hands (${possessive(ctx, m.seat)} Cardinal).`,
  required: (m, { ctx, n }) =>
    `The next card played must choose ${n(m.target)} (${possessive(ctx, m.seat)} Sycophant).`,
  watched: (m, { ctx, n, verb }) => {
    const reward = ctx.scoresWins
      ? verb(m.seat, "score a win", "scores a win")
      : verb(m.seat, "gain a token", "gains a token");
    return `${possessive(ctx, m.seat, { startsSentence: true })} Jester watches ${n(m.target)}: if ${n(m.target)} ${verb(m.target, "win", "wins")} the round, ${n(m.seat)} ${reward}.`;
  },
  protected: (m, { ctx, n }) =>
    m.seat === ctx.me
      ? `${n(m.seat)} are protected until your next turn.`
      : `${n(m.seat)} is protected until their next turn.`,
  "chancellor-drew": (m, { n }) => `${n(m.seat)} drew ${count(m.count, "card", "cards")} (Chancellor).`,
  "returned-cards": (m, { n }) => `${n(m.seat)} put ${count(m.count, "card", "cards")} at the bottom of the deck.`,
  "kept-and-returned": (m, { n, the }) =>
    `${n(m.seat)} kept ${the(m.kept)} and put ${list(m.bottom.map(the))} at the bottom of the deck${m.bottom.length > 1 ? ` (${DISPLAY_NAMES[m.bottom[m.bottom.length - 1]!]} lowest)` : ""}.`,
  "discarded-and-redrew": (m, { n }) => `${n(m.seat)} discarded and drew again.`,
  "kept-card": (m, { n }) => `${n(m.seat)} kept the card.`,
  "assassin-revealed": (m, { n, verb }) =>
    `${n(m.seat)} ${verb(m.seat, "hold", "holds")} the Assassin: the Guard turns on ${n(m.guard)}!`,
  "gained-token": (m, { n, verb }) =>
    `${n(m.seat)} ${verb(m.seat, "gain", "gains")} a token ${TOKEN_REASONS[m.reason]} (${m.tokens} in all).`,
  "scored-win": (m, { n, verb }) =>
    `${n(m.seat)} ${verb(m.seat, "score", "scores")} a win ${TOKEN_REASONS[m.reason]} (${m.wins} in all).`,
  "round-won-last-standing": (m, w) => `Round over: ${winners(m.winners, w)}, the last player standing.`,
  "round-decided-match": () => "Round over: a token decided the match.",
  "showdown-won": (m, w) => `Showdown: ${winners(m.winners, w)} the round.`,
  "showdown-won-highest": (m, w) =>
    `Showdown: ${winners(m.winners, w)} the round with the highest card, ${w.the(m.card)} (${m.score}).`,
  "showdown-won-on-discards": (m, w) =>
    `Showdown: ${winners(m.winners, w)} the round on the higher total of discarded cards (${m.discardSum}), after a tie on ${m.score}.`,
  "showdown-shared": (m, w) => `Showdown: ${winners(m.winners, w)} the round, tied on ${m.score}.`,
  "showdown-nobody-won": () => "Showdown: nobody wins the round.",
  tiebreak: (m, { n }) => `${list(m.seats.map(n))} are tied: a tie-breaker round decides the match.`,
  "match-won": (m, w) => `${winners(m.winners, w)} the match!`,
  "match-over": () => "The match is over.",
};

/** " Set aside face up: Guard and Priest." after a round's first sentence, when there are any. */
const faceUp = (cards: readonly CharacterName[], ctx: NameContext) =>
  cards.length ? ` Set aside face up: ${list(cards.map((c) => cardName(ctx, c)))}.` : "";

/** "Bob wins", "You win", "Ada and Bob win". */
function winners(seats: readonly number[], { ctx, n }: Words): string {
  return `${list(seats.map(n))} ${seats.length === 1 && seats[0] !== ctx.me ? "wins" : "win"}`;
}

/** A message's English sentence, for the reader `ctx` describes. */
export function english(message: Message, ctx: NameContext): string {
  const words: Words = {
    ctx,
    n: sentenceNames(ctx),
    the: (card) => `the ${cardName(ctx, card)}`,
    verb: (seat, me, other) => (seat === ctx.me ? me : other),
  };
  const render = ENGLISH[message.id] as (m: Message, w: Words) => string;
  return finishSentence(render(message, words));
}
