import type { CharacterName } from "./cards.js";
import type { RoundEnd } from "./state.js";

/** Who may see an event: everyone, or only the listed seats. */
export type Visibility = "all" | readonly number[];

/** Why a seat gained a token (or, in "discard", a win). */
export type TokenReason = "round" | "spy" | "jester" | "constable" | "bishop";

export type KnockOutCause =
  | "guard" // named correctly by a Guard
  | "assassin" // chose an Assassin holder with a Guard
  | "baron" // lost a Baron comparison
  | "dowager-queen" // held the higher card against a Dowager Queen
  | "princess"; // played or discarded the Princess

export interface ShowdownHand {
  readonly seat: number;
  readonly card: CharacterName;
  /** The value compared at the showdown: printed value plus Count bonus (and victorz lift). */
  readonly score: number;
  readonly discardSum: number;
}

/**
 * Everything that happens, in order. Public events never carry a hidden card; private knowledge
 * (a card received, a hand looked at, the cards a Chancellor drew) is a separate event visible
 * only to the seats that may know it.
 */
export type EventBody =
  | { type: "round-started"; round: number; first: number; seats: number[]; faceUp: CharacterName[]; tiebreak: boolean }
  | { type: "dealt"; seat: number }
  | { type: "drew"; seat: number }
  | {
      type: "received";
      seat: number;
      card: CharacterName;
      /** Where the card came from: dealt, drawn (a turn, a redraw, a Chancellor), or another player's hand. */
      from: "deal" | "deck" | "set-aside" | "trade";
      /** For a trade (King, Cardinal): the seat whose card it was. */
      giver?: number;
    }
  | {
      type: "played";
      seat: number;
      card: CharacterName;
      target?: number;
      targets?: number[];
      guess?: number;
      look?: number;
    }
  | { type: "no-effect"; seat: number; card: CharacterName; reason: "no-target" | "empty-deck" }
  | {
      type: "guessed";
      seat: number;
      target: number;
      guess: number;
      card: "guard" | "bishop";
      correct: boolean;
      /** A Bishop's correct guess reveals the card (a Guard's hit reveals it through the knock-out). */
      revealed?: CharacterName;
    }
  | { type: "knocked-out"; seat: number; cause: KnockOutCause; by: number; revealed: CharacterName[] }
  | { type: "discarded"; seat: number; card: CharacterName; cause: "prince" | "assassin" | "bishop" }
  | { type: "redrew"; seat: number; from: "deck" | "set-aside" }
  | { type: "saw"; seat: number; target: number; card: CharacterName }
  | { type: "compared"; seat: number; target: number; card: "baron" | "dowager-queen"; loser: number | null }
  | { type: "traded"; seat: number; target: number }
  | { type: "swapped"; seat: number; targets: [number, number] }
  | { type: "required"; seat: number; target: number }
  | { type: "watched"; seat: number; target: number }
  | { type: "protected"; seat: number }
  | { type: "chancellor-drew"; seat: number; count: number }
  | { type: "returned"; seat: number; count: number }
  | { type: "returned-cards"; seat: number; kept: CharacterName; bottom: CharacterName[] }
  | { type: "redraw-decided"; seat: number; redraw: boolean }
  | { type: "assassin-revealed"; seat: number; guard: number }
  | { type: "token"; seat: number; reason: TokenReason; tokens: number }
  | { type: "win-counted"; seat: number; reason: TokenReason | "rank"; wins: number }
  | {
      type: "round-ended";
      reason: RoundEnd;
      winners: number[];
      hands: ShowdownHand[];
      ranks: number[] | null;
    }
  | { type: "tiebreak"; seats: number[] }
  | { type: "match-ended"; winners: number[] };

export type EngineEvent = EventBody & { readonly visibleTo: Visibility };
export type EventType = EngineEvent["type"];

/** Where events go while the engine works; null in playouts, where nobody reads them. */
export type EventLog = EngineEvent[] | null;

export function isVisibleTo(event: EngineEvent, seat: number | "spectator"): boolean {
  return event.visibleTo === "all" || (seat !== "spectator" && event.visibleTo.includes(seat));
}

/** The events a seat (or a spectator) may see. */
export function eventsFor(events: readonly EngineEvent[], seat: number | "spectator"): EngineEvent[] {
  return events.filter((e) => isVisibleTo(e, seat));
}
