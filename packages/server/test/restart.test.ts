import "../src/shim.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@colyseus/sdk";
import { verifyGame } from "@loveletter/match";
import type { HttpAnswers } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type PostgresServer, startPostgres } from "./support/postgres.js";
import { freePort, guest, spawnServer } from "./support/process.js";
import { stopAndSettle, TableClient } from "./support/server.js";

let dir: string;
let postgres: PostgresServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "loveletter-restart-"));
  postgres = await startPostgres("restart");
}, 90_000);
afterAll(async () => {
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh store for each test: what one test leaves open is not restored in the next. */
let stored = 0;
const stores = {
  SQLite: async () => join(dir, `restart-${++stored}.sqlite`),
  PostgreSQL: () => postgres.createDatabase(`restart_${++stored}`),
};

describe.each(Object.keys(stores) as (keyof typeof stores)[])("a server killed with kill -9 (%s)", (kind) => {
  test("resumes every unfinished table where it was, and the players carry on with their tokens", async () => {
    const port = await freePort();
    const store = await stores[kind]();
    let server = await spawnServer(port, store);
    try {
      const sdk = new Client(server.url);
      const adaToken = await guest(server.url, "Ada");
      const bobToken = await guest(server.url, "Bob");
      // Six tokens to win: the match is still on after the turns played before the kill.
      const settings = { ruleset: "2019", seats: 2, intermissionSeconds: 0 };
      const ada = new TableClient(await sdk.create("table", { token: adaToken, settings }));
      await ada.until(() => ada.you !== null, "Ada seated");
      const tableId = ada.room.roomId;
      const bob = new TableClient(await sdk.joinById(tableId, { token: bobToken }));
      await bob.until(() => bob.you?.seat === 1, "Bob seated");
      // A waiting table survives too.
      const waiting = new TableClient(await sdk.create("table", { token: bobToken, settings }));
      await waiting.until(() => waiting.you !== null, "a second table");

      ada.send("start", {});
      ada.startAutoplay((moves) => moves[moves.length - 1]);
      bob.startAutoplay();
      await ada.until(() => (ada.last?.turn ?? 0) >= 6, "a few turns", 30_000);
      // Whatever was in flight lands; then nothing moves, because a player must decide.
      await stopAndSettle(ada, bob);
      const before = { ada: ada.last!, bob: bob.last! };
      expect(before.ada.turn).toBe(before.bob.turn);
      // The game is dealt by commit-reveal (docs/fair-deal.md): its seed is committed to.
      const committed = ada.table.commitment;
      expect(committed).toMatch(/^[0-9a-f]{64}$/);

      await server.kill();
      const downAt = Date.now();
      server = await spawnServer(port, store);
      const upAfter = Date.now() - downAt;
      expect(server.output()).toMatch(/2 open tables restored/);

      const sdk2 = new Client(server.url);
      const ada2 = new TableClient(await sdk2.joinById(tableId, { token: adaToken }));
      const bob2 = new TableClient(await sdk2.joinById(tableId, { token: bobToken }));
      await ada2.until(() => ada2.views.length > 0, "Ada's view after the restart");
      await bob2.until(() => bob2.views.length > 0, "Bob's view after the restart");
      expect(ada2.you!.seat).toBe(0);
      expect(bob2.you!.seat).toBe(1);
      // Exactly where it was: the same turn, hands, piles, tokens and this round's events.
      expect(ada2.last!.turn).toBe(before.ada.turn);
      expect(ada2.last!.view).toEqual(before.ada.view);
      expect(bob2.last!.view).toEqual(before.bob.view);
      expect(bob2.last!.events.length).toBeGreaterThan(0);
      // ...and it goes on from the very seed it committed to: the same commitment, and every round
      // dealt after the restart verifies against it below.
      await ada2.until(() => ada2.table.commitment !== "", "the state after the restart");
      expect(ada2.table.commitment).toBe(committed);

      // Back at the waiting table within the grace period: a restored table nobody returns to
      // closes once the grace runs out, and the match below can outlast it.
      const other = new TableClient(await sdk2.joinById(waiting.room.roomId, { token: bobToken }));
      await other.until(() => other.you !== null, "Bob back at the waiting table");
      expect(other.you).toMatchObject({ seat: 0, host: true });

      ada2.startAutoplay();
      bob2.startAutoplay();
      await ada2.until(() => ada2.gameOver !== null, "the end of the match", 60_000);
      const replay = await fetch(`${server.url}/api/games/${ada2.gameOver!.gameId}`);
      expect(replay.status).toBe(200);
      const answer = (await replay.json()) as HttpAnswers["game"];
      expect(answer.actions.length).toBe(ada2.last!.turn);
      expect(answer.game.fairDeal?.commitment).toBe(committed);
      expect(
        answer.actions.filter((a) => a.seq > before.ada.turn && a.action.type === "next-round").length,
      ).toBeGreaterThan(0);
      expect(await verifyGame(answer.game, answer.actions)).toMatchObject({ ok: true, version: "v2" });

      console.log(`${kind}: the server was back ${upAfter} ms after the kill`);
      await Promise.all([ada2.room.leave(), bob2.room.leave(), other.room.leave()]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nServer output:\n${server.output()}`);
    } finally {
      await server.stop();
    }
  }, 120_000);

  test("keeps a finished table open through the restart: the players see the results and play a rematch", async () => {
    const port = await freePort();
    const store = await stores[kind]();
    let server = await spawnServer(port, store);
    try {
      const sdk = new Client(server.url);
      const adaToken = await guest(server.url, "Ada");
      const bobToken = await guest(server.url, "Bob");
      const settings = { ruleset: "classic", seats: 2, intermissionSeconds: 0, goal: { kind: "tokens", tokens: 1 } };
      const ada = new TableClient(await sdk.create("table", { token: adaToken, settings }));
      await ada.until(() => ada.you !== null, "Ada seated");
      const tableId = ada.room.roomId;
      const bob = new TableClient(await sdk.joinById(tableId, { token: bobToken }));
      await bob.until(() => bob.you?.seat === 1, "Bob seated");
      ada.send("start", {});
      ada.startAutoplay();
      bob.startAutoplay();
      await ada.until(() => ada.gameOver !== null && ada.table.phase === "finished", "the end of the match", 30_000);
      const ended = { gameId: ada.gameOver!.gameId, view: ada.last!.view };

      // Killed between the match's end and the rematch.
      await server.kill();
      server = await spawnServer(port, store);

      const sdk2 = new Client(server.url);
      const ada2 = new TableClient(await sdk2.joinById(tableId, { token: adaToken }));
      const bob2 = new TableClient(await sdk2.joinById(tableId, { token: bobToken }));
      expect(server.output()).toMatch(/1 open table restored/);
      await ada2.until(() => ada2.views.length > 0, "Ada's view after the restart");
      expect(ada2.room.roomId).toBe(tableId);
      expect(ada2.table.phase).toBe("finished");
      expect(ada2.table.gameId).toBe(ended.gameId);
      expect(ada2.you).toMatchObject({ seat: 0, host: true });
      // The results as they were: the final hands, piles and tokens.
      expect(ada2.last!.view).toEqual(ended.view);
      expect(ada2.last!.view.matchOver).toBe(true);
      await bob2.until(() => bob2.you?.seat === 1, "Bob back in his seat");

      const seen = ada2.views.length;
      ada2.send("start", {});
      await ada2.until(() => ada2.table.phase === "playing" && ada2.table.gameId !== ended.gameId, "the rematch");
      await ada2.until(() => ada2.views.length > seen, "the rematch's deal");
      expect(ada2.views[seen]).toMatchObject({ reset: true, turn: 0 });
      ada2.startAutoplay();
      bob2.startAutoplay();
      await ada2.until(() => ada2.gameOver !== null, "the end of the rematch", 60_000);
      expect(ada2.gameOver!.gameId).not.toBe(ended.gameId);
      const replay = await fetch(`${server.url}/api/games/${ended.gameId}`);
      expect(replay.status).toBe(200);
      await Promise.all([ada2.room.leave(), bob2.room.leave()]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nServer output:\n${server.output()}`);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
