import type { EngineEvent, View } from "@loveletter/engine";
import { describeEvent } from "@loveletter/seat";
import { nameContext } from "../game/names.js";

/**
 * What this client last saw of its own seat's plays: the round, and how many cards it had played
 * in it. Kept per table (in memory and in localStorage) so that a player who comes back — after a
 * dropped connection, a reload or a walk to the lobby — is told what the timer or a bot played in
 * their seat meanwhile.
 */
export interface SeenPlays {
  readonly round: number | null;
  readonly plays: number;
}

type Played = Extract<EngineEvent, { type: "played" }>;

/** The current round's number and its events after "round-started". */
function lastRound(events: readonly EngineEvent[]): { round: number | null; events: readonly EngineEvent[] } {
  let start = events.length - 1;
  while (start >= 0 && events[start]!.type !== "round-started") start--;
  const first = events[start];
  return { round: first?.type === "round-started" ? first.round : null, events: events.slice(start + 1) };
}

const playsOf = (seat: number, events: readonly EngineEvent[]) =>
  events.filter((e): e is Played => e.type === "played" && e.seat === seat);

export function seenPlays(seat: number, events: readonly EngineEvent[]): SeenPlays {
  const { round, events: inRound } = lastRound(events);
  return { round, plays: playsOf(seat, inRound).length };
}

/** This seat's plays in `events` that the client had not seen, in words ("You played the Guard on Ann, …"). */
export function playsSince(
  seat: number,
  seen: SeenPlays | null,
  events: readonly EngineEvent[],
  names: readonly string[],
  view: View,
): string[] {
  const ctx = nameContext(names, seat, view);
  const { round, events: inRound } = lastRound(events);
  const already = seen && seen.round === round ? seen.plays : 0;
  return playsOf(seat, inRound)
    .slice(already)
    .map((e) => describeEvent(e, ctx) ?? "");
}

const key = (tableId: string) => `loveletter.seen.${tableId}`;

/** The browser's localStorage (absent under Node, where the pure functions above are tested). */
const storage = () =>
  (globalThis as { localStorage?: { getItem(k: string): string | null; setItem(k: string, v: string): void } })
    .localStorage;

export function loadSeen(tableId: string): SeenPlays | null {
  try {
    const raw = storage()?.getItem(key(tableId));
    return raw ? (JSON.parse(raw) as SeenPlays) : null;
  } catch {
    return null;
  }
}

export function saveSeen(tableId: string, seen: SeenPlays): void {
  try {
    storage()?.setItem(key(tableId), JSON.stringify(seen));
  } catch {
    // Not stored: a reload won't be told what was played meanwhile; nothing else is lost.
  }
}
