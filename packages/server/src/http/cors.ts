/**
 * Cross-origin access to the API and matchmaking. The web client is served by the server itself,
 * so its calls are same-origin and need no CORS header; other origins get access only when
 * configured (`allowedOrigins`, LOVELETTER_ALLOWED_ORIGINS: a web client served elsewhere, `vite
 * dev`). Colyseus's router reflected any Origin, with credentials.
 */

/** The origins (scheme://host[:port]) allowed besides the server's own, checked and normalised. */
export function allowedOrigins(list: readonly string[]): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const entry of list.map((e) => e.trim()).filter(Boolean)) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {}
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== entry.replace(/\/$/, ""))
      throw new Error(
        `Allowed origins are written scheme://host[:port], like https://games.example.com; got "${entry}".`,
      );
    origins.add(url.origin);
  }
  return origins;
}

/** LOVELETTER_ALLOWED_ORIGINS: origins separated by commas or spaces. */
export function allowedOriginsFromEnv(value: string | undefined): readonly string[] {
  return (value ?? "").split(/[\s,]+/).filter(Boolean);
}

/** The CORS headers of an answer to a request from `origin` (none unless it is allowed). */
export function corsHeaders(
  origin: string | undefined,
  allowed: ReadonlySet<string>,
  preflight: boolean,
): Record<string, string> {
  if (origin === undefined || !allowed.has(origin)) return {};
  return {
    "access-control-allow-origin": origin,
    // The SDK's requests are made with credentials; there are no cookies to send.
    "access-control-allow-credentials": "true",
    vary: "Origin",
    ...(preflight
      ? {
          "access-control-allow-methods": "GET, HEAD, POST, PUT, DELETE",
          "access-control-allow-headers": "Authorization, Content-Type, Accept, X-Requested-With, X-CSRF-Token",
          "access-control-max-age": "600",
        }
      : {}),
  };
}
