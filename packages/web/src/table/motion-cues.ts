import { type CharacterName, DISPLAY_NAMES, type EngineEvent } from "@loveletter/engine";

/**
 * Motion at the table, as cues (pure; motion.ts plays them): each new event is shown where it
 * happens (a card drawn from the deck, a card played to its player's discards, a Prince's discard,
 * a trade whose cards cross, a Guard's guess over its target, a Baron's or Dowager Queen's
 * comparison whose hands flip face up for its two players only (unless it ends the round: the
 * result then shows every hand), a knock-out, a Handmaid's
 * protection, a token flying to its winner).
 *
 * The board is already drawn in its new state: motion is painted over it in a layer that never
 * takes a click, so a decision is never delayed. Cues play one after another (about 450 ms each,
 * quicker when many wait, and for events already seen), a click or a key press on the table skips
 * what is left, and with `prefers-reduced-motion` every cue is a short fade on the spot.
 */
export interface Cue {
  /** Where the cue happens: a seat, the deck, a hand. */
  readonly at: string;
  readonly kind: "fly" | "flash" | "bubble" | "out" | "shield" | "token" | "cross" | "flip";
  /** For "fly" and "token": where the card or token comes from. */
  readonly from?: string;
  /** "cross": the other seat of a trade. */
  readonly with?: string;
  /** The card shown flying (face up), or flipping face up ("flip"), or none for a face-down card. */
  readonly card?: { readonly card: CharacterName; readonly value: number } | null;
  /** Words shown over the seat ("Priest?"). */
  readonly text?: string;
  /**
   * The run ends the round: its result is on the table at once, hands face up, so its cues are
   * played short, never over the winner's badges for long.
   */
  readonly brief?: true;
}

const seatAt = (seat: number) => `[data-seat="${seat}"]`;
const DECK = `[data-pile="deck"]`;

/** The cues of a run of events, in order: pure, for tests and for the board. */
export function cuesFor(
  events: readonly EngineEvent[],
  value: (card: CharacterName) => number,
  deck: readonly { card: CharacterName; value: number }[],
): Cue[] {
  const cues: Cue[] = [];
  const endsRound = events.some((e) => e.type === "round-ended");
  for (const e of events) {
    switch (e.type) {
      case "drew":
        cues.push({ kind: "fly", from: DECK, at: seatAt(e.seat), card: null });
        break;
      case "played":
        cues.push({
          kind: "fly",
          from: seatAt(e.seat),
          at: seatAt(e.seat),
          card: { card: e.card, value: value(e.card) },
        });
        if (e.guess !== undefined && e.target !== undefined) {
          const named = deck.filter((d) => d.value === e.guess).map((d) => DISPLAY_NAMES[d.card]);
          cues.push({ kind: "bubble", at: seatAt(e.target), text: `${named.join(" / ") || e.guess}?` });
        }
        break;
      case "discarded":
        if (e.cause === "prince" || e.cause === "bishop")
          cues.push({ kind: "flash", at: seatAt(e.seat), card: { card: e.card, value: value(e.card) } });
        break;
      case "redrew":
        cues.push({ kind: "fly", from: DECK, at: seatAt(e.seat), card: null });
        break;
      case "traded":
        cues.push({ kind: "cross", at: seatAt(e.seat), with: seatAt(e.target) });
        break;
      case "swapped":
        cues.push({ kind: "cross", at: seatAt(e.targets[0]), with: seatAt(e.targets[1]) });
        break;
      case "compared": {
        // Its two players each see the other's hand ("saw", an event only they receive): for them
        // that hand flips face up over its seat. Everyone else sees both seats light up.
        for (const seat of [e.seat, e.target]) {
          const seen = events.find(
            (s) => s.type === "saw" && s.target === seat && (s.seat === e.seat || s.seat === e.target),
          );
          cues.push(
            seen?.type === "saw" && !endsRound
              ? { kind: "flip", at: seatAt(seat), card: { card: seen.card, value: value(seen.card) } }
              : { kind: "flash", at: seatAt(seat) },
          );
        }
        break;
      }
      case "knocked-out":
        cues.push({ kind: "out", at: seatAt(e.seat) });
        break;
      case "protected":
        cues.push({ kind: "shield", at: seatAt(e.seat) });
        break;
      case "token":
      case "win-counted":
        cues.push({ kind: "token", from: DECK, at: seatAt(e.seat) });
        break;
      default:
        break;
    }
  }
  return endsRound ? cues.map((cue) => ({ ...cue, brief: true as const })) : cues;
}
