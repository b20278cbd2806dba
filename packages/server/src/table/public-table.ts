import type { TableSettings } from "../protocol/settings.js";
import type { ScoreRow } from "./scoreboard.js";
import { playerIdOf, type Seating } from "./seating.js";

export type TablePhase = "waiting" | "playing" | "intermission" | "finished";

/** One seat as everyone at the table sees it (docs/protocol.md, "State"). */
export interface PublicSeat {
  readonly index: number;
  readonly kind: "empty" | "human" | "bot";
  readonly playerId: string;
  readonly name: string;
  readonly strength: string;
  readonly connected: boolean;
  readonly botPlaying: boolean;
  readonly ready: boolean;
  /** A perpetual table: who takes the seat at the next round ("" for nobody). */
  readonly nextPlayerId: string;
  readonly next: string;
}

/** The public part of a table: what the server synchronises to everyone in the room. No cards. */
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
  readonly scoreboard: readonly ScoreRow[];
}

export function publicSeats(seating: Seating): PublicSeat[] {
  return seating.all().map((seat, index) => ({
    index,
    kind: seat.occupant.kind,
    playerId: playerIdOf(seat.occupant),
    name: seat.occupant.kind === "empty" ? "" : seat.occupant.name,
    strength: seat.occupant.kind === "bot" ? seat.occupant.strength : "",
    connected: seat.occupant.kind === "human" && !seat.away,
    botPlaying: seat.botPlaying,
    ready: seat.ready,
    nextPlayerId: seat.next ? playerIdOf(seat.next) : "",
    next: seat.next && seat.next.kind !== "empty" ? seat.next.name : "",
  }));
}
