/**
 * What a table's settings may be, as plain constants: the web client shows them without carrying
 * the schemas that check them (settings.ts).
 */

/** Bot strengths a table can seat. */
export const BOT_STRENGTHS = ["random", "heuristic", "expert"] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

export const TURN_SECONDS = { min: 5, max: 60, default: 20 } as const;
export const INTERMISSION_SECONDS = { min: 0, max: 30, default: 10 } as const;
