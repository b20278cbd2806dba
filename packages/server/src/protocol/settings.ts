import { RULESET_IDS } from "@loveletter/engine";
import { z } from "zod";

/** Bot strengths a table can seat. */
export const BOT_STRENGTHS = ["random", "heuristic", "expert"] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

export const TURN_SECONDS = { min: 5, max: 60, default: 20 } as const;
export const INTERMISSION_SECONDS = { min: 0, max: 30, default: 10 } as const;

/**
 * How a table's match ends: at a number of tokens (the edition's by default), or never — a
 * perpetual scoreboard where rounds go on and people come and go between them.
 */
export const Goal = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("tokens"), tokens: z.int().min(1).max(20).optional() }),
  z.strictObject({ kind: z.literal("perpetual") }),
]);
export type Goal = z.infer<typeof Goal>;

/**
 * A table's settings, chosen by its host before the start. `rules` are the engine's rule and
 * ruleset options (rules.md §6.1; custom decks: edition, deck; discard: decks, extended); the
 * engine validates them with the seat count when the table is created or changed.
 */
export const TableSettings = z.strictObject({
  ruleset: z.enum(RULESET_IDS),
  seats: z.int().min(2).max(8),
  rules: z.record(z.string().max(40), z.unknown()).default({}),
  turnSeconds: z.int().min(TURN_SECONDS.min).max(TURN_SECONDS.max).default(TURN_SECONDS.default),
  intermissionSeconds: z
    .int()
    .min(INTERMISSION_SECONDS.min)
    .max(INTERMISSION_SECONDS.max)
    .default(INTERMISSION_SECONDS.default),
  goal: Goal.default({ kind: "tokens" }),
  visibility: z.enum(["public", "private"]).default("public"),
});
export type TableSettings = z.infer<typeof TableSettings>;
