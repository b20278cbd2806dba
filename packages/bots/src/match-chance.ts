import type { State } from "@loveletter/engine";

/**
 * The chance that `me` wins the match from these scores, if every later round is won by one player
 * chosen uniformly (each player equally strong, no Spy bonus or tiebreak): a race to `tokensToWin`.
 *
 * Exact, by counting: `me` wins when its k-th token (k = what it still needs) comes at a round
 * where every other player i still has fewer than its need nᵢ. Summing the multinomial
 * probabilities over the others' counts cᵢ < nᵢ gives
 *   P = Σ_s [xˢ] Πᵢ (Σ_{c<nᵢ} xᶜ/c!) · (k-1+s)!/(k-1)! · players^-(k+s),
 * one polynomial product of degree Σ(nᵢ-1) at most.
 */
export function raceChance(scores: readonly number[], me: number, tokensToWin: number): number {
  const players = scores.length;
  const k = tokensToWin - scores[me]!;
  if (k <= 0) return 1;
  // Π over the others of the truncated exponential series.
  let poly = [1];
  for (let i = 0; i < players; i++) {
    if (i === me) continue;
    const need = tokensToWin - scores[i]!;
    if (need <= 0) return 0;
    const series = new Array<number>(need);
    series[0] = 1;
    for (let c = 1; c < need; c++) series[c] = series[c - 1]! / c;
    const product = new Array<number>(poly.length + need - 1).fill(0);
    for (let a = 0; a < poly.length; a++) for (let b = 0; b < need; b++) product[a + b]! += poly[a]! * series[b]!;
    poly = product;
  }
  // r_s = (k-1+s)!/(k-1)! · players^-(k+s), built term by term to stay in range.
  let r = players ** -k;
  let total = 0;
  for (let s = 0; s < poly.length; s++) {
    if (s > 0) r *= (k - 1 + s) / players;
    total += poly[s]! * r;
  }
  return Math.min(1, Math.max(0, total));
}

/** The match chance after a playout's round: decided, in a tiebreak, or a race from the scores. */
export function matchChanceOf(me: number, tokensToWin: number): (s: State) => number {
  const memo = new Map<string, number>();
  return (s) => {
    if (s.matchOver) return s.matchWinners.includes(me) ? 1 / s.matchWinners.length : 0;
    const tiebreak = s.tiebreak;
    if (tiebreak) return tiebreak.includes(me) ? 1 / tiebreak.length : 0;
    const tokens = s.tokens;
    const key = tokens.join(",");
    let p = memo.get(key);
    if (p === undefined) {
      p = raceChance(tokens, me, tokensToWin);
      memo.set(key, p);
    }
    return p;
  };
}
