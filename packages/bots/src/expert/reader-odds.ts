import { cardOf, type EngineEvent, GUARD, type Rules } from "@loveletter/engine";
import { Beliefs } from "../belief/tracker.js";
import { C } from "./likelihood.js";

/** How sharply a player names the card its reckoning makes likeliest: odds raised to this power. */
const SHARPNESS = 4;
/** The share of a player's Guard names taken as if at random among the values it could name. */
const STRAY = 0.2;
/** The evidence is capped, so a player who changes how it plays is followed within a few names. */
const MAX_LOG_ODDS = 6;
/** A look whose card is not known here: the player knows this seat's card, whatever it is (until the round ends). */
const ANY = 99;

/**
 * Whether each other player reads this seat's plays, learnt from the Guards it names at this seat.
 * A reader (expert-2026, and likely many people who have played a while) takes a card lower than
 * the one this seat last played to be unlikely (Beliefs.weight, from the public events); a counter
 * (the heuristic) names what the unseen cards make likeliest, only ruling out what a miss or a
 * comparison has. Each name is weighed under both: the log-odds that the player reads move by
 * how much likelier the name is from a reader than from a counter, so names both would give tell
 * nothing. Names by a player who has seen this seat's card tell nothing either, and are left.
 */
export class ReaderOdds {
  private readonly logOdds: Float64Array;
  /**
   * What the other players may believe of this seat from the public events: the same from every
   * side (what one of them saw of this seat's card is skipped below), so followed once, as another
   * seat would.
   */
  private readonly table: Beliefs;
  /** Cards nobody has seen face up or in a pile, by value. */
  private readonly unplayed = new Float64Array(16);
  /** This seat's hand by card id, from the events it is shown. */
  private hand: number[] = [];
  /** For each seat, the card of this seat's it has seen while this seat still holds it; else -1. */
  private readonly seen: Int32Array;
  private readonly values: readonly number[];
  private readonly guardValue: number;
  /** The deck's copies of each value. */
  private readonly copies = new Float64Array(16);
  /** Scratch by value: what the namer may hold; how a reader and a counter weigh each value. */
  private readonly theirs = new Float64Array(16);
  private readonly asRead = new Float64Array(16);
  private readonly asCounted = new Float64Array(16);

  constructor(
    private readonly rules: Rules,
    readonly me: number,
  ) {
    this.values = rules.values;
    this.guardValue = rules.values[GUARD]!;
    this.logOdds = new Float64Array(rules.players);
    this.seen = new Int32Array(rules.players).fill(-1);
    this.table = new Beliefs((me + 1) % rules.players, rules.players, rules.values);
    const deck = rules.deck;
    for (let c = 0; c < deck.length; c++) this.copies[this.values[c]!]! += deck[c] ?? 0;
  }

  /** Whether every other player is more likely than not to read (with no evidence yet: yes). */
  othersRead(): boolean {
    for (let p = 0; p < this.logOdds.length; p++) if (p !== this.me && this.logOdds[p]! < 0) return false;
    return true;
  }

  /**
   * How a reader would read this seat's card now, by card id into `out` (its first C entries):
   * expert-2026's beliefs (Beliefs.weight) from the public events.
   */
  readingOfMe(out: Float64Array): void {
    for (let c = 0; c < C; c++) out[c] = this.table.weight(this.me, c);
  }

  /** The log-odds that `seat` reads. */
  readerLogOdds(seat: number): number {
    return this.logOdds[seat]!;
  }

  /** One event this seat is shown, in order. */
  observe(e: EngineEvent): void {
    const me = this.me;
    if (e.type === "played" && e.seat !== me && e.target === me && e.card === "guard" && e.guess !== undefined)
      if (this.seen[e.seat]! < 0) this.named(e.seat, e.guess);
    this.table.take(e);
    switch (e.type) {
      case "round-started": {
        this.unplayed.set(this.copies);
        for (const name of e.faceUp) this.take(cardOf(name)!);
        this.hand = [];
        this.seen.fill(-1);
        return;
      }
      case "received":
        if (e.seat !== me) return;
        if (e.from === "trade" && e.giver !== undefined) {
          this.hand = [cardOf(e.card)!];
          this.seen.fill(-1);
          this.seen[e.giver] = this.hand[0]!;
        } else this.hand.push(cardOf(e.card)!);
        return;
      case "played": {
        const card = cardOf(e.card)!;
        this.take(card);
        if (e.seat === me) this.leave(card);
        else if (e.target === me && e.card === "priest") this.looked(e.seat);
        return;
      }
      case "compared":
        if (e.loser !== null) return;
        if (e.seat === me) this.looked(e.target);
        else if (e.target === me) this.looked(e.seat);
        return;
      case "discarded":
        this.take(cardOf(e.card)!);
        if (e.seat === me) this.leave(cardOf(e.card)!);
        return;
      case "knocked-out":
        for (const name of e.revealed) this.take(cardOf(name)!);
        return;
      default:
        return;
    }
  }

  private take(card: number): void {
    this.unplayed[this.values[card]!]!--;
  }

  /** A card left this seat's hand: whoever saw only that card no longer knows what it holds. */
  private leave(card: number): void {
    const i = this.hand.indexOf(card);
    if (i >= 0) this.hand.splice(i, 1);
    for (let p = 0; p < this.seen.length; p++)
      if (this.seen[p]! >= 0 && this.seen[p] !== ANY && !this.hand.includes(this.seen[p]!)) this.seen[p] = -1;
  }

  /** `seat` has seen this seat's one card. */
  private looked(seat: number): void {
    this.seen[seat] = this.hand.length === 1 ? this.hand[0]! : ANY;
  }

  /**
   * `seat` named `value` with a Guard at this seat: how likely that is from a reader and from a
   * counter. Each counts what it has not seen, which leaves out its own card: unknown here, so the
   * chances are averaged over the cards it may hold (the unplayed ones but this seat's).
   */
  private named(seat: number, value: number): void {
    const { unplayed, values, theirs } = this;
    if (value < 0 || value >= 16) return;
    theirs.set(unplayed);
    if (this.hand.length === 1) theirs[values[this.hand[0]!]!]!--;
    let held = 0;
    for (let v = 0; v < 16; v++) held += Math.max(0, theirs[v]!);
    if (held <= 0) return;
    this.weigh(this.asRead, true);
    this.weigh(this.asCounted, false);
    let asReader = 0;
    let asCounter = 0;
    for (let u = 0; u < 16; u++) {
      if (theirs[u]! <= 0) continue;
      const share = theirs[u]! / held;
      unplayed[u]!--;
      asReader += share * this.chanceOfName(value, this.asRead);
      asCounter += share * this.chanceOfName(value, this.asCounted);
      unplayed[u]!++;
    }
    if (asReader <= 0 || asCounter <= 0) return;
    const next = this.logOdds[seat]! + Math.log(asReader / asCounter);
    this.logOdds[seat] = Math.max(-MAX_LOG_ODDS, Math.min(MAX_LOG_ODDS, next));
  }

  /**
   * How a namer weighs each value it may name at this seat, into `weight`: what the public events
   * allow, and for a reader, as plausible as they make it (Beliefs.weight, averaged over the value's
   * copies).
   */
  private weigh(weight: Float64Array, reads: boolean): void {
    const { table, values, me } = this;
    weight.fill(0);
    const deck = this.rules.deck;
    for (let c = 0; c < deck.length; c++) {
      const n = deck[c] ?? 0;
      const v = values[c]!;
      if (n === 0 || v === this.guardValue || !table.allows(me, v)) continue;
      weight[v]! += (n * (reads ? table.weight(me, c) : 1)) / this.copies[v]!;
    }
  }

  /**
   * The chance that a player who has not seen `unplayed` and weighs values by `weight` names
   * `value`: its odds of each value, sharpened; and a share at random among the values it may name.
   */
  private chanceOfName(value: number, weight: Float64Array): number {
    const unplayed = this.unplayed;
    let sum = 0;
    let open = 0;
    let mine = 0;
    for (let v = 0; v < 16; v++) {
      if (weight[v]! === 0 || unplayed[v]! <= 0) continue;
      open++;
      const odds = (unplayed[v]! * weight[v]!) ** SHARPNESS;
      sum += odds;
      if (v === value) mine = odds;
    }
    if (open === 0) return 0;
    return (1 - STRAY) * (mine / sum) + STRAY / open;
  }
}
