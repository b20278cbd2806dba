import { nameOf } from "../cards.js";
import { PositionError } from "../errors.js";
import type { EngineEvent } from "../events.js";
import { applyCode } from "../flow/apply.js";
import { encodeMove } from "../moves/json.js";
import type { IllegalMoveCode } from "../moves/move.js";
import { DECISIONS, type Decision, IN_ROUND, type State } from "../state.js";
import { malformed } from "./error.js";
import { scenarioState } from "./setup.js";

const TOP_KEYS = ["ruleset", "options", "setup", "moves", "id", "title", "source", "expect"];

export interface ScenarioPlayer {
  hand: string[];
  discards: string[];
  out: boolean;
  protected: boolean;
  tokens: number;
  wins?: number;
  rank?: number;
}

export interface ScenarioState {
  ruleset: string;
  current: number | null;
  awaiting: { seat: number; decision: Decision } | null;
  deck: string[];
  setAside: string | null;
  faceUp: string[];
  players: ScenarioPlayer[];
  required: number | null;
  watched: [number, number][];
  round: { over: boolean; winners: number[] };
  game: { over: boolean; winners: number[]; tiebreak: number[] | null };
}

export interface ScenarioOutput {
  ok: boolean;
  error: { move: number; code: IllegalMoveCode; message: string } | null;
  state: ScenarioState;
  events: EngineEvent[];
}

/** The reported state of scenario-format.md "Output". */
export function scenarioStateOf(s: State): ScenarioState {
  const perpetual = s.rules.perpetual;
  const watched: [number, number][] = [];
  const pairs = s.watched;
  for (let i = 0; i < pairs.length; i += 2) watched.push([pairs[i]!, pairs[i + 1]!]);
  const piles = s.piles;
  const outOrder = s.outOrder;
  const isProtected = s.protected;
  const tokens = s.tokens;
  const wins = s.wins;
  const ranks = s.ranks;
  const tiebreak = s.tiebreak;
  return {
    ruleset: s.rules.ruleset,
    current: s.current >= 0 ? s.current : null,
    awaiting: s.awaitingSeat >= 0 ? { seat: s.awaitingSeat, decision: DECISIONS[s.awaiting]! } : null,
    deck: s.deck.reverse().map(nameOf),
    setAside: s.setAside >= 0 ? nameOf(s.setAside) : null,
    faceUp: s.faceUp.map(nameOf),
    players: s.hands.map((hand, seat) => ({
      hand: hand.map(nameOf),
      discards: piles[seat]!.map(nameOf),
      out: outOrder[seat] !== IN_ROUND,
      protected: isProtected[seat]!,
      tokens: tokens[seat]!,
      ...(perpetual ? { wins: wins[seat]! } : {}),
      ...(perpetual && ranks ? { rank: ranks[seat]! } : {}),
    })),
    required: s.required >= 0 ? s.required : null,
    watched,
    round: { over: s.roundOver, winners: s.roundWinners },
    game: { over: s.matchOver, winners: s.matchWinners, tiebreak },
  };
}

/**
 * Runs one scenario (scenario-format.md): builds the position, applies the moves in order until
 * one is refused, and reports the state and events. Throws ScenarioError for a malformed scenario.
 */
export function runScenario(input: unknown): ScenarioOutput {
  if (input === null || typeof input !== "object" || Array.isArray(input))
    malformed("A scenario must be a JSON object.");
  const scenario = input as Record<string, unknown>;
  for (const key of Object.keys(scenario))
    if (!TOP_KEYS.includes(key)) malformed(`Unknown key "${key}" in the scenario.`);
  if (!("ruleset" in scenario)) malformed('A scenario needs "ruleset".');
  if (!("setup" in scenario)) malformed('A scenario needs "setup".');
  const moves = scenario.moves ?? [];
  if (!Array.isArray(moves)) malformed('"moves" must be a list of moves.');
  const events: EngineEvent[] = [];
  const state = scenarioState(scenario.ruleset, scenario.options ?? {}, scenario.setup, events);
  let error: ScenarioOutput["error"] = null;
  for (let i = 0; i < moves.length; i++) {
    const code = encodeMove(state, moves[i]);
    if (typeof code !== "number") {
      error = { move: i, code: code.code, message: code.message };
      break;
    }
    try {
      applyCode(state, code, events);
    } catch (e) {
      if (e instanceof PositionError) malformed(`Move ${i}: ${e.message}`);
      throw e;
    }
  }
  return { ok: error === null, error, state: scenarioStateOf(state), events };
}
