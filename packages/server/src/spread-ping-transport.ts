import type { IncomingMessage } from "node:http";
import { type TransportOptions, WebSocketTransport } from "@colyseus/ws-transport";
import { type Logger, pino } from "pino";
import type WebSocket from "ws";
import { ConnectionsPerAddress, ConnectionWarnings, type GuardSettings, guardConnection } from "./connection-guard.js";
import { CONNECTIONS_PER_ADDRESS } from "./rooms/limits.js";

/** Parts of the ping interval: one part of the connections is pinged at each. */
const SLICES = 30;

type Connection = WebSocket & { pingCount: number };

const ignore = () => {};

/** Runs `tick` every `ms` until the returned function is called: setInterval, or a test's hand. */
export type Ticker = (ms: number, tick: () => void) => () => void;

const systemTicker: Ticker = (ms, tick) => {
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
};

export interface SpreadPingTransportOptions extends TransportOptions {
  /** Where a misbehaving connection's one warning line goes (connection-guard.ts). Default: nowhere. */
  readonly log?: Logger;
  /** Reverse proxies in front that append to X-Forwarded-For (http/client-address.ts). Default 0. */
  readonly trustedProxies?: number;
  /** Websocket connections open at once from one address. Default: CONNECTIONS_PER_ADDRESS. */
  readonly connectionsPerAddress?: number;
  /** What moves the pings on, a slice of the interval at a time. Default: the system's clock. */
  readonly ticker?: Ticker;
}

/**
 * Colyseus's websocket transport, with keep-alive pings spread over the interval and spared where
 * the client has just spoken.
 *
 * The stock transport pings every connection in one go, once per interval: with thousands of
 * connections that is thousands of socket writes in one turn of the event loop — tens of
 * milliseconds in which no move is answered — and thousands of pongs arriving together after it.
 * Under load that was the longest pause the server had. Here each connection keeps its place in
 * one of SLICES slices, and every `interval / SLICES` the connections of one slice are seen to. A
 * connection that sent a message since its last turn is alive, as surely as by a pong, and is not
 * pinged: at a busy table that is most of them. Otherwise the rules are the stock ones: a
 * connection whose `pingMaxRetries` pings in a row went unanswered is terminated; a pong clears
 * its count (the stock handler).
 *
 * Each new connection is also guarded (connection-guard.ts): at most so many from one address, and
 * one that sends what does not decode is closed with one warning line rather than a logged stack.
 */
export class SpreadPingTransport extends WebSocketTransport {
  /** The open connections of each slice: a tick sees to its own slice's only, not to all of them. */
  private readonly slices: Set<Connection>[] = Array.from({ length: SLICES }, () => new Set());
  /** Connections that sent something since their slice's last turn. */
  private readonly heardFrom = new WeakSet<WebSocket>();
  private nextSlice = 0;
  private readonly guard: GuardSettings;
  private readonly ticker: Ticker;

  constructor(options: SpreadPingTransportOptions = {}) {
    const { log, trustedProxies, connectionsPerAddress, ticker, ...transport } = options;
    super(transport);
    this.ticker = ticker ?? systemTicker;
    this.guard = {
      warnings: new ConnectionWarnings(log ?? pino({ level: "silent" })),
      perAddress: new ConnectionsPerAddress(connectionsPerAddress ?? CONNECTIONS_PER_ADDRESS),
      trustedProxies: trustedProxies ?? 0,
    };
    // The stock transport's handler, called once a connection is admitted.
    const admitted = this.onConnection;
    this.wss.removeListener("connection", admitted);
    this.wss.on("connection", (ws: WebSocket, req: IncomingMessage, upgrade?: unknown) => {
      if (!guardConnection(ws, req, this.guard)) return;
      this.admit(ws as Connection);
      const ours = new Set(ws.listeners("error"));
      void admitted.call(this, ws as Connection, req, upgrade as never);
      // Colyseus logs a socket's errors (a frame too large or malformed) with their stacks: the
      // guard's one line says it.
      for (const listener of ws.listeners("error"))
        if (!ours.has(listener)) ws.removeListener("error", listener as (...args: unknown[]) => void);
    });
  }

  override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    let tick = 0;
    const stop = this.ticker(Math.max(1, pingInterval / SLICES), () => {
      for (const client of this.slices[tick++ % SLICES]!) {
        if (this.heardFrom.delete(client)) {
          client.pingCount = 0;
          continue;
        }
        if (client.pingCount >= pingMaxRetries) {
          client.terminate();
          continue;
        }
        client.pingCount++;
        client.ping(ignore); // with a callback, a connection closing meanwhile doesn't throw
      }
    });
    this.server?.on("close", stop);
  }

  /** Gives a new connection its slice, for as long as it is open, and from then on hears its messages. */
  private admit(client: Connection): void {
    const slice = this.slices[this.nextSlice++ % SLICES]!;
    slice.add(client);
    client.on("message", () => this.heardFrom.add(client));
    client.once("close", () => slice.delete(client));
  }
}
