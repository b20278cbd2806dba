import { type Move, randomInt, seedRng, selfKnockout } from "@loveletter/engine";
import { type Agent, movesToDecide, type Observation } from "./agent.js";

/** Uniform over the legal moves of its view, reproducible from its seed: the baseline of tournaments. */
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

/**
 * The beginner people play against (the tables' "random" strength): uniform over the legal moves
 * except those that knock its own player out by themselves (playing the Princess, a Prince on
 * itself holding her, a Bishop's redraw of her) when another move exists. Easy to beat, never absurd.
 */
export function beginnerAgent(seed: number | string = 0, name = "beginner"): Agent {
  const rng = seedRng(seed);
  return {
    name,
    decide({ view }: Observation): Move {
      const moves = movesToDecide(view, name);
      const sensible = moves.filter((move) => !selfKnockout(view, move));
      const pool = sensible.length > 0 ? sensible : moves;
      return pool[randomInt(rng, pool.length)]!;
    },
  };
}
