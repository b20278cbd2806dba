import { Decoder, Encoder } from "@colyseus/schema";
import type { PublicTable } from "@loveletter/protocol";
import { expect, test } from "vitest";
import "../src/server.js";
import { showTable, TableState } from "../src/rooms/table-state.js";

test("a table's public state larger than the rooms' 4 kB encoder buffer still reaches clients whole", () => {
  expect(Encoder.BUFFER_SIZE).toBe(4 * 1024); // set by the server (a tenth of a busy table's memory)
  const seat = (index: number) => ({
    index,
    kind: "human" as const,
    playerId: `player-${index}-${"x".repeat(30)}`,
    name: `A rather long display name ${index}`,
    strength: "",
    program: false,
    guest: true,
    connected: true,
    botPlaying: false,
    ready: false,
    nextPlayerId: "",
    next: "",
    clientSeed: "c".repeat(64),
  });
  const table = {
    phase: "playing",
    hostId: "player-0",
    settings: { ruleset: "classic", seats: 8 },
    seats: Array.from({ length: 8 }, (_, i) => seat(i)),
    intermissionEnds: 0,
    round: 12,
    gameId: "game-1",
    spectators: 3,
    // A perpetual table keeps a row for everyone who ever sat: far past 4 kB.
    scoreboard: Array.from({ length: 200 }, (_, i) => ({
      playerId: `p${i}`,
      name: `Visitor ${i}`,
      wins: i,
      rounds: 2 * i,
    })),
    commitment: "d".repeat(64),
    revealedSeed: "",
  } as unknown as PublicTable;
  const state = new TableState();
  showTable(state, table);
  const bytes = new Encoder(state).encodeAll();
  expect(bytes.length).toBeGreaterThan(4 * 1024);
  const received = new TableState();
  new Decoder(received).decode(bytes);
  expect(received.seats.map((s) => s.name)).toEqual(table.seats.map((s) => s.name));
  expect(received.scoreboard.length).toBe(200);
  expect(received.scoreboard[199]?.rounds).toBe(398);
  expect(received.commitment).toBe(table.commitment);
});
