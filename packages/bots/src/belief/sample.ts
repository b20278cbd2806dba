import { type HiddenCards, type RngState, randomInt, shuffle, type View } from "@loveletter/engine";
import type { Beliefs } from "./tracker.js";

const TRIES = 24;

/** Picks a card from `pool` (counts per card) with probability proportional to count × weight. */
function draw(pool: number[], rng: RngState, weight: (card: number) => number): number {
  let total = 0;
  for (let c = 0; c < pool.length; c++) if (pool[c]! > 0) total += pool[c]! * weight(c);
  if (total <= 0) return -1;
  let r = (randomInt(rng, 1 << 30) / (1 << 30)) * total;
  for (let c = 0; c < pool.length; c++) {
    if (pool[c]! <= 0) continue;
    r -= pool[c]! * weight(c);
    if (r < 0) return c;
  }
  for (let c = pool.length - 1; c >= 0; c--) if (pool[c]! > 0 && weight(c) > 0) return c;
  return -1;
}

/**
 * One possible world: the other hands, the deck and the set-aside card, drawn from the unseen cards
 * so that every certainty (known cards) holds and every constraint (excluded values, comparison
 * bounds, ties) holds when it can. Uniform among such worlds as far as counts go; when the
 * constraints contradict each other (stale knowledge) they are relaxed rather than failing. A hand
 * card is drawn in proportion to `weight` (by default what the beliefs say of that seat and card).
 */
export function sampleHidden(
  view: View,
  beliefs: Beliefs,
  unseen: readonly number[],
  values: readonly number[],
  rng: RngState,
  weight: (seat: number, card: number) => number = (seat, card) => beliefs.weight(seat, card),
): HiddenCards {
  const me = view.seat!;
  const others = view.seats.filter((p) => p.seat !== me && p.playing && !p.out && p.handCount > 0).map((p) => p.seat);
  let best: { hands: number[][]; pool: number[] } | null = null;
  for (let attempt = 0; attempt < TRIES && !best; attempt++) {
    const pool = unseen.slice();
    const hands: number[][] = view.seats.map(() => []);
    // Certain cards first.
    for (const t of others) {
      const k = beliefs.known[t]!;
      if (k >= 0 && pool[k]! > 0) {
        hands[t]!.push(k);
        pool[k]!--;
      }
    }
    const relax = attempt >= TRIES - 4;
    for (const t of others) {
      while (hands[t]!.length < view.seats[t]!.handCount) {
        let card = relax ? -1 : draw(pool, rng, (c) => weight(t, c));
        if (card < 0) card = draw(pool, rng, () => 1);
        if (card < 0) break;
        hands[t]!.push(card);
        pool[card]!--;
      }
    }
    const tiesHold = relax || beliefs.sameValue.every(([a, b]) => values[hands[a]![0]!] === values[hands[b]![0]!]);
    if (tiesHold) best = { hands, pool };
  }
  const { hands, pool } = best!;
  const rest: number[] = [];
  pool.forEach((n, card) => {
    for (let i = 0; i < n; i++) rest.push(card);
  });
  shuffle(rng, rest);
  const setAside = view.setAsideCount > 0 ? (rest.pop() ?? -1) : -1;
  // The unseen pool holds exactly the deck and the set-aside card once the hands are out.
  return { hands, deck: rest.slice(0, view.deckCount), setAside };
}
