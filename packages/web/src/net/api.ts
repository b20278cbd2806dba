import type {
  DiscardWinsRecord,
  GameRecord,
  GameSummary,
  LeaderboardRow,
  PlayerRecord,
  RatingRecord,
  StoredAction,
} from "@loveletter/protocol";

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

async function request<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
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
  createGuest: (name: string) =>
    request<{ player: PlayerRecord; token: string }>("POST", "/api/guests", { body: { name } }),
  me: (token: string) => request<PlayerRecord>("GET", "/api/me", { token }),
  rename: (token: string, name: string) => request<PlayerRecord>("PUT", "/api/me", { token, body: { name } }),
  tableByCode: (code: string) => request<{ tableId: string }>("GET", `/api/tables/code/${encodeURIComponent(code)}`),
  player: (id: string) =>
    request<{ player: PlayerRecord; ratings: RatingRecord[]; discard: { wins: number; rounds: number } | null }>(
      "GET",
      `/api/players/${encodeURIComponent(id)}`,
    ),
  games: (id: string, limit = 20) =>
    request<{ games: GameSummary[] }>("GET", `/api/players/${encodeURIComponent(id)}/games?limit=${limit}`),
  game: (id: string) =>
    request<{ game: GameRecord; actions: StoredAction[] }>("GET", `/api/games/${encodeURIComponent(id)}`),
  leaderboard: (ruleset: string, limit = 50) =>
    request<{ ruleset: string; ratings: LeaderboardRow[]; discardWins: DiscardWinsRecord[] }>(
      "GET",
      `/api/leaderboard/${encodeURIComponent(ruleset)}?limit=${limit}`,
    ),
};
