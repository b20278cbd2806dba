import { type SchemaType, schema, t } from "@colyseus/schema";
import type { PublicSeat, PublicTable } from "@loveletter/protocol";

/** One seat as everyone at the table sees it (docs/protocol.md, "State"). */
export const SeatState = schema({
  index: t.uint8().default(0),
  kind: t.string<"empty" | "human" | "bot">().default("empty"),
  playerId: t.string().default(""),
  name: t.string().default(""),
  strength: t.string().default(""),
  /** A bot program connected through the bot API: it plays like a person, and is shown as a bot. */
  program: t.boolean().default(false),
  /** A guest, not an account: shown with a guest mark. */
  guest: t.boolean().default(false),
  connected: t.boolean().default(false),
  botPlaying: t.boolean().default(false),
  ready: t.boolean().default(false),
  /** A perpetual table: the player who takes the seat at the next round, and their name. */
  nextPlayerId: t.string().default(""),
  next: t.string().default(""),
  /** The seat's client seed for the deal (docs/fair-deal.md). */
  clientSeed: t.string().default(""),
});
export type SeatState = SchemaType<typeof SeatState>;

/** A perpetual table's tally for one person, across everyone who sat there. */
export const ScoreEntry = schema({
  playerId: t.string().default(""),
  name: t.string().default(""),
  wins: t.uint32().default(0),
  rounds: t.uint32().default(0),
});
export type ScoreEntry = SchemaType<typeof ScoreEntry>;

/**
 * The public part of a table, synchronised by Colyseus to everyone in the room. Cards never go
 * here: each client's view of the match is a message of its own. Nor does a private table's join
 * code: spectators are in the room too (its seated players and host hear it in their `you`).
 */
export const TableState = schema({
  phase: t.string<"waiting" | "playing" | "intermission" | "finished">().default("waiting"),
  hostId: t.string().default(""),
  settings: t.string().default("{}"),
  seats: t.array(SeatState),
  intermissionEnds: t.float64().default(0),
  round: t.uint32().default(0),
  gameId: t.string().default(""),
  spectators: t.uint16().default(0),
  scoreboard: t.array(ScoreEntry),
  /** The server seed's commitment, and a game's seed once it ended (docs/fair-deal.md). */
  commitment: t.string().default(""),
  revealedSeed: t.string().default(""),
});
export type TableState = SchemaType<typeof TableState>;

/** Sets a schema field only when its value changed: an unchanged field costs no patch. */
function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}

const shownSettings = new WeakMap<TableState, PublicTable["settings"]>();

/** Shows the table core's public table in the synchronised state, changing only what changed. */
export function showTable(state: TableState, table: PublicTable): void {
  assign(state, "phase", table.phase);
  assign(state, "hostId", table.hostId);
  // The settings change only before the start: written out once per settings object, not per move.
  if (shownSettings.get(state) !== table.settings) {
    shownSettings.set(state, table.settings);
    assign(state, "settings", JSON.stringify(table.settings));
  }
  assign(state, "intermissionEnds", table.intermissionEnds);
  assign(state, "round", table.round);
  assign(state, "gameId", table.gameId);
  assign(state, "spectators", table.spectators);
  assign(state, "commitment", table.commitment);
  assign(state, "revealedSeed", table.revealedSeed);
  while (state.seats.length > table.seats.length) state.seats.pop();
  table.seats.forEach((seat, index) => {
    let shown = state.seats[index];
    if (!shown) {
      shown = new SeatState();
      state.seats.push(shown);
    }
    for (const key of SEAT_FIELDS) assign(shown, key, seat[key]);
  });
  table.scoreboard.forEach((row, index) => {
    let shown = state.scoreboard[index];
    if (!shown) {
      shown = new ScoreEntry();
      state.scoreboard.push(shown);
    }
    for (const key of ["playerId", "name", "wins", "rounds"] as const) assign(shown, key, row[key]);
  });
}

const SEAT_FIELDS = [
  "index",
  "clientSeed",
  "kind",
  "playerId",
  "name",
  "strength",
  "program",
  "guest",
  "connected",
  "botPlaying",
  "ready",
  "nextPlayerId",
  "next",
] as const satisfies readonly (keyof PublicSeat & keyof SeatState)[];
