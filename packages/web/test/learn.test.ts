// /learn in real Chromium at a desktop's and a phone's size: the home page's offer (turned down
// for good), the whole guided game with a wrong move explained and retried, a lesson of each
// edition, progress shown on /learn, axe clean on every screen, screenshots kept.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { card, choose, coachNow, confirm, confirmIfAsked, guess, readingClock } from "./support/learn-table.js";
import { browserSession } from "./support/session.js";

const SIZES = [
  { name: "desktop", width: 1280, height: 800, mobile: false },
  { name: "phone", width: 360, height: 740, mobile: true },
] as const;

async function expectAxeClean(page: Page, what: string) {
  expect(await seriousAxeFindings(page), what).toEqual([]);
}

for (const size of SIZES)
  describe(`learning to play (${size.name} ${size.width}×${size.height})`, () => {
    const s = browserSession({ player: { width: size.width, height: size.height, mobile: size.mobile } });

    it("the home page offers the guided game; No thanks turns it off for good", async () => {
      const { page } = s.player;
      await page.goto(s.server.url);
      const offer = page.getByTestId("learn-offer");
      await offer.waitFor();
      await expect.poll(() => offer.textContent()).toContain("guided first game");
      await expectAxeClean(page, "home with the offer");
      await screenshot(page, `learn-home-offer-${size.name}`, false);
      await offer.getByRole("button", { name: "No thanks" }).click();
      await expect.poll(() => offer.count()).toBe(0);
      await page.reload();
      await page.locator(".hero").waitFor();
      await page.getByRole("link", { name: "Learn to play" }).waitFor();
      expect(await page.getByTestId("learn-offer").count()).toBe(0);
    });

    it("plays the whole guided game at the real table, a wrong move explained and retried", async () => {
      const { page } = s.player;
      // From any page, the header's Learn leads to /learn and its guided game.
      await page.goto(`${s.server.url}/rules`);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Learn", exact: true }).click();
      await page.getByTestId("learn-index").waitFor();
      expect(await page.getByRole("link", { name: "Learn", exact: true }).getAttribute("aria-current")).toBe("page");
      await page.getByRole("link", { name: /^(Start the guided game|Play it again)$/ }).click();
      await page.getByTestId("table").waitFor();
      const reader = readingClock(page);
      const coachSays = async (text: string) => {
        await expect.poll(() => coachNow(page).textContent()).toContain(text);
        await reader.read();
      };
      const move = async (...steps: (() => Promise<void>)[]) => {
        for (const step of steps) await step();
        reader.act();
      };
      await coachSays("You drew the Priest");
      // The player's own seat is named as the others see them, once: never "You (you)".
      const me = (await page.evaluate("JSON.parse(localStorage.getItem('loveletter.player')).name")) as string;
      await expect(page.locator(`[aria-label^="${me} (you)"]`).count()).resolves.toBe(1);
      expect(await page.locator('[aria-label*="You (you)"], [title="You (you)"]').count()).toBe(0);
      await expectAxeClean(page, "the guided game's first step");
      await screenshot(page, `learn-guided-1-first-move-${size.name}`);

      // Round 1: the Priest's look, then a wrong guess, explained and taken back, then the right one.
      await move(
        () => card(page, "priest"),
        () => choose(page, "Ann"),
        () => confirm(page),
      );
      await coachSays("holds the Prince");
      await move(
        () => card(page, "guard"),
        () => choose(page, "Ann"),
        () => guess(page, 2),
        () => confirm(page),
      );
      const wrong = page.getByTestId("coach-wrong");
      await expect.poll(() => wrong.textContent()).toContain("Name the Prince");
      await reader.readWrong();
      await expectAxeClean(page, "a wrong move explained");
      await screenshot(page, `learn-guided-2-wrong-guess-${size.name}`);
      // Taken back: the Guard is still in the hand and Ann is still in.
      expect(await page.locator('.my-hand button[data-card="guard"]').count()).toBe(1);
      await move(
        () => card(page, "guard"),
        () => choose(page, "Ann"),
        () => guess(page, 5),
        () => confirm(page),
      );
      await coachSays("last player standing wins");
      expect(await wrong.count()).toBe(0);
      await screenshot(page, `learn-guided-3-round-won-${size.name}`);
      await move(() => page.getByRole("button", { name: "Deal the next round" }).click());

      // Round 2: the Countess, Handmaid, Prince, King, then the showdown.
      await coachSays("must play the Countess");
      await move(
        () => card(page, "countess"),
        () => confirmIfAsked(page),
      );
      await coachSays("Play the Handmaid");
      await move(
        () => card(page, "handmaid"),
        () => confirmIfAsked(page),
      );
      await coachSays("Play the Prince on Ann");
      await move(
        () => card(page, "prince"),
        () => choose(page, "Ann"),
        () => confirm(page),
      );
      await coachSays("Play the King on Ann");
      await move(
        () => card(page, "king"),
        () => choose(page, "Ann"),
        () => confirm(page),
      );
      await coachSays("You hold the Princess");
      await screenshot(page, `learn-guided-4-princess-${size.name}`);
      await move(
        () => card(page, "guard"),
        () => confirmIfAsked(page),
      );
      await coachSays("You met every Classic card");
      await page.getByTestId("coach-finished").waitFor();
      await expectAxeClean(page, "the guided game's end");
      await screenshot(page, `learn-guided-5-won-${size.name}`);
      // Without a real match yet, the end offers one instead of a review.
      await page.getByTestId("coach-finished").getByRole("link", { name: "Play a real game" }).waitFor();
      reader.act(); // Finish
      console.info(
        `The guided game, read at 200 words a minute with 3 s a move: ${reader.words} words, ${reader.actions} moves and buttons (one a wrong guess), ${reader.minutes.toFixed(1)} minutes.`,
      );
      expect(reader.minutes).toBeLessThanOrEqual(5);

      // Progress shows on /learn.
      await page.getByRole("link", { name: "Back to Learn" }).first().click();
      await page.getByTestId("learn-index").waitFor();
      await expect.poll(() => page.getByTestId("learn-mark-guided").textContent()).toContain("Done");
      await expect.poll(() => page.getByTestId("learn-progress").textContent()).toContain("finished 1 of 12");
    });

    it("a 2019 lesson (Chancellor) and a Premium lesson (Dowager Queen), each with a wrong move retried", async () => {
      const { page } = s.player;
      await page.goto(`${s.server.url}/learn`);
      await page.getByTestId("learn-index").waitFor();
      await expectAxeClean(page, "the /learn index");
      await screenshot(page, `learn-index-${size.name}`);

      await page.getByRole("link", { name: "Chancellor" }).click();
      await expect.poll(() => page.getByTestId("coach-rule").textContent()).toContain("keep one of the three");
      await card(page, "guard");
      await choose(page, "Ann");
      await guess(page, 2);
      await confirm(page);
      await expect.poll(() => page.getByTestId("coach-wrong").textContent()).toContain("Play the Chancellor");
      await card(page, "chancellor");
      await confirm(page).catch(() => undefined);
      await expect.poll(() => coachNow(page).textContent()).toContain("Keep the strongest");
      await expectAxeClean(page, "the Chancellor lesson's keep");
      await screenshot(page, `learn-lesson-chancellor-keep-${size.name}`);
      await page.locator('.action-panel .card-choice button[data-card="princess"]').click();
      // The order of the returned cards, then Return (whatever the panel asks next).
      for (let i = 0; i < 3 && (await page.getByTestId("coach-finished").count()) === 0; i++) {
        const order = page.locator(".action-panel .order-option");
        if (await order.count()) await order.first().click();
        const go = page.locator(".action-panel button.btn-primary");
        if (await go.count()) await go.first().click();
      }
      await expect.poll(() => coachNow(page).textContent()).toContain("you kept the Princess");

      await page.goto(`${s.server.url}/learn/dowager-queen`);
      await expect.poll(() => coachNow(page).textContent()).toContain("knocks Ann out");
      await card(page, "guard");
      await choose(page, "Ann");
      await guess(page, 3);
      await confirm(page);
      await expect.poll(() => page.getByTestId("coach-wrong").textContent()).toContain("the higher card loses");
      await expectAxeClean(page, "a Premium lesson's wrong move");
      await screenshot(page, `learn-lesson-dowager-wrong-${size.name}`);
      await card(page, "dowager-queen");
      await choose(page, "Ann");
      await confirm(page);
      await expect.poll(() => coachNow(page).textContent()).toContain("so Ann is out");
      await page.getByTestId("coach-finished").waitFor();

      await page.goto(`${s.server.url}/learn`);
      await expect.poll(() => page.getByTestId("learn-mark-chancellor").textContent()).toContain("Done");
      await expect.poll(() => page.getByTestId("learn-mark-dowager-queen").textContent()).toContain("Done");
      await expect.poll(() => page.getByTestId("learn-progress").textContent()).toContain("finished 3 of 12");
    });
  });
