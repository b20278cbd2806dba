import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { SpreadPingTransport } from "../src/spread-ping-transport.js";

// Real sockets against the transport alone. A connection that names no room is closed by the
// transport after a second: long enough for three rounds of pings at a 300 ms interval.
let http: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => http?.close(resolve) ?? resolve(undefined));
  http = null;
});

async function transportUrl(): Promise<string> {
  http = createServer();
  new SpreadPingTransport({ server: http, pingInterval: 300, pingMaxRetries: 2 });
  await new Promise<void>((resolve) => http!.listen(0, "127.0.0.1", resolve));
  return `ws://127.0.0.1:${(http.address() as AddressInfo).port}/`;
}

function connect(url: string, autoPong = true) {
  const socket = new WebSocket(url, { autoPong });
  const pings: number[] = [];
  socket.on("ping", () => pings.push(performance.now()));
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.on("close", (code) => resolve({ code, at: performance.now() })),
  );
  const open = new Promise((resolve) => socket.on("open", resolve));
  return { socket, pings, closed, open };
}

describe("keep-alive pings", () => {
  it("reach every connection once per interval, spread over it rather than all at once", async () => {
    const url = await transportUrl();
    const clients = Array.from({ length: 12 }, () => connect(url));
    await Promise.all(clients.map((c) => c.open));
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 700));

    for (const { pings } of clients) {
      expect(pings.length).toBeGreaterThanOrEqual(2);
      // Once per interval: consecutive pings of one connection are an interval apart.
      for (let i = 1; i < pings.length; i++) expect(pings[i]! - pings[i - 1]!).toBeGreaterThan(200);
    }
    // Spread: the twelve first pings came at many moments across the interval, not in one burst.
    const firsts = clients.map((c) => c.pings[0]! - start);
    const moments = new Set(firsts.map((t) => Math.round(t / 10)));
    expect(moments.size).toBeGreaterThanOrEqual(6);
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(100);
    for (const { socket } of clients) socket.terminate();
  });

  it("spares a connection that keeps talking, even one that never answers a ping", async () => {
    const url = await transportUrl();
    const talking = connect(url, false);
    await talking.open;
    // The transport answers any message of a connection without a room: a busy client.
    const chatter = setInterval(() => talking.socket.send(new Uint8Array([1])), 50);
    await new Promise((resolve) => setTimeout(resolve, 800));
    clearInterval(chatter);
    // One ping when the transport first sees it (it listens from then on), none after; left
    // unanswered, two would have cut it.
    expect(talking.pings.length).toBeLessThanOrEqual(1);
    expect(talking.socket.readyState).toBe(WebSocket.OPEN);
    talking.socket.terminate();
  });

  it("cuts a connection that leaves its pings unanswered, and keeps one that answers", async () => {
    const url = await transportUrl();
    const silent = connect(url, false);
    const answering = connect(url);
    await Promise.all([silent.open, answering.open]);
    const opened = performance.now();

    const cut = await silent.closed;
    // Terminated (no close handshake: 1006) after two unanswered pings, before the transport's
    // own one-second close of a connection without a room.
    expect(cut.code).toBe(1006);
    expect(silent.pings.length).toBe(2);
    expect(cut.at - opened).toBeLessThan(1000);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.terminate();
  });
});
