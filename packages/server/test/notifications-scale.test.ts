import "../src/shim.js";
import { matchMaker } from "@colyseus/core";
import { Client, type Room } from "@colyseus/sdk";
import type { NotificationsChange } from "@loveletter/protocol";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type RunningServer, startServer } from "../src/server.js";
import { type PostgresServer, startPostgres } from "./support/postgres.js";
import { freePort, guest, type ServerProcess, spawnServer } from "./support/process.js";
import { type RedisServer, startRedis } from "./support/redis.js";

// Scaled out (Redis and PostgreSQL), a notification made by one process reaches the player's
// connection held by another: the community room is one for the deployment, on one process, and
// notifications travel to it on the Redis presence. One process is `loveletter serve` in a process
// of its own; the other runs here, so that the test can call its notify() as a table would. The
// community room is made while the other process is the only one, so it is there.

let postgres: PostgresServer;
let redis: RedisServer;
let other: ServerProcess;
let here: RunningServer;
let token: string;
let room: Room;
const changes: NotificationsChange[] = [];

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres("notify_scale"), startRedis()]);
  const database = await postgres.createDatabase("cluster");
  const [otherPort, herePort] = [await freePort(), await freePort()];
  other = await spawnServer(otherPort, database, {
    REDIS_URL: redis.url,
    LOVELETTER_PUBLIC_ADDRESS: `127.0.0.1:${otherPort}`,
  });
  token = await guest(other.url, "Far Away");
  room = await new Client(other.url).joinOrCreate("community", { token });
  room.onMessage("notifications", (change: NotificationsChange) => changes.push(change));
  room.onMessage("*", () => {});
  here = await startServer({
    port: herePort,
    host: "127.0.0.1",
    store: database,
    redis: redis.url,
    publicAddress: `127.0.0.1:${herePort}`,
    logger: pino({ level: "silent" }),
  });
}, 90_000);
afterAll(async () => {
  await room?.leave();
  await here?.close();
  await other?.stop();
  await Promise.all([postgres?.stop(), redis?.stop()]);
});

describe("notifications across two server processes", () => {
  test("notified on this process, the player hears it in the community room the other process holds; read marks too", async () => {
    expect(matchMaker.getLocalRoomById(room.roomId)).toBeUndefined();
    const me = (await (
      await fetch(`${here.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      id: string;
    };
    const sent = await here.notifications.notifications.notify(me.id, "your-turn", "far-table", {
      title: "A table over there",
      deadline: null,
    });
    await expect.poll(() => changes.at(-1)?.changed[0]?.id, { timeout: 10_000 }).toBe(sent!.id);
    expect(changes.at(-1)!.unread).toBe(1);

    // Marked read through this process's HTTP API: the other process's room tells the tab.
    const read = await fetch(`${here.url}/api/notifications/read`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(await read.json()).toEqual({ unread: 0 });
    await expect.poll(() => changes.at(-1)?.read, { timeout: 10_000 }).toEqual("all");

    // The list is one for the deployment: asked of either process, the same.
    const listOf = async (url: string) =>
      (await (
        await fetch(`${url}/api/notifications`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as unknown;
    expect(await listOf(here.url)).toEqual(await listOf(other.url));
    expect(await listOf(other.url)).toMatchObject({ unread: 0, notifications: [{ id: sent!.id }] });
  }, 60_000);
});
