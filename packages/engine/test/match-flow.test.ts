// Match flow across rounds (rules.md §1.2, §1.6, §4.3, §6.2), which single scenarios cannot express:
// the next round's first player, tie-breaker rounds, 2019 shared victory, the perpetual discard
// variant, and when nextRound refuses.
//
// Positions are built with helpers.ts arrange(): a state from newMatch (or nextRound) whose round
// fields are overwritten in its readable JSON form. Where a test needs different random draws from
// the same position, it overwrites the generator (`rng`) of a copy (cloneState) with seedRng(k).

import {
  apply,
  type CharacterName,
  ConfigError,
  cloneState,
  type EngineEvent,
  legalMoves,
  newMatch,
  nextRound,
  restartMatch,
  type State,
  seedRng,
  view,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { arrange, CUSTOM_2019_DECK, countCards, finishRound, play, random } from "./helpers.js";

const base = (ruleset: string, players: number, options: Record<string, unknown> = {}, seed = 1): State =>
  newMatch({ ruleset, players, options, seed }).state;

const types = (events: readonly EngineEvent[]) => events.map((e) => e.type);

/** nextRound on copies of `state` whose generator is reseeded: the first players chosen. */
function firstPlayers(state: State, seeds: number): number[] {
  const firsts: number[] = [];
  for (let k = 0; k < seeds; k++) {
    const copy = cloneState(state);
    copy.rng.set(seedRng(`first ${k}`));
    const next = nextRound(copy).state;
    expect(next.current).toBe(next.first);
    expect(next.awaitingSeat).toBe(next.first);
    firsts.push(next.first);
  }
  return firsts;
}

/**
 * A showdown at the end of seat 0's turn (empty deck) where seats 0 and 1 both hold a Prince and
 * have the same discard sum (Handmaid), seats 2.. hold lower cards: a two-way tie for the round.
 */
function tiedShowdown(start: State, tokens: number[], extra: Partial<Parameters<typeof arrange>[1]> = {}) {
  const n = start.hands.length;
  const low: CharacterName[] = ["guard", "priest", "baron", "guard", "priest", "guard"];
  const position = arrange(start, {
    hands: Array.from({ length: n }, (_, t): CharacterName[] =>
      t === 0 ? ["handmaid", "prince"] : t === 1 ? ["prince"] : [low[t - 2]!],
    ),
    deck: [],
    setAside: "guard",
    discards: Array.from({ length: n }, (_, t): CharacterName[] => (t === 1 ? ["handmaid"] : [])),
    faceUp: start.participants.length === 2 ? ["guard", "guard", "priest"] : [],
    current: 0,
    tokens,
    ...extra,
  });
  return play(position, [{ seat: 0, play: "handmaid" }]);
}

describe("first player of the next round (rules.md §1.2, §6.2)", () => {
  it("is the winner of the previous round", () => {
    for (const [ruleset, players] of [
      ["classic", 4],
      ["2019", 5],
      ["premium", 7],
    ] as const) {
      // Seat 2 knocks out the last other player with a Guard: it wins the round.
      const start = base(ruleset, players);
      const hands: CharacterName[][] = Array.from({ length: players }, () => []);
      hands[2] = ["guard", "handmaid"];
      hands[0] = ["princess"];
      const position = arrange(start, {
        hands,
        deck: ["priest", "baron"],
        setAside: "guard",
        current: 2,
        out: [...Array(players).keys()].filter((t) => t !== 0 && t !== 2),
      });
      const guess = ruleset === "2019" ? 9 : 8;
      const { state } = play(position, [{ seat: 2, play: "guard", target: 0, guess }]);
      expect(state.roundWinners).toEqual([2]);
      expect(new Set(firstPlayers(state, 20))).toEqual(new Set([2]));
      const next = nextRound(state);
      expect(next.events[0]).toMatchObject({ type: "round-started", first: 2, seats: [...Array(players).keys()] });
    }
  });

  it("is chosen at random among several round winners, and each is chosen sometimes", () => {
    for (const [ruleset, players] of [
      ["2019", 4],
      ["premium", 4],
      ["classic", 3],
      ["premium", 6],
    ] as const) {
      const { state } = tiedShowdown(base(ruleset, players), new Array(players).fill(0));
      expect(state.roundWinners.slice().sort()).toEqual([0, 1]);
      const firsts = firstPlayers(state, 80);
      expect(firsts.every((f) => f === 0 || f === 1)).toBe(true);
      const zeros = firsts.filter((f) => f === 0).length;
      // Uniform between the two: far from always the same one (80 draws; 15..65 is > 99.99%).
      expect(zeros).toBeGreaterThanOrEqual(15);
      expect(zeros).toBeLessThanOrEqual(65);
    }
  });

  it("is random among all players when nobody won the round (classic_full_tie none_win)", () => {
    const { state } = tiedShowdown(base("classic", 4, { classic_full_tie: "none_win" }), [0, 0, 0, 0]);
    expect(state.roundWinners).toEqual([]);
    expect(state.tokens).toEqual([0, 0, 0, 0]);
    expect(new Set(firstPlayers(state, 80))).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe("tie-breaker rounds (rules.md §1.2 game-end tie, §1.6, §6.2)", () => {
  it("premium 5p: a tie at the target starts a tie-breaker among the tied players only, with 3 face-up cards", () => {
    const { state, events } = tiedShowdown(base("premium", 5), [3, 3, 0, 0, 0]);
    expect(state.tokens).toEqual([4, 4, 0, 0, 0]);
    expect(state.matchOver).toBe(false);
    expect(state.matchWinners).toEqual([]);
    expect(state.tiebreak).toEqual([0, 1]);
    expect(types(events)).toContain("tiebreak");
    expect(types(events)).not.toContain("match-ended");
    expect(events.find((e) => e.type === "tiebreak")).toMatchObject({ seats: [0, 1], visibleTo: "all" });
    expect(view(state, "spectator").tiebreak).toEqual([0, 1]);

    const { state: tb, events: dealt } = nextRound(state);
    expect(tb.tiebreakRound).toBe(true);
    expect(tb.participants).toEqual([0, 1]);
    expect([0, 1]).toContain(tb.first);
    expect(dealt[0]).toMatchObject({ type: "round-started", seats: [0, 1], tiebreak: true });
    // Two players: three cards face up, even though the match is a 5-player Premium match.
    expect(tb.faceUp).toHaveLength(3);
    expect(dealt[0]!.type === "round-started" && dealt[0]!.faceUp).toHaveLength(3);
    expect(tb.deck).toHaveLength(32 - 1 - 3 - 2 - 1);
    expect(countCards(tb)).toEqual(tb.rules.deck);
    for (const seat of [0, 1, 2, 3, 4, "spectator"] as const) {
      const v = view(tb, seat);
      expect(v.tiebreakRound).toBe(true);
      expect(v.seats.map((p) => p.playing)).toEqual([true, true, false, false, false]);
      expect(v.seats.map((p) => p.handCount)).toEqual([0, 1, 2, 3, 4].map((t) => (t === tb.first ? 2 : t < 2 ? 1 : 0)));
      expect(v.faceUp).toHaveLength(3);
    }
    expect(view(tb, 3).hand).toEqual([]);
    expect(view(tb, 3).legalMoves).toEqual([]);
  });

  it("premium 5p: the tie-breaker is played by the tied players and won by the one who gains most", () => {
    const { state } = tiedShowdown(base("premium", 5), [3, 3, 0, 0, 0]);
    const outcomes = new Set<string>();
    for (let k = 0; k < 60; k++) {
      const copy = cloneState(state);
      copy.rng.set(seedRng(`tb ${k}`));
      let tb = nextRound(copy).state;
      const rnd = random(k);
      while (!tb.roundOver) {
        expect([0, 1]).toContain(tb.awaitingSeat);
        const r = apply(tb, legalMoves(tb)[Math.floor(rnd() * legalMoves(tb).length)]);
        if (!r.ok) throw new Error("legal move refused");
        tb = r.state;
      }
      expect(tb.tokens.slice(2)).toEqual([0, 0, 0]);
      const gain = [tb.tokens[0]! - 4, tb.tokens[1]! - 4];
      if (gain[0] !== gain[1]) {
        const winner = gain[0]! > gain[1]! ? 0 : 1;
        expect(tb.matchOver).toBe(true);
        expect(tb.matchWinners).toEqual([winner]);
        outcomes.add(`won by ${winner}`);
      } else {
        expect(tb.matchOver).toBe(false);
        expect(tb.tiebreak).toEqual([0, 1]);
        outcomes.add("tied again");
      }
    }
    expect(outcomes).toContain("won by 0");
    expect(outcomes).toContain("won by 1");
  });

  it("a tie in the tie-breaker round plays another; a win in it ends the match", () => {
    const { state } = tiedShowdown(base("premium", 5), [3, 3, 0, 0, 0]);
    const tb = nextRound(state).state;
    // Tie again inside the tie-breaker round (same cards, same discard sums).
    const again = tiedShowdown(tb, [4, 4, 0, 0, 0], { participants: [0, 1] });
    expect(again.state.tokens).toEqual([5, 5, 0, 0, 0]);
    expect(again.state.matchOver).toBe(false);
    expect(again.state.tiebreak).toEqual([0, 1]);
    const tb2 = nextRound(again.state).state;
    expect(tb2.tiebreakRound).toBe(true);
    expect(tb2.participants).toEqual([0, 1]);
    expect(tb2.faceUp).toHaveLength(3);
    expect(tb2.roundNumber).toBe(tb.roundNumber + 1);
    // Seat 1 wins this one: it gains one token, seat 0 none; the match is over.
    const position = arrange(tb2, {
      hands: [["princess"], ["guard", "handmaid"], [], [], []],
      deck: ["baron", "priest"],
      setAside: "guard",
      faceUp: ["guard", "guard", "guard"],
      current: 1,
      tokens: [5, 5, 0, 0, 0],
    });
    const won = play(position, [{ seat: 1, play: "guard", target: 0, guess: 8 }]);
    expect(won.state.matchOver).toBe(true);
    expect(won.state.matchWinners).toEqual([1]);
    expect(won.events.at(-1)).toMatchObject({ type: "match-ended", winners: [1] });
    expect(() => nextRound(won.state)).toThrow();
  });

  it("a token gained by a tied player who does not win the round counts (Jester): the leaders play again", () => {
    // A three-way tie at 4 tokens (Guards, equal discard sums; seats 3 and 4 already out).
    const start = base("premium", 5);
    const tie = play(
      arrange(start, {
        hands: [["countess", "guard"], ["guard"], ["guard"], [], []],
        deck: [],
        setAside: "priest",
        discards: [[], ["dowager-queen"], ["handmaid", "baron"], ["priest"], ["prince"]],
        out: [3, 4],
        current: 0,
        tokens: [3, 3, 3, 0, 0],
      }),
      [{ seat: 0, play: "countess" }],
    ).state;
    expect(tie.roundWinners).toEqual([0, 1, 2]);
    expect(tie.tiebreak).toEqual([0, 1, 2]);
    const tb = nextRound(tie).state;
    expect(tb.participants).toEqual([0, 1, 2]);
    expect(tb.faceUp).toEqual([]);
    expect(view(tb, 4).seats.map((p) => p.playing)).toEqual([true, true, true, false, false]);
    // In the tie-breaker, seat 0 wins the round and seat 2's Jester (watching seat 0) pays: +1 each.
    const round = play(
      arrange(tb, {
        hands: [["handmaid", "king"], ["guard"], ["priest"], [], []],
        deck: [],
        setAside: "baron",
        discards: [[], [], ["jester"], [], []],
        watched: [[2, 0]],
        current: 0,
        tokens: [4, 4, 4, 0, 0],
      }),
      [{ seat: 0, play: "handmaid" }],
    );
    expect(round.state.roundWinners).toEqual([0]);
    expect(round.state.tokens).toEqual([5, 4, 5, 0, 0]);
    expect(round.state.matchOver).toBe(false);
    expect(round.state.tiebreak).toEqual([0, 2]);
    const tb2 = nextRound(round.state).state;
    expect(tb2.participants).toEqual([0, 2]);
    expect(tb2.first).toBe(0);
    expect(tb2.faceUp).toHaveLength(3);
  });

  it("reaching the target together ties whatever the totals; the tie-breaker counts tokens gained in it", () => {
    // Custom 2019-numbered deck with Spy and Jester, tie-breakers on, 4 players (4 tokens to win).
    const options = { edition: "2019", deck: CUSTOM_2019_DECK, game_end_tie: "tiebreaker" };
    const start = base("custom", 4, options);
    expect(start.rules.tokensToWin).toBe(4);
    // Seat 0 wins the showdown (+1) and is the only Spy player still in (+1): 3 → 5. Seat 1, out,
    // had its Jester on seat 0 (+1): 3 → 4. Both reach the target at the same moment.
    const { state, events } = play(
      arrange(start, {
        hands: [["handmaid", "king"], [], ["guard"], ["priest"]],
        deck: [],
        setAside: "baron",
        discards: [["spy"], ["jester", "guard"], [], []],
        out: [1],
        watched: [[1, 0]],
        current: 0,
        tokens: [3, 3, 0, 0],
      }),
      [{ seat: 0, play: "handmaid" }],
    );
    expect(events.filter((e) => e.type === "token")).toMatchObject([
      { seat: 0, reason: "round", tokens: 4 },
      { seat: 0, reason: "spy", tokens: 5 },
      { seat: 1, reason: "jester", tokens: 4 },
    ]);
    expect(state.matchOver).toBe(false);
    expect(state.tiebreak).toEqual([0, 1]);
    const tb = nextRound(state).state;
    expect(tb.participants).toEqual([0, 1]);
    expect(tb.first).toBe(0);
    // Seat 1 wins the tie-breaker round: +1 (5 – 5 in total), so it wins the match.
    const won = play(
      arrange(tb, {
        hands: [["princess"], ["guard", "handmaid"], [], []],
        deck: ["priest", "baron"],
        setAside: "guard",
        faceUp: ["guard", "guard", "guard"],
        current: 1,
        tokens: [5, 4, 0, 0],
      }),
      [{ seat: 1, play: "guard", target: 0, guess: 9 }],
    ).state;
    expect(won.tokens).toEqual([5, 5, 0, 0]);
    expect(won.matchOver).toBe(true);
    expect(won.matchWinners).toEqual([1]);
  });

  it("classic (default game_end_tie tiebreaker): a tie at 7 tokens in a 2-player match is played off", () => {
    const { state } = tiedShowdown(base("classic", 2), [6, 6]);
    expect(state.tokens).toEqual([7, 7]);
    expect(state.matchOver).toBe(false);
    expect(state.tiebreak).toEqual([0, 1]);
    const tb = nextRound(state).state;
    expect(tb.tiebreakRound).toBe(true);
    expect(tb.participants).toEqual([0, 1]);
    expect(tb.faceUp).toHaveLength(3);
    const end = finishRound(tb, random(3)).state;
    expect(end.matchOver || end.tiebreak !== null).toBe(true);
    if (end.matchOver) expect(end.matchWinners).toHaveLength(1);
  });

  it("classic with game_end_tie shared: the tied players share the victory", () => {
    const { state } = tiedShowdown(base("classic", 3, { game_end_tie: "shared" }), [4, 4, 0]);
    expect(state.matchOver).toBe(true);
    expect(state.matchWinners.slice().sort()).toEqual([0, 1]);
    expect(state.tiebreak).toBeNull();
  });

  // rules.md §6.2: "Tie-breaker round: only the tied players take part"; §1.2: the first player of a
  // later round is the previous round winner. When that winner is not among the tied players, the
  // tie-breaker's first player must still be one of them. Reproduction (standard Premium, 5 players,
  // 4 tokens to win): seat 0 wins the round by knocking out seat 2 with a Baron; seat 2 had a
  // Constable in its discard pile (+1 → 4) and seat 1's Jester watched seat 0 (+1 → 4); seat 0
  // itself stays below the target. The tie-breaker is [1, 2]; nextRound throws a TypeError (the
  // engine picks seat 0, who is not dealt in, as first player). Also reached by random play
  // (custom premium-edition deck with two Jesters, 6 players).
  it("premium: a round winner outside the tie does not take the tie-breaker's first turn", () => {
    const position = arrange(base("premium", 5), {
      hands: [["baron", "princess"], [], ["guard"], [], []],
      deck: ["priest"],
      setAside: "guard",
      discards: [[], ["jester", "guard"], ["constable"], ["guard"], ["guard"]],
      out: [1, 3, 4],
      watched: [[1, 0]],
      current: 0,
      tokens: [0, 3, 3, 0, 0],
    });
    const { state } = play(position, [{ seat: 0, play: "baron", target: 2 }]);
    expect(state.roundWinners).toEqual([0]);
    expect(state.tokens).toEqual([1, 4, 4, 0, 0]);
    expect(state.tiebreak).toEqual([1, 2]);
    const tb = nextRound(state).state;
    expect(tb.participants).toEqual([1, 2]);
    expect([1, 2]).toContain(tb.first);
    expect([1, 2]).toContain(tb.current);
    expect(tb.hands[0]).toEqual([]);
  });
});

describe("custom decks at the edges (rules.md §6.2, §7; scenario-format.md custom)", () => {
  // A 3-player custom table may hold just 1 + 3 + 1 = 5 cards (scenario-format.md), but a 2-player
  // tie-breaker round sets 3 cards face up (rules.md §6.2, "custom decks too") and needs 7. The
  // engine accepts the deck, then deals the tie-breaker from an exhausted deck: hands hold
  // undefined cards (legalMoves even offers to play the "spy"). Reproduction: custom premium-edition
  // deck guard×3, priest×1, jester×1, 3 players, tokens [4, 4, 0]; seat 0 wins the round while
  // seat 1's Jester watches it; both reach 5; nextRound. Either refusing such a deck (ConfigError)
  // or dealing the tie-breaker with real cards only passes this test.
  it("a deck too small for a 2-player tie-breaker (3 face-up cards) is refused, or dealt with real cards", () => {
    const deck = [
      { card: "guard", count: 3 },
      { card: "priest", count: 1 },
      { card: "jester", count: 1 },
    ];
    let start: State;
    try {
      start = base("custom", 3, { edition: "premium", deck });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return;
    }
    const { state } = play(
      arrange(start, {
        hands: [["priest", "guard"], [], ["guard"]],
        deck: [],
        setAside: "guard",
        discards: [[], ["jester"], []],
        out: [1],
        watched: [[1, 0]],
        current: 0,
        tokens: [4, 4, 0],
      }),
      [{ seat: 0, play: "priest", target: 2 }],
    );
    expect(state.tiebreak).toEqual([0, 1]);
    const tb = nextRound(state).state;
    expect(tb.participants).toEqual([0, 1]);
    expect(tb.hands.flat().every((c) => Number.isInteger(c) && c >= 0)).toBe(true);
    expect(countCards(tb)).toEqual(tb.rules.deck);
  });

  // rules.md §6.2: custom Guard names are the deck's values except 1, so a deck of Guards only has
  // none; §1.3: a card whose choice is impossible is still played, with no effect. The engine
  // accepts the deck, but the first player then has no legal move at all (legalMoves is empty while
  // a play is awaited) and the match cannot go on. Reproduction: newMatch({ ruleset: "custom",
  // players: 2, options: { edition: "premium", deck: [{ card: "guard", count: 7 }] } }), then
  // legalMoves. Either refusing the deck (ConfigError) or letting the Guard be played passes.
  it("a deck of Guards only: the Guard, with nothing to name, is played with no effect", () => {
    let state: State;
    try {
      state = base("custom", 2, { edition: "premium", deck: [{ card: "guard", count: 7 }] });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return;
    }
    for (let i = 0; i < 10 && !state.roundOver; i++) {
      const moves = legalMoves(state);
      expect(moves.length, "a decision is awaited: some move must be legal").toBeGreaterThan(0);
      const r = apply(state, moves[0]);
      if (!r.ok) throw new Error("legal move refused");
      state = r.state;
    }
    expect(state.roundOver).toBe(true);
  });
});

describe("2019 shared victory (rules.md §1.2, §6.1 game_end_tie)", () => {
  it("players reaching the target together all win and the match is over", () => {
    const { state, events } = tiedShowdown(base("2019", 3), [4, 4, 0]);
    expect(state.tokens).toEqual([5, 5, 0]);
    expect(state.matchOver).toBe(true);
    expect(state.matchWinners.slice().sort()).toEqual([0, 1]);
    expect(state.tiebreak).toBeNull();
    expect(events.at(-1)).toMatchObject({ type: "match-ended", visibleTo: "all" });
    expect(types(events)).not.toContain("tiebreak");
    expect(view(state, 2).matchOver).toBe(true);
    expect(legalMoves(state)).toEqual([]);
    const refused = apply(state, { seat: 0, play: "guard", target: 1, guess: 2 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("no-decision");
    expect(() => nextRound(state)).toThrow();
  });

  it("a round win and another player's Spy token reaching the target together: shared", () => {
    const position = arrange(base("2019", 3), {
      hands: [["handmaid", "prince"], ["guard"], ["priest"]],
      deck: [],
      setAside: "baron",
      discards: [[], ["spy"], []],
      current: 0,
      tokens: [4, 4, 0],
    });
    const { state, events } = play(position, [{ seat: 0, play: "handmaid" }]);
    expect(state.roundWinners).toEqual([0]);
    expect(events.filter((e) => e.type === "token")).toMatchObject([
      { seat: 0, reason: "round", tokens: 5 },
      { seat: 1, reason: "spy", tokens: 5 },
    ]);
    expect(state.matchOver).toBe(true);
    expect(state.matchWinners.slice().sort()).toEqual([0, 1]);
  });

  it("with game_end_tie tiebreaker the 2019 tie is played off instead", () => {
    const { state } = tiedShowdown(base("2019", 3, { game_end_tie: "tiebreaker" }), [4, 4, 0]);
    expect(state.matchOver).toBe(false);
    expect(state.tiebreak).toEqual([0, 1]);
    const tb = nextRound(state).state;
    expect(tb.participants).toEqual([0, 1]);
    expect(tb.faceUp).toHaveLength(3);
  });
});

describe("discard goes on forever (rules.md §4)", () => {
  it("rounds follow rounds, win counters accumulate, the first player is a previous rank-1 player", () => {
    for (const [players, options] of [
      [4, {}],
      [6, { extended: true, decks: 2 }],
    ] as const) {
      let state = base("discard", players, options, 9);
      const rnd = random(players);
      let counted = new Array<number>(players).fill(0);
      for (let round = 1; round <= 40; round++) {
        expect(state.roundNumber).toBe(round);
        const played = finishRound(state, rnd);
        state = played.state;
        expect(state.matchOver).toBe(false);
        expect(state.tiebreak).toBeNull();
        expect(state.tokens.every((t) => t === 0)).toBe(true);
        counted = counted.map(
          (n, t) => n + played.events.filter((e) => e.type === "win-counted" && e.seat === t).length,
        );
        expect(state.wins).toEqual(counted);
        const ranks = state.ranks!;
        const rankOne = ranks.flatMap((r, t) => (r === 1 ? [t] : []));
        expect(rankOne.length).toBeGreaterThan(0);
        expect(state.roundWinners).toEqual(rankOne);
        for (const t of rankOne)
          expect(played.events).toContainEqual(
            expect.objectContaining({ type: "win-counted", seat: t, reason: "rank" }),
          );
        const v = view(state, 0);
        expect(v.perpetual).toBe(true);
        expect(v.seats.map((p) => p.rank)).toEqual(ranks);
        expect(v.seats.map((p) => p.wins)).toEqual(state.wins);
        state = nextRound(state).state;
        expect(rankOne).toContain(state.first);
        expect(state.participants).toHaveLength(players);
      }
      expect(state.wins.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(40);
    }
  });

  it("several rank-1 players: each is chosen first sometimes", () => {
    const position = arrange(base("discard", 4), {
      hands: [["handmaid", "prince"], ["prince"], ["guard"], ["priest"]],
      deck: ["guard"],
      discards: [[], ["handmaid"], [], []],
      current: 0,
    });
    const { state } = play(position, [{ seat: 0, play: "handmaid" }]);
    expect(state.ranks).toEqual([1, 1, 4, 3]);
    expect(state.wins).toEqual([1, 1, 0, 0]);
    const firsts = firstPlayers(state, 80);
    expect(new Set(firsts)).toEqual(new Set([0, 1]));
  });
});

describe("nextRound refuses (scenario-format.md; rules.md §1.6)", () => {
  it("while a round is in progress, and after the match is over; the state is not changed", () => {
    const start = base("premium", 4);
    const before = cloneState(start);
    expect(() => nextRound(start)).toThrow();
    expect(start).toEqual(before);
    const mid = apply(start, legalMoves(start)[0]).ok;
    expect(mid).toBe(true);
    const { state } = tiedShowdown(base("2019", 3), [4, 4, 0]);
    expect(state.matchOver).toBe(true);
    const over = cloneState(state);
    expect(() => nextRound(state)).toThrow();
    expect(state).toEqual(over);
  });

  it("after a round, nextRound deals the next one and leaves the finished state as it was", () => {
    const { state } = tiedShowdown(base("classic", 4), [0, 0, 0, 0]);
    const copy = cloneState(state);
    const next = nextRound(state);
    expect(state).toEqual(copy);
    expect(next.state.roundNumber).toBe(state.roundNumber + 1);
    expect(next.state.roundOver).toBe(false);
    expect(next.state.tokens).toEqual(state.tokens);
    expect(countCards(next.state)).toEqual(next.state.rules.deck);
  });
});

describe("newMatch and restartMatch", () => {
  it("newMatch honours the first player and deals in turn order from it", () => {
    for (const first of [0, 2, 3]) {
      const { state, events } = newMatch({ ruleset: "classic", players: 4, seed: 3, first });
      expect(state.first).toBe(first);
      expect(state.current).toBe(first);
      const dealt = events.filter((e) => e.type === "dealt").map((e) => (e as { seat: number }).seat);
      expect(dealt).toEqual([0, 1, 2, 3].map((i) => (first + i) % 4));
    }
  });

  it("restartMatch clears the scores and deals round 1 to everyone", () => {
    const { state } = tiedShowdown(base("2019", 3), [4, 4, 0]);
    expect(state.matchOver).toBe(true);
    const s = cloneState(state);
    const log: EngineEvent[] = [];
    restartMatch(s, 1, log);
    expect(s.tokens).toEqual([0, 0, 0]);
    expect(s.matchOver).toBe(false);
    expect(s.matchWinners).toEqual([]);
    expect(s.roundNumber).toBe(1);
    expect(s.participants).toEqual([0, 1, 2]);
    expect(s.first).toBe(1);
    expect(s.tiebreakRound).toBe(false);
    expect(countCards(s)).toEqual(s.rules.deck);
    expect(log[0]).toMatchObject({ type: "round-started", round: 1, first: 1 });
  });
});
