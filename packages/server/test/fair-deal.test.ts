// A deal every player can verify (docs/fair-deal.md), at a real server: the commitment is in the
// first thing a client hears, before any deal; everyone's client seeds are published; the server
// seed is sent nowhere (messages, state, logs) until the match ends, then revealed; the game
// verifies, the turn timer's move included; a rematch commits to a new seed before its deal.
import { createHash } from "node:crypto";
import type { Room } from "@colyseus/sdk";
import { verifyGame } from "@loveletter/match";
import type { HttpAnswers } from "@loveletter/protocol";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
const logs: string[] = [];

beforeAll(async () => {
  t = await startTestServer({
    botDelayMs: 2,
    logger: pino({ level: "debug" }, { write: (line: string) => logs.push(line) }),
  });
});
afterAll(async () => {
  await t?.close();
});

/** Everything a client hears, in order: each message, as JSON. */
function heard(room: Room): [string, string][] {
  const list: [string, string][] = [];
  room.onMessage("*", (type, message) => list.push([String(type), JSON.stringify(message)]));
  return list;
}

const HEX64 = /^[0-9a-f]{64}$/;
const sha256 = (hex: string) =>
  createHash("sha256")
    .update(new Uint8Array(Buffer.from(hex, "hex")))
    .digest("hex");

describe("a fair deal at a real table", () => {
  test("commitment first, seeds published, the seed revealed only at the end, the game verifies, a rematch commits anew", async () => {
    const [ada, bob, sam] = await Promise.all(["Ada", "Bob", "Sam"].map((name) => t.guest(name)));
    const settings = {
      ruleset: "classic",
      seats: 3,
      turnSeconds: 5,
      intermissionSeconds: 0,
      goal: { kind: "tokens", tokens: 2 },
    };
    const hostRoom = await t.sdk.create("table", {
      token: ada.token,
      settings,
      bots: [{ seat: 2, strength: "random" }],
    });
    const hostHeard = heard(hostRoom);
    const host = new TableClient(hostRoom);
    const guestRoom = await t.sdk.joinById(hostRoom.roomId, { token: bob.token });
    const guestHeard = heard(guestRoom);
    const guest = new TableClient(guestRoom);
    const watcherRoom = await t.sdk.joinById(hostRoom.roomId, { token: sam.token, spectate: true });
    const watcherHeard = heard(watcherRoom);
    const watcher = new TableClient(watcherRoom);
    await guest.until(() => guest.you?.seat === 1 && watcher.you !== null, "everyone in");

    // The first thing each client hears is the public table, with the commitment; no deal yet.
    for (const list of [hostHeard, guestHeard, watcherHeard]) {
      expect(list[0]![0]).toBe("table");
      expect(JSON.parse(list[0]![1]).commitment).toMatch(HEX64);
    }
    const commitment = host.table.commitment;
    expect(guest.table.commitment).toBe(commitment);
    expect(host.table.seats.map((s) => s.clientSeed)).toEqual(["", "", "bot-2"]);

    // Seeds: the people's own, shown to everyone; checked; only seated people, only before the start.
    host.send("seed", { seed: "Ada picks this one" });
    guest.send("seed", { seed: "bob-42" });
    await watcher.until(
      () => watcher.table.seats.map((s) => s.clientSeed).join() === "Ada picks this one,bob-42,bot-2",
      "both seeds shown",
    );
    await guest.expectError("seed", { seed: "a|b" }, "invalid-message");
    await guest.expectError("seed", { seed: "" }, "invalid-message");
    await watcher.expectError("seed", { seed: "mine" }, "not-seated");

    host.send("start", {});
    await host.until(() => host.views.length > 0, "the first deal");
    // The deal comes from the seed committed to before anyone could see a card.
    expect(host.table.commitment).toBe(commitment);
    await guest.expectError("seed", { seed: "too late" }, "wrong-phase");

    // The first person to have a turn lets it run out: the timer plays for them, from the seeds.
    // Nobody plays until then, so that turn comes after at most one bot move. (Waiting for Ada's
    // turn alone failed when the others knocked her out before her turn in every round.)
    await host.until(() => host.hasTurn || guest.hasTurn, "a person's first turn", 30_000);
    const idle = host.hasTurn ? host : guest;
    const idleSeat = idle.you!.seat;
    const waiting = idle.last!.turn;
    await idle.until(() => idle.last!.turn > waiting, "the timer's move", 15_000);
    host.startAutoplay();
    guest.startAutoplay();
    await host.until(() => host.gameOver !== null, "the end of the match", 60_000);
    await watcher.until(() => watcher.table.revealedSeed !== "", "the seed revealed");

    const revealed = watcher.table.revealedSeed;
    expect(revealed).toMatch(HEX64);
    expect(sha256(revealed)).toBe(commitment);
    // The next game's seed is a new one, committed to already.
    expect(watcher.table.commitment).toMatch(HEX64);
    expect(watcher.table.commitment).not.toBe(commitment);

    // Before the end, the server seed was in nothing anyone heard, nor in the server's log.
    for (const [who, list] of [
      ["Ada", hostHeard],
      ["Bob", guestHeard],
      ["Sam", watcherHeard],
    ] as const) {
      const end = list.findIndex(([type]) => type === "game-over");
      expect(end, who).toBeGreaterThan(0);
      const before = list.slice(0, end).filter(([, text]) => text.includes(revealed));
      expect(before, who).toEqual([]);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.filter((line) => line.includes(revealed))).toEqual([]);

    // The published game carries everything needed to verify it, and verifies, the timer's move too.
    const gameId = host.gameOver!.gameId;
    const answer = (await (await fetch(`${t.url}/api/games/${gameId}`)).json()) as HttpAnswers["game"];
    expect(answer.game.dealVersion).toBe("v2");
    expect(answer.game.fairDeal).toEqual({
      commitment,
      serverSeed: revealed,
      clientSeeds: ["Ada picks this one", "bob-42", "bot-2"],
    });
    expect(answer.actions[waiting]!.action).toMatchObject({ type: "move", seat: idleSeat, by: "timer" });
    const verified = await verifyGame(answer.game, answer.actions, { 0: "Ada picks this one", 1: "bob-42" });
    expect(verified).toMatchObject({ ok: true, version: "v2" });

    // A rematch is dealt from the seed committed to after the first game, not the first game's.
    const next = watcher.table.commitment;
    host.stopAutoplay();
    guest.stopAutoplay();
    host.send("start", {});
    await host.until(() => host.table.gameId !== gameId && host.table.phase === "playing", "the rematch");
    expect(host.table.commitment).toBe(next);
    expect(host.table.revealedSeed).toBe("");
    const rematch = await t.server.store.game(host.table.gameId);
    expect(rematch?.fairDeal?.commitment).toBe(next);
    expect(rematch?.fairDeal?.serverSeed).not.toBe(revealed);
    // ...and still refused to anyone asking while it is played.
    expect((await fetch(`${t.url}/api/games/${host.table.gameId}`)).status).toBe(403);

    await Promise.all([hostRoom.leave(), guestRoom.leave(), watcherRoom.leave()]);
  }, 120_000);
});
