// Properties checked after every move of seeded random matches, for every ruleset at every player
// count (helpers.ts TABLES):
//
// 1. Card conservation: every card of the match deck (state.rules.deck) is in exactly one place —
//    hands, deck, discard piles, set-aside, face-up — and hand sizes follow the turn structure.
// 2. No view leaks: view(state, s) (and the spectator's view) does not change when every card s
//    cannot see is shuffled among the places s cannot see (other hands, deck, set-aside card) and
//    the engine's generator is replaced; the view holds s's own hand only, never a set-aside field.
// 3. Events: private vocabulary ("received", "saw", "returned-cards") is visible
//    only to its own seat, never to "all"; every other event is public; public events about hidden
//    cards moving (draws, deals, redraws, Chancellor, trades, swaps) never name a card; a card a
//    public event shows as played/discarded/revealed on a knock-out is in that seat's discard pile;
//    an event type outside the vocabulary fails (a new private event must be added here knowingly).
// 4. The Sycophant's mark (rules.md §4.4, §2.15) lasts exactly until the end of the turn it binds:
//    a play that opens a decision (Chancellor, Bishop) keeps the mark it was bound by; a step that
//    ends the turn leaves only the mark a Sycophant set in it; the end of a round leaves none.

import {
  AWAIT_CHANCELLOR,
  AWAIT_PLAY,
  CHARACTERS,
  type EngineEvent,
  IN_ROUND,
  legalMoves,
  nameOf,
  type State,
  type View,
  view,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { countCards, keysOf, permuteHidden, playMatch, type Random, random, TABLES } from "./helpers.js";

/** The engine's event vocabulary (events.ts). */
const EVENT_TYPES = new Set([
  "round-started",
  "dealt",
  "drew",
  "received",
  "played",
  "no-effect",
  "guessed",
  "knocked-out",
  "discarded",
  "redrew",
  "saw",
  "compared",
  "traded",
  "swapped",
  "required",
  "watched",
  "protected",
  "chancellor-drew",
  "returned",
  "returned-cards",
  "redraw-decided",
  "assassin-revealed",
  "token",
  "win-counted",
  "round-ended",
  "tiebreak",
  "match-ended",
]);
/** Events that carry a card only their own seat may know. */
const PRIVATE_TYPES = new Set(["received", "saw", "returned-cards"]);
/** Public events about a hidden card moving: they say that it moved, never which card. */
const CARDLESS_TYPES = new Set(["dealt", "drew", "redrew", "chancellor-drew", "returned", "traded", "swapped"]);
const CARD_KEYS = new Set(["card", "cards", "kept", "bottom", "revealed", "hands"]);

/** A cheap assertion for the hot loops (vitest's expect costs ~20 µs a call); expect gives the diff on failure. */
function ok(cond: boolean, message: string): void {
  if (!cond) throw new Error(message);
}

function checkConservation(s: State): void {
  const counts = countCards(s);
  const deck = s.rules.deck;
  for (let c = 0; c < deck.length; c++)
    if (counts[c] !== deck[c]) {
      const named = (a: readonly number[]) =>
        Object.fromEntries(a.flatMap((n, card) => (n > 0 ? [[nameOf(card), n]] : [])));
      expect(named(counts), "cards in hands + deck + piles + set-aside + face-up").toEqual(named(deck));
    }
}

/** Hand sizes (rules.md §1.3, §4.3): 2 for the player to act, 1 for others in the round, 0 when out or sitting out. */
function checkHands(s: State): void {
  const sizes = s.hands.map((h) => h.length);
  const want = s.hands.map((_, t): number => {
    if (s.outOrder[t] !== IN_ROUND) return 0;
    if (!s.roundOver && t === s.current && s.awaiting === AWAIT_PLAY) return 2;
    return 1;
  });
  // Chancellor decision: the kept card plus one or two drawn.
  if (!s.roundOver && s.awaiting === AWAIT_CHANCELLOR && (sizes[s.current] === 2 || sizes[s.current] === 3))
    want[s.current] = sizes[s.current]!;
  if (sizes.some((n, t) => n !== want[t])) expect(sizes, "hand sizes").toEqual(want);
  for (let t = 0; t < s.hands.length; t++)
    if (!s.participants.includes(t)) ok(s.piles[t]!.length === 0, `seat ${t} sits out but has a discard pile`);
  ok(s.alive === s.outOrder.filter((o) => o === IN_ROUND).length, "alive count");
}

function checkEvents(events: readonly EngineEvent[], after: State): void {
  const seats = after.hands.length;
  const shown: number[][] = Array.from({ length: seats }, () => []);
  for (const e of events) {
    const text = JSON.stringify(e);
    ok(EVENT_TYPES.has(e.type), `unknown event type: ${text}`);
    const vis = e.visibleTo;
    if (vis !== "all")
      ok(
        Array.isArray(vis) &&
          vis.length > 0 &&
          new Set(vis).size === vis.length &&
          vis.every((t) => Number.isInteger(t) && t >= 0 && t < seats),
        `visibleTo must be "all" or a non-empty list of distinct seats: ${text}`,
      );
    if (PRIVATE_TYPES.has(e.type)) {
      const seat = (e as { seat: number }).seat;
      ok(vis !== "all", `a "${e.type}" event must never be public: ${text}`);
      ok(vis !== "all" && vis.length === 1 && vis[0] === seat, `a "${e.type}" event is for its own seat only: ${text}`);
    } else ok(vis === "all", `a "${e.type}" event carries no secret and should be public: ${text}`);
    if (CARDLESS_TYPES.has(e.type))
      for (const k of Object.keys(e)) ok(!CARD_KEYS.has(k), `a public "${e.type}" event names a card: ${text}`);
    if (e.type === "played" || e.type === "discarded") shown[e.seat]!.push(cardId(e.card));
    if (e.type === "knocked-out") for (const c of e.revealed) shown[e.seat]!.push(cardId(c));
    if (e.type === "round-ended" && e.reason !== "showdown")
      ok(e.hands.length === 0, `hands are revealed only at a showdown: ${text}`);
  }
  // A card shown publicly by this step went to that seat's discard pile (so it was not a hidden card).
  for (let t = 0; t < seats; t++) {
    const pile = after.piles[t]!.slice();
    for (const c of shown[t]!) {
      const i = pile.indexOf(c);
      ok(i >= 0, `seat ${t}: ${nameOf(c)} shown publicly but not in its discard pile`);
      pile.splice(i, 1);
    }
  }
}

function checkRequiredMark(before: State, after: State, events: readonly EngineEvent[]): void {
  let set = -1;
  for (const e of events) if (e.type === "required") set = e.target;
  const want = after.roundOver ? -1 : after.awaiting === AWAIT_PLAY ? set : before.required;
  ok(after.required === want, `required is ${after.required} after this step, expected ${want}`);
}

const cardId = (name: string) => (CHARACTERS as readonly string[]).indexOf(name);

const FORBIDDEN_VIEW_KEYS = ["setAside", "hands", "rng", "order", "outOrder", "koPile", "piles"];

function checkViewShape(s: State, seat: number | null, v: View): void {
  ok(v.seat === seat, "view.seat");
  const hand = seat === null ? [] : s.hands[seat]!.map(nameOf);
  if (JSON.stringify(v.hand) !== JSON.stringify(hand)) expect(v.hand, "view.hand is the seat's own hand").toEqual(hand);
  const keys = keysOf(v);
  for (const k of FORBIDDEN_VIEW_KEYS) ok(!keys.has(k), `the view has a "${k}" field`);
  // "deck" is the match composition, never the draw pile.
  ok(
    v.deck.length === s.rules.deck.filter((n) => n > 0).length &&
      v.deck.every((d) => s.rules.deck[cardId(d.card)] === d.count),
    "view.deck is the match deck's composition",
  );
  ok(v.deckCount === s.deck.length, "deckCount");
  ok(v.setAsideCount === (s.setAside >= 0 ? 1 : 0), "setAsideCount");
  ok(
    v.seats.every((p, t) => p.handCount === s.hands[t]!.length),
    "handCount",
  );
  if (s.roundEnd !== "showdown") ok(v.revealed.length === 0, "hands are revealed only at a showdown");
  // Legal moves are the seat's own when the decision is its own, and nobody else's.
  const legal = seat !== null && s.awaitingSeat === seat ? legalMoves(s) : [];
  if (JSON.stringify(v.legalMoves) !== JSON.stringify(legal)) expect(v.legalMoves).toEqual(legal);
}

/** The view-leak property for one seat (null: spectator). */
function checkView(s: State, seat: number | null, rnd: Random): void {
  const key = seat === null ? "spectator" : seat;
  const original = view(s, key);
  checkViewShape(s, seat, original);
  const a = JSON.stringify(original);
  const b = JSON.stringify(view(permuteHidden(s, seat, rnd), key));
  if (a !== b)
    expect(JSON.parse(b), `view of ${key} changed when only cards it cannot see were moved`).toEqual(JSON.parse(a));
}

/**
 * One seat per step — the awaited seat (its legal moves are in its view) or a random one, half the
 * time each — and the spectator every other step: every seat is covered many times over a table.
 */
function checkViews(s: State, rnd: Random): void {
  const seat = s.awaitingSeat >= 0 && rnd() < 0.5 ? s.awaitingSeat : Math.floor(rnd() * s.hands.length);
  checkView(s, seat, rnd);
  if (rnd() < 0.5) checkView(s, null, rnd);
}

/** Matches per table; every table is played through `ROUNDS` rounds (restarting as matches end). */
const MATCHES = 2;
const ROUNDS = 10;

describe.each(TABLES.map((t, i) => [t.label, t, i] as const))("%s", (_label, table, index) => {
  it("conserves cards, keeps hand sizes, leaks nothing through views or events, keeps the Sycophant's mark for its turn", () => {
    let steps = 0;
    let views = 0;
    for (let m = 0; m < MATCHES; m++) {
      const seed = 1000 * index + m;
      const rnd = random(seed + 77);
      const check = (s: State, events: readonly EngineEvent[]) => {
        checkConservation(s);
        checkHands(s);
        checkEvents(events, s);
        checkViews(s, rnd);
        views++;
      };
      playMatch(table, seed, ROUNDS, {
        onStart: (s, events) => check(s, events),
        onStep: ({ before, after, events }) => {
          steps++;
          check(after, events);
          checkRequiredMark(before, after, events);
        },
        onRound: ({ after, events }) => check(after, events),
      });
    }
    expect(steps).toBeGreaterThan(0);
    expect(views).toBeGreaterThan(0);
  });
});
