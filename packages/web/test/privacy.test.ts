import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FrameRecorder } from "./support/frames.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, makeOneChoice, startGame } from "./support/ui.js";

/** Where a card may legitimately be drawn face up on a player's page (public piles, own hand, reveals). */
const ALLOWED = ".discards, .my-hand, .face-up, .tracker, .showdown, .reveal, .known-card, .card-choice, .order-choice";

async function cardsOutsidePublicAreas(page: Page): Promise<string[]> {
  const cards = page.locator("[data-card]");
  const found: string[] = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const el = cards.nth(i);
    const allowed = await el.evaluate((node, selector) => node.closest(selector) !== null, ALLOWED);
    if (!allowed) found.push((await el.getAttribute("data-card")) ?? "?");
  }
  return found;
}

describe("two players at one table", () => {
  const table = browserSession({ a: {}, b: {} }, { botDelayMs: 50 });

  it("never shows either page the other's hand: not in the DOM, not in what its JavaScript receives", async () => {
    const framesA = new FrameRecorder(table.a.page);
    const framesB = new FrameRecorder(table.b.page);
    const tableId = await createTableThroughUi(table.a.page, table.server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["open"],
      tokens: 1,
    });
    await table.b.page.goto(`${table.server.url}/t/${tableId}`);
    await table.b.page.getByText("You", { exact: true }).waitFor();
    await startGame(table.a.page);
    await table.b.page.locator("[data-testid=table]").waitFor();

    const seatOf = async (frames: FrameRecorder) => {
      await expect.poll(() => frames.lastView()?.view.seat ?? null).not.toBeNull();
      return frames.lastView()!.view.seat!;
    };
    const seatA = await seatOf(framesA);
    const seatB = await seatOf(framesB);
    expect(seatA).not.toBe(seatB);

    const check = async () => {
      for (const [page, frames, me, other] of [
        [table.a.page, framesA, seatA, seatB],
        [table.b.page, framesB, seatB, seatA],
      ] as const) {
        // What the page's JavaScript was told: its own seat's view, and only events it may see.
        for (const message of frames.views()) {
          expect(message.view.seat).toBe(me);
          for (const event of message.events) {
            if (event.visibleTo !== "all") expect(event.visibleTo).toContain(me);
          }
          expect(JSON.stringify(message.view)).not.toMatch(/"hands"/);
        }
        // What the page shows: the other seat's hand only as card backs (or a card this player saw).
        const otherHand = page.locator(`.seat[data-seat="${other}"] .seat-hand .card:not(.known-card .card)`);
        expect(await otherHand.count()).toBe(0);
        expect(await cardsOutsidePublicAreas(page)).toEqual([]);
        // And the other's actual hand, as its own page was told, never appears as a card face here,
        // unless this player legitimately learnt it (a Priest, a Baron, a trade, the showdown).
        const theirs = (frames === framesA ? framesB : framesA).lastView()?.view.hand ?? [];
        const learnt = frames
          .views()
          .flatMap((m) => m.events)
          .some((e) => (e.type === "saw" && e.target === other) || (e.type === "received" && e.from === "trade"));
        if (!learnt && !(await page.locator("[data-testid=round-result]").count())) {
          for (const card of theirs) {
            const faces = page.locator(`.seat[data-seat="${other}"] [data-card="${card}"]`);
            const inDiscards = page.locator(`.seat[data-seat="${other}"] .discards [data-card="${card}"]`);
            expect(await faces.count()).toBe(await inDiscards.count());
          }
        }
      }
    };

    await check();
    // Play the match out through both pages, checking after every decision.
    const over = async () =>
      (await table.a.page.locator("[data-testid=match-result]").count()) > 0 &&
      (await table.b.page.locator("[data-testid=match-result]").count()) > 0;
    const end = Date.now() + 90_000;
    while (!(await over()) && Date.now() < end) {
      const acted =
        (await makeOneChoice(table.a.page).catch(() => null)) ?? (await makeOneChoice(table.b.page).catch(() => null));
      if (acted === "confirm" || acted === "order" || acted === "redraw") await check();
      if (!acted) await table.a.page.waitForTimeout(100);
    }
    expect(await over()).toBe(true);
    await check();
    // At least the deal and one move (a one-token match can end on its first move: a Guard, a Baron).
    expect(framesA.views().length).toBeGreaterThanOrEqual(2);
    expect(framesB.views().length).toBeGreaterThanOrEqual(2);
  }, 180_000);
});
