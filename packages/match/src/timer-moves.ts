import { isChancellorMove, isRedrawMove, type Move, type View } from "@loveletter/engine";

/**
 * Whether a move knocks its own player out by itself, whatever the others hold: playing the
 * Princess, a Prince on yourself while your other card is the Princess, or a Bishop's redraw that
 * discards the Princess.
 */
export function knocksOutItsPlayer(move: Move, hand: readonly string[]): boolean {
  if (isChancellorMove(move)) return false;
  if (isRedrawMove(move)) return move.redraw && hand.includes("princess");
  if (move.play === "princess") return true;
  if (move.play === "prince" && move.target === move.seat) {
    const rest = [...hand];
    rest.splice(rest.indexOf("prince"), 1);
    return rest.includes("princess");
  }
  return false;
}

/**
 * The moves the turn timer picks among when a player lets the time run out (docs/protocol.md
 * "Turn timer"; a v1 game's pick is derived from its seeds, docs/fair-deal.md): every legal move that does not knock out its own player, when there is one; all of
 * them otherwise. The Discard variant keeps victorz's pure random move (rules.md §4.8).
 */
export function timerMoves(view: Pick<View, "ruleset" | "hand" | "legalMoves">): readonly Move[] {
  if (view.ruleset === "discard") return view.legalMoves;
  const safe = view.legalMoves.filter((m) => !knocksOutItsPlayer(m, view.hand));
  return safe.length ? safe : view.legalMoves;
}
