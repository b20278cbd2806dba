import { type Agent, IllegalMoveError, type Observation, randomAgent, runMatch } from "@loveletter/bots";
import {
  type EngineEvent,
  eventsFor,
  isVisibleTo,
  type MatchOptions,
  type Move,
  newMatch,
  nextRound,
  apply as play,
  view,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";

interface Decision {
  readonly seat: number;
  readonly observation: Observation;
  readonly move: Move;
  /** How many events had happened when the agent was asked. */
  readonly eventsBefore: number;
}

/** Random agents that record what they were given, and every event of the match. */
function recordedMatch() {
  const all: EngineEvent[] = [];
  const decisions: Decision[] = [];
  const agentFor = (seat: number, seed: string): Agent => {
    const inner = randomAgent(seed);
    return {
      name: `random-${seat}`,
      decide(observation) {
        const move = inner.decide(observation) as Move;
        decisions.push({ seat, observation, move, eventsBefore: all.length });
        return move;
      },
    };
  };
  return { all, decisions, agentFor, onEvent: (e: EngineEvent) => all.push(e) };
}

interface Case {
  readonly ruleset: string;
  readonly players: number;
  readonly options?: MatchOptions;
  /** For "discard", which never ends. */
  readonly rounds?: number;
}

const CASES: Case[] = [
  ...[2, 3, 4].map((players) => ({ ruleset: "classic", players })),
  ...[2, 3, 4, 5, 6].map((players) => ({ ruleset: "2019", players })),
  ...[2, 4, 5, 6, 8].map((players) => ({ ruleset: "premium", players })),
  ...[3, 4].map((players) => ({ ruleset: "discard", players, rounds: 8 })),
  ...[5, 8].map((players) => ({ ruleset: "discard", players, rounds: 5, options: { extended: true } })),
  { ruleset: "custom", players: 5, options: { edition: "2019", deck: "premium-2019" } },
];

describe("runMatch", () => {
  for (const c of CASES) {
    const label = `${c.ruleset} ${c.players} players${c.options ? ` ${JSON.stringify(c.options)}` : ""}`;
    it(`plays a whole match: ${label}`, async () => {
      for (const seed of [1, 2, 3]) {
        const rec = recordedMatch();
        const agents = Array.from({ length: c.players }, (_, seat) => rec.agentFor(seat, `${seed}-${seat}`));
        const config = { ruleset: c.ruleset, players: c.players, options: c.options, seed, first: seed % c.players };
        const ends: number[] = [];
        const result = await runMatch(
          agents,
          { ...config, rounds: c.rounds },
          {
            onEvent: rec.onEvent,
            onRoundEnd: ({ rounds, view }) => {
              expect(view.seat).toBeNull(); // a spectator's view: no hand
              expect(view.roundOver).toBe(true);
              ends.push(rounds);
              return undefined;
            },
          },
        );

        // The match ran to its end (discard: to the number of rounds asked).
        expect(result.rounds).toBe(ends.length);
        expect(ends).toEqual(Array.from({ length: result.rounds }, (_, i) => i + 1));
        if (c.rounds !== undefined) {
          expect(result.rounds).toBe(c.rounds);
          expect(result.matchOver).toBe(false);
        } else {
          expect(result.matchOver).toBe(true);
          expect(result.winners.length).toBeGreaterThan(0);
          const ended = rec.all.filter((e) => e.type === "match-ended");
          expect(ended).toEqual([{ type: "match-ended", winners: result.winners, visibleTo: "all" }]);
          const best = Math.max(...result.state.tokens);
          expect(best).toBeGreaterThanOrEqual(result.state.rules.tokensToWin);
        }
        expect(rec.all.filter((e) => e.type === "round-ended")).toHaveLength(result.rounds);

        // Replay the recorded moves: each agent was given exactly its own seat's view of the
        // position, and exactly the events visible to it since its previous decision, in order.
        let { state } = newMatch(config);
        const seen = Array.from({ length: c.players }, () => 0);
        for (const d of rec.decisions) {
          while (view(state, "spectator").awaiting === null) state = nextRound(state).state;
          expect(Object.keys(d.observation).sort()).toEqual(["events", "view"]);
          expect(d.observation.view.seat).toBe(d.seat);
          expect(d.observation.view).toEqual(view(state, d.seat));
          for (const e of d.observation.events) expect(isVisibleTo(e, d.seat)).toBe(true);
          expect(d.observation.events).toEqual(eventsFor(rec.all.slice(seen[d.seat], d.eventsBefore), d.seat));
          seen[d.seat] = d.eventsBefore;
          const next = play(state, d.move);
          if (!next.ok) throw new Error(next.error.message);
          state = next.state;
        }
        expect(state).toEqual(result.state);
      }
    });
  }

  it("gives the same match for the same seeds", async () => {
    const run = async () => {
      const rec = recordedMatch();
      const agents = [0, 1, 2].map((seat) => rec.agentFor(seat, `same-${seat}`));
      await runMatch(agents, { ruleset: "2019", seed: "same" }, { onEvent: rec.onEvent });
      return rec.all;
    };
    expect(await run()).toEqual(await run());
  });

  it("awaits agents that answer with a promise", async () => {
    const slow = (seed: number): Agent => {
      const inner = randomAgent(seed);
      return { name: "slow", decide: async (o) => inner.decide(o) };
    };
    const result = await runMatch([slow(1), slow(2)], { ruleset: "classic", seed: 4 });
    expect(result.matchOver).toBe(true);
  });

  it("stops when the round-end hook says so", async () => {
    const result = await runMatch(
      [randomAgent(1), randomAgent(2), randomAgent(3)],
      { ruleset: "discard", seed: 9 },
      { onRoundEnd: ({ rounds }) => rounds < 3 },
    );
    expect(result.rounds).toBe(3);
    expect(result.matchOver).toBe(false);
    expect(result.winners).toEqual([]);
  });

  it("names the agent, the move and the engine's refusal when a move is illegal", async () => {
    const cheater: Agent = { name: "cheater", decide: ({ view }) => ({ seat: view.seat!, play: "dragon" }) as never };
    const err = await runMatch([cheater, cheater], { ruleset: "classic", seed: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(IllegalMoveError);
    const message = (err as Error).message;
    expect(message).toContain('"cheater"');
    expect(message).toContain('"play":"dragon"');
    expect(message).toContain('"dragon" is not a card');
    expect((err as IllegalMoveError).code).toBe("unknown-card");
  });

  it("refuses a move for another seat", async () => {
    const wrong: Agent = {
      name: "wrong-seat",
      decide: ({ view }) => ({ ...view.legalMoves[0]!, seat: 1 - view.seat! }),
    };
    await expect(runMatch([wrong, wrong], { ruleset: "classic", seed: 1 })).rejects.toThrow(
      /"wrong-seat" at seat \d made an illegal move .*: It is seat \d's decision/,
    );
  });

  it("refuses a configuration it cannot play", async () => {
    await expect(runMatch([randomAgent(1), randomAgent(2)], { ruleset: "classic", players: 3 })).rejects.toThrow(
      "3-player match needs 3 agents",
    );
    await expect(runMatch([randomAgent(1), randomAgent(2), randomAgent(3)], { ruleset: "discard" })).rejects.toThrow(
      "never ends",
    );
    await expect(runMatch([randomAgent(1)], { ruleset: "classic" })).rejects.toThrow("seats 2 to 4 players");
  });
});
