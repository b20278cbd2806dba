import { codeLook, codeTarget, codeTarget2 } from "../moves/codes.js";
import { type Effect, noEffect } from "./effect.js";
import { exchange, look } from "./look.js";

/**
 * Cardinal (§2.13): two players exchange hands; then you may look at one of the two hands (in
 * "discard" you always look at the first player's, §4.5).
 */
export const cardinal: Effect = (s, me, move, log) => {
  const a = codeTarget(move);
  if (a < 0) return noEffect(me, "cardinal", log);
  const b = codeTarget2(move);
  if (log) log.push({ type: "swapped", seat: me, targets: [a, b], visibleTo: "all" });
  exchange(s, a, b, log);
  const seen = s.rules.victorzTargets ? a : codeLook(move);
  if (seen >= 0 && seen !== me) look(s, me, seen, log);
};
