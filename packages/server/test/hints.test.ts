// The "hints" table option (docs/review.md, "Hints"): decided at creation, never with a rated table.
import type { GameRecord } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ botDelayMs: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe("a table with hints", () => {
  it("is refused when it would be rated", async () => {
    const ada = await t.guest("Ada");
    await expect(
      t.sdk.create("table", { token: ada.token, settings: { ruleset: "classic", seats: 2, hints: true } }),
    ).rejects.toThrow(/invalid-settings: A table with hints is never rated/);
    await expect(
      t.sdk.create("table", { token: ada.token, settings: { ruleset: "classic", seats: 2, hints: true, rated: true } }),
    ).rejects.toThrow(/invalid-settings/);
  });

  it("is made unrated; its host can neither turn hints on or off later nor make it rated", async () => {
    const ada = await t.guest("Ada");
    const host = new TableClient(
      await t.sdk.create("table", {
        token: ada.token,
        settings: { ruleset: "classic", seats: 2, hints: true, rated: false, goal: { kind: "tokens", tokens: 1 } },
        bots: [{ seat: 1, strength: "random" }],
        testSeed: "hints",
      }),
    );
    await host.until(() => host.you !== null, "the host's seat");
    await host.expectError("settings", { settings: { rated: true } }, "invalid-settings");
    await host.expectError("settings", { settings: { hints: false } }, "invalid-message");
    const settings = host.table.settings;
    expect(settings).toMatchObject({ hints: true, rated: false });

    host.send("start", {});
    host.startAutoplay();
    await host.until(() => host.gameOver !== null, "the end of the match", 60_000);
    await host.room.leave();
    const { game } = (await (await fetch(`${t.url}/api/games/${host.gameOver!.gameId}`)).json()) as {
      game: GameRecord;
    };
    expect(game.rated).toBe(false);
    expect(game.settings.hints).toBe(true);
  });

  it("without hints, a table stays as it was: rated by default, hints off", async () => {
    const ada = await t.guest("Ada");
    const host = new TableClient(
      await t.sdk.create("table", { token: ada.token, settings: { ruleset: "classic", seats: 2 } }),
    );
    await host.until(() => host.you !== null, "the host's seat");
    const settings = host.table.settings;
    expect(settings).toMatchObject({ hints: false, rated: true });
    await host.room.leave();
  });
});
