// The expert as it played in 2026, frozen as a reference: a stronger expert is measured against it
// (issue 15), so nothing here may change its moves. This folder has its own copy of every module the
// expert's work may change (search, playout, world sampling); the belief tracker and the match
// knowledge it shares are the heuristic bot's too, which stays as it is. A test pins its moves.
import { encodeMove, moveBuffer, type State, seedRng, tokensOf, winsOf } from "@loveletter/engine";
import type { Agent } from "../agent.js";
import { knowingAgent } from "../match-knowledge.js";
import { playTracked, policyPlayout } from "./playout.js";
import { WorldSampler } from "./worlds.js";

/**
 * The budget is turned into a fixed number of playouts, so a seed gives the same game on any
 * machine. A playout's cost grows with the deck (longer rounds, more moves per turn) and the table;
 * on the reference 2-core machine one search iteration takes about
 * 0.065 µs × cards^1.5 × players^0.7 (fitted to Classic 2 and 4 and Premium 6 and 8 players, each
 * within 15%), so a decision takes about its budget there (see `loveletter sim` msPerMove).
 */
export function playoutsFor(budgetMs: number, cards: number, players: number): number {
  const microseconds = 0.065 * cards ** 1.5 * players ** 0.7;
  return Math.max(1, Math.round((budgetMs * 1000) / microseconds));
}

const EXPLORATION = 0.7;

/**
 * How good a finished (or decided) round is for `me`: tokens it gained against the others'
 * average ("discard": wins), and the match itself when the round decided it.
 */
function utility(s: State, me: number, before: readonly number[]): number {
  const score = s.rules.perpetual ? winsOf : tokensOf;
  const n = s.rules.players;
  let others = 0;
  for (let t = 0; t < n; t++) if (t !== me) others += score(s, t) - before[t]!;
  let u = score(s, me) - before[me]! - others / (n - 1);
  if (s.matchOver) u += s.matchWinners.includes(me) ? 2 : -2;
  else if (s.tiebreak) u += s.tiebreak.includes(me) ? 0.5 : -0.5;
  return u;
}

/**
 * Determinized Monte Carlo search: for each decision, worlds consistent with everything this seat
 * knows are sampled from its beliefs; a candidate move is chosen by UCB1, played in that world, and
 * the round is finished by a playout. The move whose playouts scored best on average is played.
 */
export function expert2026Agent(seed: number | string = 0, budgetMs = 80, name = "expert-2026"): Agent {
  const rng = seedRng(seed);
  const buffer = moveBuffer();
  const byValue = new Float64Array(16);
  return knowingAgent(name, ({ view, moves, knowledge, unseen }) => {
    const me = view.seat!;
    const { rules } = knowledge;
    const iterations = Math.max(moves.length, playoutsFor(budgetMs, rules.deckCards.length, view.players));
    const sampler = new WorldSampler(view, knowledge, unseen, rng);
    const skeleton = sampler.skeleton;
    const codes = moves.map((m) => encodeMove(skeleton, m) as number);
    const before = rules.perpetual ? skeleton.wins : skeleton.tokens;
    // One world, dealt again for every playout (a copy of the skeleton's cells, no allocation).
    const world = sampler.newWorld();
    const looks = sampler.looks;
    const visits = new Array<number>(moves.length).fill(0);
    const totals = new Array<number>(moves.length).fill(0);
    for (let i = 0; i < iterations; i++) {
      let arm = i < moves.length ? i : 0;
      if (i >= moves.length) {
        const logN = Math.log(i);
        let best = -Infinity;
        for (let a = 0; a < moves.length; a++) {
          const ucb = totals[a]! / visits[a]! + EXPLORATION * Math.sqrt(logN / visits[a]!);
          if (ucb > best) {
            best = ucb;
            arm = a;
          }
        }
      }
      sampler.deal(world);
      playTracked(world, codes[arm]!, looks);
      policyPlayout(world, rng, buffer, byValue, looks);
      visits[arm]!++;
      totals[arm]! += utility(world, me, before);
    }
    let chosen = 0;
    for (let a = 1; a < moves.length; a++) if (totals[a]! / visits[a]! > totals[chosen]! / visits[chosen]!) chosen = a;
    return moves[chosen]!;
  });
}
