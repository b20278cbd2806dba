import { cardOf } from "./cards.js";
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
import { addToHand, addToPile, addWatched, inRound } from "./places.js";
import type { RngState } from "./rng.js";
import type { Rules } from "./rules/compile.js";
import {
  cloneState,
  copyState,
  DECISIONS,
  type Decision,
  emptyState,
  IN_ROUND,
  maskOf,
  ROUND_ENDS,
  type State,
} from "./state.js";
import type { View } from "./view.js";

/**
 * The cards one seat cannot see, assigned to their places: a possible world. Cards are ids (see
 * cards.ts). A seat searching its decision samples many of these from its beliefs.
 */
export interface HiddenCards {
  /** Each seat's hand; the viewer's own entry and players without cards are ignored. */
  readonly hands: readonly (readonly number[])[];
  /** The deck, top card first; as many cards as the view's deckCount. */
  readonly deck: readonly number[];
  /** The face-down set-aside card, or -1 when the view shows none. */
  readonly setAside: number;
}

const id = (name: string) => cardOf(name)!;

/**
 * Everything a seat's view says, as a state whose hidden places are still empty (other hands, the
 * deck, the set-aside card). Fill it with {@link withHiddenCards}. `rules` must be the match's rules:
 * `compileRules(view.ruleset, view.players, view.options)`.
 */
export function stateFromView(rules: Rules, view: View, rng: RngState): State {
  if (view.seat === null) throw new Error("A spectator's view has no seat to search for.");
  const s = emptyState(rules, rng, view.watched.length);
  const c = s.cells;
  c[ROUND_NUMBER] = view.round;
  c[TIEBREAK] = view.tiebreak ? maskOf(view.tiebreak) : 0;
  c[TIEBREAK_ROUND] = view.tiebreakRound ? 1 : 0;
  c[MATCH_OVER] = view.matchOver ? 1 : 0;
  c[MATCH_WINNERS] = maskOf(view.matchWinners);
  c[PARTICIPANTS] = maskOf(view.seats.filter((p) => p.playing).map((p) => p.seat));
  c[FIRST] = view.current ?? 0;
  c.set(view.faceUp.map(id), FACE_UP);
  c[FACE_UP_SIZE] = view.faceUp.length;
  let inRound = 0;
  let protectedSeats = 0;
  let knockouts = 0;
  for (const p of view.seats) {
    const t = p.seat;
    c[TOKENS + t] = p.tokens;
    c[WINS + t] = p.wins;
    c[TOKENS_AT_START + t] = p.tokensAtRoundStart;
    for (const name of p.discards) addToPile(s, t, id(name));
    c[OUT_ORDER + t] = p.knockOutOrder === null ? IN_ROUND : p.knockOutOrder;
    c[KO_PILE + t] = p.knockOutOrder === null ? -1 : p.discards.length - p.revealedOnKnockOut;
    if (p.knockOutOrder === null) inRound |= 1 << t;
    if (p.protected) protectedSeats |= 1 << t;
    knockouts = Math.max(knockouts, p.knockOutOrder ?? 0);
  }
  recountReached(s);
  c[IN_ROUND_SEATS] = inRound;
  c[PROTECTED] = protectedSeats;
  c[KNOCKOUTS] = knockouts;
  for (const name of view.hand) addToHand(s, view.seat, id(name));
  c[ALIVE] = view.seats.filter((p) => p.playing && !p.out).length;
  c[REQUIRED] = view.required ?? -1;
  for (const w of view.watched) addWatched(s, w.seat, w.target);
  c[CURRENT] = view.current ?? -1;
  c[AWAITING] = view.awaiting ? DECISIONS.indexOf(view.awaiting.decision as Decision) : -1;
  c[AWAITING_SEAT] = view.awaiting ? view.awaiting.seat : -1;
  c[ROUND_OVER] = view.roundOver ? 1 : 0;
  c[ROUND_END] = view.roundEnd === null ? -1 : ROUND_ENDS.indexOf(view.roundEnd);
  c[ROUND_WINNERS] = maskOf(view.roundWinners);
  if (view.seats.some((p) => p.rank !== null)) {
    c[RANKED] = 1;
    for (const p of view.seats) c[RANK + p.seat] = p.rank ?? 0;
  }
  return s;
}

/**
 * A copy of `skeleton` (from {@link stateFromView}) with the hidden cards in place. The caller
 * guarantees the assignment fits the view: each hand the size the view shows, the deck its count.
 * With `into` (a state of the same match, say the previous world), the copy is made there: one
 * `set` of its cells, no allocation.
 */
export function withHiddenCards(skeleton: State, viewer: number, hidden: HiddenCards, into?: State): State {
  let s: State;
  if (into) {
    copyState(into, skeleton);
    s = into;
  } else s = cloneState(skeleton);
  for (let t = 0; t < s.rules.players; t++) {
    if (t === viewer || !inRound(s, t)) continue;
    for (const card of hidden.hands[t]!) addToHand(s, t, card);
  }
  const c = s.cells;
  const deck = hidden.deck;
  for (let i = 0; i < deck.length; i++) c[DECK + i] = deck[deck.length - 1 - i]!;
  c[DECK_SIZE] = deck.length;
  c[SET_ASIDE] = hidden.setAside;
  return s;
}
