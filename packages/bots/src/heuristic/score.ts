import type { Move, PlayMove, View } from "@loveletter/engine";
import * as C from "@loveletter/engine";
import { handDistributions } from "../belief/distribution.js";
import type { Beliefs } from "../belief/tracker.js";

const id = (name: string) => C.cardOf(name)!;

/** What the heuristic knows when it scores a play. */
export interface Table {
  readonly view: View;
  readonly values: readonly number[];
  /** Per seat, the probability of each card being in its hand. */
  readonly dist: readonly (readonly number[])[];
  /** The highest value in the deck, to scale values to 0..1. */
  readonly top: number;
  /** The mean value of the cards this seat has not seen. */
  readonly unseenMean: number;
}

/** What the heuristic knows at a decision, from the seat's view, beliefs and unseen-card counts. */
export function tableFor(view: View, beliefs: Beliefs, unseen: readonly number[], values: readonly number[]): Table {
  return {
    view,
    values,
    dist: handDistributions(view, beliefs, unseen, values),
    top: Math.max(...view.deck.map((d) => d.value)),
    unseenMean: meanValue(unseen, values),
  };
}

/** The mean value of cards given as counts per card. */
export function meanValue(counts: readonly number[], values: readonly number[]): number {
  let sum = 0;
  let n = 0;
  counts.forEach((k, c) => {
    sum += k * values[c]!;
    n += k;
  });
  return n > 0 ? sum / n : 0;
}

/** The chance that seat t's card has a value for which `test` holds. */
export function chance(table: Table, t: number, test: (value: number) => boolean): number {
  const d = table.dist[t]!;
  let p = 0;
  for (let c = 0; c < d.length; c++) if (d[c]! > 0 && test(table.values[c]!)) p += d[c]!;
  return p;
}

function expectedValue(table: Table, t: number): number {
  const d = table.dist[t]!;
  let e = 0;
  let total = 0;
  for (let c = 0; c < d.length; c++) {
    e += d[c]! * table.values[c]!;
    total += d[c]!;
  }
  return total > 0 ? e / total : table.unseenMean;
}

/**
 * How good a play is, by rules of thumb: what its effect likely achieves against the other hands
 * as this seat believes them, plus the worth of the card kept for the rest of the round.
 */
export function scorePlay(table: Table, move: PlayMove): number {
  const { view, values, dist, top } = table;
  const me = view.seat!;
  const card = id(move.play);
  const hand = view.hand.map(id);
  const kept = hand[0] === card ? hand[1]! : hand[0]!;
  const keptValue = values[kept]!;
  // Holding a high card wins showdowns and Baron duels.
  let score = (keptValue / top) * 3;
  const t = move.target ?? -1;
  const threat = (seat: number) => 0.15 * view.seats[seat]!.tokens;
  switch (card) {
    case C.PRINCESS:
      return -100;
    case C.GUARD:
    case C.BISHOP: {
      if (t < 0) break;
      const hit = chance(table, t, (v) => v === move.guess);
      const assassin = card === C.GUARD ? (dist[t]![C.ASSASSIN] ?? 0) : 0;
      score += (card === C.GUARD ? 8 : 6) * hit - 10 * assassin + threat(t);
      break;
    }
    case C.PRIEST:
      if (t >= 0) score += dist[t]!.some((p) => p === 1) ? 0.2 : 1.5;
      break;
    case C.BARON:
    case C.DOWAGER_QUEEN: {
      if (t < 0) break;
      const lower = chance(table, t, (v) => v < keptValue);
      const higher = chance(table, t, (v) => v > keptValue);
      const [win, lose] = card === C.BARON ? [lower, higher] : [higher, lower];
      score += 8 * win - 9 * lose + threat(t);
      break;
    }
    case C.HANDMAID:
      score += 2 + (keptValue >= top - 2 ? 1.5 : 0);
      break;
    case C.PRINCE:
    case C.SYCOPHANT:
      if (card === C.SYCOPHANT) {
        score += 0.3;
        break;
      }
      if (t === me) score += kept === C.PRINCESS ? -100 : ((table.unseenMean - keptValue) / top) * 2 - 0.5;
      else if (t >= 0) score += 9 * (dist[t]![C.PRINCESS] ?? 0) + 0.5 + expectedValue(table, t) / top + threat(t);
      break;
    case C.KING:
      if (t >= 0) score += ((expectedValue(table, t) - keptValue) / top) * 3 - 0.3;
      break;
    case C.CHANCELLOR:
      score += 1.5;
      break;
    case C.SPY:
    case C.COUNT:
    case C.CONSTABLE:
      score += 1.5;
      break;
    case C.JESTER:
      if (t >= 0) score += 0.5 + expectedValue(table, t) / top + threat(t);
      break;
    case C.ASSASSIN:
      // In hand it turns a Guard against its player.
      score -= 1.5;
      break;
    case C.CARDINAL: {
      const targets = move.targets ?? [];
      if (targets.includes(me)) {
        const other = targets[0] === me ? targets[1]! : targets[0]!;
        score += ((expectedValue(table, other) - keptValue) / top) * 3;
      } else score += 0.3;
      if (move.look !== undefined) score += 0.3;
      break;
    }
    case C.BARONESS:
      score += 0.8 * new Set(move.targets ?? []).size;
      break;
    default:
      break;
  }
  return score;
}

/** Chancellor: keep the most valuable card; the more valuable of the others goes deepest. */
export function chooseKeep(values: readonly number[], moves: readonly Move[]): Move {
  let best = moves[0]!;
  let bestScore = -Infinity;
  for (const m of moves) {
    if (!("keep" in m)) continue;
    const bottom = m.bottom.map(id);
    const deepest = bottom.length > 1 ? values[bottom[1]!]! - values[bottom[0]!]! : 0;
    const score = values[id(m.keep)]! * 10 + deepest;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}
