import type { EngineEvent } from "@loveletter/engine";
import { describeEvent, type NameContext } from "@loveletter/seat";
import type { Cards, Seats } from "./words.js";

/**
 * Tells the events of a match from one seat's side ("You", "Seat 2") in the sentences the web
 * client's log uses (@loveletter/seat), with the terminal's own presentation around them: a
 * header for each round, and the hands shown at a showdown. It tells whatever it is given: the
 * caller gives it only the events that seat may see.
 *
 * Each event waits for the next one, which may complete its sentence (a draw and the card it
 * brought are one line); `flush` tells the last one.
 */
export class Narrator {
  private readonly ctx: NameContext;
  private held: EngineEvent | null = null;
  private told: EngineEvent | undefined;
  /** The sentence that ends the match, kept for the closing banner. */
  private ending: string | null = null;

  constructor(
    private readonly seats: Seats,
    private readonly cards: Cards,
    private readonly write: (line: string) => void,
    /** The match scores wins, not tokens (the "discard" variant). */
    scoresWins = false,
  ) {
    this.ctx = {
      me: seats.me,
      name: seats.Who,
      deck: cards.deck,
      words: seats.words,
      cardName: (card) => cards.name(card),
      scoresWins,
    };
  }

  tell(event: EngineEvent): void {
    if (this.held) this.say(this.held, event);
    this.held = event;
  }

  /** Tells the event still waiting for the next one, if any. */
  flush(): void {
    if (this.held) this.say(this.held, undefined);
    this.held = null;
  }

  /** How the match ended ("Seat 1 wins the match!"), once told; null before. */
  get matchEnding(): string | null {
    return this.ending;
  }

  private say(event: EngineEvent, next: EngineEvent | undefined): void {
    const sentence = describeEvent(event, this.ctx, next, this.told);
    this.told = event;
    if (event.type === "match-ended") {
      // Said last, under the final scores.
      this.ending = sentence;
      return;
    }
    for (const line of this.before(event)) this.write(line);
    if (sentence !== null) this.write(sentence);
  }

  /** The terminal's own lines before an event's sentence. */
  private before(event: EngineEvent): string[] {
    switch (event.type) {
      case "round-started":
        return ["", `=== Round ${event.round} ===`];
      case "round-ended":
        return ["", ...this.showdown(event)];
      default:
        return [];
    }
  }

  /** The hands revealed at a showdown, with their discard totals (the tie-break), and the ranks. */
  private showdown(e: Extract<EngineEvent, { type: "round-ended" }>): string[] {
    const { Who } = this.seats;
    const lines: string[] = [];
    if (e.reason === "showdown") {
      lines.push("The deck is empty: showdown! The players still in reveal their hands:");
      for (const hand of e.hands) {
        const bonus = hand.score !== this.cards.value(hand.card) ? `, counts as ${hand.score}` : "";
        lines.push(
          `  ${Who(hand.seat).padEnd(7)} ${this.cards.name(hand.card)}${bonus}  (discards total ${hand.discardSum})`,
        );
      }
    }
    if (e.ranks) {
      const order = e.ranks
        .map((rank, seat) => ({ rank, seat }))
        .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
        .map(({ rank, seat }) => `${rank}. ${Who(seat)}`);
      lines.push(`Ranks: ${order.join(", ")}`);
    }
    return lines;
  }
}
