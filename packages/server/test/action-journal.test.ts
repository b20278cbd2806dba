import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameAction, GameRecord } from "@loveletter/protocol";
import { TableSettings } from "@loveletter/protocol";
import SqliteDatabase from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { journalLine } from "../src/store/action-journal.js";
import { ActionConflict, openStore, type Store, UnusableStore } from "../src/store/index.js";

// The SQLite store's action journal (src/store/action-journal.ts, sqlite-action-log.ts): moves are
// stored in append-only files first and in the database's `actions` table soon after.

const BUILT_STORE = fileURLToPath(new URL("../dist/store/index.js", import.meta.url));

let dir: string;
let database: string;
let journal: string;
const opened: Store[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-journal-"));
  database = join(dir, "loveletter.sqlite");
  journal = `${database}.actions`;
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(): Promise<Store> {
  const store = await openStore(database, { log: { warn: () => {} } });
  opened.push(store);
  return store;
}

const move = (seat: number, guess: number): GameAction => ({
  type: "move",
  seat,
  move: { seat, play: "guard", target: 1 - seat, guess },
  by: "player",
});

/** Rows of the database's own `actions` table (not the journal) for a game. */
function rowsInTable(gameId: string): number {
  const db = new SqliteDatabase(database, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM actions WHERE game_id = ?").get(gameId) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The database, made and closed, with an empty journal directory beside it to put files in. */
async function createDatabase(): Promise<void> {
  const store = await openStore(database);
  await store.close();
  mkdirSync(journal, { recursive: true });
}

function journalFiles(): string[] {
  return readdirSync(journal).filter((name) => name.endsWith(".log"));
}

function game(id: string, status: GameRecord["status"]): GameRecord {
  return {
    id,
    tableId: `table-of-${id}`,
    ruleset: "classic",
    settings: TableSettings.parse({ ruleset: "classic", seats: 2 }),
    options: {},
    seed: "",
    first: 0,
    dealVersion: "v1",
    fairDeal: null,
    seats: [],
    status,
    winners: [],
    scores: [0, 0],
    rated: false,
    startedAt: 1_700_000_000_000,
    endedAt: status === "playing" ? null : 1_700_000_100_000,
  };
}

describe("the SQLite store's action journal", () => {
  it("keeps every move a store killed with kill -9 had accepted, and stores them when the next one opens", async () => {
    // A store in a process of its own, killed once its appends have resolved: no closing code runs.
    // Fewer than a chunk (16) of each game: they are in the journal only when it dies.
    const script = `
      const { openStore } = await import(${JSON.stringify(BUILT_STORE)});
      const store = await openStore(${JSON.stringify(database)});
      await store.openActionLog();
      for (let seq = 0; seq < 10; seq++)
        await store.appendAction("g1", seq, { type: "move", seat: seq % 2, move: { seat: seq % 2, play: "guard", target: 1 - (seq % 2), guess: 2 + (seq % 6) }, by: "player" });
      for (let seq = 0; seq < 3; seq++) await store.appendAction("g2", seq, { type: "next-round" });
      process.stdout.write("appended\\n");
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await vi.waitFor(() => expect(output).toContain("appended"), { timeout: 20_000, interval: 20 });
    child.kill("SIGKILL");
    await exited;
    expect(rowsInTable("g1")).toBe(0);

    const store = await open();
    await store.openActionLog();

    const g1 = await store.actions("g1");
    expect(g1.map((stored) => stored.seq)).toEqual([...Array(10).keys()]);
    expect(g1.map((stored) => stored.action)).toEqual([...Array(10).keys()].map((seq) => move(seq % 2, 2 + (seq % 6))));
    expect((await store.actions("g2")).map((stored) => stored.action)).toEqual(Array(3).fill({ type: "next-round" }));
    // All of them are in the table now, and the files that held them are gone.
    expect(rowsInTable("g1")).toBe(10);
    expect(rowsInTable("g2")).toBe(3);
    expect(journalFiles().map((name) => statSync(join(journal, name)).size)).toEqual([0]);
    // The game goes on from there.
    await store.appendAction("g1", 10, move(0, 3));
    await expect(store.appendAction("g1", 10, move(0, 3))).rejects.toBeInstanceOf(ActionConflict);
  }, 30_000);

  it("stores a journal's lines once each, and leaves out a last line cut short (a power cut)", async () => {
    await createDatabase();
    // Actions 0 and 1 reached the table before the server died; the journal still holds 1 to 3.
    const before = await open();
    await before.appendAction("g1", 0, move(0, 3));
    await before.appendAction("g1", 1, move(1, 3));
    await before.saveGame(game("g1", "playing"));
    await before.close();
    opened.length = 0;
    const lines = [1, 2, 3].map((seq) =>
      journalLine({ gameId: "g1", seq, at: 1, action: JSON.stringify(move(seq % 2, 3)) }),
    );
    writeFileSync(join(journal, "00000007.log"), `${lines.join("")}${lines[0]!.slice(0, 20)}`);

    const store = await open();

    expect((await store.actions("g1")).map((stored) => stored.seq)).toEqual([0, 1, 2, 3]);
    // The next file follows on from the last one's number.
    expect(journalFiles()).toEqual(["00000008.log"]);
  });

  it("refuses to start on a damaged journal, saying which file and what to do", async () => {
    await createDatabase();
    const good = journalLine({ gameId: "g1", seq: 0, at: 1, action: JSON.stringify(move(0, 3)) });
    writeFileSync(join(journal, "00000001.log"), `${good}not a record\n${good}`);

    const store = await open();

    await expect(store.openActionLog()).rejects.toThrow(UnusableStore);
    await expect(store.openActionLog()).rejects.toThrow(/00000001\.log is damaged at line 2.*Move the file aside/s);
    // Nothing was stored or deleted.
    expect(rowsInTable("g1")).toBe(0);
    expect(journalFiles()).toEqual(["00000001.log"]);
  });

  it("refuses a second store on the same database (one server process each), while the first writes on", async () => {
    const first = await open();
    await first.openActionLog();
    const second = await open();

    await expect(second.openActionLog()).rejects.toThrow(/Another server is using this database/);
    await expect(second.appendAction("g1", 0, move(0, 3))).rejects.toBeInstanceOf(UnusableStore);
    await first.appendAction("g1", 0, move(0, 3));
    expect(await first.actions("g1")).toHaveLength(1);

    // Once the first is closed, the second may take over.
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    await second.appendAction("g1", 1, move(1, 3));
    expect((await second.actions("g1")).map((stored) => stored.seq)).toEqual([0, 1]);
  });

  it("moves a game's actions into the table in chunks as it goes on, and all of them at its end", async () => {
    const store = await open();
    await store.saveGame(game("g1", "playing"));
    // 16 actions or more of a game in the journal only: they go into the table.
    for (let seq = 0; seq < 20; seq++) await store.appendAction("g1", seq, move(seq % 2, 3));
    await vi.waitFor(() => expect(rowsInTable("g1")).toBeGreaterThanOrEqual(16), { timeout: 5_000, interval: 10 });
    const moved = rowsInTable("g1");
    // Fewer stay in the journal for now; the game's log reads whole either way.
    for (let seq = 20; seq < 30; seq++) await store.appendAction("g1", seq, move(seq % 2, 3));
    expect(rowsInTable("g1")).toBe(moved);
    expect((await store.actions("g1")).map((stored) => stored.seq)).toEqual([...Array(30).keys()]);

    await store.saveGame(game("g1", "finished"));
    expect(rowsInTable("g1")).toBe(30);
    expect((await store.actions("g1")).map((stored) => stored.seq)).toEqual([...Array(30).keys()]);
  });

  it("deletes a journal file once every move it holds is in the table", async () => {
    const store = await open();
    // About 4.6 MB of lines: more than a file holds, so the journal goes on in a second one.
    const appends: Promise<void>[] = [];
    for (let g = 0; g < 100; g++)
      for (let seq = 0; seq < 400; seq++) appends.push(store.appendAction(`g${g}`, seq, move(seq % 2, 3)));
    await Promise.all(appends);
    expect(journalFiles()).toEqual(["00000001.log", "00000002.log"]);

    for (let g = 0; g < 100; g++) await store.saveGame(game(`g${g}`, "finished"));

    expect(journalFiles()).toEqual(["00000002.log"]);
    expect(readFileSync(join(journal, "00000002.log"), "utf8")).toBe("");
    expect(rowsInTable("g99")).toBe(400);
  });

  it("moves thousands of waiting moves into the table a few hundred at a time, the server answering in between", async () => {
    const store = await open();
    const waiting: Promise<void>[] = [];
    for (let g = 0; g < 2_000; g++)
      for (let seq = 0; seq < 4; seq++) waiting.push(store.appendAction(`idle-${g}`, seq, move(seq % 2, 3)));
    await Promise.all(waiting);
    // What another connection sees of them at each turn of the event loop, while they are moved.
    const reader = new SqliteDatabase(database, { readonly: true });
    const count = reader.prepare("SELECT count(*) AS n FROM actions WHERE game_id LIKE 'idle-%'");
    const seen = new Set<number>();
    let watching = true;
    const watch = () => {
      if (!watching) return;
      seen.add((count.get() as { n: number }).n);
      setImmediate(watch);
    };
    watch();
    try {
      // A busy game fills the first file, so every game with moves in it is due at once.
      const busy: Promise<void>[] = [];
      for (let seq = 0; seq < 40_000; seq++) busy.push(store.appendAction("busy", seq, move(seq % 2, 3)));
      await Promise.all(busy);
      await vi.waitFor(() => expect(seen.has(8_000)).toBe(true), { timeout: 10_000, interval: 10 });
    } finally {
      watching = false;
      reader.close();
    }
    // 8,000 rows in one transaction would show as 0 then 8,000; in a few hundred at a time, the event
    // loop turned (and moves were answered) between them.
    const between = [...seen].filter((n) => n > 0 && n < 8_000);
    expect(between.length).toBeGreaterThanOrEqual(8_000 / 256 - 2);
    expect(Math.min(...between)).toBeLessThanOrEqual(300);
    expect((await store.actions("idle-1999")).map((stored) => stored.seq)).toEqual([0, 1, 2, 3]);
  });

  it("keeps no old file for a game left idle with fewer than a chunk of moves", async () => {
    const store = await open();
    for (let seq = 0; seq < 3; seq++) await store.appendAction("idle", seq, move(seq % 2, 3));
    // Another game fills the first file past its size (about 4.6 MB), so the journal begins a second.
    const appends: Promise<void>[] = [];
    for (let seq = 0; seq < 40_000; seq++) appends.push(store.appendAction("busy", seq, move(seq % 2, 3)));
    await Promise.all(appends);
    expect(journalFiles()).toEqual(["00000001.log", "00000002.log"]);

    // The idle game's three moves go into the table with the busy game's, and the first file goes.
    await vi.waitFor(() => expect(journalFiles()).toEqual(["00000002.log"]), { timeout: 5_000, interval: 10 });
    expect(rowsInTable("idle")).toBe(3);
    expect((await store.actions("idle")).map((stored) => stored.seq)).toEqual([0, 1, 2]);
  });
});
