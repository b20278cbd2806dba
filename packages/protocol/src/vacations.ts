// Vacations (docs/protocol.md, "Vacations"): an account takes days off from its turn-based tables,
// whose deadlines all stand still meanwhile, for everyone at them.

/** Vacation days an account may take in a calendar year (UTC), whole days, in one go or several. */
export const VACATION_DAYS_PER_YEAR = 21;

/** GET, POST and DELETE /api/account/vacation. */
export interface VacationAnswer {
  readonly daysPerYear: number;
  /** Days left this year (a vacation counts in the year it began). */
  readonly daysLeft: number;
  /** The vacation under way: since when, until when (epoch ms); null when none is. */
  readonly vacation: { readonly since: number; readonly until: number } | null;
}
