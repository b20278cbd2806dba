import type {
  AccountLanguage,
  DiscardWinsRecord,
  GameRecord,
  GameSummary,
  LeaderboardRow,
  LearnProgress,
  Locale,
  PlayerRecord,
  PlayerTotals,
  RatingPoint,
  RatingRecord,
  RecoveryCodesAnswer,
  SessionAnswer,
  SignUpAnswer,
  StoredAction,
} from "@loveletter/protocol";
import { CSRF_COOKIE, CSRF_HEADER } from "@loveletter/protocol";
import { whileStarting } from "./starting";

/** A refusal from the HTTP API: its code and message, as the server sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The CSRF cookie's value, which every change made with the session cookie sends back (docs/protocol.md). */
function csrfToken(): string | null {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return entry ? entry.slice(CSRF_COOKIE.length + 1) : null;
}

/** An API request; while the server is starting (503 "starting") it is made again shortly. */
function request<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  return whileStarting(() => requestOnce<T>(method, path, options));
}

async function requestOnce<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const csrf = method === "GET" ? null : csrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, "network", "The server cannot be reached. Check your connection and try again.");
  }
  const data = (await response.json().catch(() => null)) as
    | (T & { error?: undefined })
    | { error: { code: string; message: string } }
    | null;
  if (response.status === 204) return null as T;
  if (!response.ok || data === null) {
    const error = data && "error" in data && data.error ? data.error : null;
    throw new ApiError(
      response.status,
      error?.code ?? "http",
      error?.message ?? `The server answered ${response.status}.`,
    );
  }
  return data as T;
}

export const api = {
  /** Any endpoint (net/passkeys.ts), with the same errors and CSRF header as the others. */
  request,
  createGuest: (name: string) =>
    request<{ player: PlayerRecord; token: string }>("POST", "/api/guests", { body: { name } }),
  me: (token: string) => request<PlayerRecord>("GET", "/api/me", { token }),
  rename: (token: string, name: string) => request<PlayerRecord>("PUT", "/api/me", { token, body: { name } }),
  tableByCode: (code: string) => request<{ tableId: string }>("GET", `/api/tables/code/${encodeURIComponent(code)}`),
  player: (id: string) =>
    request<{
      player: PlayerRecord;
      ratings: RatingRecord[];
      history: RatingPoint[];
      totals: PlayerTotals[];
      discard: { wins: number; rounds: number } | null;
    }>("GET", `/api/players/${encodeURIComponent(id)}`),
  games: (id: string, limit = 20) =>
    request<{ games: GameSummary[] }>("GET", `/api/players/${encodeURIComponent(id)}/games?limit=${limit}`),
  game: (id: string) =>
    request<{ game: GameRecord; actions: StoredAction[] }>("GET", `/api/games/${encodeURIComponent(id)}`),
  leaderboard: (ruleset: string, season: string | null = null, limit = 50) =>
    request<{
      ruleset: string;
      season: string | null;
      seasons: string[];
      ratings: LeaderboardRow[];
      discardWins: DiscardWinsRecord[];
    }>(
      "GET",
      `/api/leaderboard/${encodeURIComponent(ruleset)}?limit=${limit}${season ? `&season=${encodeURIComponent(season)}` : ""}`,
    ),

  // Accounts (docs/protocol.md, "Accounts"): the session is an HttpOnly cookie the browser sends.
  /** A new account; with a guest's token, that guest becomes it (its games and ratings stay). */
  signUp: (username: string, password: string, guestToken?: string) =>
    request<SignUpAnswer>("POST", "/api/accounts", { token: guestToken, body: { username, password } }),
  signIn: (username: string, password: string) =>
    request<SessionAnswer>("POST", "/api/session", { body: { username, password } }),
  /** The session this browser's cookie holds; null when it holds none. */
  session: () => request<SessionAnswer | null>("GET", "/api/session"),
  signOut: () => request<null>("DELETE", "/api/session"),
  signOutEverywhere: () => request<null>("DELETE", "/api/sessions"),
  changePassword: (password: string, newPassword: string) =>
    request<null>("PUT", "/api/account/password", { body: { password, newPassword } }),
  newRecoveryCodes: (password: string) =>
    request<RecoveryCodesAnswer>("POST", "/api/account/recovery-codes", { body: { password } }),
  recover: (username: string, code: string, newPassword: string) =>
    request<SessionAnswer>("POST", "/api/account/recover", { body: { username, code, newPassword } }),
  /** Keeps the account's language, for every device it signs in on (docs/protocol.md, "Language"). */
  setLanguage: (locale: Locale) => request<AccountLanguage>("PUT", "/api/account/language", { body: { locale } }),
  deleteAccount: (password: string) => request<null>("DELETE", "/api/account", { body: { password } }),
  /** The account's /learn progress (docs/protocol.md, "Learning progress"). */
  learnProgress: () => request<LearnProgress>("GET", "/api/account/learn"),
  /** Adds steps finished or the offer's dismissal; the progress as it now is. */
  addLearnProgress: (progress: Partial<LearnProgress>) =>
    request<LearnProgress>("PUT", "/api/account/learn", { body: progress }),
};
