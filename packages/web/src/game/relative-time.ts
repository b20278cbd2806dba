/**
 * A moment in the player's words and language, before or after now: "5 min ago", "yesterday",
 * "in 3 hours", "tomorrow".
 */
export function relativeTime(at: number, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: "auto" });
  const seconds = Math.round((at - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, "minute");
}

/** A moment in full, for a title or a screen reader: "Friday 4 December 2026, 21:05". */
export function fullDate(at: number): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" }).format(at);
}
