import { refuse, VACATION_DAYS_PER_YEAR, type VacationAnswer } from "@loveletter/protocol";
import type { VacationRecord } from "../store/vacations.js";

const DAY_MS = 86_400_000;

function yearOf(at: number): number {
  return new Date(at).getUTCFullYear();
}

function running(record: VacationRecord | null, now: number): record is VacationRecord {
  return record !== null && record.until > now;
}

/** The days spent in `now`'s year: a vacation counts in the year it began. */
function daysUsed(record: VacationRecord | null, now: number): number {
  if (!record) return 0;
  return record.until > now || record.year === yearOf(now) ? record.daysUsed : 0;
}

export function vacationAnswer(record: VacationRecord | null, now: number): VacationAnswer {
  return {
    daysPerYear: VACATION_DAYS_PER_YEAR,
    daysLeft: VACATION_DAYS_PER_YEAR - daysUsed(record, now),
    vacation: running(record, now) ? { since: record.since, until: record.until } : null,
  };
}

/** A vacation of `days` whole days from `now`, spent from the year's days. */
export function startedVacation(
  record: VacationRecord | null,
  playerId: string,
  days: unknown,
  now: number,
): VacationRecord {
  if (running(record, now))
    refuse(
      "invalid-message",
      `You are on vacation until ${new Date(record.until).toISOString()}: end it first to take another.`,
    );
  const left = VACATION_DAYS_PER_YEAR - daysUsed(record, now);
  if (typeof days !== "number" || !Number.isInteger(days) || days < 1)
    refuse("invalid-message", 'Say how many days: {"days": 1} or more, whole days.');
  if (days > left)
    refuse("invalid-message", `You have ${left} vacation days left this year; ${days} is more than that.`);
  const year = yearOf(now);
  return { playerId, year, daysUsed: daysUsed(record, now) + days, since: now, until: now + days * DAY_MS };
}

/** The vacation ended now: the whole days not begun are given back. */
export function endedVacation(record: VacationRecord | null, now: number): VacationRecord {
  if (!running(record, now)) refuse("not-found", "You are not on vacation.");
  const booked = Math.ceil((record.until - record.since) / DAY_MS);
  const taken = Math.max(1, Math.ceil((now - record.since) / DAY_MS));
  return { ...record, daysUsed: record.daysUsed - Math.max(0, booked - taken), until: now };
}
