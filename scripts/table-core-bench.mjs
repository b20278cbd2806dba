#!/usr/bin/env node
// What the server's own code costs per move, without the wire: TABLES table cores (the server's
// src/table, with its store, action journal and view encoder, as `loveletter serve` runs them) are
// played as `loveletter loadtest` plays them — classic 4p, every seat acting 100–900 ms after the
// view that asks it, no pause between rounds, and rematches — but through the cores' own entry
// points instead of websockets: no sockets, no Colyseus, no load generator in the process. Each view
// and table message is framed as the room would send it, then dropped. Prints the process's CPU per
// move (user + system) over SECONDS after 10 s of play; the rest of a move's cost is the wire's
// (scripts/wire-floor.mjs). The CLI must be built (`npm install` builds it).
//
//   node scripts/table-core-bench.mjs [--tables 1000] [--seconds 30]
//
// docs/deploy.md ("Where a move's CPU goes") uses it beside the load test.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { CreateTableOptions } from "@loveletter/protocol";
import { pino } from "pino";
import { openStore } from "../packages/server/dist/store/index.js";
import { systemClock } from "../packages/server/dist/table/clock.js";
import { ProgramSeats } from "../packages/server/dist/table/program-seats.js";
import { TableCore } from "../packages/server/dist/table/table-core.js";
import { messageFrame } from "../packages/server/dist/wire/frames.js";
import { ViewEncoder } from "../packages/server/dist/wire/view-frames.js";

const { values } = parseArgs({
  options: { tables: { type: "string", default: "1000" }, seconds: { type: "string", default: "30" } },
});
const tables = Number(values.tables);
const seconds = Number(values.seconds);

const dir = mkdtempSync(join(tmpdir(), "loveletter-core-bench-"));
const store = await openStore(join(dir, "loveletter.sqlite"));
await store.openActionLog();
const deps = {
  store,
  log: pino({ level: "silent" }),
  clock: systemClock,
  graceMs: 30_000,
  botDelayMs: 500,
  allowTestSeeds: false,
  shuttingDown: () => false,
  programSeats: new ProgramSeats(),
};
const views = new ViewEncoder();
const think = () => 100 + Math.random() * 800;
let moves = 0;
const append = store.appendAction.bind(store);
store.appendAction = (gameId, seq, action) => {
  if (action.type === "move") moves++;
  return append(gameId, seq, action);
};

/** A table of four guests, started, whose seats answer what they are shown as the load test's clients do. */
async function openTable(index) {
  const guests = [];
  for (let seat = 0; seat < 4; seat++) guests.push(await store.createGuest(`P${index}-${seat}`));
  const connection = (seat) => `${index}/${seat}`;
  let core = null;
  let phase = "waiting";
  const port = {
    send() {},
    broadcast() {},
    close() {},
    sendView(to, message, shared) {
      views.frame(message, shared);
      const legal = message.view.legalMoves;
      if (legal.length > 0)
        setTimeout(() => {
          core.receive(to, "move", { move: legal[Math.floor(Math.random() * legal.length)], turn: message.turn });
        }, think());
    },
    show(table) {
      messageFrame("table", table);
      // After a match every seat says it is ready: a rematch.
      if (table.phase !== phase && table.phase === "finished")
        for (let seat = 0; seat < 4; seat++) setTimeout(() => core.receive(connection(seat), "ready", {}), think());
      phase = table.phase;
    },
  };
  // The load test's tables: no pause between rounds.
  const settings = { ruleset: "classic", seats: 4, intermissionSeconds: 0 };
  core = await TableCore.create(
    `table-${index}`,
    deps,
    port,
    CreateTableOptions.parse({ token: guests[0].token, settings }),
  );
  for (let seat = 0; seat < 4; seat++) core.join(connection(seat), guests[seat].player, { spectate: false });
  core.receive(connection(0), "start", {});
}

for (let index = 0; index < tables; index++) await openTable(index);
await new Promise((resolve) => setTimeout(resolve, 10_000));
const movesBefore = moves;
const cpuBefore = process.cpuUsage();
const startedAt = Date.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const cpu = process.cpuUsage(cpuBefore);
const played = moves - movesBefore;
const perMove = (micros) => (micros / played).toFixed(1);
console.log(
  `${tables} table cores, ${Math.round(played / ((Date.now() - startedAt) / 1000))} moves/s: ` +
    `${perMove(cpu.user + cpu.system)} µs of CPU per move (user ${perMove(cpu.user)}, system ${perMove(cpu.system)})`,
);
rmSync(dir, { recursive: true, force: true });
process.exit(0);
