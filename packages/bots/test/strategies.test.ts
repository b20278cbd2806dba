import {
  applyCode,
  type EngineEvent,
  encodeMove,
  eventsFor,
  type Move,
  type State,
  scenarioState,
  view,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import type { Agent } from "../src/agent.js";
import { expertAgent } from "../src/expert/index.js";
import { heuristicAgent } from "../src/heuristic/index.js";
import { runMatch } from "../src/match-runner.js";
import { beginnerAgent, randomAgent } from "../src/random.js";

/** Plays a scenario's moves, then asks `agent` for seat's decision with everything that seat saw. */
function decideAt(agent: Agent, ruleset: string, setup: object, moves: object[], seat: number): Move {
  const log: EngineEvent[] = [];
  const state: State = scenarioState(ruleset, {}, setup, log);
  for (const move of moves) {
    const code = encodeMove(state, move);
    if (typeof code !== "number") throw new Error(code.message);
    applyCode(state, code, log);
  }
  return agent.decide({ view: view(state, seat), events: eventsFor(log, seat) }) as Move;
}

describe.each([
  ["heuristic", () => heuristicAgent(1)],
  ["expert", () => expertAgent(1, 20)],
])("%s", (_name, make) => {
  it("names the Princess it saw with its Guard, winning the round", () => {
    // Two players: seat 0's Priest shows seat 1's Princess; seat 1's Guard misses; seat 0 now holds a
    // Guard and a Baron, and naming the Princess knocks out the last opponent.
    const setup = {
      hands: [["priest"], ["princess"]],
      deck: ["guard", "guard", "baron", "king", "countess"],
      setAside: "prince",
      faceUp: ["handmaid", "handmaid", "priest"],
      current: 0,
    };
    const moves = [
      { seat: 0, play: "priest", target: 1 },
      { seat: 1, play: "guard", target: 0, guess: 5 },
    ];
    expect(decideAt(make(), "classic", setup, moves, 0)).toEqual({ seat: 0, play: "guard", target: 1, guess: 8 });
  });

  it("never plays the Princess when it has another choice", () => {
    for (let seed = 0; seed < 20; seed++) {
      const move = decideAt(
        make(),
        "classic",
        {
          hands: [["princess"], ["priest"], ["baron"]],
          deck: [["guard", "handmaid", "king", "priest"][seed % 4]!, "guard", "baron"],
          setAside: "prince",
          current: 0,
        },
        [],
        0,
      );
      expect(move).not.toMatchObject({ play: "princess" });
    }
  });

  it("is deterministic given its seed", async () => {
    const play = async () => {
      const agents = [make(), heuristicAgent(5), randomAgent(6)];
      const moves: string[] = [];
      await runMatch(
        agents.map((a) => ({
          name: a.name,
          decide: async (o) => {
            const m = await a.decide(o);
            moves.push(JSON.stringify(m));
            return m;
          },
        })),
        { ruleset: "classic", players: 3, seed: 42 },
      );
      return moves;
    };
    expect(await play()).toEqual(await play());
  });
});

describe("beginner (the tables' Random bot)", () => {
  it("never knocks itself out when it has another move, and otherwise plays at random", () => {
    const played = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      // The Princess with a Prince: the Prince on itself would discard the Princess.
      const move = decideAt(
        beginnerAgent(seed),
        "classic",
        {
          hands: [["princess"], ["priest"], ["baron"]],
          deck: ["prince", "guard", "baron"],
          setAside: "king",
          current: 0,
        },
        [],
        0,
      ) as { play: string; target?: number };
      expect(move.play).toBe("prince");
      expect(move.target).not.toBe(0);
      played.add(JSON.stringify(move));
    }
    // Both other seats: its choice among the sensible moves is random.
    expect(played.size).toBe(2);
  });
});

describe("expert", () => {
  it("at 4 players, aims its Guard at the leader of the match", () => {
    // Nobody has played yet: the three others' cards are alike to seat 0, so a Guard's name is as
    // likely to hit any of them. Seat 1 has 2 of the 4 tokens and the others none: a round won by
    // seat 1 costs seat 0 more of its chance to win the match than one won by seat 2 or 3 (no
    // round ends the match here). Counting tokens alone, the three targets are worth the same.
    const targets = [0, 0, 0, 0];
    for (let seed = 0; seed < 9; seed++) {
      const move = decideAt(
        expertAgent(seed, 300),
        "classic",
        {
          hands: [["guard"], ["priest"], ["baron"], ["handmaid"]],
          deck: ["guard", "prince", "king", "guard", "countess", "guard", "priest"],
          setAside: "princess",
          tokens: [0, 2, 0, 0],
          current: 0,
        },
        [],
        0,
      );
      targets[(move as { target: number }).target]!++;
    }
    expect(targets[1]).toBeGreaterThanOrEqual(7);
  });
});

describe("strength (small samples; the full figures come from loveletter sim)", () => {
  it("the heuristic beats random in most 2-player classic matches", async () => {
    let wins = 0;
    for (let g = 0; g < 40; g++) {
      const seat = g % 2;
      const agents = seat === 0 ? [heuristicAgent(g), randomAgent(g)] : [randomAgent(g), heuristicAgent(g)];
      const r = await runMatch(agents, { ruleset: "classic", players: 2, seed: g });
      if (r.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(32);
  });
});
