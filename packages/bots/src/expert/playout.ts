import {
  AWAIT_BISHOP,
  AWAIT_CHANCELLOR,
  applyCode,
  BARON,
  codeCard,
  codeGuess,
  codeKind,
  codeRedraw,
  codeTarget,
  DOWAGER_QUEEN,
  faceUpCard,
  faceUpCount,
  GUARD,
  generateMoves,
  HANDMAID,
  handCard,
  handSize,
  inRound,
  KIND_PLAY,
  KING,
  PRIEST,
  PRINCE,
  PRINCESS,
  pileCard,
  pileSize,
  type RngState,
  randomInt,
  type State,
} from "@loveletter/engine";
import type { PlayoutReading } from "./reading.js";

/** Share of playout decisions taken uniformly at random, so playouts explore beyond the policy. */
const EPSILON = 0.1;

/**
 * What the players of one search's playouts count: the cards nobody can have seen, by value (the
 * deck composition less the face-up cards and every pile). They are counted once, for the state
 * the playouts start from (any world dealt from it has the same face-up cards and piles), then in
 * each playout only as its piles grow (within a round they only grow).
 */
export class PlayoutScratch {
  /** The acting player's unseen cards by value, for the decision at hand. */
  readonly unseen = new Float64Array(16);
  /** A reading's odds by value, for the decision at hand. */
  readonly odds = new Float64Array(16);
  private readonly startUnplayed = new Float64Array(16);
  private readonly startPiles: Int32Array;
  private readonly unplayed = new Float64Array(16);
  private readonly counted: Int32Array;

  /** `from`: the state every playout starts from, or one with the same public cards (a skeleton). */
  constructor(from: State) {
    const values = from.rules.values;
    const out = this.startUnplayed;
    const deck = from.rules.deck;
    for (let c = 0; c < deck.length; c++) if (deck[c]! > 0) out[values[c]!]! += deck[c]!;
    for (let i = 0; i < faceUpCount(from); i++) out[values[faceUpCard(from, i)]!]!--;
    const players = from.rules.players;
    this.startPiles = new Int32Array(players);
    for (let t = 0; t < players; t++) {
      for (let i = 0; i < pileSize(from, t); i++) out[values[pileCard(from, t, i)]!]!--;
      this.startPiles[t] = pileSize(from, t);
    }
    this.counted = new Int32Array(players);
  }

  /** A playout starts: its state has the public cards the scratch was made from, and maybe more in piles. */
  start(): void {
    this.unplayed.set(this.startUnplayed);
    this.counted.set(this.startPiles);
  }

  /**
   * Cards `seat` has not seen, by value, into `unseen`: those nobody has seen less its own hand.
   * Only what that player could count: no hidden card is used. Returns their number.
   */
  unseenBy(s: State, seat: number): number {
    const values = s.rules.values;
    const unplayed = this.unplayed;
    const counted = this.counted;
    for (let t = 0; t < counted.length; t++) {
      const size = pileSize(s, t);
      for (let i = counted[t]!; i < size; i++) unplayed[values[pileCard(s, t, i)]!]!--;
      counted[t] = size;
    }
    const out = this.unseen;
    out.set(unplayed);
    for (let i = 0; i < handSize(s, seat); i++) out[values[handCard(s, seat, i)]!]!--;
    let total = 0;
    for (let v = 0; v < out.length; v++) {
      if (out[v]! < 0) out[v] = 0;
      total += out[v]!;
    }
    return total;
  }
}

/**
 * What each player knows of another's hand in a playout: `revealed[p * players + q]` is the card p
 * saw in q's hand, or -1. It stays true while q still holds that card, which is checked at use.
 */
export type Looks = Int32Array;

function sawCard(s: State, looks: Looks, p: number, q: number): number {
  const card = looks[p * s.rules.players + q]!;
  return card >= 0 && handCard(s, q, 0) === card && handSize(s, q) === 1 ? card : -1;
}

/**
 * The chosen move's index among the first n of `moves`, by a counting player's rules of thumb (a
 * Guard names what the unseen cards make likeliest, or, for a player who reads, what its target's
 * plays do). Exported for its tests.
 */
export function policyChoice(
  s: State,
  moves: Int32Array,
  n: number,
  rng: RngState,
  scratch: PlayoutScratch,
  looks: Looks,
  reading: PlayoutReading | null,
): number {
  if (s.awaiting === AWAIT_CHANCELLOR || s.awaiting === AWAIT_BISHOP) {
    // Keep the most valuable card; after a Bishop's correct guess, redraw a low card, never the Princess.
    const values = s.rules.values;
    let best = 0;
    let bestScore = -Infinity;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      let score: number;
      if (s.awaiting === AWAIT_CHANCELLOR) score = values[codeCard(m)]!;
      else {
        const held = handCard(s, s.awaitingSeat, 0);
        const redraw = codeRedraw(m);
        score = held === PRINCESS ? (redraw ? -1 : 1) : redraw === values[held]! < 4 ? 1 : 0;
      }
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return best;
  }
  const me = s.current;
  const values = s.rules.values;
  const first = handCard(s, me, 0);
  const second = handCard(s, me, 1);
  // Only the cards scored below by what is unseen need the count.
  const byValue = scratch.unseen;
  const odds = scratch.odds;
  const total = counts(first) || counts(second) ? scratch.unseenBy(s, me) : 0;
  let mean = 0;
  if (total > 0) {
    for (let v = 0; v < byValue.length; v++) mean += v * byValue[v]!;
    mean /= total;
  }
  let best = 0;
  let bestScore = -Infinity;
  let oddsOf = -1;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const card = codeCard(m);
    const kept = first === card ? second : first;
    const keptValue = values[kept]!;
    const t = codeTarget(m);
    let score = keptValue + randomInt(rng, 100) / 1000;
    const seen = t >= 0 && t !== me ? sawCard(s, looks, me, t) : -1;
    if (card === PRINCESS) score -= 100;
    else if (card === GUARD && seen >= 0) score += values[seen] === codeGuess(m) && values[seen] !== 1 ? 20 : -1;
    else if (card === GUARD && t >= 0 && total > 0 && reading?.reads(me)) {
      if (oddsOf !== t) {
        reading.oddsByValue(t, byValue, odds);
        oddsOf = t;
      }
      score += 8 * odds[codeGuess(m)]!;
    } else if (card === GUARD && t >= 0 && total > 0) score += (8 * byValue[codeGuess(m)]!) / total;
    else if ((card === BARON || card === DOWAGER_QUEEN) && seen >= 0) {
      const mine = keptValue;
      const theirs = values[seen]!;
      const win = card === BARON ? mine > theirs : mine < theirs;
      const lose = card === BARON ? mine < theirs : mine > theirs;
      score += win ? 12 : lose ? -12 : 0;
    } else if ((card === BARON || card === DOWAGER_QUEEN) && t >= 0 && total > 0) {
      let lower = 0;
      let higher = 0;
      for (let v = 0; v < byValue.length; v++)
        if (v < keptValue) lower += byValue[v]!;
        else if (v > keptValue) higher += byValue[v]!;
      const edge = (card === BARON ? lower - higher : higher - lower) / total;
      score += 6 * edge;
    } else if (card === PRINCE && t >= 0)
      score += t === me ? (kept === PRINCESS ? -100 : mean - keptValue) : seen === PRINCESS ? 20 : 1;
    else if (card === HANDMAID) score += 1;
    else if (card === KING && t >= 0) score += (mean - keptValue) / 2;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** Whether a card's score in `policyChoice` depends on the unseen cards. */
function counts(card: number): boolean {
  return card === GUARD || card === BARON || card === DOWAGER_QUEEN || card === PRINCE || card === KING;
}

/** A move that knocks its own player out for nothing: the Princess, or a Prince on yourself keeping her. */
function selfDefeating(s: State, move: number): boolean {
  if (codeKind(move) !== KIND_PLAY) return false;
  const card = codeCard(move);
  if (card === PRINCESS) return true;
  if (card === PRINCE && codeTarget(move) === s.current) {
    const first = handCard(s, s.current, 0);
    return (first === PRINCE ? handCard(s, s.current, 1) : first) === PRINCESS;
  }
  return false;
}

/**
 * Applies a move and records the looks it gives: a Priest shows one hand; a Baron or Dowager Queen
 * that knocks nobody out shows both; a King leaves each of the two knowing the other's new card.
 */
export function playTracked(s: State, move: number, looks: Looks, reading: PlayoutReading | null = null): void {
  const players = s.rules.players;
  const actor = s.awaitingSeat;
  applyCode(s, move, null);
  if (codeKind(move) !== KIND_PLAY || s.roundOver) return;
  const card = codeCard(move);
  const t = codeTarget(move);
  if (reading) {
    reading.played(actor, card);
    if (t >= 0 && inRound(s, t)) {
      if (card === GUARD) reading.missed(t, codeGuess(move));
      else if (card === PRINCE) reading.fresh(t);
      else if (card === KING) reading.swapped(actor, t);
    }
  }
  if (t < 0 || handSize(s, t) !== 1) return;
  if (card === PRIEST || card === BARON || card === DOWAGER_QUEEN || card === KING)
    looks[actor * players + t] = handCard(s, t, 0);
  if ((card === BARON || card === DOWAGER_QUEEN || card === KING) && handSize(s, actor) >= 1)
    looks[t * players + actor] = handCard(s, actor, handSize(s, actor) - 1);
}

/**
 * Plays the round to its end. Every player follows the counting policy above (its Guard naming by
 * the reading, for a player who reads in it), except for a share of uniformly random (but never
 * self-defeating) moves.
 */
export function policyPlayout(
  s: State,
  rng: RngState,
  moves: Int32Array,
  scratch: PlayoutScratch,
  looks: Looks,
  reading: PlayoutReading | null = null,
): void {
  scratch.start();
  while (!s.roundOver) {
    const n = generateMoves(s, moves);
    let pick: number;
    if (n === 1) pick = 0;
    else if (randomInt(rng, 1000) < EPSILON * 1000) {
      let kept = 0;
      for (let i = 0; i < n; i++) if (!selfDefeating(s, moves[i]!)) moves[kept++] = moves[i]!;
      pick = randomInt(rng, kept > 0 ? kept : n);
    } else pick = policyChoice(s, moves, n, rng, scratch, looks, reading);
    playTracked(s, moves[pick]!, looks, reading);
  }
}
