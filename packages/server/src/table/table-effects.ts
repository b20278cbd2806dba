import type { View } from "@loveletter/engine";
import type {
  GameAction,
  GameRecord,
  Occupant,
  PublicTable,
  ServerMessages,
  ServerMessageType,
} from "@loveletter/protocol";
import type { TableRecord } from "../store/records.js";
import type { GameEnd } from "./game-records.js";
import type { PlayInput, TableInput } from "./table-input.js";
import type { TableNotice } from "./table-notices.js";
import type { SeatViewMessage } from "./table-port.js";

/**
 * A table's timers: the awaited decision's ("turn"), between rounds, the empty table's, a seat's
 * takeover, a turn-based match's pause ending (its people's vacations over).
 */
export type TimerName = "turn" | "intermission" | "empty" | "pause" | `takeover:${number}`;

/** A message to one connection or to all, as the port sends it. */
export type Outgoing = {
  [T in ServerMessageType]: { readonly type: T; readonly message: ServerMessages[T] };
}[ServerMessageType];

/** One connection's view of the position: its own fields; `shared` (the effect's) holds the rest. */
export interface ConnectionView {
  readonly connection: string;
  readonly message: SeatViewMessage;
}

/**
 * What a step asks the world to do, in order (table-core.ts runs them). An effect that stores
 * something comes before every effect that tells anyone of it, and the interpreter waits for it
 * (a failure closes the table, so what follows never happens): "stored before anyone hears of it"
 * is the order of one list. An effect whose result the step hears (deal, end-game, commit-seed,
 * prepare-deal, decide) has that step's effects run in its place; nothing after it in its list shows
 * the table, whose state that step has moved on.
 */
export type Effect =
  /** Store a game's action (awaited). */
  | { readonly kind: "store-action"; readonly gameId: string; readonly turn: number; readonly action: GameAction }
  /** Save the table's record, after every earlier write of it (not awaited: seats, settings). */
  | { readonly kind: "save-record"; readonly record: TableRecord }
  /** Save a new game with its table's record, in one transaction (awaited). */
  | { readonly kind: "save-game"; readonly game: GameRecord; readonly record: TableRecord }
  /**
   * Save an ended game with its table's record and, rated, its ratings (one transaction, awaited);
   * the step hears `game-stored` with the ratings changed.
   */
  | {
      readonly kind: "end-game";
      readonly game: GameRecord;
      readonly record: TableRecord;
      readonly abandoned: number[];
      readonly how: GameEnd;
    }
  /** The "discard" ruleset's win counters of a person (after the record writes). */
  | { readonly kind: "add-discard-wins"; readonly playerId: string; readonly won: number }
  /** Derive the commitment to a server seed (already stored); the step hears `seed-committed`. */
  | { readonly kind: "commit-seed"; readonly serverSeed: string }
  /** Derive a new game's fair deal from the committed seed and the client seeds; the step hears `dealt`. */
  | {
      readonly kind: "deal";
      readonly occupants: Occupant[];
      /** The committed seed; null when a test's `seed` deals (v0). */
      readonly serverSeed: string | null;
      readonly clientSeeds: string[];
      readonly seed: string;
    }
  /** Derive a fair game's next deal, then step the action (marked `dealReady`). */
  | { readonly kind: "prepare-deal"; readonly play: PlayInput }
  /**
   * Count the open turn-based tables this person sits at (a seat here would be one more), and read
   * their vacation; the step hears `tables-counted` for the seat (null: the first free one, as a
   * join takes).
   */
  | {
      readonly kind: "count-tables";
      readonly connection: string;
      readonly playerId: string;
      readonly seat: number | null;
    }
  /** Step this input once this one's effects are done, before any other input waiting. */
  | { readonly kind: "next"; readonly input: TableInput }
  /** The seat's bot, or the turn timer, decides the awaited move; the step hears it as a `play`. */
  | { readonly kind: "decide"; readonly seat: number; readonly turn: number; readonly by: "bot" | "timer" }
  /**
   * Tell a person of this table (notifications/: kept, told live, pushed), after what came before
   * it; never awaited, and its failure never fails the table.
   */
  | { readonly kind: "notify"; readonly playerId: string; readonly notice: TableNotice }
  /** Take back a person's notification of this kind about this table (their turn was played). */
  | { readonly kind: "unnotify"; readonly playerId: string; readonly notice: TableNotice["kind"] }
  | { readonly kind: "send"; readonly connection: string; readonly out: Outgoing }
  | { readonly kind: "broadcast"; readonly out: Outgoing }
  /** Each connection's view of the position; `shared` is its public view, encoded once. */
  | { readonly kind: "send-views"; readonly views: ConnectionView[]; readonly shared: View }
  /** The public table changed: show it to everyone (and the lobby). */
  | { readonly kind: "show"; readonly table: PublicTable }
  | {
      readonly kind: "set-timer";
      readonly name: TimerName;
      readonly ms: number;
      readonly serial: number;
      readonly turn: number;
    }
  | { readonly kind: "cancel-timer"; readonly name: TimerName }
  | {
      readonly kind: "log";
      readonly level: "info" | "error";
      readonly data: Record<string, unknown>;
      readonly text: string;
    }
  /** The table is over here: every timer cleared, every connection let go. */
  | { readonly kind: "close" };
