import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { readBody } from "./request-body.js";
import { errorResponse } from "./responses.js";
import { sendResponse } from "./send-response.js";
import { webClientFile } from "./static.js";

/** Paths the Colyseus router answers: the API, matchmaking and its health check. */
function isRouterPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/matchmake/") || pathname.startsWith("/__");
}

/**
 * The HTTP server Colyseus listens on. Every request goes through `answer` first, whatever its
 * route: the web client's files are served here, and a request body is read here, within its
 * limit, before Colyseus's router sees it.
 */
export function frontServer(webRoot: string | null): Server {
  const server = createServer();
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  const forward = (req: IncomingMessage, res: ServerResponse) => emit("request", req, res);

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    if ((method === "GET" || method === "HEAD") && !isRouterPath(pathname))
      return sendResponse(res, await webClientFile(webRoot, pathname), method === "HEAD");
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return void forward(req, res);
    const body = await readBody(req);
    if (body.kind === "too-large") {
      // The rest of the body is never read: the connection closes once this answer is out.
      res.setHeader("connection", "close");
      return sendResponse(res, errorResponse(413, "invalid-message", "A request body is at most 16 kB."));
    }
    // better-call's Node adapter takes a body already read from `req.body`, instead of reading it
    // itself without a limit.
    (req as IncomingMessage & { body?: string }).body = body.text;
    forward(req, res);
  }

  server.emit = ((event: string, ...args: unknown[]) => {
    if (event !== "request") return emit(event, ...args);
    const [req, res] = args as [IncomingMessage, ServerResponse];
    answer(req, res).catch(() => {
      // The client went away mid-request, or a file could not be read.
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
    return true;
  }) as Server["emit"];
  return server;
}
