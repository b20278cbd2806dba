import type { ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";

/**
 * Writes a fetch Response to a Node response, whatever its size: the body is streamed with
 * back-pressure and the response is always ended (or, if the client goes away, dropped). Headers
 * already set on `res` (the security headers) stay unless the Response sets the same ones.
 */
export async function sendResponse(res: ServerResponse, response: Response, head = false): Promise<void> {
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  res.writeHead(response.status);
  if (!response.body || head) {
    await response.body?.cancel();
    res.end();
    return;
  }
  // A client that leaves mid-answer only ends this answer.
  await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), res).catch(() => {});
}
