import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { errorBody, JSON_HEADERS } from "./responses.js";
import { securityHeaders, type WebSocketReach } from "./security-headers.js";

/** Node's status for a request it could not read, and what the answer says. */
function refusalOf(code: string | undefined): { status: number; message: string } {
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, message: "The request's headers are too large." };
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, message: "The request did not arrive in time." };
  return { status: 400, message: "This is not an HTTP request the server can read." };
}

/**
 * Answers a request Node could not parse (bad syntax, headers too large, too slow), which never
 * reaches the routes: Node's own answer is a bare status line. This one is every other answer's
 * shape: the security headers, and the JSON error of the API, then the connection closes. A
 * connection already reset, or one already answered in part, is only closed.
 */
export function answerUnparsable(error: NodeJS.ErrnoException, socket: Duplex, reach: WebSocketReach): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = refusalOf(error.code);
  const body = JSON.stringify(errorBody("invalid-message", message));
  const headers: Record<string, string> = {
    ...securityHeaders(undefined, reach),
    ...JSON_HEADERS,
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
}
