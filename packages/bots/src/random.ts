import { type Move, randomInt, seedRng } from "@loveletter/engine";
import { type Agent, movesToDecide, type Observation } from "./agent.js";

/** Uniform over the legal moves of its view, reproducible from its seed. */
export function randomAgent(seed: number | string = 0, name = "random"): Agent {
  const rng = seedRng(seed);
  return {
    name,
    decide({ view }: Observation): Move {
      const moves = movesToDecide(view, name);
      return moves[randomInt(rng, moves.length)]!;
    },
  };
}
