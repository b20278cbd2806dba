import { cardOf } from "./cards.js";
import type { RngState } from "./rng.js";
import type { Rules } from "./rules/compile.js";
import { cloneState, DECISIONS, type Decision, emptyState, IN_ROUND, type State } from "./state.js";
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
  const s = emptyState(rules, rng);
  const seats = view.seats;
  s.roundNumber = view.round;
  s.tiebreak = view.tiebreak && view.tiebreak.slice();
  s.tiebreakRound = view.tiebreakRound;
  s.matchOver = view.matchOver;
  s.matchWinners = view.matchWinners.slice();
  s.participants = seats.filter((p) => p.playing).map((p) => p.seat);
  s.first = view.current ?? 0;
  s.faceUp = view.faceUp.map(id);
  s.setAside = -1;
  for (const p of seats) {
    const t = p.seat;
    s.tokens[t] = p.tokens;
    s.wins[t] = p.wins;
    s.tokensAtStart[t] = p.tokensAtRoundStart;
    s.piles[t] = p.discards.map(id);
    s.outOrder[t] = p.knockOutOrder === null ? IN_ROUND : p.knockOutOrder;
    s.koPile[t] = p.knockOutOrder === null ? -1 : p.discards.length - p.revealedOnKnockOut;
    s.protected[t] = p.protected;
    s.knockouts = Math.max(s.knockouts, p.knockOutOrder ?? 0);
  }
  s.hands[view.seat] = view.hand.map(id);
  s.alive = seats.filter((p) => p.playing && !p.out).length;
  s.required = view.required ?? -1;
  s.watched = view.watched.flatMap((w) => [w.seat, w.target]);
  s.current = view.current ?? -1;
  s.awaiting = view.awaiting ? DECISIONS.indexOf(view.awaiting.decision as Decision) : -1;
  s.awaitingSeat = view.awaiting ? view.awaiting.seat : -1;
  s.roundOver = view.roundOver;
  s.roundEnd = view.roundEnd;
  s.roundWinners = view.roundWinners.slice();
  s.ranks = seats.some((p) => p.rank !== null) ? seats.map((p) => p.rank ?? 0) : null;
  return s;
}

/**
 * A copy of `skeleton` (from {@link stateFromView}) with the hidden cards in place. The caller
 * guarantees the assignment fits the view: each hand the size the view shows, the deck its count.
 */
export function withHiddenCards(skeleton: State, viewer: number, hidden: HiddenCards): State {
  const s = cloneState(skeleton);
  for (let t = 0; t < s.hands.length; t++) {
    if (t === viewer || s.outOrder[t] !== IN_ROUND) continue;
    const hand = s.hands[t]!;
    for (const card of hidden.hands[t]!) hand.push(card);
  }
  for (let i = hidden.deck.length - 1; i >= 0; i--) s.deck.push(hidden.deck[i]!);
  s.setAside = hidden.setAside;
  return s;
}
