import { eventsFor, newMatch, view } from "@loveletter/engine";
import type { PublicTable } from "@loveletter/protocol";
import { afterEach, describe, expect, test } from "vitest";
import { tableListing } from "../src/rooms/listing.js";
import type { Store } from "../src/store/store.js";
import {
  BOT_DELAY_MS,
  closeStores,
  GRACE_MS,
  type Harness,
  openTable,
  player,
  playFirstMove,
} from "./support/table-harness.js";

afterEach(closeStores);
describe("the table core, without sockets", () => {
  test("seats people as they come, starts on the host's word, and sends each only their own hand", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2 });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.join("eve", { id: "eve", name: "Eve", kind: "guest", createdAt: 0 }, { spectate: true });
    expect(h.port.last("ada", "you")).toEqual({ playerId: h.guests[0]!.id, seat: 0, host: true });
    expect(h.port.last("bob", "you")?.seat).toBe(1);
    expect(h.port.last("eve", "you")?.seat).toBeNull();
    expect(h.port.table?.spectators).toBe(1);

    h.table.receive("bob", "start", {});
    expect(h.port.last("bob", "error")?.code).toBe("not-host");
    h.table.receive("ada", "start", {});
    await h.table.settled();
    expect(h.port.table?.phase).toBe("playing");

    // Exactly the engine's view for each seat of the same deal.
    const game = await h.store.game(h.port.table!.gameId);
    const { state } = newMatch({ ruleset: "classic", players: 2, seed: game!.seed, first: game!.first, options: {} });
    const adaView = h.port.last("ada", "view")!;
    expect(adaView.view).toEqual(view(state, 0));
    expect(h.port.last("bob", "view")!.view.hand).toHaveLength(1);
    expect(h.port.last("eve", "view")!.view.hand).toEqual([]);
    for (const [connection, seat] of [
      ["ada", 0],
      ["bob", 1],
      ["eve", "spectator"],
    ] as const)
      for (const view of h.port.all(connection, "view")) expect(eventsFor(view.events, seat)).toEqual(view.events);
  });

  test("refuses what is malformed, out of turn or stale, and changes nothing", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2 });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    const turn = h.port.last("ada", "view")!.turn;
    const awaited = h.port.last("ada", "view")!.view.awaiting!.seat;
    const idle = awaited === 0 ? "bob" : "ada";
    const cases: [unknown, unknown, string][] = [
      ["dance", {}, "invalid-message"],
      [{ toString: 1 }, {}, "invalid-message"],
      ["move", { move: "guard" }, "invalid-message"],
      ["move", { move: { card: "guard" }, extra: 1 }, "invalid-message"],
      ["sit", { seat: 9 }, "invalid-message"],
    ];
    for (const [type, message, code] of cases) {
      h.table.receive("ada", type, message);
      expect(h.port.last("ada", "error")?.code).toBe(code);
    }
    h.table.receive(idle, "move", { move: { card: "guard" } });
    await h.table.settled();
    expect(h.port.last(idle, "error")?.code).toBe("not-your-turn");
    const active = idle === "ada" ? "bob" : "ada";
    h.table.receive(active, "move", { move: h.port.last(active, "view")!.view.legalMoves[0], turn: turn + 3 });
    await h.table.settled();
    expect(h.port.last(active, "error")?.code).toBe("stale-turn");
    expect(await h.store.actions(h.port.table!.gameId)).toEqual([]);
    expect(h.port.last("ada", "view")!.turn).toBe(turn);
  });

  test("a turn timer that runs out plays for the person, and the deadline travels in the view", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2, turnSeconds: 10 });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    const before = h.port.last("ada", "view")!;
    expect(before.deadline).toBe(h.clock.now() + 10_000);
    await h.clock.advance(9_999);
    expect(h.port.last("ada", "view")!.turn).toBe(before.turn);
    await h.clock.advance(1);
    const actions = await h.store.actions(h.port.table!.gameId);
    expect(actions.map((a) => a.action)).toEqual([expect.objectContaining({ type: "move", by: "timer" })]);
    const after = h.port.last("ada", "view")!;
    expect(after.turn).toBe(before.turn + 1);
    // Everyone is told whose move it was and that the timer made it, where its events start.
    const timed = { seat: before.view.awaiting!.seat, by: "timer", at: 0 };
    expect(after.moves).toEqual([timed]);
    expect(h.port.last("bob", "view")!.moves).toEqual([timed]);
    // Someone arriving later hears the round's moves with the round's events.
    h.table.join("eve", { id: "eve", name: "Eve", kind: "guest", createdAt: 0 }, { spectate: true });
    const late = h.port.last("eve", "view")!;
    expect(late.reset).toBe(true);
    expect(late.moves).toEqual([{ ...timed, at: late.events.findIndex((e) => e.type === "played") }]);
    expect(late.moves[0]!.at).toBeGreaterThan(0);
  });

  test("a person gone past the grace period is played by a bot, and gets the seat back on return", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2, turnSeconds: 60 });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    expect(h.table.drop("bob")).toBe(true);
    expect(h.port.table?.seats[1]?.connected).toBe(false);
    await h.clock.advance(GRACE_MS - 1);
    h.table.leave("bob"); // the room's reconnection window closed
    expect(h.port.table?.seats[1]?.botPlaying).toBe(false);
    await h.clock.advance(1);
    expect(h.port.table?.seats[1]?.botPlaying).toBe(true);
    // Whenever it is Bob's turn now, his bot plays after its short pause, not his 60 s timer.
    const botMoved = async () =>
      (await h.store.actions(h.port.table!.gameId)).some(
        ({ action }) => action.type === "move" && action.seat === 1 && action.by === "away",
      );
    for (let i = 0; i < 40 && !(await botMoved()); i++) {
      const seen = h.port.last("ada", "view")!;
      if (h.port.table?.phase === "intermission") h.table.receive("ada", "ready", {});
      else if (seen.view.awaiting?.seat === 0) await playFirstMove(h, "ada");
      else await h.clock.advance(BOT_DELAY_MS);
    }
    expect(await botMoved()).toBe(true);
    // Bob's seat's moves are told as made for him while he was away, not as his own.
    const told = h.port.all("ada", "view").flatMap((v) => v.moves);
    expect(told.filter((m) => m.seat === 1).map((m) => m.by)).toContain("away");
    expect(told.filter((m) => m.seat === 1).every((m) => m.by === "away" || m.by === "player")).toBe(true);
    expect(told.filter((m) => m.seat === 0).every((m) => m.by === "player")).toBe(true);
    h.table.join("bob-again", player(h, 1), { spectate: false });
    expect(h.port.last("bob-again", "you")?.seat).toBe(1);
    expect(h.port.table?.seats[1]).toMatchObject({ botPlaying: false, connected: true });
  });

  test("plays a match with a bot to its end: intermissions, ready, game over, rated for the person (docs/ratings.md)", async () => {
    const h = await openTable(
      { ruleset: "classic", seats: 2, goal: { kind: "tokens", tokens: 2 }, intermissionSeconds: 5 },
      { bots: [{ seat: 1, strength: "random" }], guests: ["Ada"] },
    );
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    let readies = 0;
    for (let step = 0; step < 500 && h.port.table?.phase !== "finished"; step++) {
      const phase = h.port.table?.phase;
      const view = h.port.last("ada", "view")!;
      if (phase === "intermission") {
        h.table.receive("ada", "ready", {});
        readies++;
        await h.table.settled();
      } else if (view.view.awaiting?.seat === 0) await playFirstMove(h, "ada");
      else await h.clock.advance(BOT_DELAY_MS);
    }
    expect(h.port.table?.phase).toBe("finished");
    expect(readies).toBeGreaterThan(0);
    // The table says how many rounds each seat won: as many as the round ends Ada was told of.
    const won = [0, 0];
    for (const v of h.port.all("ada", "view"))
      for (const e of v.events) if (e.type === "round-ended") for (const w of e.winners) won[w]!++;
    expect(won[0]! + won[1]!).toBeGreaterThan(1);
    expect(h.port.table?.roundsWon).toEqual(won);
    // The bot seat's moves were its own bot's.
    const bots = h.port.all("ada", "view").flatMap((v) => v.moves.filter((m) => m.seat === 1));
    expect(bots.length).toBeGreaterThan(0);
    expect(bots.every((m) => m.by === "bot")).toBe(true);
    const over = h.port.last("ada", "game-over")!;
    expect(over.winners.length).toBeGreaterThan(0);
    // The person's rating moved against the bot's fixed one; the bot has none of its own.
    expect(over.ratings.map((r) => r.name)).toEqual(["Ada"]);
    const game = await h.store.game(over.gameId);
    expect(game).toMatchObject({ status: "finished", rated: true });
    expect(await h.store.ratings(["bot-random"], "classic")).toEqual([]);
    // Nobody can join a match that is over: the table leaves the lobby (it was listed while played).
    expect(tableListing(h.port.table!)).toBeNull();
  });

  test("a match every person left ends, stored as abandoned, and its table closes (bots do not play on for nobody)", async () => {
    const h = await openTable(
      { ruleset: "classic", seats: 2, goal: { kind: "tokens", tokens: 7 } },
      { bots: [{ seat: 1, strength: "random" }], guests: ["Ada"] },
    );
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    expect(tableListing(h.port.table!)).toMatchObject({ status: "playing", humans: 1, bots: 1 });
    h.table.leave("ada");
    await h.clock.advance(GRACE_MS);
    expect(h.port.table?.seats[0]?.botPlaying).toBe(true);
    expect(h.port.closed).toBe(false);
    await h.clock.advance(GRACE_MS);
    expect(h.port.closed).toBe(true);
    const table = await h.store.table("table-1");
    expect(table?.status).toBe("abandoned");
    expect(await h.store.game(table!.gameId!)).toMatchObject({ status: "abandoned", rated: false });
    // Not an open table: a restarted server does not bring it back.
    expect((await h.store.openTables()).map((t) => t.id)).not.toContain("table-1");
  });

  test("a match someone still watches plays on after its people left", async () => {
    const h = await openTable(
      { ruleset: "classic", seats: 2, goal: { kind: "tokens", tokens: 7 } },
      { bots: [{ seat: 1, strength: "random" }], guests: ["Ada", "Bob"] },
    );
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    h.table.join("bob-watching", player(h, 1), { spectate: true });
    h.table.leave("ada");
    await h.clock.advance(3 * GRACE_MS);
    expect(h.port.closed).toBe(false);
    // The bots played on (perhaps to the match's end) for the one watching.
    expect(["playing", "finished"]).toContain((await h.store.table("table-1"))?.status);
  });

  test("a game starts and ends with its table's record: a server stopped after any write finds them in agreement", async () => {
    // After each write the table makes, the store as a restarted server would find it: the table
    // plays a game exactly when that game is being played, and no game plays without its table.
    const disagreements: string[] = [];
    const games = new Set<string>();
    const agree = async (store: Store, after: string) => {
      const table = await store.table("table-1");
      for (const id of games) {
        const game = await store.game(id);
        const named = table?.status === "playing" && table.gameId === id;
        if ((game?.status === "playing") !== named)
          disagreements.push(
            `after ${after}: game ${game?.status ?? "missing"}, table ${table?.status} at ${table?.gameId}`,
          );
      }
    };
    const checked = (store: Store): Store => ({
      ...store,
      async saveTable(table) {
        await store.saveTable(table);
        await agree(store, `saveTable(${table.status})`);
      },
      async saveGame(game, ratings) {
        games.add(game.id);
        await store.saveGame(game, ratings);
        await agree(store, `saveGame(${game.status})`);
      },
      async saveGameAndTable(game, table, ratings) {
        games.add(game.id);
        await store.saveGameAndTable(game, table, ratings);
        await agree(store, `saveGameAndTable(${game.status}, ${table.status})`);
      },
    });
    const h = await openTable(
      { ruleset: "classic", seats: 2, goal: { kind: "tokens", tokens: 1 }, turnSeconds: 5 },
      { bots: [{ seat: 1, strength: "random" }], guests: ["Ada"], writes: checked },
    );
    h.table.join("ada", player(h, 0), { spectate: false });
    for (const match of [1, 2]) {
      h.table.receive("ada", "start", {}); // the second time, a rematch
      await h.table.settled();
      expect(h.port.table?.phase, `match ${match}`).toBe("playing");
      for (let i = 0; i < 60 && h.port.table?.phase !== "finished"; i++) await h.clock.advance(5_000);
      expect(h.port.table?.phase, `match ${match}`).toBe("finished");
    }
    expect(games.size).toBe(2);
    expect(disagreements).toEqual([]);
  });

  test("a stopping server deals no new game: its tables stay as they are, to be resumed", async () => {
    let stopping = false;
    const h = await openTable({ ruleset: "classic", seats: 2 }, { stopping: () => stopping });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    stopping = true;
    h.table.receive("ada", "start", {});
    await h.table.settled();
    expect(h.port.table?.phase).toBe("waiting");
    expect(await h.store.gamesOfPlayer(h.guests[0]!.id, { limit: 10 })).toEqual([]);
    expect((await h.store.table("table-1"))?.status).toBe("waiting");
  });

  test("what the table shows is its current public table after every step: moves within a round re-show nothing", async () => {
    for (const settings of [
      { ruleset: "classic", seats: 3, goal: { kind: "tokens", tokens: 2 }, intermissionSeconds: 5 },
      { ruleset: "discard", seats: 3, goal: { kind: "perpetual" }, intermissionSeconds: 5 },
    ]) {
      const h = await openTable(settings, { bots: [{ seat: 1, strength: "random" }], guests: ["Ada", "Cy"] });
      h.table.join("ada", player(h, 0), { spectate: false });
      h.table.join("cy", player(h, 1), { spectate: true });
      h.table.receive("cy", "sit", { seat: 2 });
      h.table.receive("ada", "start", {});
      await h.table.settled();
      let shows = 0;
      let quietMoves = 0;
      const show = h.port.show.bind(h.port);
      h.port.show = (table) => {
        shows++;
        show(table);
      };
      for (let step = 0; step < 400 && h.port.table?.phase !== "finished" && h.port.table!.round < 6; step++) {
        const before = { view: h.port.last("ada", "view")!, table: h.port.table!, shows };
        const awaited = before.view.view.awaiting?.seat;
        if (before.table.phase === "intermission") {
          h.table.receive("ada", "ready", {});
          h.table.receive("cy", "ready", {});
          await h.table.settled();
        } else if (awaited === 0) await playFirstMove(h, "ada");
        else if (awaited === 2) await playFirstMove(h, "cy");
        else await h.clock.advance(BOT_DELAY_MS);
        expect(h.port.table).toEqual(h.table.snapshot());
        const after = h.port.last("ada", "view")!;
        const withinRound =
          before.table.phase === "playing" && after.turn === before.view.turn + 1 && !after.view.roundOver;
        if (withinRound && after.view.round === before.view.view.round) {
          quietMoves++;
          expect(shows).toBe(before.shows);
        }
      }
      expect(h.port.table!.round).toBeGreaterThan(1);
      expect(quietMoves).toBeGreaterThan(3);
    }
  });

  /** Plays until the table finishes: Ada's moves, readies at intermissions, the bots' pauses. */
  async function playToTheEnd(h: Harness): Promise<void> {
    for (let step = 0; step < 500 && h.port.table?.phase !== "finished"; step++) {
      const view = h.port.last("ada", "view")!;
      if (h.port.table?.phase === "intermission") {
        h.table.receive("ada", "ready", {});
        await h.table.settled();
      } else if (view.view.awaiting?.seat === 0) await playFirstMove(h, "ada");
      else await h.clock.advance(BOT_DELAY_MS);
    }
    expect(h.port.table?.phase).toBe("finished");
  }

  test("a rated match a person abandoned past the grace period is their loss, whatever their stand-in bot did (docs/ratings.md)", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2, turnSeconds: 60, goal: { kind: "tokens", tokens: 1 } });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    h.table.drop("bob");
    await h.clock.advance(GRACE_MS - 1);
    h.table.leave("bob"); // the room's reconnection window closed: he never comes back
    await h.clock.advance(1);
    expect(h.port.table?.seats[1]?.botPlaying).toBe(true);
    await playToTheEnd(h);
    const over = h.port.last("ada", "game-over")!;
    const [ada, bob] = [h.guests[0]!.id, h.guests[1]!.id];
    const change = new Map(over.ratings.map((r) => [r.playerId, r.after - r.before]));
    expect([...change.keys()].sort()).toEqual([ada, bob].sort());
    expect(change.get(ada)!).toBeGreaterThan(0);
    expect(change.get(bob)!).toBeLessThan(0);
    expect(await h.store.game(over.gameId)).toMatchObject({ rated: true });
  });

  test("a table of people whose host turned 'rated' off plays unrated games", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2, goal: { kind: "tokens", tokens: 1 }, rated: false });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    const gameId = h.port.table!.gameId;
    expect(await h.store.game(gameId)).toMatchObject({ rated: false });
  });

  test("an intermission ends when its time is up even if nobody says ready", async () => {
    const h = await openTable(
      { ruleset: "classic", seats: 2, intermissionSeconds: 7, turnSeconds: 5 },
      { guests: ["Ada", "Bob"] },
    );
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    // Timers play every move until the round ends.
    for (let i = 0; i < 40 && h.port.table?.phase === "playing"; i++) await h.clock.advance(5_000);
    expect(h.port.table?.phase).toBe("intermission");
    expect(h.port.table?.intermissionEnds).toBe(h.clock.now() + 7_000);
    await h.clock.advance(6_999);
    expect(h.port.table?.phase).toBe("intermission");
    const shown: PublicTable[] = [];
    const show = h.port.show.bind(h.port);
    h.port.show = (table) => {
      shown.push(table);
      show(table);
    };
    await h.clock.advance(1);
    expect(h.port.table?.phase).toBe("playing");
    expect(h.port.table?.round).toBe(2);
    // The next round is shown once, dealt: not first as the last round in play, then again (a
    // broadcast to everyone, a few milliseconds before the one that matters).
    expect(shown.map((table) => [table.phase, table.round])).toEqual([["playing", 2]]);
  });

  test("with no pause between rounds, the next round is dealt at once and the table shown once for it", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2, intermissionSeconds: 0, turnSeconds: 5 });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    const shown: PublicTable[] = [];
    const show = h.port.show.bind(h.port);
    h.port.show = (table) => {
      shown.push(table);
      show(table);
    };
    // Timers play every move until the next round is dealt.
    for (let i = 0; i < 40 && (h.port.table?.round ?? 0) < 2; i++) await h.clock.advance(5_000);
    expect(h.port.table).toMatchObject({ phase: "playing", round: 2, intermissionEnds: 0 });
    // Never an intermission shown for no time: one broadcast to everyone a round, not two.
    expect(shown.map((table) => [table.phase, table.round])).toEqual([["playing", 2]]);
    const lastRound = h.port.all("ada", "view").filter((v) => v.events.some((e) => e.type === "round-ended"));
    expect(lastRound).toHaveLength(1);
  });

  test("a waiting table everyone left closes after the grace period, and is stored as finished", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2 });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.leave("ada");
    expect(h.port.table?.seats[0]?.kind).toBe("empty");
    await h.clock.advance(GRACE_MS - 1);
    expect(h.port.closed).toBe(false);
    await h.clock.advance(1);
    expect(h.port.closed).toBe(true);
    expect((await h.store.table("table-1"))?.status).toBe("closed");
  });

  test("a restored table resumes the same game at the same turn, everyone away until they return", async () => {
    const h = await openTable({ ruleset: "premium", seats: 3 }, { guests: ["Ada", "Bob", "Cy"] });
    for (const i of h.guests.keys()) h.table.join(`c${i}`, player(h, i), { spectate: false });
    h.table.receive("c0", "start", {});
    await h.table.settled();
    for (let i = 0; i < 4; i++) {
      const awaited = h.port.last("c0", "view")!.view.awaiting!.seat;
      await playFirstMove(h, `c${awaited}`);
    }
    // Stopped within a round (a restored table between rounds deals the next one at once).
    expect(h.port.table?.phase).toBe("playing");
    const before = h.port.last("c1", "view")!;
    const later = await h.restore();
    expect(later.port.table?.phase).toBe("playing");
    expect(later.port.table?.seats.map((s) => s.connected)).toEqual([false, false, false]);
    later.table.join("c1-back", player(h, 1), { spectate: false });
    const after = later.port.last("c1-back", "view")!;
    expect(after.turn).toBe(before.turn);
    expect(after.view).toEqual({ ...before.view });
    await later.table.dispose();
  });

  test("a perpetual table: a newcomer's sit queues them by id for the next round, when the seat changes hands", async () => {
    const h = await openTable(
      { ruleset: "classic", seats: 2, goal: { kind: "perpetual" }, intermissionSeconds: 30, turnSeconds: 5 },
      { bots: [{ seat: 1, strength: "random" }], guests: ["Ada", "Newt"] },
    );
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    h.table.join("newt", player(h, 1), { spectate: false });
    expect(h.port.last("newt", "you")?.seat).toBeNull();
    h.table.receive("newt", "sit", { seat: 1 });
    expect(h.port.table?.seats[1]).toMatchObject({ kind: "bot", nextPlayerId: h.guests[1]!.id, next: "Newt" });
    h.table.receive("newt", "sit", { seat: 0 });
    expect(h.port.last("newt", "error")?.code).toBe("seat-taken");
    for (let i = 0; i < 60 && h.port.table?.phase === "playing"; i++) await h.clock.advance(5_000);
    expect(h.port.table?.phase).toBe("intermission");
    h.table.receive("ada", "ready", {});
    await h.table.settled();
    expect(h.port.table?.seats[1]).toMatchObject({ kind: "human", playerId: h.guests[1]!.id, next: "" });
    expect(h.port.last("newt", "you")?.seat).toBe(1);
    expect(h.port.table?.scoreboard.map((row) => row.rounds)).toEqual([1, 1]);
  });

  test("a finished table comes back finished after a restart, and its rematch deals anew", async () => {
    const h = await openTable(
      { ruleset: "classic", seats: 2, goal: { kind: "tokens", tokens: 1 }, turnSeconds: 5 },
      { bots: [{ seat: 1, strength: "random" }], guests: ["Ada"] },
    );
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    for (let i = 0; i < 60 && h.port.table?.phase !== "finished"; i++) await h.clock.advance(5_000);
    expect(h.port.table?.phase).toBe("finished");
    const firstGame = h.port.table!.gameId;
    const later = await h.restore();
    expect(later.port.table).toMatchObject({ phase: "finished", gameId: firstGame });
    later.table.join("ada-back", player(h, 0), { spectate: false });
    later.table.receive("ada-back", "start", {});
    await later.table.settled();
    expect(later.port.table?.phase).toBe("playing");
    expect(later.port.table?.gameId).not.toBe(firstGame);
    expect((await h.store.game(firstGame))?.status).toBe("finished");
    await later.table.dispose();
  });

  test("after a match, a rematch starts when every seated person asks for it, or when the host does", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2, goal: { kind: "tokens", tokens: 1 }, turnSeconds: 5 });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    for (let i = 0; i < 60 && h.port.table?.phase !== "finished"; i++) await h.clock.advance(5_000);
    expect(h.port.table?.phase).toBe("finished");
    const firstGame = h.port.table!.gameId;
    expect(h.port.table?.seats.map((s) => s.ready)).toEqual([false, false]);

    // Bob (not the host) asks: he is marked, and the table waits for Ada.
    h.table.receive("bob", "ready", {});
    await h.table.settled();
    expect(h.port.table?.phase).toBe("finished");
    expect(h.port.table?.seats.map((s) => s.ready)).toEqual([false, true]);
    // Bob can't start it on his own.
    h.table.receive("bob", "start", {});
    await h.table.settled();
    expect(h.port.last("bob", "error")?.code).toBe("not-host");
    // Ada agrees: the rematch is dealt at the same seats.
    h.table.receive("ada", "ready", {});
    await h.table.settled();
    expect(h.port.table?.phase).toBe("playing");
    expect(h.port.table?.gameId).not.toBe(firstGame);

    // The second match: the host's Rematch needs nobody's vote.
    for (let i = 0; i < 60 && h.port.table?.phase !== "finished"; i++) await h.clock.advance(5_000);
    const secondGame = h.port.table!.gameId;
    h.table.receive("ada", "start", {});
    await h.table.settled();
    expect(h.port.table?.phase).toBe("playing");
    expect(h.port.table?.gameId).not.toBe(secondGame);
    await h.table.dispose();
  });

  test("a stored game whose moves no longer replay fails its table, with a clear refusal", async () => {
    const h = await openTable({ ruleset: "classic", seats: 2 });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("bob", player(h, 1), { spectate: false });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    const gameId = h.port.table!.gameId;
    // A move nobody could have made: the log was damaged.
    await h.store.appendAction(gameId, 0, { type: "move", seat: 5, move: { play: "princess" } as never, by: "player" });
    await expect(h.restore()).rejects.toMatchObject({ code: "game-failed" });
    expect((await h.store.table("table-1"))?.status).toBe("failed");
    expect((await h.store.game(gameId))?.status).toBe("failed");
  });
});

describe("a bot program at the table core (docs/bot-api.md)", () => {
  const program = { id: "program-1", name: "TestBot", kind: "bot" as const, createdAt: 0 };

  async function withProgram(settings: Record<string, unknown>): Promise<Harness> {
    const h = await openTable({ ruleset: "classic", seats: 2, botPrograms: true, ...settings });
    h.table.join("ada", player(h, 0), { spectate: false });
    h.table.join("prog", program, { spectate: false });
    h.table.receive("prog", "sit", { seat: 1 });
    await h.table.settled();
    expect(h.port.table?.seats[1]).toMatchObject({ playerId: program.id, program: true });
    return h;
  }

  test("stands up when the host stops inviting programs, and may not sit again", async () => {
    const h = await withProgram({});
    h.table.receive("ada", "settings", { settings: { botPrograms: false } });
    await h.table.settled();
    expect(h.port.last("ada", "error")).toBeUndefined();
    expect(h.port.table?.seats[1]?.kind).toBe("empty");
    expect(h.port.last("prog", "you")?.seat).toBeNull();
    h.table.receive("prog", "sit", { seat: 1 });
    await h.table.settled();
    expect(h.port.last("prog", "error")).toMatchObject({ code: "bots-not-allowed" });
    expect(h.port.table?.seats[1]?.kind).toBe("empty");
  });

  test("is not a person present for a rematch: once the only person leaves, the finished table closes", async () => {
    const h = await withProgram({ goal: { kind: "tokens", tokens: 1 } });
    h.table.receive("ada", "start", {});
    await h.table.settled();
    for (let step = 0; step < 500 && h.port.table?.phase !== "finished"; step++) {
      if (h.port.table?.phase === "intermission") {
        for (const c of ["ada", "prog"]) h.table.receive(c, "ready", {});
        await h.table.settled();
        continue;
      }
      const seat = h.port.last("ada", "view")?.view.awaiting?.seat;
      await playFirstMove(h, seat === 0 ? "ada" : "prog");
    }
    expect(h.port.table?.phase).toBe("finished");
    const gameId = h.port.table!.gameId;
    h.table.leave("ada");
    // The program keeps voting for a rematch, alone: no new match, and the table closes.
    h.table.receive("prog", "ready", {});
    await h.table.settled();
    await h.clock.advance(GRACE_MS);
    h.table.receive("prog", "ready", {});
    await h.table.settled();
    expect(h.port.table?.gameId).toBe(gameId);
    expect(h.port.closed).toBe(true);
  });
});
