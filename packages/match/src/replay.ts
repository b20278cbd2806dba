import {
  apply,
  cloneState,
  compileRules,
  type EngineEvent,
  newMatch,
  nextRound,
  type RngState,
  restartMatch,
  type State,
  startMatch,
} from "@loveletter/engine";
import {
  type DealVersion,
  type GameAction,
  type GameRecord,
  ProtocolError,
  type StoredAction,
} from "@loveletter/protocol";
import { dealPointAfter, FairDealer } from "./fair-deal/dealer.js";
import { type DealPoint, FIRST_DEAL } from "./fair-deal/messages.js";

/** What deals a game: everything `newMatch` needs, all of it stored with the game. */
export interface GameDeal {
  readonly ruleset: string;
  readonly players: number;
  readonly options: Readonly<Record<string, unknown>>;
  /** v0: the seed the server chose, which deals the whole match ("" for v1). */
  readonly seed: string;
  /** v0: the first round's first player; chosen with the seed when not given. */
  readonly first?: number;
  /** v1: the generator of every deal (docs/fair-deal.md); none for v0. */
  readonly dealer?: FairDealer | null;
}

/** What `replay` needs of a stored game. */
export type ReplayedGame = Pick<GameRecord, "ruleset" | "seats" | "options" | "seed" | "first"> & {
  readonly fairDeal?: GameRecord["fairDeal"];
};

/** A stored game's deal: a v1 game's with its dealer (`dealerOf`). */
export function dealOf(game: ReplayedGame, dealer: FairDealer | null = null): GameDeal {
  return {
    ruleset: game.ruleset,
    players: game.seats.length,
    options: game.options,
    seed: game.seed,
    first: game.first,
    dealer,
  };
}

/**
 * The dealer of a stored fair game, its deals derived for this log (null for v0: its seed deals).
 * Asynchronous (Web Crypto); `replay` then runs at once.
 */
export async function dealerOf(
  game: Pick<GameRecord, "fairDeal"> & { readonly dealVersion?: DealVersion },
  actions: readonly StoredAction[],
): Promise<FairDealer | null> {
  if (!game.fairDeal) return null;
  return FairDealer.forLog(game.fairDeal, sortedActions(actions), game.dealVersion);
}

/** The match a deal starts, and the events of its first round's start. */
export function deal(game: GameDeal): { state: State; events: EngineEvent[] } {
  const { ruleset, players, options, seed, first, dealer } = game;
  if (!dealer) return newMatch({ ruleset, players, options, seed, first });
  // v1: the first deal's generator picks the first player, then shuffles.
  const events: EngineEvent[] = [];
  const state = startMatch(compileRules(ruleset, players, options), dealer.generator(FIRST_DEAL), undefined, events);
  return { state, events };
}

/** An action of a game's log applied to the match: the match after it and what it did. */
export interface AppliedAction {
  readonly action: GameAction;
  readonly state: State;
  readonly events: EngineEvent[];
  /** The action starts a round (a next round, or a perpetual table's fresh match). */
  readonly startsRound: boolean;
}

/**
 * Applies one action of a game's log to the match; the match given is unchanged either way. A
 * refusal says why, with the code a client would be sent. The server referees with this, and a
 * replay (the web's, `loveletter verify`, a test's) rebuilds a game with the very same steps.
 * `generator`, for a v1 game's action that deals (next round, restart), is the deal's own
 * (docs/fair-deal.md); without it the match's generator runs on (v0). A move is applied into
 * `spare` when one is given (a state of the same match, not `state`: the engine's `apply`).
 */
export function applyAction(
  state: State,
  action: GameAction,
  generator?: RngState,
  spare?: State,
): AppliedAction | ProtocolError {
  switch (action.type) {
    case "move": {
      if (state.awaitingSeat !== action.seat)
        return new ProtocolError("not-your-turn", "It is not this seat's decision.");
      const result = apply(state, action.move, spare);
      if (!result.ok) return new ProtocolError("illegal-move", `${result.error.message} (${result.error.code})`);
      return { action, state: result.state, events: result.events, startsRound: false };
    }
    case "next-round": {
      if (!state.roundOver || state.matchOver)
        return new ProtocolError("wrong-phase", "A next round starts only after a round, before the match ends.");
      const next = nextRound(generator ? reseeded(state, generator) : state);
      return { action, state: next.state, events: next.events, startsRound: true };
    }
    case "restart": {
      if (!state.matchOver) return new ProtocolError("wrong-phase", "A new match starts only after the match ends.");
      const restarted = cloneState(state);
      if (generator) restarted.rng.set(generator);
      const events: EngineEvent[] = [];
      restartMatch(restarted, undefined, events);
      return { action, state: restarted, events, startsRound: true };
    }
    case "seat":
      if (state.awaitingSeat >= 0 && !state.roundOver)
        return new ProtocolError("wrong-phase", "Seats change hands only between rounds.");
      return { action, state, events: [], startsRound: false };
  }
}

/** A copy of the match whose generator is the given one. */
function reseeded(state: State, generator: RngState): State {
  const copy = cloneState(state);
  copy.rng.set(generator);
  return copy;
}

/** The generator of the deal an action makes (v1), or undefined. */
export function generatorFor(dealer: FairDealer | null | undefined, next: DealPoint | null): RngState | undefined {
  return dealer && next ? dealer.generator(next) : undefined;
}

function sortedActions(actions: readonly StoredAction[]): GameAction[] {
  return [...actions].sort((a, b) => a.seq - b.seq).map((stored) => stored.action);
}

/** A game rebuilt from its record, as far as its log replays. */
export interface Replayed {
  /** The match as dealt, and the events of its dealing. */
  readonly dealt: { readonly state: State; readonly events: EngineEvent[] };
  /** The match after the last action that applied. */
  readonly state: State;
  /** How many actions applied. */
  readonly applied: number;
  /** Why the next action did not apply (the record and this engine disagree from there), or null. */
  readonly error: string | null;
}

/**
 * Re-deals a stored game and plays its log in order (docs/protocol.md, "Replaying"). A v1 game
 * needs its dealer (`await dealerOf(game, actions)`). `step` hears each action as it applies.
 */
export function replay(
  game: ReplayedGame,
  actions: readonly StoredAction[],
  step?: (applied: AppliedAction) => void,
  dealer: FairDealer | null = null,
): Replayed {
  if (game.fairDeal && !dealer) throw new Error("A v1 game replays with its dealer: await dealerOf(game, actions).");
  const dealt = deal(dealOf(game, dealer));
  let state = dealt.state;
  let point = FIRST_DEAL;
  const ordered = sortedActions(actions);
  for (const [index, action] of ordered.entries()) {
    const next = dealPointAfter(point, action);
    const applied = applyAction(state, action, generatorFor(dealer, next));
    if (applied instanceof ProtocolError)
      return {
        dealt,
        state,
        applied: index,
        error: `Action ${index} does not apply (${applied.code}): ${applied.message}`,
      };
    state = applied.state;
    if (next) point = next;
    step?.(applied);
  }
  return { dealt, state, applied: ordered.length, error: null };
}
