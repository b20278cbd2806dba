import {
  applyCode,
  cloneState,
  type EngineEvent,
  encodeMove,
  eventsFor,
  handCard,
  handSize,
  inRound,
  type Move,
  type RngState,
  type State,
  scenarioState,
  seedRng,
  shuffle,
  stateFromView,
  view,
  withHiddenCards,
} from "@loveletter/engine";
import { reviewText, type StoredAction } from "@loveletter/protocol";
import { englishWords } from "@loveletter/protocol/words-node";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Agent, Observation } from "../src/agent.js";
import { raceChance } from "../src/match-chance.js";
import { runMatch } from "../src/match-runner.js";
import { randomAgent } from "../src/random.js";
import { explainDecision, mistakesFirst } from "../src/review/describe.js";
import type { Reason } from "../src/review/explain.js";
import { hintFor } from "../src/review/hint.js";
import {
  type DecisionPoint,
  type DecisionReview,
  type ReviewedGame,
  reviewDecisions,
  seatDecisions,
} from "../src/review/review.js";
import type { ReviewNames } from "../src/review/sentences.js";

const english = englishWords();

/** A decision's sentences as an English reader reads them (the catalogues word the review's data). */
const sentencesOf = (r: DecisionReview, names: ReviewNames) =>
  explainDecision(r, names).map((sentence) => reviewText(english, sentence));

/**
 * A scenario's moves as the reviewed seat's decisions: the match before each of its moves and the
 * events it saw since its previous one.
 */
function pointsOf(ruleset: string, setup: object, moves: object[], seat: number): DecisionPoint[] {
  const log: EngineEvent[] = [];
  const state: State = scenarioState(ruleset, {}, setup, log);
  // The seat's starting card as a deal would have told it (a scenario's position logs no deal).
  const hand = (setup as { hands: string[][] }).hands[seat]!;
  const dealt = hand.map((card) => ({ type: "received", seat, card, from: "deal", visibleTo: [seat] }) as EngineEvent);
  log.unshift(...dealt);
  const points: DecisionPoint[] = [];
  let seen = 0;
  for (const move of moves) {
    if ((move as Move).seat === seat) {
      points.push({ state: cloneState(state), events: eventsFor(log.slice(seen), seat), played: move as Move });
      seen = log.length;
    }
    const code = encodeMove(state, move);
    if (typeof code !== "number") throw new Error(code.message);
    applyCode(state, code, log);
  }
  return points;
}

/** The seats' names for the sentences. */
const NAMES = (r: DecisionReview) => ({
  name: (seat: number) => ["Ada", "Bob", "Cy", "Di", "Ed"][seat]!,
  deck: r.view.deck,
});

const reviewAll = (points: DecisionPoint[], seat: number, budgetMs = 10) => [
  ...reviewDecisions(points, seat, { budgetMs, seed: "test" }),
];

// Seat 0's Priest shows seat 1's Princess; seat 1's Guard misses; seat 0 holds a Guard and a Baron.
const sawPrincess = {
  hands: [["priest"], ["princess"]],
  deck: ["guard", "guard", "baron", "king", "countess"],
  setAside: "prince",
  faceUp: ["handmaid", "handmaid", "priest"],
  current: 0,
};

describe("the review of known positions", () => {
  it("calls a Guard naming the card it saw 'best', with a sure chance to hit", () => {
    const moves = [
      { seat: 0, play: "priest", target: 1 },
      { seat: 1, play: "guard", target: 0, guess: 5 },
      { seat: 0, play: "guard", target: 1, guess: 8 },
    ];
    const [, guard] = reviewAll(pointsOf("classic", sawPrincess, moves, 0), 0);
    expect(guard!.label).toBe("best");
    expect(guard!.best).toBe(guard!.played);
    expect(guard!.chances.round.mean).toBe(1);
    expect(guard!.moves[guard!.played]!.odds).toEqual({ kind: "guess", target: 1, value: 8, chance: 1 });
    // The other names never hit: the Guard's odds say so.
    for (const m of guard!.moves) if (m.odds?.kind === "guess" && m.odds.value !== 8) expect(m.odds.chance).toBe(0);
  });

  it("calls a Guard naming a card it knows is not there a blunder", () => {
    const moves = [
      { seat: 0, play: "priest", target: 1 },
      { seat: 1, play: "guard", target: 0, guess: 5 },
      { seat: 0, play: "guard", target: 1, guess: 2 },
    ];
    const [, guard] = reviewAll(pointsOf("classic", sawPrincess, moves, 0), 0);
    expect(guard!.label).toBe("blunder");
    expect(guard!.moves[guard!.best]!.move).toEqual({ seat: 0, play: "guard", target: 1, guess: 8 });
    // The sentences a player reads: what they knew, the odds of both names, both moves' chances.
    expect(sentencesOf(guard!, NAMES(guard!))).toEqual([
      "You knew Bob held the Princess.",
      "On Bob, naming the Princess (8) was right 100% of the time; the Priest (2), 0%.",
      expect.stringMatching(
        /^The expert's choice, the Guard on Bob naming the Princess \(8\), won the round 100% of the time; yours, the Guard on Bob naming the Priest \(2\), \d+%\.$/,
      ),
    ]);
  });

  it("calls discarding the Princess a blunder when another move exists", () => {
    const setup = {
      hands: [["princess"], ["priest"], ["baron"]],
      deck: ["handmaid", "guard", "baron", "king"],
      setAside: "prince",
      current: 0,
    };
    const [princess] = reviewAll(pointsOf("classic", setup, [{ seat: 0, play: "princess" }], 0), 0);
    expect(princess!.forced).toBe(false);
    expect(princess!.label).toBe("blunder");
    expect(princess!.chances.round.mean).toBe(0);
    expect(princess!.drop.round.mean).toBeGreaterThan(0.25);
    expect(princess!.explanation!.reason).toEqual({ code: "princess-discarded" });
    expect(sentencesOf(princess!, NAMES(princess!))).toEqual([
      "Discarding the Princess knocks you out of the round.",
      expect.stringMatching(/^The expert's choice, the .+, won the round \d+% of the time; yours, the Princess, 0%\.$/),
    ]);
  });

  it("never labels a forced move", () => {
    // The Countess beside the King must be played: one legal move.
    const setup = {
      hands: [["countess"], ["priest"]],
      deck: ["king", "guard", "baron", "guard"],
      setAside: "prince",
      faceUp: ["handmaid", "guard", "guard"],
      current: 0,
    };
    const [countess] = reviewAll(pointsOf("classic", setup, [{ seat: 0, play: "countess" }], 0), 0);
    expect(countess!.forced).toBe(true);
    expect(countess!.label).toBeNull();
    expect(countess!.moves).toHaveLength(1);
  });
});

describe("the review's sentences, from what the player knew", () => {
  /** The last decision of seat 0 in a scenario, reviewed. */
  const lastOf = (ruleset: string, setup: object, moves: object[]) =>
    reviewAll(pointsOf(ruleset, setup, moves, 0), 0).at(-1)!;

  it("reads a card kept over a Prince as high, and names the only high card unseen (the Guard)", () => {
    // Bob keeps a card over his Prince; the King, the Countess and the other Prince are face up.
    const guard = lastOf(
      "classic",
      {
        hands: [["handmaid"], ["princess"]],
        deck: ["prince", "guard", "baron", "guard", "guard", "priest", "priest", "guard"],
        setAside: "guard",
        faceUp: ["king", "countess", "prince"],
        current: 1,
      },
      [
        { seat: 1, play: "prince", target: 0 },
        { seat: 0, play: "guard", target: 1, guess: 2 },
      ],
    );
    expect(["mistake", "blunder"]).toContain(guard.label);
    expect(guard.explanation!.reason).toMatchObject({ code: "guess-better", bestValue: 8, playedValue: 2 });
    const [kept, higher, copies, odds, better] = sentencesOf(guard, NAMES(guard));
    expect(kept).toBe("Bob had kept a card over the Prince they played, so it was probably higher.");
    expect(higher).toBe("Of the cards higher than the Prince, only the Princess was still unseen.");
    expect(copies).toBe("One copy of the Princess (8) was among the 9 cards you had not seen.");
    expect(odds).toMatch(/^On Bob, naming the Princess \(8\) was right \d+% of the time; the Priest \(2\), \d+%\.$/);
    expect(better).toMatch(
      /^The expert's choice, the Guard on Bob naming the Princess \(8\), won the round \d+% of the time; yours, the Guard on Bob naming the Priest \(2\), \d+%\.$/,
    );
    // The percentages are the review's own estimates.
    const r = guard.explanation!.reason as Extract<Reason, { code: "guess-better" }>;
    expect(odds).toContain(
      `${Math.round(r.bestHit * 100)}% of the time; the Priest (2), ${Math.round(r.playedHit * 100)}%.`,
    );
    expect(r.bestHit).toBeGreaterThan(r.playedHit);
  });

  it("gives a Baron's odds of winning the comparison (a Baron it knows it loses)", () => {
    const baron = lastOf(
      "classic",
      {
        hands: [["priest"], ["princess"]],
        deck: ["baron", "guard", "guard", "guard"],
        setAside: "prince",
        faceUp: ["handmaid", "handmaid", "king"],
        current: 0,
      },
      [
        { seat: 0, play: "priest", target: 1 },
        { seat: 1, play: "guard", target: 0, guess: 5 },
        { seat: 0, play: "baron", target: 1 },
      ],
    );
    expect(baron.label).toBe("blunder");
    expect(sentencesOf(baron, NAMES(baron)).slice(0, 2)).toEqual([
      "You knew Bob held the Princess.",
      "Your Baron put your Guard against Bob's card: you would win that comparison 0% of the time and lose it 100%.",
    ]);
  });

  it("says which player a Prince would have knocked out", () => {
    const prince = lastOf(
      "classic",
      {
        hands: [["priest"], ["princess"], ["guard"]],
        deck: ["prince", "guard", "baron", "handmaid", "guard"],
        setAside: "king",
        current: 0,
      },
      [
        { seat: 0, play: "priest", target: 1 },
        { seat: 1, play: "guard", target: 2, guess: 3 },
        { seat: 2, play: "guard", target: 1, guess: 3 },
        { seat: 0, play: "prince", target: 2 },
      ],
    );
    expect(["mistake", "blunder"]).toContain(prince.label);
    expect(sentencesOf(prince, NAMES(prince)).slice(0, 2)).toEqual([
      "You knew Bob held the Princess.",
      "A Prince on Bob would have found the Princess 100% of the time; on Cy, 0%.",
    ]);
  });

  it("points to the Handmaid's protection of a card the opponent had seen", () => {
    // Bob's Priest saw Ada's Countess; Bob's Guard can name it next, on the last card of the deck.
    const countess = lastOf(
      "classic",
      {
        hands: [["countess"], ["priest"]],
        deck: ["guard", "handmaid", "guard"],
        setAside: "prince",
        faceUp: ["baron", "baron", "king"],
        current: 1,
      },
      [
        { seat: 1, play: "priest", target: 0 },
        { seat: 0, play: "countess" },
      ],
    );
    expect(["mistake", "blunder"]).toContain(countess.label);
    expect(sentencesOf(countess, NAMES(countess)).slice(0, 2)).toEqual([
      "Bob knew you held the Countess.",
      "The Handmaid would have protected you from every card until your next turn.",
    ]);
  });

  it("says what a King's trade gave away and how seldom it got a higher card", () => {
    // Ada's Priest saw Bob's Guard, which Bob kept; she draws the last card, a Prince, beside her King.
    const king = lastOf(
      "classic",
      {
        hands: [["priest"], ["guard"]],
        deck: ["king", "priest", "prince"],
        setAside: "guard",
        faceUp: ["baron", "countess", "handmaid"],
        current: 0,
      },
      [
        { seat: 0, play: "priest", target: 1 },
        { seat: 1, play: "priest", target: 0 },
        { seat: 0, play: "king", target: 1 },
      ],
    );
    expect(["mistake", "blunder"]).toContain(king.label);
    expect(king.explanation!.reason).toEqual({ code: "king-trade", target: 1, given: "prince", higher: 0 });
    expect(sentencesOf(king, NAMES(king)).slice(0, 3)).toEqual([
      "The deck was empty: the round would end after your turn, and the highest card left in hand would win it.",
      "You knew Bob held the Guard.",
      "The King gave Bob your Prince and showed them the card you took; theirs was the higher one 0% of the time.",
    ]);
  });

  it("says a second Priest on a known card told nothing", () => {
    const priest = lastOf(
      "classic",
      {
        hands: [["priest"], ["princess"]],
        deck: ["priest", "guard", "guard"],
        setAside: "prince",
        faceUp: ["handmaid", "handmaid", "king"],
        current: 0,
      },
      [
        { seat: 0, play: "priest", target: 1 },
        { seat: 1, play: "guard", target: 0, guess: 3 },
        { seat: 0, play: "priest", target: 1 },
      ],
    );
    expect(priest.label).toBe("blunder");
    expect(sentencesOf(priest, NAMES(priest))).toEqual([
      "The deck was empty: the round would end after your turn, and the highest card left in hand would win it.",
      "You knew Bob held the Princess.",
      "You already knew Bob held the Princess: the Priest told you nothing new.",
      "The expert's choice, the Guard on Bob naming the Princess (8), won the round 100% of the time; yours, the Priest on Bob, 0%.",
    ]);
  });

  it("explains a Premium card's comparison (the Dowager Queen: the higher card is out)", () => {
    // Cy, Di and Ed are out already; Ada draws the last card.
    const dowager = lastOf(
      "premium",
      {
        hands: [["priest"], ["princess"], [], [], []],
        out: [false, false, true, true, true],
        discards: [[], [], ["guard", "baron"], ["guard", "count"], ["guard", "countess"]],
        deck: ["handmaid", "guard", "dowager-queen"],
        setAside: "prince",
        current: 0,
      },
      [
        { seat: 0, play: "priest", target: 1 },
        { seat: 1, play: "guard", target: 0, guess: 2 },
        { seat: 0, play: "handmaid" },
      ],
    );
    expect(dowager.label).toBe("blunder");
    expect(sentencesOf(dowager, NAMES(dowager))).toEqual([
      "The deck was empty: the round would end after your turn, and the highest card left in hand would win it.",
      "You knew Bob held the Princess.",
      "The Dowager Queen on Bob would have put your Handmaid against their card and won that comparison 100% of the time (lost 0%).",
      "The expert's choice, the Dowager Queen on Bob, won the round 100% of the time; yours, the Handmaid, 0%.",
    ]);
  });

  it("falls back on the two moves' chances in words, for a 2019 Chancellor's keep", () => {
    const chancellor = lastOf(
      "2019",
      {
        hands: [["chancellor"], ["guard"], ["priest"]],
        deck: ["princess", "guard", "baron", "guard", "guard"],
        setAside: "prince",
        current: 0,
      },
      [
        { seat: 0, play: "chancellor" },
        { seat: 0, keep: "guard", bottom: ["princess", "baron"] },
      ],
    );
    expect(chancellor.explanation!.reason).toEqual({ code: "generic" });
    expect(sentencesOf(chancellor, NAMES(chancellor))).toEqual([
      expect.stringMatching(
        /^The expert's choice, keeping the Princess, won the round \d+% of the time; yours, keeping the Guard, \d+%\.$/,
      ),
    ]);
  });

  it("puts the costliest decision first", () => {
    const moves = [
      { seat: 0, play: "priest", target: 1 },
      { seat: 1, play: "guard", target: 0, guess: 5 },
      { seat: 0, play: "guard", target: 1, guess: 2 },
    ];
    const reviews = reviewAll(pointsOf("classic", sawPrincess, moves, 0), 0);
    const first = mistakesFirst(reviews);
    expect(first[0]!.index).toBe(1);
    for (let i = 1; i < first.length; i++)
      expect(first[i]!.drop.round.mean).toBeLessThanOrEqual(first[i - 1]!.drop.round.mean);
  });
});

describe("a hint", () => {
  it("suggests the sure Guard from the seat's own view and the events it saw this round", () => {
    const log: EngineEvent[] = [];
    const state = scenarioState(
      "classic",
      {},
      {
        hands: [["priest"], ["princess"]],
        deck: ["guard", "guard", "baron", "king", "countess"],
        setAside: "prince",
        faceUp: ["handmaid", "handmaid", "priest"],
        current: 0,
      },
      log,
    );
    for (const move of [
      { seat: 0, play: "priest", target: 1 },
      { seat: 1, play: "guard", target: 0, guess: 5 },
    ])
      applyCode(state, encodeMove(state, move) as number, log);
    const hint = hintFor(view(state, 0), eventsFor(log, 0), { budgetMs: 10 });
    expect(hint.move).toEqual({ seat: 0, play: "guard", target: 1, guess: 8 });
    expect(hint.round.mean).toBe(1);
    expect(() => hintFor(view(state, 1), eventsFor(log, 1))).toThrow(/own decision/);
  });
});

describe("the match chance", () => {
  it("is even from equal scores, certain at the goal, and sums to one over the players", () => {
    expect(raceChance([0, 0], 0, 7)).toBeCloseTo(0.5, 12);
    expect(raceChance([2, 2, 2, 2], 3, 4)).toBeCloseTo(0.25, 12);
    expect(raceChance([6, 3], 0, 7)).toBe(1 - 0.5 ** 4);
    expect(raceChance([7, 3], 0, 7)).toBe(1);
    expect(raceChance([3, 7], 0, 7)).toBe(0);
    const scores = [1, 0, 3, 2, 0];
    const total = scores.reduce((sum, _, seat) => sum + raceChance(scores, seat, 4), 0);
    expect(total).toBeCloseTo(1, 12);
  });
});

/** A random match's decisions for one seat, played by random bots. */
function randomGame(seed: number, ruleset: string, players: number, seat: number): DecisionPoint[] {
  const log: EngineEvent[] = [];
  const state = scenarioState(ruleset, {}, { players, order: dealOrder(ruleset, seed), first: 0 }, log);
  const bots = Array.from({ length: players }, (_, i) => randomAgent(seed * 10 + i));
  const points: DecisionPoint[] = [];
  let seen = 0;
  while (!state.roundOver) {
    const actor = state.awaitingSeat;
    const seatView = view(state, actor);
    const move = bots[actor]!.decide({ view: seatView, events: [] }) as Move;
    if (actor === seat) {
      points.push({ state: cloneState(state), events: eventsFor(log.slice(seen), seat), played: move });
      seen = log.length;
    }
    applyCode(state, encodeMove(state, move) as number, log);
  }
  return points;
}

/** A shuffled whole deck, from a seed. */
function dealOrder(ruleset: string, seed: number): string[] {
  const deck: Record<string, string[]> = {
    classic: [
      ...Array(5).fill("guard"),
      ...["priest", "priest", "baron", "baron", "handmaid", "handmaid", "prince", "prince"],
      ...["king", "countess", "princess"],
    ],
  };
  const cards = [...deck[ruleset]!];
  const rng = seedRng(seed);
  const ids = cards.map((_, i) => i);
  shuffle(rng, ids);
  return ids.map((i) => cards[i]!);
}

/**
 * The same match from the seat's side with every card its view hides dealt again: the other hands,
 * the deck and the set-aside card, shuffled among their places. Cards it glimpsed earlier (a Priest)
 * are moved too: what it knows of them must come from the events it saw, never from the match.
 */
function reshuffleHidden(state: State, seat: number, rng: RngState): State {
  const hands: number[][] = [];
  const pool: number[] = [];
  for (let t = 0; t < state.rules.players; t++) {
    hands.push([]);
    if (t === seat || !inRound(state, t)) continue;
    for (let i = 0; i < handSize(state, t); i++) pool.push(handCard(state, t, i));
  }
  const deck = state.deck; // bottom first
  pool.push(...deck);
  if (state.setAside >= 0) pool.push(state.setAside);
  shuffle(rng, pool);
  for (let t = 0; t < state.rules.players; t++)
    if (t !== seat && inRound(state, t)) for (let i = 0; i < handSize(state, t); i++) hands[t]!.push(pool.pop()!);
  const setAside = state.setAside >= 0 ? pool.pop()! : -1;
  const seatView = view(state, seat);
  const skeleton = stateFromView(state.rules, seatView, seedRng(0));
  return withHiddenCards(skeleton, seat, { hands, deck: pool.reverse(), setAside });
}

/** What a review says, without the view it was made from (the views are compared separately). */
const values = (reviews: DecisionReview[]) => reviews.map(({ view: _view, ...rest }) => rest);

describe("the review never reads a hidden card", () => {
  it("gives the same values when the cards the seat cannot see are dealt again (same seed, same budget)", () => {
    let moved = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 3 }), (seed, seat) => {
        const players = 4;
        const points = randomGame(seed, "classic", players, seat % players);
        fc.pre(points.length > 0);
        const rng = seedRng(`reshuffle-${seed}`);
        const shuffled = points.map((p) => {
          const state = reshuffleHidden(p.state, seat, rng);
          for (let t = 0; t < players; t++)
            if (t !== seat && handSize(p.state, t) > 0 && handCard(state, t, 0) !== handCard(p.state, t, 0)) moved++;
          return { ...p, state };
        });
        // The seat's side is the same; its views are identical.
        for (const [i, p] of points.entries()) expect(view(shuffled[i]!.state, seat)).toEqual(view(p.state, seat));
        const real = reviewAll(points, seat, 2);
        const redealt = reviewAll(shuffled, seat, 2);
        expect(values(redealt)).toEqual(values(real));
      }),
      { numRuns: 12, seed: 13 },
    );
    // The reshuffles did move cards: the test compares different deals.
    expect(moved).toBeGreaterThan(0);
  });

  it("is reproducible: the same seed and budget give the same review, another seed another sample", () => {
    const points = randomGame(7, "classic", 2, 0);
    expect(values(reviewAll(points, 0, 5))).toEqual(values(reviewAll(points, 0, 5)));
    const other = [...reviewDecisions(points, 0, { budgetMs: 5, seed: "other" })];
    expect(values(other)).not.toEqual(values(reviewAll(points, 0, 5)));
  });
});

describe("a review of a stored game", () => {
  /** A match of random bots as the server stores it: its seed and its log of actions. */
  async function recordedGame(ruleset: string, players: number, options: Record<string, unknown>, rounds: number) {
    const actions: StoredAction[] = [];
    const log = (action: StoredAction["action"]) => actions.push({ seq: actions.length, action, at: 0 });
    const agents: Agent[] = Array.from({ length: players }, (_, i) => {
      const bot = randomAgent(i);
      return {
        name: bot.name,
        decide(o: Observation) {
          const move = bot.decide(o) as Move;
          log({ type: "move", seat: o.view.seat!, move, by: "bot" });
          return move;
        },
      };
    });
    const seed = `stored-${ruleset}-${players}`;
    await runMatch(
      agents,
      { ruleset, options, seed, first: 0, rounds },
      {
        onRoundEnd: ({ view: table, rounds: played }) => {
          if (!table.matchOver && played < rounds) log({ type: "next-round" });
          return true;
        },
      },
    );
    const seats = agents.map((_, i) => ({ kind: "bot" as const, strength: "random" as const, name: `Bot ${i}` }));
    const game: ReviewedGame = { ruleset: ruleset as ReviewedGame["ruleset"], seats, options, seed, first: 0 };
    return { game, actions };
  }

  it.each([
    ["classic", 2, {}, 3],
    ["2019", 6, {}, 2],
    ["premium", 8, {}, 1],
    ["discard", 4, {}, 3],
    ["custom", 3, { edition: "2019", deck: "premium-2019" }, 2],
  ] as const)(
    "judges every decision of a %s game at %i players from its record",
    async (ruleset, players, options, rounds) => {
      const { game, actions } = await recordedGame(ruleset, players, options, rounds);
      for (const seat of [0, players - 1]) {
        const { points, error } = seatDecisions(game, actions, seat);
        expect(error).toBeNull();
        expect(points.length).toBe(actions.filter((a) => a.action.type === "move" && a.action.seat === seat).length);
        const reviews = [...reviewDecisions(points, seat, { budgetMs: 1 })];
        for (const r of reviews) {
          expect(r.moves[r.played]!.move).toEqual(points[r.index]!.played);
          expect(r.forced).toBe(r.moves.length === 1);
          if (r.forced) expect(r.label).toBeNull();
          expect(r.chances.match === null).toBe(ruleset === "discard");
          expect(r.drop.round.mean).toBeGreaterThanOrEqual(0);
          for (const m of r.moves) expect(m.round.mean).toBeGreaterThanOrEqual(0);
          // Every explanation reads as whole sentences, whatever the edition's cards.
          expect(r.explanation === null).toBe(r.forced || r.label === "best");
          const names = { name: (s: number) => `Player ${s + 1}`, deck: r.view.deck };
          for (const sentence of sentencesOf(r, names)) expect(sentence).toMatch(/^[A-Z0-9][^{}]*[.]$/);
        }
      }
    },
  );
});
