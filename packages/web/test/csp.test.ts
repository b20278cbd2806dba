// The server's Content-Security-Policy against the built web client in Chromium: the client must run
// under it untouched (files of its own origin, websockets to its own host), and the policy must
// really be enforced (an inline script is refused and reported).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSession } from "./support/session.js";
import { createTableThroughUi } from "./support/ui.js";

/** Every CSP violation a page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("__cspViolation", (text: string) => violations.push(text));
  // Scripts as text: these tests are type-checked without the DOM's types.
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (e) => " +
      "window.__cspViolation(e.violatedDirective + ': ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile))",
  );
  return violations;
}

describe("the Content-Security-Policy", () => {
  const table = browserSession({ player: {} });

  it("lets the built client load, show the live lobby and open a table, with no violation", async () => {
    const page = await table.player.context.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto(table.server.url);
    const csp = response!.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe");
    // The lobby is a room: its websocket connected under the policy.
    await page.locator(".live-dot.is-live").waitFor();
    // The service worker (a script of its own origin) runs, and the app's manifest loads.
    await expect(page.evaluate("navigator.serviceWorker.ready.then((r) => !!r.active)")).resolves.toBe(true);
    const cdp = await table.player.context.newCDPSession(page);
    expect(((await cdp.send("Page.getAppManifest")) as { errors: unknown[] }).errors).toEqual([]);
    await page.locator("#create").waitFor();
    // A table: matchmaking over fetch, then the table's own websocket.
    await createTableThroughUi(page, table.server.url, { ruleset: "classic", players: 2, seats: ["random"] });
    await page.locator(".seat-line.is-me").waitFor();
    // The rules page is loaded lazily (another script file).
    await page.goto(`${table.server.url}/rules`);
    await page.locator("h1, h2").first().waitFor();
    expect(violations).toEqual([]);
    await page.close();
  }, 120_000);

  it("is enforced: an inline script is refused and reported", async () => {
    const page = await table.player.context.newPage();
    const violations = await watchViolations(page);
    await page.goto(table.server.url);
    await page.evaluate(`{
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true";
      document.body.append(script);
    }`);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate("window.__inlineRan")).toBeUndefined();
    await page.close();
  }, 60_000);
});
