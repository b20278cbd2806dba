import { codeTarget } from "../moves/codes.js";
import { type Effect, noEffect } from "./effect.js";
import { look } from "./look.js";

/** Priest (§2.2): privately look at another player's hand. */
export const priest: Effect = (s, me, move, log) => {
  const target = codeTarget(move);
  if (target < 0) return noEffect(me, "priest", log);
  look(s, me, target, log);
};
