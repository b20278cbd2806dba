// The terminal's step-by-step choices: built from the legal moves only, every answer leads to a
// legal move, and every legal move can be reached.

import { type Agent, randomAgent, runMatch } from "@loveletter/bots";
import { type MatchOptions, type Move, type RngState, randomInt, seedRng, type View } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { type Choice, chooseMove, GoBack, type Prompter } from "../src/terminal/decide.js";
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

/** A prompter that records what the person reads and answers at random, going back ("b") now and then. */
class Person implements Prompter {
  readonly titles: string[] = [];
  readonly said: string[] = [];
  /** The questions answered with "b", by their index in `titles`. */
  readonly backs: number[] = [];
  constructor(private readonly rng: RngState) {}
  async ask<T>(title: string, choices: readonly Choice<T>[], options: { back?: boolean } = {}): Promise<T> {
    this.titles.push(title);
    if (options.back && randomInt(this.rng, 4) === 0) {
      this.backs.push(this.titles.length - 1);
      throw new GoBack();
    }
    return choices[randomInt(this.rng, choices.length)]!.value;
  }
  say(line: string): void {
    this.said.push(line);
  }
}

describe("what the person reads while deciding", () => {
  it("starts the decision again on b, and says what it takes without asking", async () => {
    const said: string[] = [];
    let backs = 0;
    const person = (seed: number): Agent => {
      const rng = seedRng(seed);
      return {
        name: "person",
        async decide({ view }) {
          const prompter = new Person(rng);
          const move = await chooseMove(view, new Cards(view.deck), new Seats(view.seat!), prompter);
          expect(view.legalMoves).toContainEqual(move);
          // After a "b", the next question is the decision's first one again.
          for (const i of prompter.backs) expect(prompter.titles[i + 1]).toBe(prompter.titles[0]);
          backs += prompter.backs.length;
          said.push(...prompter.said);
          return move;
        },
      };
    };
    const tables = [
      { ruleset: "classic", players: 4 },
      { ruleset: "premium", players: 6 },
      { ruleset: "2019", players: 5 },
      { ruleset: "discard", players: 6, options: { extended: true } },
    ];
    for (const [n, table] of tables.entries())
      for (let match = 0; match < 5; match++) {
        const seed = n * 100 + match * 10;
        const agents = Array.from({ length: table.players }, (_, seat) => person(seed + seat));
        await runMatch(agents, { ...table, seed, rounds: 8 });
      }
    expect(backs).toBeGreaterThan(50);
    const lines = said.join("\n");
    expect(lines).toMatch(/^You hold the Countess with the (King|Prince) \(\d\): you must play the Countess\.$/m);
    expect(lines).toMatch(
      /^(Nobody can be chosen|The Sycophant's choice, (you|seat \d), cannot be chosen): the [\w ]+ \(\d\) will have no effect\.$/m,
    );
    expect(lines).toMatch(/^Target: (you|seat \d) \(the only player the [\w ]+ \(\d\) can choose\)\.$/m);
    expect(lines).toMatch(/^(The|Seat \d's) Bishop named your card\. You may discard it and draw a new one\.$/m);
    // The Chancellor's cards when they can go to the bottom in one order only.
    expect(lines).toMatch(
      /^The [\w ]+ \(\d\) (goes to the bottom of the deck|at the very bottom, .* just above it)\.$/m,
    );
  });
});
