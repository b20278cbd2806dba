import type { EngineEvent, Move, RulesetId, View } from "@loveletter/engine";

/**
 * The wire protocol as the client sees it (docs/protocol.md). Types only: the server is the
 * authority, the client never trusts its own guess of what is legal.
 */

export const BOT_STRENGTHS = ["random", "heuristic", "expert"] as const;
export type BotStrength = (typeof BOT_STRENGTHS)[number];

export type Goal = { kind: "tokens"; tokens?: number } | { kind: "perpetual" };

export interface TableSettings {
  ruleset: RulesetId;
  seats: number;
  rules?: Record<string, unknown>;
  turnSeconds?: number;
  intermissionSeconds?: number;
  goal?: Goal;
  visibility?: "public" | "private";
}

export interface BotSeat {
  seat: number;
  strength: BotStrength;
}

export interface CreateOptions {
  token: string;
  settings: TableSettings;
  bots?: BotSeat[];
  /** Honoured only by a server started for tests (allowTestSeeds): deals a known match. */
  testSeed?: string;
}

export type Phase = "waiting" | "playing" | "intermission" | "finished";

export interface SeatState {
  index: number;
  kind: "empty" | "human" | "bot";
  playerId: string;
  name: string;
  strength: string;
  connected: boolean;
  botPlaying: boolean;
  ready: boolean;
  next: string;
}

export interface ScoreEntry {
  playerId: string;
  name: string;
  wins: number;
  rounds: number;
}

/** The Colyseus schema state, as plain data (`state.toJSON()`). */
export interface TableState {
  phase: Phase;
  hostId: string;
  settings: string;
  seats: SeatState[];
  intermissionEnds: number;
  round: number;
  gameId: string;
  spectators: number;
  scoreboard: ScoreEntry[];
}

export interface ViewMessage {
  turn: number;
  view: View;
  events: EngineEvent[];
  reset: boolean;
  /** Epoch ms when the awaited person's decision times out (0: none). */
  deadline: number;
}

export interface YouMessage {
  playerId: string;
  seat: number | null;
  host: boolean;
  /** A private table's join code: told only to its seated players and its host. */
  code?: string;
}

export interface ChatMessage {
  id: string | number;
  playerId: string;
  name: string;
  text: string;
  at: number;
}

export interface ErrorMessage {
  code: string;
  message: string;
  about: string;
}

export interface GameOverMessage {
  gameId: string;
  winners: number[];
  ratings: { playerId: string; before: number; after: number }[];
}

export interface MoveMessage {
  move: Move;
  turn?: number;
}

/** A public table as the lobby lists it. */
export interface TableListing {
  ruleset: RulesetId;
  seats: number;
  humans: number;
  bots: number;
  open: number;
  status: "waiting" | "playing" | "finished";
  host: string;
  turnSeconds: number;
  goal: Goal;
  spectators: number;
  title: string;
}

export interface LobbyRoom {
  roomId: string;
  clients: number;
  maxClients: number;
  metadata?: TableListing;
}

// --- HTTP records (packages/server/src/store/records.ts)

export interface Player {
  id: string;
  name: string;
  createdAt: number;
}

export type Occupant =
  | { kind: "empty" }
  | { kind: "human"; playerId: string; name: string }
  | { kind: "bot"; strength: BotStrength; name: string };

export type GameAction =
  | { type: "move"; seat: number; move: Move; by: "player" | "bot" | "timer" }
  | { type: "next-round" }
  | { type: "restart" }
  | { type: "seat"; seat: number; occupant: Occupant };

export interface StoredAction {
  seq: number;
  action: GameAction;
  at: number;
}

export interface GameRecord {
  id: string;
  tableId: string;
  ruleset: RulesetId;
  settings: TableSettings;
  options: Record<string, unknown>;
  seed: string;
  first: number;
  seats: Occupant[];
  status: "playing" | "finished" | "abandoned";
  winners: number[];
  scores: number[];
  rated: boolean;
  startedAt: number;
  endedAt: number | null;
}

export type GameSummary = Omit<GameRecord, "seed" | "options">;

export interface RatingRecord {
  playerId: string;
  ruleset: string;
  mu: number;
  sigma: number;
  rating: number;
  games: number;
  wins: number;
  updatedAt: number;
}

export interface LeaderboardRow extends RatingRecord {
  name: string;
}

export interface DiscardWinsRecord {
  playerId: string;
  name: string;
  wins: number;
  rounds: number;
}
