// Addresses that don't decode (a lone %, %zz, an overlong UTF-8 dot) answered 500 with an empty body.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, type TestServer } from "./support/server.js";

let t: TestServer;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "loveletter-web-"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Love Letter</title>");
  t = await startTestServer({ webRoot: root });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Sends `path` exactly as written (fetch would normalise it). */
function get(path: string, method = "GET"): Promise<{ status: number; type: string | undefined; body: string }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode!, type: res.headers["content-type"], body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test.each([
  "/%",
  "/%zz",
  "/%c0%ae",
  "/assets/%c0%ae%c0%ae/etc/passwd",
  "/t/%E0%A4%A",
  "/api/%",
  "/api/players/%zz",
  "/api/players/%c0%ae/games",
  "/api/games/%ff",
  "/matchmake/joinOrCreate/%zz",
])("%s is refused with 400 and a body that says why", async (path) => {
  const answer = await get(path);
  expect(answer.status).toBe(400);
  expect(answer.type).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({
    error: { code: "invalid-message", message: expect.stringMatching(/percent-encod/) },
  });
});

test("well-encoded addresses still reach their page, file or endpoint", async () => {
  expect((await get("/t/caf%C3%A9")).status).toBe(200);
  expect((await get("/api/players/%41%42")).status).toBe(404);
  // A server on its own places tables on no other process.
  expect(JSON.parse((await get("/api/health")).body)).toMatchObject({ ok: true, processes: null });
});
