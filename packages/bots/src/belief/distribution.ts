import type { View } from "@loveletter/engine";
import type { Beliefs } from "./tracker.js";

/**
 * For each seat, the probability of each card being in its hand, from this seat's side: a known
 * card is certain; otherwise the unseen cards (less the ones known to be elsewhere) weighted by
 * count and filtered by what the beliefs exclude. Marginals only: the heuristic's view of the table.
 */
export function handDistributions(
  view: View,
  beliefs: Beliefs,
  unseen: readonly number[],
  values: readonly number[],
): number[][] {
  const pool = unseen.slice();
  for (const p of view.seats) {
    const k = beliefs.known[p.seat]!;
    if (p.seat !== view.seat && k >= 0 && pool[k]! > 0) pool[k]!--;
  }
  return view.seats.map((p) => {
    const dist = new Array<number>(pool.length).fill(0);
    if (p.seat === view.seat || !p.playing || p.out) return dist;
    const k = beliefs.known[p.seat]!;
    if (k >= 0) {
      dist[k] = 1;
      return dist;
    }
    // What the beliefs allow, by count; if stale knowledge rules everything out, every unseen card.
    const allowed = (c: number) => beliefs.allows(p.seat, values[c]!);
    const filter = pool.some((n, c) => n > 0 && allowed(c));
    let total = 0;
    for (let c = 0; c < pool.length; c++) if (!filter || allowed(c)) total += pool[c]!;
    for (let c = 0; c < pool.length; c++) if (total > 0 && (!filter || allowed(c))) dist[c] = pool[c]! / total;
    return dist;
  });
}
