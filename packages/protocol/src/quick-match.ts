// "Play now" (docs/protocol.md, `quick-match`): a person waits for others who want the same
// edition and table size, and after the wait they chose the empty seats go to bots.

/** The editions quick match seats: those whose bots are measured, so every game it deals is rated. */
export const QUICK_MATCH_RULESETS = ["classic", "2019", "premium"] as const;
export type QuickMatchRuleset = (typeof QUICK_MATCH_RULESETS)[number];

/** The table sizes each edition plays (rules.md §1.2). */
export const QUICK_MATCH_SEATS: Readonly<Record<QuickMatchRuleset, { readonly min: number; readonly max: number }>> = {
  classic: { min: 2, max: 4 },
  "2019": { min: 2, max: 6 },
  premium: { min: 2, max: 8 },
};

/** The table size bots fill to for a person who asked for any size and found nobody. */
export const ANY_SIZE_WITH_BOTS = 4;

/** How long a person waits for people before bots take the empty seats. */
export const QUICK_MATCH_WAIT_SECONDS = { min: 5, max: 120, default: 20 } as const;

/** What the quick-match room sends, by message type. */
export interface QuickMatchMessages {
  /** On joining, and whenever the queue changes: how the wait stands. */
  waiting: {
    /** People waiting for this edition now, this person included. */
    readonly waiting: number;
    /** When the empty seats go to bots (the server's epoch ms). */
    readonly fillsAt: number;
    readonly waitSeconds: number;
    /** Join again with it after a lost connection: the wait goes on from where it was. */
    readonly ticket: string;
  };
  /** A table is dealt with a seat for this person: join it (`joinById(tableId, {token})`). */
  matched: { readonly tableId: string };
  error: { readonly code: string; readonly message: string };
}

/** A quick-match queue as the lobby lists it (the room's metadata): how many wait for its edition. */
export interface QuickMatchListing {
  readonly ruleset: QuickMatchRuleset;
  readonly waiting: number;
}
