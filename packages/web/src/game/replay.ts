import { apply, cloneState, type EngineEvent, newMatch, nextRound, restartMatch, type State } from "@loveletter/engine";
import type { GameAction, GameRecord, StoredAction } from "../net/protocol.js";

/**
 * A finished game rebuilt from its seed and actions (docs/protocol.md "Replaying"): the engine
 * deals the same cards again, so every step can be shown from any seat, or with everything open.
 */
export interface ReplayStep {
  /** The match after this step. */
  readonly state: State;
  /** What this step did, every event with its visibility. */
  readonly events: readonly EngineEvent[];
  readonly action: GameAction | null;
  /** Seat names at this point (a perpetual table's seats change between rounds). */
  readonly names: readonly string[];
}

export interface Replay {
  readonly steps: readonly ReplayStep[];
  /** Set when an action doesn't apply: the record and this engine disagree from that step on. */
  readonly error: string | null;
}

export function replayGame(game: GameRecord, actions: readonly StoredAction[]): Replay {
  let names = game.seats.map((o, i) => (o.kind === "empty" ? `Seat ${i + 1}` : o.name));
  const start = newMatch({
    ruleset: game.ruleset,
    players: game.seats.length,
    options: game.options,
    seed: game.seed,
    first: game.first,
  });
  const steps: ReplayStep[] = [{ state: start.state, events: start.events, action: null, names }];
  let state = start.state;
  const ordered = [...actions].sort((a, b) => a.seq - b.seq);
  for (const { action } of ordered) {
    let events: EngineEvent[] = [];
    if (action.type === "move") {
      const result = apply(state, action.move);
      if (!result.ok)
        return { steps, error: `Step ${steps.length} does not apply (${result.error.code}): ${result.error.message}` };
      state = result.state;
      events = result.events;
    } else if (action.type === "next-round") {
      const next = nextRound(state);
      state = next.state;
      events = next.events;
    } else if (action.type === "restart") {
      state = cloneState(state);
      restartMatch(state, undefined, events);
    } else {
      names = names.slice();
      names[action.seat] = action.occupant.kind === "empty" ? `Seat ${action.seat + 1}` : action.occupant.name;
    }
    steps.push({ state, events, action, names });
  }
  return { steps, error: null };
}

/** Every event up to and including a step. */
export function eventsUpTo(replay: Replay, step: number): EngineEvent[] {
  return replay.steps.slice(0, step + 1).flatMap((s) => s.events);
}
