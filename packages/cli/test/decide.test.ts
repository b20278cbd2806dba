// The terminal's step-by-step choices: built from the legal moves only, every answer leads to a
// legal move, and every legal move can be reached.

import { type Agent, randomAgent, runMatch } from "@loveletter/bots";
import type { MatchOptions, Move, View } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { type Choice, chooseMove, type Prompter } from "../src/terminal/decide.js";
import { Cards, Seats } from "../src/terminal/words.js";

/** A prompter that answers with the given choice indices, then records how many choices the next question had. */
class Scripted implements Prompter {
  readonly said: string[] = [];
  next: number | null = null;
  constructor(private readonly answers: number[]) {}
  private asked = 0;
  async ask<T>(_title: string, choices: readonly Choice<T>[]): Promise<T> {
    expect(choices.length).toBeGreaterThan(0);
    const labels = choices.map((c) => c.label);
    expect(new Set(labels).size).toBe(labels.length); // no two choices look alike
    const i = this.answers[this.asked++];
    if (i === undefined) {
      this.next = choices.length;
      throw new Stop();
    }
    return choices[i]!.value;
  }
  say(line: string): void {
    this.said.push(line);
  }
}
class Stop extends Error {}

/** Every move reachable by some sequence of answers. */
async function reachable(view: View): Promise<Move[]> {
  const cards = new Cards(view.deck);
  const seats = new Seats(view.seat!);
  const found: Move[] = [];
  const explore = async (prefix: number[]): Promise<void> => {
    const prompter = new Scripted(prefix);
    try {
      found.push(await chooseMove(view, cards, seats, prompter));
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      for (let i = 0; i < prompter.next!; i++) await explore([...prefix, i]);
    }
  };
  await explore([]);
  return found;
}

const key = (m: Move) => JSON.stringify(m, Object.keys(m).sort());

const CASES: { ruleset: string; players: number; options?: MatchOptions }[] = [
  { ruleset: "classic", players: 3 },
  { ruleset: "2019", players: 2 },
  { ruleset: "2019", players: 5 },
  { ruleset: "premium", players: 6 },
  { ruleset: "premium", players: 8 },
  { ruleset: "discard", players: 4 },
  { ruleset: "discard", players: 7, options: { extended: true } },
];

/** What the checks went through, over every case. */
const covered = new Set<string>();

describe("chooseMove", () => {
  for (const c of CASES) {
    it(`offers exactly the legal moves: ${c.ruleset} ${c.players} players`, async () => {
      let checked = 0;
      const checking = (seed: number): Agent => {
        const random = randomAgent(seed);
        return {
          name: "checking",
          async decide(observation) {
            const { view } = observation;
            const moves = await reachable(view);
            for (const m of moves) expect(view.legalMoves).toContainEqual(m);
            // Every legal move is offered, except looking at your own new hand after a Cardinal
            // (the trade shows it to you anyway, so it is the same as not looking).
            const expected = view.legalMoves.filter((m) => !("look" in m && m.look === view.seat));
            expect(new Set(moves.map(key))).toEqual(new Set(expected.map(key)));
            checked++;
            covered.add(view.awaiting!.decision);
            for (const m of view.legalMoves) if ("play" in m) covered.add(m.play);
            return random.decide(observation);
          },
        };
      };
      for (const seed of [1, 2]) {
        const agents = Array.from({ length: c.players }, (_, seat) => checking(seed * 10 + seat));
        await runMatch(agents, { ruleset: c.ruleset, players: c.players, options: c.options, seed, rounds: 6 });
      }
      expect(checked).toBeGreaterThan(20);
    });
  }

  it("went through every kind of decision and every choosing card", () => {
    for (const what of [
      "play",
      "chancellor",
      "bishop",
      "guard",
      "prince",
      "cardinal",
      "baroness",
      "sycophant",
      "jester",
    ])
      expect(covered).toContain(what);
  });
});
