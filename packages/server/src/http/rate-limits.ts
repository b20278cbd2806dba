import { AddressLimits } from "./address-limits.js";
import { errorResponse } from "./responses.js";

/** Per-address limits of the HTTP API (docs/protocol.md), each a burst refilled over its period. */
export interface HttpRateLimits {
  /** New guests (POST /api/guests): a household or a classroom behind one address makes a few. */
  readonly guestsPerHour: number;
  /** Join-code lookups (GET /api/tables/code/:code): a person mistypes a few; a guesser needs ~10⁹. */
  readonly codeLookupsPerMinute: number;
}

export const DEFAULT_HTTP_RATE_LIMITS: HttpRateLimits = { guestsPerHour: 60, codeLookupsPerMinute: 20 };

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The API's rate-limited requests, and what a refusal says. */
export class ApiRateLimits {
  private readonly guests: AddressLimits;
  private readonly codes: AddressLimits;

  constructor(limits: HttpRateLimits, now: () => number = Date.now) {
    this.guests = new AddressLimits({ capacity: limits.guestsPerHour, perMs: HOUR }, now);
    this.codes = new AddressLimits({ capacity: limits.codeLookupsPerMinute, perMs: MINUTE }, now);
  }

  /** A 429 answer if this request from `key` (an addressKey) is one too many, else null. */
  refusal(method: string, pathname: string, key: string): Response | null {
    if (method === "POST" && pathname === "/api/guests")
      return this.guests.take(key)
        ? null
        : tooMany(this.guests, `new guests (at most ${this.guests.rate.capacity} an hour)`);
    if (method === "GET" && pathname.startsWith("/api/tables/code/"))
      return this.codes.take(key)
        ? null
        : tooMany(this.codes, `join-code lookups (at most ${this.codes.rate.capacity} a minute)`);
    return null;
  }
}

function tooMany(limits: AddressLimits, what: string): Response {
  const seconds = limits.retryAfterSeconds;
  const response = errorResponse(429, "rate-limited", `Too many ${what} from your address: try again in ${seconds} s.`);
  response.headers.set("retry-after", String(seconds));
  return response;
}
