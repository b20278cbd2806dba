import { knockOut } from "../flow/knockout.js";
import { PROTECTED, REQUIRED } from "../layout.js";
import { codeTarget } from "../moves/codes.js";
import { addWatched } from "../places.js";
import { type Effect, noEffect, type SelfKnockout } from "./effect.js";

/** Handmaid (§2.4): nobody may choose you until the start of your next turn. */
export const handmaid: Effect = (s, me, _move, log) => {
  s.cells[PROTECTED]! |= 1 << me;
  if (log) log.push({ type: "protected", seat: me, visibleTo: "all" });
};

/** Princess (§2.9): playing it knocks you out. */
export const princess: Effect = (s, me, _move, log) => {
  knockOut(s, me, "princess", me, log);
};

/** Playing the Princess always knocks you out. */
export const princessKnocksOut: SelfKnockout = () => true;

/** Jester (§2.11): mark another player; if they win the round, you gain a token. */
export const jester: Effect = (s, me, move, log) => {
  const target = codeTarget(move);
  if (target < 0) return noEffect(me, "jester", log);
  addWatched(s, me, target);
  if (log) log.push({ type: "watched", seat: me, target, visibleTo: "all" });
};

/** Sycophant (§2.15): the next card played, if it chooses players, must choose this one. */
export const sycophant: Effect = (s, me, move, log) => {
  const target = codeTarget(move);
  if (target < 0) return noEffect(me, "sycophant", log);
  s.cells[REQUIRED] = target;
  if (log) log.push({ type: "required", seat: me, target, visibleTo: "all" });
};
