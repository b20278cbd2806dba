import { readFile, stat } from "node:fs/promises";
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

/** Shown at / when the web client has not been built. Plain: the security policy refuses inline styles. */
const PLACEHOLDER = `<!doctype html><meta charset="utf-8"><title>Love Letter</title>
<body>
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

/** The built web client's file at `pathname` (client-side routes fall back to index.html), as a Response. */
export async function webClientFile(root: string | null, pathname: string): Promise<Response> {
  const send = (status: number, type: string, body: Buffer | string, cache = "no-cache") =>
    new Response(typeof body === "string" ? body : new Uint8Array(body), {
      status,
      headers: { "content-type": type, "cache-control": cache },
    });
  if (!root) return send(200, TYPES[".html"]!, PLACEHOLDER);
  const file = (await fileIn(root, pathname)) ?? (extname(pathname) ? null : await fileIn(root, "index.html"));
  if (!file) return send(404, TYPES[".txt"]!, "Not found");
  // Vite's hashed assets never change; everything else (index.html) must be revalidated.
  const cache = pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
  return send(200, TYPES[extname(file)] ?? "application/octet-stream", await readFile(file), cache);
}
