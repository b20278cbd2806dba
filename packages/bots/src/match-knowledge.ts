import { compileRules, type EngineEvent, type Move, type Rules, unseenCounts, type View } from "@loveletter/engine";
import { type Agent, movesToDecide, type Observation } from "./agent.js";
import { Beliefs } from "./belief/tracker.js";

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

/** A decision with a real choice, and what the bot knows when it makes it. */
export interface Choice {
  readonly view: View;
  readonly moves: readonly Move[];
  readonly knowledge: MatchKnowledge;
  /** Counts per card of the cards this seat has not seen. */
  readonly unseen: readonly number[];
}

/**
 * A bot that keeps its match knowledge up to date from every observation and is asked to choose
 * only when there is a real choice: a single legal move is played at once. `observe`, if given,
 * hears every observation's events too, after the knowledge has taken them in.
 */
export function knowingAgent(
  name: string,
  choose: (choice: Choice) => Move,
  observe?: (knowledge: MatchKnowledge, events: readonly EngineEvent[]) => void,
): Agent {
  const knowledge = new MatchKnowledge();
  return {
    name,
    decide({ view, events }: Observation): Move {
      const unseen = knowledge.update(view, events);
      observe?.(knowledge, events);
      const moves = movesToDecide(view, name);
      return moves.length === 1 ? moves[0]! : choose({ view, moves, knowledge, unseen });
    },
  };
}
