// The web client's join right after a restart (issue 38): the server answers 503 "starting" until
// its open tables are restored, and the join the table page makes (net/starting.ts) asks again then
// instead of showing a failure. A real server whose restore the test holds: no timing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@colyseus/sdk";
import { startServer } from "@loveletter/server";
import { pino } from "pino";
import { afterAll, expect, test } from "vitest";
import { freePort } from "../../server/test/support/process.js";
import { isStarting, whileStarting } from "../src/net/starting.js";

const dir = mkdtempSync(join(tmpdir(), "loveletter-web-starting-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a join refused with 'starting' is made again, and gets the player back to the restored table", async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const options = { port, host: "127.0.0.1", store: join(dir, "web.sqlite"), logger: pino({ level: "silent" }) };
  const first = await startServer(options);
  const guest = await fetch(`${url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Ada" }),
  });
  const { token } = (await guest.json()) as { token: string };
  const room = await new Client(url).create("table", { token, settings: { ruleset: "classic", seats: 2 } });
  room.reconnection.enabled = false;
  const tableId = room.roomId;
  await first.close();

  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let listening!: () => void;
  const heard = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const restarting = startServer({
    ...options,
    beforeRestore: () => {
      listening();
      return held;
    },
  });
  try {
    await heard;
    const join = () => new Client(url).joinById(tableId, { token });
    const refused = await join().catch((error: unknown) => error);
    expect(isStarting(refused)).toBe(true);
    const waits: number[] = [];
    const back = await whileStarting(join, {
      // The wait the page would make: the server finishes its restore meanwhile.
      wait: async (ms) => {
        waits.push(ms);
        release();
        await restarting;
      },
    });
    expect(waits).toEqual([1000]); // the server's Retry-After
    expect(back.roomId).toBe(tableId);
    await back.leave();
  } finally {
    release();
    await (await restarting).close();
  }
});
