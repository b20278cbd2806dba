import { type BotStrength, ratedSeats } from "@loveletter/protocol";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";

// "Play now" on the home page: two strangers meet at one table, and a lone person gets a rated
// game with bots when the wait they chose runs out. Each logs the time from pressing the button
// to the first card in their hand.

/** Chooses an edition, a size and a wait in the Play now panel. */
async function choose(page: Page, edition: string, players: string, wait: string): Promise<void> {
  const panel = page.getByTestId("play-now");
  await panel.getByRole("radio", { name: edition, exact: false }).check();
  await panel.getByLabel("Players").selectOption({ label: players });
  await panel.getByLabel("Wait for people").selectOption({ label: wait });
}

/** Presses Play now; `firstCard` then waits for the dealt table and tells the milliseconds from the press to the first card in hand. */
async function pressPlayNow(page: Page): Promise<{ pressed: number; firstCard: () => Promise<number> }> {
  const pressed = Date.now();
  await page.getByTestId("play-now").getByRole("button", { name: "Play now" }).click();
  return {
    pressed,
    firstCard: async () => {
      await page.waitForURL(/\/t\//, { timeout: 60_000 });
      await expect.poll(() => page.locator(".me-area .my-hand .card").count(), { timeout: 30_000 }).toBeGreaterThan(0);
      return Date.now() - pressed;
    },
  };
}

function tableIdOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).pathname.split("/")[2]!);
}

describe("Play now", () => {
  const session = browserSession({ ann: {}, ben: {}, cy: { width: 360, height: 740, mobile: true } });

  it("two strangers press Play now for the same game and meet at one table", async () => {
    const { ann, ben } = session;
    await ann.page.goto(session.server.url);
    await ben.page.goto(session.server.url);
    await choose(ann.page, "Classic", "2 players", "2 minutes");
    const annPress = await pressPlayNow(ann.page);
    const status = ann.page.getByTestId("play-now").getByRole("status");
    await expect(status.textContent()).resolves.toBe("Looking for players for Classic, at a table of 2…");
    await ann.page.getByText("Nobody else is waiting for Classic yet.").waitFor();
    await ann.page.getByRole("timer", { name: /Bots join in: \d+ seconds/ }).waitFor();
    // The lobby tells everyone how many wait for each edition.
    await ben.page.getByTestId("waiting-classic").getByText("1 waiting").waitFor();
    expect(await seriousAxeFindings(ann.page), "Play now, waiting").toEqual([]);
    await screenshot(ann.page, "play-now-waiting");
    await screenshot(ben.page, "play-now-lobby-count");

    await choose(ben.page, "Classic", "2 players", "2 minutes");
    const benPress = await pressPlayNow(ben.page);
    const [annMs, benMs] = await Promise.all([annPress.firstCard(), benPress.firstCard()]);
    expect(tableIdOf(ann.page)).toBe(tableIdOf(ben.page));
    // Met long before anyone's wait was over: no bot at this table.
    const record = await session.server.running.store.table(tableIdOf(ann.page));
    expect(record!.seats.map((seat) => seat.kind)).toEqual(["human", "human"]);
    await screenshot(ben.page, "play-now-met");
    console.log(
      `Play now, two people: the second press to the first card in hand took ${benMs} ms (the first person's: ${annMs} ms from their own press, which waited for the second)`,
    );
  }, 120_000);

  it("a lone person is dealt a rated game with bots of about their strength when the wait runs out", async () => {
    const { page } = session.cy;
    await page.goto(session.server.url);
    await choose(page, "2019", "Any size", "10 seconds");
    await expect(
      page.getByTestId("play-now").getByLabel("Players").locator("option").allTextContents(),
    ).resolves.toEqual(["Any size", "2 players", "3 players", "4 players", "5 players", "6 players"]);
    const press = await pressPlayNow(page);
    await page.getByRole("timer", { name: /Bots join in/ }).waitFor();
    await screenshot(page, "play-now-waiting-phone");
    const ms = await press.firstCard();
    // Not before the wait the person chose.
    expect(ms).toBeGreaterThanOrEqual(10_000);
    const record = await session.server.running.store.table(tableIdOf(page));
    const seats = record!.seats;
    expect(seats).toHaveLength(4);
    expect(seats[0]!.kind).toBe("human");
    const bots = seats.slice(1) as { kind: "bot"; strength: BotStrength; name: string }[];
    // A newcomer (1500) plays the bots whose fixed rating is nearest: the random bots of this edition.
    expect(bots.map((bot) => bot.strength)).toEqual(["random", "random", "random"]);
    expect(new Set(bots.map((bot) => bot.name)).size).toBe(3);
    expect(record!.settings.rated).toBe(true);
    expect(ratedSeats(record!.settings.ruleset, seats)).toBe(true);
    await screenshot(page, "play-now-bots-phone");
    console.log(`Play now, alone (a 10 s wait): the press to the first card in hand took ${ms} ms`);
  }, 120_000);
});
