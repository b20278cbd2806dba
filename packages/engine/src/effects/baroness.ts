import { codeTarget, codeTarget2 } from "../moves/codes.js";
import { type Effect, noEffect } from "./effect.js";
import { look } from "./look.js";

/** Baroness (§2.14): privately look at one or two other players' hands. */
export const baroness: Effect = (s, me, move, log) => {
  const a = codeTarget(move);
  if (a < 0) return noEffect(me, "baroness", log);
  const b = codeTarget2(move);
  look(s, me, a, log);
  if (b >= 0 && b !== a) look(s, me, b, log);
};
