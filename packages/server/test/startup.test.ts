import "../src/shim.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TableSettings } from "../src/protocol/settings.js";
import { type GameRecord, openStore, type TableRecord } from "../src/store/index.js";
import { engineOptions } from "../src/table/match-settings.js";
import { startTestServer, TableClient } from "./support/server.js";

let dir: string;
let stores = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-startup-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const freshPath = () => join(dir, `store-${++stores}`, "loveletter.sqlite");

describe("a stored table whose game does not replay", () => {
  test("is marked failed at start-up: no room opens, and its game answers 'game-failed' instead of 'in progress'", async () => {
    const path = freshPath();
    const settings = TableSettings.parse({ ruleset: "classic", seats: 2 });
    const seats = [
      { kind: "human", playerId: "ada", name: "Ada" },
      { kind: "human", playerId: "bob", name: "Bob" },
    ] as const;
    const table: TableRecord = {
      id: "broken-table",
      code: null,
      hostId: "ada",
      settings,
      seats,
      status: "playing",
      gameId: "broken-game",
      createdAt: 1_700_000_000_000,
      updatedAt: 1_700_000_000_000,
    };
    const game: GameRecord = {
      id: "broken-game",
      tableId: table.id,
      ruleset: "classic",
      settings,
      options: engineOptions(settings),
      seed: "a seed",
      first: 0,
      seats,
      status: "playing",
      winners: [],
      scores: [],
      rated: true,
      startedAt: 1_700_000_000_000,
      endedAt: null,
    };
    const lost: TableRecord = { ...table, id: "lost-table", gameId: "never-stored" };
    const store = await openStore(path);
    await store.saveGame(game);
    await store.saveTable(table);
    await store.saveTable(lost);
    // Seat 0 plays first: a move of seat 1's at turn 0 is refused by the rules, as a log from
    // rules that changed since would be.
    await store.appendAction(game.id, 0, {
      type: "move",
      seat: 1,
      move: { seat: 1, play: "guard", target: 0, guess: 2 },
      by: "player",
    });
    await store.close();

    const t = await startTestServer({ store: path });
    let newTable = "";
    try {
      expect(t.server.restored).toBe(0);
      expect((await t.server.store.table(table.id))?.status).toBe("failed");
      expect((await t.server.store.table(lost.id))?.status).toBe("failed");
      expect((await t.server.store.game(game.id))?.status).toBe("failed");

      const response = await fetch(`${t.url}/api/games/${game.id}`);
      expect(response.status).toBe(409);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("game-failed");
      expect(body.error.message).toMatch(/no longer replay/);

      const { token } = await t.guest("Ada");
      await expect(t.sdk.joinById(table.id, { token })).rejects.toThrow(/not found/);
      // A table still works.
      const host = new TableClient(await t.sdk.create("table", { token, settings: { ruleset: "classic", seats: 2 } }));
      await host.until(() => host.you !== null, "a new table");
      newTable = host.room.roomId;
      await host.room.leave();
    } finally {
      await t.close();
    }
    // Marked once: the next start restores the new table, and does not try the failed ones again.
    const again = await startTestServer({ store: path });
    try {
      expect(again.server.restored).toBe(1);
      expect((await again.server.store.openTables()).map((open) => open.id)).toEqual([newTable]);
    } finally {
      await again.close();
    }
  });
});
