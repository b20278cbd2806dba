import type { View } from "@loveletter/engine";
import { type Cards, plural, type Seats } from "./words.js";

/** A seat's score: "2/7 tokens", or "3 wins" in the perpetual variant. */
export function score(view: View, seat: number): string {
  const p = view.seats[seat]!;
  return view.perpetual ? plural(p.wins, "win") : `${p.tokens}/${view.tokensToWin} tokens`;
}

/** The scores of every seat, one line: "Tokens: You 3 · Seat 1 5 (7 to win)". */
export function scoreboard(view: View, seats: Seats): string {
  const scores = view.seats.map((p) => `${seats.Who(p.seat)} ${view.perpetual ? p.wins : p.tokens}`).join(" · ");
  return view.perpetual ? `Wins: ${scores}` : `Tokens: ${scores} (${view.tokensToWin} to win)`;
}

/**
 * What the seat sees of the table: every discard pile, who is out or protected, the scores, the
 * deck, the face-up cards, whose turn it is and its own hand. Built from its view only.
 */
export function tableLines(view: View, cards: Cards, seats: Seats): string[] {
  const turn =
    view.current === null ? "" : ` · ${view.current === seats.me ? "your" : `${seats.whose(view.current)}`} turn`;
  const setAside = view.setAsideCount > 0 ? ` (+${view.setAsideCount} set aside face down)` : "";
  const lines = ["", `--- Round ${view.round}${turn} · deck: ${plural(view.deckCount, "card")}${setAside} ---`];
  const width = Math.max(...view.seats.map((p) => seats.Who(p.seat).length));
  const scores = view.seats.map((p) => score(view, p.seat));
  const scoreWidth = Math.max(...scores.map((s) => s.length));
  for (const p of view.seats) {
    const marker = p.seat === view.current ? ">" : " ";
    const status = !p.playing ? "sits out" : p.out ? "OUT" : p.protected ? "protected" : "";
    let pile = cards.list(p.discards);
    if (p.revealedOnKnockOut > 0) {
      const played = p.discards.slice(0, p.discards.length - p.revealedOnKnockOut);
      const revealed = p.discards.slice(p.discards.length - p.revealedOnKnockOut);
      pile = `${cards.list(played)} — knocked out with ${cards.list(revealed)}`;
    }
    lines.push(
      `${marker} ${seats.Who(p.seat).padEnd(width)}  ${scores[p.seat]!.padEnd(scoreWidth)}  ${status.padEnd(9)}  discards: ${pile}`,
    );
  }
  if (view.faceUp.length > 0) lines.push(`Face up, out of this round: ${cards.list(view.faceUp)}`);
  for (const w of view.watched) {
    const gains = `${seats.who(w.seat)} ${w.seat === seats.me ? "gain" : "gains"}`;
    const wins = `${seats.who(w.target)} ${w.target === seats.me ? "win" : "wins"}`;
    lines.push(`Jester: ${gains} ${view.perpetual ? "a win" : "a token"} if ${wins} the round.`);
  }
  if (view.required !== null)
    lines.push(`Sycophant: the card played this turn must choose ${seats.who(view.required)}.`);
  if (view.seat !== null && view.hand.length > 0) lines.push(`Your hand: ${cards.list(view.hand)}`);
  return lines;
}
