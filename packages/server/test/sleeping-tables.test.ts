import "../src/shim.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { matchMaker } from "@colyseus/core";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import { ManualClock } from "./support/manual-clock.js";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

// A turn-based table nobody is connected to sleeps: no room, no timer, only its stored deadline.
// A join or the deadline wakes it where it was, also after a restart.

const HOUR = 3_600_000;
const PACE = { kind: "turn-based", moveHours: 24, bankHours: 12, missedBeforeBot: 3 } as const;
const dir = mkdtempSync(join(tmpdir(), "loveletter-sleeping-"));
let stored = 0;
let servers: TestServer[] = [];

afterEach(async () => {
  for (const server of servers) await server.close();
  servers = [];
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serverAt(store: string, clock: ManualClock): Promise<TestServer> {
  const server = await startTestServer({ store, clock });
  servers.push(server);
  return server;
}

/** Moves the manual clock by `stepMs` until `done` holds (the server's work between steps is real I/O). */
async function advanceUntil(clock: ManualClock, stepMs: number, done: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 400; i++) {
    if (await done()) return;
    await clock.advance(stepMs);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function roomOf(tableId: string) {
  return matchMaker.getLocalRoomById(tableId);
}

/** Ada's turn-based table against a bot, started, with Ada to decide, and Ada gone. */
async function asleepAtAdasTurn(t: TestServer, clock: ManualClock) {
  const ada = await t.guest("Ada");
  const settings = { ruleset: "classic", seats: 2, pace: PACE };
  const client = new TableClient(
    await t.sdk.create("table", { token: ada.token, settings, bots: [{ seat: 1, strength: "random" }] }),
  );
  await client.until(() => client.you !== null, "Ada seated");
  const tableId = client.room.roomId;
  client.send("start", {});
  // The bot's pauses run on the manual clock; a round the bot ended waits for Ada's "ready".
  await advanceUntil(
    clock,
    10,
    () => {
      if (client.shown?.phase === "intermission" && !client.hasTurn) client.send("ready", {});
      return client.hasTurn;
    },
    "Ada's turn",
  );
  const before = client.last!;
  await client.room.leave();
  await advanceUntil(clock, 0, async () => !roomOf(tableId) && (await t.server.store.isAsleep(tableId)), "sleep");
  return { ada, tableId, before };
}

describe("a sleeping turn-based table", () => {
  test("falls asleep when its last person leaves (no room, no timer), and a join wakes it where it was", async () => {
    const clock = new ManualClock(Date.now());
    const t = await serverAt(join(dir, `sleep-${++stored}.sqlite`), clock);
    const { ada, tableId, before } = await asleepAtAdasTurn(t, clock);
    expect(roomOf(tableId)).toBeUndefined();
    // The one timer left on the tables' clock is the alarm's: the table holds none.
    expect(clock.waiting).toBe(1);
    expect(await t.server.store.sleepingTables()).toBe(1);

    const back = new TableClient(await t.sdk.joinById(tableId, { token: ada.token }));
    await back.until(() => back.hasTurn, "Ada's view after the wake");
    expect(back.last!.turn).toBe(before.turn);
    expect(back.last!.view).toEqual(before.view);
    expect(await t.server.store.isAsleep(tableId)).toBe(false);
    // A move at the woken table is played and answered.
    back.startAutoplay();
    await advanceUntil(clock, 10, () => (back.last?.turn ?? 0) > before.turn + 1, "a move after the wake");
    back.stopAutoplay();
    // The bot answers on the manual clock; then Ada is to decide (or to say she is ready).
    await advanceUntil(
      clock,
      10,
      () => !back.moveInFlight && (back.hasTurn || back.shown?.phase === "intermission"),
      "Ada to decide again",
    );
    await back.room.leave();
    await advanceUntil(
      clock,
      0,
      async () => !roomOf(tableId) && (await t.server.store.isAsleep(tableId)),
      "sleep again",
    );
  }, 60_000);

  test("is woken by its deadline, whose missed move the timer plays, then sleeps until the next one", async () => {
    const clock = new ManualClock(Date.now());
    const t = await serverAt(join(dir, `sleep-${++stored}.sqlite`), clock);
    const { tableId } = await asleepAtAdasTurn(t, clock);
    const deadline = (await t.server.store.table(tableId))!.turnClocks!;
    expect(deadline.seat).toBe(0);
    // Nothing happens before the deadline: a day and a half (time per move and bank) is not over.
    await clock.advance(36 * HOUR - 2_000);
    expect(roomOf(tableId)).toBeUndefined();
    expect((await t.server.store.table(tableId))!.turnClocks!.missed[0]).toBe(0);
    await advanceUntil(
      clock,
      1_000,
      async () => (await t.server.store.table(tableId))!.turnClocks!.missed[0] === 1,
      "the missed move",
    );
    // The bot answers and Ada's next decision is awaited: asleep again, until that deadline.
    await advanceUntil(clock, 10, async () => !roomOf(tableId) && (await t.server.store.isAsleep(tableId)), "sleep");
    const after = (await t.server.store.table(tableId))!;
    expect(after.status).toBe("playing");
    expect(clock.waiting).toBe(1);
  }, 60_000);

  test("stays asleep through a restart and is woken by its deadline on the next server", async () => {
    const store = join(dir, `sleep-${++stored}.sqlite`);
    const clock = new ManualClock(Date.now());
    const first = await serverAt(store, clock);
    const { tableId, ada } = await asleepAtAdasTurn(first, clock);
    await first.close();
    servers = [];

    const next = await serverAt(store, clock);
    expect(next.server.restored).toBe(0);
    expect(roomOf(tableId)).toBeUndefined();
    await advanceUntil(
      clock,
      HOUR,
      async () => (await next.server.store.table(tableId))!.turnClocks!.missed[0] === 1,
      "the missed move after the restart",
    );
    await advanceUntil(clock, 10, async () => !roomOf(tableId) && (await next.server.store.isAsleep(tableId)), "sleep");
    // A join after the restart finds it too, Ada back in her seat, her missed move in her view.
    const back = new TableClient(await next.sdk.joinById(tableId, { token: ada.token }));
    await back.until(() => back.you !== null && back.last !== undefined, "Ada's view after the restart");
    expect(back.you!.seat).toBe(0);
    expect(back.table.turnBased!.missed[0]).toBe(1);
    await back.room.leave();
  }, 60_000);
});
