import { CHARACTER_COUNT } from "./cards.js";
import { recountReached } from "./flow/match.js";
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
  HAND_SLOTS,
  IN_ROUND_SEATS,
  KNOCKOUTS,
  KO_PILE,
  MATCH_OVER,
  MATCH_WINNERS,
  OUT_ORDER,
  PARTICIPANTS,
  PROTECTED,
  RANK,
  RANKED,
  REQUIRED,
  ROUND_END,
  ROUND_NUMBER,
  ROUND_OVER,
  ROUND_WINNERS,
  SET_ASIDE,
  TIEBREAK,
  TIEBREAK_ROUND,
  TOKENS,
  TOKENS_AT_START,
  WINS,
} from "./layout.js";
import { addToHand, addToPile, addWatched } from "./places.js";
import { compileRules } from "./rules/compile.js";
import { DECISIONS, emptyState, IN_ROUND, maskOf, ROUND_ENDS, type State, type StateJSON } from "./state.js";

function invalid(message: string): never {
  throw new TypeError(`Not an engine state: ${message}`);
}

function integer(value: unknown, where: string, lo: number, hi: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < lo || value > hi)
    invalid(`${where} must be a whole number from ${lo} to ${hi}.`);
  return value;
}

function list(value: unknown, where: string, length?: number): unknown[] {
  if (!Array.isArray(value) || (length !== undefined && value.length !== length))
    invalid(`${where} must be a list${length === undefined ? "" : ` of ${length}`}.`);
  return value;
}

function bool(value: unknown, where: string): boolean {
  if (typeof value !== "boolean") invalid(`${where} must be true or false.`);
  return value;
}

const cardList = (value: unknown, where: string, max: number) => {
  const cards = list(value, where).map((c, i) => integer(c, `${where}[${i}]`, 0, CHARACTER_COUNT - 1));
  if (cards.length > max) invalid(`${where} holds more than ${max} cards.`);
  return cards;
};

/**
 * A state from its readable form (`JSON.parse(JSON.stringify(state))`, or `state.toJSON()`): the
 * rules are compiled again from the ruleset, player count and options they were given, and every
 * part is checked to fit them. Throws a TypeError naming the first part that does not.
 */
export function stateFromJSON(json: unknown): State {
  if (json === null || typeof json !== "object") invalid("expected an object.");
  const j = json as Record<keyof StateJSON, unknown>;
  const r = j.rules as { ruleset?: unknown; players?: unknown; given?: unknown } | null;
  if (r === null || typeof r !== "object") invalid("rules must be an object.");
  const rules = compileRules(r.ruleset, r.players, r.given ?? {});
  const n = rules.players;
  const deckCards = rules.deckCards.length;
  const seat = (v: unknown, where: string) => integer(v, where, 0, n - 1);
  const seatOrNone = (v: unknown, where: string) => integer(v, where, -1, n - 1);
  const seats = (v: unknown, where: string) => maskOf(list(v, where).map((x, i) => seat(x, `${where}[${i}]`)));
  const perSeat = (v: unknown, where: string, lo: number, hi: number) =>
    list(v, where, n).map((x, i) => integer(x, `${where}[${i}]`, lo, hi));
  const big = 2 ** 31 - 1;

  const watched = list(j.watched, "watched").map((x, i) => seat(x, `watched[${i}]`));
  if (watched.length % 2 !== 0) invalid("watched must list pairs of seats.");
  const s = emptyState(
    rules,
    Int32Array.from(list(j.rng, "rng", 4).map((x, i) => integer(x, `rng[${i}]`, -big - 1, big))),
    watched.length / 2,
  );
  const c = s.cells;
  c.set(perSeat(j.tokens, "tokens", 0, big), TOKENS);
  recountReached(s);
  c.set(perSeat(j.wins, "wins", 0, big), WINS);
  c.set(perSeat(j.tokensAtStart, "tokensAtStart", 0, big), TOKENS_AT_START);
  c[ROUND_NUMBER] = integer(j.roundNumber, "roundNumber", 0, big);
  c[TIEBREAK] = j.tiebreak === null ? 0 : seats(j.tiebreak, "tiebreak");
  c[TIEBREAK_ROUND] = bool(j.tiebreakRound, "tiebreakRound") ? 1 : 0;
  c[MATCH_OVER] = bool(j.matchOver, "matchOver") ? 1 : 0;
  c[MATCH_WINNERS] = seats(j.matchWinners, "matchWinners");
  c[PARTICIPANTS] = seats(j.participants, "participants");
  c[FIRST] = seat(j.first, "first");
  const deck = cardList(j.deck, "deck", deckCards);
  c.set(deck, DECK);
  c[DECK_SIZE] = deck.length;
  c[SET_ASIDE] = integer(j.setAside, "setAside", -1, CHARACTER_COUNT - 1);
  const faceUp = cardList(j.faceUp, "faceUp", 3);
  c.set(faceUp, FACE_UP);
  c[FACE_UP_SIZE] = faceUp.length;
  const hands = list(j.hands, "hands", n).map((h, t) => cardList(h, `hands[${t}]`, HAND_SLOTS - 1));
  const piles = list(j.piles, "piles", n).map((p, t) => cardList(p, `piles[${t}]`, deckCards));
  hands.forEach((hand, t) => {
    for (const card of hand) addToHand(s, t, card);
  });
  piles.forEach((pile, t) => {
    for (const card of pile) addToPile(s, t, card);
  });
  const outOrder = perSeat(j.outOrder, "outOrder", IN_ROUND, n);
  c.set(outOrder, OUT_ORDER);
  c[IN_ROUND_SEATS] = maskOf(outOrder.flatMap((o, t) => (o === IN_ROUND ? [t] : [])));
  c.set(perSeat(j.koPile, "koPile", -1, deckCards), KO_PILE);
  c[KNOCKOUTS] = integer(j.knockouts, "knockouts", 0, n);
  c[ALIVE] = integer(j.alive, "alive", 0, n);
  c[PROTECTED] = maskOf(list(j.protected, "protected", n).flatMap((p, t) => (bool(p, `protected[${t}]`) ? [t] : [])));
  c[REQUIRED] = seatOrNone(j.required, "required");
  for (let i = 0; i < watched.length; i += 2) addWatched(s, watched[i]!, watched[i + 1]!);
  c[CURRENT] = seatOrNone(j.current, "current");
  c[AWAITING] = integer(j.awaiting, "awaiting", -1, DECISIONS.length - 1);
  c[AWAITING_SEAT] = seatOrNone(j.awaitingSeat, "awaitingSeat");
  c[ROUND_OVER] = bool(j.roundOver, "roundOver") ? 1 : 0;
  if (j.roundEnd !== null && !(ROUND_ENDS as readonly unknown[]).includes(j.roundEnd))
    invalid(`roundEnd must be null or one of ${ROUND_ENDS.join(", ")}.`);
  c[ROUND_END] = j.roundEnd === null ? -1 : ROUND_ENDS.indexOf(j.roundEnd as (typeof ROUND_ENDS)[number]);
  c[ROUND_WINNERS] = seats(j.roundWinners, "roundWinners");
  if (j.ranks !== null) {
    c[RANKED] = 1;
    c.set(perSeat(j.ranks, "ranks", 0, n), RANK);
  }
  return s;
}
