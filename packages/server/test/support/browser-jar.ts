import { CSRF_COOKIE, CSRF_HEADER } from "@loveletter/protocol";

/**
 * An HTTP client that keeps cookies the way a browser does for one site: what Set-Cookie sets is
 * sent back, Max-Age=0 removes it. It sends the CSRF header as the web client does, unless told not
 * to. One jar is one browser (or one browser context).
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie lines of the last answer, for tests of their attributes. */
  lastSetCookies: string[] = [];

  constructor(readonly base: string) {}

  async fetch(
    path: string,
    options: {
      method?: string;
      body?: unknown;
      headers?: Record<string, string>;
      csrf?: boolean;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (options.csrf !== false && csrf) headers[CSRF_HEADER] = csrf;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.base}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      if (attributes.some((attribute) => attribute.toLowerCase() === "max-age=0")) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
    return response;
  }

  async json<T>(path: string, options: Parameters<CookieJar["fetch"]>[1] = {}): Promise<{ status: number; body: T }> {
    const response = await this.fetch(path, options);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
}
