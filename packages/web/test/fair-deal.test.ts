// A deal every player can verify (docs/fair-deal.md) in Chromium: the same seeds give the same deals
// in the browser as in Node; the waiting room shows the commitment and a random, editable seed; after
// a match, the replay page's "Verify this deal" proves it, and catches a tampered server seed.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { probe } from "./support/fair-deal-probe.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, matchIsOver, playUntil, startGame } from "./support/ui.js";

const src = (pkg: string) => fileURLToPath(new URL(`../../${pkg}/src/index.ts`, import.meta.url));

/** The probe, bundled for the browser as the web client is: the engine's, protocol's and match's sources. */
async function probeBundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./support/fair-deal-probe.ts", import.meta.url))],
    bundle: true,
    format: "iife",
    globalName: "fairDealProbe",
    platform: "browser",
    write: false,
    alias: {
      "@loveletter/engine": src("engine"),
      "@loveletter/protocol": src("protocol"),
      "@loveletter/match": src("match"),
    },
  });
  return result.outputFiles[0]!.text;
}

describe("a fair deal in the browser", () => {
  const table = browserSession({ player: {} }, { botDelayMs: 5 });

  it("derives the same commitment, generators and deals in Chromium as in Node", async () => {
    const { page } = table.player;
    await page.goto(table.server.url);
    // Served from the page's own origin: the client's CSP allows only its own scripts.
    const bundle = await probeBundle();
    await page.route("**/fair-deal-probe.js", (route) =>
      route.fulfill({ body: bundle, contentType: "text/javascript" }),
    );
    await page.addScriptTag({ url: `${table.server.url}/fair-deal-probe.js` });
    await page.unroute("**/fair-deal-probe.js");
    const cases: [string, string[]][] = [
      ["00".repeat(32), ["a", "b", "c", "d"]],
      ["f0e1d2c3b4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeff", ["Ada's seed", "bot-1", "seat-2", "x y z"]],
    ];
    for (const [serverSeed, clientSeeds] of cases) {
      const inNode = await probe(serverSeed, clientSeeds);
      const inChromium = await page.evaluate(
        ([s, c]) => (globalThis as unknown as { fairDealProbe: { probe: typeof probe } }).fairDealProbe.probe(s, c),
        [serverSeed, clientSeeds] as const,
      );
      expect(inChromium).toEqual(inNode);
      expect(new Set(inNode.generators.map((g) => g.join())).size).toBe(4);
    }
  });

  it("shows the commitment and a seed to edit, and after the match proves the deal on the replay page", async () => {
    const { page } = table.player;
    await createTableThroughUi(page, table.server.url, {
      ruleset: "classic",
      players: 2,
      seats: ["random"],
      tokens: 1,
      intermissionSeconds: 0,
    });
    const panel = page.locator("[data-testid=fair-deal]");
    // The sentence first; the fingerprint and the seeds behind a disclosure.
    await expect(panel.locator("p").first().textContent()).resolves.toBe(
      "The server has already fixed the next deal, and cannot change it once it sees your seed. When the match ends, anyone can check every card from its replay.",
    );
    expect(await panel.locator("[data-testid=commitment]").isVisible()).toBe(false);
    await screenshot(page, "fair-deal-waiting-room-closed");
    await panel.getByText("The fingerprint and the seeds").click();
    await expect.poll(() => panel.locator("[data-testid=commitment]").getAttribute("title")).toMatch(/^[0-9a-f]{64}$/);
    // A random seed is contributed at once, and shown for the seat.
    const input = panel.locator("[data-testid=client-seed]");
    await expect.poll(() => input.inputValue()).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => panel.locator(".client-seeds").textContent()).toContain(await input.inputValue());
    await expect(panel.locator(".client-seeds").textContent()).resolves.toContain("bot-1");
    // A seed of one's own; a bad one is refused with the reason.
    await input.fill("a|b");
    await panel.getByRole("button", { name: "Use this seed" }).click();
    await expect(panel.getByRole("alert").textContent()).resolves.toMatch(/without "\|"/);
    await input.fill("my lucky seed");
    await panel.getByRole("button", { name: "Use this seed" }).click();
    await expect.poll(() => panel.locator(".client-seeds").textContent()).toContain("my lucky seed");
    await screenshot(page, "fair-deal-waiting-room");
    expect(await seriousAxeFindings(page), "waiting room with the fair deal panel").toEqual([]);

    const committed = await panel.locator("[data-testid=commitment]").getAttribute("title");
    await startGame(page);
    // At the table in play, the commitment the game is dealt from. A one-token match can be over
    // before the page is read (the bot's first Guard names the card): then the note is gone, never
    // showing the next match's commitment as this game's. One read of both, so neither can change
    // between them.
    const { notes, over } = (await page.evaluate(`({
      notes: [...document.querySelectorAll("[data-testid=commitment-note]")].filter((note) => note.checkVisibility()).map((note) => note.getAttribute("title")),
      over: document.querySelector("[data-testid=match-result]") !== null,
    })`)) as { notes: string[]; over: boolean };
    if (over) expect(notes).toEqual([]);
    else {
      expect(notes).toEqual([expect.stringContaining(committed!)]);
      // "Fair deal" in the bar opens on what it means and the whole fingerprint.
      const note = page.locator(".tb-tools > [data-testid=commitment-note]");
      await note
        .locator("summary")
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      if (await note.locator("code").isVisible()) {
        await expect(note.locator("code").textContent()).resolves.toBe(committed);
        await screenshot(page, "fair-deal-table-note", false);
        await note
          .locator("summary")
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      }
    }
    await playUntil(page, matchIsOver(page), 180_000);
    // The match's end reveals the server seed, and shows the rematch's new commitment.
    const atEnd = page.locator("[data-testid=match-result] [data-testid=fair-deal]");
    await expect
      .poll(() => atEnd.locator("[data-testid=revealed-seed] code").getAttribute("title"))
      .toMatch(/^[0-9a-f]{64}$/);
    const revealed = await atEnd.locator("[data-testid=revealed-seed] code").getAttribute("title");
    expect(
      createHash("sha256")
        .update(new Uint8Array(Buffer.from(revealed!, "hex")))
        .digest("hex"),
    ).toBe(committed);
    await expect(atEnd.locator("[data-testid=commitment]").getAttribute("title")).resolves.not.toBe(committed);
    // The table's own note named this game's commitment; the next one is the result's to show.
    expect(await page.locator("[data-testid=commitment-note]").count()).toBe(0);
    await screenshot(page, "fair-deal-match-end");
    await page.getByRole("link", { name: "Watch the replay" }).click();
    await page.locator("[data-testid=replay]").waitFor();
    const gameId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);

    const verify = page.locator("[data-testid=verify-deal]");
    // What a player needs to know, in a sentence; the commitment and the seeds behind a disclosure.
    await expect(verify.locator(".verify-lead").textContent()).resolves.toBe(
      "The server fixed this deal before anyone joined and could not have changed it after seeing your seed: every card came from the seeds shown here.",
    );
    const details = verify.getByTestId("verify-details");
    expect(await details.getByTestId("verify-commitment").isVisible()).toBe(false);
    await verify.getByRole("button", { name: "Verify this deal" }).click();
    const result = verify.locator("[data-testid=verify-result]");
    await expect
      .poll(() => result.textContent())
      .toBe(
        `Verified in your browser: every round was dealt from these seeds, and every move follows the rules. Your seat's seed is the one you sent ("my lucky seed").`,
      );
    await screenshot(page, "fair-deal-verified");
    expect(await seriousAxeFindings(page), "replay page, deal verified").toEqual([]);
    // The details: how it works, the commitment (the one shown before the deal), every seed, and what was checked.
    await details.locator("summary").click();
    await expect(details.getByTestId("verify-commitment").textContent()).resolves.toBe(committed);
    await expect(details.textContent()).resolves.toContain("my lucky seed");
    await expect(details.getByTestId("verify-proven").textContent()).resolves.toMatch(
      /^What was checked: The server committed to its seed/,
    );
    await screenshot(page, "fair-deal-verified-details");
    expect(await seriousAxeFindings(page), "replay page, the deal's details open").toEqual([]);
    // The review's Worker deals a commit-reveal game from its seeds too.
    await page.getByTestId("review-open").click();
    const review = page.locator("[data-testid=review]");
    await review.getByRole("button", { name: "Review", exact: true }).click();
    await review.getByTestId("review-done").waitFor({ timeout: 60_000 });

    // The same page with a server seed that is not the one committed to: not verified, and why.
    await page.route(`**/api/games/${encodeURIComponent(gameId)}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { game: { fairDeal: { serverSeed: string } } };
      const seed = body.game.fairDeal.serverSeed;
      body.game.fairDeal.serverSeed = `${seed.slice(0, -1)}${seed.endsWith("0") ? "1" : "0"}`;
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await verify.getByRole("button", { name: "Verify this deal" }).click();
    await expect
      .poll(() => result.textContent())
      .toMatch(
        /^Not verified: this record is not the deal the server fixed\..*The server seed does not match the commitment/,
      );
    await screenshot(page, "fair-deal-tampered");
    await page.unroute(`**/api/games/${encodeURIComponent(gameId)}`);
  }, 300_000);
});
