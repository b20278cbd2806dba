import { isVisibleTo, type View } from "@loveletter/engine";
import type { PlayerRecord } from "@loveletter/protocol";
import type { Seating } from "./seating.js";
import { type EventCursor, newCursor, type TableGame } from "./table-game.js";
import type { TablePort } from "./table-port.js";

/** What the table keeps about each connection. */
export interface Member {
  readonly player: PlayerRecord;
  /** How far into the round's events this connection has been sent. */
  readonly cursor: EventCursor;
  /** When the connection dropped; its grace period counts from then. */
  readonly droppedAt: number | null;
}

type MemberState = { -readonly [K in keyof Member]: Member[K] };

/** What a connection's `you` and view are made of, as the table has them now. */
export interface AudienceSource {
  readonly seating: Seating;
  readonly hostId: string;
  game(): TableGame | null;
  /** Epoch ms when the awaited person's decision times out (0: none). */
  deadline(): number;
  /** The private table's join code (null for a public one). */
  code(): string | null;
}

/**
 * Everyone connected to a table, seated or watching, and what each has been sent: who they are
 * (`you`) and their own seat's view of the game, with the events since the last one.
 */
export class Audience {
  private readonly members = new Map<string, MemberState>();

  constructor(
    private readonly port: TablePort,
    private readonly table: AudienceSource,
  ) {}

  add(connection: string, player: PlayerRecord): void {
    this.members.set(connection, { player, cursor: newCursor(), droppedAt: null });
  }

  get(connection: string): Member | undefined {
    return this.members.get(connection);
  }

  /** The connection dropped at `at` (epoch ms); it may come back within the grace period. */
  markDropped(connection: string, at: number): void {
    const member = this.members.get(connection);
    if (member) member.droppedAt = at;
  }

  /** The dropped connection is back; false if it is not one of this table's. */
  markBack(connection: string): boolean {
    const member = this.members.get(connection);
    if (member) member.droppedAt = null;
    return member !== undefined;
  }

  /** The connection is gone: what the table kept about it (undefined if it was not here). */
  remove(connection: string): Member | undefined {
    const member = this.members.get(connection);
    this.members.delete(connection);
    return member;
  }

  /** Whether this person is here on any connection, even a dropped one. */
  isHere(playerId: string): boolean {
    return [...this.members.values()].some((member) => member.player.id === playerId);
  }

  /** Whether a person (not a bot program) is connected now. */
  hasPersonConnected(): boolean {
    return [...this.members.values()].some((m) => m.droppedAt === null && m.player.kind !== "bot");
  }

  /** The live connection this person is here with, if any. */
  liveConnectionOf(playerId: string): string | null {
    for (const [connection, member] of this.members)
      if (member.player.id === playerId && member.droppedAt === null) return connection;
    return null;
  }

  /** People watching: each counted once, and not a seated player's older connection. */
  spectatorCount(): number {
    const { seating } = this.table;
    const watching = new Set<string>();
    for (const [connection, member] of this.members)
      if (
        member.droppedAt === null &&
        seating.indexOfConnection(connection) === null &&
        seating.indexOfPlayer(member.player.id) === null
      )
        watching.add(member.player.id);
    return watching.size;
  }

  /** The connection's next view carries the whole round's log again (its seat, or the game, changed). */
  restartLog(connection: string): void {
    const member = this.members.get(connection);
    if (member) member.cursor.round = -1;
  }

  /** The connection's seat changed: it hears who it is now, and its next view starts the log again. */
  reintroduce(connection: string): void {
    this.restartLog(connection);
    this.sendYou(connection);
  }

  reintroduceAll(): void {
    for (const connection of this.members.keys()) this.reintroduce(connection);
  }

  sendYou(connection: string): void {
    const member = this.members.get(connection);
    if (!member) return;
    const seat = this.table.seating.indexOfConnection(connection);
    const host = member.player.id === this.table.hostId;
    // A private table's code goes only to its seated players and its host.
    const code = seat !== null || host ? this.table.code() : null;
    this.port.send(connection, "you", { playerId: member.player.id, seat, host, ...(code ? { code } : {}) });
  }

  sendYouAll(): void {
    for (const connection of this.members.keys()) this.sendYou(connection);
  }

  sendViews(): void {
    const game = this.table.game();
    if (!game) return;
    // The position's public part, built once for everyone shown it.
    const shown = game.publicView();
    for (const connection of this.members.keys()) this.sendView(connection, shown);
  }

  /** The connection's view of the game now; `shown` is the position's public view, if built already. */
  sendView(connection: string, shown?: View): void {
    const game = this.table.game();
    const member = this.members.get(connection);
    if (!game || !member) return;
    const shared = shown ?? game.publicView();
    const seat = this.table.seating.indexOfConnection(connection) ?? "spectator";
    const { events, reset, moves } = game.eventsSince(seat, member.cursor);
    // Belt and braces: the engine filters by visibility; a leak here would be the worst bug we have.
    if (!events.every((e) => isVisibleTo(e, seat)))
      throw new Error("An event not visible to a client was about to be sent.");
    this.port.sendView(
      connection,
      { turn: game.turn, view: game.seatPart(seat), events, reset, deadline: this.table.deadline(), moves },
      shared,
    );
  }
}
