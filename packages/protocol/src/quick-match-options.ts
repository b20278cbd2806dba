import { z } from "zod";
import {
  QUICK_MATCH_RULESETS,
  QUICK_MATCH_SEATS,
  QUICK_MATCH_WAIT_SECONDS,
  type QuickMatchRuleset,
} from "./quick-match.js";

// The quick-match room's join options as the server checks them: apart from the constants in
// quick-match.ts, so that a client importing those does not bundle zod.

/** Options of `client.joinOrCreate("quick-match", ...)`. */
export const QuickMatchOptions = z
  .strictObject({
    token: z.string().max(200),
    ruleset: z.enum(QUICK_MATCH_RULESETS),
    /** A table of exactly this many players, or of any size the edition plays. */
    seats: z.union([z.int().min(2).max(8), z.literal("any")]).default("any"),
    waitSeconds: z.int().min(QUICK_MATCH_WAIT_SECONDS.min).max(QUICK_MATCH_WAIT_SECONDS.max).default(20),
    /** The ticket of an earlier wait (its `waiting` message): coming back with it keeps the time waited. */
    ticket: z.string().max(200).optional(),
  })
  .refine(
    (options) =>
      options.seats === "any" ||
      (options.seats >= QUICK_MATCH_SEATS[options.ruleset].min &&
        options.seats <= QUICK_MATCH_SEATS[options.ruleset].max),
    {
      error: (issue) => {
        const ruleset = (issue.input as { ruleset: QuickMatchRuleset }).ruleset;
        const { min, max } = QUICK_MATCH_SEATS[ruleset];
        return `This edition plays at ${min} to ${max} players.`;
      },
    },
  );
export type QuickMatchOptions = z.infer<typeof QuickMatchOptions>;
export type QuickMatchInput = z.input<typeof QuickMatchOptions>;
