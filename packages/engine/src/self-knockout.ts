import { cardOf } from "./cards.js";
import { playKnocksOut } from "./effects/index.js";
import { discardKnocksOut } from "./flow/discard.js";
import { isChancellorMove, isRedrawMove, type Move } from "./moves/move.js";
import { handOf } from "./places.js";
import { State } from "./state.js";
import type { View } from "./view.js";

/**
 * Whether a legal move knocks out its own player by itself, whatever the cards nobody can see:
 * playing the Princess, a Prince on yourself while your other card is the Princess, a Bishop's
 * redraw that discards her. Each character's effect answers for its own play (effects/index.ts)
 * and a discard for the card it discards (flow/discard.ts), so a new card or edition is answered
 * for where its effect is written. `position` is the match, or the view of the seat making the
 * move: only that seat's hand is read.
 */
export function selfKnockout(position: State | Pick<View, "seat" | "hand">, move: Move): boolean {
  const hand = handBefore(position, move.seat);
  if (isChancellorMove(move)) return false;
  if (isRedrawMove(move)) return move.redraw && discardKnocksOut(hand[0] ?? -1);
  const card = cardOf(move.play);
  const at = card === undefined ? -1 : hand.indexOf(card);
  if (at < 0) return false;
  const kept = hand.filter((_, i) => i !== at)[0] ?? -1;
  return playKnocksOut(card!, kept, move.seat, move.target ?? move.targets?.[0] ?? -1);
}

function handBefore(position: State | Pick<View, "seat" | "hand">, seat: number): number[] {
  if (position instanceof State) return handOf(position, seat);
  if (position.seat !== seat) throw new Error(`A view of seat ${position.seat} does not show seat ${seat}'s hand.`);
  return position.hand.map((name) => cardOf(name)!);
}
