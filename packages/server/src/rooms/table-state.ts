import { type SchemaType, schema, t } from "@colyseus/schema";

/** One seat as everyone at the table sees it (docs/protocol.md, "State"). */
export const SeatState = schema({
  index: t.uint8().default(0),
  kind: t.string<"empty" | "human" | "bot">().default("empty"),
  playerId: t.string().default(""),
  name: t.string().default(""),
  strength: t.string().default(""),
  connected: t.boolean().default(false),
  botPlaying: t.boolean().default(false),
  ready: t.boolean().default(false),
  next: t.string().default(""),
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
});
export type TableState = SchemaType<typeof TableState>;
