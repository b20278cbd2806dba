import type { EngineEvent } from "@loveletter/engine";
import { type Occupant, SCOREBOARD_LEADERS, type ScoreRow } from "@loveletter/protocol";
import { playerIdOf } from "./seating.js";

/**
 * The wins each seat scored in a round that just ended, or null when these events end no round.
 * The "discard" variant counts its own wins (`win-counted`); elsewhere a round's winners score one.
 */
export function roundWins(events: readonly EngineEvent[], countsWins: boolean): Map<number, number> | null {
  const ended = events.find((e) => e.type === "round-ended");
  if (!ended) return null;
  const wins = new Map<number, number>();
  if (countsWins) {
    for (const e of events) if (e.type === "win-counted") wins.set(e.seat, (wins.get(e.seat) ?? 0) + 1);
  } else for (const seat of ended.winners) wins.set(seat, 1);
  return wins;
}

/** One row of the tally: everything of a shown row but its place. */
type Tally = Omit<ScoreRow, "rank">;

type Seated = Exclude<Occupant, { kind: "empty" }>;

/** A seat's row: a person's across seats; a bot seat is its own row (two bots never merge). */
function rowIdOf(occupant: Seated, seat: number): string {
  return occupant.kind === "human" ? occupant.playerId : `${playerIdOf(occupant)}-${seat}`;
}

/** The standings' order: most wins, then fewest rounds, then by name. */
function byStanding(a: Tally, b: Tally): number {
  return b.wins - a.wins || a.rounds - b.rounds || a.name.localeCompare(b.name);
}

/** The scoreboard of a perpetual table: people come and go between rounds, their rows stay. */
export class Scoreboard {
  private readonly rows: Tally[] = [];

  /** Counts a round for each seat that played it. */
  count(occupants: readonly Occupant[], participants: readonly number[], wins: ReadonlyMap<number, number>): void {
    for (const seat of participants) {
      const occupant = occupants[seat];
      if (!occupant || occupant.kind === "empty") continue;
      const playerId = rowIdOf(occupant, seat);
      const index = this.rows.findIndex((row) => row.playerId === playerId);
      const row = index < 0 ? { playerId, name: occupant.name, wins: 0, rounds: 0 } : this.rows[index]!;
      const counted = { ...row, wins: row.wins + (wins.get(seat) ?? 0), rounds: row.rounds + 1 };
      if (index < 0) this.rows.push(counted);
      else this.rows[index] = counted;
    }
  }

  /** How many rows the tally has: everyone who played a round here. */
  get players(): number {
    return this.rows.length;
  }

  /**
   * The rows a table shows, in standing order, each with its place among all: the
   * SCOREBOARD_LEADERS first, and after them whoever of `occupants` is further down.
   */
  shown(occupants: readonly Occupant[]): ScoreRow[] {
    const seated = new Set(
      occupants.flatMap((occupant, seat) => (occupant.kind === "empty" ? [] : [rowIdOf(occupant, seat)])),
    );
    const sorted = [...this.rows].sort(byStanding);
    const shown: ScoreRow[] = [];
    let rank = 1;
    sorted.forEach((row, i) => {
      if (i > 0 && sorted[i - 1]!.wins !== row.wins) rank = i + 1;
      if (i < SCOREBOARD_LEADERS || seated.has(row.playerId)) shown.push({ ...row, rank });
    });
    return shown;
  }
}
