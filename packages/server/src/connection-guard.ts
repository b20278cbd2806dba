import type { IncomingMessage } from "node:http";
import { CloseCode } from "@colyseus/core";
import type { Logger } from "pino";
import type WebSocket from "ws";
import { addressKey, clientAddress } from "./http/client-address.js";
import { RateLimit } from "./rooms/rate-limit.js";
import { undecodableFrame } from "./wire/frames.js";

/** A websocket connection as the server's log names it. */
export interface ConnectionLabel {
  /** The Colyseus session it joins, or a number of our own for one that names none. */
  readonly id: string;
  /** The address its limits count by (an IPv6 client by its /64). */
  readonly address: string;
}

/**
 * One warning line per misbehaving connection — what it did, its id and address, no stack — and
 * at most `perMinute` lines a minute: a crowd of bad clients can't fill the log either. The lines
 * left out are counted in the next one.
 */
export class ConnectionWarnings {
  private readonly lines: RateLimit;
  private suppressed = 0;

  constructor(
    private readonly log: Logger,
    perMinute = 10,
    now: () => number = Date.now,
  ) {
    this.lines = new RateLimit(perMinute, 60_000, now);
  }

  warn(connection: ConnectionLabel, problem: string): void {
    if (!this.lines.take()) {
      this.suppressed++;
      return;
    }
    const suppressed = this.suppressed;
    this.suppressed = 0;
    this.log.warn(
      { connection: connection.id, address: connection.address, ...(suppressed > 0 ? { suppressed } : {}) },
      `websocket connection closed: ${problem}`,
    );
  }
}

/** Open connections per address, up to a limit. */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Counts a new connection from `address`; false (and it is not counted) when it has `limit` open. */
  admit(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.limit) return false;
    this.open.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.open.get(address) ?? 1) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }
}

export interface GuardSettings {
  readonly warnings: ConnectionWarnings;
  readonly perAddress: ConnectionsPerAddress;
  /** Reverse proxies in front that append to X-Forwarded-For (http/client-address.ts). */
  readonly trustedProxies: number;
}

let serial = 0;

/**
 * Admits a new websocket connection, or closes it (false) when its address has too many open.
 * An admitted one is watched: a frame that does not decode, or one the socket refuses (too large,
 * malformed), closes it with one warning line instead of Colyseus's error and stack.
 */
export function guardConnection(ws: WebSocket, req: IncomingMessage, guard: GuardSettings): boolean {
  const sessionId = new URL(req.url ?? "/", "ws://server").searchParams.get("sessionId");
  const connection: ConnectionLabel = {
    id: sessionId ?? `#${++serial}`,
    address: addressKey(clientAddress(req, guard.trustedProxies)),
  };
  if (!guard.perAddress.admit(connection.address)) {
    guard.warnings.warn(connection, `refused: ${guard.perAddress.limit} connections from its address are open`);
    ws.close(
      CloseCode.WITH_ERROR,
      `rate-limited: at most ${guard.perAddress.limit} connections from one address at once`,
    );
    return false;
  }
  ws.once("close", () => guard.perAddress.release(connection.address));
  ws.on("error", (error: Error & { code?: string }) =>
    guard.warnings.warn(connection, `${error.message}${error.code ? ` (${error.code})` : ""}`),
  );
  // The rooms read a connection's frames through its "message" event: one that doesn't decode
  // never reaches them.
  const socket = ws as unknown as { emit(event: string | symbol, ...args: unknown[]): boolean };
  const emit = socket.emit.bind(ws);
  socket.emit = (event, ...args) => {
    if (event === "message") {
      if (ws.readyState !== ws.OPEN) return false; // closing: what is still in flight is dropped
      const problem = undecodableFrame(args[0]);
      if (problem) {
        guard.warnings.warn(connection, problem);
        ws.close(CloseCode.WITH_ERROR, "invalid-message: a message that does not decode");
        return false;
      }
    }
    return emit(event, ...args);
  };
  return true;
}
