import type { ColumnType } from "kysely";

/**
 * The store's tables as Kysely sees them. Column names are snake_case; the record types of
 * records.ts are mapped by hand in each concept's module. JSON values are text in both databases,
 * and timestamps are epoch milliseconds (bigint in PostgreSQL, read back as numbers: database.ts).
 */
export interface Schema {
  players: PlayersTable;
  tables: TablesTable & TableOwnerColumn;
  games: GamesTable;
  game_players: GamePlayersTable;
  actions: ActionsTable;
  ratings: RatingsTable;
  discard_wins: DiscardWinsTable;
  server_processes: ServerProcessesTable;
}

export interface PlayersTable {
  id: string;
  name: string;
  /** sha256 of the guest's secret token; null for players that never sign in (the bots). */
  token_hash: string | null;
  created_at: number;
}

export interface TablesTable {
  id: string;
  code: string | null;
  host_id: string;
  /** JSON: TableSettings. */
  settings: string;
  /** JSON: Occupant[]. */
  seats: string;
  status: string;
  game_id: string | null;
  created_at: number;
  updated_at: number;
}

/**
 * Which server process hosts a table (scale-out, migration 002). Kept apart from TablesTable:
 * saving a table's record never touches it, only the ownership queries of processes.ts do.
 */
export interface TableOwnerColumn {
  owner: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A server process of a scaled-out deployment and its lease (processes.ts). */
export interface ServerProcessesTable {
  /** Colyseus's process id. */
  id: string;
  /** Its public address: where clients reach it. */
  address: string;
  started_at: number;
  /** Epoch milliseconds by the database's clock; the process counts as dead after it. */
  lease_until: number;
}

export interface GamesTable {
  id: string;
  table_id: string;
  ruleset: string;
  /** JSON: TableSettings. */
  settings: string;
  /** JSON: engine options. */
  options: string;
  seed: string;
  first_seat: number;
  /** JSON: Occupant[]. */
  seats: string;
  status: string;
  /** JSON: number[]. */
  winners: string;
  /** JSON: number[]. */
  scores: string;
  /** 0 or 1: SQLite has no boolean type. */
  rated: number;
  started_at: number;
  ended_at: number | null;
}

/** Who played a game: the index behind a player's game history. */
export interface GamePlayersTable {
  game_id: string;
  player_id: string;
  /** The game's start, copied here so a player's history is one index range scan. */
  started_at: number;
}

export interface ActionsTable {
  game_id: string;
  seq: number;
  /** JSON: GameAction. */
  action: string;
  at: number;
}

export interface RatingsTable {
  player_id: string;
  ruleset: string;
  mu: number;
  sigma: number;
  rating: number;
  games: number;
  wins: number;
  updated_at: number;
}

export interface DiscardWinsTable {
  player_id: string;
  wins: number;
  rounds: number;
}
