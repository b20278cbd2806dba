import { type Move, randomInt, seedRng } from "@loveletter/engine";
import type { Agent, Observation } from "./agent.js";

/** Uniform over the legal moves of its view, reproducible from its seed. */
export function randomAgent(seed: number | string = 0, name = "random"): Agent {
  const rng = seedRng(seed);
  return {
    name,
    decide({ view }: Observation): Move {
      const moves = view.legalMoves;
      if (moves.length === 0) throw new Error(`random: seat ${view.seat} has no decision to make.`);
      return moves[randomInt(rng, moves.length)]!;
    },
  };
}
