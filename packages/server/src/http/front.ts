import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Logger } from "pino";
import { parseApiBody } from "./api-body.js";
import { addressKey, clientAddress } from "./client-address.js";
import { corsHeaders } from "./cors.js";
import { ApiRateLimits, type HttpRateLimits } from "./rate-limits.js";
import { readBody } from "./request-body.js";
import { errorResponse, json } from "./responses.js";
import { crossSiteWrite } from "./same-origin.js";
import { SECURE_HEADER, securityHeaders, type WebSocketReach } from "./security-headers.js";
import { sendResponse } from "./send-response.js";
import { webClientFile } from "./static.js";
import { answerUnparsable } from "./unparsable-request.js";

/** Colyseus's router: the API's endpoints, matchmaking and its health check. */
export interface Router {
  handler(request: Request): Promise<Response>;
}

export interface FrontOptions {
  /** The built web client, served at /; null serves a placeholder page. */
  readonly webRoot: string | null;
  /** Colyseus's router, once the server listens (Colyseus completes it then). */
  readonly router: () => Router | undefined;
  readonly log: Logger;
  /** Origins besides the server's own whose pages may call the API and matchmaking. */
  readonly allowedOrigins: ReadonlySet<string>;
  /** Where the web client's websockets may go (its Content-Security-Policy). */
  readonly webSockets: WebSocketReach;
  /** Reverse proxies in front that append to X-Forwarded-For (see clientAddress). */
  readonly trustedProxies: number;
  readonly rateLimits: HttpRateLimits;
}

/** Paths the Colyseus router answers: the API, matchmaking and its health check. */
function isRouterPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/matchmake/") || pathname.startsWith("/__");
}

/** Whether a path is well percent-encoded (and starts with /): file lookups and routers decode it. */
function decodes(pathname: string): boolean {
  if (!pathname.startsWith("/")) return false;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Whether a request announces a body (HTTP/1.1: a Content-Length or a Transfer-Encoding). */
function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * Whether the client reached the server over HTTPS: its own TLS, or the outermost trusted proxy's
 * X-Forwarded-Proto (a cookie marked Secure is then only sent back over HTTPS).
 */
function overHttps(req: IncomingMessage, trustedProxies: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (trustedProxies === 0) return false;
  const header = req.headers["x-forwarded-proto"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").map((hop) => hop.trim());
  return hops[Math.max(0, hops.length - trustedProxies)] === "https";
}

/**
 * The request's URL as the router reads it (`new URL(request.url)`): dot segments (`.`, `..`,
 * `%2e`, `%2E`) resolved, `\\` read as `/`. Every decision on a path is made on this one.
 */
function routedUrl(target: string): URL {
  return new URL(`http://localhost${target}`);
}

/** Headers that describe the body as the client sent it: the router gets the parsed body as JSON instead. */
const BODY_HEADERS: ReadonlySet<string> = new Set(["content-type", "content-length", "transfer-encoding"]);

/**
 * The Node request as a fetch Request, with its body already parsed (front's one parse) and sent on
 * as JSON, and whether it came over HTTPS in SECURE_HEADER (a client's own header of that name is
 * dropped).
 */
function toRequest(req: IncomingMessage, url: URL, body: { value: unknown } | undefined, secure: boolean): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (name !== SECURE_HEADER && !(body && BODY_HEADERS.has(name))) headers.append(name, req.rawHeaders[i + 1]!);
  }
  headers.set(SECURE_HEADER, secure ? "1" : "0");
  if (body) headers.set("content-type", "application/json");
  // A fixed origin: nothing routed here reads it, and a strange Host header can't make it invalid.
  return new Request(url, { method: req.method, headers, body: body ? JSON.stringify(body.value) : undefined });
}

/**
 * The HTTP server Colyseus listens on. Every request is answered here, in one place, whatever its
 * route: the web client's files, and the API and matchmaking through Colyseus's router, whose
 * answers are written by `sendResponse` (Colyseus's Node adapter never ended large ones). A request
 * body is read here, within its limit, before the router sees it. Websocket upgrades are not
 * requests: Colyseus's transport takes them.
 */
export function frontServer(options: FrontOptions): Server {
  const server = createServer();
  server.on("clientError", (error, socket) => answerUnparsable(error, socket, options.webSockets));
  const limits = new ApiRateLimits(options.rateLimits);
  let warnedOfProxy = false;

  /** The request's address, as the per-address limits count it. */
  function addressOf(req: IncomingMessage): string {
    if (options.trustedProxies === 0 && req.headers["x-forwarded-for"] !== undefined && !warnedOfProxy) {
      warnedOfProxy = true;
      options.log.warn(
        "Requests come with X-Forwarded-For, but no proxy is trusted (LOVELETTER_TRUSTED_PROXIES): every client behind the proxy counts as one address for the rate limits (docs/deploy.md).",
      );
    }
    return addressKey(clientAddress(req, options.trustedProxies));
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<Response> {
    for (const [name, value] of Object.entries(securityHeaders(req.headers.host, options.webSockets)))
      res.setHeader(name, value);
    const method = req.method ?? "GET";
    const target = req.url ?? "/";
    const rawPathname = target.split("?", 1)[0]!;
    // Any body is read first, within its limit, whatever the route: nothing past it is ever read.
    let body: string | undefined;
    if (hasBody(req)) {
      const read = await readBody(req);
      if (read.kind === "too-large") {
        // The rest of the body is never read: the connection closes once this answer is out.
        res.setHeader("connection", "close");
        return errorResponse(413, "invalid-message", "A request body is at most 16 kB.");
      }
      body = read.text;
    }
    if (!decodes(rawPathname))
      return errorResponse(
        400,
        "invalid-message",
        "This address is not valid: each % must start the percent-encoding of UTF-8 text, like %C3%A9 for é.",
      );
    const url = routedUrl(target);
    const pathname = url.pathname;
    if (!isRouterPath(pathname)) {
      if (method === "GET" || method === "HEAD")
        return webClientFile(
          options.webRoot,
          rawPathname,
          String(req.headers["accept-encoding"] ?? ""),
          String(req.headers["accept-language"] ?? ""),
        );
      res.setHeader("allow", "GET, HEAD");
      return errorResponse(405, "invalid-message", `${method} is not answered here; the API is under /api/.`);
    }
    const cors = corsHeaders(req.headers.origin, options.allowedOrigins, method === "OPTIONS");
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    if (method === "OPTIONS") return new Response(null, { status: 204 });
    if (pathname.startsWith("/api/") && crossSiteWrite(req, options.allowedOrigins))
      return errorResponse(403, "csrf-failed", "A page of another site can't change anything here.");
    const parsed =
      method !== "GET" && method !== "HEAD" && body ? await parseApiBody(req.headers["content-type"], body) : undefined;
    if (parsed?.kind === "malformed")
      return pathname.startsWith("/api/")
        ? errorResponse(400, "invalid-message", parsed.message)
        : json({ code: 400, error: `invalid-message: ${parsed.message}` }, 400);
    const refusal = limits.refusal(method, pathname, addressOf(req), parsed?.value);
    if (refusal) return refusal;
    // Bound in the same turn as the server starts listening: always there by the first request.
    const router = options.router();
    if (!router) throw new Error("Colyseus's router is not bound to the server.");
    const secure = overHttps(req, options.trustedProxies);
    return router.handler(toRequest(req, url, parsed, secure));
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    answer(req, res)
      .catch((error: unknown) => {
        // A client that left mid-request needs no answer (and is no news).
        if (res.destroyed || req.socket.destroyed) return null;
        options.log.warn({ err: error, method: req.method, url: req.url }, "an HTTP request failed");
        return errorResponse(500, "server-error", "The server could not answer this request.");
      })
      .then((response) => {
        if (response && !res.headersSent && !res.destroyed) return sendResponse(res, response, req.method === "HEAD");
      })
      .catch(() => res.destroy());
  }

  // Colyseus adds its own "request" listener when it starts listening (its router, through its
  // Node adapter, with its CORS headers): no request reaches it, every one is answered here.
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event !== "request") return emit(event, ...args);
    handle(args[0] as IncomingMessage, args[1] as ServerResponse);
    return true;
  }) as Server["emit"];
  return server;
}
