import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import type { Player } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, playUntil, startGame } from "./support/ui.js";

/** A seat's panel on another player's table page, by the name shown on it. */
const seatOf = (player: Player, name: string) =>
  player.page.locator(".opponents .seat").filter({ has: player.page.locator(".seat-name", { hasText: name }) });

describe("a private table", () => {
  // A player who leaves is replaced by a bot after one second.
  const table = browserSession({ host: {}, guest: {} }, { botDelayMs: 100, graceSeconds: 1 });

  it("is joined with its code from a second browser, and is never listed in the lobby", async () => {
    await createTableThroughUi(table.host.page, table.server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["open"],
      privateTable: true,
      turnSeconds: 60,
    });
    const code = (await table.host.page.locator(".join-code-show .code").textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4,10}$/);

    await table.guest.page.goto(table.server.url);
    // The lobby is live but does not list the private table.
    await table.guest.page.locator(".live-dot.is-live").waitFor();
    expect(await table.guest.page.locator(".table-item").count()).toBe(0);
    // A wrong code is refused in words; the right one (in any case) opens the table and seats the table.guest.
    await table.guest.page.locator("#join-code").fill("NOPE42");
    await table.guest.page.getByRole("button", { name: "Join", exact: true }).click();
    await expect
      .poll(() => table.guest.page.locator(".join-code .form-error").textContent())
      .toBe("No table has this code.");
    await table.guest.page.locator("#join-code").fill(code.toLowerCase());
    await table.guest.page.getByRole("button", { name: "Join", exact: true }).click();
    await table.guest.page.waitForURL(/\/t\//);
    await table.guest.page.locator(".seat-line.is-me").waitFor();
    await expect(table.guest.page.locator(".seat-line.is-me .seat-number").textContent()).resolves.toBe("2");
    const guestName = (await table.guest.page.locator(".seat-line.is-me strong").textContent())!;
    await expect.poll(() => table.host.page.locator(".seat-list").textContent()).toContain(guestName);

    await startGame(table.host.page);
    await table.guest.page.locator("[data-testid=table]").waitFor();
    await table.guest.page.locator(".my-hand .card").first().waitFor();
  }, 120_000);

  it("shows a seat as played by a bot once its player has left, and hands it back when they return", async () => {
    const guestName = (await table.guest.page.locator(".me-area .seat-name").textContent())!.replace(/ \(you\)$/, "");
    const tableUrl = table.guest.page.url();
    // The guest goes back to the lobby: after the grace period (1 s here) a bot plays the seat.
    // Leaving a game under way asks first, in the page's own dialog (never the browser's
    // confirm()), and says what happens to the seat; staying is the default.
    let browserAsked = false;
    table.guest.page.once("dialog", (dialog) => {
      browserAsked = true;
      void dialog.accept();
    });
    await table.guest.page.getByRole("link", { name: "Lobby", exact: true }).click();
    const asked = table.guest.page.getByRole("dialog", { name: "Leave the table?" });
    await expect(asked.textContent()).resolves.toMatch(/turn timer and then a bot play for you/);
    expect(await table.guest.page.evaluate("document.activeElement?.textContent")).toBe("Stay at the table");
    expect(await seriousAxeFindings(table.guest.page)).toEqual([]);
    await table.guest.page.keyboard.press("Escape");
    await expect.poll(() => asked.isVisible()).toBe(false);
    expect(table.guest.page.url()).toBe(tableUrl);
    await table.guest.page.getByRole("link", { name: "Lobby", exact: true }).click();
    await asked.getByRole("button", { name: "Leave the table" }).click();
    expect(browserAsked).toBe(false);
    await table.guest.page.waitForURL(`${table.server.url}/`);
    const guestSeat = seatOf(table.host, guestName);
    await playUntil(
      table.host.page,
      async () => (await guestSeat.locator(".badge", { hasText: "Bot is playing" }).count()) > 0,
    );

    // The bot takes the table.guest's turns: the host's game goes on.
    const log = table.host.page.locator("[role=log]");
    const playsBefore = (await log.textContent())!.split(`${guestName} played`).length;
    await playUntil(
      table.host.page,
      async () =>
        (await log.textContent())!.split(`${guestName} played`).length > playsBefore ||
        (await table.host.page.locator("[data-testid=match-result]").count()) > 0,
    );

    // Back at the table: the seat is the table.guest's again.
    await table.guest.page.goto(tableUrl);
    await table.guest.page.locator("[data-testid=table]").waitFor();
    await expect.poll(() => table.guest.page.locator(".me-area .seat-name").textContent()).toBe(`${guestName} (you)`);
    await expect.poll(() => guestSeat.locator(".badge", { hasText: "Bot is playing" }).count()).toBe(0);
    // And they are told what was played in their seat meanwhile (or that rounds went on without
    // them, when the bot's play ended a round), unless the match ended first.
    if ((await table.host.page.locator("[data-testid=match-result]").count()) === 0)
      await expect
        .poll(() => table.guest.page.locator("[data-testid=table-notice]").textContent())
        .toMatch(/While you were away, (this was played for you: You played the \w+|the game went on without you)/);
  }, 180_000);
});
