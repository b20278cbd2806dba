import type { EngineEvent } from "@loveletter/engine";
import type { Occupant, ScoreRow } from "@loveletter/protocol";
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

/** The scoreboard of a perpetual table: people come and go between rounds, their rows stay. */
export class Scoreboard {
  private readonly rows: ScoreRow[] = [];

  /** Counts a round for each seat that played it. A bot seat is its own row (two bots never merge). */
  count(occupants: readonly Occupant[], participants: readonly number[], wins: ReadonlyMap<number, number>): void {
    for (const seat of participants) {
      const occupant = occupants[seat];
      if (!occupant || occupant.kind === "empty") continue;
      const playerId = occupant.kind === "human" ? occupant.playerId : `${playerIdOf(occupant)}-${seat}`;
      const index = this.rows.findIndex((row) => row.playerId === playerId);
      const row = index < 0 ? { playerId, name: occupant.name, wins: 0, rounds: 0 } : this.rows[index]!;
      const counted = { ...row, wins: row.wins + (wins.get(seat) ?? 0), rounds: row.rounds + 1 };
      if (index < 0) this.rows.push(counted);
      else this.rows[index] = counted;
    }
  }

  all(): readonly ScoreRow[] {
    return this.rows;
  }
}
