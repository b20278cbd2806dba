import { type GameRecord, type Occupant, TableSettings } from "@loveletter/protocol";

/** A seat of a person (a guest), named after its id unless told. */
export const person = (playerId: string, name = playerId): Occupant => ({ kind: "human", playerId, name });

/**
 * A finished, rated classic game, as a table saves it at its end: its seats, winners and scores,
 * ended at `endedAt` (a minute after it started; 5 November 2026 unless told).
 */
export function ratedGame(
  seats: Occupant[],
  winners: number[],
  scores: number[],
  endedAt = Date.UTC(2026, 10, 5),
): GameRecord {
  return {
    id: `game-${endedAt}-${scores.join("")}`,
    tableId: "t",
    ruleset: "classic",
    settings: TableSettings.parse({ ruleset: "classic", seats: Math.max(2, seats.length) }),
    options: {},
    seed: "s",
    first: 0,
    dealVersion: "v0",
    fairDeal: null,
    seats,
    status: "finished",
    winners,
    scores,
    rated: true,
    startedAt: endedAt - 60_000,
    endedAt,
  };
}
