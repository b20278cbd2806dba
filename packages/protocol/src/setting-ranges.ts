/**
 * What a table's settings may be, as plain constants: the web client shows them without carrying
 * the schemas that check them (settings.ts).
 */

/** Bot strengths a table can seat. */
export const BOT_STRENGTHS = ["random", "heuristic", "expert"] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

export const TURN_SECONDS = { min: 5, max: 60, default: 20 } as const;
export const INTERMISSION_SECONDS = { min: 0, max: 30, default: 10 } as const;

/** A turn-based table's time per move, in hours (docs/protocol.md, "Turn-based tables"). */
export const MOVE_HOURS = [1, 12, 24, 72] as const;
export type MoveHours = (typeof MOVE_HOURS)[number];
/** Each seat's time bank at a turn-based table, in hours: spent by moves slower than the time per move. */
export const BANK_HOURS = { min: 0, max: 336, default: 24 } as const;
/** Deadlines a seat may miss in a row before a bot plays it until its player returns. */
export const MISSED_BEFORE_BOT = { min: 1, max: 10, default: 3 } as const;
