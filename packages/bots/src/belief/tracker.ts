import { COUNTESS, cardOf, type EngineEvent, KING, PRINCE, PRINCESS, type View } from "@loveletter/engine";

const NONE = -1;
/** Relative plausibility of holding a card lower than the one just played instead of it. */
const KEPT_LOWER_WEIGHT = 0.15;
/** Relative plausibility of anything but a King, Prince or Princess after a Countess was played. */
const AFTER_COUNTESS_WEIGHT = 0.2;
const id = (name: string) => cardOf(name)!;

/**
 * What one seat knows about the other hands, kept up to date from the events it may see (never
 * from the game state). Knowledge lasts until the hand it describes may have changed:
 * - `known[t]`: the card seat t holds for certain (a Priest, Baron, Baroness, Cardinal or Dowager
 *   Queen look, a trade, a Bishop's correct guess);
 * - `excluded[t]`: a bit set of values t's card cannot have (failed Guard and Bishop names);
 * - `above[t]` / `below[t]`: t's card is worth more / less than this (a Baron or Dowager Queen
 *   comparison t won against a revealed card);
 * - `sameValue`: pairs of seats whose cards tied a comparison;
 * - `keptOver[t]`: the value of the card t last played while its hand was unknown: t chose to
 *   keep its other card instead, which is likely the higher one (a soft hint, not a certainty);
 * - `seenBy[t]`: a bit set of the seats that have looked at t's current card (who looked at whom
 *   is public; what they saw is known here only when t is this seat: `mySeen[p]`).
 */
export class Beliefs {
  known: number[];
  excluded: number[];
  above: number[];
  below: number[];
  sameValue: [number, number][] = [];
  keptOver: number[];
  /** t just played the Countess: usually forced, by a King or a Prince beside it (or kept for a Princess). */
  afterCountess: boolean[];
  seenBy: number[];
  /** For each other seat, the card of this seat's it last saw, while this seat still holds it; else -1. */
  mySeen: number[];
  /** This seat's hand as the events built it (the view's hand is the authority at decisions). */
  private hand: number[] = [];
  private comparison: { a: number; b: number } | null = null;
  /** Looks announced by a play, recorded once the play's other effects (a Cardinal's swap) are done. */
  private pendingLooks: [number, number][] = [];

  constructor(
    readonly seat: number,
    readonly players: number,
    private readonly values: readonly number[],
  ) {
    this.known = new Array(players).fill(NONE);
    this.excluded = new Array(players).fill(0);
    this.above = new Array(players).fill(-1);
    this.below = new Array(players).fill(99);
    this.keptOver = new Array(players).fill(-1);
    this.afterCountess = new Array(players).fill(false);
    this.seenBy = new Array(players).fill(0);
    this.mySeen = new Array(players).fill(NONE);
  }

  /** Folds in the events of one observation, then takes the view's hand as the truth. */
  observe(view: View, events: readonly EngineEvent[]): void {
    for (const e of events) this.apply(e);
    this.hand = view.hand.map(id);
    this.forgetStaleLooks();
  }

  /**
   * Folds in one event without a view: what this seat would believe from the public events alone,
   * as another seat can follow it (its own hand and looks are then not known).
   */
  take(e: EngineEvent): void {
    this.apply(e);
  }

  /** A look at this seat's hand tells nothing once the card seen has left it. */
  private forgetStaleLooks(): void {
    for (let p = 0; p < this.players; p++)
      if (this.mySeen[p]! >= 0 && !this.hand.includes(this.mySeen[p]!)) this.mySeen[p] = NONE;
  }

  /** Seat p has looked at seat q's current card. */
  private looked(p: number, q: number): void {
    if (p === q) return;
    this.seenBy[q]! |= 1 << p;
    if (q === this.seat && this.hand.length === 1) this.mySeen[p] = this.hand[0]!;
  }

  /** Everything about t's card may be stale: t's hand may have been replaced. */
  private forget(t: number): void {
    this.known[t] = NONE;
    this.excluded[t] = 0;
    this.above[t] = -1;
    this.below[t] = 99;
    this.keptOver[t] = -1;
    this.afterCountess[t] = false;
    this.seenBy[t] = 0;
    this.sameValue = this.sameValue.filter(([a, b]) => a !== t && b !== t);
  }

  private swap(a: number, b: number): void {
    for (const list of [this.known, this.excluded, this.above, this.below, this.keptOver])
      [list[a], list[b]] = [list[b]!, list[a]!];
    [this.afterCountess[a], this.afterCountess[b]] = [this.afterCountess[b]!, this.afterCountess[a]!];
    // After a trade each of the two knows the other's new card (it was its own); other looks are void.
    this.seenBy[a] = 1 << b;
    this.seenBy[b] = 1 << a;
    this.sameValue = this.sameValue.map(([x, y]) => [x === a ? b : x === b ? a : x, y === a ? b : y === b ? a : y]);
  }

  private apply(e: EngineEvent): void {
    const me = this.seat;
    if (this.pendingLooks.length > 0 && e.type !== "swapped" && e.type !== "received" && e.type !== "played") {
      for (const [p, q] of this.pendingLooks) this.looked(p, q);
      this.pendingLooks = [];
    }
    switch (e.type) {
      case "round-started":
        for (let t = 0; t < this.players; t++) this.forget(t);
        this.sameValue = [];
        this.hand = [];
        this.mySeen.fill(NONE);
        this.pendingLooks = [];
        return;
      case "received":
        if (e.seat !== me) return;
        // After a trade the giver holds the card this seat had.
        if (e.from === "trade" && e.giver !== undefined && e.giver !== me) {
          this.forget(e.giver);
          if (this.hand.length === 1) this.known[e.giver] = this.hand[0]!;
          this.hand = [id(e.card)];
          // The giver knows the card this seat now holds: it was the giver's.
          this.mySeen.fill(NONE);
          this.mySeen[e.giver] = this.hand[0]!;
          this.seenBy[me] = 1 << e.giver;
        } else this.hand.push(id(e.card));
        return;
      case "played": {
        const card = id(e.card);
        if (e.card === "priest" && e.target !== undefined) this.pendingLooks.push([e.seat, e.target]);
        if (e.card === "baroness" && e.targets) for (const t of e.targets) this.pendingLooks.push([e.seat, t]);
        if (e.card === "cardinal" && e.look !== undefined) this.pendingLooks.push([e.seat, e.look]);
        if (e.seat === me) {
          const i = this.hand.indexOf(card);
          if (i >= 0) this.hand.splice(i, 1);
          return;
        }
        // A player who plays the card we knew may hold a new one; playing the other keeps it.
        if (this.known[e.seat] === NONE || this.known[e.seat] === card) {
          this.forget(e.seat);
          // It kept its other card rather than this one; a Countess is usually forced instead.
          if (card === COUNTESS) this.afterCountess[e.seat] = true;
          else this.keptOver[e.seat] = this.values[card]!;
        }
        return;
      }
      case "saw":
        if (e.seat === me && e.target !== me) {
          this.forget(e.target);
          this.known[e.target] = id(e.card);
        }
        return;
      case "guessed":
        if (e.correct) {
          if (e.revealed) {
            this.forget(e.target);
            this.known[e.target] = id(e.revealed);
            for (let p = 0; p < this.players; p++) this.looked(p, e.target);
          }
        } else if (e.target !== me) this.excluded[e.target]! |= 1 << e.guess;
        return;
      case "discarded":
        if (e.seat === me) {
          const i = this.hand.indexOf(id(e.card));
          if (i >= 0) this.hand.splice(i, 1);
        } else this.forget(e.seat);
        return;
      case "compared":
        this.comparison = { a: e.seat, b: e.target };
        this.looked(e.seat, e.target);
        this.looked(e.target, e.seat);
        if (e.loser === null && e.seat !== me && e.target !== me) this.sameValue.push([e.seat, e.target]);
        return;
      case "knocked-out": {
        const c = this.comparison;
        if ((e.cause === "baron" || e.cause === "dowager-queen") && c && e.revealed.length === 1) {
          const winner = e.seat === c.a ? c.b : c.a;
          const v = this.values[id(e.revealed[0]!)]!;
          if (winner !== me && this.known[winner] === NONE) {
            if (e.cause === "baron") this.above[winner] = Math.max(this.above[winner]!, v);
            else this.below[winner] = Math.min(this.below[winner]!, v);
          }
        }
        this.forget(e.seat);
        this.comparison = null;
        return;
      }
      case "traded":
        if (e.seat !== me && e.target !== me) this.swap(e.seat, e.target);
        return;
      case "swapped":
        if (!e.targets.includes(me)) this.swap(e.targets[0], e.targets[1]);
        return;
      case "returned":
        if (e.seat !== me) this.forget(e.seat);
        return;
      default:
        return;
    }
  }

  /**
   * How plausible it is that seat t holds this card: 0 when excluded, less when t chose to keep its
   * card over a higher one, or when a Countess it played was more likely forced.
   */
  weight(t: number, card: number): number {
    if (!this.allows(t, this.values[card]!)) return 0;
    return readWeight(this.values, card, this.keptOver[t]!, this.afterCountess[t]!);
  }

  /** May seat t hold a card of this value, as far as this seat knows? */
  allows(t: number, value: number): boolean {
    return !((this.excluded[t]! >> value) & 1) && value > this.above[t]! && value < this.below[t]!;
  }
}

/**
 * How plausible it is that a player holds `card` after it chose to keep it over one of value
 * `keptOver` (-1: nothing read), or after it played a Countess (`afterCountess`): the rule of
 * thumb by which these beliefs read plays.
 */
export function readWeight(values: readonly number[], card: number, keptOver: number, afterCountess: boolean): number {
  if (afterCountess) return card === KING || card === PRINCE || card === PRINCESS ? 1 : AFTER_COUNTESS_WEIGHT;
  return values[card]! >= keptOver ? 1 : KEPT_LOWER_WEIGHT;
}
