import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** Shown at / when the web client has not been built. */
const PLACEHOLDER = `<!doctype html><meta charset="utf-8"><title>Love Letter</title>
<body style="font:16px system-ui;max-width:40em;margin:3em auto">
<h1>Love Letter server</h1><p>The server is running, but the web client has not been built.
Run <code>npm run build</code> and reload. The API is described in docs/protocol.md.</p></body>`;

async function fileIn(root: string, path: string): Promise<string | null> {
  const file = normalize(join(root, decodeURIComponent(path)));
  if (file !== root && !file.startsWith(root + sep)) return null; // no way out of the root
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Paths the Colyseus router answers: the API, matchmaking and its health check. */
function isRouterPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/matchmake/") || pathname.startsWith("/__");
}

async function serve(root: string | null, pathname: string, res: ServerResponse, head: boolean): Promise<void> {
  const send = (status: number, type: string, body: Buffer | string, cache = "no-cache") => {
    res.writeHead(status, {
      "content-type": type,
      "cache-control": cache,
      "content-length": typeof body === "string" ? Buffer.byteLength(body) : body.length,
    });
    res.end(head ? undefined : body);
  };
  if (!root) return send(200, TYPES[".html"]!, PLACEHOLDER);
  const file = (await fileIn(root, pathname)) ?? (extname(pathname) ? null : await fileIn(root, "index.html"));
  if (!file) return send(404, TYPES[".txt"]!, "Not found");
  // Vite's hashed assets never change; everything else (index.html) must be revalidated.
  const cache = pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
  send(200, TYPES[extname(file)] ?? "application/octet-stream", await readFile(file), cache);
}

/**
 * The HTTP server Colyseus listens on, serving the built web client itself (client-side routes
 * fall back to index.html) and handing every other request to Colyseus's router. Files don't go
 * through that router: its Node adapter never ends a response whose body overflowed the socket's
 * buffer (any file over 16 kB, @colyseus/better-call's setResponse), so the page would never load.
 */
export function webClientServer(root: string | null): Server {
  const server = createServer();
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const pathname = new URL(req.url ?? "/", "http://x").pathname;
      if ((req.method === "GET" || req.method === "HEAD") && !isRouterPath(pathname)) {
        serve(root, pathname, res, req.method === "HEAD").catch(() => {
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
        return true;
      }
    }
    return emit(event, ...args);
  }) as Server["emit"];
  return server;
}
