// Thousands of random games, for every ruleset at every player count (helpers.ts TABLES):
//
// - with the fast API (compileRules, startMatch, generateMoves, applyCode with an event log,
//   startNextRound) thousands of matches, and with the readable API (newMatch, legalMoves, apply,
//   nextRound) a few hundred: every round ends within a bounded number of moves, every token match
//   ends within a sane number of rounds, the token (or discard win counter) of every seat equals
//   its "token" ("win-counted") events, the winners hold at least tokensToWin tokens and are exactly
//   the players who reached it (or the one who gained most in the deciding tie-breaker round), the
//   next round's first player is one of the previous round's winners taking part;
// - determinism: the same seed and moves give identical states and events, the fast and the
//   readable API agree move by move, and move codes round-trip through their JSON form.

import {
  apply,
  applyCode,
  CHARACTERS,
  ConfigError,
  cloneState,
  compileRules,
  decodeMove,
  type EngineEvent,
  encodeMove,
  generateMoves,
  IN_ROUND,
  legalCodes,
  legalMoves,
  moveBuffer,
  newMatch,
  nextRound,
  randomInt,
  type State,
  seedRng,
  startMatch,
  startNextRound,
} from "@loveletter/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { depth } from "./depth.js";
import { countCards, pick, playMatch, random, TABLES, type Table } from "./helpers.js";

function fail(message: string): never {
  throw new Error(message);
}

/** Most moves a round can take: one turn per card drawn, and at most one extra decision per turn. */
const movesBound = (s: State) => 2 * s.rules.deckCards.length + 2;
/** A generous bound on the rounds of a token match (ties and tie-breakers included). */
const ROUNDS_BOUND = 250;

/** What the rounds of a match must satisfy, checked as they are played. */
class Ledger {
  readonly roundFacts: string[] = [];
  /** Last round started as a tie-breaker among these seats (null: a normal round). */
  lastTiebreak: number[] | null = null;
  tokensAtRoundStart: number[] = [];

  constructor(readonly table: Table) {}

  /** After a new round is dealt: its first player is a previous winner taking part, when there is one. */
  roundStarted(before: { winners: number[]; tiebreak: number[] | null }, s: State): void {
    const participants = s.participants;
    if (before.tiebreak) {
      const want = before.tiebreak.slice().sort((a, b) => a - b);
      if (JSON.stringify(participants) !== JSON.stringify(want))
        fail(`tie-breaker dealt to ${participants}, not to the tied ${want}`);
      if (!s.tiebreakRound) fail("a tie-breaker round is not flagged as one");
    } else if (participants.length !== s.hands.length) fail(`normal round dealt to ${participants} only`);
    const eligible = before.winners.filter((w) => participants.includes(w));
    const pool = eligible.length > 0 ? eligible : participants;
    if (!pool.includes(s.first))
      fail(
        `round ${s.roundNumber}: first player ${s.first}, expected one of ${pool} (previous winners ${before.winners})`,
      );
    if (s.current !== s.first || s.awaitingSeat !== s.first) fail("the first player does not have the first turn");
    for (let t = 0; t < s.hands.length; t++)
      if (!participants.includes(t) && s.hands[t]!.length > 0) fail(`seat ${t} sits out but was dealt a card`);
    if (participants.length === 2 && !s.rules.perpetual && s.faceUp.length !== 3)
      fail(`a two-player round sets 3 cards face up, not ${s.faceUp.length}`);
    if (participants.length !== 2 && s.faceUp.length !== 0) fail("face-up cards with more than two players");
    this.lastTiebreak = before.tiebreak;
    this.tokensAtRoundStart = s.tokens.slice();
  }

  /** After a round ended. */
  roundEnded(s: State): void {
    for (const w of s.roundWinners) {
      if (!s.participants.includes(w)) fail(`round winner ${w} did not take part`);
      if (s.outOrder[w] !== IN_ROUND) fail(`round winner ${w} is out of the round`);
    }
    if (s.roundEnd === "last-standing" && s.roundWinners.length !== 1) fail("last standing: one winner");
    if (s.roundEnd === "match-decided" && !s.matchOver && !s.tiebreak) fail("match-decided but not decided");
    if (s.rules.perpetual) {
      if (s.matchOver) fail("discard never ends");
      const rankOne = s.participants.filter((t) => s.ranks![t] === 1);
      if (JSON.stringify(rankOne) !== JSON.stringify(s.roundWinners)) fail("discard winners are the rank-1 players");
    }
  }

  /** At the end: scores against the events, and who won. */
  finished(s: State, events: readonly EngineEvent[]): void {
    const seats = s.hands.length;
    const perpetual = s.rules.perpetual;
    const counted = new Array<number>(seats).fill(0);
    for (const e of events) {
      if (e.type === "token") {
        if (perpetual) fail("a token event in discard");
        counted[e.seat]!++;
        if (e.tokens !== counted[e.seat]) fail(`token event says ${e.tokens}, count is ${counted[e.seat]}`);
      }
      if (e.type === "win-counted") {
        if (!perpetual) fail("a win-counted event in a token game");
        counted[e.seat]!++;
        if (e.wins !== counted[e.seat]) fail(`win-counted event says ${e.wins}, count is ${counted[e.seat]}`);
      }
    }
    const scores = perpetual ? s.wins : s.tokens;
    if (JSON.stringify(scores) !== JSON.stringify(counted))
      expect(scores, `${perpetual ? "wins" : "tokens"} vs events`).toEqual(counted);
    if (perpetual) {
      if (s.tokens.some((t) => t !== 0)) fail("discard has no tokens");
      if (events.some((e) => e.type === "match-ended" || e.type === "tiebreak")) fail("discard never ends");
      return;
    }
    if (!s.matchOver) fail(`match not over after ${s.roundNumber} rounds`);
    const ended = events.filter((e) => e.type === "match-ended");
    if (ended.length !== 1) fail(`${ended.length} match-ended events`);
    if (events[events.length - 1]!.type !== "match-ended" && events.at(-2)?.type !== "match-ended")
      fail("match-ended is not among the last events");
    const winners = s.matchWinners.slice().sort((a, b) => a - b);
    const e = ended[0]!;
    if (e.type === "match-ended" && JSON.stringify(e.winners.slice().sort((a, b) => a - b)) !== JSON.stringify(winners))
      fail("match-ended event and state disagree");
    if (winners.length === 0) fail("no winner");
    const target = s.rules.tokensToWin;
    for (const w of winners) if (s.tokens[w]! < target) fail(`winner ${w} has ${s.tokens[w]} < ${target} tokens`);
    if (this.lastTiebreak === null) {
      // Decided in a normal round: the winners are everyone who reached the target (all at once).
      const reached = s.tokens.flatMap((t, seat) => (t >= target ? [seat] : []));
      if (JSON.stringify(reached) !== JSON.stringify(winners))
        fail(`winners ${winners}, but ${reached} reached ${target}`);
      if (winners.length > 1 && s.rules.options.game_end_tie !== "shared") fail("a tie without shared victory");
    } else {
      // Decided by a tie-breaker round: the one participant who gained the most in it.
      if (winners.length !== 1) fail(`tie-breaker decided for ${winners}`);
      const gain = (t: number) => s.tokens[t]! - this.tokensAtRoundStart[t]!;
      for (const t of s.participants)
        if (t !== winners[0] && gain(t) >= gain(winners[0]!)) fail(`seat ${t} gained as much as the winner`);
    }
  }
}

/** Every card of the match deck in exactly one place, and no hand holds a card that does not exist. */
function conserved(s: State): void {
  const counts = countCards(s);
  if (counts.some((n, c) => n !== s.rules.deck[c]) || s.hands.some((h) => h.some((c) => !(c >= 0))))
    fail(`cards not conserved: ${JSON.stringify({ hands: s.hands, deck: s.deck, faceUp: s.faceUp })}`);
}

/** One match with the fast API; returns the final state and the event log. */
function fastMatch(
  table: Table,
  seed: number,
  maxRounds: number,
  checkCards = false,
): { state: State; log: EngineEvent[] } {
  const rules = compileRules(table.ruleset, table.players, table.options ?? {});
  const log: EngineEvent[] = [];
  const choices = seedRng(`choices ${seed}`);
  const buf = moveBuffer();
  const ledger = new Ledger(table);
  const s = startMatch(rules, seedRng(seed), undefined, log);
  ledger.roundStarted({ winners: [], tiebreak: null }, s);
  for (let rounds = 1; ; rounds++) {
    const bound = movesBound(s);
    for (let moves = 0; !s.roundOver; moves++) {
      if (moves > bound) fail(`${table.label} seed ${seed}: round ${rounds} still going after ${moves} moves`);
      const n = generateMoves(s, buf);
      if (n === 0) fail(`${table.label} seed ${seed}: no legal move in a round in progress`);
      applyCode(s, buf[randomInt(choices, n)]!, log);
      if (checkCards) conserved(s);
    }
    ledger.roundEnded(s);
    if (s.matchOver || rounds >= maxRounds) break;
    const before = { winners: s.roundWinners.slice(), tiebreak: s.tiebreak ? s.tiebreak.slice() : null };
    startNextRound(s, log);
    if (checkCards) conserved(s);
    ledger.roundStarted(before, s);
  }
  ledger.finished(s, log);
  return { state: s, log };
}

/** Fast-API matches a table plays: every table, every round's end and scoring path, many times over. */
const MATCHES = depth(25, 80);
/** Random custom decks played (a quarter or so are refused: too small for their player count). */
const CUSTOM_DECKS = depth(150, 400);

const tokenTables = TABLES.filter((t) => t.ruleset !== "discard");
const discardTables = TABLES.filter((t) => t.ruleset === "discard");

describe("thousands of random matches (fast API)", () => {
  it.each(tokenTables.map((t, i) => [t.label, t, i] as const))(
    `%s: ${MATCHES} matches end, scores match the events`,
    (_label, table, index) => {
      let rounds = 0;
      for (let m = 0; m < MATCHES; m++) {
        const { state } = fastMatch(table, 100_000 * index + m, ROUNDS_BOUND);
        rounds += state.roundNumber;
      }
      expect(rounds).toBeGreaterThanOrEqual(MATCHES);
    },
  );

  it.each(discardTables.map((t, i) => [t.label, t, i] as const))(
    "%s: rounds go on, win counters match the events",
    (_label, table, index) => {
      for (let m = 0; m < 10; m++) {
        const { state } = fastMatch(table, 7_000_000 + 1000 * index + m, 40);
        expect(state.roundNumber).toBe(40);
      }
    },
  );
});

describe("random custom decks (fast-check, fixed seed)", () => {
  // Any deck of the 19 characters, in any numbering, at any player count the engine accepts, plays
  // whole matches: a legal move at every decision, every card conserved, scores matching events.
  // Small decks and decks of Guards only included: the engine refuses a deck it cannot deal every
  // round of (a 2-player tie-breaker needs 7 cards) and plays a Guard with nothing to name.
  const deckArb = fc.uniqueArray(
    fc.record({ card: fc.constantFrom(...CHARACTERS), count: fc.integer({ min: 1, max: 4 }) }),
    {
      minLength: 1,
      maxLength: 12,
      selector: (e) => e.card,
    },
  );
  const tableArb = fc.record({
    edition: fc.constantFrom("classic", "2019", "premium"),
    deck: deckArb,
    players: fc.integer({ min: 2, max: 8 }),
    tie: fc.constantFrom("shared", "tiebreaker"),
    seed: fc.nat(),
  });

  it("every accepted custom deck plays whole matches", () => {
    let played = 0;
    fc.assert(
      fc.property(tableArb, ({ edition, deck, players, tie, seed }) => {
        const options = { edition, deck, game_end_tie: tie, tokensToWin: 3 };
        try {
          compileRules("custom", players, options);
        } catch (e) {
          if (!(e instanceof ConfigError)) throw e;
          return; // refused: the engine said why (covered by config.test.ts)
        }
        played++;
        fastMatch({ label: `custom ${edition} ${players}p`, ruleset: "custom", players, options }, seed, 60, true);
      }),
      { seed: 77, numRuns: CUSTOM_DECKS },
    );
    expect(played).toBeGreaterThan(CUSTOM_DECKS / 4);
  });
});

describe("random matches (readable API)", () => {
  it.each(TABLES.map((t, i) => [t.label, t, i] as const))("%s", (_label, table, index) => {
    for (let m = 0; m < 5; m++) {
      const ledger = new Ledger(table);
      let tokens: number[] = [];
      const { state, events } = playMatch(
        table,
        3_000_000 + 1000 * index + m,
        table.ruleset === "discard" ? 15 : ROUNDS_BOUND,
        {
          onStart: (s) => {
            ledger.roundStarted({ winners: [], tiebreak: null }, s);
            tokens = s.tokens.slice();
          },
          onStep: ({ before, after }) => {
            // Tokens and win counters never go down; they change only through the moves of a round.
            if (after.tokens.some((t, i) => t < before.tokens[i]!)) fail("tokens went down");
            if (after.wins.some((t, i) => t < before.wins[i]!)) fail("wins went down");
            if (after.roundOver) ledger.roundEnded(after);
            tokens = after.tokens.slice();
          },
          onRound: ({ before, after }) => {
            if (JSON.stringify(after.tokens) !== JSON.stringify(tokens)) fail("dealing a round changed the tokens");
            ledger.roundStarted({ winners: before.roundWinners, tiebreak: before.tiebreak }, after);
          },
        },
      );
      ledger.finished(state, events);
    }
  });
});

describe("determinism", () => {
  const sample = [
    TABLES.find((t) => t.label === "classic 4p")!,
    TABLES.find((t) => t.label === "2019 2p")!,
    TABLES.find((t) => t.label === "premium 8p")!,
    TABLES.find((t) => t.label === "discard extended 5p ×2")!,
    TABLES.find((t) => t.label === "custom premium-2019 6p")!,
    TABLES.find((t) => t.label === "custom 2019-edition list deck 5p")!,
  ];

  /** Plays a match with the readable API, choosing moves by index with the given chooser. */
  function record(table: Table, seed: number | string, chooser: number, rounds: number) {
    const rnd = random(chooser);
    const start = newMatch({ ruleset: table.ruleset, players: table.players, options: table.options, seed });
    let state = start.state;
    const events = [...start.events];
    const states: State[] = [state];
    const moves: unknown[] = [];
    for (let r = 0; r < rounds; r++) {
      while (!state.roundOver) {
        const move = pick(rnd, legalMoves(state));
        const res = apply(state, move);
        if (!res.ok) fail("legal move refused");
        moves.push(move);
        state = res.state;
        states.push(state);
        events.push(...res.events);
      }
      if (state.matchOver) break;
      const next = nextRound(state);
      state = next.state;
      states.push(state);
      events.push(...next.events);
    }
    return { states, events, moves, final: state };
  }

  it.each(sample.map((t) => [t.label, t] as const))("%s: same seed and moves, same states and events", (_l, table) => {
    for (const seed of [1, 99, "a seed"]) {
      const a = record(table, seed, 7, 6);
      const b = record(table, seed, 7, 6);
      expect(b.moves).toEqual(a.moves);
      expect(b.states).toEqual(a.states);
      expect(b.events).toEqual(a.events);
      // Replaying the recorded moves (nextRound whenever a round is over) reproduces the match.
      let state = newMatch({ ruleset: table.ruleset, players: table.players, options: table.options, seed }).state;
      for (const move of a.moves) {
        if (state.roundOver) state = nextRound(state).state;
        const res = apply(state, move);
        if (!res.ok) fail(`replayed move refused: ${res.error.code}`);
        state = res.state;
      }
      if (state.roundOver && !state.matchOver && a.final.roundNumber > state.roundNumber)
        state = nextRound(state).state;
      expect(state).toEqual(a.final);
    }
  });

  it("different seeds deal different rounds; a string seed differs from the number", () => {
    const deals = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const s = newMatch({ ruleset: "premium", players: 6, seed }).state;
      deals.add(JSON.stringify([s.hands, s.deck, s.setAside]));
    }
    expect(deals.size).toBe(20);
    const n = newMatch({ ruleset: "classic", players: 4, seed: 5 }).state;
    const str = newMatch({ ruleset: "classic", players: 4, seed: "5" }).state;
    expect(JSON.stringify([str.hands, str.deck])).not.toBe(JSON.stringify([n.hands, n.deck]));
  });

  it.each(sample.map((t) => [t.label, t] as const))("%s: fast and readable APIs agree move by move", (_l, table) => {
    for (const seed of [3, 4]) {
      const start = newMatch({ ruleset: table.ruleset, players: table.players, options: table.options, seed });
      let slow = start.state;
      const fastLog: EngineEvent[] = [];
      const fast = startMatch(
        compileRules(table.ruleset, table.players, table.options ?? {}),
        seedRng(seed),
        undefined,
        fastLog,
      );
      expect(fast).toEqual(slow);
      expect(fastLog).toEqual(start.events);
      const rnd = random(seed);
      for (let rounds = 0; rounds < 5 && !slow.matchOver; rounds++) {
        while (!slow.roundOver) {
          const codes = legalCodes(fast);
          const moves = legalMoves(slow);
          expect(codes.map((c) => decodeMove(fast, c))).toEqual(moves);
          for (const c of codes) expect(encodeMove(slow, decodeMove(slow, c))).toBe(c);
          const i = Math.floor(rnd() * codes.length);
          const log: EngineEvent[] = [];
          applyCode(fast, codes[i]!, log);
          const res = apply(slow, moves[i]);
          if (!res.ok) fail("legal move refused");
          slow = res.state;
          expect(fast).toEqual(slow);
          expect(log).toEqual(res.events);
        }
        if (slow.matchOver) break;
        const log: EngineEvent[] = [];
        startNextRound(fast, log);
        const next = nextRound(slow);
        slow = next.state;
        expect(fast).toEqual(slow);
        expect(log).toEqual(next.events);
      }
    }
  });

  it.each(sample.map((t) => [t.label, t] as const))(
    "%s: a move applied into a spare state is the same move, and the state moved from is kept",
    (_l, table) => {
      const rules = { ruleset: table.ruleset, players: table.players, options: table.options, seed: 5 };
      let state = newMatch(rules).state;
      // Two states used in turn, as a table keeps them: the position and the one before it.
      let spare = cloneState(state);
      const rnd = random(5);
      for (let rounds = 0; rounds < 4 && !state.matchOver; rounds++) {
        while (!state.roundOver) {
          const before = JSON.stringify(state);
          const move = pick(rnd, legalMoves(state));
          const copied = apply(state, move);
          const into = apply(state, move, spare);
          if (!copied.ok || !into.ok) fail("legal move refused");
          expect(into.state).toBe(spare);
          expect(into.state).toEqual(copied.state);
          expect(into.events).toEqual(copied.events);
          expect(JSON.stringify(state)).toBe(before);
          // An illegal move leaves the spare (now the state moved from) as it was.
          expect(apply(into.state, { seat: 99, play: "Guard" }, state).ok).toBe(false);
          expect(JSON.stringify(state)).toBe(before);
          [state, spare] = [into.state, state];
        }
        if (!state.matchOver) state = nextRound(state).state;
      }
    },
  );

  it("a spare state must be another state of the same match", () => {
    const { state } = newMatch({ ruleset: "classic", players: 2, seed: 1 });
    const move = legalMoves(state)[0];
    expect(() => apply(state, move, state)).toThrow(/another state of the same match/);
    const other = newMatch({ ruleset: "classic", players: 2, seed: 1 }).state;
    expect(() => apply(state, move, other)).toThrow(/another state of the same match/);
  });

  it("events are not recorded with a null log, and the game is the same", () => {
    const rules = compileRules("premium", 6, {});
    const a = startMatch(rules, seedRng(11), undefined, null);
    const b = startMatch(rules, seedRng(11), undefined, []);
    const buf = moveBuffer();
    const rnd = seedRng("c");
    while (!a.roundOver) {
      const n = generateMoves(a, buf);
      expect(generateMoves(b, new Int32Array(512))).toBe(n);
      const code = buf[randomInt(rnd, n)]!;
      applyCode(a, code, null);
      applyCode(b, code, []);
      expect(a).toEqual(b);
    }
  });
});
