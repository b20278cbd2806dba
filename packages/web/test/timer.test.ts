import { describe, expect, it } from "vitest";
import { findSeed } from "./support/seeds.js";
import { browserSession } from "./support/session.js";
import { awaitCardDecision, createTableThroughUi, makeOneChoice, startGame } from "./support/ui.js";

describe("the turn timer", () => {
  const table = browserSession({ player: {} });

  it("counts down from the deadline and plays a move when the time runs out (turnSeconds 5)", async () => {
    const { page } = table.player;
    const seed = findSeed("classic", 2, () => true);
    await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["heuristic"],
      turnSeconds: 5,
      seed,
    });
    await startGame(page);
    await page.locator(".action-panel[data-step=card]").waitFor();
    const timer = page.locator(".my-turn-bar [role=timer]");
    await expect
      .poll(async () => Number((await timer.getAttribute("aria-label"))?.match(/(\d+) seconds/)?.[1]))
      .toBeLessThanOrEqual(5);
    // The last five seconds are marked (a pulse; a tick when sound is on).
    await expect.poll(() => page.locator(".my-turn-bar .countdown.is-urgent").count()).toBe(1);
    // Nobody touches anything: the server plays for us.
    await expect
      .poll(() => page.locator(".notice").allTextContents(), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/Time ran out, so a move was played for you: You played the \w+/));
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(/You played the/);

    // The notice stays until the player's next move (or the next round), not for the rest of the match.
    await awaitCardDecision(page);
    for (let choices = 0; choices < 6; choices++) {
      const step = await makeOneChoice(page);
      if (step === null || step === "confirm") break;
    }
    await expect
      .poll(() => page.locator(".notice").allTextContents())
      .not.toContainEqual(expect.stringMatching(/Time ran out/));
  }, 60_000);
});
