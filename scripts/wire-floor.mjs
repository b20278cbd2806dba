#!/usr/bin/env node
// The wire's floor under `loveletter loadtest`'s traffic: what one move costs a server that does
// nothing but the wire part of it. A bare `ws` server (the library Colyseus runs on, with its
// settings: binary frames, no compression) holds TABLES tables of 4 connections; a message from
// one connection is answered by one BYTES-byte frame to each of the table's 4, as a move is by its
// views. The clients act as the load generator's do, 100–900 ms after their turn, from two worker
// threads. The server is a child process, so its CPU is its own: user + system time over the
// moves, every 10 s at full load, the first window left out.
//
// `--server uws` runs the same server on uWebSockets.js instead, to measure what a native transport
// would save. It is not a dependency of this project: the registry has it only as a repack of its
// binaries, installed for the measurement with `npm install --no-save uws-pack@20.0.8`.
//
//   node scripts/wire-floor.mjs [--tables 1000] [--seconds 60] [--bytes 400] [--server ws|uws]
//
// docs/deploy.md ("Where a move's CPU goes") compares it with the server's.

import { fork } from "node:child_process";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import WebSocket, { WebSocketServer } from "ws";

const WINDOW_MS = 10_000;

if (process.argv[2] === "--serve") {
  const bytes = Number(process.argv[3]);
  if (process.argv[4] === "uws") await serveUws(bytes);
  else serve(bytes);
} else if (!isMainThread) await drive(workerData);
else await main();

/** The bare server: frames in, four frames out, and its CPU per move every window. */
function serve(bytes) {
  const wss = new WebSocketServer({ port: 0, perMessageDeflate: false, maxPayload: 16 * 1024 });
  const tables = new Map();
  let moves = 0;
  wss.on("connection", (ws, request) => {
    const members = tableOf(tables, new URL(request.url, "http://floor").searchParams.get("table"));
    members.push(ws);
    ws.on("message", (data) => {
      moves++;
      const view = Buffer.allocUnsafe(bytes).fill(data[0] ?? 0);
      for (const member of members) member.send(view, { binary: true });
    });
  });
  wss.on("listening", () => process.send({ port: wss.address().port }));
  reportCpu(
    () => moves,
    () => wss.clients.size,
  );
}

/** The same server on uWebSockets.js (binary frames, no compression, the same payload limit). */
async function serveUws(bytes) {
  let uws;
  try {
    uws = await import("uws-pack");
  } catch {
    console.error("--server uws needs uWebSockets.js: npm install --no-save uws-pack@20.0.8");
    process.exit(1);
  }
  const tables = new Map();
  let moves = 0;
  let clients = 0;
  const app = uws.App().ws("/*", {
    compression: uws.DISABLED,
    maxPayloadLength: 16 * 1024,
    idleTimeout: 0,
    upgrade: (res, req, context) => {
      const members = tableOf(tables, new URLSearchParams(req.getQuery()).get("table"));
      res.upgrade(
        { members },
        req.getHeader("sec-websocket-key"),
        req.getHeader("sec-websocket-protocol"),
        req.getHeader("sec-websocket-extensions"),
        context,
      );
    },
    open: (ws) => {
      ws.getUserData().members.push(ws);
      clients++;
    },
    message: (ws, data) => {
      moves++;
      const view = Buffer.allocUnsafe(bytes).fill(new Uint8Array(data)[0] ?? 0);
      for (const member of ws.getUserData().members) member.send(view, true);
    },
  });
  app.listen(0, (socket) => process.send({ port: uws.us_socket_local_port(socket) }));
  reportCpu(
    () => moves,
    () => clients,
  );
}

/** A table's connections, by the id in their URL. */
function tableOf(tables, id) {
  const members = tables.get(id) ?? [];
  tables.set(id, members);
  return members;
}

/** Sends the parent the moves and the CPU of each window. */
function reportCpu(moves, clients) {
  let cpu = process.cpuUsage();
  let counted = 0;
  setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    process.send({ moves: moves() - counted, user: used.user, system: used.system, clients: clients() });
    counted = moves();
  }, WINDOW_MS);
}

/** One worker's tables: each seat acts 100–900 ms after the frame that gave it the turn. */
async function drive({ port, from, to }) {
  const open = (table) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/?table=${table}`, { perMessageDeflate: false });
      ws.once("open", () => resolve(ws));
      ws.once("error", reject);
    });
  const move = Buffer.alloc(24, 1);
  for (let table = from; table < to; table++) {
    const seats = [];
    for (let seat = 0; seat < 4; seat++) seats.push(await open(table));
    let turn = 0;
    const act = () => setTimeout(() => seats[turn % 4].send(move), 100 + Math.random() * 800);
    seats[0].on("message", () => {
      turn++;
      act();
    });
    act();
  }
  parentPort.postMessage("seated");
}

async function main() {
  const { values } = parseArgs({
    options: {
      tables: { type: "string", default: "1000" },
      seconds: { type: "string", default: "60" },
      bytes: { type: "string", default: "400" },
      server: { type: "string", default: "ws" },
    },
  });
  const tables = Number(values.tables);
  const seconds = Number(values.seconds);
  const bytes = Number(values.bytes);
  for (const [name, value] of Object.entries({ tables, seconds, bytes }))
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0.`);
  if (seconds < 20)
    throw new Error("--seconds must be 20 or more: CPU is counted over 10-s windows, the first left out.");
  if (values.server !== "ws" && values.server !== "uws") throw new Error("--server must be ws or uws.");

  const server = fork(new URL(import.meta.url).pathname, ["--serve", String(bytes), values.server]);
  // A server that cannot start has said why on its standard error.
  const failed = (code) => process.exit(code || 1);
  server.once("exit", failed);
  const port = await new Promise((resolve) => server.once("message", (m) => resolve(m.port)));
  server.off("exit", failed);
  let seated = 0;
  const workers = [0, 1].map(
    (w) =>
      new Worker(new URL(import.meta.url), {
        workerData: { port, from: Math.floor((w * tables) / 2), to: Math.floor(((w + 1) * tables) / 2) },
      }),
  );
  for (const worker of workers) worker.on("message", () => seated++);
  const windows = [];
  server.on("message", (w) => {
    if (seated < workers.length) return; // still seating: not full load
    windows.push(w);
    const us = (w.user + w.system) / Math.max(1, w.moves);
    console.log(
      `${((w.moves * 1000) / WINDOW_MS).toFixed(0)} moves/s, ${us.toFixed(1)} µs of CPU per move ` +
        `(user ${(w.user / Math.max(1, w.moves)).toFixed(1)}), ${w.clients} connections`,
    );
  });
  const started = Date.now();
  while (seated < workers.length) await new Promise((resolve) => setTimeout(resolve, 200));
  console.log(`${tables} tables (${tables * 4} connections) seated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000 + WINDOW_MS));
  const counted = windows.slice(1); // the first window may straddle the seating
  const moves = counted.reduce((sum, w) => sum + w.moves, 0);
  const user = counted.reduce((sum, w) => sum + w.user, 0);
  const system = counted.reduce((sum, w) => sum + w.system, 0);
  console.log(
    `the wire's floor: ${((user + system) / moves).toFixed(1)} µs of CPU per move ` +
      `(user ${(user / moves).toFixed(1)}, system ${(system / moves).toFixed(1)}) over ${moves} moves, ${bytes}-byte views, ${values.server}`,
  );
  server.kill();
  for (const worker of workers) await worker.terminate();
}
