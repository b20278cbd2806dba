import type { EngineEvent, Move, View } from "@loveletter/engine";

/**
 * What an agent receives when its seat must decide: only what a person in that seat could know.
 * There is no path from here to the game state, so an agent cannot read a hidden card.
 */
export interface Observation {
  /** The seat's view, including its legal moves for the awaited decision. */
  readonly view: View;
  /** Events visible to this seat since its previous decision (or since it joined), in order. */
  readonly events: readonly EngineEvent[];
}

/** A player that chooses moves: a bot, an external program, or a person at a terminal. */
export interface Agent {
  readonly name: string;
  /** Returns one of `observation.view.legalMoves`. */
  decide(observation: Observation): Move | Promise<Move>;
  /**
   * Releases what the agent holds (an external program's process). Whoever created the agent calls
   * it once the match is over; agents that hold nothing leave it out.
   */
  close?(): void | Promise<void>;
}

/** The awaited decision's legal moves; an agent asked when it has nothing to decide is a bug in its host. */
export function movesToDecide(view: View, agent: string): readonly Move[] {
  if (view.legalMoves.length === 0) throw new Error(`${agent}: seat ${view.seat} has no decision to make.`);
  return view.legalMoves;
}
