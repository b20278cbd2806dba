import { type Agent, EXPERT_DEFAULT_BUDGET_MS, expertAgent, playoutsFor, runMatch } from "@loveletter/bots";
import type { Rules } from "@loveletter/engine";
import { probeRunner } from "./bench-probe.js";

export interface ExpertBenchResult {
  readonly ruleset: string;
  readonly players: number;
  readonly budgetMs: number;
  /** Decisions searched (a single legal move is played without a search). */
  readonly decisions: number;
  readonly playouts: number;
  readonly seconds: number;
  readonly playoutsPerSecond: number;
  readonly msPerDecision: number;
  /** The typed-array probe's rounds per second, sampled between decisions, and playouts/s over it. */
  readonly probeRoundsPerSecond: number;
  readonly probeRatio: number;
}

/**
 * The expert's search speed: experts at every seat play matches for about `seconds`; each searched
 * decision runs as many playouts as the expert counts for it (`playoutsFor` the budget, at least
 * one per legal move: expert/index.ts), and only the time of those decisions is counted. The probe
 * (bench-probe.ts) runs for a tenth of that time between decisions, so that the ratio of the two
 * says how fast the expert searches on a machine whose load changes.
 */
export async function benchExpert(
  rules: Rules,
  seconds: number,
  budgetMs = EXPERT_DEFAULT_BUDGET_MS,
): Promise<ExpertBenchResult> {
  const perDecision = playoutsFor(budgetMs, rules.deckCards.length, rules.players);
  let decisions = 0;
  let playouts = 0;
  let ms = 0;
  const probe = probeRunner();
  probe(100);
  let probeRounds = 0;
  let probeMs = 0;
  const timed = (inner: Agent): Agent => ({
    name: inner.name,
    async decide(observation) {
      const start = performance.now();
      const move = await inner.decide(observation);
      const moves = observation.view.legalMoves.length;
      if (moves > 1) {
        const took = performance.now() - start;
        ms += took;
        decisions++;
        const sample = probe(took / 10);
        probeRounds += sample.rounds;
        probeMs += sample.ms;
        playouts += Math.max(moves, perDecision);
      }
      return move;
    },
  });
  for (let match = 0; ms < seconds * 1000; match++) {
    const agents = Array.from({ length: rules.players }, (_, seat) =>
      timed(expertAgent(`bench/${match}/${seat}`, budgetMs)),
    );
    await runMatch(agents, {
      ruleset: rules.ruleset,
      players: rules.players,
      options: rules.given,
      seed: `bench-${match}`,
      rounds: rules.perpetual ? 3 : undefined,
    });
  }
  return {
    ruleset: rules.ruleset,
    players: rules.players,
    budgetMs,
    decisions,
    playouts,
    seconds: ms / 1000,
    playoutsPerSecond: Math.round(playouts / (ms / 1000)),
    msPerDecision: Number((ms / decisions).toFixed(2)),
    probeRoundsPerSecond: Math.round(probeRounds / (probeMs / 1000)),
    probeRatio: Number((playouts / ms / (probeRounds / probeMs)).toFixed(4)),
  };
}
