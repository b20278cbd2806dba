import { RULESET_IDS } from "@loveletter/engine";
import { z } from "zod";

import { BANK_HOURS, INTERMISSION_SECONDS, MISSED_BEFORE_BOT, MOVE_HOURS, TURN_SECONDS } from "./setting-ranges.js";

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
 * How fast a table plays: live (a decision within `turnSeconds`, with people at the table), or
 * turn-based (docs/protocol.md, "Turn-based tables"): a decision within `moveHours`, each seat with a
 * time bank of `bankHours` for the slower ones, and after `missedBeforeBot` deadlines missed in a row a
 * bot plays the seat until its player comes back.
 */
export const Pace = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("live") }),
  z.strictObject({
    kind: z.literal("turn-based"),
    moveHours: z.literal(MOVE_HOURS),
    bankHours: z.int().min(BANK_HOURS.min).max(BANK_HOURS.max).default(BANK_HOURS.default),
    missedBeforeBot: z.int().min(MISSED_BEFORE_BOT.min).max(MISSED_BEFORE_BOT.max).default(MISSED_BEFORE_BOT.default),
  }),
]);
export type Pace = z.infer<typeof Pace>;
export type TurnBasedPace = Extract<Pace, { kind: "turn-based" }>;

/**
 * Each setting's own check, without its default: the full settings below add the defaults, and a
 * change names only what it changes.
 */
const SETTING_FIELDS = {
  ruleset: z.enum(RULESET_IDS),
  seats: z.int().min(2).max(8),
  rules: z.record(z.string().max(40), z.unknown()),
  turnSeconds: z.int().min(TURN_SECONDS.min).max(TURN_SECONDS.max),
  intermissionSeconds: z.int().min(INTERMISSION_SECONDS.min).max(INTERMISSION_SECONDS.max),
  goal: Goal,
  visibility: z.enum(["public", "private"]),
  /**
   * Whether the table's games count on the ladder (docs/ratings.md). On by default; a game is rated
   * only if it is on and every seat is a person's when the game starts: a bot makes it unrated.
   */
  rated: z.boolean(),
  /**
   * Whether bot programs connected through the bot API (docs/bot-api.md) may sit here. Off by
   * default: a table of people stays theirs unless its host invites programs.
   */
  botPrograms: z.boolean(),
  pace: Pace,
};

/**
 * A table's settings, chosen by its host before the start. `rules` are the engine's rule and
 * ruleset options (rules.md §6.1; custom decks: edition, deck; discard: decks, extended); the
 * engine validates them with the seat count when the table is created or changed.
 */
export const TableSettings = z.strictObject({
  ...SETTING_FIELDS,
  rules: SETTING_FIELDS.rules.default({}),
  turnSeconds: SETTING_FIELDS.turnSeconds.default(TURN_SECONDS.default),
  intermissionSeconds: SETTING_FIELDS.intermissionSeconds.default(INTERMISSION_SECONDS.default),
  goal: SETTING_FIELDS.goal.default({ kind: "tokens" }),
  visibility: SETTING_FIELDS.visibility.default("public"),
  rated: SETTING_FIELDS.rated.default(true),
  botPrograms: SETTING_FIELDS.botPrograms.default(false),
  pace: SETTING_FIELDS.pace.default({ kind: "live" }),
  /**
   * The expert's hints for the players (docs/review.md, "Hints"). Decided when the table is made
   * (a settings change cannot name it), and a table with hints is never rated: the server refuses
   * hints with `rated` on, at creation and at any later change of `rated`.
   */
  hints: z.boolean().default(false),
});
export type TableSettings = z.infer<typeof TableSettings>;

/**
 * The host's change to a waiting table's settings: the fields it names, each checked on its own.
 * Not `TableSettings.partial()`: zod fills in the defaults of the fields a partial schema leaves
 * out, so changing one setting would reset the others.
 */
export const SettingsChange = z.strictObject(SETTING_FIELDS).partial();
export type SettingsChange = z.infer<typeof SettingsChange>;
/** Settings as a client writes them: defaults may be left out. */
export type TableSettingsInput = z.input<typeof TableSettings>;

/**
 * The settings after a change: only the fields it names (with a value) are replaced. Unchecked:
 * the result is for `TableSettings` to judge.
 */
export function withChange(current: TableSettings, change: SettingsChange): Record<string, unknown> {
  const named = Object.entries(change).filter(([, value]) => value !== undefined);
  return { ...current, ...Object.fromEntries(named) };
}
