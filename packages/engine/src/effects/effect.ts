import type { CharacterName } from "../cards.js";
import type { EventLog } from "../events.js";
import type { MoveCode } from "../moves/codes.js";
import type { State } from "../state.js";

/**
 * A character's effect: resolves a legal play by seat `me` (the card is already on its discard
 * pile). Shared by every ruleset that has the character; rules differences are data in `s.rules`.
 */
export type Effect = (s: State, me: number, move: MoveCode, log: EventLog) => void;

/** The card was played with nobody to choose (rules.md §1.3): it is discarded without effect. */
export function noEffect(me: number, card: CharacterName, log: EventLog): void {
  if (log) log.push({ type: "no-effect", seat: me, card, reason: "no-target", visibleTo: "all" });
}
