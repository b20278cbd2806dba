import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlayer, type Player } from "./support/browser.js";
import { findSeed } from "./support/seeds.js";
import { startTestServer, type TestServer } from "./support/server.js";
import { createTableThroughUi, startGame } from "./support/ui.js";

/**
 * The multi-step decisions, each on a deal chosen with the engine (the server honours `testSeed`
 * in tests and then seats the creator first).
 */
describe("guided decisions", () => {
  let server: TestServer;
  const players: Player[] = [];
  const open = async () => {
    const p = await openPlayer();
    players.push(p);
    return p;
  };

  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 400 });
  }, 240_000);
  afterAll(async () => {
    for (const p of players) await p.close();
    await server?.close();
  });

  it("guides a Chancellor decision (2019): keep one card, choose the order of the others", async () => {
    const seed = findSeed("2019", 2, (hands) => hands[0]!.includes("chancellor"));
    const { page } = await open();
    await createTableThroughUi(page, server.url, { ruleset: "2019", players: 2, seats: ["random"], seed });
    await startGame(page);
    await page.locator(".my-hand button.card[data-card=chancellor]").first().click();
    await page.getByRole("button", { name: "Play", exact: true }).click();

    const keep = page.locator(".action-panel[data-step=keep]");
    await keep.waitFor();
    await expect(keep.locator("button.card").count()).resolves.toBe(3);
    const kept = await keep.locator("button.card").first().getAttribute("data-card");
    await keep.locator("button.card").first().click();
    const order = page.locator(".action-panel[data-step=order]");
    await order.waitFor();
    const options = await order.locator(".order-option").count();
    expect(options).toBeGreaterThanOrEqual(1);
    await order
      .locator(".order-option")
      .nth(options - 1)
      .click();
    await expect
      .poll(() => page.locator("[role=log]").textContent())
      .toMatch(/You kept the .+ at the bottom of the deck/);
    await expect.poll(() => page.locator(".my-hand .card").getAttribute("data-card")).toBe(kept);
  }, 120_000);

  it("lets the Bishop's target decide whether to redraw (Premium)", async () => {
    const seed = findSeed(
      "premium",
      5,
      (hands) => hands[0]!.includes("bishop") && hands[1]![0] !== "guard" && hands[1]![0] !== "bishop",
    );
    const host = await open();
    const guest = await open();
    const tableId = await createTableThroughUi(host.page, server.url, {
      ruleset: "premium",
      players: 5,
      seats: ["open", "random", "random", "random"],
      seed,
      turnSeconds: 60,
    });
    await guest.page.goto(`${server.url}/t/${tableId}`);
    await guest.page.getByText("You", { exact: true }).waitFor();
    await startGame(host.page);
    await guest.page.locator("[data-testid=table]").waitFor();

    // The host names the guest's card: the test reads it from the guest's own page.
    const guestCard = guest.page.locator(".my-hand .card").first();
    await guestCard.waitFor();
    const value = await guestCard.getAttribute("data-value");
    const guestName = (await guest.page.locator(".me-area .seat-name").textContent())!.replace(/ \(you\)$/, "");

    await host.page.locator(".my-hand button.card[data-card=bishop]").first().click();
    await host.page.locator(".action-panel[data-step=target]").getByRole("button", { name: guestName }).click();
    await host.page
      .locator(".action-panel .guess")
      .filter({ has: host.page.locator(".guess-value", { hasText: new RegExp(`^${value}$`) }) })
      .click();
    await host.page.getByRole("button", { name: "Play", exact: true }).click();

    const redraw = guest.page.locator(".action-panel[data-step=redraw]");
    await redraw.waitFor();
    await expect(redraw.textContent()).resolves.toMatch(/The Bishop named your card/);
    await redraw.getByRole("button", { name: "Discard and draw" }).click();
    await expect.poll(() => host.page.locator("[role=log]").textContent()).toMatch(/discarded and drew again/);
    await expect.poll(() => host.page.locator("[role=log]").textContent()).toMatch(/You gain a token for the Bishop/);
  }, 120_000);

  it("marks the player a Jester watches with whose Jester it is: 'Watched by your Jester' (Premium)", async () => {
    const seed = findSeed(
      "premium",
      5,
      ([hand]) => hand!.includes("jester") && !(hand!.includes("countess") && /king|prince/.test(hand!.join())),
    );
    const { page } = await open();
    await createTableThroughUi(page, server.url, {
      ruleset: "premium",
      players: 5,
      seats: ["random", "random", "random", "random"],
      seed,
    });
    await startGame(page);
    await page.locator(".my-hand button.card[data-card=jester]").first().click();
    const watched = (await page.locator(".opponents .seat-name").allTextContents())[0]!;
    await page.locator(".action-panel[data-step=target]").getByRole("button", { name: watched, exact: true }).click();
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(`Your Jester watches ${watched}`);
    const panel = page.locator(".opponents .seat", { has: page.getByText(watched, { exact: true }) });
    await expect(panel.locator(".badge", { hasText: "Jester" }).textContent()).resolves.toBe("Watched by your Jester");
  }, 120_000);

  it("plays a Cardinal: two players trade hands, then look at one of them (Premium)", async () => {
    const seed = findSeed("premium", 5, (hands) => hands[0]!.includes("cardinal"));
    const { page } = await open();
    await createTableThroughUi(page, server.url, {
      ruleset: "premium",
      players: 5,
      seats: ["random", "random", "random", "random"],
      seed,
    });
    await startGame(page);
    await page.locator(".my-hand button.card[data-card=cardinal]").first().click();
    const targets = page.locator(".action-panel[data-step=targets]");
    await targets.waitFor();
    const names = await page.locator(".opponents .seat-name").allTextContents();
    await targets.getByRole("button", { name: names[0], exact: true }).click();
    await targets.getByRole("button", { name: names[1], exact: true }).click();
    const look = page.locator(".action-panel[data-step=look]");
    await look.waitFor();
    await look.getByRole("button", { name: `${names[0]}'s hand` }).click();
    await expect(page.locator(".action-panel h2").textContent()).resolves.toMatch(
      new RegExp(`Play the Cardinal on ${names[0]} and ${names[1]}, then look at ${names[0]}'s new hand`),
    );
    await page.getByRole("button", { name: "Play", exact: true }).click();
    const reveal = page.locator("[data-testid=private-reveal]");
    await reveal.waitFor();
    await expect(reveal.textContent()).resolves.toMatch(new RegExp(`You see ${names[0]}'s hand`));
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(/traded hands \(your Cardinal\)/);
  }, 120_000);
});
