import {
  ANY_SIZE_WITH_BOTS,
  type BotStrength,
  botLadder,
  QUICK_MATCH_SEATS,
  type QuickMatchRuleset,
} from "@loveletter/protocol";

/** A person in the queue, as the pairing sees them. */
export interface Seeker {
  readonly connection: string;
  readonly playerId: string;
  /** Their displayed rating in the queue's edition. */
  readonly rating: number;
  /** The table size they want, or any the edition plays. */
  readonly seats: number | "any";
  /** When they started waiting (epoch ms): the longest waiting are seated first. */
  readonly since: number;
  /** When their empty seats go to bots (epoch ms). */
  readonly fillsAt: number;
}

/** A table the pairing deals: these people, in the order they came, and bots in the other seats. */
export interface Pairing<T extends Seeker = Seeker> {
  readonly people: readonly T[];
  readonly bots: readonly BotStrength[];
}

/**
 * The tables to deal now from a queue, and who is left waiting. The longest waiting person is
 * served first: at the largest size they accept for which enough people wait (they and the others
 * nearest their rating), else, once their wait is over, at their size (any: ANY_SIZE_WITH_BOTS)
 * with whoever waits for it and bots of about the people's strength in the empty seats.
 */
export function pairings<T extends Seeker>(
  ruleset: QuickMatchRuleset,
  queue: readonly T[],
  now: number,
): { tables: Pairing<T>[]; waiting: T[] } {
  let waiting = [...queue].sort((a, b) => a.since - b.since);
  const tables: Pairing<T>[] = [];
  for (let i = 0; i < waiting.length; ) {
    const first = waiting[i]!;
    const table = tableFor(ruleset, first, waiting, now);
    if (!table) {
      i++;
      continue;
    }
    tables.push(table);
    const seated = new Set(table.people);
    waiting = waiting.filter((seeker) => !seated.has(seeker));
    i = 0;
  }
  return { tables, waiting };
}

function tableFor<T extends Seeker>(
  ruleset: QuickMatchRuleset,
  first: T,
  queue: readonly T[],
  now: number,
): Pairing<T> | null {
  const { min, max } = QUICK_MATCH_SEATS[ruleset];
  const sizes = first.seats === "any" ? range(max, min) : [first.seats];
  for (const size of sizes) {
    const others = nearest(first, queue, size, size - 1);
    if (others.length === size - 1) return { people: [first, ...others], bots: [] };
  }
  if (now < first.fillsAt) return null;
  const size = first.seats === "any" ? Math.min(max, Math.max(min, ANY_SIZE_WITH_BOTS)) : first.seats;
  const people = [first, ...nearest(first, queue, size, size - 1)];
  const strength = botStrengthFor(ruleset, mean(people.map((person) => person.rating)));
  return { people, bots: Array.from({ length: size - people.length }, () => strength) };
}

/** Up to `count` others who accept a table of `size`, nearest `first`'s rating (then longest waiting). */
function nearest<T extends Seeker>(first: T, queue: readonly T[], size: number, count: number): T[] {
  return queue
    .filter((seeker) => seeker !== first && seeker.playerId !== first.playerId && accepts(seeker, size))
    .sort((a, b) => Math.abs(a.rating - first.rating) - Math.abs(b.rating - first.rating) || a.since - b.since)
    .filter((seeker, index, list) => list.findIndex((other) => other.playerId === seeker.playerId) === index)
    .slice(0, count);
}

function accepts(seeker: Seeker, size: number): boolean {
  return seeker.seats === "any" || seeker.seats === size;
}

/** The bot strength whose fixed rating in the edition is nearest a rating. */
export function botStrengthFor(ruleset: QuickMatchRuleset, rating: number): BotStrength {
  const ladder = botLadder(ruleset);
  let best = ladder[0]!;
  for (const rung of ladder)
    if (Math.abs(rung.rating.rating - rating) < Math.abs(best.rating.rating - rating)) best = rung;
  return best.strength;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The whole numbers from `from` down to `to`. */
function range(from: number, to: number): number[] {
  return Array.from({ length: from - to + 1 }, (_, i) => from - i);
}
