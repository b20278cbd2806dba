import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlayer, type Player } from "./support/browser.js";
import { startTestServer, type TestServer } from "./support/server.js";
import { createTableThroughUi, playUntil, startGame } from "./support/ui.js";

/** A seat's panel on another player's table page, by the name shown on it. */
const seatOf = (player: Player, name: string) =>
  player.page.locator(".opponents .seat").filter({ has: player.page.locator(".seat-name", { hasText: name }) });

describe("a private table", () => {
  let server: TestServer;
  let host: Player;
  let guest: Player;

  beforeAll(async () => {
    // A player who leaves is replaced by a bot after one second.
    server = await startTestServer({ botDelayMs: 100, graceSeconds: 1 });
    host = await openPlayer();
    guest = await openPlayer();
  }, 240_000);
  afterAll(async () => {
    await host?.close();
    await guest?.close();
    await server?.close();
  });

  it("is joined with its code from a second browser, and is never listed in the lobby", async () => {
    await createTableThroughUi(host.page, server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["open"],
      privateTable: true,
      turnSeconds: 60,
    });
    const code = (await host.page.locator(".join-code-show .code").textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,10}$/);

    await guest.page.goto(server.url);
    // The lobby is live but does not list the private table.
    await guest.page.locator(".live-dot.is-live").waitFor();
    expect(await guest.page.locator(".table-item").count()).toBe(0);
    // A wrong code is refused in words; the right one (in any case) opens the table and seats the guest.
    await guest.page.locator("#join-code").fill("NOPE42");
    await guest.page.getByRole("button", { name: "Join", exact: true }).click();
    await expect.poll(() => guest.page.locator(".join-code .form-error").textContent()).toBe("No table has this code.");
    await guest.page.locator("#join-code").fill(code.toLowerCase());
    await guest.page.getByRole("button", { name: "Join", exact: true }).click();
    await guest.page.waitForURL(/\/t\//);
    await guest.page.locator(".seat-line.is-me").waitFor();
    await expect(guest.page.locator(".seat-line.is-me .seat-number").textContent()).resolves.toBe("2");
    const guestName = (await guest.page.locator(".seat-line.is-me strong").textContent())!;
    await expect.poll(() => host.page.locator(".seat-list").textContent()).toContain(guestName);

    await startGame(host.page);
    await guest.page.locator("[data-testid=table]").waitFor();
    await guest.page.locator(".my-hand .card").first().waitFor();
  }, 120_000);

  it("shows a seat as played by a bot once its player has left, and hands it back when they return", async () => {
    const guestName = (await guest.page.locator(".me-area .seat-name").textContent())!.replace(/ \(you\)$/, "");
    const tableUrl = guest.page.url();
    // The guest goes back to the lobby: after the grace period (1 s here) a bot plays the seat.
    await guest.page.getByRole("link", { name: "Lobby", exact: true }).click();
    await guest.page.waitForURL(`${server.url}/`);
    const guestSeat = seatOf(host, guestName);
    await playUntil(
      host.page,
      async () => (await guestSeat.locator(".badge", { hasText: "Bot is playing" }).count()) > 0,
    );

    // The bot takes the guest's turns: the host's game goes on.
    const log = host.page.locator("[role=log]");
    const playsBefore = (await log.textContent())!.split(`${guestName} played`).length;
    await playUntil(
      host.page,
      async () =>
        (await log.textContent())!.split(`${guestName} played`).length > playsBefore ||
        (await host.page.locator("[data-testid=match-result]").count()) > 0,
    );

    // Back at the table: the seat is the guest's again.
    await guest.page.goto(tableUrl);
    await guest.page.locator("[data-testid=table]").waitFor();
    await expect.poll(() => guest.page.locator(".me-area .seat-name").textContent()).toBe(`${guestName} (you)`);
    await expect.poll(() => guestSeat.locator(".badge", { hasText: "Bot is playing" }).count()).toBe(0);
  }, 180_000);
});
