import { type Agent, createBuiltInAgent } from "@loveletter/bots";
import { type EngineEvent, eventsFor, type Move, type View } from "@loveletter/engine";
import type { BotStrength } from "@loveletter/protocol";

/**
 * The built-in agent of each strength a table seats. "random" is the beginner: random, but it
 * never knocks itself out when it has another move.
 */
const AGENT_OF: Readonly<Record<BotStrength, string>> = {
  random: "beginner",
  heuristic: "heuristic",
  expert: "expert",
};

/**
 * A bot playing one seat: a bot seat, or a person's seat while they are away. It hears the events
 * its seat may see as they happen and decides from its seat's view only, like any client.
 */
export class BotSeat {
  private readonly agent: Agent;
  private heard: EngineEvent[] = [];

  constructor(
    readonly seat: number,
    readonly strength: BotStrength,
    seed: string,
  ) {
    const agent = createBuiltInAgent(AGENT_OF[strength], { seed });
    if (!agent) throw new Error(`No built-in bot "${strength}".`);
    this.agent = agent;
  }

  hear(events: readonly EngineEvent[]): void {
    this.heard.push(...eventsFor(events, this.seat));
  }

  async decide(view: View): Promise<Move> {
    const events = this.heard;
    this.heard = [];
    return this.agent.decide({ view, events });
  }

  close(): void {
    void this.agent.close?.();
  }
}
