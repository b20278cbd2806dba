import {
  CHOOSES_NOBODY,
  type CharacterName,
  cardOf,
  DISPLAY_NAMES,
  isChancellorMove,
  isRedrawMove,
  type Move,
  targetingOf,
} from "@loveletter/engine";
import { guessLabel, type NameContext } from "@loveletter/seat";

/** The move about to be sent, as a sentence to confirm ("Play the Guard on Bob, naming the Priest (2)"). */
export function describeMove(move: Move, ctx: NameContext): string {
  const who = (seat: number) => (seat === ctx.me ? "yourself" : ctx.name(seat));
  if (isChancellorMove(move)) {
    const bottom = move.bottom.map((c) => `the ${DISPLAY_NAMES[c]}`);
    return `Keep the ${DISPLAY_NAMES[move.keep]}; put ${bottom.join(", then ")} at the bottom of the deck${
      bottom.length > 1 ? ` (the ${DISPLAY_NAMES[move.bottom[move.bottom.length - 1]!]} lowest)` : ""
    }.`;
  }
  if (isRedrawMove(move)) return move.redraw ? "Discard your card and draw a new one." : "Keep your card.";
  let text = `Play the ${DISPLAY_NAMES[move.play]}`;
  if (move.targets?.length) text += ` on ${move.targets.map(who).join(" and ")}`;
  else if (move.target !== undefined) text += ` on ${who(move.target)}`;
  if (move.guess !== undefined) text += `, naming ${guessLabel(move.guess, ctx)}`;
  if (move.look !== undefined)
    text += `, then look at ${move.look === ctx.me ? "your own" : `${ctx.name(move.look)}'s`} new hand`;
  if (move.target === undefined && !move.targets?.length && needsTarget(move.play))
    text += " (nobody can be chosen: no effect)";
  return `${text}.`;
}

/** A card that chooses players, played without any: the engine lets it go with no effect. */
function needsTarget(card: CharacterName): boolean {
  return targetingOf(cardOf(card)!) !== CHOOSES_NOBODY;
}
