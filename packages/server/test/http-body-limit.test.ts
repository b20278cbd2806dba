// A hostile client's bodies: one chunked request of ~110 MB once exhausted the heap, because the
// 16 kB limit was checked against Content-Length after the whole body was read and parsed.
import { request } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, type TestServer } from "./support/server.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** The most a test streams before giving up: far more than any buffer between client and server. */
const CAP = 48 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");

interface Streamed {
  readonly status: number;
  readonly body: string;
  readonly connection: string | undefined;
  /** Bytes of body written when the answer came. */
  readonly sent: number;
}

/**
 * POSTs a chunked JSON body (`{"name":"aaa…`) without end, as fast as the server takes it, until
 * the server answers or CAP bytes are out; then reads the answer.
 */
function streamBody(path: string, method = "POST"): Promise<Streamed> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({
      host: "127.0.0.1",
      port,
      method,
      path,
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
    });
    req.on("response", (res) => {
      answered = true;
      const at = sent;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection, sent: at }));
      res.on("error", reject);
    });
    // Once the server has answered and closed, the rest of the body has nowhere to go.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.write('{"name":"');
    const write = () => {
      while (!answered && sent < CAP) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", write);
      }
      if (!answered) req.end('"}');
    };
    write();
  });
}

test.each([
  ["POST", "/api/guests"],
  ["PUT", "/api/me"],
  ["POST", "/matchmake/create/table"],
  ["POST", "/anything/else"],
])(
  "a chunked body past 16 kB to %s %s is refused with 413 while it streams, not read to its end",
  async (method, path) => {
    const answer = await streamBody(path, method);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: "invalid-message", message: expect.stringMatching(/16 kB/) },
    });
    expect(answer.connection).toBe("close");
    // The server answered long before the client could push its whole body through.
    expect(answer.sent).toBeLessThan(CAP / 2);
  },
);

test("a declared Content-Length over 16 kB is refused before any of the body is sent", async () => {
  const { port } = new URL(t.url);
  const status = await new Promise<number>((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/guests",
      headers: { "content-type": "application/json", "content-length": String(100 * 1024 * 1024) },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode!);
      req.destroy();
    });
    req.on("error", reject);
    req.flushHeaders();
  });
  expect(status).toBe(413);
}, 10_000);

test("bodies within the limit still work, and the server is unharmed by the refused ones", async () => {
  const guest = await t.guest("Ada");
  expect(guest.token).toMatch(/.{16,}/);
  const renamed = await fetch(`${t.url}/api/me`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${guest.token}` },
    body: JSON.stringify({ name: "Ada L" }),
  });
  expect(renamed.status).toBe(200);
  expect(((await renamed.json()) as { name: string }).name).toBe("Ada L");
  // Just under the limit is read whole (and refused for what it says, not for its size).
  const long = await fetch(`${t.url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "b".repeat(16 * 1024 - 20) }),
  });
  expect(long.status).toBe(400);
  expect(((await long.json()) as { error: { code: string } }).error.code).toBe("invalid-name");
  expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
});
