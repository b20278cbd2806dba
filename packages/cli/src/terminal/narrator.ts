import type { EngineEvent, TokenReason } from "@loveletter/engine";
import { type Cards, capitalize, plural, type Seats } from "./words.js";

const TOKEN_REASONS: Record<TokenReason, string> = {
  round: "",
  spy: " for the Spy",
  jester: " for the Jester",
  constable: " for the Constable",
  bishop: " for the Bishop's guess",
};

/**
 * Tells the events of a match as sentences, from one seat's side ("You", "Seat 2"). It tells
 * whatever it is given: the caller gives it only the events that seat may see.
 *
 * A card's sentence waits for the events that complete it, so that "Seat 2 played the Guard (1) on
 * seat 1, naming Priest (2) — miss." reads as one line.
 */
export class Narrator {
  private pending: string | null = null;
  /** A Cardinal's look, told after the trade it follows. */
  private look = "";

  constructor(
    private readonly seats: Seats,
    private readonly cards: Cards,
    private readonly tokensToWin: number,
    private readonly write: (line: string) => void,
  ) {}

  /** Writes the sentence still waiting for its end, if any. */
  flush(): void {
    if (this.pending !== null) this.write(`${this.pending}.`);
    this.pending = null;
  }

  tell(event: EngineEvent): void {
    const suffix = this.suffix(event);
    if (suffix !== null && this.pending !== null) {
      this.pending += suffix;
      return;
    }
    this.flush();
    if (event.type === "played") this.pending = this.played(event);
    else for (const line of this.lines(event)) this.write(line);
  }

  private played(e: Extract<EngineEvent, { type: "played" }>): string {
    const { Who } = this.seats;
    const chosen = (t: number) => (t !== e.seat ? this.seats.who(t) : e.seat === this.seats.me ? "yourself" : "itself");
    let text = `${Who(e.seat)} played ${this.cards.the(e.card)}`;
    if (e.target !== undefined) text += ` on ${chosen(e.target)}`;
    if (e.targets) {
      const [a, b] = e.targets;
      text += ` on ${b === undefined ? chosen(a!) : a === b ? `${chosen(a!)} twice` : `${chosen(a!)} and ${chosen(b)}`}`;
    }
    const me = e.seat === this.seats.me;
    const whose = e.look === e.seat ? (me ? "your own" : "its own") : this.seats.whose(e.look ?? 0);
    this.look =
      e.look === undefined ? "" : `, and ${this.seats.who(e.seat)} ${me ? "look" : "looks"} at ${whose} new hand`;
    if (e.guess !== undefined) text += `, naming ${this.value(e.guess)}`;
    return text;
  }

  /** "Priest (2)", "Priest/Cardinal (2)", "9 (no card in this game)". */
  private value(v: number): string {
    const names = this.cards.named(v);
    return names.length === 0 ? `${v} (no card in this game)` : `${names.join("/")} (${v})`;
  }

  /** The ending of a played card's sentence, for the events that complete it; null for the others. */
  private suffix(e: EngineEvent): string | null {
    const { who } = this.seats;
    switch (e.type) {
      case "guessed":
        if (!e.correct) return " — miss";
        return e.revealed
          ? ` — correct: ${who(e.target)} ${e.target === this.seats.me ? "hold" : "holds"} ${this.cards.the(e.revealed)}`
          : " — correct";
      case "no-effect":
        return e.reason === "empty-deck" ? " — no effect, the deck is empty" : " — no effect, nobody can be chosen";
      case "protected":
        return e.seat === this.seats.me
          ? " — you are protected until your next turn"
          : ` — ${who(e.seat)} is protected until their next turn`;
      case "traded":
        return " — they trade hands";
      case "swapped":
        return ` — they trade hands${this.look}`;
      case "required":
        return ` — the next card played must choose ${who(e.target)}`;
      case "watched":
        return ` — if ${who(e.target)} ${e.target === this.seats.me ? "win" : "wins"} the round, ${who(e.seat)} ${this.tokensToWin > 0 ? "gain a token" : "score a win"}`;
      case "chancellor-drew":
        return ` and drew ${plural(e.count, "card")}`;
      default:
        return null;
    }
  }

  private lines(e: EngineEvent): string[] {
    const { Who, who, whose, Is, does } = this.seats;
    const me = this.seats.me;
    const cards = this.cards;
    switch (e.type) {
      case "round-started": {
        const lines = ["", `=== Round ${e.round}${e.tiebreak ? ` — tie-breaker: ${this.seats.all(e.seats)}` : ""} ===`];
        if (e.faceUp.length > 0) lines.push(`Set aside face up for this round: ${cards.list(e.faceUp)}.`);
        lines.push(`${does(e.first, "go")} first.`);
        return lines;
      }
      case "dealt":
      case "drew":
        return [];
      case "received":
        if (e.from === "deal") return [`${Who(e.seat)} ${e.seat === me ? "were" : "was"} dealt ${cards.the(e.card)}.`];
        if (e.from === "set-aside") return [`${Who(e.seat)} took the set-aside card: ${cards.the(e.card)}.`];
        if (e.from === "trade")
          return [
            `${Who(e.seat)} now ${e.seat === me ? "hold" : "holds"} ${cards.the(e.card)} (from ${whose(e.giver!)} hand).`,
          ];
        return [`${Who(e.seat)} drew ${cards.the(e.card)}.`];
      case "redrew":
        // The seat itself learns the card from the "received" event that follows.
        if (e.seat === me) return [];
        return [e.from === "deck" ? `${Who(e.seat)} drew a new card.` : `${Who(e.seat)} took the set-aside card.`];
      case "saw":
        return [`${Who(e.seat)} saw ${whose(e.target)} hand: ${cards.name(e.card)}.`];
      case "compared":
        return e.loser === null ? ["The comparison is a tie: nobody is knocked out."] : [];
      case "guessed":
        return [`${Who(e.seat)} named ${this.value(e.guess)} for ${who(e.target)}${this.suffix(e)}.`];
      case "knocked-out":
        return [
          `${Is(e.seat)} knocked out${e.revealed.length > 0 ? `, revealing ${e.revealed.map((c) => cards.the(c)).join(" and ")}` : ""}.`,
        ];
      case "discarded":
        return [`${Who(e.seat)} discarded ${cards.the(e.card)}.`];
      case "assassin-revealed":
        return [`${does(e.seat, "hold")} the Assassin: the Guard turns on ${who(e.guard)}!`];
      case "returned":
        return e.seat === me ? [] : [`${Who(e.seat)} put ${plural(e.count, "card")} back at the bottom of the deck.`];
      case "returned-cards":
        return [
          `${Who(e.seat)} kept ${cards.the(e.kept)} and put ${e.bottom.map((c) => cards.the(c)).join(", then ")} at the bottom of the deck.`,
        ];
      case "redraw-decided":
        return [
          e.redraw ? `${Who(e.seat)} chose to discard and draw again.` : `${Who(e.seat)} kept ${whose(e.seat)} card.`,
        ];
      case "token":
        return [
          `${does(e.seat, "gain")} a token of affection${TOKEN_REASONS[e.reason]} (${e.tokens} of ${this.tokensToWin}).`,
        ];
      case "win-counted":
        return [
          e.reason === "rank"
            ? `${does(e.seat, "score")} a win for ranking first (${plural(e.wins, "win")}).`
            : `${does(e.seat, "score")} a partial win${TOKEN_REASONS[e.reason]} (${plural(e.wins, "win")}).`,
        ];
      case "round-ended":
        return this.roundEnded(e);
      case "tiebreak":
        return [`${capitalize(this.seats.all(e.seats))} are tied: a tie-breaker round decides the match.`];
      case "match-ended":
        // Told with the final scores when the round ends.
        return [];
      default:
        return [];
    }
  }

  private roundEnded(e: Extract<EngineEvent, { type: "round-ended" }>): string[] {
    const { Who, does } = this.seats;
    if (e.reason === "match-decided") return ["The round stops here: the match is decided."];
    const lines = [""];
    if (e.reason === "showdown") {
      lines.push("The deck is empty: showdown! The players still in reveal their hands:");
      for (const hand of e.hands) {
        const bonus = hand.score !== this.cards.value(hand.card) ? `, counts as ${hand.score}` : "";
        lines.push(
          `  ${Who(hand.seat).padEnd(7)} ${this.cards.name(hand.card)}${bonus}  (discards total ${hand.discardSum})`,
        );
      }
    } else lines.push("Only one player is left in the round.");
    if (e.ranks) {
      const order = e.ranks
        .map((rank, seat) => ({ rank, seat }))
        .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
        .map(({ rank, seat }) => `${rank}. ${Who(seat)}`);
      lines.push(`Ranks: ${order.join(", ")}`);
    }
    const winners = e.winners;
    if (winners.length === 0) lines.push("Nobody wins the round.");
    else if (winners.length === 1) lines.push(`${does(winners[0]!, "win")} the round.`);
    else lines.push(`${capitalize(this.seats.all(winners))} win the round together.`);
    return lines;
  }
}
