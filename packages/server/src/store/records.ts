import type { Occupant, TableSettings } from "@loveletter/protocol";

/**
 * Where a table is in its life. Its room is open while it is "waiting", "playing" or "finished"
 * (the match is over; its players see the results and may start a rematch), and a restarted
 * server restores exactly those. It is "closed" once its room closed (everyone left), "abandoned" when
 * every person left a match under way (it ended there, unrated), and "failed" when its stored moves
 * no longer replay: it can never be restored (the room that tried marks it).
 */
export const TABLE_STATUSES = ["waiting", "playing", "finished", "closed", "abandoned", "failed"] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** The statuses of a table whose room is open, or is to be restored after a restart. */
export const OPEN_TABLE_STATUSES = ["waiting", "playing", "finished"] as const satisfies readonly TableStatus[];

export function isOpenTable(status: TableStatus): boolean {
  return (OPEN_TABLE_STATUSES as readonly TableStatus[]).includes(status);
}

/**
 * A turn-based table's clocks (docs/protocol.md, "Turn-based tables"), stored with its table so
 * that a restart resumes each deadline where it was.
 */
export interface TurnClocks {
  /** The match they time. */
  readonly gameId: string;
  /** By seat: the time bank left, ms. */
  readonly banks: readonly number[];
  /** By seat: deadlines missed in a row. */
  readonly missed: readonly number[];
  /** The person whose decision is timed (null: nobody's, since the last one was made), at which game turn, since when (epoch ms). */
  readonly seat: number | null;
  readonly turn: number;
  readonly since: number;
  /**
   * The clocks stand still from `since` while seated people are on vacation (each seat's until
   * when); absent in clocks stored before vacations.
   */
  readonly pause?: ClocksPause | null;
}

export interface ClocksPause {
  readonly since: number;
  readonly vacations: readonly { readonly seat: number; readonly until: number }[];
}

/** A table: its settings, seats and state of play. Its id is the Colyseus room id. */
export interface TableRecord {
  readonly id: string;
  /** A private table's join code (public tables have none). */
  readonly code: string | null;
  readonly hostId: string;
  readonly settings: TableSettings;
  readonly seats: readonly Occupant[];
  readonly status: TableStatus;
  /** The current match's game id, once started. */
  readonly gameId: string | null;
  /**
   * The server seed the table's next game will be dealt from, hex (docs/fair-deal.md): its
   * commitment is shown at the table; the seed itself never leaves the server before that game ends.
   * Null for a table stored before fair deals (it draws one when it needs it).
   */
  readonly serverSeed: string | null;
  /** A turn-based table's clocks for the match being played; null (or absent) otherwise. */
  readonly turnClocks?: TurnClocks | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}
