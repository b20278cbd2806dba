// The coach at the end of a match: "Review my game" reviews the player's own decisions at once, in a
// Web Worker, and opens on the costliest one, each poor decision explained in words; offered on its
// own after a player's first matches. At 1280×800 and on a phone (360×740).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, matchIsOver, playUntil, startGame } from "./support/ui.js";

/** Plays a match against bots through the interface, to its end. */
async function playAMatch(page: Page, url: string, tokens: number): Promise<void> {
  await createTableThroughUi(page, url, { ruleset: "classic", players: 2, seats: ["heuristic"], tokens });
  await startGame(page);
  await playUntil(page, matchIsOver(page), 240_000);
  await page.getByRole("button", { name: "Review my game" }).waitFor();
}

/** What the match end's review shows once done: each poor decision's cost, in the order shown. */
async function reviewedAtMatchEnd(page: Page, name: string): Promise<{ costs: number[] }> {
  const result = page.getByTestId("match-result");
  // The coach offers it in a sentence after a first match.
  await expect(result.getByTestId("review-offer").textContent()).resolves.toBe(
    "The coach can go through this match with you: at each of your decisions, what you knew, what the expert would have played, and why.",
  );
  await screenshot(page, `${name}-offer`);
  await result.getByRole("button", { name: "Review my game" }).click();
  const review = result.getByTestId("review-my-game").getByTestId("review");
  // It starts at once: no player to choose, no button to press; a progress bar while it works.
  await review.locator("progress").waitFor({ timeout: 30_000 });
  expect(await review.getByLabel("Player").count()).toBe(0);
  await review.getByTestId("review-done").waitFor({ timeout: 90_000 });
  await expect(review.getByRole("heading", { level: 2 }).textContent()).resolves.toBe("Your game, reviewed");
  // The review opened where it was asked for: its heading has the focus; the button now hides it.
  expect(await page.evaluate("document.activeElement?.id")).toBe("review-title");
  await expect(result.getByTestId("review-my-game-button").textContent()).resolves.toBe("Hide the review");
  expect(await result.getByTestId("review-offer").count()).toBe(0);
  const mistakes = review.locator(".review-mistake");
  const count = await mistakes.count();
  const costs = (await review.locator(".review-cost").allTextContents()).map((t) =>
    Number(/^It cost (\d+) points? of your chance to win the round \(±(<1|\d+)\)\.$/.exec(t)![1]),
  );
  expect(costs).toHaveLength(count);
  if (count === 0) {
    await review.getByTestId("review-no-mistakes").waitFor();
    return { costs };
  }
  // The costliest first, on its own, then the others, costliest first.
  const biggest = review.getByTestId("review-biggest");
  await expect(biggest.locator("h3").textContent()).resolves.toBe("The costliest decision");
  expect(costs).toEqual([...costs].sort((a, b) => b - a));
  // Each in words: what was played, what the player knew and why, both moves' chances beside the words.
  for (const why of await mistakes.locator(".review-why").allTextContents())
    expect(why).toMatch(
      /^([A-Z0-9][^{}]*\. )?(The expert's choice, .+, won the round \d+% of the time; yours, .+, \d+%\.|With the deck empty, the card you kept decided the round: .+\.)$/,
    );
  await expect(biggest.locator(".review-mistake-head").textContent()).resolves.toMatch(
    /^(Inaccuracy|Mistake|Blunder) Decision \d+ · round \d+$/,
  );
  return { costs };
}

describe("the review at the end of a match", () => {
  const session = browserSession({ player: { width: 1280, height: 800 } }, { botDelayMs: 5 });

  it("reviews the player's decisions at once, the costliest first, and opens each in the replay", async () => {
    const { page } = session.player;
    await playAMatch(page, session.server.url, 3);
    const { costs } = await reviewedAtMatchEnd(page, "match-end-review");
    const review = page.getByTestId("review");
    await review.scrollIntoViewIfNeeded();
    await screenshot(page, "match-end-review");
    expect(await seriousAxeFindings(page), "the match end with its review").toEqual([]);
    if (costs.length === 0) return;

    // "See it in the replay": the replay opens on that decision, from the player's seat, its review
    // made again at once (the same seed and budget: the same review) and the table saying the best move.
    const link = page.getByTestId("review-biggest").getByRole("link", { name: "See it in the replay" });
    const href = (await link.getAttribute("href"))!;
    const decision = Number(/\?review=1&decision=(\d+)$/.exec(href)![1]);
    await link.click();
    await page.locator("[data-testid=replay]").waitFor();
    const replayed = page.getByTestId("review");
    await replayed.getByTestId("review-done").waitFor({ timeout: 90_000 });
    await expect(replayed.getByTestId("review-detail").textContent()).resolves.toMatch(
      new RegExp(`^Decision ${decision} · round \\d+`),
    );
    await expect(page.getByTestId("review-note").textContent()).resolves.toMatch(/^Expert's best here: /);
    // The same costliest decision, at the same cost.
    await expect(replayed.getByTestId("review-biggest").locator(".review-cost").textContent()).resolves.toMatch(
      new RegExp(`^It cost ${costs[0]} points? `),
    );
    await screenshot(page, "replay-review-from-match-end");
    expect(await seriousAxeFindings(page), "the replay with the review opened from the match end").toEqual([]);
  }, 420_000);
});

describe("the review at the end of a match, on a phone", () => {
  const session = browserSession({ player: { width: 360, height: 740, mobile: true } }, { botDelayMs: 5 });

  it("fits the screen and reads the same", async () => {
    const { page } = session.player;
    await playAMatch(page, session.server.url, 2);
    await reviewedAtMatchEnd(page, "phone-match-end-review");
    expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(0);
    await page.getByTestId("review").scrollIntoViewIfNeeded();
    await screenshot(page, "phone-match-end-review", false);
    await screenshot(page, "phone-match-end-review-whole");
    expect(await seriousAxeFindings(page), "the match end with its review, on a phone").toEqual([]);
  }, 420_000);
});
