import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { createEndpoint } from "@colyseus/core";

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

async function serve(root: string | null, pathname: string): Promise<Response> {
  if (!root) return new Response(PLACEHOLDER, { headers: { "content-type": TYPES[".html"]! } });
  const file = (await fileIn(root, pathname)) ?? (extname(pathname) ? null : await fileIn(root, "index.html"));
  if (!file) return new Response("Not found", { status: 404, headers: { "content-type": TYPES[".txt"]! } });
  // Vite's hashed assets never change; everything else (index.html) must be revalidated.
  const immutable = pathname.startsWith("/assets/");
  return new Response(new Uint8Array(await readFile(file)), {
    headers: {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}

/** The built web client at / (client-side routes fall back to index.html). */
export function staticEndpoints(root: string | null) {
  const handler = async (ctx: { request?: Request }) =>
    serve(root, new URL(ctx.request?.url ?? "/", "http://x").pathname);
  return {
    index: createEndpoint("/", { method: "GET" }, handler),
    files: createEndpoint("/**", { method: "GET" }, handler),
  };
}
