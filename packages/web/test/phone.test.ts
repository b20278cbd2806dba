import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { awaitCardDecision, makeOneChoice } from "./support/ui.js";

describe("on a phone", () => {
  const table = browserSession({ player: { width: 360, height: 740, mobile: true } }, { botDelayMs: 150 });

  const overflow = () =>
    table.player.page.evaluate("document.documentElement.scrollWidth - window.innerWidth") as Promise<number>;

  it("plays at 360×740 with nothing wider than the screen", async () => {
    const { page } = table.player;
    await page.goto(table.server.url);
    await page.getByRole("button", { name: "Play against bots" }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The header's links are all in sight, none cut off (the navigation scrolls rather than overflow).
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.evaluate((n) => n.scrollWidth - n.clientWidth)).toBeLessThanOrEqual(0);
    // Play gives way to Learn on a phone: the logo leads home.
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(["Ladder", "Rules", "Learn"]);
    expect(await page.getByRole("link", { name: "Love Letter, home" }).getAttribute("href")).toBe("/");
    await screenshot(page, "phone-lobby", false);

    // The custom deck builder and the advanced rules fit too.
    await page.locator("#create .ruleset-option", { hasText: "Custom deck" }).tap();
    const builder = page.locator("[data-testid=deck-builder]");
    await builder.waitFor();
    await page.locator("[data-testid=advanced-rules] summary").tap();
    await page.locator("#create-rule-game_end_tie").waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.locator("#create-count-guard").scrollIntoViewIfNeeded();
    await screenshot(page, "phone-custom-deck", false);
    await page.evaluate("window.scrollTo(0, 0)");

    // "Play against bots" deals at once: no waiting room, no Start to press.
    await page.getByRole("button", { name: "Play against bots" }).tap();
    await awaitCardDecision(page);
    // Its deal mixed in the player's own seed, sent before the start: nothing was refused.
    expect(await page.getByTestId("table-notice").count()).toBe(0);
    // The bar above the table keeps the round whole beside its tools ("Classic · Rou…" cut the one
    // part that changes); the edition stays in the heading for screen readers.
    const heading = page.locator(".tb-title h1");
    await expect(heading.textContent()).resolves.toMatch(/^Classic · Round \d+$/);
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    expect(await page.locator(".tb-edition").boundingBox()).toMatchObject({ width: 1 });
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The deal's commitment, which a quick game shows nowhere before its reveal but at the table:
    // the bar has no room for it on a phone, so it is in Options.
    const note = page.locator("[data-testid=commitment-note]");
    await expect.poll(() => note.count()).toBe(2);
    expect(await note.evaluateAll((notes) => notes.filter((n) => n.checkVisibility()).length)).toBe(0);
    await page.locator(".tb-options > summary").tap();
    const shown = page.locator(".tb-options-menu [data-testid=commitment-note]");
    await expect(shown.isVisible()).resolves.toBe(true);
    // "Fair deal" in words; its fingerprint behind it.
    await expect(shown.locator("summary").textContent()).resolves.toBe("Fair deal");
    expect(await shown.locator("code").isVisible()).toBe(false);
    await shown.locator("summary").tap();
    await expect(shown.locator("code").textContent()).resolves.toMatch(/^[0-9a-f]{64}$/);
    await screenshot(page, "phone-options-deal", false);
    await page.locator(".tb-options > summary").tap();
    await page.evaluate("window.scrollTo(0, 0)");
    await screenshot(page, "phone");

    // Both hand cards fit side by side and can be played by touch.
    const boxes = await page
      .locator(".my-hand .card")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    for (const right of boxes) expect(right).toBeLessThanOrEqual(360);
    for (let i = 0; i < 8; i++) {
      const step = await makeOneChoice(page).catch(() => null);
      if (step === "confirm") break;
      if (step === null) await page.waitForTimeout(150);
    }
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(/You played the/);
    expect(await overflow()).toBeLessThanOrEqual(0);
  }, 120_000);
});
