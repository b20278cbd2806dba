import { apply, legalMoves, type Move, type PlayMove, view } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { nextStep, playableCards, type Selection, type Step } from "../src/move-builder.js";
import { everyStep, playMatch, TABLES, type TestTable } from "./support/games.js";

/** A move as a string with its keys in order, to compare moves as sets. */
function key(move: Move): string {
  return JSON.stringify(Object.fromEntries(Object.entries(move).sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * Follows every choice the builder offers, from the first step to each finished move. Throws on a
 * dead end (a step offering nothing) and on a path longer than any decision can be.
 */
function everyPath(moves: readonly Move[]): { finished: Move[]; paths: Step["kind"][][] } {
  const finished: Move[] = [];
  const paths: Step["kind"][][] = [];
  const walk = (sel: Selection, path: Step["kind"][]) => {
    if (path.length > 8) throw new Error(`A path that never ends: ${JSON.stringify(sel)}`);
    const step = nextStep(moves, sel);
    const here = [...path, step.kind];
    switch (step.kind) {
      case "none":
        throw new Error(`A dead end after ${JSON.stringify(sel)}`);
      case "card":
        for (const card of step.cards) walk({ ...sel, card }, here);
        return;
      case "target":
        for (const target of step.options) walk({ ...sel, target }, here);
        return;
      case "targets":
        for (const t of step.options) walk({ ...sel, targets: [...step.chosen, t] }, here);
        if (step.canStop) walk({ ...sel, targetsDone: true }, here);
        return;
      case "guess":
        for (const guess of step.options) walk({ ...sel, guess }, here);
        return;
      case "look":
        for (const look of step.options) walk({ ...sel, look }, here);
        return;
      case "keep":
        for (const keep of step.options) walk({ ...sel, keep }, here);
        return;
      case "order":
        finished.push(...step.options);
        paths.push(here);
        return;
      case "redraw":
        for (const redraw of step.options) finished.push({ seat: moves[0]!.seat, redraw });
        paths.push(here);
        return;
      case "confirm":
        finished.push(step.move);
        paths.push(here);
        return;
    }
  };
  walk({}, []);
  return { finished, paths };
}

/** The first state of a few random matches at a table where a legal move satisfies `wanted`. */
function findDecision(table: TestTable, wanted: (moves: Move[]) => boolean) {
  for (let m = 0; m < 400; m++)
    for (const { state } of playMatch(table, `find-${table.name}-${m}`, 2)) {
      const moves = legalMoves(state);
      if (moves.length && wanted(moves)) return { state, moves };
    }
  throw new Error(`No such decision at ${table.name}.`);
}

const table = (name: string) => TABLES.find((t) => t.name === name)!;

describe("the move builder", () => {
  it("reaches exactly the legal moves, every one of them, at every decision of random matches of every ruleset", () => {
    let decisions = 0;
    const kinds = new Set<string>();
    for (const { state, table: t } of everyStep(2, 2)) {
      const moves = legalMoves(state);
      if (moves.length === 0) continue;
      decisions++;
      const { finished, paths } = everyPath(moves);
      for (const p of paths) kinds.add(p.join(">"));
      const legal = new Set(moves.map(key));
      const built = new Set(finished.map(key));
      // Sound: nothing the server would refuse; complete: nothing legal out of reach.
      for (const k of built) expect(legal.has(k), `${t.name}: built an illegal move ${k}`).toBe(true);
      for (const k of legal) expect(built.has(k), `${t.name}: the legal move ${k} can't be built`).toBe(true);
      for (const move of finished) expect(apply(state, move).ok).toBe(true);
    }
    expect(decisions).toBeGreaterThan(500);
    // The walk went through every kind of step a decision can have.
    const all = [...kinds].join(" ");
    for (const kind of ["card", "target", "targets", "guess", "look", "keep", "order", "redraw", "confirm"])
      expect(all, `no decision needed a "${kind}" step`).toContain(kind);
  });

  it("guides a Guard: the card, another player, then a value other than 1", () => {
    const { state, moves } = findDecision(table("classic 4p"), (ms) =>
      ms.some((m) => "play" in m && m.play === "guard" && m.target !== undefined),
    );
    const step1 = nextStep(moves, {});
    expect(step1.kind).toBe("card");
    const step2 = nextStep(moves, { card: "guard" });
    expect(step2.kind).toBe("target");
    if (step2.kind !== "target") return;
    expect(step2.options).not.toContain(state.current);
    const step3 = nextStep(moves, { card: "guard", target: step2.options[0]! });
    expect(step3).toEqual({ kind: "guess", options: [2, 3, 4, 5, 6, 7, 8] });
    const done = nextStep(moves, { card: "guard", target: step2.options[0]!, guess: 8 });
    expect(done).toEqual({
      kind: "confirm",
      move: { seat: state.current, play: "guard", target: step2.options[0], guess: 8 },
    });
  });

  it("offers only the Countess when she must be played (rules.md §2.8)", () => {
    const { state, moves } = findDecision(table("classic 4p"), (ms) =>
      ms.every((m) => "play" in m && m.play === "countess"),
    );
    expect(view(state, state.current).mustPlayCountess).toBe(true);
    expect(nextStep(moves, {})).toEqual({ kind: "card", cards: ["countess"] });
    expect([...playableCards(moves)]).toEqual(["countess"]);
  });

  it("lets a Baroness look at one player or go on to a second one", () => {
    const { moves } = findDecision(table("premium 8p"), (ms) =>
      ms.some((m) => "play" in m && m.play === "baroness" && m.targets?.length === 2),
    );
    const first = nextStep(moves, { card: "baroness" });
    expect(first.kind).toBe("targets");
    if (first.kind !== "targets") return;
    expect(first.canStop).toBe(false);
    const one = first.options[0]!;
    const second = nextStep(moves, { card: "baroness", targets: [one] });
    expect(second.kind).toBe("targets");
    if (second.kind !== "targets") return;
    expect(second.canStop).toBe(true);
    expect(second.options).not.toContain(one);
    expect(nextStep(moves, { card: "baroness", targets: [one], targetsDone: true })).toMatchObject({
      kind: "confirm",
      move: { play: "baroness", targets: [one] },
    });
  });

  it("asks a Cardinal for two players, then whose hand to look at (or none)", () => {
    const { moves } = findDecision(table("premium 8p"), (ms) =>
      ms.some((m) => "play" in m && m.play === "cardinal" && m.targets?.length === 2),
    );
    const cardinal = moves.find((m) => "play" in m && m.play === "cardinal" && m.targets) as PlayMove;
    const pair = cardinal.targets!;
    const look = nextStep(moves, { card: "cardinal", targets: [pair[0]!, pair[1]!] });
    expect(look.kind).toBe("look");
    if (look.kind !== "look") return;
    expect([...look.options].sort()).toEqual([pair[0], pair[1], null].sort());
  });

  it("asks the Chancellor which card to keep, then the order of the others", () => {
    const { moves } = findDecision(table("2019 6p"), (ms) => ms.some((m) => "keep" in m));
    const keep = nextStep(moves, {});
    expect(keep.kind).toBe("keep");
    if (keep.kind !== "keep") return;
    for (const card of keep.options) {
      const next = nextStep(moves, { keep: card });
      const returned = moves.filter((m) => "keep" in m && m.keep === card);
      // Two different cards go back in either order; two copies of one card in one way only.
      expect(next.kind).toBe(returned.length > 1 ? "order" : "confirm");
    }
  });

  it("lets the Bishop's target keep the card or redraw", () => {
    const { moves } = findDecision(table("premium 8p"), (ms) => ms.some((m) => "redraw" in m));
    const step = nextStep(moves, {});
    expect(step.kind).toBe("redraw");
    if (step.kind === "redraw") expect([...step.options].sort()).toEqual([false, true]);
  });

  it("has nothing to offer without legal moves, and ignores a choice no legal move has", () => {
    expect(nextStep([], {})).toEqual({ kind: "none" });
    const { moves } = findDecision(table("classic 2p"), (ms) => ms.some((m) => "play" in m));
    const held = [...playableCards(moves)];
    const notHeld = (["princess", "countess", "king", "guard"] as const).find((c) => !held.includes(c));
    if (notHeld) expect(nextStep(moves, { card: notHeld })).toEqual({ kind: "none" });
  });
});
