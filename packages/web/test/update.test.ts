import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { openPlayer, type Player, screenshot } from "./support/browser.js";
import { ensureWebBuild } from "./support/build.js";
import { startTestServer, type TestServer } from "./support/server.js";

// A page left open while the site is updated speaks an older protocol than the server: it is told,
// and a reload brings the new version (net/web-version.ts). The test serves its own copy of the
// client, so that it can "deploy" a new build under a page without touching the shared one.

let root = "";
let server: TestServer;
let player: Player;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "loveletter-update-"));
  cpSync(await ensureWebBuild(), root, { recursive: true });
  // The page is the plain file here, so that a deploy is one file to write.
  for (const name of readdirSync(root)) if (/^index\.html\.(br|gz)$/.test(name)) rmSync(join(root, name));
  server = await startTestServer({ webRoot: root });
  player = await openPlayer();
}, 120_000);

afterAll(async () => {
  await player?.close();
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The page looks for an update as when it comes back into view; resolves once it has looked. */
async function lookForUpdate(page: Page): Promise<void> {
  const before = Number((await page.evaluate("document.documentElement.dataset.updateChecks")) ?? 0);
  await page.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
  await expect
    .poll(async () => Number((await page.evaluate("document.documentElement.dataset.updateChecks")) ?? 0))
    .toBeGreaterThan(before);
}

/** A new build of the client: the same code under a new entry script, as Vite names a changed one. */
function deployNewBuild(): string {
  const html = readFileSync(join(root, "index.html"), "utf8");
  const entry = html.match(/<script type="module"[^>]* src="\/assets\/([^"]+)\.js"/)![1]!;
  const next = `${entry}-next`;
  cpSync(join(root, "assets", `${entry}.js`), join(root, "assets", `${next}.js`));
  writeFileSync(join(root, "index.html"), html.replace(`/assets/${entry}.js`, `/assets/${next}.js`));
  return `/assets/${next}.js`;
}

describe("a page open while the site is updated", () => {
  it("says so, and its Reload brings the new version; a current page says nothing", async () => {
    const { page } = player;
    const notice = page.getByRole("status").filter({ hasText: "A new version of Love Letter is out" });
    await page.goto(server.url);
    await page.getByRole("button", { name: "Play against bots" }).waitFor();
    await lookForUpdate(page);
    expect(await notice.count()).toBe(0);

    const next = deployNewBuild();
    await lookForUpdate(page);
    await notice.waitFor();
    expect(await seriousAxeFindings(page), "home page with the update notice").toEqual([]);
    await screenshot(page, "update-available", false);

    const reloaded = page.waitForEvent("load");
    await notice.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await page.getByRole("button", { name: "Play against bots" }).waitFor();
    expect(await page.evaluate("document.querySelector('script[type=module]').getAttribute('src')")).toBe(next);
    await lookForUpdate(page);
    expect(await notice.count()).toBe(0);
  }, 120_000);

  it("can be put off: Later hides it for this page", async () => {
    const { page } = player;
    const notice = page.getByRole("status").filter({ hasText: "A new version of Love Letter is out" });
    deployNewBuild();
    await lookForUpdate(page);
    await notice.getByRole("button", { name: "Later" }).click();
    await expect.poll(() => notice.count()).toBe(0);
  }, 60_000);
});
