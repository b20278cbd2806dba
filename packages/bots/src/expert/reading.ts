import { COUNTESS, type Rules } from "@loveletter/engine";
import { readWeight } from "../belief/tracker.js";
import { afterPlay, C, PlayLikelihood } from "./likelihood.js";
import { keepHigher } from "./play-model.js";

/**
 * What the table reads of each player's hand from its plays, in a playout: a reading player takes
 * the others to keep the higher card most of the time (a forward filter over the keep-the-higher
 * play model), starting from what the match so far says and following the playout's own plays;
 * one seat may instead be read by expert-2026's rule of thumb (`ruled`: a card below the last one
 * played is unlikely). A reading player's Guard names a card its target is likely to hold by this
 * reading, so a move that tells the other player what one keeps costs what it costs against a
 * reader, and a move that misleads earns what it earns.
 *
 * The playout's reading is kept over the deck's cards only (`K` of them, by index), which makes a
 * play's update a few multiplications: it runs at every move of every playout.
 */
export class PlayoutReading {
  /** The match's reading, followed event by event: where each playout starts. */
  readonly match: PlayLikelihood;
  /** The deck's cards (others are never held), and each card's index among them (-1: not in the deck). */
  private readonly cards: Int32Array;
  private readonly index: Int32Array;
  private readonly k: number;
  /** The reading in the current playout: likelihood of a seat's record given each card, `seat * k + index`. */
  private readonly lam: Float64Array;
  /** The play model over the deck's cards: `play[i * k + j]`, the chance of playing card i beside card j. */
  private readonly play: Float64Array;
  private readonly valueOf: Int32Array;
  private readonly copies: Float64Array;
  private readonly copiesOfValue = new Float64Array(16);
  /** One more than the deck's highest value: the values the odds are worked out for. */
  private readonly valueRange: number;
  private readonly next: Float64Array;
  private readonly weight = new Float64Array(16);
  /** The seats that read in the current playout, as bits. */
  private readers = -1;
  /**
   * The seat the others read by rule of thumb in the current playout (-1: none), and that rule
   * over the deck's cards: `byRule[i * k + j]`, how plausible card j is after card i was played.
   */
  private ruled = -1;
  private readonly byRule: Float64Array;

  constructor(rules: Rules) {
    const play = keepHigher(rules);
    this.match = new PlayLikelihood(rules, play);
    const cards: number[] = [];
    for (let c = 0; c < C; c++) if ((rules.deck[c] ?? 0) > 0) cards.push(c);
    const k = cards.length;
    this.k = k;
    this.cards = Int32Array.from(cards);
    this.index = new Int32Array(C).fill(-1);
    cards.forEach((c, i) => {
      this.index[c] = i;
    });
    this.play = new Float64Array(k * k);
    for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) this.play[i * k + j] = play[cards[i]! * C + cards[j]!]!;
    this.valueOf = Int32Array.from(cards, (c) => rules.values[c]!);
    this.copies = Float64Array.from(cards, (c) => rules.deck[c]!);
    for (const c of cards) this.copiesOfValue[rules.values[c]!]! += rules.deck[c]!;
    this.valueRange = Math.max(...this.valueOf) + 1;
    this.lam = new Float64Array(rules.players * k);
    this.next = new Float64Array(k);
    this.byRule = new Float64Array(k * k);
    for (let i = 0; i < k; i++)
      for (let j = 0; j < k; j++)
        this.byRule[i * k + j] = readWeight(rules.values, cards[j]!, rules.values[cards[i]!]!, cards[i] === COUNTESS);
  }

  /**
   * Starts a playout from the match's reading, in which the seats of `readers` (bits) read. If
   * `ruled` is given, the others read that seat as expert-2026's beliefs do (Beliefs.weight: a card
   * below the last one it played is unlikely), from `start` (by card id: how they read it now),
   * rather than by the play model.
   */
  reset(readers = -1, ruled = -1, start: Float64Array | null = null): void {
    this.readers = readers;
    this.ruled = ruled;
    const { k, cards, lam } = this;
    const from = this.match.lam;
    for (let seat = 0; seat * k < lam.length; seat++) {
      const row = seat === ruled && start ? start : from;
      const o = seat === ruled && start ? 0 : seat * C;
      for (let i = 0; i < k; i++) lam[seat * k + i] = row[o + cards[i]!]!;
    }
  }

  /** Whether `seat` reads in the current playout. */
  reads(seat: number): boolean {
    return ((this.readers >> seat) & 1) === 1;
  }

  /** `seat` played `card`: it kept the other of its two, each as likely as the play model says (likelihood.ts). */
  played(seat: number, card: number): void {
    // Nobody else reads: the seat's reading is never asked for.
    if ((this.readers & ~(1 << seat)) === 0) return;
    const { k, lam, play, next } = this;
    const x = this.index[card]!;
    if (x < 0) return;
    const o = seat * k;
    if (seat === this.ruled) {
      const byRule = this.byRule;
      for (let j = 0; j < k; j++) lam[o + j] = byRule[x * k + j]!;
      return;
    }
    afterPlay(play, lam, o, x, next, k);
  }

  /** A Guard named `value` and missed `seat`. */
  missed(seat: number, value: number): void {
    const o = seat * this.k;
    for (let j = 0; j < this.k; j++) if (this.valueOf[j] === value) this.lam[o + j] = 0;
  }

  /** The seat has a new card nobody has read (a Prince's discard). */
  fresh(seat: number): void {
    this.lam.fill(1, seat * this.k, (seat + 1) * this.k);
  }

  swapped(a: number, b: number): void {
    const { k, lam } = this;
    for (let j = 0; j < k; j++) {
      const tmp = lam[a * k + j]!;
      lam[a * k + j] = lam[b * k + j]!;
      lam[b * k + j] = tmp;
    }
  }

  /**
   * The chance, by value, that `seat` holds a card of that value: the unseen counts by value
   * (`unseen`) weighed by the reading (a value's weight: its cards' likelihoods, averaged over its
   * copies in the deck); written to `out` (values the deck lacks are left as they were: never asked).
   */
  oddsByValue(seat: number, unseen: Float64Array, out: Float64Array): void {
    const { k, lam, weight, copiesOfValue, valueRange } = this;
    const o = seat * k;
    weight.fill(0, 0, valueRange);
    for (let j = 0; j < k; j++) weight[this.valueOf[j]!]! += this.copies[j]! * lam[o + j]!;
    let sum = 0;
    for (let v = 0; v < valueRange; v++) {
      const copies = copiesOfValue[v]!;
      const odds = copies > 0 ? (unseen[v]! * weight[v]!) / copies : 0;
      out[v] = odds;
      sum += odds;
    }
    if (sum > 0) for (let v = 0; v < valueRange; v++) out[v] = out[v]! / sum;
  }
}
