/**
 * Who sits where in an arena. The bots listed are the competitors ("entries"); entry k of the list
 * takes seat k, and with fewer entries than players the last one fills the remaining seats
 * (`expert,heuristic` at 4 players: the expert against three heuristics). A name listed twice is two
 * competitors, reported apart (`random,random`: self-play, where each should win about half).
 *
 * Fairness: each deal (match seed) is played once per rotation of that seating, so every entry
 * plays the same deals from every seat, and occupies each seat equally often.
 */

/** The entry at each seat before any rotation: 0, 1, ..., the last entry repeated to fill the table. */
export function seatingPlan(entries: number, players: number): number[] {
  if (!Number.isInteger(entries) || entries < 1 || entries > players)
    throw new RangeError(`A ${players}-player table seats 1 to ${players} competitors, not ${entries}.`);
  return Array.from({ length: players }, (_, seat) => Math.min(seat, entries - 1));
}

/** Rotation r moves every entry r seats on: seat s gets the entry that sat at seat s − r. */
export function rotate(plan: readonly number[], rotation: number): number[] {
  const n = plan.length;
  return plan.map((_, seat) => plan[(((seat - rotation) % n) + n) % n]!);
}

/** One match of an arena: a deal (the match seed) and a seating. */
export interface ArenaJob {
  /** Position in the schedule; results are combined in this order. */
  readonly index: number;
  /** Which deal: matches of one block share their seed. */
  readonly block: number;
  readonly rotation: number;
  /** The match seed; the bots are seeded from it and their seat. */
  readonly seed: string;
  /** The entry (index into the bot list) at each seat. */
  readonly seating: readonly number[];
}

/** The seed of a block's matches, derived from the arena's seed. */
export function matchSeed(seed: number | string, block: number): string {
  return `${seed}:${block}`;
}

/** The seed of the bot at a seat of a match: the same at that seat whichever bot sits there. */
export function agentSeed(match: string, seat: number): string {
  return `${match}/${seat}`;
}

/** `blocks` deals, each played once per rotation of the plan: blocks × players matches. */
export function schedule(seed: number | string, plan: readonly number[], blocks: number): ArenaJob[] {
  const rotations = plan.length;
  const jobs: ArenaJob[] = [];
  for (let block = 0; block < blocks; block++) {
    const s = matchSeed(seed, block);
    for (let rotation = 0; rotation < rotations; rotation++)
      jobs.push({ index: jobs.length, block, rotation, seed: s, seating: rotate(plan, rotation) });
  }
  return jobs;
}

/** Names to report the entries by: the bot's name, with #2, #3, ... when a name is listed again. */
export function entryLabels(bots: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return bots.map((bot) => {
    const n = (seen.get(bot) ?? 0) + 1;
    seen.set(bot, n);
    return n === 1 ? bot : `${bot}#${n}`;
  });
}
