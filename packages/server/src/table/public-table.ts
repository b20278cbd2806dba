import type { PublicSeat } from "@loveletter/protocol";
import { playerIdOf, type Seating } from "./seating.js";

/** The seats as everyone sees them; the table adds each one's client seed (docs/fair-deal.md). */
export function publicSeats(seating: Seating): Omit<PublicSeat, "clientSeed">[] {
  return seating.all().map((seat, index) => ({
    index,
    kind: seat.occupant.kind,
    playerId: playerIdOf(seat.occupant),
    name: seat.occupant.kind === "empty" ? "" : seat.occupant.name,
    strength: seat.occupant.kind === "bot" ? seat.occupant.strength : "",
    program: seat.occupant.kind === "human" && seat.occupant.program === true,
    guest: seat.occupant.kind === "human" && seat.occupant.guest === true,
    connected: seat.occupant.kind === "human" && !seat.away,
    botPlaying: seat.botPlaying,
    ready: seat.ready,
    nextPlayerId: seat.next ? playerIdOf(seat.next) : "",
    next: seat.next && seat.next.kind !== "empty" ? seat.next.name : "",
  }));
}
