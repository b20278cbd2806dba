import { nameOf, SYCOPHANT } from "../cards.js";
import { resolveEffect } from "../effects/index.js";
import type { EngineEvent, EventLog } from "../events.js";
import { AWAITING, AWAITING_SEAT, CURRENT, REQUIRED } from "../layout.js";
import {
  codeCard,
  codeGuess,
  codeKind,
  codeLook,
  codeLowest,
  codeRedraw,
  codeTarget,
  codeTarget2,
  codeUpper,
  KIND_CHANCELLOR,
  KIND_PLAY,
  type MoveCode,
} from "../moves/codes.js";
import { OTHER_AND_VALUE, OTHERS_1_2, TWO_PLAYERS, targetingOf } from "../moves/targeting.js";
import { addToPile, handCard, putUnderDeck, takeFromHand } from "../places.js";
import { AWAIT_PLAY, type State } from "../state.js";
import { discardAndRedraw } from "./discard.js";
import { finishTurn } from "./turn.js";

/**
 * Applies a legal move in place and runs every automatic step that follows (effects, knock-outs,
 * redraws, the next turn's draw, round end, tokens, match end). The caller guarantees legality
 * (the move came from `generateMoves`); the public `apply` checks it first.
 */
export function applyCode(s: State, move: MoveCode, log: EventLog): void {
  const kind = codeKind(move);
  if (kind === KIND_PLAY) playCard(s, move, log);
  else if (kind === KIND_CHANCELLOR) returnChancellorCards(s, move, log);
  else decideRedraw(s, codeRedraw(move), log);
}

function playCard(s: State, move: MoveCode, log: EventLog): void {
  const c = s.cells;
  const me = c[CURRENT]!;
  const card = codeCard(move);
  takeFromHand(s, me, card);
  addToPile(s, me, card);
  if (log) log.push(playedEvent(me, card, move));
  // A Sycophant's mark binds the next card played and lasts until that card's turn ends, through
  // a decision the card opens (rules.md §4.4, §2.15). A Sycophant puts its own mark in its place.
  const marks = card === SYCOPHANT;
  if (marks) c[REQUIRED] = -1;
  resolveEffect(s, me, card, move, log);
  if (c[AWAITING] !== AWAIT_PLAY) return;
  if (marks) finishTurn(s, log);
  else finishTurnAndItsMark(s, log);
}

/** The end of a turn that set no mark: the Sycophant's mark that bound its card, if any, ends with it. */
function finishTurnAndItsMark(s: State, log: EventLog): void {
  s.cells[REQUIRED] = -1;
  finishTurn(s, log);
}

function playedEvent(seat: number, card: number, move: MoveCode): EngineEvent {
  const event: { type: "played"; seat: number; card: ReturnType<typeof nameOf> } & Record<string, unknown> = {
    type: "played",
    seat,
    card: nameOf(card),
  };
  const targeting = targetingOf(card);
  const t1 = codeTarget(move);
  if (t1 >= 0) {
    if (targeting === TWO_PLAYERS || targeting === OTHERS_1_2) {
      const t2 = codeTarget2(move);
      event.targets = t2 >= 0 ? [t1, t2] : [t1];
      if (codeLook(move) >= 0) event.look = codeLook(move);
    } else event.target = t1;
    if (targeting === OTHER_AND_VALUE) event.guess = codeGuess(move);
  }
  return { ...event, visibleTo: "all" } as EngineEvent;
}

/** The Chancellor's decision: keep one card, the others go to the bottom, upper first (§6.2). */
function returnChancellorCards(s: State, move: MoveCode, log: EventLog): void {
  const c = s.cells;
  const me = c[CURRENT]!;
  const upper = codeUpper(move);
  const lowest = codeLowest(move);
  takeFromHand(s, me, upper);
  if (lowest >= 0) takeFromHand(s, me, lowest);
  putUnderDeck(s, lowest, upper);
  c[AWAITING] = AWAIT_PLAY;
  c[AWAITING_SEAT] = me;
  if (log) {
    const bottom = lowest >= 0 ? [nameOf(upper), nameOf(lowest)] : [nameOf(upper)];
    log.push({ type: "returned", seat: me, count: bottom.length, visibleTo: "all" });
    log.push({ type: "returned-cards", seat: me, kept: nameOf(handCard(s, me, 0)), bottom, visibleTo: [me] });
  }
  finishTurnAndItsMark(s, log);
}

/** The Bishop's target, after a correct guess, keeps its card or discards it and draws again. */
function decideRedraw(s: State, redraw: boolean, log: EventLog): void {
  const c = s.cells;
  const seat = c[AWAITING_SEAT]!;
  const bishop = c[CURRENT]!;
  c[AWAITING] = AWAIT_PLAY;
  c[AWAITING_SEAT] = bishop;
  if (log) log.push({ type: "redraw-decided", seat, redraw, visibleTo: "all" });
  if (redraw) discardAndRedraw(s, seat, "bishop", bishop, log);
  finishTurnAndItsMark(s, log);
}
