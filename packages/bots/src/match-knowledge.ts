import { compileRules, type EngineEvent, type Rules, type View } from "@loveletter/engine";
import { Beliefs, unseenCounts } from "./belief/tracker.js";

/**
 * What a bot carries through a match: the match's rules (public: the table's settings) and its
 * beliefs about the other hands, rebuilt when a new match starts under it.
 */
export class MatchKnowledge {
  rules!: Rules;
  beliefs!: Beliefs;
  private key = "";

  /** Folds one observation in; returns the unseen-card counts for this decision. */
  update(view: View, events: readonly EngineEvent[]): number[] {
    const key = JSON.stringify([view.ruleset, view.players, view.options, view.seat]);
    if (key !== this.key) {
      this.key = key;
      this.rules = compileRules(view.ruleset, view.players, view.options);
      this.beliefs = new Beliefs(view.seat!, view.players, this.rules.values);
    }
    this.beliefs.observe(view, events);
    return unseenCounts(view);
  }
}
