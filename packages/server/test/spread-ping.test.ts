import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { SpreadPingTransport, type Ticker } from "../src/spread-ping-transport.js";

// Real sockets against the transport alone; the pings move on only when the test ticks, a slice
// of the interval at a time (30 slices), so nothing here waits on the clock.
const SLICES = 30;

let http: Server | null = null;
afterEach(async () => {
  await new Promise((resolve) => http?.close(resolve) ?? resolve(undefined));
  http = null;
});

/** A ticker the test turns by hand. */
function handTicker() {
  let tick: (() => void) | null = null;
  const ticker: Ticker = (_ms, fn) => {
    tick = fn;
    return () => {
      tick = null;
    };
  };
  return {
    ticker,
    turn(times = 1) {
      for (let i = 0; i < times; i++) tick?.();
    },
  };
}

async function transportUrl(ticker: Ticker): Promise<string> {
  http = createServer();
  new SpreadPingTransport({ server: http, pingInterval: 3000, pingMaxRetries: 2, ticker });
  await new Promise<void>((resolve) => http!.listen(0, "127.0.0.1", resolve));
  return `ws://127.0.0.1:${(http.address() as AddressInfo).port}/`;
}

function connect(url: string, autoPong = true) {
  const socket = new WebSocket(url, { autoPong });
  const pings: number[] = [];
  let ticks = 0;
  socket.on("ping", () => pings.push(ticks));
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  const open = new Promise((resolve) => socket.on("open", resolve));
  return {
    socket,
    /** The tick each ping was sent at. */
    pings,
    closed,
    open,
    at(tick: number) {
      ticks = tick;
    },
    /**
     * Every frame the server sent before now has arrived: its answer to our own ping comes after
     * them on the same connection.
     */
    async caughtUp(): Promise<void> {
      await new Promise<void>((resolve) => {
        socket.once("pong", () => resolve());
        socket.ping();
      });
    },
  };
}

describe("keep-alive pings", () => {
  it("reach every connection once per interval, each at its own slice of it rather than all at once", async () => {
    const hand = handTicker();
    const url = await transportUrl(hand.ticker);
    const clients = Array.from({ length: 12 }, () => connect(url));
    await Promise.all(clients.map((c) => c.open));
    for (let tick = 0; tick < 2 * SLICES; tick++) {
      for (const client of clients) client.at(tick);
      hand.turn();
      await Promise.all(clients.map((c) => c.caughtUp()));
    }
    // Twice each over two intervals, an interval apart, and at twelve different slices.
    for (const { pings } of clients) {
      expect(pings).toHaveLength(2);
      expect(pings[1]! - pings[0]!).toBe(SLICES);
    }
    expect(new Set(clients.map((c) => c.pings[0])).size).toBe(12);
    for (const { socket } of clients) socket.terminate();
  });

  it("spares a connection that keeps talking, even one that never answers a ping", async () => {
    const hand = handTicker();
    const url = await transportUrl(hand.ticker);
    const talking = connect(url, false);
    await talking.open;
    for (let round = 0; round < 4; round++) {
      // The transport answers any message of a connection without a room: a busy client.
      talking.socket.send(new Uint8Array([1]));
      await talking.caughtUp();
      hand.turn(SLICES);
      await talking.caughtUp();
    }
    // One ping when the transport first sees it (it listens from then on), none after; left
    // unanswered, two would have cut it.
    expect(talking.pings.length).toBeLessThanOrEqual(1);
    expect(talking.socket.readyState).toBe(WebSocket.OPEN);
    talking.socket.terminate();
  });

  it("cuts a connection that leaves its pings unanswered, and keeps one that answers", async () => {
    const hand = handTicker();
    const url = await transportUrl(hand.ticker);
    const silent = connect(url, false);
    const answering = connect(url);
    await Promise.all([silent.open, answering.open]);
    for (let round = 0; round < 2; round++) {
      hand.turn(SLICES);
      await Promise.all([silent.caughtUp(), answering.caughtUp()]);
    }
    expect(silent.pings).toHaveLength(2);
    expect(silent.socket.readyState).toBe(WebSocket.OPEN);
    // The third round finds two pings unanswered: terminated (no close handshake: 1006).
    hand.turn(SLICES);
    expect(await silent.closed).toBe(1006);
    await answering.caughtUp();
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    answering.socket.terminate();
  });
});
