import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { acceptedLanguages, negotiateLocale } from "@loveletter/protocol";

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

/** The encodings the web build stores beside each text file (vite.config.ts, "precompress"), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** Whether an Accept-Encoding header takes an encoding (a q of 0 refuses it). */
export function accepts(header: string | null | undefined, encoding: string): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().split(";");
    if (token?.trim().toLowerCase() !== encoding && token?.trim() !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The built web client's file at `pathname` (client-side routes fall back to index.html), as a
 * Response: compressed when the build stored a brotli or gzip copy and the browser takes it.
 */
export async function webClientFile(
  root: string | null,
  pathname: string,
  acceptEncoding?: string | null,
  acceptLanguage?: string | null,
): Promise<Response> {
  const send = (
    status: number,
    type: string,
    body: Buffer | Uint8Array | string,
    cache = "no-cache",
    encoding?: string,
  ) =>
    new Response(typeof body === "string" ? body : new Uint8Array(body), {
      status,
      headers: {
        "content-type": type,
        "cache-control": cache,
        // Caches must keep the compressed and the plain copy apart.
        ...(encoding !== undefined
          ? { vary: type === TYPES[".html"] ? "Accept-Encoding, Accept-Language" : "Accept-Encoding" }
          : {}),
        ...(encoding ? { "content-encoding": encoding } : {}),
      },
    });
  if (!root) return send(200, TYPES[".html"]!, PLACEHOLDER);
  const file = (await fileIn(root, pathname)) ?? (extname(pathname) ? null : await fileIn(root, "index.html"));
  if (!file) return send(404, TYPES[".txt"]!, "Not found");
  // Vite's hashed assets never change; everything else (index.html) must be revalidated.
  const cache = pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/.test(type);
  if (type === TYPES[".html"]) {
    const [page, encoding] = inLanguage(await readFile(file, "utf8"), acceptLanguage, acceptEncoding);
    return send(200, type, page, cache, encoding);
  }
  if (compressible)
    for (const { name, suffix } of ENCODINGS) {
      if (!accepts(acceptEncoding, name)) continue;
      try {
        return send(200, type, await readFile(file + suffix), cache, name);
      } catch {
        // No compressed copy of this file (a build without them): try the next, then the plain file.
      }
    }
  return send(200, type, await readFile(file), cache, compressible ? "" : undefined);
}

/**
 * The page in the reader's first language we have (Accept-Language): `<html lang>` set before any
 * script runs, so the first paint is announced in the right language; compressed here, the
 * stored copies being of the English page.
 */
function inLanguage(
  html: string,
  acceptLanguage: string | null | undefined,
  acceptEncoding: string | null | undefined,
): [Buffer | Uint8Array, string] {
  const locale = negotiateLocale(acceptedLanguages(acceptLanguage ?? undefined));
  const page = new Uint8Array(Buffer.from(html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)));
  if (accepts(acceptEncoding, "br")) return [brotliCompressSync(page), "br"];
  if (accepts(acceptEncoding, "gzip")) return [gzipSync(page), "gzip"];
  return [page, ""];
}
