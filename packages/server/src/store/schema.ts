import type { ColumnType } from "kysely";
import type {
  EmailAddressesTable,
  NotificationsTable,
  PushSubscriptionsTable,
  ServerKeysTable,
} from "./notification-schema.js";

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
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  rating_history: RatingHistoryTable;
  season_ratings: SeasonRatingsTable;
  passkeys: PasskeysTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
  email_addresses: EmailAddressesTable;
  learn_steps: LearnStepsTable;
  learn_offers: LearnOffersTable;
  friendships: FriendshipsTable;
  blocks: BlocksTable;
  vacations: VacationsTable;
}

/** A friendship of two accounts, asked or accepted (migration 014, friends.ts); `low_id` < `high_id`. */
export interface FriendshipsTable {
  low_id: string;
  high_id: string;
  requested_by: string;
  created_at: number;
  accepted_at: number | null;
}

/** One account blocking another (migration 014). */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

/** A player's vacation days and last vacation (migration 015, vacations.ts). */
export interface VacationsTable {
  player_id: string;
  year: number;
  days_used: number;
  since: number;
  until: number;
}

/** A /learn step an account finished (migration 011, learn-progress.ts). */
export interface LearnStepsTable {
  player_id: string;
  step: string;
  done_at: number;
}

/** An account that turned the home page's offer of the guided game down (migration 011). */
export interface LearnOffersTable {
  player_id: string;
  dismissed_at: number;
}

export interface PlayersTable {
  id: string;
  name: string;
  /** sha256 of the guest's secret token; null for players that never sign in this way (bots, accounts). */
  token_hash: string | null;
  created_at: number;
  /** PlayerKind (migration 005). */
  kind: ColumnType<string, string | undefined, string>;
  /** nameKey(name): unique among accounts; null once deleted. */
  name_key: string | null;
  /** An account's password, as password.ts hashes it; null for others. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** A bot program's owner, an account (migration 006); null for everyone else and the admin's programs. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** An account's language, a Locale (migration 013); null until chosen, and for everyone else. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A signed-in session (migration 005, sessions.ts). */
export interface SessionsTable {
  id: string;
  player_id: string;
  /** sha256 of the cookie's token. */
  token_hash: string;
  /** sha256 of the bearer token derived from the cookie's (bearerOf). */
  bearer_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** An account's one-time recovery code, hashed (migration 005). */
export interface RecoveryCodesTable {
  player_id: string;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

/** A player's rating after each rated game (migration 005). */
export interface RatingHistoryTable {
  player_id: string;
  ruleset: string;
  game_id: string;
  rating: number;
  at: number;
}

/** Ratings within one monthly season (migration 005): as RatingsTable, per season. */
export interface SeasonRatingsTable extends RatingsTable {
  /** "2026-11" (UTC). */
  season: string;
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
  /** The server seed the next game is dealt from, hex (migration 004; docs/fair-deal.md). Never sent anywhere. */
  server_seed: string | null;
  /** JSON: TurnClocks, a turn-based table's match clocks (migration 012). */
  turn_clocks: string | null;
  /** "live" | "turn-based": the settings' pace, for finding turn-based tables (migration 012). */
  pace: string;
}

/**
 * Which server process hosts a table (scale-out, migration 002). Kept apart from TablesTable:
 * saving a table's record never touches it, only the ownership queries of processes.ts do.
 */
export interface TableOwnerColumn {
  owner: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * When a sleeping table's next deadline falls due (migration 016); null while it is awake. Like
   * the owner, only its own queries (sleeping-tables.ts) set it. PostgreSQL's bigint comes as a string.
   */
  wakes_at: ColumnType<number | string | null, number | null | undefined, number | null>;
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
  /** "v0" or "v1" (migration 004; docs/fair-deal.md). */
  deal_version: string;
  /** v1: SHA-256 of the server seed, hex; the server seed, hex (secret until the game ends); JSON: client seeds. */
  commitment: string | null;
  server_seed: string | null;
  client_seeds: string | null;
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
  /** Of games and wins, those with a built-in bot at the table (migration 010). */
  bot_games: number;
  bot_wins: number;
  updated_at: number;
}

export interface DiscardWinsTable {
  player_id: string;
  wins: number;
  rounds: number;
}

/** An account's passkey (migration 007, passkeys.ts). */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  player_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON: string[]. */
  transports: string;
  created_at: number;
  last_used_at: number | null;
}
