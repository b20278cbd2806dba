import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openStore, type Store } from "../src/store/index.js";

// The server's connection appends to SQLite's write-ahead log; copying the log into the database
// file (a checkpoint, which syncs the file) happens on a thread of its own (wal-checkpointer.ts).

let dir: string;
let path: string;
let store: Store | null = null;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-checkpoint-"));
  path = join(dir, "loveletter.sqlite");
});
afterEach(async () => {
  await store?.close();
  store = null;
  rmSync(dir, { recursive: true, force: true });
});

describe("the SQLite store's checkpointer", () => {
  it("copies what the server writes into the database file without the server's connection doing it", async () => {
    store = await openStore(path);
    const before = statSync(path).size;
    // A few hundred pages of log: SQLite's own connection would not checkpoint before 1,000.
    for (let i = 0; i < 100; i++) await store.createGuest(`Guest ${i}`);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(0);
    await vi.waitFor(() => expect(statSync(path).size).toBeGreaterThan(before), { timeout: 5_000, interval: 50 });
  });

  it("stops with the store: the database is whole in its file, and no log is left", async () => {
    store = await openStore(path);
    const { player } = await store.createGuest("Ada");
    await store.close();
    store = null;
    expect(existsSync(`${path}-wal`)).toBe(false);
    store = await openStore(path);
    expect((await store.player(player.id))?.name).toBe("Ada");
  });
});
