// A deleted action journal (issue 38): `<database>.actions` holds the last moves of the games in
// play. Gone, the server started silently and a table came back at turn 0 although its players had
// seen turn 13. The database's marker now notes the journal; its absence refuses the start loudly,
// as a lost database is warned about, until it is put back or an empty one made on purpose.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, expect, test } from "vitest";
import { startServer } from "../src/server.js";
import { openStore, UnusableStore } from "../src/store/index.js";

const dir = mkdtempSync(join(tmpdir(), "loveletter-journal-gone-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let stores = 0;
const freshPath = () => join(dir, `store-${++stores}`, "loveletter.sqlite");

test("a journal the database kept and that is gone refuses the start, saying what happened and what to do", async () => {
  const path = freshPath();
  const first = await openStore(path);
  await first.openActionLog();
  await first.close();
  expect(readFileSync(`${path}.marker`, "utf8")).toContain(`Its action journal is ${path}.actions`);

  rmSync(`${path}.actions`, { recursive: true });
  const second = await openStore(path);
  try {
    const opening = second.openActionLog();
    await expect(opening).rejects.toBeInstanceOf(UnusableStore);
    await expect(opening).rejects.toThrow(/THE ACTION JOURNAL IS GONE: .*loveletter\.sqlite\.actions is missing/);
    await expect(opening).rejects.toThrow(/Put the journal back at .* To start without the moves it held/);
  } finally {
    await second.close();
  }
  // Nor does the server start on it, with its tables at an earlier turn than their players saw.
  const serving = startServer({ port: 0, host: "127.0.0.1", store: path, logger: pino({ level: "silent" }) });
  await expect(serving).rejects.toThrow(/THE ACTION JOURNAL IS GONE/);
  expect(existsSync(`${path}.actions`)).toBe(false);

  // An empty journal made on purpose is the operator's choice: the store opens.
  mkdirSync(`${path}.actions`);
  const third = await openStore(path);
  await third.openActionLog();
  await third.close();
});

test("a lost database's journal set aside does not count as a journal gone: the new database starts", async () => {
  const path = freshPath();
  const first = await openStore(path);
  await first.openActionLog();
  await first.close();
  rmSync(path);
  const warned: string[] = [];
  const store = await openStore(path, { log: { warn: (_details, message) => warned.push(message) } });
  try {
    await store.openActionLog();
  } finally {
    await store.close();
  }
  expect(warned).toHaveLength(1);
  expect(warned[0]).toMatch(/THE DATABASE IS GONE/);
});
