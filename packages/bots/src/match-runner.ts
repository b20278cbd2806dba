import {
  apply,
  type EngineEvent,
  isVisibleTo,
  type MatchOptions,
  type Move,
  newMatch,
  nextRound,
  type State,
  type View,
  view,
} from "@loveletter/engine";
import type { Agent } from "./agent.js";

export interface RunMatchOptions {
  /** classic, 2019, premium, discard or custom. */
  readonly ruleset: string;
  /** Defaults to the number of agents, which must match it. */
  readonly players?: number;
  /** Rule and match options (rules.md §6.1, scenario-format.md). */
  readonly options?: MatchOptions;
  /** All chance in the match follows from the seed; a random seed when none is given. */
  readonly seed?: number | string;
  /** The first round's first player; chosen with the seed when not given. */
  readonly first?: number;
  /**
   * Stop after this many rounds even if the match is not over. The perpetual "discard" ruleset has
   * no match end: it needs `rounds` or an `onRoundEnd` that eventually returns false.
   */
  readonly rounds?: number;
}

/** What a round-end hook is told. The view is a spectator's: public piles, scores, results. */
export interface RoundEnded {
  /** Rounds played so far in this match, this one included. */
  readonly rounds: number;
  readonly view: View;
}

/**
 * Ways to watch a match. Callers see every event, private ones included: a caller that shows them
 * to someone must filter with `isVisibleTo(event, seat)`.
 */
export interface RunMatchHooks {
  /** Once, before any event, with the spectator's view of the dealt match (the deck and its values). */
  onStart?(view: View): void;
  /** Every event, in order, as it happens. */
  onEvent?(event: EngineEvent): void;
  /** After each round's events. Return (or resolve to) false to stop the match there. */
  onRoundEnd?(ended: RoundEnded): boolean | undefined | Promise<boolean | undefined>;
}

export interface MatchRunResult {
  /** The final state, for the caller (never shown to an agent). */
  readonly state: State;
  readonly rounds: number;
  /** True when the match ended by its own rules (never in "discard"). */
  readonly matchOver: boolean;
  /** The match winners; empty when the match was stopped before its end. */
  readonly winners: number[];
}

/** An agent answered with a move the engine refused. */
export class IllegalMoveError extends Error {
  override readonly name = "IllegalMoveError";
  constructor(
    readonly agent: string,
    readonly seat: number,
    readonly move: unknown,
    readonly code: string,
    readonly refusal: string,
  ) {
    super(`Agent "${agent}" at seat ${seat} made an illegal move ${JSON.stringify(move)}: ${refusal}`);
  }
}

/**
 * Plays a match with one agent per seat, through the engine's public API only. Each agent sees its
 * seat's view and the events visible to it since its previous decision; never the state.
 */
export async function runMatch(
  agents: readonly Agent[],
  options: RunMatchOptions,
  hooks: RunMatchHooks = {},
): Promise<MatchRunResult> {
  const players = options.players ?? agents.length;
  if (agents.length !== players)
    throw new Error(`A ${players}-player match needs ${players} agents, not ${agents.length}.`);
  const dealt = newMatch({
    ruleset: options.ruleset,
    players,
    options: options.options,
    seed: options.seed,
    first: options.first,
  });
  let state = dealt.state;
  if (state.rules.perpetual && options.rounds === undefined && !hooks.onRoundEnd)
    throw new Error('The "discard" ruleset never ends: give a number of rounds or an onRoundEnd hook that stops it.');

  /** Per seat: the events it may see that arrived since its previous decision. */
  const unseen: EngineEvent[][] = agents.map(() => []);
  const publish = (events: readonly EngineEvent[]) => {
    for (const event of events) {
      hooks.onEvent?.(event);
      for (let seat = 0; seat < players; seat++) if (isVisibleTo(event, seat)) unseen[seat]!.push(event);
    }
  };

  hooks.onStart?.(view(state, "spectator"));
  publish(dealt.events);
  let rounds = 0;
  let table = view(state, "spectator");
  for (;;) {
    while (table.awaiting) {
      const seat = table.awaiting.seat;
      const agent = agents[seat]!;
      const events = unseen[seat]!;
      unseen[seat] = [];
      const move: Move = await agent.decide({ view: view(state, seat), events });
      const result = apply(state, move);
      if (!result.ok) throw new IllegalMoveError(agent.name, seat, move, result.error.code, result.error.message);
      state = result.state;
      publish(result.events);
      table = view(state, "spectator");
    }
    rounds++;
    const goOn = (await hooks.onRoundEnd?.({ rounds, view: table })) !== false;
    if (table.matchOver || !goOn || rounds === options.rounds) break;
    const next = nextRound(state);
    state = next.state;
    publish(next.events);
    table = view(state, "spectator");
  }
  return { state, rounds, matchOver: table.matchOver, winners: table.matchWinners };
}
