import type { IncomingMessage } from "node:http";
import { StringDecoder } from "node:string_decoder";

/**
 * The most a request body may weigh, on every route (the API's JSON and matchmaking's options are a
 * few hundred bytes; the websocket's frames have the same cap).
 */
export const MAX_BODY_BYTES = 16 * 1024;

/** What reading a body gave: its text (UTF-8), or the news that it is over the limit (and was left unread). */
export type Body = { readonly kind: "read"; readonly text: string } | { readonly kind: "too-large" };

/**
 * Reads a request's body, counting its bytes as they arrive: past `limit` it stops reading at once,
 * whatever Content-Length said (a chunked body declares none), so a huge body costs at most `limit`
 * bytes of memory. Rejects if the client goes away before the end.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Body> {
  if (Number(req.headers["content-length"]) > limit) return Promise.resolve({ kind: "too-large" });
  return new Promise((resolve, reject) => {
    const decoder = new StringDecoder("utf8");
    let text = "";
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        text += decoder.write(chunk);
        return;
      }
      stop();
      req.pause();
      resolve({ kind: "too-large" });
    };
    const onEnd = () => {
      stop();
      resolve({ kind: "read", text: text + decoder.end() });
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => onError(new Error("The client closed the connection before the end of the request body."));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}
