import {
  apply,
  type EngineEvent,
  legalMoves,
  type Move,
  newMatch,
  nextRound,
  randomInt,
  type State,
  seedRng,
} from "@loveletter/engine";

/** A table the unit tests play random matches at: every ruleset, small and large. */
export interface TestTable {
  readonly name: string;
  readonly ruleset: string;
  readonly players: number;
  readonly options?: Record<string, unknown>;
}

export const TABLES: readonly TestTable[] = [
  { name: "classic 2p", ruleset: "classic", players: 2 },
  { name: "classic 4p", ruleset: "classic", players: 4 },
  { name: "2019 2p", ruleset: "2019", players: 2 },
  { name: "2019 6p", ruleset: "2019", players: 6 },
  { name: "premium 4p", ruleset: "premium", players: 4 },
  { name: "premium 5p", ruleset: "premium", players: 5 },
  { name: "premium 8p", ruleset: "premium", players: 8 },
  { name: "discard 4p", ruleset: "discard", players: 4 },
  { name: "discard extended 6p, 2 decks", ruleset: "discard", players: 6, options: { extended: true, decks: 2 } },
  { name: "custom premium-2019 6p", ruleset: "custom", players: 6, options: { edition: "2019", deck: "premium-2019" } },
  {
    name: "custom classic edition with Bishops 3p",
    ruleset: "custom",
    players: 3,
    options: {
      edition: "classic",
      deck: [
        { card: "guard", count: 6 },
        { card: "baroness", count: 2 },
        { card: "cardinal", count: 2 },
        { card: "bishop", count: 2 },
        { card: "princess", count: 1 },
        { card: "count", count: 2 },
      ],
    },
  },
];

export interface Step {
  /** The match after this step. */
  readonly state: State;
  /** Every event of the match so far, with its visibility. */
  readonly events: readonly EngineEvent[];
  /** The move that led here (null for a deal). */
  readonly move: Move | null;
}

/**
 * A match played with random legal moves (deterministic for a seed), step by step; rounds follow
 * one another until the match ends or `maxRounds` rounds were dealt (perpetual tables never end).
 */
export function* playMatch(table: TestTable, seed: string, maxRounds = 3): Generator<Step> {
  const rng = seedRng(seed);
  const start = newMatch({ ruleset: table.ruleset, players: table.players, options: table.options, seed });
  let state = start.state;
  const events: EngineEvent[] = [...start.events];
  let rounds = 1;
  yield { state, events: events.slice(), move: null };
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.matchOver) return;
    if (state.roundOver) {
      if (rounds >= maxRounds) return;
      const next = nextRound(state);
      state = next.state;
      events.push(...next.events);
      rounds++;
      yield { state, events: events.slice(), move: null };
      continue;
    }
    const moves = legalMoves(state);
    if (moves.length === 0) throw new Error("A state in a round with no legal move.");
    const move = moves[randomInt(rng, moves.length)]!;
    const result = apply(state, move);
    if (!result.ok) throw new Error(`A legal move was refused: ${result.error.message}`);
    state = result.state;
    events.push(...result.events);
    yield { state, events: events.slice(), move };
  }
  throw new Error("A match that does not end.");
}

/** Every step of a few matches at each table. */
export function* everyStep(matches = 3, maxRounds = 3): Generator<Step & { table: TestTable }> {
  for (const table of TABLES)
    for (let m = 0; m < matches; m++)
      for (const step of playMatch(table, `${table.name}-${m}`, maxRounds)) yield { ...step, table };
}
