import {
  compileRules,
  moveBuffer,
  playoutRound,
  restartMatch,
  seedRng,
  startMatch,
  startNextRound,
} from "@loveletter/engine";

export interface BenchOptions {
  readonly ruleset: string;
  readonly players: number;
  readonly seconds: number;
  readonly options?: Record<string, unknown>;
  readonly seed?: number;
}

export interface BenchResult {
  readonly ruleset: string;
  readonly players: number;
  readonly rounds: number;
  readonly seconds: number;
  readonly roundsPerSecond: number;
}

/**
 * Random-playout throughput of the real engine on one core: whole matches of uniformly random
 * legal moves (legal-move generation and apply with the full rules), counting rounds.
 */
export function bench(options: BenchOptions): BenchResult {
  const rules = compileRules(options.ruleset, options.players, options.options ?? {});
  const rng = seedRng(options.seed ?? 1);
  const moves = moveBuffer();
  const state = startMatch(rules, seedRng(options.seed ?? 2), undefined, null);
  let rounds = 0;
  const budget = options.seconds * 1000;
  const start = performance.now();
  let elapsed = 0;
  // Check the clock every batch of rounds so the timer costs nothing measurable.
  while (elapsed < budget) {
    for (let i = 0; i < 256; i++) {
      playoutRound(state, rng, moves);
      rounds++;
      if (state.matchOver) restartMatch(state, undefined, null);
      else startNextRound(state, null);
    }
    elapsed = performance.now() - start;
  }
  const seconds = elapsed / 1000;
  return {
    ruleset: rules.ruleset,
    players: rules.players,
    rounds,
    seconds,
    roundsPerSecond: Math.round(rounds / seconds),
  };
}
