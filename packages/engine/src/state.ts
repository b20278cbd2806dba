import type { RngState } from "./rng.js";
import type { Rules } from "./rules/compile.js";

/** The decisions a state can wait for (scenario-format.md "awaiting"). */
export const DECISIONS = ["play", "chancellor", "bishop"] as const;
export type Decision = (typeof DECISIONS)[number];

/** `State.awaiting` values: an index into {@link DECISIONS}, or NO_DECISION between rounds. */
export const NO_DECISION = -1;
export const AWAIT_PLAY = 0;
export const AWAIT_CHANCELLOR = 1;
export const AWAIT_BISHOP = 2;

/** `State.outOrder` values: in the round, out from its start, or the k-th knocked out (k ≥ 1). */
export const IN_ROUND = -1;
export const OUT_FROM_START = 0;

export const ROUND_ENDS = ["last-standing", "showdown", "match-decided"] as const;
/** How a round ended: one player left, a deck-exhausted showdown, or a token mid-round decided the match. */
export type RoundEnd = (typeof ROUND_ENDS)[number];

/**
 * A whole match in one plain, JSON-serialisable object. Cards are small integers (see cards.ts),
 * piles are arrays, and the deck is stored bottom first so that drawing is a pop.
 *
 * The state always waits for exactly one decision (`awaiting` by `awaitingSeat`) or, between
 * rounds, for none. Read it through `view` and the scenario output; change it only through the
 * engine's functions.
 */
export interface State {
  readonly rules: Rules;
  rng: RngState;

  // --- the match
  /** Tokens of affection per seat (always 0 in the perpetual variant). */
  tokens: number[];
  /** "discard" win counters: +1 per rank-1 finish and per partial win. */
  wins: number[];
  /** 1 for the first round. */
  roundNumber: number;
  /** Seats that tied for the match and must play a tie-breaker round; null otherwise. */
  tiebreak: number[] | null;
  /** True while the current round is a tie-breaker among `participants`. */
  tiebreakRound: boolean;
  /** Tokens when this round started: a tie-breaker is won by the player who gains the most. */
  tokensAtStart: number[];
  matchOver: boolean;
  matchWinners: number[];

  // --- the round
  /** Seats dealt into this round, in seat order. */
  participants: number[];
  first: number;
  /** The draw deck, bottom first: the top card is the last element. */
  deck: number[];
  /** The face-down set-aside card, or -1. */
  setAside: number;
  faceUp: number[];
  /** Each seat's hand in the order the cards were received. */
  hands: number[][];
  /** Each seat's discard pile, oldest first. */
  piles: number[][];
  /** IN_ROUND, OUT_FROM_START, or k ≥ 1 for the k-th player knocked out this round. */
  outOrder: number[];
  /** For a knocked-out seat, its pile length before the knock-out revealed its hand; -1 otherwise. */
  koPile: number[];
  knockouts: number;
  /** Players still in the round. */
  alive: number;
  protected: boolean[];
  /** The seat a Sycophant requires the next card to choose, or -1. */
  required: number;
  /** Jester pairs, flattened: jesterSeat, watchedSeat, jesterSeat, watchedSeat, ... */
  watched: number[];
  /** Whose turn it is; -1 once the round is over. */
  current: number;
  awaiting: number;
  awaitingSeat: number;
  roundOver: boolean;
  roundEnd: RoundEnd | null;
  roundWinners: number[];
  /** "discard": each seat's rank once the round is over (1 is best), else null. */
  ranks: number[] | null;
}

export function cloneState(s: State): State {
  return {
    rules: s.rules,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    tokens: s.tokens.slice(),
    wins: s.wins.slice(),
    roundNumber: s.roundNumber,
    tiebreak: s.tiebreak ? s.tiebreak.slice() : null,
    tiebreakRound: s.tiebreakRound,
    tokensAtStart: s.tokensAtStart.slice(),
    matchOver: s.matchOver,
    matchWinners: s.matchWinners.slice(),
    participants: s.participants.slice(),
    first: s.first,
    deck: s.deck.slice(),
    setAside: s.setAside,
    faceUp: s.faceUp.slice(),
    hands: s.hands.map((h) => h.slice()),
    piles: s.piles.map((p) => p.slice()),
    outOrder: s.outOrder.slice(),
    koPile: s.koPile.slice(),
    knockouts: s.knockouts,
    alive: s.alive,
    protected: s.protected.slice(),
    required: s.required,
    watched: s.watched.slice(),
    current: s.current,
    awaiting: s.awaiting,
    awaitingSeat: s.awaitingSeat,
    roundOver: s.roundOver,
    roundEnd: s.roundEnd,
    roundWinners: s.roundWinners.slice(),
    ranks: s.ranks ? s.ranks.slice() : null,
  };
}

/** A state with every per-seat array sized for the match and no round dealt yet. */
export function emptyState(rules: Rules, rng: RngState): State {
  const n = rules.players;
  // Array.from gives packed arrays; new Array(n).fill() gives holey ones, slower to read in the hot loop.
  const seats = <T>(value: T) => Array.from({ length: n }, () => value);
  return {
    rules,
    rng,
    tokens: seats(0),
    wins: seats(0),
    roundNumber: 0,
    tiebreak: null,
    tiebreakRound: false,
    tokensAtStart: seats(0),
    matchOver: false,
    matchWinners: [],
    participants: [],
    first: 0,
    deck: [],
    setAside: -1,
    faceUp: [],
    hands: Array.from({ length: n }, () => []),
    piles: Array.from({ length: n }, () => []),
    outOrder: seats(IN_ROUND),
    koPile: seats(-1),
    knockouts: 0,
    alive: n,
    protected: seats(false),
    required: -1,
    watched: [],
    current: -1,
    awaiting: NO_DECISION,
    awaitingSeat: -1,
    roundOver: true,
    roundEnd: null,
    roundWinners: [],
    ranks: null,
  };
}
