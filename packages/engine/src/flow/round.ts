import { nameOf, SPY } from "../cards.js";
import type { EventLog } from "../events.js";
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
  MATCH_OVER,
  OUT_ORDER,
  PARTICIPANTS,
  PILE_SIZE,
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
  WATCHED_SIZE,
} from "../layout.js";
import { drawTop } from "../places.js";
import { randomInt, shuffleInto } from "../rng.js";
import { nthSeat, seatCount } from "../seat-masks.js";
import { IN_ROUND, NO_DECISION, OUT_FROM_START, ROUND_ENDS, type RoundEnd, type State, seatsOf } from "../state.js";
import { award } from "./award.js";
import { beginTurn } from "./begin-turn.js";
import { conclude, decideMatch, decideTiebreakRound } from "./match.js";
import { discardSum, setDiscardRanks, showdownScore, showdownWinners } from "./showdown.js";

/**
 * Deals a round (rules.md §1.2, §6.2): from the given order (top first) or a fresh shuffle of the
 * match deck, set one card aside face down, three face up when exactly two players take part, deal
 * one card to each participant (a mask of seats) in turn order from `first`, and start `first`'s turn.
 */
export function dealRound(
  s: State,
  participants: number,
  first: number,
  order: readonly number[] | null,
  log: EventLog,
): void {
  const rules = s.rules;
  const c = s.cells;
  const seats = rules.players;
  c[ROUND_NUMBER]!++;
  c[PARTICIPANTS] = participants;
  c[FIRST] = first;
  for (let seat = 0; seat < seats; seat++) {
    c[TOKENS_AT_START + seat] = c[TOKENS + seat]!;
    c[HAND_SIZE + seat] = 0;
    c[PILE_SIZE + seat] = 0;
    c[OUT_ORDER + seat] = (participants >> seat) & 1 ? IN_ROUND : OUT_FROM_START;
    c[KO_PILE + seat] = -1;
  }
  c[PROTECTED] = 0;
  c[IN_ROUND_SEATS] = participants;
  c[KNOCKOUTS] = 0;
  const players = seatCount(participants);
  c[ALIVE] = players;
  c[REQUIRED] = -1;
  c[WATCHED_SIZE] = 0;
  c[ROUND_OVER] = 0;
  c[ROUND_END] = -1;
  c[ROUND_WINNERS] = 0;
  c[RANKED] = 0;

  if (order) {
    for (let i = 0; i < order.length; i++) c[DECK + i] = order[order.length - 1 - i]!;
    c[DECK_SIZE] = order.length;
  } else {
    // The same shuffle, the same draws as ever: the deck a seed deals never changes.
    shuffleInto(s.rng, rules.deckCards, c, DECK);
    c[DECK_SIZE] = rules.deckCards.length;
  }
  c[SET_ASIDE] = rules.setAside > 0 ? drawTop(s) : -1;
  const faceUp = players === 2 ? rules.faceUpAtTwo : 0;
  for (let i = 0; i < faceUp; i++) c[FACE_UP + i] = drawTop(s);
  c[FACE_UP_SIZE] = faceUp;
  if (log)
    log.push({
      type: "round-started",
      round: c[ROUND_NUMBER]!,
      first,
      seats: seatsOf(participants),
      faceUp: Array.from(c.subarray(FACE_UP, FACE_UP + faceUp), nameOf),
      tiebreak: c[TIEBREAK_ROUND] === 1,
      visibleTo: "all",
    });
  // One card each, in seat order from `first` round the table.
  for (let i = 0, seat = first; i < players; seat = seat + 1 === seats ? 0 : seat + 1) {
    if (!((participants >> seat) & 1)) continue;
    const card = drawTop(s);
    c[HANDS + seat * HAND_SLOTS] = card;
    c[HAND_SIZE + seat] = 1;
    i++;
    if (log) {
      log.push({ type: "dealt", seat, visibleTo: "all" });
      log.push({ type: "received", seat, card: nameOf(card), from: "deal", visibleTo: [seat] });
    }
  }
  beginTurn(s, first, log);
}

/**
 * Starts the round after the one that just ended: a tie-breaker among the tied players when the
 * match is tied, otherwise everyone. The first player is a previous round winner taking part,
 * chosen at random among several (rules.md §6.2), or a random participant when there is none.
 */
export function startNextRound(s: State, log: EventLog): void {
  const c = s.cells;
  if (c[ROUND_OVER] !== 1) throw new Error("The round is not over yet.");
  if (c[MATCH_OVER] === 1) throw new Error("The match is over.");
  let participants: number;
  if (c[TIEBREAK] !== 0) {
    participants = c[TIEBREAK]!;
    c[TIEBREAK] = 0;
    c[TIEBREAK_ROUND] = 1;
  } else {
    participants = (1 << s.rules.players) - 1;
    c[TIEBREAK_ROUND] = 0;
  }
  const winners = c[ROUND_WINNERS]! & participants;
  const pool = winners !== 0 ? winners : participants;
  const count = seatCount(pool);
  const first = nthSeat(pool, count === 1 ? 0 : randomInt(s.rng, count));
  dealRound(s, participants, first, null, log);
}

/**
 * A token in the middle of the round made these players (a mask) reach the target: the round stops
 * there, pending decisions are skipped, and the match is decided (rules.md §6.2).
 */
export function stopRoundForMatch(s: State, reached: number, log: EventLog): void {
  closeRound(s, "match-decided");
  if (log)
    log.push({ type: "round-ended", reason: "match-decided", winners: [], hands: [], ranks: null, visibleTo: "all" });
  conclude(s, reached, log);
}

function closeRound(s: State, end: RoundEnd): void {
  const c = s.cells;
  c[ROUND_OVER] = 1;
  c[ROUND_END] = ROUND_ENDS.indexOf(end);
  c[CURRENT] = -1;
  c[AWAITING] = NO_DECISION;
  c[AWAITING_SEAT] = -1;
  c[REQUIRED] = -1;
}

/**
 * Ends the round with one player left or at a showdown: winners (ranks in "discard"), round
 * tokens, the Spy and Jester tokens, then whether the match is decided.
 */
export function endRound(s: State, end: "last-standing" | "showdown", log: EventLog): void {
  const c = s.cells;
  closeRound(s, end);
  let winners: number;
  if (s.rules.perpetual) {
    setDiscardRanks(s);
    winners = 0;
    for (let seat = 0; seat < s.rules.players; seat++)
      if ((c[PARTICIPANTS]! >> seat) & 1 && c[RANK + seat] === 1) winners |= 1 << seat;
  } else if (end === "last-standing") {
    winners = c[IN_ROUND_SEATS]!;
    if (winners === 0) throw new Error("No player is left in the round.");
  } else winners = showdownWinners(s);
  c[ROUND_WINNERS] = winners;
  if (log) {
    const alive = seatsOf(c[IN_ROUND_SEATS]!);
    log.push({
      type: "round-ended",
      reason: end,
      winners: seatsOf(winners),
      hands:
        end === "showdown"
          ? alive.map((seat) => ({
              seat,
              card: nameOf(c[HANDS + seat * HAND_SLOTS]!),
              score: showdownScore(s, seat),
              discardSum: discardSum(s, seat),
            }))
          : [],
      ranks: s.ranks,
      visibleTo: "all",
    });
  }
  for (let rest = winners; rest !== 0; rest &= rest - 1)
    award(s, 31 - Math.clz32(rest & -rest), s.rules.perpetual ? "rank" : "round", log);
  spyToken(s, log);
  jesterTokens(s, winners, log);
  if (c[TIEBREAK_ROUND] === 1) decideTiebreakRound(s, log);
  else decideMatch(s, log);
}

/**
 * 2019 Spy (§2.10): the only player still in the round who played or discarded a Spy gains a
 * token. With `spy_eliminated_players_block`, a Spy played or discarded by a player later knocked
 * out also counts against it (the hand revealed by the knock-out never does).
 */
function spyToken(s: State, log: EventLog): void {
  if (s.rules.deck[SPY] === 0) return;
  const c = s.cells;
  const block = s.rules.options.spy_eliminated_players_block;
  let holder = -1;
  let count = 0;
  for (let rest = c[PARTICIPANTS]!; rest !== 0; rest &= rest - 1) {
    const seat = 31 - Math.clz32(rest & -rest);
    const stillIn = c[OUT_ORDER + seat] === IN_ROUND;
    if (!stillIn && !block) continue;
    const pile = s.pilesAt + seat * s.pileRoom;
    const limit = stillIn ? c[PILE_SIZE + seat]! : c[KO_PILE + seat]!;
    for (let i = 0; i < limit; i++)
      if (c[pile + i] === SPY) {
        count++;
        holder = seat;
        break;
      }
  }
  if (count === 1 && c[OUT_ORDER + holder] === IN_ROUND) award(s, holder, "spy", log);
}

/**
 * Jester (§2.11, §4.7): if the watched player won the round (ranked 1 in "discard"), the Jester's
 * player gains a token or a partial win, unless the options require that player to be in the round.
 */
function jesterTokens(s: State, winners: number, log: EventLog): void {
  const c = s.cells;
  const pairs = c[WATCHED_SIZE]!;
  if (pairs === 0) return;
  const needsInRound = s.rules.perpetual
    ? s.rules.options.vz_still_present === "in_round"
    : s.rules.options.jester_requires_jester_player_in_round;
  for (let i = 0; i < pairs; i += 2) {
    const jester = c[s.watchedAt + i]!;
    if ((winners >> c[s.watchedAt + i + 1]!) & 1 && (!needsInRound || c[OUT_ORDER + jester] === IN_ROUND))
      award(s, jester, "jester", log);
  }
}
