import type { FairDealer } from "@loveletter/match";
import type { GameAction, GameRecord, Occupant, PlayerRecord, RatingChange, TableSettings } from "@loveletter/protocol";
import type { GameEnd } from "./game-records.js";
import type { TimerName } from "./table-effects.js";

/**
 * An action for the game: a person's move, a bot's or the turn timer's, or the table's own (a new
 * round, a seat changing hands). `turn`, when given, must still be the game's turn (a decision on an
 * older position, or a double click, is refused); `dealReady` once a fair deal's next deal is derived.
 */
export interface PlayInput {
  readonly kind: "play";
  readonly action: GameAction;
  readonly turn: number | undefined;
  readonly connection: string | null;
  readonly dealReady?: true;
}

/** A client message as its handler checked it (table-messages.ts): what it asks the table to do. */
export type MessageInput =
  | PlayInput
  | { readonly kind: "chat"; readonly player: PlayerRecord; readonly text: string }
  | { readonly kind: "ready"; readonly seat: number; readonly rematch: boolean }
  | { readonly kind: "sit"; readonly connection: string; readonly seat: number; readonly occupant: Occupant }
  | { readonly kind: "queue-seat"; readonly connection: string; readonly seat: number; readonly occupant: Occupant }
  | { readonly kind: "stand"; readonly connection: string; readonly seat: number; readonly playerId: string }
  | { readonly kind: "resettle"; readonly settings: TableSettings; readonly code: string | null }
  | { readonly kind: "occupy"; readonly seat: number; readonly occupant: Occupant }
  | { readonly kind: "seed"; readonly playerId: string; readonly seed: string }
  | { readonly kind: "start"; readonly occupants: Occupant[] };

/** What the interpreter's own work found out, handed back to the step. */
export type ResultInput =
  /** The commitment to the next game's server seed (stored already) is known. */
  | { readonly kind: "seed-committed"; readonly commitment: string }
  /** A new game's fair deal is derived (null: a test's seed deals v0). */
  | {
      readonly kind: "dealt";
      readonly occupants: Occupant[];
      readonly fairDeal: GameRecord["fairDeal"];
      readonly dealer: FairDealer | null;
      readonly botsSeed: string | null;
      readonly gameId: string;
      /** A test's seed (dealt v0), or "". */
      readonly seed: string;
    }
  /** How many open turn-based tables the person of `connection` sits at, for the seat they asked for. */
  | {
      readonly kind: "tables-counted";
      readonly connection: string;
      readonly seat: number | null;
      readonly count: number;
      /** Until when the person is (or was last) on vacation; null if never. */
      readonly vacationUntil: number | null;
    }
  /** The ended game is stored, with the ratings it changed. */
  | { readonly kind: "game-stored"; readonly how: GameEnd; readonly ratings: RatingChange[] };

/**
 * Everything that happens to a table: a client's message, a connection's coming and going, a timer
 * running out, a bot's (or the turn timer's) decision, and the results of the interpreter's work.
 */
export type TableInput =
  | MessageInput
  | ResultInput
  /** A stored table is open again (new, or restored from the store). */
  | { readonly kind: "opened"; readonly resumed: boolean }
  /** A table quick match dealt (quick-match/): its match starts now, before its people come in. */
  | { readonly kind: "start-matched" }
  | { readonly kind: "join"; readonly connection: string; readonly player: PlayerRecord; readonly spectate: boolean }
  /** A person is on vacation until `until`, or came back from it then (a time not later than now). */
  | { readonly kind: "vacation"; readonly playerId: string; readonly until: number }
  | { readonly kind: "drop"; readonly connection: string }
  | { readonly kind: "reconnect"; readonly connection: string }
  | { readonly kind: "leave"; readonly connection: string }
  /** A client's message, unchecked: the step checks it (table-messages.ts) against the table as it is then. */
  | { readonly kind: "message"; readonly connection: string; readonly type: unknown; readonly message: unknown }
  /** A timer ran out; `serial` and `turn` say which game and turn it was set at. */
  | { readonly kind: "timer"; readonly name: TimerName; readonly serial: number; readonly turn: number };
