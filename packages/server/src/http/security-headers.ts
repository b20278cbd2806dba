/** Which websocket addresses the web client may open, besides its own origin's. */
export type WebSocketReach =
  /** One process: rooms are on the page's own host. */
  | "same-origin"
  /** Scale-out: a room may be on another process, at a public address of its own. */
  | "any";

/** A Host header that can go into a policy as it is: a name or address, and a port. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The Content-Security-Policy of every answer. The web client is files of its own origin only (no
 * inline script or style, an inline SVG favicon as a data: image); it talks to the API over fetch
 * and to its rooms over websockets, on the same host (ws: or wss:, as the page is http or https).
 */
export function contentSecurityPolicy(host: string | undefined, reach: WebSocketReach): string {
  const sockets =
    reach === "any" ? "ws: wss:" : host !== undefined && PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : "";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${sockets ? ` ${sockets}` : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers every answer carries, files, API, matchmaking and errors alike: the policy above, no
 * content-type sniffing, never in a frame (clickjacking), no referrer (a private table's invite
 * link carries its code), and a window of its own.
 */
export function securityHeaders(host: string | undefined, reach: WebSocketReach): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(host, reach),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
  };
}

/** The header the front server adds to each routed request: "1" when it came over HTTPS (front.ts). */
export const SECURE_HEADER = "x-loveletter-https";
