import { discardAndRedraw, discardKnocksOut } from "../flow/discard.js";
import { codeTarget } from "../moves/codes.js";
import { type Effect, noEffect, type SelfKnockout } from "./effect.js";

/** Prince (§2.5): the chosen player (perhaps yourself) discards their hand without effect and draws again. */
export const prince: Effect = (s, me, move, log) => {
  const target = codeTarget(move);
  if (target < 0) return noEffect(me, "prince", log);
  discardAndRedraw(s, target, "prince", me, log);
};

/** A Prince on yourself discards the card you kept: out, when it is the Princess. */
export const princeKnocksOut: SelfKnockout = (kept, me, target) => target === me && discardKnocksOut(kept);
