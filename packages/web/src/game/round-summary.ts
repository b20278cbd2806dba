import { type CharacterName, DISPLAY_NAMES, type EngineEvent, type ShowdownHand } from "@loveletter/engine";
import { finishSentence, type NameContext, sentenceNames } from "@loveletter/seat";

/**
 * Why a round ended the way it did: who won, every hand revealed at the showdown, and the reason
 * in words (highest card, discard-total tie-break, Count bonus, Princess over Bishop, a shared
 * win), plus the extra tokens (Spy, Jester, Constable, Bishop) and "discard" ranks.
 */
export interface RoundSummary {
  readonly reason: "last-standing" | "showdown" | "match-decided";
  readonly winners: readonly number[];
  /** The hands revealed at a showdown, best first, each with what was compared in a sentence. */
  readonly hands: readonly ShownHand[];
  /** How the showdown compared the hands, in a sentence; null when there was none. */
  readonly rule: string | null;
  readonly ranks: readonly number[] | null;
  readonly why: readonly string[];
  readonly extras: readonly string[];
}

export interface ShownHand extends ShowdownHand {
  /** "Bob's Prince is worth 5; Bob's discarded cards add up to 11." */
  readonly said: string;
}

const the = (card: CharacterName) => `the ${DISPLAY_NAMES[card]}`;

/** Events of the current round: everything from its last "round-started". */
export function currentRoundEvents(events: readonly EngineEvent[]): readonly EngineEvent[] {
  for (let i = events.length - 1; i >= 0; i--) if (events[i]!.type === "round-started") return events.slice(i);
  return events;
}

export function summarizeRound(
  events: readonly EngineEvent[],
  ctx: NameContext,
  tieBreakBySum: boolean,
): RoundSummary | null {
  const round = currentRoundEvents(events);
  const ended = round.find((e) => e.type === "round-ended");
  if (!ended || ended.type !== "round-ended") return null;
  const n = sentenceNames(ctx);
  const mine = (seat: number) => seat === ctx.me;
  /** The verb for this seat: "you win", "Bob wins". */
  const verb = (seat: number, you: string, other: string) => (mine(seat) ? you : other);
  const possessive = (seat: number) => (mine(seat) ? "Your" : `${ctx.name(seat)}'s`);
  const value = (card: CharacterName) => ctx.deck.find((d) => d.card === card)?.value ?? 0;
  const why: string[] = [];
  const winners = ended.winners;
  const hands = [...ended.hands].sort((a, b) => b.score - a.score || b.discardSum - a.discardSum);
  /** What one hand brought to the showdown: its card's worth and, where it breaks ties, its discards. */
  const said = (h: ShowdownHand): string => {
    const printed = value(h.card);
    const card = DISPLAY_NAMES[h.card];
    const discards = (ofWhom: string) => `${ofWhom} discarded cards add up to ${h.discardSum}`;
    const ofWhom = mine(h.seat) ? "your" : `${ctx.name(h.seat)}'s`;
    if (h.score === printed)
      return tieBreakBySum
        ? `${possessive(h.seat)} ${card} is worth ${h.score}; ${discards(ofWhom)}.`
        : `${possessive(h.seat)} ${card} is worth ${h.score}.`;
    if (h.score > printed)
      return tieBreakBySum
        ? `${possessive(h.seat)} ${card} is worth ${h.score} with the Count bonus (printed ${printed}); ${discards(ofWhom)}.`
        : `${possessive(h.seat)} ${card} is worth ${h.score} with the Count bonus (printed ${printed}).`;
    return tieBreakBySum
      ? `${possessive(h.seat)} ${card} counts as ${h.score} (printed ${printed}); ${discards(ofWhom)}.`
      : `${possessive(h.seat)} ${card} counts as ${h.score} (printed ${printed}).`;
  };

  if (ended.reason === "last-standing") {
    why.push(
      winners.length
        ? `Everyone else was knocked out: ${n(winners[0]!)} ${verb(winners[0]!, "are", "is")} the last player standing.`
        : "Nobody is left.",
    );
  } else if (ended.reason === "match-decided") {
    why.push("A token gained in the middle of the round decided the match, so the round stopped there.");
  } else {
    const princess = hands.find((h) => h.card === "princess");
    if (princess && hands.some((h) => h.card === "bishop" && !winners.includes(h.seat)))
      why.push("At the showdown the Princess beats the Bishop.");
    const top = hands[0];
    if (top && winners.length) {
      const tiedOnValue = hands.filter((h) => h.score === top.score);
      if (winners.length > 1)
        why.push(
          tieBreakBySum && tiedOnValue.length > 1
            ? `${winners.map(n).join(" and ")} tie on value and on discard total (${top.discardSum}): they all win.`
            : `${winners.map(n).join(" and ")} tie with ${top.score}: they all win.`,
        );
      else if (tiedOnValue.length > 1 && tieBreakBySum) {
        const w = hands.find((h) => h.seat === winners[0])!;
        const others = tiedOnValue.filter((h) => h.seat !== w.seat);
        why.push(
          `${tiedOnValue.map((h) => n(h.seat)).join(" and ")} all hold ${top.score}; ${n(w.seat)} ${verb(w.seat, "win", "wins")} with the higher discard total (${w.discardSum} against ${others.map((h) => h.discardSum).join(", ")}).`,
        );
      } else {
        const w = hands.find((h) => h.seat === winners[0]);
        if (w) why.push(`${n(w.seat)} ${verb(w.seat, "hold", "holds")} the highest card: ${the(w.card)} (${w.score}).`);
      }
    }
  }

  const extras: string[] = [];
  for (const e of round) {
    if (e.type !== "token" && e.type !== "win-counted") continue;
    switch (e.reason) {
      case "spy":
        extras.push(
          `${n(e.seat)} ${verb(e.seat, "gain", "gains")} a token with the Spy: the only player still in who played or discarded one.`,
        );
        break;
      case "jester": {
        const watched = round.find((w) => w.type === "watched" && w.seat === e.seat);
        extras.push(
          `${n(e.seat)} ${verb(e.seat, "gain", "gains")} a token with the Jester${watched && watched.type === "watched" ? `: ${n(watched.target)} won the round` : ""}.`,
        );
        break;
      }
      case "constable":
        extras.push(
          `${n(e.seat)} ${verb(e.seat, "gain", "gains")} a token with the Constable: knocked out with it in the discard pile.`,
        );
        break;
      case "bishop":
        extras.push(`${n(e.seat)} ${verb(e.seat, "gain", "gains")} a token with the Bishop: a correct guess.`);
        break;
      default:
        break;
    }
  }

  return {
    reason: ended.reason,
    winners,
    hands: hands.map((h) => ({ ...h, said: said(h) })),
    rule:
      hands.length === 0
        ? null
        : tieBreakBySum
          ? "At the showdown the highest card wins; between equal cards, the higher total of discarded cards wins."
          : "At the showdown the highest card wins; players with equal cards share the win.",
    ranks: ended.ranks,
    why: why.map(finishSentence),
    extras: extras.map(finishSentence),
  };
}
