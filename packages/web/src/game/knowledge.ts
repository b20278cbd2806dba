import type { CharacterName, EngineEvent } from "@loveletter/engine";

/**
 * What one seat knows of other players' hands this round, from the events it was shown: a
 * Priest's look, a Baron comparison, a trade, a Bishop's correct guess. Only events the seat
 * received are read, so this can never know more than the seat was told. A known card is
 * forgotten as soon as it may have left the hand.
 */
export interface Knowledge {
  /** The card each other seat is known to hold now. */
  readonly known: ReadonlyMap<number, CharacterName>;
  /** Where each known card was learnt, for the seat's panel ("seen with your Priest"). */
  readonly how: ReadonlyMap<number, string>;
}

export function knowledgeOf(events: readonly EngineEvent[], me: number | null): Knowledge {
  const known = new Map<number, CharacterName>();
  const how = new Map<number, string>();
  // This seat's own hand, followed from its private events: a trade gives its old card away.
  let myHand: CharacterName[] = [];
  const forget = (seat: number) => {
    known.delete(seat);
    how.delete(seat);
  };
  const learn = (seat: number, card: CharacterName, source: string) => {
    if (seat === me) return;
    known.set(seat, card);
    how.set(seat, source);
  };
  const swapKnowledge = (a: number, b: number) => {
    const [ka, kb, ha, hb] = [known.get(a), known.get(b), how.get(a), how.get(b)];
    forget(a);
    forget(b);
    if (ka) learn(b, ka, ha ?? "");
    if (kb) learn(a, kb, hb ?? "");
  };

  for (const e of events) {
    switch (e.type) {
      case "round-started":
        known.clear();
        how.clear();
        myHand = [];
        break;
      case "received":
        if (e.seat !== me) break;
        if (e.from === "trade" && e.giver !== undefined) {
          // The giver now holds the card this seat had.
          if (myHand.length === 1) learn(e.giver, myHand[0]!, "traded to them");
          myHand = [e.card];
        } else myHand.push(e.card);
        break;
      case "played": {
        if (e.seat === me) {
          const i = myHand.indexOf(e.card);
          if (i >= 0) myHand.splice(i, 1);
        } else if (known.get(e.seat) === e.card) forget(e.seat);
        break;
      }
      case "discarded":
        if (e.seat === me) myHand = [];
        else forget(e.seat);
        break;
      case "knocked-out":
        if (e.seat === me) myHand = [];
        forget(e.seat);
        break;
      case "chancellor-drew":
        if (e.seat !== me) forget(e.seat);
        break;
      case "returned-cards":
        if (e.seat === me) myHand = [e.kept];
        break;
      case "saw":
        if (e.seat === me) learn(e.target, e.card, "you looked");
        break;
      case "guessed":
        if (e.revealed && e.correct) learn(e.target, e.revealed, "named by the Bishop");
        break;
      case "redraw-decided":
        if (e.redraw) forget(e.seat);
        break;
      case "traded":
        if (e.seat !== me && e.target !== me) swapKnowledge(e.seat, e.target);
        break;
      case "swapped": {
        const [a, b] = e.targets;
        if (a !== me && b !== me) swapKnowledge(a, b);
        break;
      }
      default:
        break;
    }
  }
  return { known, how };
}
