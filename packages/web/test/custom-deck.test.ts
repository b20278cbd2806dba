import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { FrameRecorder } from "./support/frames.js";
import { browserSession } from "./support/session.js";
import { startGame } from "./support/ui.js";

describe("custom decks and advanced rules", () => {
  const table = browserSession({ player: {} }, { botDelayMs: 200 });

  it("builds a deck card by card, checks it with the engine, and plays it with the options chosen", async () => {
    const { page } = table.player;
    const frames = new FrameRecorder(page);
    await page.goto(table.server.url);
    const form = page.locator("#create");
    const summary = form.locator("[data-testid=deck-summary]");
    const problem = form.locator("[data-testid=settings-problem]");
    const create = form.getByRole("button", { name: "Create table" });
    const count = (card: string) => form.locator(`#create-count-${card}`);

    await form.locator(".ruleset-option", { hasText: "Custom deck" }).click();
    await form.locator("[data-testid=deck-builder]").waitFor();
    // It starts as the 2019-numbered Premium deck of rules.md §7.
    await expect.poll(() => summary.textContent()).toMatch(/32 cards · seats 2–8 players/);
    await expect(form.locator("#create-edition").inputValue()).resolves.toBe("2019");
    expect(await count("spy").count()).toBe(1);

    // The Classic numbering has no Spy and no Chancellor.
    await form.locator("#create-edition").selectOption("classic");
    await expect.poll(() => count("spy").count()).toBe(0);
    expect(await count("chancellor").count()).toBe(0);
    await form.getByRole("button", { name: "Classic, 16 cards" }).click();
    await expect.poll(() => summary.textContent()).toMatch(/^16 cards/);
    await expect(count("guard").inputValue()).resolves.toBe("5");

    // An empty deck: a sentence a player understands, and the table can't be created.
    await form.getByRole("button", { name: "Empty", exact: true }).click();
    await expect.poll(() => problem.textContent()).toMatch(/Your deck has no cards yet: add some/);
    await expect(create.isDisabled()).resolves.toBe(true);

    // Six Guards can't seat four: a two-player tie-breaker needs seven cards...
    await count("guard").fill("6");
    await expect.poll(() => problem.textContent()).toMatch(/tie-breaker round needs at least 7 cards/);
    await expect(summary.textContent()).resolves.toMatch(/6 cards · can't seat/);
    // ...unless several players reaching the goal share the victory (an advanced rule).
    await form.locator("[data-testid=advanced-rules] summary").click();
    await expect(form.locator("[data-testid=advanced-rules]").textContent()).resolves.toMatch(
      /Several players reach the goal together.*tie-breaker rounds/,
    );
    await form.locator("#create-rule-game_end_tie").selectOption("shared");
    await expect.poll(() => problem.count()).toBe(0);
    await expect(summary.textContent()).resolves.toMatch(/seats 3–4 players/);

    // A deck of our own: Classic's sixteen, a Bishop and two Counts, Bishop may name 1.
    await form.getByRole("button", { name: "Classic, 16 cards" }).click();
    await form.getByRole("button", { name: "One Bishop more" }).click();
    await count("count").fill("2");
    await expect.poll(() => summary.textContent()).toMatch(/^19 cards · seats 2–8 players/);
    await form.locator("#create-rule-game_end_tie").selectOption("tiebreaker");
    await form.locator("#create-rule-bishop_may_name_one").selectOption("true");
    await expect(form.locator("#create-rule-bishop_may_name_one").textContent()).resolves.toMatch(
      /Not allowed \(default\)/,
    );
    // Only the options of this ruleset are offered: no Spy rule in a Classic-numbered deck.
    expect(await form.locator("#create-rule-spy_eliminated_players_block").count()).toBe(0);
    expect(await form.locator("#create-rule-classic_full_tie").count()).toBe(1);
    while (Number(await form.locator("#create-seats").textContent()) > 3)
      await form.getByRole("button", { name: "Fewer players" }).click();
    await form.locator("#create-bot-1").selectOption("random");
    await form.locator("#create-bot-2").selectOption("random");
    await screenshot(page, "custom-deck-builder");
    await create.click();
    await page.waitForURL(/\/t\//);
    await expect.poll(() => page.locator(".page-title h1").textContent()).toBe("Custom deck table");
    await expect(page.locator(".page-title .muted").textContent()).resolves.toMatch(
      /^19 cards, Classic rules · 3 seats/,
    );
    await startGame(page);

    // The server dealt exactly that deck, with that option.
    await expect.poll(() => frames.lastView()?.view.deck.length ?? 0).toBeGreaterThan(0);
    const { view } = frames.lastView()!;
    expect(view.ruleset).toBe("custom");
    expect(view.options).toMatchObject({ edition: "classic", bishop_may_name_one: true });
    expect(Object.fromEntries(view.deck.map((d) => [d.card, d.count]))).toEqual({
      guard: 5,
      priest: 2,
      baron: 2,
      handmaid: 2,
      prince: 2,
      count: 2,
      king: 1,
      countess: 1,
      princess: 1,
      bishop: 1,
    });
    expect(view.deck.find((d) => d.card === "bishop")!.value).toBe(9);
    await expect.poll(() => page.locator(".tracker [data-card=bishop]").count()).toBe(1);
  }, 120_000);

  it("shows the server's refusal of settings in words, next to the Create button", async () => {
    const { page } = table.player;
    await page.goto(table.server.url);
    const form = page.locator("#create");
    await form.locator(".ruleset-option", { hasText: "Custom deck" }).click();
    await form.locator("#create-edition").selectOption("classic");
    // A client out of step with its server (an older page after a deploy) sends a deck the server refuses.
    await page.route("**/matchmake/create/table", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as { settings: { rules: { deck: unknown[] } } };
      body.settings.rules.deck.push({ card: "chancellor", count: 2 });
      await route.continue({ postData: JSON.stringify(body) });
    });
    await form.getByRole("button", { name: "Create table" }).click();
    const error = form.locator("[data-testid=create-error]");
    await error.waitFor();
    await expect(error.textContent()).resolves.toBe(
      "The server refused these settings: The chancellor exists only in the 2019 numbering; it cannot be in a classic-edition deck.",
    );
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(form.getByRole("button", { name: "Create table" }).isEnabled()).resolves.toBe(true);
    await page.unroute("**/matchmake/create/table");
  }, 60_000);
});
