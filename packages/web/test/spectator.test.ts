import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { FrameRecorder } from "./support/frames.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, makeOneChoice, openPanel, playUntil, startGame } from "./support/ui.js";

describe("watching a table", () => {
  const table = browserSession({ host: {}, watcher: {} }, { botDelayMs: 150 });

  it("lets a spectator follow a game from the lobby, live, without any hand, and chat", async () => {
    await createTableThroughUi(table.host.page, table.server.url, {
      ruleset: "2019",
      players: 3,
      seats: ["random", "random"],
      turnSeconds: 60,
    });
    await startGame(table.host.page);

    const frames = new FrameRecorder(table.watcher.page);
    await table.watcher.page.goto(table.server.url);
    const listed = table.watcher.page.locator(".table-item").first();
    await listed.waitFor();
    await listed.getByRole("link", { name: "Watch" }).click();
    await table.watcher.page.locator("[data-testid=table]").waitFor();
    await expect(table.watcher.page.getByText("You are watching this table").count()).resolves.toBe(1);
    expect(await table.watcher.page.locator(".my-hand").count()).toBe(0);
    expect(await table.watcher.page.locator(".seat .seat-hand .card").count()).toBe(0);

    // The game moves on and the spectator sees it happen.
    const linesBefore = await table.watcher.page.locator(".log-line").count();
    for (let i = 0; i < 6; i++) {
      if ((await makeOneChoice(table.host.page).catch(() => null)) === null) await table.host.page.waitForTimeout(150);
    }
    await expect
      .poll(() => table.watcher.page.locator(".log-line").count(), { timeout: 20_000 })
      .toBeGreaterThan(linesBefore);

    // Everything the spectator's page received is public.
    const views = frames.views();
    expect(views.length).toBeGreaterThan(0);
    for (const m of views) {
      expect(m.view.seat).toBeNull();
      expect(m.view.hand).toEqual([]);
      for (const e of m.events) expect(e.visibleTo).toBe("all");
    }

    await openPanel(table.watcher.page, "Chat");
    await table.watcher.page.locator("#chat-input").fill("Good luck!");
    await table.watcher.page.locator("#chat-input").press("Enter");
    await expect.poll(() => table.host.page.locator(".chat-lines").textContent()).toMatch(/Good luck!/);
  }, 120_000);
});

describe("watched on a phone", () => {
  const table = browserSession({ host: { width: 360, height: 740, mobile: true }, watcher: {} }, { botDelayMs: 60 });

  it("keeps the round whole in the heading, says who watches in words, and shows I'm ready uncovered", async () => {
    const { page } = table.host;
    await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["random"],
      turnSeconds: 60,
      intermissionSeconds: 30,
    });
    await startGame(page);

    await table.watcher.page.goto(table.server.url);
    const listed = table.watcher.page.locator(".table-item").first();
    await listed.waitFor();
    await listed.getByRole("link", { name: "Watch" }).click();
    await table.watcher.page.locator("[data-testid=table]").waitFor();

    // The phone's bar has no room for "1 watching" beside the round: it is a sentence in Options,
    // and the heading keeps "Classic · Round 1" whole.
    await page.locator(".tb-options > summary").tap();
    await expect
      .poll(() => page.locator(".tb-options-watching").textContent())
      .toBe("One person is watching this table.");
    await page.locator(".tb-options > summary").tap();
    const heading = page.locator(".tb-title h1");
    await expect(heading.textContent()).resolves.toMatch(/^Classic · Round \d+$/);
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);

    // At the round's end "I'm ready", brought into view, is what a tap there reaches: nothing
    // (the tab bar, the result) covers it.
    const ready = page.getByRole("button", { name: "I'm ready" });
    await playUntil(page, async () => (await ready.count()) > 0);
    await ready.scrollIntoViewIfNeeded();
    const covered = (await page.evaluate(`(() => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === "I'm ready");
      const r = button.getBoundingClientRect();
      const points = [
        [r.left + 4, r.top + 4],
        [r.right - 4, r.bottom - 4],
        [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
      ];
      return points.filter(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !hit || !button.contains(hit);
      }).length;
    })()`)) as number;
    expect(covered).toBe(0);
    await screenshot(page, "phone-intermission-watched", false);
  }, 180_000);
});
