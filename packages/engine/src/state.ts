import { JESTER } from "./cards.js";
import { IN_ROUND, NO_DECISION, ROUND_ENDS, type RoundEnd } from "./decisions.js";
import {
  ALIVE,
  AWAITING,
  AWAITING_SEAT,
  CURRENT,
  DECK,
  DECK_SIZE,
  FACE_UP,
  FACE_UP_SIZE,
  FIRST,
  HAND_SIZE,
  HAND_SLOTS,
  HANDS,
  IN_ROUND_SEATS,
  KNOCKOUTS,
  KO_PILE,
  layoutOf,
  MATCH_OVER,
  MATCH_WINNERS,
  OUT_ORDER,
  PARTICIPANTS,
  PILE_SIZE,
  PROTECTED,
  RANK,
  RANKED,
  REQUIRED,
  RNG,
  ROUND_END,
  ROUND_NUMBER,
  ROUND_OVER,
  ROUND_WINNERS,
  SET_ASIDE,
  TIEBREAK,
  TIEBREAK_ROUND,
  TOKENS,
  TOKENS_AT_START,
  WATCHED_SIZE,
  WINS,
} from "./layout.js";
import type { RngState } from "./rng.js";
import type { Rules } from "./rules/compile.js";

export {
  AWAIT_BISHOP,
  AWAIT_CHANCELLOR,
  AWAIT_PLAY,
  DECISIONS,
  type Decision,
  IN_ROUND,
  NO_DECISION,
  OUT_FROM_START,
  ROUND_ENDS,
  type RoundEnd,
} from "./decisions.js";

/** The seats of a mask, ascending. */
export function seatsOf(mask: number): number[] {
  const seats: number[] = [];
  for (let rest = mask; rest !== 0; rest &= rest - 1) seats.push(31 - Math.clz32(rest & -rest));
  return seats;
}

/** The mask of a list of seats. */
export function maskOf(seats: readonly number[]): number {
  let mask = 0;
  for (const seat of seats) mask |= 1 << seat;
  return mask;
}

/**
 * A state's readable form: plain JSON, the shape states had before the compact representation
 * (`JSON.stringify(state)` gives it; `stateFromJSON` reads it back). Cards are small integers
 * (cards.ts), the deck is listed bottom first.
 */
export interface StateJSON {
  readonly rules: Rules;
  readonly rng: number[];
  /** Tokens of affection per seat (always 0 in the perpetual variant). */
  readonly tokens: number[];
  /** "discard" win counters: +1 per rank-1 finish and per partial win. */
  readonly wins: number[];
  /** 1 for the first round. */
  readonly roundNumber: number;
  /** Seats that tied for the match and must play a tie-breaker round; null otherwise. */
  readonly tiebreak: number[] | null;
  /** True while the current round is a tie-breaker among `participants`. */
  readonly tiebreakRound: boolean;
  /** Tokens when this round started: a tie-breaker is won by the player who gains the most. */
  readonly tokensAtStart: number[];
  readonly matchOver: boolean;
  readonly matchWinners: number[];
  /** Seats dealt into this round, in seat order. */
  readonly participants: number[];
  readonly first: number;
  /** The draw deck, bottom first: the top card is the last element. */
  readonly deck: number[];
  /** The face-down set-aside card, or -1. */
  readonly setAside: number;
  readonly faceUp: number[];
  /** Each seat's hand in the order the cards were received. */
  readonly hands: number[][];
  /** Each seat's discard pile, oldest first. */
  readonly piles: number[][];
  /** IN_ROUND, OUT_FROM_START, or k ≥ 1 for the k-th player knocked out this round. */
  readonly outOrder: number[];
  /** For a knocked-out seat, its pile length before the knock-out revealed its hand; -1 otherwise. */
  readonly koPile: number[];
  readonly knockouts: number;
  /** Players still in the round. */
  readonly alive: number;
  readonly protected: boolean[];
  /** The seat a Sycophant requires the next card to choose, or -1. */
  readonly required: number;
  /** Jester pairs, flattened: jesterSeat, watchedSeat, jesterSeat, watchedSeat, ... */
  readonly watched: number[];
  /** Whose turn it is; -1 once the round is over. */
  readonly current: number;
  readonly awaiting: number;
  readonly awaitingSeat: number;
  readonly roundOver: boolean;
  readonly roundEnd: RoundEnd | null;
  readonly roundWinners: number[];
  /** "discard": each seat's rank once the round is over (1 is best), else null. */
  readonly ranks: number[] | null;
}

/**
 * A whole match: its rules and one Int32Array of cells (layout.ts), so that copying a state is one
 * `slice` and playing allocates nothing. The state always waits for exactly one decision
 * (`awaiting` by `awaitingSeat`) or, between rounds, for none.
 *
 * Read it through `view`, the scenario output, the accessors of places.ts (the fast path) or the
 * getters below, which build the readable form of each part (fresh arrays: changing them changes
 * nothing). Change it only through the engine's functions.
 */
export class State {
  readonly rules: Rules;
  readonly cells: Int32Array;
  /** The match's generator: a view of the first four cells. */
  readonly rng: RngState;
  /** Where seat k's discard pile starts: pilesAt + k × pileRoom. */
  readonly pilesAt: number;
  readonly pileRoom: number;
  /** Where the Jester pairs start. */
  readonly watchedAt: number;

  constructor(rules: Rules, cells: Int32Array) {
    this.rules = rules;
    this.cells = cells;
    this.rng = cells.subarray(RNG, RNG + 4);
    const layout = layoutOf(rules.deckCards.length, rules.players, 0);
    this.pilesAt = layout.piles;
    this.pileRoom = layout.pileRoom;
    this.watchedAt = layout.watched;
  }

  get roundNumber(): number {
    return this.cells[ROUND_NUMBER]!;
  }
  get first(): number {
    return this.cells[FIRST]!;
  }
  get setAside(): number {
    return this.cells[SET_ASIDE]!;
  }
  get knockouts(): number {
    return this.cells[KNOCKOUTS]!;
  }
  get alive(): number {
    return this.cells[ALIVE]!;
  }
  get required(): number {
    return this.cells[REQUIRED]!;
  }
  get current(): number {
    return this.cells[CURRENT]!;
  }
  get awaiting(): number {
    return this.cells[AWAITING]!;
  }
  get awaitingSeat(): number {
    return this.cells[AWAITING_SEAT]!;
  }
  get roundOver(): boolean {
    return this.cells[ROUND_OVER] === 1;
  }
  get matchOver(): boolean {
    return this.cells[MATCH_OVER] === 1;
  }
  get tiebreakRound(): boolean {
    return this.cells[TIEBREAK_ROUND] === 1;
  }
  get roundEnd(): RoundEnd | null {
    const end = this.cells[ROUND_END]!;
    return end < 0 ? null : ROUND_ENDS[end]!;
  }

  /** One value per seat from the per-seat cells at `at`. */
  private perSeat(at: number): number[] {
    return Array.from(this.cells.subarray(at, at + this.rules.players));
  }
  get tokens(): number[] {
    return this.perSeat(TOKENS);
  }
  get wins(): number[] {
    return this.perSeat(WINS);
  }
  get tokensAtStart(): number[] {
    return this.perSeat(TOKENS_AT_START);
  }
  get outOrder(): number[] {
    return this.perSeat(OUT_ORDER);
  }
  get koPile(): number[] {
    return this.perSeat(KO_PILE);
  }
  get ranks(): number[] | null {
    return this.cells[RANKED] === 1 ? this.perSeat(RANK) : null;
  }
  get protected(): boolean[] {
    const mask = this.cells[PROTECTED]!;
    return Array.from({ length: this.rules.players }, (_, seat) => ((mask >> seat) & 1) === 1);
  }
  get participants(): number[] {
    return seatsOf(this.cells[PARTICIPANTS]!);
  }
  get tiebreak(): number[] | null {
    const mask = this.cells[TIEBREAK]!;
    return mask === 0 ? null : seatsOf(mask);
  }
  get matchWinners(): number[] {
    return seatsOf(this.cells[MATCH_WINNERS]!);
  }
  get roundWinners(): number[] {
    return seatsOf(this.cells[ROUND_WINNERS]!);
  }
  /** The draw deck, bottom first. */
  get deck(): number[] {
    return Array.from(this.cells.subarray(DECK, DECK + this.cells[DECK_SIZE]!));
  }
  get faceUp(): number[] {
    return Array.from(this.cells.subarray(FACE_UP, FACE_UP + this.cells[FACE_UP_SIZE]!));
  }
  get hands(): number[][] {
    return Array.from({ length: this.rules.players }, (_, seat) => {
      const at = HANDS + seat * HAND_SLOTS;
      return Array.from(this.cells.subarray(at, at + this.cells[HAND_SIZE + seat]!));
    });
  }
  get piles(): number[][] {
    return Array.from({ length: this.rules.players }, (_, seat) => {
      const at = this.pilesAt + seat * this.pileRoom;
      return Array.from(this.cells.subarray(at, at + this.cells[PILE_SIZE + seat]!));
    });
  }
  /** Jester pairs, flattened: jesterSeat, watchedSeat, ... */
  get watched(): number[] {
    return Array.from(this.cells.subarray(this.watchedAt, this.watchedAt + this.cells[WATCHED_SIZE]!));
  }

  /** The readable form: what `JSON.stringify` writes. */
  toJSON(): StateJSON {
    return {
      rules: this.rules,
      rng: Array.from(this.rng),
      tokens: this.tokens,
      wins: this.wins,
      roundNumber: this.roundNumber,
      tiebreak: this.tiebreak,
      tiebreakRound: this.tiebreakRound,
      tokensAtStart: this.tokensAtStart,
      matchOver: this.matchOver,
      matchWinners: this.matchWinners,
      participants: this.participants,
      first: this.first,
      deck: this.deck,
      setAside: this.setAside,
      faceUp: this.faceUp,
      hands: this.hands,
      piles: this.piles,
      outOrder: this.outOrder,
      koPile: this.koPile,
      knockouts: this.knockouts,
      alive: this.alive,
      protected: this.protected,
      required: this.required,
      watched: this.watched,
      current: this.current,
      awaiting: this.awaiting,
      awaitingSeat: this.awaitingSeat,
      roundOver: this.roundOver,
      roundEnd: this.roundEnd,
      roundWinners: this.roundWinners,
      ranks: this.ranks,
    };
  }
}

/** A copy that shares nothing that changes: one slice of the cells. */
export function cloneState(s: State): State {
  return new State(s.rules, s.cells.slice());
}

/** Makes `into` (a state of the same match) a copy of `from`, allocating nothing. */
export function copyState(into: State, from: State): void {
  into.cells.set(from.cells);
}

/**
 * A state of these rules with no round dealt yet: no scores, no card anywhere, the generator's
 * words copied in. There is room for a Jester pair per Jester in the deck, or for `pairs` when that
 * is more (a scenario position may list more).
 */
export function emptyState(rules: Rules, rng: RngState, pairs = 0): State {
  const { size } = layoutOf(rules.deckCards.length, rules.players, Math.max(rules.deck[JESTER]!, pairs));
  const cells = new Int32Array(size);
  cells.set(rng, RNG);
  cells[SET_ASIDE] = -1;
  cells[REQUIRED] = -1;
  cells[CURRENT] = -1;
  cells[AWAITING] = NO_DECISION;
  cells[AWAITING_SEAT] = -1;
  cells[ROUND_END] = -1;
  cells[ROUND_OVER] = 1;
  cells[ALIVE] = rules.players;
  cells[IN_ROUND_SEATS] = (1 << rules.players) - 1;
  for (let seat = 0; seat < rules.players; seat++) {
    cells[OUT_ORDER + seat] = IN_ROUND;
    cells[KO_PILE + seat] = -1;
  }
  return new State(rules, cells);
}
