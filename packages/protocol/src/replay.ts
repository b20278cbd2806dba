import { apply, cloneState, type EngineEvent, newMatch, nextRound, restartMatch, type State } from "@loveletter/engine";
import { ProtocolError } from "./errors.js";
import type { GameAction, GameRecord, StoredAction } from "./records.js";

/** What deals a game: everything `newMatch` needs, all of it stored with the game. */
export interface GameDeal {
  readonly ruleset: string;
  readonly players: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  /** The first round's first player; chosen with the seed when not given. */
  readonly first?: number;
}

/** A stored game's deal. */
export function dealOf(game: Pick<GameRecord, "ruleset" | "seats" | "options" | "seed" | "first">): GameDeal {
  return {
    ruleset: game.ruleset,
    players: game.seats.length,
    options: game.options,
    seed: game.seed,
    first: game.first,
  };
}

/** The match a deal starts, and the events of its first round's start. */
export function deal(game: GameDeal): { state: State; events: EngineEvent[] } {
  const { ruleset, players, options, seed, first } = game;
  return newMatch({ ruleset, players, options, seed, first });
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
 */
export function applyAction(state: State, action: GameAction): AppliedAction | ProtocolError {
  switch (action.type) {
    case "move": {
      if (state.awaitingSeat !== action.seat)
        return new ProtocolError("not-your-turn", "It is not this seat's decision.");
      const result = apply(state, action.move);
      if (!result.ok) return new ProtocolError("illegal-move", `${result.error.message} (${result.error.code})`);
      return { action, state: result.state, events: result.events, startsRound: false };
    }
    case "next-round": {
      if (!state.roundOver || state.matchOver)
        return new ProtocolError("wrong-phase", "A next round starts only after a round, before the match ends.");
      const next = nextRound(state);
      return { action, state: next.state, events: next.events, startsRound: true };
    }
    case "restart": {
      if (!state.matchOver) return new ProtocolError("wrong-phase", "A new match starts only after the match ends.");
      const restarted = cloneState(state);
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
 * Re-deals a stored game from its seed and plays its log in order (docs/protocol.md, "Replaying").
 * `step` hears each action as it applies.
 */
export function replay(
  game: Pick<GameRecord, "ruleset" | "seats" | "options" | "seed" | "first">,
  actions: readonly StoredAction[],
  step?: (applied: AppliedAction) => void,
): Replayed {
  const dealt = deal(dealOf(game));
  let state = dealt.state;
  const ordered = [...actions].sort((a, b) => a.seq - b.seq);
  for (const [index, { action }] of ordered.entries()) {
    const applied = applyAction(state, action);
    if (applied instanceof ProtocolError)
      return {
        dealt,
        state,
        applied: index,
        error: `Action ${index} does not apply (${applied.code}): ${applied.message}`,
      };
    state = applied.state;
    step?.(applied);
  }
  return { dealt, state, applied: ordered.length, error: null };
}
