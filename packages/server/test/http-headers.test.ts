// Security headers on every answer, and cross-origin access only for the server's own origin and
// configured ones: Colyseus's router reflected any Origin, with credentials.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { httpSettings } from "../src/http/settings.js";
import { startServer } from "../src/server.js";
import { startTestServer, type TestServer } from "./support/server.js";

const ALLOWED = "http://client.example:5173";

let t: TestServer;
let root: string;
let token: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "loveletter-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Love Letter</title>");
  writeFileSync(join(root, "assets", "app-1.js"), "console.log(1)");
  t = await startTestServer({ webRoot: root, allowedOrigins: [ALLOWED] });
  token = (await t.guest("Ada")).token;
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A request sent as written, answered with its status and headers. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = { "content-type": "application/json" };

describe("every answer carries the security headers", () => {
  test.each([
    ["the web client's page", "GET", "/", {}, undefined, 200],
    ["a client-side route", "GET", "/t/some-table", {}, undefined, 200],
    ["an asset", "GET", "/assets/app-1.js", {}, undefined, 200],
    ["a missing file", "GET", "/assets/missing.js", {}, undefined, 404],
    ["the API", "GET", "/api/health", {}, undefined, 200],
    ["an API error", "GET", "/api/me", {}, undefined, 401],
    ["an unknown API path", "GET", "/api/nothing", {}, undefined, 404],
    ["an API creation", "POST", "/api/guests", json, '{"name":"Bo"}', 201],
    ["matchmaking", "POST", "/matchmake/joinOrCreate/lobby", json, "{}", 200],
    // 520: Colyseus's own status for a room type it doesn't know.
    ["a matchmaking error", "POST", "/matchmake/joinOrCreate/nosuchroom", json, "{}", 520],
    ["a bad address", "GET", "/%zz", {}, undefined, 400],
    ["a body too large", "POST", "/api/guests", { ...json, "content-length": "20000" }, undefined, 413],
    ["a wrong method", "DELETE", "/", {}, undefined, 405],
    ["a preflight", "OPTIONS", "/api/me", { origin: "https://elsewhere.example" }, undefined, 204],
  ] as const)("%s", async (_, method, path, headers, body, status) => {
    const answer = await send(method, path, headers, body);
    expect(answer.status).toBe(status);
    const csp = String(answer.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    // The page's websockets go to its own host, and nowhere else.
    expect(csp).toMatch(new RegExp(`connect-src 'self' ws://127\\.0\\.0\\.1:${new URL(t.url).port} wss://127`));
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
  });
});

/** Bytes written to the server as they are; resolves with everything it answers before it closes. */
function sendRaw(bytes: string): Promise<string> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("a request Node cannot read is answered like every other", () => {
  test.each([
    ["bad syntax", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n", 400],
    ["headers too large", `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ] as const)("%s", async (_, bytes, status) => {
    const answer = await sendRaw(bytes);
    const [head, body] = answer.split("\r\n\r\n", 2) as [string, string];
    expect(head.split("\r\n")[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const headers = new Map(
      head
        .split("\r\n")
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
    );
    expect(headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("connection")).toBe("close");
    expect(JSON.parse(body)).toMatchObject({ error: { code: "invalid-message" } });
  });
});

describe("cross-origin access", () => {
  test("another origin is never granted access, with or without credentials", async () => {
    for (const [method, path, headers] of [
      ["GET", "/api/me", { authorization: `Bearer ${token}` }],
      ["GET", "/api/health", {}],
      ["OPTIONS", "/api/me", { "access-control-request-method": "PUT" }],
      ["OPTIONS", "/matchmake/joinOrCreate/lobby", { "access-control-request-method": "POST" }],
      ["POST", "/matchmake/joinOrCreate/lobby", json],
    ] as const) {
      const answer = await send(
        method,
        path,
        { origin: "https://evil.example", ...headers },
        method === "POST" ? "{}" : undefined,
      );
      expect(answer.headers["access-control-allow-origin"], `${method} ${path}`).toBeUndefined();
      expect(answer.headers["access-control-allow-credentials"], `${method} ${path}`).toBeUndefined();
    }
  });

  test("a configured origin is granted access to the API and matchmaking", async () => {
    const preflight = await send("OPTIONS", "/matchmake/joinOrCreate/lobby", {
      origin: ALLOWED,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(ALLOWED);
    expect(preflight.headers["access-control-allow-methods"]).toContain("POST");
    expect(String(preflight.headers["access-control-allow-headers"]).toLowerCase()).toContain("content-type");
    const me = await send("GET", "/api/me", { origin: ALLOWED, authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.headers["access-control-allow-origin"]).toBe(ALLOWED);
    expect(me.headers["access-control-allow-credentials"]).toBe("true");
    expect(me.headers.vary).toMatch(/origin/i);
  });

  test("the page's own calls (same origin) need no CORS header and work", async () => {
    const own = await send("POST", "/api/guests", { ...json, origin: t.url }, '{"name":"Cy"}');
    expect(own.status).toBe(201);
    expect(own.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("allowed origins are checked at start-up", () => {
  test("from the options or LOVELETTER_ALLOWED_ORIGINS, separated by commas or spaces", () => {
    const env = {
      LOVELETTER_ALLOWED_ORIGINS: "http://localhost:5173, https://games.example.com https://b.example:8443/",
    };
    expect([...httpSettings({}, env).allowedOrigins]).toEqual([
      "http://localhost:5173",
      "https://games.example.com",
      "https://b.example:8443",
    ]);
    expect([...httpSettings({ allowedOrigins: [] }, env).allowedOrigins]).toEqual([]);
    expect([...httpSettings({}, {}).allowedOrigins]).toEqual([]);
  });

  test.each(["games.example.com", "https://games.example.com/play", "ftp://x.example", "*"])(
    "%s is refused with a clear message, before anything starts",
    async (origin) => {
      await expect(
        startServer({ port: 0, host: "127.0.0.1", store: ":memory:", allowedOrigins: [origin] }),
      ).rejects.toThrow(/scheme:\/\/host\[:port\]/);
    },
  );
});
