import type { GameRecord } from "@loveletter/protocol";
import { TableSettings } from "@loveletter/protocol";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gameRating } from "../../server/src/ratings.js";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi } from "./support/ui.js";

// Accounts in the browser (docs/protocol.md, "Accounts"): a guest with rated games turns into an
// account and keeps them, signs in on a second browser, plays at a table with its session, signs
// out, and resets its password with a recovery code; the leaderboard and the profile show who is who.

/** The guest this page's browser made on its first visit. */
async function guestOf(page: Page): Promise<{ id: string; name: string }> {
  const raw = (await page.evaluate("localStorage.getItem('loveletter.player')")) as string;
  return JSON.parse(raw) as { id: string; name: string };
}

describe("accounts in the browser", () => {
  const session = browserSession({ alice: {}, phone: { width: 420, height: 860, mobile: true } });
  let codes: string[] = [];

  it("a guest with rated games creates an account, keeps its games and ratings, and is shown its recovery codes", async () => {
    const { page } = session.alice;
    const server = session.server;
    const url = server.url;
    await page.goto(url);
    await page.locator(".me-chip .kind-mark", { hasText: "guest" }).waitFor();
    const guest = await guestOf(page);

    // Three rated games against another person, as a guest: enough to be listed on the leaderboard.
    const { player: bob } = await server.running.store.createGuest("Bob");
    const settings = TableSettings.parse({ ruleset: "classic", seats: 2 });
    for (let i = 0; i < 3; i++) {
      const game: GameRecord = {
        id: `alice-${i}`,
        tableId: `alice-table-${i}`,
        ruleset: "classic",
        settings,
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
        winners: [i === 1 ? 1 : 0],
        scores: i === 1 ? [1, 4] : [4, 1],
        rated: true,
        startedAt: Date.now() - 10_000 + i,
        endedAt: Date.now() - 5_000 + i,
      };
      const { ratings } = await gameRating(server.running.store, game);
      await server.running.store.saveGame(game, ratings);
    }

    // A second tab of the same browser, left on the lobby: it shares the guest.
    const otherTab = await page.context().newPage();
    await otherTab.goto(url);
    const online = otherTab.locator(".online-list");
    await expect.poll(() => online.textContent()).toContain(guest.name);

    await page.getByRole("link", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Create an account" }).waitFor();
    await page.locator("#new-username").fill("Alice_L");
    await page.locator("#new-password").fill("through the looking glass");
    expect(await seriousAxeFindings(page), "account page, signed out").toEqual([]);
    await screenshot(page, "account-sign-up");
    await page.getByRole("button", { name: "Create account" }).click();
    const panel = page.locator("[data-testid=recovery-codes]");
    await panel.waitFor();
    codes = await panel.locator("code").allTextContents();
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await screenshot(page, "account-recovery-codes");
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("Signed in as Alice_L").waitFor();
    // The header now shows the account: its username, no guest mark.
    await expect(page.locator(".me-chip .me-name").textContent()).resolves.toBe("Alice_L");
    expect(await page.locator(".me-chip .kind-mark").count()).toBe(0);
    // The other tab follows: it is the account now, in its header and in the lobby's list of who
    // is online (the guest it was has no token any more; it would be refused).
    await expect.poll(() => otherTab.locator(".me-chip .me-name").textContent()).toBe("Alice_L");
    expect(await otherTab.locator(".me-chip .kind-mark").count()).toBe(0);
    await expect.poll(() => online.textContent()).toContain("Alice_L");
    expect(await online.textContent()).not.toContain(guest.name);
    await otherTab.close();
    expect(await seriousAxeFindings(page), "account page, signed in").toEqual([]);
    await screenshot(page, "account-signed-in");

    // The profile: the same player, its Classic rating and its history as a chart, and its games.
    await page.locator(".me-chip").click();
    await page.getByRole("heading", { level: 1, name: "Alice_L" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/players/${guest.id}`);
    await expect(page.locator(".rating-card", { hasText: "Classic" }).textContent()).resolves.toMatch(
      /3 games · 2 won · provisional/,
    );
    const chart = page.locator("[data-testid=rating-chart] svg");
    await expect(chart.getAttribute("aria-label")).resolves.toMatch(/over 3 rated games/);
    await expect.poll(() => chart.locator("circle").count()).toBe(4);
    await expect.poll(() => page.locator(".game-list li").count()).toBe(3);
    expect(await seriousAxeFindings(page), "profile with its chart").toEqual([]);
    await screenshot(page, "profile-rating-history");

    // The leaderboard: people only, Alice_L as an account, Bob marked a guest, both provisional.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboard" }).click();
    const rows = page.locator("table.data tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    await expect(rows.nth(0).textContent()).resolves.toMatch(/^1Alice_L\d{4}\?/);
    await expect(rows.nth(1).locator("td").nth(1).textContent()).resolves.toBe("Bob guest");
    await expect(page.locator("#season option").allTextContents()).resolves.toEqual([
      "All time",
      new Date().toISOString().slice(0, 7),
    ]);
    // Bots are listed apart, unranked, each with its fixed rating in this edition (docs/ratings.md).
    await expect(page.locator(".bot-list li a").allTextContents()).resolves.toEqual([
      "Random bot",
      "Heuristic bot",
      "Expert bot",
    ]);
    expect(await seriousAxeFindings(page), "leaderboard").toEqual([]);
    await screenshot(page, "leaderboard-people");
  }, 120_000);

  it("signs in on a second browser with the password, after a wrong one is refused", async () => {
    const { page } = session.phone;
    await page.goto(`${session.server.url}/account`);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await page.locator("#username").fill("alice_l");
    await page.locator("#password").fill("not the password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toBe("Wrong username or password.");
    await screenshot(page, "account-wrong-password");
    await page.locator("#password").fill("through the looking glass");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText("Signed in as Alice_L").waitFor();
    await expect(page.locator(".me-chip .me-name").textContent()).resolves.toBe("Alice_L");
    await screenshot(page, "account-second-browser");
  }, 60_000);

  it("the session survives a reload and seats the account at a table over the websocket", async () => {
    const { page } = session.alice;
    await page.reload();
    await expect(page.locator(".me-chip .me-name").textContent()).resolves.toBe("Alice_L");
    await createTableThroughUi(page, session.server.url, { ruleset: "classic", players: 2, seats: ["random"] });
    await expect.poll(() => page.getByText("Alice_L").count()).toBeGreaterThan(0);
    // A built-in bot sits: the table's games are rated for its people, against the bot's fixed rating (docs/ratings.md).
    await expect(page.getByTestId("rated").textContent()).resolves.toBe("rated");
    await screenshot(page, "account-at-a-table");
    // A table left open for people is rated.
    await createTableThroughUi(page, session.server.url, { ruleset: "classic", players: 2, seats: ["open"] });
    await expect(page.getByTestId("rated").textContent()).resolves.toBe("rated");

    // Another tab signs this browser out: the table's tab follows, as the guest it now is. Before,
    // it stayed at the table as the account the browser had just signed out of.
    const me = page.locator(".seat-line.is-me");
    await expect(me.textContent()).resolves.toContain("Alice_L");
    const otherTab = await page.context().newPage();
    await otherTab.goto(`${session.server.url}/account`);
    await otherTab.getByRole("button", { name: "Sign out", exact: true }).click();
    await otherTab.getByRole("heading", { name: "Create an account" }).waitFor();
    await expect.poll(() => otherTab.evaluate("localStorage.getItem('loveletter.player')")).not.toBeNull();
    const guest = await guestOf(otherTab);
    await expect.poll(() => me.textContent()).toContain(guest.name);
    expect((await page.locator(".seat-line").allTextContents()).join(" ")).not.toContain("Alice_L");
    await page.getByText(`Another tab changed who this browser is: you are ${guest.name} at this table now.`).waitFor();
    await expect(page.locator(".me-chip .me-name").textContent()).resolves.toBe(guest.name);
    await otherTab.close();
  }, 60_000);

  it("signs out to a guest, and a recovery code sets a new password", async () => {
    const { page } = session.phone;
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("heading", { name: "Create an account" }).waitFor();
    // A guest again: on a phone the header says so by its "Sign in" (the guest mark is for wider screens).
    await page.locator(".app-header").getByRole("link", { name: "Sign in", exact: true }).waitFor();

    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.locator("#username").fill("Alice_L");
    await page.locator("#recovery-code").fill(codes[2]!.toLowerCase());
    await page.locator("#password").fill("a brand new password");
    await screenshot(page, "account-recover");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.getByText("Signed in as Alice_L").waitFor();

    // Every other session ended with the reset: the first browser is signed out on its next load.
    const { page: first } = session.alice;
    await first.goto(`${session.server.url}/account`);
    await first.getByRole("heading", { name: "Create an account" }).waitFor();
  }, 60_000);
});
