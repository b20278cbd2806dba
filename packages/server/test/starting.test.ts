// Right after a restart (issue 38): until the open tables are restored, the health check and
// matchmaking answer 503 "starting" with Retry-After, never a ready server that then says a player's
// table is "not found". The restore is held by the test (ServerOptions.beforeRestore): no timing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@colyseus/sdk";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type RunningServer, type ServerOptions, startServer } from "../src/server.js";
import { freePort } from "./support/process.js";
import { TableClient } from "./support/server.js";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-starting-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const options = (store: string, port: number): ServerOptions => ({
  port,
  host: "127.0.0.1",
  store,
  botDelayMs: 5,
  allowTestSeeds: true,
  logger: pino({ level: "silent" }),
});

async function guest(url: string, name: string): Promise<string> {
  const response = await fetch(`${url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The first answer of the server at `url`, once it listens (connections refused before that). */
async function firstAnswer(url: string, init?: RequestInit): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url, init);
    } catch {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

describe("a server restarting with open tables", () => {
  test("answers 503 'starting' with Retry-After to health and matchmaking until the tables are restored, then lets the players back", async () => {
    const store = join(dir, "starting.sqlite");
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let first: RunningServer | null = await startServer(options(store, port));
    const adaToken = await guest(url, "Ada");
    const ada = new TableClient(
      await new Client(url).create("table", { token: adaToken, settings: { ruleset: "classic", seats: 2 } }),
    );
    await ada.until(() => ada.you !== null, "Ada seated");
    const tableId = ada.room.roomId;
    ada.room.reconnection.enabled = false;
    await first.close();
    first = null;

    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const restarting = startServer({ ...options(store, port), beforeRestore: () => held });
    try {
      const health = await firstAnswer(`${url}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get("retry-after")).toBe("1");
      expect(((await health.json()) as { error: { code: string } }).error.code).toBe("starting");

      const rejoin = new Client(url).joinById(tableId, { token: adaToken });
      await expect(rejoin).rejects.toMatchObject({ code: 503 });

      release();
      const second = await restarting;
      expect(second.restored).toBe(1);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const back = new TableClient(await new Client(url).joinById(tableId, { token: adaToken }));
      await back.until(() => back.you?.seat === 0, "Ada back in her seat");
      await back.room.leave();
    } finally {
      release();
      await (await restarting).close();
    }
  });
});
