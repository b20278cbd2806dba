import type { EngineEvent, View } from "@loveletter/engine";
import type { ErrorCode } from "./errors.js";
import type { Mover, PlayerKind } from "./records.js";
import type { PublicTable } from "./table.js";

/** A line of a table's chat, as everyone is shown it. */
export interface ChatLine {
  readonly id: number;
  readonly playerId: string;
  readonly name: string;
  /** What the speaker is: a guest's line is shown with a guest mark. */
  readonly kind: PlayerKind;
  readonly text: string;
  readonly at: number;
}

/** What a rated match did to one player's rating. */
export interface RatingChange {
  readonly playerId: string;
  readonly name: string;
  readonly before: number;
  readonly after: number;
}

/** A move among a view message's events: whose seat it was, who made it, and where its events start. */
export interface MoveMade {
  readonly seat: number;
  readonly by: Mover;
  /** The index in the message's `events` of the first event this move made. */
  readonly at: number;
}

/** Every message a table sends a client, by type (docs/protocol.md, "Messages from the server"). */
export interface ServerMessages {
  /**
   * The public table (seats, phase, scores, the deal's commitment): on joining, before anything
   * else, and again whenever it changes. Never sent after a move within a round: it does not change.
   */
  table: PublicTable;
  /** Who you are at this table. */
  you: {
    readonly playerId: string;
    readonly seat: number | null;
    readonly host: boolean;
    /** A private table's join code: only for its seated players and its host. */
    readonly code?: string;
  };
  /** Your seat's view of the match and the events you may see since the last one. */
  view: {
    readonly turn: number;
    readonly view: View;
    readonly events: readonly EngineEvent[];
    /** The events start the round again (a new round, or the first view you get). */
    readonly reset: boolean;
    /** Epoch ms when the awaited person's decision times out (0: none). */
    readonly deadline: number;
    /** The moves that made `events`, oldest first (a reset's: every move of the round so far). */
    readonly moves: readonly MoveMade[];
  };
  chat: ChatLine;
  "chat-history": { readonly messages: readonly ChatLine[] };
  /** A refusal of your message, `about` its type. */
  error: { readonly code: ErrorCode; readonly message: string; readonly about: string };
  "game-over": {
    readonly gameId: string;
    readonly winners: readonly number[];
    readonly ratings: readonly RatingChange[];
  };
}
export type ServerMessageType = keyof ServerMessages;
export type TableMessage = ServerMessages["table"];
export type ViewMessage = ServerMessages["view"];
export type YouMessage = ServerMessages["you"];
export type ErrorMessage = ServerMessages["error"];
export type GameOverMessage = ServerMessages["game-over"];
