import "../src/shim.js";
import { BOT_RATINGS } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { waitTicket } from "../src/quick-match/ticket.js";
import { Seeker } from "./support/quick-match.js";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

// "Play now" on one server: people meet, a lone person gets bots after the wait, and the lobby
// counts who waits. The same across processes, and the death of one, is in quick-match-scale.test.ts.

const SECRET = "quick-match-test-secret";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ secret: SECRET });
});
afterAll(async () => {
  await server?.close();
});

async function seatAt(tableId: string, token: string): Promise<TableClient> {
  const table = new TableClient(await server.sdk.joinById(tableId, { token }));
  await table.until(() => table.you !== null && table.views.length > 0, "seated and dealt");
  return table;
}

describe("quick match", () => {
  test("two people who want the same table meet at once, seated with nobody else, and the game is dealt", async () => {
    const ada = await server.guest("Ada");
    const bob = await server.guest("Bob");
    const lobbyRoom = await server.sdk.joinOrCreate("lobby");
    const queues = new Map<string, { name: string; metadata?: { ruleset: string; waiting: number } }>();
    type Listed = { roomId: string; name: string; metadata?: { ruleset: string; waiting: number } };
    lobbyRoom.onMessage("rooms", (rooms: Listed[]) => {
      for (const room of rooms) queues.set(room.roomId, room);
    });
    lobbyRoom.onMessage("+", ([roomId, room]: [string, Listed]) => queues.set(roomId, room));
    // An empty queue's room closes, and leaves the lobby.
    lobbyRoom.onMessage("-", (roomId: string) => queues.delete(roomId));
    const waitingFor = (ruleset: string) =>
      [...queues.values()].find((room) => room.name === "quick-match" && room.metadata?.ruleset === ruleset)?.metadata
        ?.waiting;

    const first = await Seeker.join(server.url, { token: ada.token, ruleset: "2019", seats: 2 });
    await first.until(() => first.waiting.length > 0, "Ada told she waits");
    expect(first.waiting[0]).toMatchObject({ waiting: 1, waitSeconds: 20 });
    await first.until(() => waitingFor("2019") === 1, "the lobby shows one person waiting for the 2019 edition");

    const startedAt = Date.now();
    const second = await Seeker.join(server.url, { token: bob.token, ruleset: "2019", seats: 2 });
    await second.until(() => first.matched !== null && second.matched !== null, "both matched");
    expect(second.matched!.tableId).toBe(first.matched!.tableId);
    // Long before the wait was over: nobody waited for bots.
    expect(second.matchedAt - startedAt).toBeLessThan(10_000);
    await Promise.all([first.room.leave(), second.room.leave()]);

    const [adaAt, bobAt] = await Promise.all([
      seatAt(first.matched!.tableId, ada.token),
      seatAt(second.matched!.tableId, bob.token),
    ]);
    expect([adaAt.you!.seat, bobAt.you!.seat].sort()).toEqual([0, 1]);
    const table = adaAt.table;
    expect(table.settings).toMatchObject({ ruleset: "2019", seats: 2, rated: true, visibility: "public" });
    expect(table.seats.map((seat) => seat.kind)).toEqual(["human", "human"]);
    expect(table.phase).toBe("playing");
    await first.until(() => (waitingFor("2019") ?? 0) === 0, "the lobby shows nobody waiting any more");
    await Promise.all([adaAt.room.leave(), bobAt.room.leave(), lobbyRoom.leave()]);
  });

  test("a lone person is dealt a rated game with bots of about their strength when the wait runs out", async () => {
    const cy = await server.guest("Cy");
    const seeker = await Seeker.join(server.url, { token: cy.token, ruleset: "classic", seats: "any", waitSeconds: 5 });
    await seeker.until(() => seeker.waiting.length > 0, "Cy told she waits");
    const { fillsAt } = seeker.waiting[0]!;
    await seeker.until(() => seeker.matched !== null, "Cy matched with bots", 15_000);
    // Not before the countdown she was shown ran out (the server's clock is this machine's).
    expect(seeker.matchedAt).toBeGreaterThanOrEqual(fillsAt);

    const table = await seatAt(seeker.matched!.tableId, cy.token);
    const seats = table.table.seats;
    expect(seats).toHaveLength(4);
    expect(seats[0]).toMatchObject({ kind: "human", name: "Cy" });
    const bots = seats.slice(1);
    // A newcomer's rating (1500) is nearest the random bot's in the classic edition.
    expect(BOT_RATINGS.classic!.random.rating).toBeLessThan(BOT_RATINGS.classic!.heuristic.rating);
    for (const bot of bots) expect(bot).toMatchObject({ kind: "bot", strength: "random" });
    expect(new Set(bots.map((bot) => bot.name)).size).toBe(3);

    // Played to its end, the game is rated for Cy against the bots' fixed ratings.
    table.startAutoplay();
    await table.until(() => table.gameOver !== null, "the match over", 60_000);
    expect(table.gameOver!.ratings.map((change) => change.playerId)).toEqual([cy.id]);
    await table.room.leave();
  }, 90_000);

  test("a ticket keeps the wait: coming back after a lost queue, the countdown goes on where it was", async () => {
    const dee = await server.guest("Dee");
    const since = Date.now() - 30_000;
    const ticket = waitTicket(SECRET, dee.id, "premium", since);
    const back = await Seeker.join(server.url, { token: dee.token, ruleset: "premium", seats: 3, ticket });
    // She has waited 30 s of her 20: bots fill her table at once.
    await back.until(() => back.matched !== null, "Dee matched at once");
    const table = await seatAt(back.matched!.tableId, dee.token);
    expect(table.table.seats.map((seat) => seat.kind)).toEqual(["human", "bot", "bot"]);
    await table.room.leave();

    // Someone else's ticket (or a forged one) starts a new wait.
    const eve = await server.guest("Eve");
    const stolen = await Seeker.join(server.url, { token: eve.token, ruleset: "premium", seats: 3, ticket });
    await stolen.until(() => stolen.waiting.length > 0, "Eve waits afresh");
    expect(stolen.waiting[0]!.fillsAt).toBeGreaterThan(Date.now() + 10_000);
    await stolen.room.leave();
  });

  test("a person waits in one queue at a time: pressing Play now for another edition ends the first wait", async () => {
    const gus = await server.guest("Gus");
    const first = await Seeker.join(server.url, { token: gus.token, ruleset: "classic", seats: 3, waitSeconds: 60 });
    await first.until(() => first.waiting.length > 0, "Gus waits for the classic edition");
    const second = await Seeker.join(server.url, { token: gus.token, ruleset: "2019", seats: 3, waitSeconds: 60 });
    await second.until(() => second.waiting.length > 0, "Gus waits for the 2019 edition");
    await first.until(() => first.closed !== null, "the classic wait let go");
    expect(first.errors.map((error) => error.code)).toEqual(["waiting-elsewhere"]);
    expect(first.matched).toBeNull();
    // The new wait goes on: it was not let go by its own announcement.
    expect(second.closed).toBeNull();
    expect(second.errors).toEqual([]);
    await second.room.leave();
  });

  test("bad options are refused with a clear reason, and a bot program is sent to the bot API", async () => {
    const fay = await server.guest("Fay");
    await expect(Seeker.join(server.url, { token: fay.token, ruleset: "classic", seats: 6 })).rejects.toThrow(
      "This edition plays at 2 to 4 players.",
    );
    await expect(
      Seeker.join(server.url, { token: fay.token, ruleset: "discard" as "classic", seats: 3 }),
    ).rejects.toThrow(/invalid-message/);
    await expect(Seeker.join(server.url, { token: "nobody", ruleset: "classic" })).rejects.toThrow(/unauthorized/);
  });
});
