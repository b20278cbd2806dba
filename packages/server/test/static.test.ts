import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
