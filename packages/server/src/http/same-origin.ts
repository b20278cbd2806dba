import type { IncomingMessage } from "node:http";

/**
 * Whether a request that changes something may come from where it says it comes from. Browsers
 * send Origin with every cross-site POST, PUT and DELETE, and Sec-Fetch-Site with every request: a
 * request another site's page makes (with its visitor's cookies) is refused here, whatever it
 * targets; the web client's own requests, allowed origins' and programs' (no Origin) go on. The
 * session's writes also need the CSRF token (account-api.ts): two locks, either enough.
 */
export function crossSiteWrite(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (allowed.has(origin)) return false;
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {}
    return host === null || host !== req.headers.host;
  }
  return req.headers["sec-fetch-site"] === "cross-site";
}
