import {
  DECK,
  DECK_SIZE,
  FACE_UP,
  FACE_UP_SIZE,
  HAND_SIZE,
  HAND_SLOTS,
  HANDS,
  IN_ROUND_SEATS,
  PILE_SIZE,
  PROTECTED,
  TOKENS,
  WATCHED_SIZE,
  WINS,
} from "./layout.js";
import type { State } from "./state.js";

/**
 * The places a card can be — hands, discard piles, the draw deck, the face-up cards — and the
 * per-seat facts the hot loops read, over a state's cells. The readers are the engine's fast API
 * (bots read a state through them in their playouts); the writers are the engine's own.
 */

export function handSize(s: State, seat: number): number {
  return s.cells[HAND_SIZE + seat]!;
}

/** The i-th card of a seat's hand, in the order received. */
export function handCard(s: State, seat: number, i: number): number {
  return s.cells[HANDS + seat * HAND_SLOTS + i]!;
}

/** A seat's hand as a new list (for the readable API; the hot loops read handCard). */
export function handOf(s: State, seat: number): number[] {
  const at = HANDS + seat * HAND_SLOTS;
  return Array.from(s.cells.subarray(at, at + s.cells[HAND_SIZE + seat]!));
}

export function pileSize(s: State, seat: number): number {
  return s.cells[PILE_SIZE + seat]!;
}

/** The i-th card of a seat's discard pile, oldest first. */
export function pileCard(s: State, seat: number, i: number): number {
  return s.cells[s.pilesAt + seat * s.pileRoom + i]!;
}

/** Cards left in the draw deck. */
export function deckCount(s: State): number {
  return s.cells[DECK_SIZE]!;
}

/** The i-th card of the draw deck from the bottom (the top card is deckCount − 1). */
export function deckCard(s: State, i: number): number {
  return s.cells[DECK + i]!;
}

export function faceUpCount(s: State): number {
  return s.cells[FACE_UP_SIZE]!;
}

export function faceUpCard(s: State, i: number): number {
  return s.cells[FACE_UP + i]!;
}

/** Is the seat still in the round (dealt in and not knocked out)? */
export function inRound(s: State, seat: number): boolean {
  return ((s.cells[IN_ROUND_SEATS]! >> seat) & 1) === 1;
}

export function isProtected(s: State, seat: number): boolean {
  return ((s.cells[PROTECTED]! >> seat) & 1) === 1;
}

export function tokensOf(s: State, seat: number): number {
  return s.cells[TOKENS + seat]!;
}

/** A seat's "discard" win counter. */
export function winsOf(s: State, seat: number): number {
  return s.cells[WINS + seat]!;
}

// ---- writers (the engine's own)

export function addToHand(s: State, seat: number, card: number): void {
  const c = s.cells;
  const size = c[HAND_SIZE + seat]!;
  c[HANDS + seat * HAND_SLOTS + size] = card;
  c[HAND_SIZE + seat] = size + 1;
}

/** Takes the first copy of `card` out of a seat's hand, keeping the order of the rest. */
export function takeFromHand(s: State, seat: number, card: number): void {
  const c = s.cells;
  const at = HANDS + seat * HAND_SLOTS;
  const size = c[HAND_SIZE + seat]! - 1;
  let i = 0;
  while (c[at + i] !== card) i++;
  for (; i < size; i++) c[at + i] = c[at + i + 1]!;
  c[HAND_SIZE + seat] = size;
}

/** Takes the last card of a seat's hand. */
export function takeLastFromHand(s: State, seat: number): number {
  const c = s.cells;
  const size = c[HAND_SIZE + seat]! - 1;
  c[HAND_SIZE + seat] = size;
  return c[HANDS + seat * HAND_SLOTS + size]!;
}

/** Two seats exchange their whole hands. */
export function exchangeHands(s: State, a: number, b: number): void {
  const c = s.cells;
  const at = HANDS + a * HAND_SLOTS;
  const bt = HANDS + b * HAND_SLOTS;
  for (let i = 0; i < HAND_SLOTS; i++) {
    const card = c[at + i]!;
    c[at + i] = c[bt + i]!;
    c[bt + i] = card;
  }
  const size = c[HAND_SIZE + a]!;
  c[HAND_SIZE + a] = c[HAND_SIZE + b]!;
  c[HAND_SIZE + b] = size;
}

export function addToPile(s: State, seat: number, card: number): void {
  const c = s.cells;
  const size = c[PILE_SIZE + seat]!;
  c[s.pilesAt + seat * s.pileRoom + size] = card;
  c[PILE_SIZE + seat] = size + 1;
}

/** Takes the top card of the draw deck. */
export function drawTop(s: State): number {
  const c = s.cells;
  const size = c[DECK_SIZE]! - 1;
  c[DECK_SIZE] = size;
  return c[DECK + size]!;
}

/** A Chancellor's returned cards go under the deck: `upper` above `lowest` (-1 when only one), at the very bottom. */
export function putUnderDeck(s: State, lowest: number, upper: number): void {
  const c = s.cells;
  const size = c[DECK_SIZE]!;
  const k = lowest >= 0 ? 2 : 1;
  c.copyWithin(DECK + k, DECK, DECK + size);
  if (lowest >= 0) {
    c[DECK] = lowest;
    c[DECK + 1] = upper;
  } else c[DECK] = upper;
  c[DECK_SIZE] = size + k;
}

/** Adds a Jester pair: `jester` watches `target`. */
export function addWatched(s: State, jester: number, target: number): void {
  const c = s.cells;
  const size = c[WATCHED_SIZE]!;
  c[s.watchedAt + size] = jester;
  c[s.watchedAt + size + 1] = target;
  c[WATCHED_SIZE] = size + 2;
}
