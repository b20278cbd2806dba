import { clear } from "../arrays.js";
import { nameOf, SPY } from "../cards.js";
import type { EventLog } from "../events.js";
import { randomInt, shuffledInto } from "../rng.js";
import { IN_ROUND, NO_DECISION, OUT_FROM_START, type RoundEnd, type State } from "../state.js";
import { award } from "./award.js";
import { conclude, decideMatch, decideTiebreakRound } from "./match.js";
import { discardRanks, discardSum, showdownScore, showdownWinners } from "./showdown.js";
import { beginTurn } from "./turn.js";

/**
 * Deals a round (rules.md §1.2, §6.2): from the given order (top first) or a fresh shuffle of the
 * match deck, set one card aside face down, three face up when exactly two players take part, deal
 * one card to each participant in turn order from `first`, and start `first`'s turn.
 */
export function dealRound(
  s: State,
  participants: number[],
  first: number,
  order: readonly number[] | null,
  log: EventLog,
): void {
  const rules = s.rules;
  const seats = s.hands.length;
  s.roundNumber++;
  s.participants = participants;
  s.first = first;
  for (let seat = 0; seat < seats; seat++) s.tokensAtStart[seat] = s.tokens[seat]!;
  for (let seat = 0; seat < seats; seat++) {
    clear(s.hands[seat]!);
    clear(s.piles[seat]!);
    s.outOrder[seat] = OUT_FROM_START;
    s.koPile[seat] = -1;
    s.protected[seat] = false;
  }
  for (const seat of participants) s.outOrder[seat] = IN_ROUND;
  s.knockouts = 0;
  s.alive = participants.length;
  s.required = -1;
  clear(s.watched);
  s.roundOver = false;
  s.roundEnd = null;
  s.roundWinners = [];
  s.ranks = null;

  const deck = s.deck;
  if (order) {
    clear(deck);
    for (let i = order.length - 1; i >= 0; i--) deck.push(order[i]!);
  } else shuffledInto(s.rng, rules.deckCards, deck);
  s.setAside = rules.setAside > 0 ? deck.pop()! : -1;
  clear(s.faceUp);
  if (participants.length === 2) for (let i = 0; i < rules.faceUpAtTwo; i++) s.faceUp.push(deck.pop()!);
  if (log)
    log.push({
      type: "round-started",
      round: s.roundNumber,
      first,
      seats: participants.slice(),
      faceUp: s.faceUp.map(nameOf),
      tiebreak: s.tiebreakRound,
      visibleTo: "all",
    });
  const start = participants.indexOf(first);
  for (let i = 0; i < participants.length; i++) {
    const seat = participants[(start + i) % participants.length]!;
    const card = deck.pop()!;
    s.hands[seat]!.push(card);
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
  if (!s.roundOver) throw new Error("The round is not over yet.");
  if (s.matchOver) throw new Error("The match is over.");
  let participants: number[];
  if (s.tiebreak) {
    participants = s.tiebreak.slice().sort((a, b) => a - b);
    s.tiebreak = null;
    s.tiebreakRound = true;
  } else {
    participants = s.participants.length === s.hands.length ? s.participants : s.hands.map((_, seat) => seat);
    s.tiebreakRound = false;
  }
  const winners = s.roundWinners.filter((seat) => participants.includes(seat));
  const pool = winners.length > 0 ? winners : participants;
  const first = pool.length === 1 ? pool[0]! : pool[randomInt(s.rng, pool.length)]!;
  dealRound(s, participants, first, null, log);
}

/**
 * A token in the middle of the round made these players reach the target: the round stops there,
 * pending decisions are skipped, and the match is decided (rules.md §6.2).
 */
export function stopRoundForMatch(s: State, reached: number[], log: EventLog): void {
  closeRound(s, "match-decided");
  if (log)
    log.push({ type: "round-ended", reason: "match-decided", winners: [], hands: [], ranks: null, visibleTo: "all" });
  conclude(s, reached, log);
}

function closeRound(s: State, end: RoundEnd): void {
  s.roundOver = true;
  s.roundEnd = end;
  s.current = -1;
  s.awaiting = NO_DECISION;
  s.awaitingSeat = -1;
  s.required = -1;
}

/**
 * Ends the round with one player left or at a showdown: winners (ranks in "discard"), round
 * tokens, the Spy and Jester tokens, then whether the match is decided.
 */
export function endRound(s: State, end: "last-standing" | "showdown", log: EventLog): void {
  closeRound(s, end);
  let winners: number[];
  if (s.rules.perpetual) {
    s.ranks = discardRanks(s);
    winners = s.participants.filter((seat) => s.ranks![seat] === 1);
  } else if (end === "last-standing") winners = [lastStanding(s)];
  else winners = showdownWinners(s);
  s.roundWinners = winners;
  if (log) {
    const alive = s.participants.filter((seat) => s.outOrder[seat] === IN_ROUND);
    log.push({
      type: "round-ended",
      reason: end,
      winners: winners.slice(),
      hands:
        end === "showdown"
          ? alive.map((seat) => ({
              seat,
              card: nameOf(s.hands[seat]![0]!),
              score: showdownScore(s, seat),
              discardSum: discardSum(s, seat),
            }))
          : [],
      ranks: s.ranks ? s.ranks.slice() : null,
      visibleTo: "all",
    });
  }
  for (const seat of winners) award(s, seat, s.rules.perpetual ? "rank" : "round", log);
  spyToken(s, log);
  jesterTokens(s, winners, log);
  if (s.tiebreakRound) decideTiebreakRound(s, log);
  else decideMatch(s, log);
}

function lastStanding(s: State): number {
  for (const seat of s.participants) if (s.outOrder[seat] === IN_ROUND) return seat;
  throw new Error("No player is left in the round.");
}

/**
 * 2019 Spy (§2.10): the only player still in the round who played or discarded a Spy gains a
 * token. With `spy_eliminated_players_block`, a Spy played or discarded by a player later knocked
 * out also counts against it (the hand revealed by the knock-out never does).
 */
function spyToken(s: State, log: EventLog): void {
  if (s.rules.deck[SPY] === 0) return;
  const block = s.rules.options.spy_eliminated_players_block;
  let holder = -1;
  let count = 0;
  for (const seat of s.participants) {
    const stillIn = s.outOrder[seat] === IN_ROUND;
    if (!stillIn && !block) continue;
    const pile = s.piles[seat]!;
    const limit = stillIn ? pile.length : s.koPile[seat]!;
    for (let i = 0; i < limit; i++)
      if (pile[i] === SPY) {
        count++;
        holder = seat;
        break;
      }
  }
  if (count === 1 && s.outOrder[holder] === IN_ROUND) award(s, holder, "spy", log);
}

/**
 * Jester (§2.11, §4.7): if the watched player won the round (ranked 1 in "discard"), the Jester's
 * player gains a token or a partial win, unless the options require that player to be in the round.
 */
function jesterTokens(s: State, winners: readonly number[], log: EventLog): void {
  const needsInRound = s.rules.perpetual
    ? s.rules.options.vz_still_present === "in_round"
    : s.rules.options.jester_requires_jester_player_in_round;
  for (let i = 0; i < s.watched.length; i += 2) {
    const jester = s.watched[i]!;
    if (winners.includes(s.watched[i + 1]!) && (!needsInRound || s.outOrder[jester] === IN_ROUND))
      award(s, jester, "jester", log);
  }
}
