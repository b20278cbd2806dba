import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { awaitCardDecision, createTableThroughUi, matchIsOver, playUntil, startGame } from "./support/ui.js";

describe("a match against bots in the browser", () => {
  const table = browserSession({ player: {} });

  it("plays a full match against bots to its end through the UI", async () => {
    const { page } = table.player;
    await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 3,
      seats: ["random", "heuristic"],
      tokens: 2,
      intermissionSeconds: 5,
    });
    await startGame(page);

    // The lobby lists the table live, for everyone.
    const lobby = await table.player.context.newPage();
    await lobby.goto(table.server.url);
    await lobby.locator(".table-item").first().waitFor();
    // Whose table it is and where it stands (the line under it says the edition and the seats).
    const host = await page.locator(".me-chip .me-name").textContent();
    await expect
      .poll(() => lobby.locator(".table-item .table-item-title").first().textContent())
      .toBe(`${host}'s table In play`);
    await screenshot(lobby, "lobby");
    await lobby.close();

    // Mid-round: a decision to make, the piles and the log.
    await awaitCardDecision(page);
    await expect.poll(() => page.locator(".log-line").count()).toBeGreaterThan(2);
    await screenshot(page, "table-mid-round");

    const roundOver = async () => (await page.locator("[data-testid=round-result]").count()) > 0;
    await playUntil(page, roundOver);
    await expect(page.locator("[data-testid=round-result] h2").textContent()).resolves.toMatch(/wins? the round/);
    await screenshot(page, "round-end");
    // The seats, grown with the hands shown at the round's end, stay under the bar of tools.
    const barBottom = await page.locator(".tb-bar").evaluate((bar) => bar.getBoundingClientRect().bottom);
    const seatTops = await page
      .locator(".tb-place")
      .evaluateAll((seats) => seats.map((s) => s.getBoundingClientRect().top));
    for (const top of seatTops) expect(top).toBeGreaterThanOrEqual(barBottom);

    await playUntil(page, matchIsOver(page), 240_000);
    const result = page.locator("[data-testid=match-result]");
    await expect(result.locator("#match-result-title").textContent()).resolves.toMatch(/wins? the match/);
    // The log is a live region with a sentence for what happened.
    const log = page.locator("[role=log]");
    await expect(log.getAttribute("aria-live")).resolves.toBe("polite");
    await expect(log.textContent()).resolves.toMatch(/the match!/);
  }, 360_000);

  it("replays the finished game move by move, from any seat or with everything revealed", async () => {
    const { page } = table.player;
    await page.getByRole("link", { name: "Watch the replay" }).click();
    const replay = page.locator("[data-testid=replay]");
    await replay.waitFor();
    await expect(page.locator(".step-count").textContent()).resolves.toMatch(/Step 0 \/ \d+/);

    // Everything revealed: every hand is face up.
    await expect.poll(() => page.locator(".seat .seat-hand .card").count()).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Next step" }).click();
    await expect(page.locator(".step-count").textContent()).resolves.toMatch(/Step 4 \//);
    await expect(page.locator("[data-testid=step-text]").textContent()).resolves.not.toBe("");
    await screenshot(page, "replay");
    // The table starts in the upper half of the window, right under the stepper (the review and
    // the deal's check come under the table).
    const { feltTop, height } = (await page.evaluate(
      `({ feltTop: document.querySelector(".tb-felt").getBoundingClientRect().top, height: window.innerHeight })`,
    )) as { feltTop: number; height: number };
    expect(feltTop).toBeLessThan(height / 2);
    await expect(page.locator(".replay-extras [data-testid=verify-deal]").count()).resolves.toBe(1);

    // A spectator's point of view hides every hand; a seat's shows only its own.
    await page.locator(".pov label", { hasText: "Spectator" }).click();
    await expect.poll(() => page.locator(".seat .seat-hand .card").count()).toBe(0);
    // At the deal every seat holds a card (later, the seat may be out with none).
    await page.locator(".pov label").nth(2).click();
    await page.getByRole("button", { name: "First step" }).click();
    // The chosen seat sits at the bottom of the table with its hand face up, as a player sees it.
    await expect.poll(() => page.locator(".me-area .my-hand .card").count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.locator(".seat .seat-hand .card").count()).toBeLessThanOrEqual(2);
    expect(await page.locator(".seat:not(.is-me) .seat-hand .card").count()).toBe(0);
    // A seat's point of view has its card tracker (a tab beside the table).
    await expect(page.getByRole("tab", { name: "Cards" }).count()).resolves.toBe(1);

    // The last step holds the match's result; the arrow keys step back and forth.
    await page.getByRole("button", { name: "Last step" }).click();
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(/the match!/);
    const last = await page.locator(".step-count").textContent();
    await page.locator("[data-testid=step-text]").click();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.locator(".step-count").textContent()).not.toBe(last);
  }, 120_000);

  it("shows the player's profile with the match (rated against the bots' fixed ratings), the leaderboard of people, and the rules", async () => {
    const { page } = table.player;
    const name = (await page.locator(".me-chip .me-name").textContent())!;

    // The profile: the game with its replay, and a rating earned against the bots' fixed ratings (docs/ratings.md).
    await page.locator(".me-chip").click();
    await page.getByRole("heading", { level: 1, name: new RegExp(`^${name}`) }).waitFor();
    // One match, or two: when the bots win the first before the player's first decision,
    // awaitCardDecision asks for a rematch (CI saw it). Each is finished, with its replay.
    const games = page.locator(".game-list li");
    await expect.poll(() => games.count()).toBeGreaterThanOrEqual(1);
    expect(await games.count()).toBeLessThanOrEqual(2);
    for (const game of await games.all()) {
      await expect(game.textContent()).resolves.toMatch(/Classic.*(Won|Lost)/);
      expect(await game.getByRole("link", { name: "Replay" }).count()).toBe(1);
    }
    await expect(page.getByText("No rated games yet.").count()).resolves.toBe(0);
    await expect(page.getByTestId("earned").first().textContent()).resolves.toMatch(
      /^0 games against people and [12] against bots\.$/,
    );
    await screenshot(page, "profile");

    // The leaderboard is of people only, listed from a few rated games: nobody yet (the bots never are).
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboard" }).click();
    await page.getByText("Nobody is ranked here yet.").waitFor();
    expect(await page.locator("table.data tbody tr").count()).toBe(0);
    expect(await page.locator("nav.tabs [aria-current=page]").textContent()).toBe("Classic");
    await screenshot(page, "leaderboard");

    // The rules: a summary, the card reference with the playing-card stand-ins, every edition.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Rules" }).click();
    const reference = page.locator(".reference-card");
    await expect.poll(() => reference.count()).toBe(8);
    await expect(reference.filter({ hasText: "Guard" }).textContent()).resolves.toMatch(
      /5 copies.*Stand-in: an Ace or a Jack/,
    );
    await page.getByText("Show the cards as playing cards").click();
    await expect.poll(() => page.locator(".reference-card .card.as-playing").count()).toBe(8);
    await screenshot(page, "rules");
    await page.getByRole("link", { name: "2019 edition" }).click();
    await expect.poll(() => reference.count()).toBe(10);
    await expect(reference.filter({ hasText: "Princess" }).locator(".card").getAttribute("data-value")).resolves.toBe(
      "9",
    );
  }, 60_000);
});
