import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi } from "./support/ui.js";

// The lobby's community in the browser: who is online, the lobby chat, and muting someone locally.

describe("the lobby's people and chat", () => {
  const session = browserSession({ ann: {}, ben: {} });

  it("each sees the other online; a line said in the lobby reaches the other; a mute hides it for the muter only", async () => {
    const { ann, ben } = session;
    await ann.page.goto(session.server.url);
    await ben.page.goto(session.server.url);
    const annName = (await ann.page.locator(".me-chip .me-name").textContent())!;
    const benName = (await ben.page.locator(".me-chip .me-name").textContent())!;
    for (const { page } of [ann, ben]) {
      const online = page.locator(".online-list li");
      await expect.poll(() => online.count()).toBe(2);
      await expect(page.locator("#online-title").textContent()).resolves.toBe("Online (2)");
      await expect(online.allTextContents()).resolves.toEqual(
        expect.arrayContaining([
          expect.stringContaining(`${annName} guest`),
          expect.stringContaining(`${benName} guest`),
        ]),
      );
    }

    await ann.page.locator("#lobby-chat-input").fill("Anyone up for a 2019 game?");
    await ann.page.getByRole("button", { name: "Send" }).click();
    const line = ben.page.locator(".lobby-chat p", { hasText: "Anyone up for a 2019 game?" });
    await line.waitFor();
    await expect(line.textContent()).resolves.toBe(`${annName} guest: Anyone up for a 2019 game?`);
    expect(await seriousAxeFindings(ben.page), "the lobby with its people and chat").toEqual([]);
    await screenshot(ben.page, "lobby-community");

    // Ben mutes Ann: her line is hidden for him, still there for her.
    await ben.page.getByRole("button", { name: `Mute ${annName}` }).click();
    await expect.poll(() => line.count()).toBe(0);
    await ben.page.getByText("1 line from muted players hidden.").waitFor();
    await expect.poll(() => ann.page.locator(".lobby-chat p").count()).toBe(1);
    await screenshot(ben.page, "lobby-muted");
    // The mute is kept in the browser: after a reload, still hidden; unmuting shows the line again.
    await ben.page.reload();
    await ben.page.getByRole("button", { name: `Unmute ${annName}` }).waitFor();
    expect(await ben.page.locator(".lobby-chat p").count()).toBe(0);
    await ben.page.getByRole("button", { name: `Unmute ${annName}` }).click();
    await ben.page.locator(".lobby-chat p", { hasText: "Anyone up for a 2019 game?" }).waitFor();

    // Ann closes her page: Ben's list drops her.
    await ann.page.goto("about:blank");
    await expect.poll(() => ben.page.locator(".online-list li").count()).toBe(1);
  }, 90_000);

  it("at a table, a guest's seat and chat lines say it is a guest", async () => {
    const { page } = session.ben;
    await createTableThroughUi(page, session.server.url, { ruleset: "classic", players: 2, seats: ["open"] });
    const mySeat = page.locator(".seat-line.is-me");
    await expect(mySeat.locator(".badge").allTextContents()).resolves.toEqual(
      expect.arrayContaining(["You", "Guest", "Host"]),
    );
    await page.locator("#chat-input").fill("Who wants to play?");
    await page.locator(".chat-form").getByRole("button", { name: "Send" }).click();
    const line = page.locator(".chat-lines li", { hasText: "Who wants to play?" });
    await line.waitFor();
    await expect(line.locator(".chat-name .kind-mark").textContent()).resolves.toBe("guest");
    await screenshot(page, "table-guest-marks");
  }, 60_000);
});
