// What a player has finished on /learn (docs/protocol.md, "Learning progress"): the guided game and
// each lesson by id, and whether they turned the home page's offer down. An account's is kept by the
// server, so it follows them to every device; a guest's stays in its browser.
import { refuse } from "./errors.js";

export interface LearnProgress {
  /** The steps finished, in the order they were first finished ("guided", "spy", ...). */
  readonly done: readonly string[];
  readonly offerDismissed: boolean;
}

/** A step's id: lower-case letters, digits and hyphens, as the web client names its lessons. */
export const LEARN_STEP_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** How many steps a player's progress holds at most (the app has a dozen). */
export const MAX_LEARN_STEPS = 64;

/**
 * The progress a `PUT /api/account/learn` body adds: `{"done": [step ids], "offerDismissed": true}`,
 * either field optional. Refuses (invalid-message, saying what is wrong) anything else.
 */
export function learnProgressIn(body: unknown): LearnProgress {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    refuse("invalid-message", 'The body must be a JSON object, like {"done": ["guided"], "offerDismissed": true}.');
  const { done = [], offerDismissed = false } = body as { done?: unknown; offerDismissed?: unknown };
  if (!Array.isArray(done)) refuse("invalid-message", "'done' must be a list of step ids.");
  if (done.length > MAX_LEARN_STEPS)
    refuse("invalid-message", `'done' may name at most ${MAX_LEARN_STEPS} steps; it names ${done.length}.`);
  for (const id of done)
    if (typeof id !== "string" || !LEARN_STEP_ID.test(id))
      refuse(
        "invalid-message",
        `${JSON.stringify(id)} is not a step id: 1–40 lower-case letters, digits and hyphens, like "guided".`,
      );
  if (typeof offerDismissed !== "boolean") refuse("invalid-message", "'offerDismissed' must be true or false.");
  return { done: [...new Set(done as string[])], offerDismissed };
}

/** Both progresses at once: every step either finished, the offer dismissed if either dismissed it. */
export function mergedLearnProgress(a: LearnProgress, b: LearnProgress): LearnProgress {
  return { done: [...new Set([...a.done, ...b.done])], offerDismissed: a.offerDismissed || b.offerDismissed };
}
