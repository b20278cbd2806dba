/** The cookies a request carries, by name (the first of a repeated name wins). */
export function cookiesOf(headers: Headers | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (headers?.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

export interface CookieOptions {
  /** Seconds until it expires; 0 deletes it. */
  readonly maxAge: number;
  /** Out of reach of the page's scripts. */
  readonly httpOnly: boolean;
  /** Sent over HTTPS only: set when the server is reached over HTTPS. */
  readonly secure: boolean;
}

/**
 * A Set-Cookie value. Every cookie here is for the whole site (Path=/) and SameSite=Lax: a page of
 * another site can link here but not post here with it.
 */
export function setCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${options.maxAge}`,
    "SameSite=Lax",
    ...(options.httpOnly ? ["HttpOnly"] : []),
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}
