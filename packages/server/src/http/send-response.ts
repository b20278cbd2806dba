import type { ServerResponse } from "node:http";

/**
 * Writes a fetch Response (the API's, Colyseus's router's, a file's) to a Node response, whatever
 * its size, and ends it. Colyseus's own adapter (@colyseus/better-call's `setResponse`) never ended
 * a response whose body overflowed the socket's buffer (about 16 kB), so large answers hung.
 *
 * The body is read whole first (every answer here is already in memory): the Content-Length is
 * then exact, whatever the Response claimed (Colyseus's matchmaking counts characters, not bytes).
 * Headers already set on `res` (the security headers) stay unless the Response sets the same ones.
 */
export async function sendResponse(res: ServerResponse, response: Response, head = false): Promise<void> {
  const body = new Uint8Array(await response.arrayBuffer());
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== "content-length") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  const bodiless = response.status === 204 || response.status === 304;
  if (!bodiless) res.setHeader("content-length", body.byteLength);
  res.writeHead(response.status);
  res.end(head || bodiless ? undefined : body);
}
