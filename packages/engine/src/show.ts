/**
 * A value as a refusal quotes it: its JSON where JSON can say it, otherwise what it is. Input
 * decoded from msgpack can hold what JSON cannot (a uint64 is a BigInt; NaN, Infinity), and the
 * message that refuses it must never be what throws.
 */
export function shown(value: unknown): string {
  if (typeof value === "bigint" || (typeof value === "number" && !Number.isFinite(value))) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return "a value JSON cannot express";
  }
}
