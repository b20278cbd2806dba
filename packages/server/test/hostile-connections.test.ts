// A hostile client at the websocket level (issue 17): frames too large or that don't decode, and
// more connections from one address than a household needs. One test server on loopback, trusting
// one proxy, so that a test can speak for another address with X-Forwarded-For.
import { Writable } from "node:stream";
import { Client, type Room } from "@colyseus/sdk";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConnectionWarnings } from "../src/connection-guard.js";
import { CONNECTIONS_PER_ADDRESS } from "../src/rooms/limits.js";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

/** The server's log lines, parsed. */
const lines: { level: number; msg: string; connection?: string; address?: string; suppressed?: number }[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ logger: pino({ level: "info" }, sink), trustedProxies: 1 });
});
afterAll(async () => {
  await t?.close();
});

async function until(ready: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A table to connect to, and a spectator's connection to it through `sdk`. */
async function table(): Promise<{ host: TableClient; watch: (sdk?: Client) => Promise<Room> }> {
  const ann = await t.guest("Ann");
  const host = new TableClient(
    await t.sdk.create("table", { token: ann.token, settings: { ruleset: "classic", seats: 2 } }),
  );
  await host.until(() => host.you !== null, "the host's seat");
  const eve = await t.guest("Eve");
  return { host, watch: (sdk = t.sdk) => sdk.joinById(host.room.roomId, { token: eve.token, spectate: true }) };
}

function closed(room: Room): Promise<number> {
  return new Promise((resolve) => {
    room.onDrop(resolve);
    room.onLeave(resolve);
  });
}

describe("frames a room can't read", () => {
  test("a frame too large and one that doesn't decode each close their connection with one warning line, no stack", async () => {
    const { host, watch } = await table();
    const big = await watch();
    const garbled = await watch();
    lines.length = 0;

    const bigClosed = closed(big);
    big.send("chat", { text: "z".repeat(20 * 1024) });
    expect([1006, 1009]).toContain(await bigClosed);
    const garbledClosed = closed(garbled);
    // A "move" message whose msgpack payload is a byte msgpack never uses (0xc1).
    garbled.connection.send(Uint8Array.of(13, 0xa4, 109, 111, 118, 101, 0xc1, 0xc1));
    expect(await garbledClosed).toBe(4002);
    await until(() => lines.filter((l) => l.level >= 40).length >= 2, "what the log says of them");

    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings.map((l) => [l.connection, l.address])).toEqual([
      [big.sessionId, "127.0.0.1"],
      [garbled.sessionId, "127.0.0.1"],
    ]);
    expect(warnings[0]!.msg).toMatch(/^websocket connection closed: Max payload size exceeded/);
    expect(warnings[1]!.msg).toMatch(/^websocket connection closed: a message that does not decode/);
    for (const line of lines) expect(line.msg).not.toMatch(/\n\s+at /);
    // The table carries on.
    await host.expectError("nonsense", {}, "invalid-message");
    await host.room.leave();
  });

  test("the warnings are at most 10 a minute; the next one counts those left out", () => {
    let now = 0;
    const said: { suppressed?: number }[] = [];
    const log = pino({ level: "warn" }, new Writable({ write: (c, _e, done) => done(void said.push(JSON.parse(c))) }));
    const warnings = new ConnectionWarnings(log, 10, () => now);
    for (let i = 0; i < 25; i++)
      warnings.warn({ id: `#${i}`, address: "203.0.113.9" }, "a message that does not decode");
    expect(said).toHaveLength(10);
    now += 6_000; // one line's worth of a minute
    warnings.warn({ id: "#25", address: "203.0.113.9" }, "a message that does not decode");
    expect(said).toHaveLength(11);
    expect(said[10]!.suppressed).toBe(15);
  });
});

describe("connections per address", () => {
  test(`${CONNECTIONS_PER_ADDRESS} at once from one address; the next is closed with rate-limited until one closes`, async () => {
    const { host, watch } = await table();
    const afar = new Client(t.url, { headers: { "x-forwarded-for": "198.51.100.7" } });
    const rooms: Room[] = [];
    for (let i = 0; i < CONNECTIONS_PER_ADDRESS; i++) rooms.push(await watch(afar));
    lines.length = 0;
    const refused = await watch(afar).then(
      (room) => room.leave().then(() => "let in"),
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^rate-limited: at most 64 connections from one address/);
    expect(lines.filter((l) => l.level === 40).map((l) => l.address)).toEqual(["198.51.100.7"]);
    // Others are not held back by that address; and once one of its connections closes, it may open another.
    const here = await watch();
    await rooms.pop()!.leave();
    const again = await watch(afar);
    await Promise.all([...rooms, here, again].map((room) => room.leave()));
    await host.room.leave();
  });
});
