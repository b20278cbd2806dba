// The expert as a coach in the browser: hints at a table made with them, and a finished game's
// review computed in a Web Worker on the replay page.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { awaitCardDecision, createTableThroughUi, matchIsOver, playUntil, startGame } from "./support/ui.js";

/** axe-core's violations inside `selector` (https://github.com/dequelabs/axe-core). */
async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP rightly refuses an injected script tag.
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
  return page.evaluate(async (within) => {
    const axe = (
      globalThis as unknown as {
        axe: { run(context: string): Promise<{ violations: { id: string; help: string }[] }> };
      }
    ).axe;
    const result = await axe.run(within);
    return result.violations.map((v) => `${v.id}: ${v.help}`);
  }, selector);
}

describe("the coach", () => {
  const session = browserSession({ player: {} }, { botDelayMs: 5 });

  it("offers hints at a table made with them (never rated), computed from the player's own view", async () => {
    const { page } = session.player;
    await page.goto(`${session.server.url}/?testSeed=coach`);
    const form = page.locator("#create");
    await form.locator(".ruleset-option", { hasText: "Classic" }).first().click();
    const count = form.locator("#create-seats");
    for (let i = 0; i < 4 && Number(await count.textContent()) > 2; i++)
      await form.getByRole("button", { name: "Fewer players" }).click();
    await expect.poll(async () => Number(await count.textContent())).toBe(2);
    await form.locator("#create-bot-1").selectOption("heuristic");
    await form.locator("#create-goal").selectOption("4");
    await form.locator("#create-intermission").selectOption("0");
    await form.getByLabel(/Hints: the expert's suggestion/).check();
    await form.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL(/\/t\//);
    await startGame(page);

    await awaitCardDecision(page);
    const hint = page.locator("[data-testid=hint]");
    await hint.getByRole("button", { name: "Hint" }).click();
    await expect
      .poll(() => hint.getByRole("status").textContent(), { timeout: 20_000 })
      .toMatch(/^Expert's suggestion: The .+: \d+% to win the round \(±(<1|\d+)\), \d+% the match\.$/);
    await screenshot(page, "hint");
    expect(await accessibilityViolations(page, "[data-testid=hint]")).toEqual([]);

    await playUntil(page, matchIsOver(page), 240_000);
  }, 360_000);

  it("reviews the finished game in a Worker: a progress bar, a bar per decision by label, sentences", async () => {
    const { page } = session.player;
    await page.getByRole("link", { name: "Watch the replay" }).click();
    await page.locator("[data-testid=replay]").waitFor();
    // The review panel's code is not loaded until asked for (the worker was, for the hints above).
    const scripts = () =>
      page.evaluate(() =>
        (globalThis.performance as unknown as { getEntriesByType(type: string): { name: string }[] })
          .getEntriesByType("resource")
          .map((e) => e.name),
      );
    expect((await scripts()).some((name) => /ReviewPanel/.test(name))).toBe(false);

    await page.getByTestId("review-open").click();
    const review = page.locator("[data-testid=review]");
    // Deep: a search long enough that the progress bar is seen however short the game was.
    await review.getByLabel("Depth").selectOption({ label: "Deep" });
    await review.getByRole("button", { name: "Review", exact: true }).click();
    // The progress bar while the worker computes, then a bar per decision.
    await review.locator("progress").waitFor();
    await screenshot(page, "review-progress");
    await review.getByTestId("review-done").waitFor({ timeout: 60_000 });
    expect(await review.locator("progress").count()).toBe(0);
    expect((await scripts()).some((name) => /ReviewPanel/.test(name))).toBe(true);

    const bars = review.locator(".review-bar");
    const decisions = await bars.count();
    expect(decisions).toBeGreaterThan(2);
    expect(await review.locator(".review-moves li").count()).toBe(decisions);
    const labels = await bars.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    for (const label of labels)
      expect(label).toMatch(/^Decision \d+, round \d+: (Best|Fine|Inaccuracy|Mistake|Blunder|Forced)$/);
    await expect(review.getByTestId("review-done").textContent()).resolves.toMatch(
      new RegExp(`^${decisions} decisions reviewed in [\\d.]+ s`),
    );

    // A decision chosen: its detail, and the replay shows that moment from the reviewed seat.
    const notBest = labels.findIndex((l) => !/Best|Forced/.test(l));
    const chosen = Math.max(notBest, 0);
    await bars.nth(chosen).click();
    const detail = review.getByTestId("review-detail");
    await expect(detail.textContent()).resolves.toMatch(new RegExp(`Decision ${chosen + 1} · round \\d+`));
    await expect(detail.textContent()).resolves.toMatch(/Played: .+ — round \d+%/);
    if (notBest >= 0) await expect(review.getByTestId("review-best").textContent()).resolves.toMatch(/Expert's best: /);
    await expect.poll(() => page.locator(".me-area .my-hand .card").count()).toBeGreaterThanOrEqual(2);
    // The table itself says what the expert would have played there.
    await expect(page.getByTestId("review-note").textContent()).resolves.toMatch(
      notBest >= 0
        ? /^Expert's best here: .+ \(\d+% to win the round\); played: .+ \(\d+%\)\.$/
        : /^(The expert agrees|Forced)/,
    );
    // Every poor decision in words: the costliest first, the others below it.
    const wrong = labels.filter((l) => /Inaccuracy|Mistake|Blunder/.test(l)).length;
    expect(await review.locator(".review-mistake").count()).toBe(wrong);
    expect(await review.getByTestId("review-biggest").count()).toBe(wrong > 0 ? 1 : 0);
    for (const why of await review.locator(".review-mistake .review-why").allTextContents())
      expect(why).toMatch(
        /The expert's choice, .+, won the round \d+% of the time; yours, .+, \d+%\.$|With the deck empty/,
      );
    await screenshot(page, "review");
    expect(await accessibilityViolations(page, "[data-testid=review]")).toEqual([]);

    // Cancel stops a review part way (a deep one: it takes a while).
    await review.getByRole("button", { name: "Review again" }).click();
    await review.locator("progress").waitFor();
    await review.getByRole("button", { name: "Cancel" }).click();
    await expect(review.getByRole("status").textContent()).resolves.toMatch(
      /^Review cancelled after \d+ decisions?\.$/,
    );
    expect(await review.locator("progress").count()).toBe(0);
  }, 180_000);

  it("offers no hint at a table made without hints", async () => {
    const { page } = session.player;
    await createTableThroughUi(page, session.server.url, { ruleset: "classic", players: 2, seats: ["random"] });
    await startGame(page);
    await awaitCardDecision(page);
    expect(await page.locator("[data-testid=hint]").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Hint" }).count()).toBe(0);
  }, 120_000);
});
