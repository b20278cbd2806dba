import type {
  DiscardWinsRecord,
  GameAction,
  GameRecord,
  GameSummary,
  LeaderboardRow,
  PlayerRecord,
  RatingRecord,
  StoredAction,
  TableRecord,
} from "./records.js";

/** A rating change to save: the new mu/sigma, and whether this match was a win. */
export interface RatingUpdate {
  readonly playerId: string;
  readonly ruleset: string;
  readonly mu: number;
  readonly sigma: number;
  readonly won: boolean;
}

/** Thrown when an action's sequence number is already taken: another writer got there first. */
export class ActionConflict extends Error {
  constructor(
    readonly tableId: string,
    readonly seq: number,
  ) {
    super(`Action ${seq} of table ${tableId} is already stored.`);
    this.name = "ActionConflict";
  }
}

/**
 * Everything the server keeps. One implementation over Kysely serves SQLite (the default, a file
 * under ./data) and PostgreSQL (DATABASE_URL), with one migration set.
 */
export interface Store {
  /** "sqlite" or "postgres". */
  readonly kind: "sqlite" | "postgres";
  close(): Promise<void>;

  /** A new guest with a fresh secret token (returned once; only its hash is stored). */
  createGuest(name: string): Promise<{ player: PlayerRecord; token: string }>;
  /** The player a token belongs to, or null. */
  playerByToken(token: string): Promise<PlayerRecord | null>;
  player(id: string): Promise<PlayerRecord | null>;
  renamePlayer(id: string, name: string): Promise<PlayerRecord | null>;

  /** Inserts or replaces a table's record. */
  saveTable(table: TableRecord): Promise<void>;
  table(id: string): Promise<TableRecord | null>;
  tableByCode(code: string): Promise<TableRecord | null>;
  /** Tables waiting or playing: the ones a restarted server resumes. */
  unfinishedTables(): Promise<TableRecord[]>;

  saveGame(game: GameRecord): Promise<void>;
  game(id: string): Promise<GameRecord | null>;
  /** A player's games, newest first. */
  gamesOfPlayer(playerId: string, options: { limit: number; before?: number }): Promise<GameSummary[]>;
  /**
   * Appends an action to a game's log. Sequence numbers start at 0 and have no gaps; storing a
   * taken number throws {@link ActionConflict} and stores nothing.
   */
  appendAction(gameId: string, seq: number, action: GameAction): Promise<void>;
  actions(gameId: string): Promise<StoredAction[]>;

  ratings(playerIds: readonly string[], ruleset: string): Promise<RatingRecord[]>;
  /** Saves several rating changes at once (one match), atomically. */
  saveRatings(updates: readonly RatingUpdate[]): Promise<void>;
  leaderboard(ruleset: string, options: { limit: number }): Promise<LeaderboardRow[]>;
  playerRatings(playerId: string): Promise<RatingRecord[]>;

  /** Adds to a player's "discard" win counter. */
  addDiscardWins(playerId: string, wins: number, rounds: number): Promise<void>;
  discardLeaderboard(options: { limit: number }): Promise<DiscardWinsRecord[]>;
}
