import { nameKey } from "@loveletter/protocol";
import { AddressLimits } from "./address-limits.js";
import { fieldOf, hasField } from "./api-body.js";
import { errorResponse, json } from "./responses.js";

/** Per-address limits of the HTTP API (docs/protocol.md), each a burst refilled over its period. */
export interface HttpRateLimits {
  /** New guests (POST /api/guests): a household or a classroom behind one address makes a few. */
  readonly guestsPerHour: number;
  /** Join-code lookups (GET /api/tables/code/:code): a person mistypes a few; a guesser needs ~10⁹. */
  readonly codeLookupsPerMinute: number;
  /** Sign-in attempts (password or recovery code) from one address: a person mistypes a few. */
  readonly signInsPerHour: number;
  /** Sign-in attempts naming one username, from anywhere: guessing a password spread over many addresses. */
  readonly signInsPerUsernamePerHour: number;
  /** New accounts (POST /api/accounts) from one address. */
  readonly accountsPerHour: number;
}

export const DEFAULT_HTTP_RATE_LIMITS: HttpRateLimits = {
  guestsPerHour: 60,
  codeLookupsPerMinute: 20,
  signInsPerHour: 30,
  signInsPerUsernamePerHour: 10,
  accountsPerHour: 10,
};

/**
 * The requests that try a password, a recovery code or a passkey: the sign-ins, and the account
 * changes a signed-in player confirms with their password (each hashes it, so unlimited they would
 * be a password guesser behind a stolen session and a way to spend the server's CPU).
 */
const SIGN_INS: ReadonlySet<string> = new Set([
  "POST /api/session",
  "POST /api/account/recover",
  "POST /api/passkeys/sign-in",
  "PUT /api/account/password",
  "POST /api/account/recovery-codes",
  "DELETE /api/account",
]);

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The API's rate-limited requests, and what a refusal says. */
export class ApiRateLimits {
  private readonly guests: AddressLimits;
  private readonly codes: AddressLimits;
  private readonly signIns: AddressLimits;
  private readonly usernames: AddressLimits;
  private readonly accounts: AddressLimits;

  constructor(limits: HttpRateLimits, now: () => number = Date.now) {
    this.guests = new AddressLimits({ capacity: limits.guestsPerHour, perMs: HOUR }, now);
    this.codes = new AddressLimits({ capacity: limits.codeLookupsPerMinute, perMs: MINUTE }, now);
    this.signIns = new AddressLimits({ capacity: limits.signInsPerHour, perMs: HOUR }, now);
    this.usernames = new AddressLimits({ capacity: limits.signInsPerUsernamePerHour, perMs: HOUR }, now);
    this.accounts = new AddressLimits({ capacity: limits.accountsPerHour, perMs: HOUR }, now);
  }

  /**
   * A 429 answer if this request from `key` (an addressKey) is one too many, else null. A join
   * through matchmaking that brings a join code spends a code lookup too: otherwise joining a
   * private table by id with code after code would be a way around the lookups' limit.
   * `pathname` is the path the router routes (front.ts) and `body` the value its handler gets.
   */
  refusal(method: string, pathname: string, key: string, body?: unknown): Response | null {
    if (method === "POST" && pathname === "/api/guests")
      return this.guests.take(key)
        ? null
        : tooMany(this.guests, `new guests (at most ${this.guests.rate.capacity} an hour)`);
    if (SIGN_INS.has(`${method} ${pathname}`)) {
      if (!this.signIns.take(key))
        return tooMany(this.signIns, `sign-in attempts (at most ${this.signIns.rate.capacity} an hour)`);
      // Unknown usernames count as known ones do: the answer tells nothing of which exist.
      const username = usernameIn(body);
      if (username !== null && !this.usernames.take(`user:${nameKey(username)}`))
        return tooMany(
          this.usernames,
          `sign-in attempts for this username (at most ${this.usernames.rate.capacity} an hour, from anywhere)`,
        );
      return null;
    }
    if (method === "POST" && pathname === "/api/accounts")
      return this.accounts.take(key)
        ? null
        : tooMany(this.accounts, `new accounts (at most ${this.accounts.rate.capacity} an hour)`);
    if (method === "GET" && pathname.startsWith("/api/tables/code/"))
      return this.codes.take(key)
        ? null
        : tooMany(this.codes, `join-code lookups (at most ${this.codes.rate.capacity} a minute)`);
    if (method === "POST" && pathname.startsWith("/matchmake/") && bringsJoinCode(body))
      return this.codes.take(key)
        ? null
        : tooMany(this.codes, `joins with a code (at most ${this.codes.rate.capacity} a minute)`, "matchmaking");
    return null;
  }
}

/** The username a sign-in's body names, if any. */
function usernameIn(body: unknown): string | null {
  const username = fieldOf(body, "username");
  return typeof username === "string" ? username : null;
}

/** Whether a matchmaking request's options carry a join code (`{"code": "..."}`, docs/protocol.md). */
function bringsJoinCode(body: unknown): boolean {
  return hasField(body, "code");
}

/**
 * The refusal: in the API's error shape, or for matchmaking in Colyseus's (`{code, error}`, which
 * its SDK reads), with the error's code leading the text as in every join refusal.
 */
export function tooMany(
  limits: AddressLimits,
  what: string,
  route: "api" | "matchmaking" = "api",
  from = "from your address",
): Response {
  const seconds = limits.retryAfterSeconds;
  const message = `Too many ${what} ${from}: try again in ${seconds} s.`;
  const response =
    route === "api"
      ? errorResponse(429, "rate-limited", message)
      : json({ code: 429, error: `rate-limited: ${message}` }, 429);
  response.headers.set("retry-after", String(seconds));
  return response;
}
