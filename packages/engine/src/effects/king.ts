import { codeTarget } from "../moves/codes.js";
import { type Effect, noEffect } from "./effect.js";
import { exchange } from "./look.js";

/** King (§2.7): trade hands with another player. */
export const king: Effect = (s, me, move, log) => {
  const target = codeTarget(move);
  if (target < 0) return noEffect(me, "king", log);
  if (log) log.push({ type: "traded", seat: me, target, visibleTo: "all" });
  exchange(s, me, target, log);
};
