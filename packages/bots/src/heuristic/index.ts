import { cardOf, type Move, PRINCESS, randomInt, seedRng } from "@loveletter/engine";
import type { Agent } from "../agent.js";
import { knowingAgent } from "../match-knowledge.js";
import { chooseKeep, meanValue, scorePlay, tableFor } from "./score.js";

/**
 * A card-counting player: it tracks the unseen cards and everything it was shown, then plays the
 * move with the best rule-of-thumb score (see score.ts). Ties are broken by its seeded generator.
 */
export function heuristicAgent(seed: number | string = 0, name = "heuristic"): Agent {
  const rng = seedRng(seed);
  return knowingAgent(name, ({ view, moves, knowledge, unseen }) => {
    const values = knowledge.rules.values;
    const decision = view.awaiting!.decision;
    if (decision === "chancellor") return chooseKeep(values, moves);
    if (decision === "bishop") {
      // Keep a revealed high card (never discard the Princess); redraw a revealed low one.
      const card = cardOf(view.hand[0]!)!;
      const mean = meanValue(unseen, values);
      const redraw = card !== PRINCESS && values[card]! < mean;
      return moves.find((m) => "redraw" in m && m.redraw === redraw)!;
    }
    const table = tableFor(view, knowledge.beliefs, unseen, values);
    let best: Move[] = [];
    let bestScore = -Infinity;
    for (const m of moves) {
      if (!("play" in m)) continue;
      const score = scorePlay(table, m);
      if (score > bestScore + 1e-9) {
        bestScore = score;
        best = [m];
      } else if (score > bestScore - 1e-9) best.push(m);
    }
    return best[randomInt(rng, best.length)]!;
  });
}
