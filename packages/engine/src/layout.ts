/**
 * Where each part of a match lives in a state's cells: one Int32Array per state, so that a copy is
 * a single `slice` and a playout allocates nothing. Fixed cells first (the generator, the scalars,
 * then one cell per seat for each per-seat value, room for the most seats any ruleset has), then
 * the regions whose size depends on the deck: the draw deck, each seat's discard pile, the Jester
 * pairs. Sets of seats are bit masks (bit k = seat k).
 *
 * Only state.ts, places.ts and the flow read these offsets; everyone else reads a state through
 * them or through the State class's readable getters.
 */
export const MAX_SEATS = 8;

/** The match's generator: four words (rng.ts). */
export const RNG = 0;
export const ROUND_NUMBER = 4;
export const FIRST = 5;
/** The face-down set-aside card, or -1. */
export const SET_ASIDE = 6;
export const KNOCKOUTS = 7;
/** Players still in the round. */
export const ALIVE = 8;
/** The seat a Sycophant requires the next card to choose, or -1. */
export const REQUIRED = 9;
/** Whose turn it is; -1 once the round is over. */
export const CURRENT = 10;
/** An index into DECISIONS, or NO_DECISION. */
export const AWAITING = 11;
export const AWAITING_SEAT = 12;
/** How the round ended: an index into ROUND_ENDS, or -1 while it goes on. */
export const ROUND_END = 13;
/** 1 once the round is over. */
export const ROUND_OVER = 14;
export const MATCH_OVER = 15;
/** 1 while the round is a tie-breaker among the participants. */
export const TIEBREAK_ROUND = 16;
/** The seats tied for the match, to play a tie-breaker round (a mask; 0: none). */
export const TIEBREAK = 17;
export const MATCH_WINNERS = 18;
export const ROUND_WINNERS = 19;
/** Seats dealt into this round. */
export const PARTICIPANTS = 20;
/** Participants not knocked out (kept with OUT_ORDER: the mask answers "who may be chosen" at once). */
export const IN_ROUND_SEATS = 21;
/** Seats protected by a Handmaid. */
export const PROTECTED = 22;
/** 1 when the "discard" ranks of the round just ended are set. */
export const RANKED = 23;
/** Cards in the draw deck. */
export const DECK_SIZE = 24;
export const FACE_UP_SIZE = 25;
/** The face-up cards of a two-player round (three at most). */
export const FACE_UP = 26;
/** Cells used in the Jester region: two per pair (jester seat, watched seat). */
export const WATCHED_SIZE = 29;
/**
 * The seats whose tokens reached the target (a mask), kept with TOKENS (flow/match.ts): a turn
 * asks whether someone reached it at every end of turn where tokens can come mid-round.
 */
export const REACHED = 30;

// One cell per seat.
export const TOKENS = 32;
/** "discard" win counters. */
export const WINS = 40;
export const TOKENS_AT_START = 48;
/** IN_ROUND, OUT_FROM_START, or k ≥ 1 for the k-th player knocked out this round. */
export const OUT_ORDER = 56;
/** For a knocked-out seat, its pile size before the knock-out revealed its hand; -1 otherwise. */
export const KO_PILE = 64;
/** "discard": each seat's rank once the round is over (RANKED). */
export const RANK = 72;
export const HAND_SIZE = 80;
export const PILE_SIZE = 88;

/** Each seat's hand: HAND_SLOTS cells from HANDS + seat × HAND_SLOTS, in the order received. */
export const HANDS = 96;
/** A hand holds at most three cards (one and a Chancellor's two). */
export const HAND_SLOTS = 4;

/** The draw deck, bottom first: the top card is the last (DECK + DECK_SIZE − 1). */
export const DECK = HANDS + MAX_SEATS * HAND_SLOTS;

/** Where the variable regions of a state's cells start, and their sizes. */
export interface Layout {
  /** Seat k's pile starts at piles + k × pileRoom, oldest card first. */
  readonly piles: number;
  /** A pile can hold the whole deck. */
  readonly pileRoom: number;
  /** Jester pairs, in the order they were made. */
  readonly watched: number;
  readonly size: number;
}

/** The layout of a match's states: the deck and each pile hold the whole deck, the Jester region `pairs` pairs. */
export function layoutOf(deckCards: number, players: number, pairs: number): Layout {
  const piles = DECK + deckCards;
  const watched = piles + players * deckCards;
  return { piles, pileRoom: deckCards, watched, size: watched + 2 * pairs };
}
