import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { startGame } from "./support/ui.js";

// The web half of turn-based tables (docs/protocol.md "Turn-based tables"): the pace on the form,
// the list of your tables with the header's count, and the clock at the table.
describe("turn-based tables", () => {
  const session = browserSession({ ann: { width: 1280, height: 800 } });

  it("starts from the form, lists the table waiting for your move and opens it from the list", async () => {
    const { page } = session.ann;
    await page.goto(`${session.server.url}/games`);
    await page.getByTestId("turn-based-empty").waitFor();
    expect(await page.getByTestId("your-turn-count").count(), "no count while nothing waits").toBe(0);
    expect(await seriousAxeFindings(page), "the empty list").toEqual([]);

    await page.goto(session.server.url);
    const form = page.locator("#create");
    await form.getByRole("radio", { name: "Turn-based" }).check();
    await expect(form.locator("#create-move-hours").inputValue()).resolves.toBe("24");
    expect(await form.locator("#create-turn").count(), "no seconds timer at a turn-based table").toBe(0);
    await form.locator("#create-move-hours").selectOption("72");
    expect(await seriousAxeFindings(page), "the form with the pace").toEqual([]);
    await form.getByRole("button", { name: "Fewer players" }).click();
    await form.getByRole("button", { name: "Fewer players" }).click();
    await form.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL(/\/t\//);
    const tableUrl = new URL(page.url()).pathname;
    await startGame(page);
    await page.getByTestId("turn-based-clock").waitFor();

    // The deadline is the 3 days per move plus the 1 day bank. Whoever moves first, the table comes to wait for Ann: the bot plays at once.
    await expect.poll(() => page.getByTestId("your-turn-count").count(), { timeout: 90_000, interval: 1000 }).toBe(1);
    await page.getByTestId("your-turn-count").click();
    await page.waitForURL(/\/games$/);
    const row = page.getByTestId("turn-based-row");
    await expect.poll(() => row.count()).toBe(1);
    await expect(row.textContent()).resolves.toContain("Your turn");
    await expect(row.textContent()).resolves.toMatch(/Your move is due in 4 days\./);
    expect(await seriousAxeFindings(page), "the list").toEqual([]);
    await screenshot(page, "turn-based-list", false);
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, "turn-based-list-phone", false);
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === tableUrl);
    await page.getByText(/Your move is due in 4 days\./).waitFor();
    await page.getByText("Your time bank: 24 hours left.").waitFor();
    await screenshot(page, "turn-based-table", false);
  }, 180_000);
});
