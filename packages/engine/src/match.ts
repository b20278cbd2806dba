import { ConfigError } from "./errors.js";
import type { EngineEvent, EventLog } from "./events.js";
import { applyCode } from "./flow/apply.js";
import { recountReached } from "./flow/match.js";
import { dealRound, startNextRound } from "./flow/round.js";
import {
  MATCH_OVER,
  MATCH_WINNERS,
  ROUND_NUMBER,
  ROUND_WINNERS,
  TIEBREAK,
  TIEBREAK_ROUND,
  TOKENS,
  WINS,
} from "./layout.js";
import { legalCodes } from "./moves/generate.js";
import { decodeMove, encodeMove } from "./moves/json.js";
import type { IllegalMove, Move } from "./moves/move.js";
import { type RngState, randomInt, seedRng } from "./rng.js";
import { compileRules, type MatchOptions, type Rules } from "./rules/compile.js";
import { cloneState, copyState, emptyState, type State } from "./state.js";

export interface MatchConfig {
  /** classic, 2019, premium, discard or custom. */
  readonly ruleset: string;
  readonly players: number;
  /** Rule options (rules.md §6.1) and match options (tokensToWin; decks, extended; edition, deck). */
  readonly options?: MatchOptions;
  /** All chance in the match follows from the seed. A random seed is chosen when none is given. */
  readonly seed?: number | string;
  /** The first round's first player; chosen with the seed when not given. */
  readonly first?: number;
}

/** A change of state and what happened, in order, each event with who may see it. */
export interface Transition {
  readonly state: State;
  readonly events: EngineEvent[];
}

export type ApplyResult =
  | { readonly ok: true; readonly state: State; readonly events: EngineEvent[] }
  | { readonly ok: false; readonly error: IllegalMove };

/** A new match: rules resolved, the first round dealt, and its first player has drawn. */
export function newMatch(config: MatchConfig): Transition {
  const rules = compileRules(config.ruleset, config.players, config.options ?? {});
  const seed = config.seed ?? Math.floor(Math.random() * 2 ** 32);
  if (typeof seed !== "number" && typeof seed !== "string")
    throw new ConfigError("invalid-seed", "The seed must be a number or a string.");
  const first = config.first;
  if (first !== undefined && (!Number.isInteger(first) || first < 0 || first >= rules.players))
    throw new ConfigError("invalid-first-player", `The first player must be a seat from 0 to ${rules.players - 1}.`);
  const events: EngineEvent[] = [];
  const state = startMatch(rules, seedRng(seed), first, events);
  return { state, events };
}

/**
 * The in-place form of {@link newMatch} for callers that already hold compiled rules (benchmarks,
 * tournaments): deals the first round with the given generator (its words are copied into the state).
 */
export function startMatch(rules: Rules, rng: RngState, first: number | undefined, log: EventLog): State {
  const state = emptyState(rules, rng);
  restartMatch(state, first, log);
  return state;
}

/** Starts a fresh match in place on a state of the same rules: scores cleared, round 1 dealt. */
export function restartMatch(s: State, first: number | undefined, log: EventLog): void {
  const c = s.cells;
  const players = s.rules.players;
  c.fill(0, TOKENS, TOKENS + players);
  c.fill(0, WINS, WINS + players);
  recountReached(s);
  c[ROUND_NUMBER] = 0;
  c[TIEBREAK] = 0;
  c[TIEBREAK_ROUND] = 0;
  c[MATCH_OVER] = 0;
  c[MATCH_WINNERS] = 0;
  c[ROUND_WINNERS] = 0;
  dealRound(s, (1 << players) - 1, first ?? randomInt(s.rng, players), null, log);
}

/** Every legal move of the awaited decision (empty between rounds and after the match). */
export function legalMoves(state: State): Move[] {
  return legalCodes(state).map((code) => decodeMove(state, code));
}

/**
 * Applies a move made by the seat whose decision is awaited. An illegal move is refused with a
 * typed code and a message, and the given state is never changed: a new state is returned, or
 * `into` (another state of the same match, never `state` itself) is made the state after the move.
 * A server that keeps one spare state a table reuses it move after move: a new state every move
 * lived until the next one, long enough for the garbage collector to copy and promote it.
 */
export function apply(state: State, move: unknown, into?: State): ApplyResult {
  const code = encodeMove(state, move);
  if (typeof code !== "number") return { ok: false, error: code };
  let next: State;
  if (into) {
    if (into === state || into.rules !== state.rules)
      throw new Error("apply: `into` must be another state of the same match than the one moved from.");
    copyState(into, state);
    next = into;
  } else next = cloneState(state);
  const events: EngineEvent[] = [];
  applyCode(next, code, events);
  return { ok: true, state: next, events };
}

/** Deals the next round once a round is over (a tie-breaker round when the match is tied). */
export function nextRound(state: State): Transition {
  const next = cloneState(state);
  const events: EngineEvent[] = [];
  startNextRound(next, events);
  return { state: next, events };
}
