import { cardOf, isPlayMove, type Move, selfKnockout, unseenCounts, type View } from "@loveletter/engine";
import type { DealVersion } from "@loveletter/protocol";
import { FAIR_DEAL_VERSION } from "./fair-deal/seeds.js";

/** What the turn timer's policy reads: the view of the seat whose time ran out. */
export type TimerView = Pick<View, "ruleset" | "seat" | "hand" | "legalMoves" | "deck" | "faceUp" | "seats">;

/**
 * The moves the turn timer picks among when a player lets the time run out (docs/protocol.md,
 * "Turn timer"; a fair game's pick is drawn from its seeds, docs/fair-deal.md): the legal moves
 * that do not knock out their own player by themselves (the engine's `selfKnockout`), when there is
 * one; among those, from deal version v2, the moves that name no card of which the seat has seen
 * every copy, when there is one. A v1 game's timer kept such names, and its picks are verified as
 * made. The Discard variant keeps victorz's pure random move (rules.md §4.8).
 */
export function timerMoves(view: TimerView, version: DealVersion = FAIR_DEAL_VERSION): readonly Move[] {
  if (view.ruleset === "discard") return view.legalMoves;
  const safe = preferring(view.legalMoves, (move) => !selfKnockout(view, move));
  return version === "v1" ? safe : preferring(safe, namesAnUnseenCard(view));
}

/** The moves that pass `keep`, or all of them when none does. */
function preferring(moves: readonly Move[], keep: (move: Move) => boolean): readonly Move[] {
  const kept = moves.filter(keep);
  return kept.length > 0 ? kept : moves;
}

/** Whether a move names nothing, or a value that a card this seat has not seen has (Guard, Bishop). */
function namesAnUnseenCard(view: TimerView): (move: Move) => boolean {
  const unseen = unseenCounts(view);
  const possible = new Set(view.deck.filter(({ card }) => unseen[cardOf(card)!]! > 0).map(({ value }) => value));
  return (move) => !isPlayMove(move) || move.guess === undefined || possible.has(move.guess);
}
