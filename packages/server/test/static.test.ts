import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, type TestServer } from "./support/server.js";

let t: TestServer;
let root: string;
const big = "x".repeat(300_000);
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "loveletter-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Love Letter</title>");
  writeFileSync(join(root, "assets", "app-1234.js"), big);
  // What the web build stores beside each file (vite.config.ts "precompress").
  writeFileSync(join(root, "assets", "app-1234.js.br"), new Uint8Array(brotliCompressSync(big)));
  writeFileSync(join(root, "assets", "app-1234.js.gz"), new Uint8Array(gzipSync(big)));
  writeFileSync(join(root, "assets", "plain-1234.css"), "body{}");
  t = await startTestServer({ webRoot: root });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

test("the web client's files are served whole, whatever their size, with the right caching", async () => {
  const asset = await fetch(`${t.url}/assets/app-1234.js`, { signal: AbortSignal.timeout(5_000) });
  expect(asset.status).toBe(200);
  expect(asset.headers.get("content-type")).toMatch(/javascript/);
  expect(asset.headers.get("cache-control")).toMatch(/immutable/);
  expect(await asset.text()).toBe(big);
  const index = await fetch(`${t.url}/`);
  expect(await index.text()).toMatch(/Love Letter/);
  expect(index.headers.get("cache-control")).toBe("no-cache");
});

test("client-side routes fall back to index.html; missing files and escapes are 404", async () => {
  expect(await (await fetch(`${t.url}/t/some-table`)).text()).toMatch(/Love Letter/);
  expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
  expect((await fetch(`${t.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  expect((await fetch(`${t.url}/api/nothing`)).status).toBe(404);
});

test("the build's brotli or gzip copy is sent to a browser that takes it, with Content-Encoding and Vary", async () => {
  const get = (encoding: string) =>
    fetch(`${t.url}/assets/app-1234.js`, {
      headers: { "accept-encoding": encoding },
      signal: AbortSignal.timeout(5_000),
    });
  const br = await get("gzip, deflate, br");
  expect(br.headers.get("content-encoding")).toBe("br");
  expect(br.headers.get("vary")).toBe("Accept-Encoding");
  expect(br.headers.get("cache-control")).toMatch(/max-age=31536000, immutable/);
  expect(br.headers.get("content-type")).toMatch(/javascript/);
  expect(Number(br.headers.get("content-length"))).toBeLessThan(2_000);
  expect(await br.text()).toBe(big);
  const gz = await get("gzip");
  expect(gz.headers.get("content-encoding")).toBe("gzip");
  expect(await gz.text()).toBe(big);
  // Refused with q=0, or not asked for: the plain file, still marked as varying.
  const plain = await get("br;q=0, identity");
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(plain.headers.get("vary")).toBe("Accept-Encoding");
  expect(await plain.text()).toBe(big);
  // A file the build did not compress is sent as it is.
  const css = await fetch(`${t.url}/assets/plain-1234.css`, { headers: { "accept-encoding": "br" } });
  expect(css.headers.get("content-encoding")).toBeNull();
  expect(await css.text()).toBe("body{}");
});
