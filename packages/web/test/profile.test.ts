import { botRating, type GameRecord, type Occupant, TableSettings } from "@loveletter/protocol";
import { describe, expect, it } from "vitest";
import { gameRating } from "../../server/src/ratings.js";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";

// The profile (docs/ratings.md): how a rating was earned, against people and against bots apart,
// its chart, the totals, games played under an earlier name; a bot's profile lists its games and
// its fixed ratings; the leaderboard's bots section leads there.

describe("the profile and the bots' ratings", () => {
  const session = browserSession({ ada: {} });

  it("shows a person's rating earned against people and bots, their totals, and a bot's games and fixed rating", async () => {
    const { page } = session.ada;
    const store = session.server.running.store;
    const { player: ada } = await store.createGuest("Ada_guest");
    const { player: bob } = await store.createGuest("Bob");
    const settings = TableSettings.parse({ ruleset: "classic", seats: 2 });
    const heuristic: Occupant = { kind: "bot", strength: "heuristic", name: "Heuristic bot 2" };
    const opponents: Occupant[] = [{ kind: "human", playerId: bob.id, name: "Bob" }, heuristic, heuristic];
    for (const [i, opponent] of opponents.entries()) {
      const game: GameRecord = {
        id: `ada-${i}`,
        tableId: `ada-table-${i}`,
        ruleset: "classic",
        settings,
        options: {},
        seed: `s${i}`,
        first: 0,
        dealVersion: "v0",
        fairDeal: null,
        seats: [{ kind: "human", playerId: ada.id, name: "Ada_guest" }, opponent],
        status: "finished",
        winners: [i === 2 ? 1 : 0],
        scores: i === 2 ? [1, 4] : [4, 1],
        rated: true,
        startedAt: Date.now() - 10_000 + i,
        endedAt: Date.now() - 5_000 + i,
      };
      const { ratings } = await gameRating(store, game);
      await store.saveGame(game, ratings);
    }
    // She took another name after these games (as a guest who signs up does).
    await store.renamePlayer(ada.id, "Ada");

    await page.goto(`${session.server.url}/players/${ada.id}`);
    await page.getByRole("heading", { level: 1, name: "Ada" }).waitFor();
    const card = page.locator(".rating-card", { hasText: "Classic" });
    await expect(card.textContent()).resolves.toMatch(/3 games · 2 won · provisional/);
    await expect(card.getByTestId("earned").textContent()).resolves.toBe("1 game against people and 2 against bots.");
    const chart = page.locator("[data-testid=rating-chart] svg");
    await expect(chart.getAttribute("aria-label")).resolves.toMatch(/over 3 rated games/);
    expect(await chart.locator("circle").count()).toBe(4);
    const totals = page.getByTestId("totals");
    await expect(totals.locator("p").textContent()).resolves.toBe("3 games played in all, 2 won.");
    await expect(totals.locator("tbody tr").textContent()).resolves.toBe("Classic32");
    await expect.poll(() => page.locator(".game-list li").count()).toBe(3);
    expect(await page.getByTestId("played-as").allTextContents()).toEqual([
      "Played under the name Ada_guest.",
      "Played under the name Ada_guest.",
      "Played under the name Ada_guest.",
    ]);
    expect(await seriousAxeFindings(page), "profile with totals").toEqual([]);
    await screenshot(page, "profile-people-and-bots");

    // The leaderboard: Ada only; the bots apart, with their fixed ratings, leading to their profiles.
    await page.goto(`${session.server.url}/leaderboard/classic`);
    const bots = page.getByTestId("bot-ratings");
    const expected = botRating("classic", "heuristic")!;
    await expect
      .poll(() => bots.locator("li", { hasText: "Heuristic bot" }).textContent())
      .toBe(
        `Heuristic bot · ${expected.rating} (measured between ${expected.interval[0]} and ${expected.interval[1]})`,
      );
    await bots.getByRole("link", { name: "Heuristic bot" }).click();
    await page.getByRole("heading", { level: 1, name: "Heuristic bot" }).waitFor();
    await expect.poll(() => page.getByTestId("bot-rating").first().textContent()).toContain(String(expected.rating));
    await expect.poll(() => page.locator(".game-list li").count()).toBe(2);
    await expect(page.getByTestId("totals").locator("p").textContent()).resolves.toBe("2 games played in all, 1 won.");
    expect(await page.getByText("No games yet.").count()).toBe(0);
    expect(await page.getByTestId("played-as").count()).toBe(0);
    expect(await seriousAxeFindings(page), "a bot's profile").toEqual([]);
    await screenshot(page, "profile-bot");
  }, 60_000);
});
