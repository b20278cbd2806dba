import { describe, expect, it } from "vitest";
import { findSeed } from "./support/seeds.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, startGame } from "./support/ui.js";

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
    const timer = page.locator(".table-status [role=timer]");
    await expect
      .poll(async () => Number((await timer.getAttribute("aria-label"))?.match(/(\d+) seconds/)?.[1]))
      .toBeLessThanOrEqual(5);
    // Nobody touches anything: the server plays for us.
    await expect
      .poll(() => page.locator(".notice").allTextContents(), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/Time ran out/));
    await expect.poll(() => page.locator("[role=log]").textContent()).toMatch(/You played the/);
  }, 60_000);
});
