import type { CharacterName } from "../cards.js";
import type { EventLog } from "../events.js";
import type { MoveCode } from "../moves/codes.js";
import type { State } from "../state.js";

/**
 * A character's effect: resolves a legal play by seat `me` (the card is already on its discard
 * pile). Shared by every ruleset that has the character; rules differences are data in `s.rules`.
 */
export type Effect = (s: State, me: number, move: MoveCode, log: EventLog) => void;

/**
 * Whether a character's play knocks out its own player by itself, whatever the cards nobody can
 * see. `kept` is the card the player still holds once this one is played (-1: none), `target` the
 * first player chosen (-1: none). Each effect answers for itself, beside it (effects/index.ts).
 */
export type SelfKnockout = (kept: number, me: number, target: number) => boolean;

/** The answer of every effect that cannot knock out its own player whatever the others hold. */
export const neverKnocksOut: SelfKnockout = () => false;

/** The card was played with nobody to choose (rules.md §1.3): it is discarded without effect. */
export function noEffect(me: number, card: CharacterName, log: EventLog): void {
  if (log) log.push({ type: "no-effect", seat: me, card, reason: "no-target", visibleTo: "all" });
}
