// The engine's behaviour, recorded game by game so that a later engine can be checked against it
// (not a test file itself: corpus.test.ts checks a fixed subset, `corpus.ts check` all of it).
//
// A corpus game is a table, a seed, an optional first player and the index of each random choice
// among the legal moves. Playing it through the public API, each round is summed up by a digest
// (SHA-1, 64 bits kept) of everything a user of the engine can observe after every step: the
// legal-move list, the view of every seat and of a spectator, the step's events and the scenario
// output (which shows the hidden cards: hands, deck order, set-aside card). The internal state
// itself is never hashed, so its representation may change; what it shows may not.

import { createHash, type Hash } from "node:crypto";
import {
  apply,
  cloneState,
  type EngineEvent,
  legalMoves,
  type MatchOptions,
  newMatch,
  nextRound,
  restartMatch,
  type State,
  scenarioStateOf,
  view,
} from "@loveletter/engine";
import { random, TABLES } from "../helpers.js";

export interface CorpusTable {
  readonly ruleset: string;
  readonly players: number;
  readonly options: MatchOptions;
}

/** One recorded game; `choices` and `digests` are filled by {@link playGame}. */
export interface CorpusGame {
  readonly table: number;
  readonly seed: number | string;
  /** The first round's first player, or -1 to let the seed choose it. */
  readonly first: number;
  /** Rounds to play at most (the "discard" variant never ends on its own). */
  readonly maxRounds: number;
  /** After a match ends, start a fresh match in place (a perpetual table's rematch) and play one round. */
  readonly restart: boolean;
  /** The index of each move played among legalMoves, in order. */
  readonly choices: readonly number[];
  /** One digest per round played. */
  readonly digests: readonly string[];
  readonly outcome: Outcome;
}

export interface Outcome {
  readonly rounds: number;
  readonly matchOver: boolean;
  readonly winners: readonly number[];
  /** Tokens per seat ("discard": wins). */
  readonly scores: readonly number[];
}

/**
 * The corpus's tables: every table of the property suites (every ruleset at every player count,
 * discard with 1 to 3 decks, custom decks, option variants), each token-game table also with a
 * short match (1 to 3 tokens to win) so that match ends, tie-breakers and rematches come often.
 */
export function corpusTables(): CorpusTable[] {
  const tables: CorpusTable[] = [];
  for (const t of TABLES) {
    tables.push({ ruleset: t.ruleset, players: t.players, options: t.options ?? {} });
    if (t.ruleset !== "discard" && !(t.options && "tokensToWin" in t.options))
      for (const tokensToWin of [1, 2, 3])
        tables.push({ ruleset: t.ruleset, players: t.players, options: { ...t.options, tokensToWin } });
  }
  return tables;
}

/** The specification of the i-th game of a corpus over `tables` (deterministic in i). */
export function gameSpec(
  i: number,
  tables: readonly CorpusTable[],
): Omit<CorpusGame, "choices" | "digests" | "outcome"> {
  const rnd = random(0x9e3779b9 ^ (i * 2654435761));
  const table = i % tables.length;
  const t = tables[table]!;
  const short = "tokensToWin" in t.options && (t.options.tokensToWin as number) <= 3;
  return {
    table,
    // Servers store string seeds; library users often pass numbers.
    seed: i % 2 === 0 ? Math.floor(rnd() * 2 ** 32) : `corpus-${i}-${Math.floor(rnd() * 1e9).toString(36)}`,
    first: rnd() < 0.5 ? Math.floor(rnd() * t.players) : -1,
    maxRounds: t.ruleset === "discard" ? 1 + Math.floor(rnd() * 4) : short ? 40 : 2 + Math.floor(rnd() * 5),
    restart: short && rnd() < 0.5,
  };
}

function stepDigest(hash: Hash, state: State, moves: readonly unknown[], events: readonly EngineEvent[]): void {
  hash.update(JSON.stringify(moves));
  hash.update(JSON.stringify(events));
  for (let seat = 0; seat < state.rules.players; seat++) hash.update(JSON.stringify(view(state, seat)));
  hash.update(JSON.stringify(view(state, "spectator")));
  hash.update(JSON.stringify(scenarioStateOf(state)));
}

/**
 * Plays a game through the public API. `choose(n)` picks among n legal moves; when recording it
 * is random, when checking it replays the stored choices.
 */
export function playGame(
  spec: Omit<CorpusGame, "choices" | "digests" | "outcome">,
  table: CorpusTable,
  choose: (n: number, step: number) => number,
): CorpusGame {
  const choices: number[] = [];
  const digests: string[] = [];
  const dealt = newMatch({
    ruleset: table.ruleset,
    players: table.players,
    options: table.options,
    seed: spec.seed,
    ...(spec.first >= 0 ? { first: spec.first } : {}),
  });
  let state = dealt.state;
  let hash = createHash("sha1");
  let moves = legalMoves(state);
  stepDigest(hash, state, moves, dealt.events);
  let rounds = 1;
  let restarted = false;
  for (;;) {
    while (!state.roundOver) {
      const index = choose(moves.length, choices.length);
      choices.push(index);
      const result = apply(state, moves[index]);
      if (!result.ok) throw new Error(`a legal move was refused: ${result.error.code}`);
      state = result.state;
      moves = legalMoves(state);
      stepDigest(hash, state, moves, result.events);
    }
    digests.push(hash.digest("hex").slice(0, 16));
    hash = createHash("sha1");
    if (rounds >= spec.maxRounds || restarted) break;
    let events: EngineEvent[];
    if (state.matchOver) {
      if (!spec.restart) break;
      // As a server rematch does it: a copy restarted in place, its first player from the generator.
      state = cloneState(state);
      events = [];
      restartMatch(state, undefined, events);
      restarted = true;
    } else ({ state, events } = nextRound(state));
    moves = legalMoves(state);
    stepDigest(hash, state, moves, events);
    rounds++;
  }
  const scores = state.rules.perpetual ? state.wins : state.tokens;
  return {
    ...spec,
    choices,
    digests,
    outcome: { rounds, matchOver: state.matchOver, winners: state.matchWinners.slice(), scores: scores.slice() },
  };
}

/** Records the i-th game with random choices drawn from its own seeded generator. */
export function recordGame(i: number, tables: readonly CorpusTable[]): CorpusGame {
  const spec = gameSpec(i, tables);
  const rnd = random(i * 7919 + 17);
  return playGame(spec, tables[spec.table]!, (n) => Math.floor(rnd() * n));
}

/** Plays a stored game's choices again and returns what this engine observes. */
export function replayGame(game: CorpusGame, tables: readonly CorpusTable[]): CorpusGame {
  return playGame(game, tables[game.table]!, (n, step) => {
    const index = game.choices[step];
    if (index === undefined) throw new Error(`the game goes on past its ${game.choices.length} recorded moves`);
    if (index >= n) throw new Error(`move ${step}: choice ${index} of only ${n} legal moves`);
    return index;
  });
}
