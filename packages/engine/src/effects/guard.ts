import { ASSASSIN } from "../cards.js";
import type { EngineEvent, EventLog } from "../events.js";
import { discardAndRedraw } from "../flow/discard.js";
import { knockOut } from "../flow/knockout.js";
import { codeGuess, codeTarget } from "../moves/codes.js";
import { handCard } from "../places.js";
import type { State } from "../state.js";
import { type Effect, noEffect } from "./effect.js";

/**
 * Guard (§2.1): name a value; the chosen player is out if their card has it (every card of that
 * value). An Assassin in the chosen hand turns it round whatever was named (§2.12): the Guard's
 * player is out, and the Assassin is discarded and replaced.
 */
export const guard: Effect = (s, me, move, log) => {
  const target = codeTarget(move);
  if (target < 0) return noEffect(me, "guard", log);
  const guess = codeGuess(move);
  const held = handCard(s, target, 0);
  if (held === ASSASSIN) {
    assassin(s, me, target, log);
    return;
  }
  const correct = s.rules.values[held] === guess;
  if (log) log.push(guessed(me, target, guess, correct));
  if (correct) knockOut(s, target, "guard", me, log);
};

// Events and the rare Assassin apart: the common path stays small enough for the JIT to inline.
const guessed = (seat: number, target: number, guess: number, correct: boolean): EngineEvent => ({
  type: "guessed",
  seat,
  target,
  guess,
  card: "guard",
  correct,
  visibleTo: "all",
});

function assassin(s: State, me: number, target: number, log: EventLog): void {
  if (log) log.push({ type: "assassin-revealed", seat: target, guard: me, visibleTo: "all" });
  knockOut(s, me, "assassin", target, log);
  discardAndRedraw(s, target, "assassin", me, log);
}
