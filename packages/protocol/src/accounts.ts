import type { PlayerRecord } from "./records.js";
import type { Locale } from "./words/locales.js";

// The accounts part of the HTTP API (docs/protocol.md, "Accounts"): its answers, and the names of
// the cookies and header a browser session uses.

/** The session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS. */
export const SESSION_COOKIE = "ll_session";
/** The CSRF cookie, readable by the page, whose value it sends back in CSRF_HEADER on every change. */
export const CSRF_COOKIE = "ll_csrf";
export const CSRF_HEADER = "x-csrf-token";

/** A signed-in session: who, its bearer token for the websocket and the API, and when it ends. */
export interface SessionAnswer {
  readonly player: PlayerRecord;
  /**
   * A bearer token for this session (`Authorization: Bearer`, and the `token` of a join): the
   * websocket cannot send the HttpOnly cookie's value. Revoked with the session.
   */
  readonly token: string;
  readonly expiresAt: number;
  /** The language the account chose from the language menu; null until it chooses one. */
  readonly locale: Locale | null;
}

/** PUT /api/account/language's body and answer: the account's language, kept for every device. */
export interface AccountLanguage {
  readonly locale: Locale;
}

/** POST /api/accounts: the new account's session, and its recovery codes, shown this once. */
export interface SignUpAnswer extends SessionAnswer {
  readonly recoveryCodes: readonly string[];
}

/** POST /api/account/recovery-codes: a new set (the old ones stop working). */
export interface RecoveryCodesAnswer {
  readonly recoveryCodes: readonly string[];
}
