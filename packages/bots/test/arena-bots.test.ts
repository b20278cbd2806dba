// The arena with test bots added to the registry: who sits where, what each bot is given, timing.
import type { Move } from "@loveletter/engine";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Agent } from "../src/agent.js";
import type { AgentOptions } from "../src/registry.js";

interface Created {
  readonly bot: string;
  readonly options: AgentOptions;
  readonly decidedAt: Set<number>;
  closed: number;
}

const log = vi.hoisted(() => ({ created: [] as Created[] }));

vi.mock("../src/registry.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../src/registry.js")>();
  const make = (bot: string, options: AgentOptions, choose: (moves: Move[]) => Move | Promise<Move>): Agent => {
    const created: Created = { bot, options, decidedAt: new Set(), closed: 0 };
    log.created.push(created);
    return Object.assign(
      {
        name: bot,
        decide: ({ view }: { view: { seat: number | null; legalMoves: Move[] } }) => {
          created.decidedAt.add(view.seat!);
          return choose(view.legalMoves);
        },
      },
      {
        close() {
          created.closed++;
        },
      },
    );
  };
  const extra: Record<string, (options: AgentOptions) => Agent> = {
    first: (o) => make("first", o, (moves) => moves[0]!),
    last: (o) => make("last", o, (moves) => moves.at(-1)!),
    slow: (o) => make("slow", o, (moves) => new Promise<Move>((resolve) => setTimeout(() => resolve(moves[0]!), 2))),
    broken: (o) => make("broken", o, () => ({ type: "nonsense" }) as unknown as Move),
  };
  return {
    ...real,
    builtInAgentNames: () => [...real.builtInAgentNames(), ...Object.keys(extra)],
    createBuiltInAgent: (name: string, options: AgentOptions) =>
      extra[name]?.(options) ?? real.createBuiltInAgent(name, options),
  };
});

const { runArena, agentSeed, matchSeed } = await import("@loveletter/bots/node");
const { IllegalMoveError } = await import("@loveletter/bots");

beforeEach(() => {
  log.created.length = 0;
});

describe("the arena's bots", () => {
  it("are created per match at their rotated seats, seeded from the match and seat, with the budget", async () => {
    const r = await runArena({
      ruleset: "classic",
      players: 4,
      bots: ["first", "last"],
      games: 8,
      seed: 5,
      budgetMs: 25,
    });
    expect(r.bots.map((b) => [b.name, b.seats])).toEqual([
      ["first", 1],
      ["last", 3],
    ]);
    expect(log.created).toHaveLength(8 * 4);
    const seatOf = (c: Created) => Number(String(c.options.seed).split("/").at(-1));
    for (const c of log.created) {
      expect(c.options.budgetMs).toBe(25);
      expect(c.closed).toBe(1);
      // A bot decides only for its own seat.
      for (const seat of c.decidedAt) expect(seat).toBe(seatOf(c));
    }
    // The lone "first" sits once at every seat of each deal; "last" fills the other three.
    for (let block = 0; block < 2; block++) {
      const deal = log.created.filter((c) => String(c.options.seed).startsWith(`${matchSeed(5, block)}/`));
      expect(deal).toHaveLength(16);
      for (let seat = 0; seat < 4; seat++) {
        const here = deal.filter((c) => c.options.seed === agentSeed(matchSeed(5, block), seat));
        expect(here.map((c) => c.bot).sort()).toEqual(["first", "last", "last", "last"]);
      }
    }
    expect(r.bots[0]!.seatMatches).toEqual([2, 2, 2, 2]);
    expect(r.bots[1]!.seatMatches).toEqual([6, 6, 6, 6]);
  });

  it("times every decision, asynchronous ones included", async () => {
    const r = await runArena({ ruleset: "classic", players: 2, bots: ["slow", "first"], games: 2, seed: 1 });
    const [slow, first] = r.bots;
    expect(slow!.moves).toBeGreaterThan(0);
    expect(slow!.msPerMove).toBeGreaterThan(1.5);
    expect(first!.msPerMove).toBeLessThan(slow!.msPerMove);
  });

  it("stops on a bot's illegal move, naming it", async () => {
    await expect(
      runArena({ ruleset: "classic", players: 2, bots: ["broken", "first"], games: 2, seed: 1 }),
    ).rejects.toThrow(IllegalMoveError);
  });

  it("lists every name the registry knows in the error for an unknown bot", async () => {
    await expect(runArena({ ruleset: "classic", players: 2, bots: ["nope"], games: 2, seed: 1 })).rejects.toThrow(
      /Unknown bot "nope"; the known bots are: random, .*first, last, slow, broken, the reference expert-2026 \(sim only\), or an external program/,
    );
  });
});
