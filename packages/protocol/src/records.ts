import type { CharacterName, Move } from "@loveletter/engine";
import type { DealVersion, FairDealRecord } from "./fair-deal.js";
import type { BotStrength } from "./setting-ranges.js";
import type { TableSettings } from "./settings.js";

// The records the server keeps and answers with (docs/protocol.md, "HTTP API"): players, games and
// their logs, ratings.

/**
 * Who a player is: a guest (made on a first visit, known by a secret token kept in one browser), an
 * account (a username and password, usable on any device), a built-in bot, or an account that was
 * deleted (its games stay, under "deleted player").
 */
export type PlayerKind = "guest" | "account" | "bot" | "deleted";

/** A player. Secrets (a guest's token, a password) are stored only as hashes. */
export interface PlayerRecord {
  readonly id: string;
  readonly name: string;
  readonly kind: PlayerKind;
  readonly createdAt: number;
}

/** Who sits in a seat, as stored. A bot seat's name is shown like a person's. */
export type Occupant =
  | { readonly kind: "empty" }
  | {
      readonly kind: "human";
      readonly playerId: string;
      readonly name: string;
      /**
       * A bot program connected through the bot API (docs/bot-api.md): at the table it is like a
       * person (its connection, turn timer, takeover), but shown as a bot and never rated.
       */
      readonly program?: true;
      /** A guest (not an account): shown as one wherever the name appears (docs/protocol.md, "Accounts"). */
      readonly guest?: true;
    }
  | { readonly kind: "bot"; readonly strength: BotStrength; readonly name: string };

/**
 * One step of a table's game log, in order. Replaying a game's actions from its seed rebuilds the
 * match exactly: the engine is deterministic.
 */
/**
 * Who made a move: the seat's player, its bot (a bot seat), the turn timer at the deadline, or the
 * bot that stands in for a person away past the grace period.
 */
export type Mover = "player" | "bot" | "timer" | "away";

export type GameAction =
  | { readonly type: "move"; readonly seat: number; readonly move: Move; readonly by: Mover }
  | { readonly type: "next-round" }
  /** A perpetual table whose match ended starts a fresh match (scores cleared) on the same seats. */
  | { readonly type: "restart" }
  /** Between rounds of a perpetual table: who now sits in a seat. */
  | { readonly type: "seat"; readonly seat: number; readonly occupant: Occupant };

export interface StoredAction {
  readonly seq: number;
  readonly action: GameAction;
  readonly at: number;
}

/** A game: one match at a table, from its deal to its end. */
export interface GameRecord {
  readonly id: string;
  readonly tableId: string;
  readonly ruleset: TableSettings["ruleset"];
  readonly settings: TableSettings;
  /** The engine options the match was created with (the table's rules plus tokensToWin). */
  readonly options: Readonly<Record<string, unknown>>;
  /** v0: the seed the server chose; "" for v1. */
  readonly seed: string;
  /** The first round's first player (v1: the first deal picked it). */
  readonly first: number;
  /** How the game was dealt (docs/fair-deal.md). */
  readonly dealVersion: DealVersion;
  /** v1: the commitment, server seed and client seeds (null for v0). The server seed of a game being played never leaves the server. */
  readonly fairDeal: FairDealRecord | null;
  readonly seats: readonly Occupant[];
  /** "failed": its stored moves no longer replay; it was stopped where the log breaks and has no replay. */
  readonly status: "playing" | "finished" | "abandoned" | "failed";
  /** Seats that won the match (for a perpetual table: most wins when it closed). */
  readonly winners: readonly number[];
  /** Final tokens (or "discard" wins) per seat. */
  readonly scores: readonly number[];
  readonly rated: boolean;
  readonly startedAt: number;
  readonly endedAt: number | null;
}

/** A game for listing: no seeds, no actions. */
export type GameSummary = Omit<GameRecord, "seed" | "options" | "fairDeal">;

export interface RatingRecord {
  readonly playerId: string;
  readonly ruleset: string;
  /** openskill's mean and standard deviation. */
  readonly mu: number;
  readonly sigma: number;
  /** The displayed rating: a conservative estimate, mu - 3 sigma, scaled. */
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
  /** Of `games` and `wins`, those of games with a built-in bot at the table (the rest were among people only). */
  readonly botGames: number;
  readonly botWins: number;
  readonly updatedAt: number;
}

/** A player's finished games in one ruleset, rated or not, and how many they won (a profile's totals). */
export interface PlayerTotals {
  readonly ruleset: string;
  readonly games: number;
  readonly wins: number;
  /** The card they played most in their latest finished games of the ruleset (none before their first play). */
  readonly favouriteCard?: CharacterName;
}

/** A leaderboard's line: always a person (guest or account), never a bot. */
export interface LeaderboardRow extends RatingRecord {
  readonly name: string;
  readonly kind: PlayerKind;
  /** Fewer than PROVISIONAL_GAMES rated games: the rating is still settling. */
  readonly provisional: boolean;
}

/** A player's rating after one rated game: a point of the player page's chart. */
export interface RatingPoint {
  readonly ruleset: string;
  readonly gameId: string;
  readonly rating: number;
  readonly at: number;
}

/** The discard variant's perpetual win counter of one player. */
export interface DiscardWinsRecord {
  readonly playerId: string;
  readonly name: string;
  readonly wins: number;
  readonly rounds: number;
}

/** The player a seat's occupant plays as: a person's id, a built-in bot's strength (`bot-heuristic`); "" for an empty seat. */
export function playerIdOf(occupant: Occupant): string {
  return occupant.kind === "human" ? occupant.playerId : occupant.kind === "bot" ? `bot-${occupant.strength}` : "";
}
