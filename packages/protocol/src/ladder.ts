// The ladder of people (docs/ratings.md): who is listed, and who is still provisional.

/** Rated games a player needs in a ruleset (or season) to be listed on its leaderboard. */
export const LEADERBOARD_MIN_GAMES = 3;
/** Below this many rated games a rating is provisional: still settling, marked so on the leaderboard. */
export const PROVISIONAL_GAMES = 10;

/** The monthly season a moment falls in: its calendar month in UTC, like "2026-11". */
export function seasonOf(at: number): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** Whether a string names a season ("2026-11"). */
export function isSeason(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}
