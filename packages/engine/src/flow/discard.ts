import { nameOf, PRINCESS } from "../cards.js";
import type { EventLog } from "../events.js";
import { addToPile, takeLastFromHand } from "../places.js";
import type { State } from "../state.js";
import { drawReplacement } from "./draw.js";
import { knockOut } from "./knockout.js";

/** Whether discarding this card (by a Prince, an Assassin, a Bishop's redraw) knocks its holder out (§2.9). */
export const discardKnocksOut = (card: number): boolean => card === PRINCESS;

/**
 * A player discards (in "discard": destroys) the card in hand without its effect, then draws a
 * replacement. Only the Princess acts when discarded: its holder is out and draws nothing (§2.9).
 */
export function discardAndRedraw(
  s: State,
  seat: number,
  cause: "prince" | "assassin" | "bishop",
  by: number,
  log: EventLog,
): void {
  const card = takeLastFromHand(s, seat);
  addToPile(s, seat, card);
  if (log) log.push({ type: "discarded", seat, card: nameOf(card), cause, visibleTo: "all" });
  if (discardKnocksOut(card)) knockOut(s, seat, "princess", by, log);
  else drawReplacement(s, seat, log);
}
