// Shared helpers of the engine's property and match-flow suites (not a test file itself).
//
// - TABLES: every ruleset at every player count it seats (plus option variants and custom decks).
// - A small seeded generator for the tests' own choices, independent of the engine's.
// - Random matches through the readable API (newMatch / legalMoves / apply / nextRound).
// - Card counting, hidden-card permutation for the view-leak property, event vocabulary checks.
// - arrange(): builds a round position by overwriting fields of an engine state's readable JSON form
//   (documented there), for match-flow situations no single scenario can express.
// - sycophantThenBishop(): a Sycophant's mark across a Bishop's pending decision, for every layer's tests.

import {
  AWAIT_PLAY,
  apply,
  CHARACTER_COUNT,
  type CharacterName,
  cardOf,
  type EngineEvent,
  IN_ROUND,
  legalMoves,
  type MatchOptions,
  type Move,
  newMatch,
  nextRound,
  OUT_FROM_START,
  type State,
  scenarioState,
  stateFromJSON,
} from "@loveletter/engine";

// ---------------------------------------------------------------------------------------------
// Tables

export interface Table {
  readonly label: string;
  readonly ruleset: string;
  readonly players: number;
  readonly options?: MatchOptions;
}

/** A Premium-edition custom deck with duplicated token characters (2 Jesters, Constables, Bishops). */
export const CUSTOM_PREMIUM_DECK = [
  { card: "guard", count: 6 },
  { card: "priest", count: 1 },
  { card: "baron", count: 1 },
  { card: "handmaid", count: 1 },
  { card: "prince", count: 2 },
  { card: "king", count: 1 },
  { card: "countess", count: 1 },
  { card: "princess", count: 1 },
  { card: "jester", count: 2 },
  { card: "assassin", count: 1 },
  { card: "cardinal", count: 1 },
  { card: "baroness", count: 1 },
  { card: "sycophant", count: 1 },
  { card: "count", count: 2 },
  { card: "constable", count: 2 },
  { card: "dowager-queen", count: 1 },
  { card: "bishop", count: 2 },
];

/** A 2019-numbered custom deck mixing the Spy and Chancellor with Premium characters. */
export const CUSTOM_2019_DECK = [
  { card: "spy", count: 2 },
  { card: "guard", count: 6 },
  { card: "priest", count: 2 },
  { card: "baron", count: 1 },
  { card: "handmaid", count: 1 },
  { card: "prince", count: 1 },
  { card: "chancellor", count: 2 },
  { card: "king", count: 1 },
  { card: "countess", count: 1 },
  { card: "princess", count: 1 },
  { card: "jester", count: 1 },
  { card: "constable", count: 1 },
  { card: "bishop", count: 1 },
];

/** A small Classic-numbered custom deck (12 cards: enough for 2 players with the face-up cards, and 8 players). */
export const CUSTOM_CLASSIC_DECK = [
  { card: "guard", count: 4 },
  { card: "priest", count: 1 },
  { card: "baron", count: 1 },
  { card: "handmaid", count: 1 },
  { card: "prince", count: 2 },
  { card: "king", count: 1 },
  { card: "countess", count: 1 },
  { card: "princess", count: 1 },
];

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

export const TABLES: readonly Table[] = [
  ...range(2, 4).map((n) => ({ label: `classic ${n}p`, ruleset: "classic", players: n })),
  ...range(2, 6).map((n) => ({ label: `2019 ${n}p`, ruleset: "2019", players: n })),
  ...range(2, 8).map((n) => ({ label: `premium ${n}p`, ruleset: "premium", players: n })),
  ...[1, 2, 3].flatMap((decks) =>
    range(3, 4).map((n) => ({ label: `discard ${n}p ×${decks}`, ruleset: "discard", players: n, options: { decks } })),
  ),
  ...[1, 2, 3].flatMap((decks) =>
    range(5, 8).map((n) => ({
      label: `discard extended ${n}p ×${decks}`,
      ruleset: "discard",
      players: n,
      options: { extended: true, decks },
    })),
  ),
  ...range(2, 8).map((n) => ({
    label: `custom premium-edition list deck ${n}p`,
    ruleset: "custom",
    players: n,
    options: { edition: "premium", deck: CUSTOM_PREMIUM_DECK },
  })),
  ...range(2, 8).map((n) => ({
    label: `custom premium-2019 ${n}p`,
    ruleset: "custom",
    players: n,
    options: { edition: "2019", deck: "premium-2019" },
  })),
  ...[2, 5, 8].map((n) => ({
    label: `custom 2019-edition list deck ${n}p`,
    ruleset: "custom",
    players: n,
    options: { edition: "2019", deck: CUSTOM_2019_DECK },
  })),
  ...[2, 4, 8].map((n) => ({
    label: `custom classic-edition list deck ${n}p`,
    ruleset: "custom",
    players: n,
    options: { edition: "classic", deck: CUSTOM_CLASSIC_DECK },
  })),
  // Option variants (rules.md §6.1), so the non-default branches are exercised too.
  { label: "classic 4p none_win", ruleset: "classic", players: 4, options: { classic_full_tie: "none_win" } },
  { label: "classic 2p shared", ruleset: "classic", players: 2, options: { game_end_tie: "shared" } },
  {
    label: "2019 4p tiebreaker+spy-block",
    ruleset: "2019",
    players: 4,
    options: { game_end_tie: "tiebreaker", spy_eliminated_players_block: true },
  },
  {
    label: "premium 6p variants",
    ruleset: "premium",
    players: 6,
    options: {
      bishop_may_name_one: true,
      sycophant_unsatisfiable: "ignore_requirement",
      premium_showdown_cycle_policy: "victorz_lift",
      jester_requires_jester_player_in_round: true,
    },
  },
  { label: "premium 8p shared", ruleset: "premium", players: 8, options: { game_end_tie: "shared", tokensToWin: 2 } },
  {
    label: "discard extended 6p variants",
    ruleset: "discard",
    players: 6,
    options: {
      extended: true,
      vz_constable_copies: 2,
      vz_still_present: "in_round",
      vz_elimination_rank: "earlier_higher",
      sycophant_unsatisfiable: "ignore_requirement",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// The tests' own seeded choices (mulberry32), independent of the engine's generator.

export type Random = () => number;

export function random(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

export function shuffled<T>(rnd: Random, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Random matches through the readable API

export interface Step {
  readonly before: State;
  readonly move: Move;
  readonly after: State;
  readonly events: EngineEvent[];
}

export interface RoundStart {
  /** The state the new round was dealt from (the previous round just ended). */
  readonly before: State;
  readonly after: State;
  readonly events: EngineEvent[];
}

export interface MatchHooks {
  onStart?(state: State, events: EngineEvent[]): void;
  onStep?(step: Step): void;
  onRound?(start: RoundStart): void;
}

/**
 * Plays one match with uniformly random legal moves (newMatch, legalMoves, apply, nextRound) until
 * the match is over or `maxRounds` rounds were played (discard never ends). Returns the last state
 * and every event in order. Throws if a move from legalMoves is refused.
 */
export function playMatch(
  table: Table,
  seed: number,
  maxRounds: number,
  hooks: MatchHooks = {},
): { state: State; events: EngineEvent[]; rounds: number } {
  const rnd = random(seed ^ 0x5bd1e995);
  const start = newMatch({ ruleset: table.ruleset, players: table.players, options: table.options, seed });
  let state = start.state;
  const events = start.events.slice();
  hooks.onStart?.(state, start.events);
  let rounds = 1;
  for (;;) {
    while (!state.roundOver) {
      const moves = legalMoves(state);
      if (moves.length === 0) throw new Error(`no legal move in a round in progress (${table.label}, seed ${seed})`);
      const move = pick(rnd, moves);
      const result = apply(state, move);
      if (!result.ok) throw new Error(`legal move refused: ${JSON.stringify(move)} → ${result.error.code}`);
      hooks.onStep?.({ before: state, move, after: result.state, events: result.events });
      events.push(...result.events);
      state = result.state;
    }
    if (state.matchOver || rounds >= maxRounds) return { state, events, rounds };
    const next = nextRound(state);
    hooks.onRound?.({ before: state, after: next.state, events: next.events });
    events.push(...next.events);
    state = next.state;
    rounds++;
  }
}

// ---------------------------------------------------------------------------------------------
// Cards

/** How many of each card (by card id) the state holds in hands, deck, discard piles, set-aside and face-up cards. */
export function countCards(s: State): number[] {
  const counts = new Array<number>(CHARACTER_COUNT).fill(0);
  const add = (card: number) => {
    counts[card] = (counts[card] ?? 0) + 1;
  };
  for (const hand of s.hands) hand.forEach(add);
  for (const pile of s.piles) pile.forEach(add);
  s.deck.forEach(add);
  s.faceUp.forEach(add);
  if (s.setAside >= 0) add(s.setAside);
  return counts;
}

export function card(name: CharacterName): number {
  const id = cardOf(name);
  if (id === undefined) throw new Error(`unknown card ${name}`);
  return id;
}

/**
 * A copy of the state (its JSON form, edited, read back) where every card `seat` cannot see is
 * shuffled among the places it cannot see, each place keeping its size: the other seats' hands
 * (except hands revealed at a showdown), the draw deck and the face-down set-aside card. The
 * engine's generator is replaced too (it decides future shuffles). `seat` null = a spectator.
 */
export function permuteHidden(s: State, seat: number | null, rnd: Random): State {
  const json = s.toJSON();
  const revealedAtShowdown = (t: number) => s.roundEnd === "showdown" && json.outOrder[t] === IN_ROUND;
  const hiddenHands = json.hands.map((_, t) => t).filter((t) => t !== seat && !revealedAtShowdown(t));
  const pool = shuffled(rnd, [
    ...hiddenHands.flatMap((t) => json.hands[t]!),
    ...json.deck,
    ...(json.setAside >= 0 ? [json.setAside] : []),
  ]);
  let i = 0;
  const hands = json.hands.map((hand, t) => (hiddenHands.includes(t) ? hand.map(() => pool[i++]!) : hand));
  const deck = json.deck.map(() => pool[i++]!);
  const setAside = json.setAside >= 0 ? pool[i++]! : -1;
  const rng = [0, 1, 2, 3].map(() => Math.floor(rnd() * 2 ** 31));
  return stateFromJSON({ ...json, hands, deck, setAside, rng });
}

/** Every key used anywhere in a JSON value. */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

// ---------------------------------------------------------------------------------------------
// Positions built by editing a state (for match-flow tests)

export interface Arrangement {
  /** Each seat's hand; the current seat holds two cards (it has drawn), others in the round one, others none. */
  hands: CharacterName[][];
  /** The draw deck, top first. */
  deck: CharacterName[];
  setAside?: CharacterName | null;
  faceUp?: CharacterName[];
  discards?: CharacterName[][];
  current: number;
  /** Seats dealt into this round; defaults to the base state's participants. */
  participants?: number[];
  /** Participants that are already out (hold no card). */
  out?: number[];
  /** Tokens (and, since the round is arranged from its start, tokens at the round's start). */
  tokens?: number[];
  /** Jester pairs [jesterSeat, watchedSeat]. */
  watched?: [number, number][];
}

/**
 * A round position built from `base` (a state from newMatch or nextRound) by overwriting the round
 * fields of its readable JSON form (state.ts StateJSON) and reading it back with stateFromJSON: the
 * deck is listed bottom first, outOrder is IN_ROUND / OUT_FROM_START, the current seat awaits a
 * play with its drawn card already in hand. Match fields (round number, tie-breaker flags, rng) are
 * kept. Used only for match-flow situations; the property suites use dealt games.
 */
export function arrange(base: State, a: Arrangement): State {
  const json = base.toJSON();
  const seats = json.hands.length;
  const participants = a.participants ?? json.participants.slice();
  const out = new Set(a.out ?? []);
  if (a.hands.length !== seats) throw new Error("arrange: one hand per seat");
  const piles = Array.from({ length: seats }, (_, t) => (a.discards?.[t] ?? []).map(card));
  const outOrder = Array.from({ length: seats }, (_, t) =>
    participants.includes(t) && !out.has(t) ? IN_ROUND : OUT_FROM_START,
  );
  return stateFromJSON({
    ...json,
    participants,
    hands: a.hands.map((h) => h.map(card)),
    piles,
    deck: a.deck.map(card).reverse(),
    setAside: a.setAside ? card(a.setAside) : -1,
    faceUp: (a.faceUp ?? []).map(card),
    outOrder,
    koPile: outOrder.map((o, t) => (o === IN_ROUND ? -1 : piles[t]!.length)),
    knockouts: 0,
    alive: outOrder.filter((o) => o === IN_ROUND).length,
    protected: Array.from({ length: seats }, () => false),
    required: -1,
    watched: (a.watched ?? []).flat(),
    ...(a.tokens ? { tokens: a.tokens.slice(), tokensAtStart: a.tokens.slice() } : {}),
    first: a.current,
    current: a.current,
    awaiting: AWAIT_PLAY,
    awaitingSeat: a.current,
    roundOver: false,
    roundEnd: null,
    roundWinners: [],
    ranks: null,
    matchOver: false,
    matchWinners: [],
    tiebreak: null,
  });
}

/** Applies moves that must all be legal; returns the final state and all events. */
export function play(state: State, moves: readonly unknown[]): { state: State; events: EngineEvent[] } {
  const events: EngineEvent[] = [];
  for (const move of moves) {
    const r = apply(state, move);
    if (!r.ok) throw new Error(`move ${JSON.stringify(move)} refused: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/**
 * discard Extended, 5 players: P1 holds a Sycophant, P2 a Bishop, P3 a Guard. `marked`: P1's
 * Sycophant has made P3 REQUIRED; `pending`: P2's Bishop named P3's Guard (1) and P3 is to decide
 * whether to redraw. `events`: every event from the deal to `pending`.
 */
export function sycophantThenBishop(): { marked: State; pending: State; events: EngineEvent[] } {
  const events: EngineEvent[] = [];
  const start = scenarioState(
    "discard",
    { extended: true },
    {
      hands: [["sycophant"], ["bishop"], ["guard"], ["priest"], ["king"]],
      deck: ["baron", "handmaid", "count", "guard", "guard", "countess"],
      current: 0,
    },
    events,
  );
  const marked = play(start, [{ seat: 0, play: "sycophant", target: 2 }]);
  const pending = play(marked.state, [{ seat: 1, play: "bishop", target: 2, guess: 1 }]);
  events.push(...marked.events, ...pending.events);
  return { marked: marked.state, pending: pending.state, events };
}

/** Plays the current round to its end with random legal moves. */
export function finishRound(state: State, rnd: Random): { state: State; events: EngineEvent[] } {
  const events: EngineEvent[] = [];
  while (!state.roundOver) {
    const r = apply(state, pick(rnd, legalMoves(state)));
    if (!r.ok) throw new Error(`legal move refused: ${r.error.code}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}
