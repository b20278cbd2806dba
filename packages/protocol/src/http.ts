import type { ErrorCode } from "./errors.js";
import type {
  DiscardWinsRecord,
  GameRecord,
  GameSummary,
  LeaderboardRow,
  PlayerRecord,
  PlayerTotals,
  RatingPoint,
  RatingRecord,
  StoredAction,
} from "./records.js";

/** Every answer of the HTTP API by endpoint (docs/protocol.md, "HTTP API"). */
export interface HttpAnswers {
  /** POST /api/guests: a new guest and its secret token (shown once). */
  guest: { readonly player: PlayerRecord; readonly token: string };
  /** GET and PUT /api/me. */
  me: PlayerRecord;
  /** GET /api/tables/code/:code. */
  tableByCode: { readonly tableId: string };
  /** GET /api/players/:id. */
  player: {
    readonly player: PlayerRecord;
    readonly ratings: readonly RatingRecord[];
    /** The rating after each rated game, oldest first (the player page's chart). */
    readonly history: readonly RatingPoint[];
    /** Finished games and wins per ruleset, rated or not. */
    readonly totals: readonly PlayerTotals[];
    readonly discard: { readonly wins: number; readonly rounds: number } | null;
  };
  /** GET /api/players/:id/games. */
  games: { readonly games: readonly GameSummary[] };
  /** GET /api/games/:id: a finished game, everything needed to replay it. */
  game: { readonly game: GameRecord; readonly actions: readonly StoredAction[] };
  /** GET /api/leaderboard/:ruleset. */
  leaderboard: {
    readonly ruleset: string;
    /** The pool's pace (`?pace=turn-based`: the ruleset's turn-based pool, docs/ratings.md). */
    readonly pace: "live" | "turn-based";
    /** The season shown ("2026-11"), or null for all time. */
    readonly season: string | null;
    /** Seasons with rated games in this ruleset, newest first. */
    readonly seasons: readonly string[];
    /** People only, with at least LEADERBOARD_MIN_GAMES rated games. */
    readonly ratings: readonly LeaderboardRow[];
    readonly discardWins: readonly DiscardWinsRecord[];
  };
  /** GET /api/health. */
  health: {
    readonly ok: true;
    readonly store: "sqlite" | "postgres";
    readonly memory: { readonly rss: number; readonly heapUsed: number };
    /** This process's CPU time so far, user + system, in µs. */
    readonly cpuMicros: number;
    /** This process's rooms: with several processes, the tables it holds, not all of them. */
    readonly rooms: number;
    readonly clients: number;
    /**
     * How late this process's event loop ran in the last complete 10 s window, in ms: its 99th
     * percentile and its worst. Null until the first window since the server started ends.
     */
    readonly eventLoopDelay: { readonly p99Ms: number; readonly maxMs: number } | null;
    /**
     * Scaled out (Redis): the server processes this one places new tables on, itself included,
     * as it saw them at its last heartbeat. Null for a server on its own.
     */
    readonly processes: number | null;
    /**
     * Sleeping turn-based tables (docs/deploy.md): how many sleep now (in the whole store), and
     * how many this process woke since it started, by a join and by their deadline.
     */
    readonly sleeping: { readonly tables: number; readonly wokenByJoin: number; readonly wokenByDeadline: number };
  };
}

/** The API's one error shape. */
export interface HttpError {
  readonly error: { readonly code: ErrorCode; readonly message: string };
}
