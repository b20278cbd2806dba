import { type BotStrength, botSeatName, type Occupant, type PlayerRecord } from "@loveletter/protocol";

/** A person's seat as stored: a guest is marked as one, for everyone who sees the name. */
export function personOccupant(player: PlayerRecord): Occupant {
  return {
    kind: "human",
    playerId: player.id,
    name: player.name,
    ...(player.kind === "guest" ? { guest: true as const } : {}),
  };
}

/** A person's seat while they are away past the grace period is played by this bot. */
export const STAND_IN_STRENGTH: BotStrength = "heuristic";

/** One seat: who sits there, and how. The table's only record of who sits where. */
export interface SeatRecord {
  readonly occupant: Occupant;
  /** The connection playing this person's seat: the newest one they sat down or came back with. */
  readonly connection: string | null;
  /** No live connection plays this person's seat (dropped, left, or not back yet after a restart). */
  readonly away: boolean;
  /** The person has been away past the grace period: a bot plays for them until they return. */
  readonly botPlaying: boolean;
  /** Between rounds: the person is ready for the next one. */
  readonly ready: boolean;
  /** A perpetual table: who takes this seat at the next round. */
  readonly next: Occupant | null;
}

/** A bot sitting down at `seat`, under a name nobody else at the table has (`taken`). */
export function botOccupant(strength: BotStrength, seat: number, taken: Iterable<string>): Occupant {
  return { kind: "bot", strength, name: botSeatName(seat, taken) };
}

function nameOf(occupant: Occupant | null): string[] {
  return occupant && occupant.kind !== "empty" ? [occupant.name] : [];
}

/** The player id a seat's occupant plays under: a person's own, one per bot strength, or none. */
export { playerIdOf } from "@loveletter/protocol";

function seated(occupant: Occupant): SeatRecord {
  return { occupant, connection: null, away: occupant.kind === "human", botPlaying: false, ready: false, next: null };
}

/**
 * Who sits where at a table, and in what state: one record per seat. Connections are opaque ids
 * (a Colyseus session id in the server); the table core decides, this only keeps the record.
 */
export class Seating {
  private seats: SeatRecord[];

  constructor(occupants: readonly Occupant[]) {
    this.seats = occupants.map(seated);
  }

  get size(): number {
    return this.seats.length;
  }

  /** The seat at `index`, or undefined past the last one. */
  at(index: number): SeatRecord | undefined {
    return this.seats[index];
  }

  all(): readonly SeatRecord[] {
    return this.seats;
  }

  occupants(): Occupant[] {
    return this.seats.map((seat) => seat.occupant);
  }

  /** The seat of this person, if they have one. */
  indexOfPlayer(playerId: string): number | null {
    const index = this.seats.findIndex((s) => s.occupant.kind === "human" && s.occupant.playerId === playerId);
    return index < 0 ? null : index;
  }

  /** The names at the table but at seat `index`: who sits at the others and who is queued for them. */
  namesBesides(index: number): string[] {
    return this.seats.flatMap((seat, i) => (i === index ? [] : [...nameOf(seat.occupant), ...nameOf(seat.next)]));
  }

  /** The seat this connection plays, if any. */
  indexOfConnection(connection: string): number | null {
    const index = this.seats.findIndex((s) => s.connection === connection);
    return index < 0 ? null : index;
  }

  firstEmpty(): number | null {
    const index = this.seats.findIndex((s) => s.occupant.kind === "empty");
    return index < 0 ? null : index;
  }

  /** Seats `occupant` afresh: nobody connected yet, no bot standing in, not ready, nobody queued. */
  occupy(index: number, occupant: Occupant): void {
    this.seats[index] = seated(occupant);
  }

  /** The whole table anew: a new game's seats (nobody connected yet). */
  reset(occupants: readonly Occupant[]): void {
    this.seats = occupants.map(seated);
  }

  /** Before the start: `size` seats, the first ones kept as they are, new ones empty. */
  resize(size: number): void {
    this.seats = Array.from({ length: size }, (_, i) => this.seats[i] ?? seated({ kind: "empty" }));
  }

  /**
   * This connection now plays the seat (its person sat down or came back); the connection that
   * played it before, if another, is returned: it has lost the seat to this one.
   */
  attach(index: number, connection: string): string | null {
    const seat = this.seats[index]!;
    const previous = seat.connection !== connection ? seat.connection : null;
    this.seats[index] = { ...seat, connection, away: false, botPlaying: false };
    return previous;
  }

  /** The connection is gone for good: its seat, if any, is away (its person may still return). */
  detach(connection: string): number | null {
    const index = this.indexOfConnection(connection);
    if (index !== null) this.seats[index] = { ...this.seats[index]!, connection: null, away: true };
    return index;
  }

  /** The connection dropped: its seat waits for it to reconnect. */
  markAway(index: number): void {
    this.seats[index] = { ...this.seats[index]!, away: true };
  }

  setBotPlaying(index: number, botPlaying: boolean): void {
    this.seats[index] = { ...this.seats[index]!, botPlaying };
  }

  setReady(index: number, ready: boolean): void {
    this.seats[index] = { ...this.seats[index]!, ready };
  }

  clearReady(): void {
    this.seats = this.seats.map((seat) => (seat.ready ? { ...seat, ready: false } : seat));
  }

  /** A perpetual table: `occupant` takes the seat at the next round (null: nobody queued). */
  queue(index: number, next: Occupant | null): void {
    this.seats[index] = { ...this.seats[index]!, next };
  }

  /** The queued changes of seat, in seat order, now cleared. */
  takeQueued(): { index: number; occupant: Occupant }[] {
    const queued = this.seats.flatMap((seat, index) => (seat.next ? [{ index, occupant: seat.next }] : []));
    this.seats = this.seats.map((seat) => (seat.next ? { ...seat, next: null } : seat));
    return queued;
  }

  /** The bot that plays a seat now: a bot seat's own, a stand-in for an absent person, or none. */
  botStrength(index: number): BotStrength | null {
    const seat = this.seats[index]!;
    if (seat.occupant.kind === "bot") return seat.occupant.strength;
    return seat.botPlaying ? STAND_IN_STRENGTH : null;
  }

  /** People playing their own seat now (not away past the grace period). */
  peoplePlaying(): number[] {
    return this.seats.flatMap((seat, index) =>
      seat.occupant.kind === "human" && !seat.occupant.program && !seat.botPlaying ? [index] : [],
    );
  }
}
