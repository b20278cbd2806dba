// /learn's progress and the coach's offers, in real Chromium. An account's progress is the
// server's: a guest's lesson merges into the account it signs up as, and a second browser signed in
// to the account (a phone) sees every step and the offer turned down. The coach offers the review
// of the last real match at the end of a player's first matches and of the guided game, and it
// opens at once, the costliest decision first.
import type { GameRecord } from "@loveletter/protocol";
import { TableSettings } from "@loveletter/protocol";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { card, coachNow, confirmIfAsked, playGuidedGame } from "./support/learn-table.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, matchIsOver, playUntil, startGame } from "./support/ui.js";

const PASSWORD = "a letter to the princess";

/** The guest this page's browser made on its first visit. */
async function guestOf(page: Page): Promise<{ id: string; name: string }> {
  return JSON.parse((await page.evaluate("localStorage.getItem('loveletter.player')")) as string);
}

/** A one-move lesson played the right way: the card, then Play if the panel asks for it. */
async function playOneCardLesson(page: Page, url: string, lesson: string, cardName: string) {
  await page.goto(`${url}/learn/${lesson}`);
  await page.getByTestId("coach-rule").waitFor();
  await card(page, cardName);
  await confirmIfAsked(page);
  await page.getByTestId("coach-finished").waitFor();
}

describe("an account's progress follows it to another browser", () => {
  const s = browserSession({
    desktop: { width: 1280, height: 800 },
    phone: { width: 360, height: 740, mobile: true },
  });

  it("a guest's lesson merges into its new account; the phone signed in sees every step and no offer", async () => {
    const { page } = s.desktop;
    const url = s.server.url;
    // As a guest: the Spy lesson.
    await page.goto(url);
    await page.getByTestId("learn-offer").waitFor();
    await playOneCardLesson(page, url, "spy", "spy");

    // The guest signs up: its lesson is the account's now, and it is said where progress is kept.
    await page.goto(`${url}/account`);
    await page.locator("#new-username").fill("Learner_Lu");
    await page.locator("#new-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("Signed in as Learner_Lu").waitFor();
    await page.goto(`${url}/learn`);
    await expect.poll(() => page.getByTestId("learn-mark-spy").textContent()).toContain("Done");
    await expect(page.getByTestId("learn-progress").textContent()).resolves.toBe(
      "You have finished 1 of 12 steps: the guided game and the lessons. Your progress is kept with your account, on every device you sign in on.",
    );
    // As the account: the Count lesson, and No thanks to the home page's offer.
    await playOneCardLesson(page, url, "count", "count");
    await page.goto(url);
    await page.getByTestId("learn-offer").getByRole("button", { name: "No thanks" }).click();
    await expect.poll(() => page.getByTestId("learn-offer").count()).toBe(0);

    // Another browser, another guest: it signs in to the account and finds both lessons done.
    const phone = s.phone.page;
    await phone.goto(url);
    await phone.locator(".me-chip .kind-mark", { hasText: "guest" }).waitFor({ state: "attached" });
    await phone.goto(`${url}/account`);
    await phone.locator("#username").fill("learner_lu");
    await phone.locator("#password").fill(PASSWORD);
    await phone.getByRole("button", { name: "Sign in", exact: true }).click();
    await phone.getByText("Signed in as Learner_Lu").waitFor();
    await phone.goto(`${url}/learn`);
    await expect.poll(() => phone.getByTestId("learn-progress").textContent()).toContain("finished 2 of 12");
    await expect(phone.getByTestId("learn-mark-spy").textContent()).resolves.toContain("Done");
    await expect(phone.getByTestId("learn-mark-count").textContent()).resolves.toContain("Done");
    await expect(phone.getByTestId("learn-mark-guided").textContent()).resolves.toContain("Not done yet");
    expect(await seriousAxeFindings(phone), "/learn on the phone, signed in").toEqual([]);
    await screenshot(phone, "learn-index-account-phone");
    // The offer the account turned down on the desktop stays down here: the home page loads without it.
    await phone.goto(url);
    await phone.locator(".hero").waitFor();
    await phone.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Learn", exact: true }).waitFor();
    expect(await phone.getByTestId("learn-offer").count()).toBe(0);
    // The phone's header keeps its links in sight, Learn among them, none cut off.
    const nav = phone.getByRole("navigation", { name: "Main" });
    expect(await nav.evaluate((n) => n.scrollWidth - n.clientWidth)).toBeLessThanOrEqual(0);
    expect(await nav.getByRole("link").allInnerTexts()).toEqual(["Ladder", "Rules", "Learn"]);
    await screenshot(phone, "learn-header-phone", false);
  }, 240_000);
});

describe("the coach offers the review of the last real match", () => {
  const s = browserSession({ player: { width: 1280, height: 800 } }, { botDelayMs: 5 });

  it("at the end of a third match, and at the end of the guided game; it opens at once, costliest first", async () => {
    const { page } = s.player;
    const url = s.server.url;
    await page.goto(url);
    await page.locator(".me-chip .kind-mark", { hasText: "guest" }).waitFor();
    const guest = await guestOf(page);

    // Two matches the player finished before.
    const store = s.server.running.store;
    const { player: bob } = await store.createGuest("Bob");
    for (let i = 0; i < 2; i++) {
      const game: GameRecord = {
        id: `earlier-${i}`,
        tableId: `earlier-table-${i}`,
        ruleset: "classic",
        settings: TableSettings.parse({ ruleset: "classic", seats: 2 }),
        options: {},
        seed: `s${i}`,
        first: 0,
        dealVersion: "v0",
        fairDeal: null,
        seats: [
          { kind: "human", playerId: guest.id, name: guest.name },
          { kind: "human", playerId: bob.id, name: "Bob" },
        ],
        status: "finished",
        winners: [0],
        scores: [4, 1],
        rated: false,
        startedAt: Date.now() - 60_000 + i,
        endedAt: Date.now() - 30_000 + i,
      };
      await store.saveGame(game);
    }

    // The third, played here against a bot: its end offers the review in a sentence.
    await createTableThroughUi(page, url, { ruleset: "classic", players: 2, seats: ["heuristic"], tokens: 1 });
    await startGame(page);
    await playUntil(page, matchIsOver(page), 240_000);
    const result = page.getByTestId("match-result");
    await expect(result.getByTestId("review-offer").textContent()).resolves.toContain(
      "The coach can go through this match with you",
    );
    const [third] = (await store.gamesOfPlayer(guest.id, { limit: 1 })).map((g) => g.id);

    // The guided game's end offers the review of that match, and the link opens it at once.
    await page.goto(`${url}/learn/game`);
    await playGuidedGame(page);
    const finished = page.getByTestId("coach-finished");
    await expect(finished.getByTestId("learn-review-offer").textContent()).resolves.toBe(
      "Want to see how an expert would have played your last real match? The coach can review it with you.",
    );
    expect(await seriousAxeFindings(page), "the guided game's end with the review offered").toEqual([]);
    await screenshot(page, "learn-guided-review-offer-desktop");
    await finished.getByRole("link", { name: "Review my last match" }).click();
    await page.waitForURL(new RegExp(`/replay/${third}\\?review=1$`));
    const review = page.getByTestId("review");
    await review.getByTestId("review-done").waitFor({ timeout: 90_000 });
    const costs = (await review.locator(".review-cost").allTextContents()).map((t) =>
      Number(/^It cost (\d+) points?/.exec(t)![1]),
    );
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    if (costs.length > 0)
      await expect(review.getByTestId("review-biggest").locator("h3").textContent()).resolves.toBe(
        "The costliest decision",
      );
    // A match the bot won before the guest's first turn leaves no decision to review, and says so.
    else await review.locator("[data-testid=review-no-mistakes], [data-testid=review-no-decisions]").waitFor();
    await screenshot(page, "learn-review-from-guided-game-desktop");
    expect(await coachNow(page).count()).toBe(0);
  }, 420_000);
});
