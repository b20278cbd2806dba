import { type CharacterName, nameOf } from "./cards.js";
import { KO_PILE, TOKENS_AT_START } from "./layout.js";
import { legalCodes } from "./moves/generate.js";
import { decodeMove } from "./moves/json.js";
import type { Move } from "./moves/move.js";
import { countessForces } from "./moves/targeting.js";
import { deckCount, handCard, handOf, handSize, isProtected, tokensOf, winsOf } from "./places.js";
import type { MatchOptions } from "./rules/compile.js";
import type { RulesetId } from "./rules/rulesets.js";
import { AWAIT_PLAY, DECISIONS, type Decision, IN_ROUND, type RoundEnd, type State } from "./state.js";

export interface PlayerView {
  readonly seat: number;
  /** Dealt into this round (false only for players sitting out a tie-breaker round). */
  readonly playing: boolean;
  readonly out: boolean;
  readonly protected: boolean;
  readonly handCount: number;
  /** The discard pile, oldest first (played cards, discarded cards and the hand revealed on a knock-out). */
  readonly discards: CharacterName[];
  /** How many of the last discards are the hand revealed when this player was knocked out. */
  readonly revealedOnKnockOut: number;
  readonly tokens: number;
  /** "discard" win counter. */
  readonly wins: number;
  /** "discard": rank in the round just ended. */
  readonly rank: number | null;
  /** null while in the round; 0 when not dealt in (or out from the start); k for the k-th player knocked out. */
  readonly knockOutOrder: number | null;
  /** Tokens when this round started (a tie-breaker round is won by the most tokens gained in it). */
  readonly tokensAtRoundStart: number;
}

/**
 * What one seat (or a spectator) may know of a match: its own hand, every public pile and count,
 * never another hand, the set-aside card or the deck order. Cards shown to the seat by an event
 * (a Priest's look, a Baron's comparison) reach it through those events, not through the view.
 */
export interface View {
  readonly ruleset: RulesetId;
  readonly players: number;
  /** The table's options as given (they compile to the match's rules with `compileRules`). */
  readonly options: MatchOptions;
  /** The seat this view is for; null for a spectator. */
  readonly seat: number | null;
  readonly tokensToWin: number;
  readonly perpetual: boolean;
  /** The match deck: each character in it, its value in this numbering and its count. */
  readonly deck: readonly { card: CharacterName; value: number; count: number }[];
  readonly round: number;
  readonly tiebreakRound: boolean;
  readonly hand: CharacterName[];
  readonly deckCount: number;
  readonly setAsideCount: number;
  readonly faceUp: CharacterName[];
  readonly seats: PlayerView[];
  readonly current: number | null;
  readonly awaiting: { seat: number; decision: Decision } | null;
  /** The seat a Sycophant requires the next card to choose. */
  readonly required: number | null;
  readonly watched: { seat: number; target: number }[];
  readonly roundOver: boolean;
  readonly roundEnd: RoundEnd | null;
  readonly roundWinners: number[];
  /** Hands revealed at a deck-exhausted showdown. */
  readonly revealed: { seat: number; card: CharacterName }[];
  readonly matchOver: boolean;
  readonly matchWinners: number[];
  readonly tiebreak: number[] | null;
  /** This seat's legal moves when the awaited decision is its own; otherwise empty. */
  readonly legalMoves: Move[];
  /** True when this seat must play the Countess because it also holds the King or a Prince (rules.md §2.8). */
  readonly mustPlayCountess: boolean;
}

export function view(s: State, seat: number | "spectator"): View {
  return seatView(publicView(s), s, seat);
}

/** The fields of a view that differ from seat to seat; every other field is the public view's. */
export const SEAT_VIEW_KEYS = [
  "seat",
  "hand",
  "legalMoves",
  "mustPlayCountess",
] as const satisfies readonly (keyof View)[];

/** A view's fields that differ from seat to seat (SEAT_VIEW_KEYS). */
export type SeatPart = Pick<View, (typeof SEAT_VIEW_KEYS)[number]>;

/** A spectator's seat part: no seat, no hand, no moves. Shared by every spectator's view, so frozen. */
const SPECTATOR_PART: SeatPart = Object.freeze({
  seat: null,
  hand: Object.freeze([]) as unknown as CharacterName[],
  legalMoves: Object.freeze([]) as unknown as Move[],
  mustPlayCountess: false,
});

/** One seat's own fields of its view of `s` (a spectator's: SPECTATOR_PART). */
export function seatPart(s: State, seat: number | "spectator"): SeatPart {
  if (seat === "spectator") return SPECTATOR_PART;
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.rules.players)
    throw new RangeError(`There is no seat ${seat} at this table.`);
  const awaited = s.awaitingSeat === seat;
  return {
    seat,
    hand: handOf(s, seat).map(nameOf),
    legalMoves: awaited ? legalCodes(s).map((code) => decodeMove(s, code)) : [],
    mustPlayCountess: awaited && s.awaiting === AWAIT_PLAY && countessForces(s, seat),
  };
}

/**
 * A seat's view from the public view of the same state (a spectator's, `publicView(s)`): the
 * public fields are shared, not copied, so a server showing one position to every seat builds (and
 * may encode) its public part once.
 */
export function seatView(shared: View, s: State, seat: number | "spectator"): View {
  return seat === "spectator" ? shared : { ...shared, ...seatPart(s, seat) };
}

/** The match deck as a view lists it; the same (frozen) list for every view of a match (its rules). */
const deckLists = new WeakMap<State["rules"], View["deck"]>();

function deckList(rules: State["rules"]): View["deck"] {
  let deck = deckLists.get(rules);
  if (!deck) {
    deck = Object.freeze(
      rules.deck.flatMap((count, card) =>
        count > 0 ? [Object.freeze({ card: nameOf(card), value: rules.values[card]!, count })] : [],
      ),
    );
    deckLists.set(rules, deck);
  }
  return deck;
}

/** What a spectator sees: every public pile and count, no hand. */
export function publicView(s: State): View {
  const rules = s.rules;
  const watched: { seat: number; target: number }[] = [];
  const pairs = s.watched;
  for (let i = 0; i < pairs.length; i += 2) watched.push({ seat: pairs[i]!, target: pairs[i + 1]! });
  const piles = s.piles;
  const outOrder = s.outOrder;
  const participants = s.participants;
  const ranks = s.ranks;
  const awaitingSeat = s.awaitingSeat;
  return {
    ruleset: rules.ruleset,
    players: rules.players,
    options: rules.given,
    seat: null,
    tokensToWin: rules.tokensToWin,
    perpetual: rules.perpetual,
    deck: deckList(rules),
    round: s.roundNumber,
    tiebreakRound: s.tiebreakRound,
    hand: SPECTATOR_PART.hand,
    deckCount: deckCount(s),
    setAsideCount: s.setAside >= 0 ? 1 : 0,
    faceUp: s.faceUp.map(nameOf),
    seats: piles.map((pile, t) => ({
      seat: t,
      playing: participants.includes(t),
      out: outOrder[t] !== IN_ROUND,
      protected: isProtected(s, t),
      handCount: handSize(s, t),
      discards: pile.map(nameOf),
      revealedOnKnockOut: s.cells[KO_PILE + t]! >= 0 ? pile.length - s.cells[KO_PILE + t]! : 0,
      tokens: tokensOf(s, t),
      wins: winsOf(s, t),
      rank: ranks ? ranks[t]! : null,
      knockOutOrder: outOrder[t] === IN_ROUND ? null : outOrder[t]!,
      tokensAtRoundStart: s.cells[TOKENS_AT_START + t]!,
    })),
    current: s.current >= 0 ? s.current : null,
    awaiting: awaitingSeat >= 0 ? { seat: awaitingSeat, decision: DECISIONS[s.awaiting]! } : null,
    required: s.required >= 0 ? s.required : null,
    watched,
    roundOver: s.roundOver,
    roundEnd: s.roundEnd,
    roundWinners: s.roundWinners,
    revealed:
      s.roundEnd === "showdown"
        ? participants
            .filter((t) => outOrder[t] === IN_ROUND)
            .map((t) => ({ seat: t, card: nameOf(handCard(s, t, 0)) }))
        : [],
    matchOver: s.matchOver,
    matchWinners: s.matchWinners,
    tiebreak: s.tiebreak,
    legalMoves: SPECTATOR_PART.legalMoves,
    mustPlayCountess: false,
  };
}
