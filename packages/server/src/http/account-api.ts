import { randomBytes, timingSafeEqual } from "node:crypto";
import { createEndpoint } from "@colyseus/core";
import type { AccountLanguage, PlayerRecord, SessionAnswer } from "@loveletter/protocol";
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  isLocale,
  LOCALES,
  ProtocolError,
  refuse,
  SESSION_COOKIE,
} from "@loveletter/protocol";
import { Accounts, type OpenedSession, SESSION_DAYS } from "../accounts/accounts.js";
import { Passkeys, type RelyingParty } from "../accounts/passkeys.js";
import type { ServerContext } from "../context.js";
import { bearerOf } from "../store/sessions.js";
import type { Store } from "../store/store.js";
import { CHALLENGE_COOKIE, CHALLENGE_SECONDS, openChallenge, sealChallenge } from "./challenge-cookie.js";
import { cookiesOf, setCookie } from "./cookies.js";
import { errorResponse, json } from "./responses.js";
import { SECURE_HEADER } from "./security-headers.js";

type Context = { body?: unknown; headers?: Headers; params?: Record<string, string>; query?: Record<string, string> };
type Handler = (ctx: Context) => Promise<Response>;

const REFUSAL_STATUS: Partial<Record<ProtocolError["code"], number>> = {
  unauthorized: 401,
  "csrf-failed": 403,
  "bots-not-allowed": 403,
  blocked: 403,
  "not-found": 404,
  "name-taken": 409,
  "not-configured": 409,
  "too-many-tables": 429,
};

/** Turns refusals into error responses (as api.ts does), so each handler reads as its happy path. */
export function handled(handler: Handler): Handler {
  return async (ctx) => {
    try {
      return await handler(ctx);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      return errorResponse(REFUSAL_STATUS[error.code] ?? 400, error.code, error.message);
    }
  };
}

export function fields(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    refuse("invalid-message", 'The body must be a JSON object, like {"username": "ada", "password": "..."}.');
  return body as Record<string, unknown>;
}

function equalSecrets(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(new Uint8Array(x), new Uint8Array(y));
}

/** How the request proved who it is: the session cookie (with CSRF's rule on writes) or a bearer token. */
export interface Authenticated {
  readonly sessionId: string;
  readonly player: PlayerRecord;
  readonly expiresAt: number;
  readonly by: "cookie" | "bearer";
  /** The cookie's token, when that is how. */
  readonly token: string | null;
}

/**
 * The accounts part of the HTTP API (docs/protocol.md, "Accounts"). A browser holds its session in
 * an HttpOnly cookie and sends the CSRF cookie's value in a header with every change; programs and
 * the websocket use the session's bearer token instead.
 */
export function accountEndpoints(ctx: ServerContext, now: () => number = Date.now) {
  const { store } = ctx;
  const accounts = new Accounts(store, now, (playerId) => ctx.sessions.ended(playerId));
  const passkeys = new Passkeys(store, now, ctx.log);

  /** The site as the browser sees it: the request's host (its name is the passkeys' RP ID) and scheme. */
  function relyingParty(headers: Headers | undefined): RelyingParty {
    const host = headers?.get("host") ?? "localhost";
    const id = host.startsWith("[") ? host.slice(1, host.indexOf("]")) : host.replace(/:\d+$/, "");
    return { id, origin: `${headers?.get(SECURE_HEADER) === "1" ? "https" : "http"}://${host}` };
  }

  function withChallenge(response: Response, headers: Headers | undefined, challenge: string, purpose: string) {
    const secure = headers?.get(SECURE_HEADER) === "1";
    const sealed = sealChallenge(ctx.secret, challenge, purpose, now() + CHALLENGE_SECONDS * 1000);
    response.headers.append(
      "set-cookie",
      setCookie(CHALLENGE_COOKIE, sealed, { maxAge: CHALLENGE_SECONDS, httpOnly: true, secure }),
    );
    return response;
  }

  /** The challenge of the ceremony this browser began for `purpose`, or a refusal. */
  function challengeOf(headers: Headers | undefined, purpose: string): string {
    const challenge = openChallenge(ctx.secret, cookiesOf(headers).get(CHALLENGE_COOKIE), purpose, now());
    if (!challenge) refuse("invalid-message", "This passkey step has expired or was not begun here: start again.");
    return challenge;
  }

  function withoutChallenge(response: Response, headers: Headers | undefined) {
    const secure = headers?.get(SECURE_HEADER) === "1";
    response.headers.append("set-cookie", setCookie(CHALLENGE_COOKIE, "", { maxAge: 0, httpOnly: true, secure }));
    return response;
  }
  const authenticated = (headers: Headers | undefined, write: boolean) => authenticate(store, headers, write, now);

  /**
   * The cookies of a session: its token (HttpOnly) and a CSRF token the page can read (a new one,
   * or the page's own when the session is only renewed).
   */
  function sessionCookies(
    response: Response,
    headers: Headers | undefined,
    token: string,
    expiresAt: number,
    csrf = randomBytes(18).toString("base64url"),
  ) {
    const secure = headers?.get(SECURE_HEADER) === "1";
    const maxAge = Math.max(0, Math.floor((expiresAt - now()) / 1000));
    response.headers.append("set-cookie", setCookie(SESSION_COOKIE, token, { maxAge, httpOnly: true, secure }));
    response.headers.append("set-cookie", setCookie(CSRF_COOKIE, csrf, { maxAge, httpOnly: false, secure }));
    return response;
  }

  function clearedCookies(response: Response, headers: Headers | undefined) {
    const secure = headers?.get(SECURE_HEADER) === "1";
    for (const [name, httpOnly] of [
      [SESSION_COOKIE, true],
      [CSRF_COOKIE, false],
    ] as const)
      response.headers.append("set-cookie", setCookie(name, "", { maxAge: 0, httpOnly, secure }));
    return response;
  }

  async function answer(session: Pick<OpenedSession, "player" | "bearer" | "expiresAt">): Promise<SessionAnswer> {
    const locale = await store.accountLocale(session.player.id);
    return { player: session.player, token: session.bearer, expiresAt: session.expiresAt, locale };
  }

  async function guestOf(headers: Headers | undefined): Promise<PlayerRecord | undefined> {
    const header = headers?.get("authorization") ?? "";
    if (!header.startsWith("Bearer ")) return undefined;
    const player = await store.playerByToken(header.slice(7).trim());
    if (!player || player.kind !== "guest") refuse("unauthorized", "Only a guest's token can become an account.");
    return player;
  }

  return {
    signUp: createEndpoint(
      "/api/accounts",
      { method: "POST" },
      handled(async ({ body, headers }) => {
        const { username, password } = fields(body);
        const opened = await accounts.signUp(username, password, await guestOf(headers));
        const response = json({ ...(await answer(opened)), recoveryCodes: opened.recoveryCodes }, 201);
        return sessionCookies(response, headers, opened.token, opened.expiresAt);
      }),
    ),
    signIn: createEndpoint(
      "/api/session",
      { method: "POST" },
      handled(async ({ body, headers }) => {
        const { username, password } = fields(body);
        const opened = await accounts.signIn(username, password);
        return sessionCookies(json(await answer(opened)), headers, opened.token, opened.expiresAt);
      }),
    ),
    session: createEndpoint(
      "/api/session",
      { method: "GET" },
      handled(async ({ headers }) => {
        // Not signed in at all (a guest's page asks at every load): no session, and no error to log.
        if (!cookiesOf(headers).has(SESSION_COOKIE) && !headers?.get("authorization"))
          return new Response(null, { status: 204 });
        const session = await authenticated(headers, false);
        const bearer = session.token ? bearerOf(session.token) : (headers?.get("authorization") ?? "").slice(7).trim();
        // A page's load renews a session past half its life; its cookies then carry the new end.
        const renewed = await accounts.renewIfDue(session);
        const expiresAt = renewed ?? session.expiresAt;
        const response = json(await answer({ player: session.player, bearer, expiresAt }));
        if (renewed === null || session.token === null) return response;
        return sessionCookies(response, headers, session.token, expiresAt, cookiesOf(headers).get(CSRF_COOKIE));
      }),
    ),
    signOut: createEndpoint(
      "/api/session",
      { method: "DELETE" },
      handled(async ({ headers }) => {
        const session = await authenticated(headers, true);
        await accounts.signOut(session.player, session.sessionId);
        return clearedCookies(new Response(null, { status: 204 }), headers);
      }),
    ),
    signOutEverywhere: createEndpoint(
      "/api/sessions",
      { method: "DELETE" },
      handled(async ({ headers }) => {
        const session = await authenticated(headers, true);
        await accounts.signOutEverywhere(session.player);
        return clearedCookies(new Response(null, { status: 204 }), headers);
      }),
    ),
    changePassword: createEndpoint(
      "/api/account/password",
      { method: "PUT" },
      handled(async ({ body, headers }) => {
        const session = await authenticated(headers, true);
        const { password, newPassword } = fields(body);
        await accounts.changePassword(session.player, session.sessionId, password, newPassword);
        return new Response(null, { status: 204 });
      }),
    ),
    recoveryCodes: createEndpoint(
      "/api/account/recovery-codes",
      { method: "POST" },
      handled(async ({ body, headers }) => {
        const session = await authenticated(headers, true);
        const recoveryCodes = await accounts.replaceRecoveryCodes(session.player, fields(body).password);
        return json({ recoveryCodes });
      }),
    ),
    recover: createEndpoint(
      "/api/account/recover",
      { method: "POST" },
      handled(async ({ body, headers }) => {
        const { username, code, newPassword } = fields(body);
        const opened = await accounts.recover(username, code, newPassword);
        return sessionCookies(json(await answer(opened)), headers, opened.token, opened.expiresAt);
      }),
    ),
    passkeyRegistration: createEndpoint(
      "/api/passkeys/registration",
      { method: "POST" },
      handled(async ({ headers }) => {
        const session = await authenticated(headers, true);
        const options = await passkeys.registrationOptions(session.player, relyingParty(headers));
        return withChallenge(json(options), headers, options.challenge, `register:${session.player.id}`);
      }),
    ),
    addPasskey: createEndpoint(
      "/api/passkeys",
      { method: "POST" },
      handled(async ({ body, headers }) => {
        const session = await authenticated(headers, true);
        const challenge = challengeOf(headers, `register:${session.player.id}`);
        const passkey = await passkeys.register(
          session.player,
          fields(body).response,
          challenge,
          relyingParty(headers),
        );
        const answer = json({ passkey: { id: passkey.id, createdAt: passkey.createdAt, lastUsedAt: null } }, 201);
        return withoutChallenge(answer, headers);
      }),
    ),
    passkeys: createEndpoint(
      "/api/passkeys",
      { method: "GET" },
      handled(async ({ headers }) => {
        const session = await authenticated(headers, false);
        const list = await store.passkeysOf(session.player.id);
        return json({ passkeys: list.map(({ id, createdAt, lastUsedAt }) => ({ id, createdAt, lastUsedAt })) });
      }),
    ),
    removePasskey: createEndpoint(
      "/api/passkeys/:id",
      { method: "DELETE" },
      handled(async ({ headers, params }) => {
        const session = await authenticated(headers, true);
        if (!(await store.removePasskey(String(params?.id), session.player.id)))
          refuse("not-found", "You have no such passkey.");
        return new Response(null, { status: 204 });
      }),
    ),
    passkeySignInOptions: createEndpoint(
      "/api/passkeys/sign-in-options",
      { method: "POST" },
      handled(async ({ headers }) => {
        const options = await passkeys.signInOptions(relyingParty(headers));
        return withChallenge(json(options), headers, options.challenge, "sign-in");
      }),
    ),
    passkeySignIn: createEndpoint(
      "/api/passkeys/sign-in",
      { method: "POST" },
      handled(async ({ body, headers }) => {
        const challenge = challengeOf(headers, "sign-in");
        const player = await passkeys.signIn(fields(body).response, challenge, relyingParty(headers));
        const opened = await accounts.openSession(player);
        const response = sessionCookies(json(await answer(opened)), headers, opened.token, opened.expiresAt);
        return withoutChallenge(response, headers);
      }),
    ),
    setLanguage: createEndpoint(
      "/api/account/language",
      { method: "PUT" },
      handled(async ({ body, headers }) => {
        const session = await authenticated(headers, true);
        const locale = (body as { locale?: unknown } | null)?.locale;
        if (!isLocale(locale))
          refuse("invalid-message", `The body must be {"locale": …}, one of ${LOCALES.join(", ")}.`);
        await store.setAccountLocale(session.player.id, locale);
        return json({ locale } satisfies AccountLanguage);
      }),
    ),
    deleteAccount: createEndpoint(
      "/api/account",
      { method: "DELETE" },
      handled(async ({ body, headers }) => {
        const session = await authenticated(headers, true);
        await accounts.deleteAccount(session.player, fields(body).password);
        return clearedCookies(new Response(null, { status: 204 }), headers);
      }),
    ),
  };
}

export { SESSION_DAYS };

/**
 * Who a request is: a live session's bearer token, or its cookie (and on a write, the CSRF
 * cookie's value in the CSRF header); else `unauthorized` or `csrf-failed`.
 */
export async function authenticate(
  store: Store,
  headers: Headers | undefined,
  write: boolean,
  now: () => number = Date.now,
): Promise<Authenticated> {
  const header = headers?.get("authorization") ?? "";
  if (header.startsWith("Bearer ")) {
    const session = await store.liveSession(header.slice(7).trim(), "bearer", now());
    if (!session) refuse("unauthorized", "This token is not a live session's: sign in again.");
    return { sessionId: session.id, player: session.player, expiresAt: session.expiresAt, by: "bearer", token: null };
  }
  const cookies = cookiesOf(headers);
  const token = cookies.get(SESSION_COOKIE);
  const session = token ? await store.liveSession(token, "cookie", now()) : null;
  if (!token || !session) refuse("unauthorized", "You are not signed in.");
  if (write) {
    const expected = cookies.get(CSRF_COOKIE) ?? "";
    const sent = headers?.get(CSRF_HEADER) ?? "";
    if (!expected || !equalSecrets(expected, sent))
      refuse("csrf-failed", `A change needs the ${CSRF_COOKIE} cookie's value in the ${CSRF_HEADER} header.`);
  }
  return { sessionId: session.id, player: session.player, expiresAt: session.expiresAt, by: "cookie", token };
}
