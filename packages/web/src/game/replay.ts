import type { EngineEvent, State } from "@loveletter/engine";
import { dealerOf, replay } from "@loveletter/match";
import type { GameAction, GameRecord, Occupant, StoredAction } from "@loveletter/protocol";

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

/** Asynchronous: a v1 game's deals are derived from its seeds with Web Crypto first (docs/fair-deal.md). */
export async function replayGame(game: GameRecord, actions: readonly StoredAction[]): Promise<Replay> {
  const dealer = await dealerOf(game, actions);
  const seatName = (o: Occupant, seat: number) => (o.kind === "empty" ? `Seat ${seat + 1}` : o.name);
  const dealtNames = game.seats.map(seatName);
  let names = dealtNames;
  const later: ReplayStep[] = [];
  const result = replay(
    game,
    actions,
    ({ action, state, events }) => {
      if (action.type === "seat") {
        names = names.slice();
        names[action.seat] = seatName(action.occupant, action.seat);
      }
      later.push({ state, events, action, names });
    },
    dealer,
  );
  const { dealt } = result;
  return {
    steps: [{ state: dealt.state, events: dealt.events, action: null, names: dealtNames }, ...later],
    error: result.error,
  };
}

/** Every event up to and including a step. */
export function eventsUpTo(replay: Replay, step: number): EngineEvent[] {
  return replay.steps.slice(0, step + 1).flatMap((s) => s.events);
}
