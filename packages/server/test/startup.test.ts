import "../src/shim.js";
import {
  closeSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { GameRecord } from "@loveletter/protocol";
import { TableSettings } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { journalLine } from "../src/store/action-journal.js";
import { openStore, type Store, type TableRecord, UnusableStore } from "../src/store/index.js";
import { engineOptions } from "../src/table/match-settings.js";
import { freePort, spawnServer } from "./support/process.js";
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
      serverSeed: null,
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
      dealVersion: "v0",
      fairDeal: null,
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

/** What the store warned about while opening. */
function warnings() {
  const heard: { details: Record<string, unknown>; message: string }[] = [];
  return {
    heard,
    log: { warn: (details: Record<string, unknown>, message: string) => heard.push({ details, message }) },
  };
}

/** A SQLite store with a guest in it, closed: its token, to look for after. */
async function storeWithAGuest(path: string, log = warnings().log): Promise<string> {
  const store = await openStore(path, { log });
  const { token } = await store.createGuest("Ada");
  await store.close();
  return token;
}

describe("a SQLite database missing where one was expected", () => {
  test("is a loud warning that says what happened and what to do, then a fresh start", async () => {
    const path = freshPath();
    const token = await storeWithAGuest(path);
    rmSync(path);

    const { heard, log } = warnings();
    const store = await openStore(path, { log });
    try {
      expect(heard).toHaveLength(1);
      expect(heard[0]!.message).toMatch(/THE DATABASE IS GONE/);
      expect(heard[0]!.message).toContain(`${path} is missing`);
      expect(heard[0]!.message).toMatch(/NEW, EMPTY database/);
      expect(heard[0]!.message).toMatch(/stop the server now, put the old database file back/);
      expect(await store.playerByToken(token)).toBeNull();
    } finally {
      await store.close();
    }
    // Said once: the new database is the expected one from now on.
    const quiet = warnings();
    await (await openStore(path, { log: quiet.log })).close();
    expect(quiet.heard).toEqual([]);
  });

  test("an empty database file is warned about too", async () => {
    const path = freshPath();
    await storeWithAGuest(path);
    truncateSync(path, 0);

    const { heard, log } = warnings();
    await (await openStore(path, { log })).close();
    expect(heard.map((warning) => warning.message)).toEqual([expect.stringContaining(`${path} is empty`)]);
  });

  test("a write-ahead log left without its database is set aside intact, to be put back with it", async () => {
    const path = freshPath();
    const store = await openStore(path);
    const { token } = await store.createGuest("Ada");
    // What a kill -9 leaves behind: the database and its log as they are while the server runs.
    const crashed = join(dirname(path), "crashed.sqlite");
    copyFileSync(path, crashed);
    copyFileSync(`${path}-wal`, `${crashed}-wal`);
    await store.close();
    const wal = readFileSync(`${crashed}-wal`);
    expect(wal.length).toBeGreaterThan(0);
    const saved = join(dirname(path), "saved.sqlite");
    copyFileSync(crashed, saved);
    rmSync(crashed);

    const { heard, log } = warnings();
    await (await openStore(crashed, { log })).close();
    expect(heard).toHaveLength(1);
    const setAside = (heard[0]!.details.setAside as Record<string, string>)[`${crashed}-wal`]!;
    expect(heard[0]!.message).toContain(`rename ${setAside} back to ${crashed}-wal`);
    expect(readFileSync(setAside)).toEqual(wal);

    // Put back as the warning says, beside the database: the guest is there.
    copyFileSync(saved, crashed);
    rmSync(`${crashed}-wal`, { force: true });
    rmSync(`${crashed}-shm`, { force: true });
    copyFileSync(setAside, `${crashed}-wal`);
    const restored = await openStore(crashed, { log });
    try {
      expect((await restored.playerByToken(token))?.name).toBe("Ada");
    } finally {
      await restored.close();
    }
  });

  test("an action journal left without its database is set aside, its moves kept out of the new one", async () => {
    const path = freshPath();
    await storeWithAGuest(path);
    const journal = `${path}.actions`;
    mkdirSync(journal);
    const line = journalLine({ gameId: "g1", seq: 0, at: 1, action: JSON.stringify({ type: "next-round" }) });
    writeFileSync(join(journal, "00000001.log"), line);
    rmSync(path);

    const { heard, log } = warnings();
    const store = await openStore(path, { log });
    try {
      await store.openActionLog();
      expect(await store.actions("g1")).toEqual([]);
    } finally {
      await store.close();
    }
    expect(heard).toHaveLength(1);
    const setAside = (heard[0]!.details.setAside as Record<string, string>)[journal]!;
    expect(heard[0]!.message).toContain(`rename ${setAside} back to ${journal}`);
    expect(readFileSync(join(setAside, "00000001.log"), "utf8")).toBe(line);
  });

  test("a first start in a new directory says nothing", async () => {
    const { heard, log } = warnings();
    await (await openStore(freshPath(), { log })).close();
    expect(heard).toEqual([]);
  });
});

describe("a damaged SQLite database", () => {
  /** A database whose pages past the first are overwritten in the middle of its file. */
  async function damaged(): Promise<string> {
    const path = freshPath();
    const store: Store = await openStore(path);
    for (let i = 0; i < 300; i++) await store.createGuest(`Guest ${i}`);
    await store.close();
    const file = openSync(path, "r+");
    writeSync(file, new Uint8Array(4096).fill(0x41), 0, 4096, 4096 * 4);
    closeSync(file);
    return path;
  }

  test("is refused at start-up with what happened and what to do", async () => {
    const path = await damaged();
    const opening = openStore(path);
    await expect(opening).rejects.toBeInstanceOf(UnusableStore);
    await expect(opening).rejects.toThrow(/is damaged: SQLite's integrity check found/);
    await expect(opening).rejects.toThrow(/What to do: .*restore your last backup, or recover/);
  });

  test("stops `loveletter serve` with that message and a non-zero status, not a stack trace", async () => {
    const path = await damaged();
    const before = readFileSync(path);
    const start = spawnServer(await freePort(), path);
    await expect(start).rejects.toThrow(/exited with 1/);
    const output = await start.catch((error: Error) => error.message);
    expect(output).toMatch(/loveletter serve: The database .* is damaged/);
    expect(output).not.toMatch(/\n\s+at /);
    // Nothing was written over it: the file is as it was, for a recovery to read.
    expect(readFileSync(path)).toEqual(before);
  });
});
