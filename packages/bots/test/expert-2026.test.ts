import { describe, expect, it } from "vitest";
import type { Agent } from "../src/agent.js";
import { runArena } from "../src/arena/index.js";
import { heuristicAgent } from "../src/heuristic/index.js";
import { runMatch } from "../src/match-runner.js";
import { createReferenceAgent, referenceAgentNames } from "../src/reference.js";
import { builtInAgentNames } from "../src/registry.js";

/** Every move of a seeded match as one line each, and a short digest (FNV-1a) of them all. */
async function movesOf(agents: Agent[], ruleset: string, seed: number, tokensToWin: number) {
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
    { ruleset, players: agents.length, seed, options: { tokensToWin } },
  );
  let h = 0x811c9dc5;
  for (const c of moves.join("\n")) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return { count: moves.length, digest: h.toString(16) };
}

const expert2026 = (seed: number, budgetMs: number) => createReferenceAgent("expert-2026", { seed, budgetMs })!;

// expert-2026 is the frozen reference of issue 15, now a pinned build of its code and engine at one
// commit (scripts/build-reference-bots.mjs): these matches pin its every move (a small budget keeps
// them quick; the budget only sets the playout count). They are the numbers its source gave.
describe("expert-2026 (the frozen reference)", () => {
  it("is a reference bot for the arena, not a bot people can seat", () => {
    expect(referenceAgentNames()).toContain("expert-2026");
    expect(builtInAgentNames()).not.toContain("expert-2026");
    expect(expert2026(1, 10).name).toBe("expert-2026");
  });

  it("plays the same classic 2-player match", async () => {
    expect(await movesOf([expert2026(1, 10), heuristicAgent(2)], "classic", 7, 7)).toEqual({
      count: 49,
      digest: "6b842f42",
    });
  });

  it("plays the same classic 4-player match against itself", async () => {
    const agents = [0, 1, 2, 3].map((s) => expert2026(s, 5));
    expect(await movesOf(agents, "classic", 11, 2)).toEqual({ count: 49, digest: "f5c8ae8f" });
  });

  it("plays the same premium 6-player match", async () => {
    const agents = [expert2026(3, 5), ...[1, 2, 3, 4, 5].map((s) => heuristicAgent(s))];
    expect(await movesOf(agents, "premium", 13, 2)).toEqual({ count: 100, digest: "e44f48e" });
  });

  it("sits in the arena by name, as `loveletter sim --bots expert,expert-2026` seats it", async () => {
    const result = await runArena({
      ruleset: "classic",
      players: 2,
      bots: ["heuristic", "expert-2026"],
      games: 2,
      seed: 1,
      budgetMs: 5,
    });
    expect(result.bots.map((b) => b.bot)).toEqual(["heuristic", "expert-2026"]);
  });
});
