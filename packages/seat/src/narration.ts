import { type CharacterName, DISPLAY_NAMES, type EngineEvent, type KnockOutCause } from "@loveletter/engine";
import { cardName, guessLabel, type NameContext, possessive } from "./labels.js";

// Human sentences for engine events, for the log (a live region: screen readers read each new
// line) and the replay. Every event type has a sentence; a few purely mechanical ones are merged
// into their neighbour (a draw and the card it brought are one line for the drawer).

export type LogTone = "turn" | "effect" | "private" | "out" | "token" | "round";

export interface LogLine {
  readonly key: string;
  readonly text: string;
  readonly tone: LogTone;
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

function knockOutReason(cause: KnockOutCause, by: string, byPossessive: string): string {
  switch (cause) {
    case "guard":
      return `named by ${byPossessive} Guard`;
    case "assassin":
      return `the Guard chose ${by}, who held the Assassin`;
    case "baron":
      return `lost the Baron comparison with ${by}`;
    case "dowager-queen":
      return `held the higher card against ${by}`;
    case "princess":
      return "discarded the Princess";
  }
}

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

/** One event's sentence; null when a neighbouring line already says it. */
export function describeEvent(e: EngineEvent, ctx: NameContext, next?: EngineEvent, prev?: EngineEvent): string | null {
  const text = sentence(e, ctx, sentenceNames(ctx), next, prev);
  return text === null ? null : finishSentence(text);
}

function sentence(
  e: EngineEvent,
  ctx: NameContext,
  n: (seat: number) => string,
  next?: EngineEvent,
  prev?: EngineEvent,
): string | null {
  const the = (card: CharacterName) => `the ${cardName(ctx, card)}`;
  switch (e.type) {
    case "round-started": {
      const parts = [
        e.tiebreak
          ? `Tie-breaker round between ${list(e.seats.map(n))}.`
          : `Round ${e.round} begins. ${n(e.first)} ${e.first === ctx.me ? "play" : "plays"} first.`,
      ];
      if (e.faceUp.length) parts.push(`Set aside face up: ${list(e.faceUp.map((c) => cardName(ctx, c)))}.`);
      return parts.join(" ");
    }
    case "dealt":
      // One line for the whole deal, before the line saying which card this seat got.
      return prev?.type === "dealt" || (prev?.type === "received" && prev.from === "deal") ? null : "Cards are dealt.";
    case "drew":
      // The drawer also receives the card privately: that line says both.
      if (next?.type === "received" && next.seat === e.seat && next.from !== "trade") return null;
      return `${n(e.seat)} drew a card.`;
    case "received":
      if (e.from === "deal") return `${e.seat === ctx.me ? "You were" : `${n(e.seat)} was`} dealt ${the(e.card)}.`;
      if (e.from === "trade")
        return `${n(e.seat)} received ${the(e.card)}${e.giver === undefined ? "" : ` from ${n(e.giver)}`}.`;
      if (e.from === "set-aside") return `${n(e.seat)} took the set-aside card: ${the(e.card)}.`;
      return `${n(e.seat)} drew ${the(e.card)}.`;
    case "played": {
      const chosen = (t: number) => (t !== e.seat ? n(t) : e.seat === ctx.me ? "yourself" : "themself");
      let text = `${n(e.seat)} played ${the(e.card)}`;
      if (e.targets?.length) text += ` on ${list(e.targets.map(chosen))}`;
      else if (e.target !== undefined) text += ` on ${chosen(e.target)}`;
      if (e.guess !== undefined) text += `, naming ${guessLabel(e.guess, ctx.deck)}`;
      if (e.look !== undefined) text += `, looking at ${possessive(ctx, e.look)} new hand`;
      return `${text}.`;
    }
    case "no-effect":
      return e.reason === "no-target"
        ? `Nobody could be chosen: ${the(e.card)} has no effect.`
        : `The deck is empty: ${the(e.card)} has no effect.`;
    case "guessed":
      if (e.card === "guard")
        return e.correct
          ? `Correct guess!`
          : `Wrong guess: ${n(e.target)} ${e.target === ctx.me ? "don't" : "doesn't"} hold it.`;
      if (!e.correct) return `Wrong guess: ${n(e.target)} ${e.target === ctx.me ? "don't" : "doesn't"} hold it.`;
      return `Correct: ${n(e.target)} ${e.target === ctx.me ? "hold" : "holds"} ${e.revealed ? the(e.revealed) : "it"}.`;
    case "knocked-out": {
      const shown = e.revealed.length ? `, revealing ${list(e.revealed.map(the))}` : "";
      // A Baron's own player can lose its comparison: then "by" is the player itself.
      const reason =
        e.by === e.seat && (e.cause === "baron" || e.cause === "dowager-queen")
          ? e.cause === "baron"
            ? "lost the Baron comparison"
            : "held the higher card against the Dowager Queen"
          : knockOutReason(e.cause, n(e.by), possessive(ctx, e.by));
      return `${n(e.seat)} ${e.seat === ctx.me ? "are" : "is"} out of the round (${reason})${shown}.`;
    }
    case "discarded":
      if (e.cause === "prince") return `The Prince made ${n(e.seat)} discard ${the(e.card)}.`;
      if (e.cause === "bishop") return `${n(e.seat)} discarded ${the(e.card)}, the card the Bishop named.`;
      return `${n(e.seat)} discarded ${the(e.card)}.`;
    case "redrew":
      if (next?.type === "received" && next.seat === e.seat) return null;
      return e.from === "set-aside" ? `${n(e.seat)} took the set-aside card.` : `${n(e.seat)} drew a new card.`;
    case "saw":
      return `${e.seat === ctx.me ? "You see" : `${n(e.seat)} saw`} ${possessive(ctx, e.target)} hand: ${the(e.card)}.`;
    case "compared": {
      const what = e.card === "baron" ? "Baron" : "Dowager Queen";
      const result =
        e.loser === null ? "a tie, nothing happens" : `${n(e.loser)} ${e.loser === ctx.me ? "lose" : "loses"}`;
      return `${n(e.seat)} and ${n(e.target)} compared hands (${what}): ${result}.`;
    }
    case "traded":
      return `${n(e.seat)} and ${n(e.target)} traded hands.`;
    case "swapped":
      return `${n(e.targets[0])} and ${n(e.targets[1])} traded hands (${possessive(ctx, e.seat)} Cardinal).`;
    case "required":
      return `The next card played must choose ${n(e.target)} (${possessive(ctx, e.seat)} Sycophant).`;
    case "watched":
      return `${possessive(ctx, e.seat, { startsSentence: true })} Jester watches ${n(e.target)}: if ${n(e.target)} ${e.target === ctx.me ? "win" : "wins"} the round, ${n(e.seat)} ${ctx.scoresWins ? (e.seat === ctx.me ? "score a win" : "scores a win") : e.seat === ctx.me ? "gain a token" : "gains a token"}.`;
    case "protected":
      return e.seat === ctx.me
        ? `${n(e.seat)} are protected until your next turn.`
        : `${n(e.seat)} is protected until their next turn.`;
    case "chancellor-drew":
      return `${n(e.seat)} drew ${e.count === 1 ? "1 card" : `${e.count} cards`} (Chancellor).`;
    case "returned":
      if (next?.type === "returned-cards" && next.seat === e.seat) return null;
      return `${n(e.seat)} put ${e.count === 1 ? "1 card" : `${e.count} cards`} at the bottom of the deck.`;
    case "returned-cards":
      return `${n(e.seat)} kept ${the(e.kept)} and put ${list(e.bottom.map(the))} at the bottom of the deck${e.bottom.length > 1 ? ` (${DISPLAY_NAMES[e.bottom[e.bottom.length - 1]!]} lowest)` : ""}.`;
    case "redraw-decided":
      return e.redraw ? `${n(e.seat)} discarded and drew again.` : `${n(e.seat)} kept the card.`;
    case "assassin-revealed":
      return `${n(e.seat)} ${e.seat === ctx.me ? "hold" : "holds"} the Assassin: the Guard turns on ${n(e.guard)}!`;
    case "token":
      return `${n(e.seat)} ${e.seat === ctx.me ? "gain" : "gains"} a token ${TOKEN_REASONS[e.reason]} (${e.tokens} in all).`;
    case "win-counted":
      return `${n(e.seat)} ${e.seat === ctx.me ? "score" : "scores"} a win ${TOKEN_REASONS[e.reason]} (${e.wins} in all).`;
    case "round-ended": {
      const who = list(e.winners.map(n));
      const verb = e.winners.length === 1 && e.winners[0] !== ctx.me ? "wins" : "win";
      if (e.reason === "last-standing") return `Round over: ${who} ${verb}, the last player standing.`;
      if (e.reason === "match-decided") return "Round over: a token decided the match.";
      return e.winners.length ? `Showdown: ${who} ${verb} the round.` : "Showdown: nobody wins the round.";
    }
    case "tiebreak":
      return `${list(e.seats.map(n))} are tied: a tie-breaker round decides the match.`;
    case "match-ended":
      return e.winners.length
        ? `${list(e.winners.map(n))} ${e.winners.length === 1 && e.winners[0] !== ctx.me ? "wins" : "win"} the match!`
        : "The match is over.";
  }
}

function toneOf(e: EngineEvent): LogTone {
  if (e.visibleTo !== "all") return "private";
  switch (e.type) {
    case "played":
    case "drew":
      return "turn";
    case "knocked-out":
      return "out";
    case "token":
    case "win-counted":
      return "token";
    case "round-started":
    case "round-ended":
    case "match-ended":
    case "tiebreak":
      return "round";
    default:
      return "effect";
  }
}

/** Log lines for a run of events; `offset` keeps keys stable as the log grows. */
export function describeEvents(events: readonly EngineEvent[], ctx: NameContext, offset = 0): LogLine[] {
  const lines: LogLine[] = [];
  events.forEach((e, i) => {
    const text = describeEvent(e, ctx, events[i + 1], events[i - 1]);
    if (text) lines.push({ key: String(offset + i), text, tone: toneOf(e) });
  });
  return lines;
}
