import type { RulesetId } from "@loveletter/engine";
import type { QuickMatchListing } from "./quick-match.js";
import type { Goal, TableSettings } from "./settings.js";

export type TablePhase = "waiting" | "playing" | "intermission" | "finished";

/** One seat as everyone at the table sees it (docs/protocol.md, the `table` message). */
export interface PublicSeat {
  readonly index: number;
  readonly kind: "empty" | "human" | "bot";
  readonly playerId: string;
  readonly name: string;
  readonly strength: string;
  /** A bot program connected through the bot API (kind "human": it plays like a person, shown as a bot). */
  readonly program: boolean;
  /** A guest, not an account: its name is shown with a guest mark. */
  readonly guest: boolean;
  readonly connected: boolean;
  readonly botPlaying: boolean;
  readonly ready: boolean;
  /** A perpetual table: the player who takes the seat at the next round ("" for nobody), and their name. */
  readonly nextPlayerId: string;
  readonly next: string;
  /** The seat's client seed for the deal (docs/fair-deal.md): as its person sent it while waiting, then the game's ("" for none yet). */
  readonly clientSeed: string;
}

/** A perpetual table's tally for one person (or one bot seat), across every seat they had. */
export interface ScoreRow {
  readonly playerId: string;
  readonly name: string;
  readonly wins: number;
  readonly rounds: number;
  /** Place among everyone the scoreboard counts, by wins (1: the most; as many wins, the same place). */
  readonly rank: number;
}

/**
 * Rows of a perpetual table's scoreboard in its `table` message: the leaders, then whoever sits
 * now. A table open for days counts hundreds of people, and every `table` message would carry them all.
 */
export const SCOREBOARD_LEADERS = 20;

/** The public part of a table: what everyone in its room is shown. No cards, no join code. */
export interface PublicTable {
  readonly phase: TablePhase;
  readonly hostId: string;
  readonly settings: TableSettings;
  readonly seats: readonly PublicSeat[];
  /** Epoch ms when the intermission ends (0: none). */
  readonly intermissionEnds: number;
  readonly round: number;
  readonly gameId: string;
  readonly spectators: number;
  /** Rounds each seat has won in the match being played (or just ended), by seat; [] before the first. */
  readonly roundsWon: readonly number[];
  /** A perpetual table's standings: its SCOREBOARD_LEADERS leaders and whoever sits now, by rank. */
  readonly scoreboard: readonly ScoreRow[];
  /** How many the scoreboard counts in all (more than its rows once it is long). */
  readonly scoreboardPlayers: number;
  /**
   * SHA-256 of the server seed (docs/fair-deal.md) of the game being played, or of the next game
   * to be dealt (waiting, finished); "" for a game dealt before fair deals (v0).
   */
  readonly commitment: string;
  /** Once a game ended: the server seed it was dealt from (its id is `gameId`); "" otherwise. */
  readonly revealedSeed: string;
  /** A turn-based table's clocks (settings.pace "turn-based"); null at a live table. */
  readonly turnBased: TurnBasedClocks | null;
}

/**
 * A turn-based table's clocks, as everyone at it sees them (docs/protocol.md, "Turn-based tables").
 * A seat a bot stands in for has `botPlaying` set in its PublicSeat.
 */
export interface TurnBasedClocks {
  /** By seat: the time bank left (ms), spent by decisions slower than the time per move. */
  readonly banks: readonly number[];
  /** By seat: deadlines missed in a row; from the pace's `missedBeforeBot` a bot plays the seat until its player returns. */
  readonly missed: readonly number[];
  /** The awaited person's decision: since when it is awaited, and its deadline (epoch ms); null when no person's is. */
  readonly awaiting: { readonly seat: number; readonly since: number; readonly deadline: number } | null;
  /**
   * Why every deadline stands still, as data the client words: a seated person is on vacation
   * until `until` (epoch ms; the latest, when several are). Null when the clocks run.
   */
  readonly paused: { readonly reason: "vacation"; readonly seat: number; readonly until: number } | null;
}

/** What the lobby shows of a public table (docs/protocol.md, `lobby`). */
export interface TableListing {
  readonly ruleset: RulesetId;
  readonly seats: number;
  readonly humans: number;
  readonly bots: number;
  /** Seats a newcomer can take now (a perpetual table: at the next round, from a bot). */
  readonly open: number;
  readonly status: "waiting" | "playing" | "finished";
  readonly host: string;
  readonly turnSeconds: number;
  readonly goal: Goal;
  readonly spectators: number;
  /** Bot programs connected through the bot API may sit here (docs/bot-api.md). */
  readonly botPrograms: boolean;
  readonly title: string;
}

/**
 * A room in the lobby room's list: a table (`table`, with a `TableListing`), or an edition's
 * quick-match queue (`quick-match`, with a `QuickMatchListing`).
 */
export interface LobbyRoom<Listing extends object = TableListing | QuickMatchListing> {
  readonly roomId: string;
  /** The room type. */
  readonly name: string;
  readonly clients: number;
  readonly maxClients: number;
  readonly metadata?: Listing;
}

/** One of your turn-based tables in `GET /api/turn-based` (docs/protocol.md, "Turn-based tables"). */
export interface TurnBasedTableEntry {
  readonly tableId: string;
  readonly ruleset: RulesetId;
  readonly status: "waiting" | "playing" | "finished";
  /** Your seat there. */
  readonly seat: number;
  /** The players at the table, by seat ("" for an empty seat). */
  readonly players: readonly string[];
  /** The table waits for your decision. */
  readonly yourTurn: boolean;
  /** The person's decision the table waits for: since when, and its deadline (epoch ms); null when none is timed. */
  readonly awaiting: { readonly seat: number; readonly since: number; readonly deadline: number } | null;
  /**
   * Why every deadline stands still, as data the client words: a seated person is on vacation
   * until `until` (epoch ms; the latest, when several are). Null when the clocks run.
   */
  readonly paused: { readonly reason: "vacation"; readonly seat: number; readonly until: number } | null;
}

/** `GET /api/turn-based`: your open turn-based tables, the ones waiting for you first (the longest waiting on top). */
export interface TurnBasedTables {
  readonly tables: readonly TurnBasedTableEntry[];
  /** How many wait for your decision: the header's count. */
  readonly yourTurn: number;
  /** The most open turn-based tables one person may sit at. */
  readonly limit: number;
}
