import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GameRecord, Occupant } from "@loveletter/protocol";
import { TableSettings } from "@loveletter/protocol";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { displayedRating } from "../src/ratings.js";
import { connect } from "../src/store/database.js";
import { ActionConflict, openStore, type Store, type TableRecord } from "../src/store/index.js";
import { migrate } from "../src/store/migrations.js";
import type { TablesTable } from "../src/store/schema.js";
import { tableRow } from "../src/store/tables.js";
import { type PostgresServer, startPostgres } from "./support/postgres.js";

/** Where each test's fresh, empty store lives, for one database kind. */
interface Backend {
  readonly kind: Store["kind"];
  start(): Promise<void>;
  stop(): Promise<void>;
  freshLocation(): Promise<string>;
}

let sqliteDir = "";
let postgres: PostgresServer | undefined;
let databases = 0;

const backends: Backend[] = [
  {
    kind: "sqlite",
    async start() {
      sqliteDir = await mkdtemp(join(tmpdir(), "loveletter-store-"));
    },
    async stop() {
      await rm(sqliteDir, { recursive: true, force: true });
    },
    // A directory that does not exist yet: openStore creates it.
    freshLocation: async () => join(sqliteDir, `store-${++databases}`, "loveletter.db"),
  },
  {
    kind: "postgres",
    async start() {
      postgres = await startPostgres();
    },
    async stop() {
      await postgres?.stop();
    },
    freshLocation: () => postgres!.createDatabase(`store_${++databases}`),
  },
];

const HOOK_TIMEOUT = 60_000;

const ada: Occupant = { kind: "human", playerId: "ada", name: "Ada" };
const bob: Occupant = { kind: "human", playerId: "bob", name: "Bob" };
const expertBot: Occupant = { kind: "bot", strength: "expert", name: "Expert bot" };

function tableRecord(id: string, changes: Partial<TableRecord> = {}): TableRecord {
  return {
    id,
    code: null,
    hostId: "ada",
    settings: TableSettings.parse({ ruleset: "classic", seats: 3 }),
    seats: [ada, { kind: "empty" }, expertBot],
    status: "waiting",
    gameId: null,
    serverSeed: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...changes,
  };
}

/** A table's row as the tables were before migration 004 (no server seed, nor 013's clocks and pace). */
function tableRowBefore004(table: TableRecord) {
  const { server_seed: _serverSeed, turn_clocks: _clocks, pace: _pace, ...row } = tableRow(table);
  // Typed as a row of today's tables, which have columns these rows were written without.
  return row as TablesTable;
}

function gameRecord(id: string, changes: Partial<GameRecord> = {}): GameRecord {
  return {
    id,
    tableId: `table-of-${id}`,
    ruleset: "classic",
    settings: TableSettings.parse({ ruleset: "classic", seats: 3 }),
    options: { tokensToWin: 5, rules: { variant: "x" } },
    seed: `seed-${id}`,
    first: 1,
    dealVersion: "v0",
    fairDeal: null,
    seats: [ada, bob, expertBot],
    status: "playing",
    winners: [],
    scores: [0, 0, 0],
    rated: true,
    startedAt: 1_700_000_000_000,
    endedAt: null,
    ...changes,
  };
}

const guardMove = (seat: number) =>
  ({ type: "move", seat, move: { seat, play: "guard", target: 1, guess: 2 }, by: "player" }) as const;

describe.each(backends)("the $kind store", (backend) => {
  let location = "";
  let store: Store;

  beforeAll(() => backend.start(), HOOK_TIMEOUT);
  afterAll(() => backend.stop(), HOOK_TIMEOUT);
  beforeEach(async () => {
    location = await backend.freshLocation();
    store = await openStore(location);
  }, HOOK_TIMEOUT);
  afterEach(() => store.close());

  it("says which database it is", () => {
    expect(store.kind).toBe(backend.kind);
  });

  describe("players", () => {
    it("creates guests whose secret token finds them, and no one else", async () => {
      const before = Date.now();
      const { player, token } = await store.createGuest("Ada");
      const other = await store.createGuest("Bob");

      expect(player.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(player.name).toBe("Ada");
      expect(typeof player.createdAt).toBe("number");
      expect(player.createdAt).toBeGreaterThanOrEqual(before);
      expect(other.player.id).not.toBe(player.id);
      expect(other.token).not.toBe(token);

      expect(await store.playerByToken(token)).toEqual(player);
      expect(await store.playerByToken(other.token)).toEqual(other.player);
      expect(await store.playerByToken(`${token}x`)).toBeNull();
      expect(await store.playerByToken("")).toBeNull();
      expect(await store.player(player.id)).toEqual(player);
      expect(await store.player("nobody")).toBeNull();
    });

    it("renames a player, and the token still finds them", async () => {
      const { player, token } = await store.createGuest("Ada");
      const renamed = await store.renamePlayer(player.id, "Ada L.");

      expect(renamed).toEqual({ ...player, name: "Ada L." });
      expect(await store.player(player.id)).toEqual(renamed);
      expect(await store.playerByToken(token)).toEqual(renamed);
      expect(await store.renamePlayer("nobody", "X")).toBeNull();
    });

    it("has the bots as players from the start", async () => {
      expect((await store.player("bot-random"))?.name).toBe("Random bot");
      expect((await store.player("bot-heuristic"))?.name).toBe("Heuristic bot");
      expect((await store.player("bot-expert"))?.name).toBe("Expert bot");
    });
  });

  describe("tables", () => {
    it("saves a table, finds it by id and join code, and replaces it on a second save", async () => {
      const waiting = tableRecord("t1", { code: "KQJX" });
      await store.saveTable(waiting);

      expect(await store.table("t1")).toEqual(waiting);
      expect(await store.tableByCode("KQJX")).toEqual(waiting);
      expect(await store.tableByCode("ZZZZ")).toBeNull();
      expect(await store.table("t2")).toBeNull();

      const playing = tableRecord("t1", {
        code: "KQJX",
        seats: [ada, bob, expertBot],
        status: "playing",
        gameId: "g1",
        updatedAt: waiting.updatedAt + 5_000,
      });
      await store.saveTable(playing);

      expect(await store.table("t1")).toEqual(playing);
      expect(await store.openTables()).toEqual([playing]);
    });

    it("lists the open tables (waiting, playing, finished and not yet closed), not the closed or failed ones", async () => {
      await store.saveTable(tableRecord("waiting", { status: "waiting", createdAt: 1 }));
      await store.saveTable(tableRecord("closed", { status: "closed", createdAt: 2 }));
      await store.saveTable(tableRecord("playing", { status: "playing", createdAt: 3 }));
      await store.saveTable(tableRecord("failed", { status: "failed", createdAt: 4 }));
      await store.saveTable(tableRecord("finished", { status: "finished", createdAt: 5 }));

      expect((await store.openTables()).map((table) => table.id)).toEqual(["waiting", "playing", "finished"]);
    });

    it("counts every table finished before the lifecycle migration as closed, and restores none of them", async () => {
      await store.close();
      const old = await backend.freshLocation();
      const { db } = connect(old);
      await migrate(db, "002-scale-out");
      for (const [id, status] of [
        ["done", "finished"],
        ["waiting", "waiting"],
        ["playing", "playing"],
      ] as const) {
        await db
          .insertInto("tables")
          .values({ ...tableRowBefore004(tableRecord(id, { code: id === "done" ? "ABCD" : null })), status })
          .execute();
      }
      await db.destroy();

      store = await openStore(old);
      expect((await store.table("done"))?.status).toBe("closed");
      expect((await store.openTables()).map((table) => table.id).sort()).toEqual(["playing", "waiting"]);
    });

    it("keeps a sleeping table out of the start-up restore and the claims, finds it when due, and lets one waker take it", async () => {
      await store.saveTable(tableRecord("asleep", { status: "playing", createdAt: 1 }));
      await store.saveTable(tableRecord("awake", { status: "playing", createdAt: 2 }));
      await store.saveTable(tableRecord("later", { status: "playing", createdAt: 3 }));
      expect(await store.sleepTable("asleep", 1_000, null)).toBe(true);
      expect(await store.sleepTable("later", 5_000, null)).toBe(true);

      expect((await store.openTables()).map((table) => table.id)).toEqual(["awake"]);
      expect(await store.claimableTables()).toBe(1);
      expect(await store.sleepingTables()).toBe(2);
      expect(await store.dueTables(999, 10)).toEqual([]);
      expect(await store.dueTables(5_000, 10)).toEqual(["asleep", "later"]);
      expect(await store.dueTables(5_000, 1)).toEqual(["asleep"]);
      // Saving a sleeping table's record (its clocks) leaves it asleep.
      await store.saveTable(tableRecord("asleep", { status: "playing", createdAt: 1, updatedAt: 9 }));
      expect(await store.isAsleep("asleep")).toBe(true);

      const wakers = await Promise.all([store.wakeTable("asleep", null), store.wakeTable("asleep", null)]);
      expect(wakers.filter(Boolean)).toHaveLength(1);
      expect(await store.isAsleep("asleep")).toBe(false);
      expect(await store.dueTables(5_000, 10)).toEqual(["later"]);
      // A closed table does not fall asleep.
      await store.saveTable(tableRecord("gone", { status: "closed", createdAt: 4 }));
      expect(await store.sleepTable("gone", 1_000, null)).toBe(false);
    });

    it("sends a reused join code to the open table, not the closed one", async () => {
      await store.saveTable(tableRecord("old", { code: "ABCD", status: "closed", createdAt: 1 }));
      await store.saveTable(tableRecord("new", { code: "ABCD", status: "waiting", createdAt: 2 }));
      await store.saveTable(tableRecord("newer-but-done", { code: "ABCD", status: "closed", createdAt: 3 }));

      expect((await store.tableByCode("ABCD"))?.id).toBe("new");
    });
  });

  describe("games", () => {
    it("saves a game whole and replaces it on a second save", async () => {
      const started = gameRecord("g1");
      await store.saveGame(started);
      expect(await store.game("g1")).toEqual(started);
      expect(await store.game("g2")).toBeNull();

      const finished = gameRecord("g1", {
        status: "finished",
        winners: [1],
        scores: [2, 5, 1],
        rated: false,
        endedAt: started.startedAt + 60_000,
      });
      await store.saveGame(finished);
      expect(await store.game("g1")).toEqual(finished);
      expect(await store.gamesOfPlayer("ada", { limit: 10 })).toHaveLength(1);
    });

    it("saves a game with its table's record, or neither when the database refuses one of them", async () => {
      const waiting = tableRecord("t1");
      await store.saveTable(waiting);
      const game = gameRecord("g1", { tableId: "t1" });
      const playing = tableRecord("t1", { status: "playing", gameId: "g1", updatedAt: waiting.updatedAt + 1 });

      // A table record the database refuses (its time must be a number): the game is not saved either.
      await expect(store.saveGameAndTable(game, { ...playing, updatedAt: Number.NaN })).rejects.toThrow();
      expect(await store.game("g1")).toBeNull();
      expect(await store.gamesOfPlayer("ada", { limit: 10 })).toEqual([]);
      expect(await store.table("t1")).toEqual(waiting);

      await store.saveGameAndTable(game, playing);
      expect(await store.game("g1")).toEqual(game);
      expect(await store.table("t1")).toEqual(playing);

      // And a game the database refuses leaves the table as it was.
      const finished = { ...game, status: "finished" as const, winners: [0], startedAt: Number.NaN };
      await expect(store.saveGameAndTable(finished, { ...playing, status: "finished" })).rejects.toThrow();
      expect(await store.table("t1")).toEqual(playing);
      expect(await store.game("g1")).toEqual(game);
    });

    it("saves a game with its table only for the process that owns the table (scale-out)", async () => {
      const table = tableRecord("t1");
      expect(await store.saveOwnedTable(table, "process-a")).toBe(true);
      const game = gameRecord("g1", { tableId: "t1" });
      const playing = { ...table, status: "playing" as const, gameId: "g1" };

      expect(await store.saveGameAndOwnedTable(game, playing, "process-b")).toBe(false);
      expect(await store.game("g1")).toBeNull();
      expect(await store.table("t1")).toEqual(table);

      expect(await store.saveGameAndOwnedTable(game, playing, "process-a")).toBe(true);
      expect(await store.game("g1")).toEqual(game);
      expect(await store.table("t1")).toEqual(playing);
      // A new table is saved owned by the process that saves it.
      expect(await store.saveGameAndOwnedTable(gameRecord("g2"), tableRecord("t2"), "process-b")).toBe(true);
      expect(await store.tableOwner("t2")).toBe("process-b");
    });

    it("keeps a commit-reveal game's commitment, server seed and client seeds, and a table's next seed (docs/fair-deal.md)", async () => {
      const fairDeal = {
        commitment: "c".repeat(64),
        serverSeed: "5".repeat(64),
        clientSeeds: ["mine", "seat-1", "bot-2"],
      };
      const game = gameRecord("v1-game", { seed: "", dealVersion: "v1", fairDeal });
      await store.saveGame(game);
      expect(await store.game("v1-game")).toEqual(game);
      // A listing has the version, never the seeds.
      const [listed] = await store.gamesOfPlayer("ada", { limit: 10 });
      expect(listed).toMatchObject({ id: "v1-game", dealVersion: "v1" });
      expect(JSON.stringify(listed)).not.toContain("5".repeat(64));
      const table = tableRecord("t-seed", { serverSeed: "a".repeat(64) });
      await store.saveTable(table);
      expect(await store.table("t-seed")).toEqual(table);
    });

    it("lists a player's games newest first, pages with a cursor, and leaves out seed and options", async () => {
      await store.saveGame(gameRecord("g1", { seats: [ada, expertBot], startedAt: 1_000 }));
      await store.saveGame(gameRecord("g3", { seats: [bob, ada], startedAt: 3_000 }));
      await store.saveGame(gameRecord("g2", { seats: [expertBot, ada, bob], startedAt: 2_000 }));
      await store.saveGame(gameRecord("bots-only", { seats: [expertBot, expertBot], startedAt: 4_000 }));

      const firstPage = await store.gamesOfPlayer("ada", { limit: 2 });
      expect(firstPage.map((game) => game.id)).toEqual(["g3", "g2"]);
      expect(firstPage[0]).not.toHaveProperty("seed");
      expect(firstPage[0]).not.toHaveProperty("options");
      expect(firstPage[0]).not.toHaveProperty("fairDeal");
      const {
        seed: _seed,
        options: _options,
        fairDeal: _fairDeal,
        ...summary
      } = gameRecord("g3", { seats: [bob, ada], startedAt: 3_000 });
      expect(firstPage[0]).toEqual(summary);

      const secondPage = await store.gamesOfPlayer("ada", { limit: 2, before: firstPage[1].startedAt });
      expect(secondPage.map((game) => game.id)).toEqual(["g1"]);
      expect((await store.gamesOfPlayer("bob", { limit: 10 })).map((game) => game.id)).toEqual(["g3", "g2"]);
      expect(await store.gamesOfPlayer("carol", { limit: 10 })).toEqual([]);
    });

    it("keeps a game in the history of someone who left it", async () => {
      await store.saveGame(gameRecord("g1", { seats: [ada, bob] }));
      await store.saveGame(gameRecord("g1", { seats: [ada, expertBot] }));

      expect((await store.gamesOfPlayer("bob", { limit: 10 })).map((game) => game.id)).toEqual(["g1"]);
    });
  });

  describe("actions", () => {
    beforeEach(() => store.saveGame(gameRecord("g1", { tableId: "t1" })));

    it("returns a game's actions in the order they were appended", async () => {
      const before = Date.now();
      const log = [guardMove(0), { type: "next-round" } as const, { type: "seat", seat: 1, occupant: bob } as const];
      for (const [seq, action] of log.entries()) await store.appendAction("g1", seq, action);
      await store.appendAction("other-game", 0, { type: "restart" });

      const stored = await store.actions("g1");
      expect(stored.map(({ seq, action }) => ({ seq, action }))).toEqual(log.map((action, seq) => ({ seq, action })));
      for (const { at } of stored) {
        expect(typeof at).toBe("number");
        expect(at).toBeGreaterThanOrEqual(before);
      }
      expect(await store.actions("no-game")).toEqual([]);
    });

    it("refuses a sequence number already taken with ActionConflict, and keeps the first action", async () => {
      await store.appendAction("g1", 0, guardMove(0));

      const refusal = store.appendAction("g1", 0, guardMove(2));
      await expect(refusal).rejects.toBeInstanceOf(ActionConflict);
      await expect(refusal).rejects.toMatchObject({ tableId: "t1", seq: 0 });
      expect((await store.actions("g1")).map((stored) => stored.action)).toEqual([guardMove(0)]);
    });

    it("refuses a sequence number that leaves a gap, and stores nothing", async () => {
      await expect(store.appendAction("g1", 1, guardMove(0))).rejects.toBeInstanceOf(ActionConflict);
      await store.appendAction("g1", 0, guardMove(0));
      await expect(store.appendAction("g1", 2, guardMove(1))).rejects.toMatchObject({ name: "ActionConflict", seq: 2 });

      expect((await store.actions("g1")).map((stored) => stored.seq)).toEqual([0]);
      await store.appendAction("g1", 1, guardMove(1));
      expect((await store.actions("g1")).map((stored) => stored.seq)).toEqual([0, 1]);
    });

    it("stores appends made at once for several games, refusing only the ones that conflict", async () => {
      await store.saveGame(gameRecord("g2", { tableId: "t2" }));
      await store.saveGame(gameRecord("g3", { tableId: "t3" }));
      await store.appendAction("g1", 0, guardMove(0));
      const results = await Promise.allSettled([
        store.appendAction("g1", 1, guardMove(1)),
        store.appendAction("g1", 1, guardMove(2)),
        store.appendAction("g2", 0, guardMove(0)),
        store.appendAction("g3", 1, guardMove(0)),
      ]);

      expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "rejected"]);
      expect(results[1]).toMatchObject({ reason: { name: "ActionConflict", tableId: "t1", seq: 1 } });
      expect(results[3]).toMatchObject({ reason: { name: "ActionConflict", tableId: "t3", seq: 1 } });
      expect((await store.actions("g1")).map((stored) => stored.action)).toEqual([guardMove(0), guardMove(1)]);
      expect((await store.actions("g2")).map((stored) => stored.seq)).toEqual([0]);
      expect(await store.actions("g3")).toEqual([]);
    });

    it("judges appends of one game made at once in their order, as if made one after another", async () => {
      await store.appendAction("g1", 0, guardMove(0));
      const results = await Promise.allSettled([
        store.appendAction("g1", 1, guardMove(1)),
        store.appendAction("g1", 2, guardMove(2)),
        store.appendAction("g1", 4, guardMove(0)),
        store.appendAction("g1", 3, guardMove(1)),
        store.appendAction("g1", 2, guardMove(0)),
      ]);

      expect(results.map((result) => result.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "rejected",
        "fulfilled",
        "rejected",
      ]);
      expect(results[2]).toMatchObject({ reason: { name: "ActionConflict", seq: 4 } });
      expect(results[4]).toMatchObject({ reason: { name: "ActionConflict", seq: 2 } });
      expect((await store.actions("g1")).map((stored) => stored.action)).toEqual([
        guardMove(0),
        guardMove(1),
        guardMove(2),
        guardMove(1),
      ]);
    });

    // On SQLite a second store is refused the action log altogether (action-journal.test.ts).
    it.runIf(backend.kind === "postgres")(
      "lets only one of two stores on the same database write a sequence number",
      async () => {
        const second = await openStore(location);
        try {
          await store.appendAction("g1", 0, guardMove(0));
          const results = await Promise.allSettled([
            store.appendAction("g1", 1, guardMove(1)),
            second.appendAction("g1", 1, guardMove(2)),
          ]);

          expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
          const [refused] = results.filter((result) => result.status === "rejected");
          expect(refused.reason).toBeInstanceOf(ActionConflict);
          expect(await store.actions("g1")).toHaveLength(2);
        } finally {
          await second.close();
        }
      },
    );
  });

  describe("ratings", () => {
    it("saves rating changes, counting games and wins", async () => {
      const { player } = await store.createGuest("Ada");
      await store.saveRatings({
        updates: [
          { playerId: player.id, ruleset: "classic", mu: 27, sigma: 8, won: true },
          { playerId: "bot-heuristic", ruleset: "classic", mu: 23, sigma: 8, won: false },
        ],
        at: Date.now(),
      });
      await store.saveRatings({
        updates: [
          { playerId: player.id, ruleset: "classic", mu: 28, sigma: 7, won: true },
          { playerId: "bot-heuristic", ruleset: "classic", mu: 22, sigma: 7, won: false },
        ],
        at: Date.now(),
      });
      await store.saveRatings({
        updates: [{ playerId: player.id, ruleset: "2019", mu: 20, sigma: 8, won: false }],
        at: Date.now(),
      });

      const [ada] = await store.ratings([player.id], "classic");
      expect(ada).toMatchObject({ playerId: player.id, ruleset: "classic", mu: 28, sigma: 7, games: 2, wins: 2 });
      expect(ada.rating).toBe(displayedRating(28, 7));
      expect(typeof ada.updatedAt).toBe("number");
      const [bot] = await store.ratings(["bot-heuristic"], "classic");
      expect(bot).toMatchObject({ games: 2, wins: 0, mu: 22, sigma: 7 });

      expect(await store.ratings([player.id, "bot-heuristic", "nobody"], "premium")).toEqual([]);
      expect(await store.ratings([], "classic")).toEqual([]);
      expect((await store.playerRatings(player.id)).map((record) => [record.ruleset, record.games])).toEqual([
        ["2019", 1],
        ["classic", 2],
      ]);
    });

    it("ranks a ruleset's leaderboard by displayed rating, with names: people only, never a bot", async () => {
      const { player: ada } = await store.createGuest("Ada");
      const { player: bob } = await store.createGuest("Bob");
      await store.saveRatings({
        updates: [
          { playerId: ada.id, ruleset: "classic", mu: 30, sigma: 3, won: true },
          { playerId: bob.id, ruleset: "classic", mu: 20, sigma: 3, won: false },
          { playerId: "bot-expert", ruleset: "classic", mu: 32, sigma: 2, won: false },
          { playerId: "bot-random", ruleset: "2019", mu: 40, sigma: 1, won: true },
        ],
        at: Date.now(),
      });

      const board = await store.leaderboard("classic", { limit: 10 });
      expect(board.map((row) => [row.name, row.playerId, row.kind, row.provisional])).toEqual([
        ["Ada", ada.id, "guest", true],
        ["Bob", bob.id, "guest", true],
      ]);
      expect(board[0].rating).toBeGreaterThan(board[1].rating);
      expect((await store.leaderboard("classic", { limit: 1 })).map((row) => row.name)).toEqual(["Ada"]);
      expect(await store.leaderboard("classic", { limit: 10, minGames: 2 })).toEqual([]);
      expect(await store.leaderboard("2019", { limit: 10 })).toEqual([]);
      expect(await store.leaderboard("premium", { limit: 10 })).toEqual([]);
    });

    it("keeps each rated game's season ratings and history point with its rating change", async () => {
      const { player: ada } = await store.createGuest("Ada");
      const { player: bob } = await store.createGuest("Bob");
      const november = Date.UTC(2026, 10, 20);
      const december = Date.UTC(2026, 11, 2);
      const game = (gameId: string, season: string) => ({
        gameId,
        season,
        seasonUpdates: [
          { playerId: ada.id, ruleset: "classic", mu: 27, sigma: 7, won: true },
          { playerId: bob.id, ruleset: "classic", mu: 23, sigma: 7, won: false },
        ],
      });
      const updates = [
        { playerId: ada.id, ruleset: "classic", mu: 27, sigma: 7, won: true },
        { playerId: bob.id, ruleset: "classic", mu: 23, sigma: 7, won: false },
      ];
      await store.saveRatings({ updates, at: november, game: game("g1", "2026-11") });
      await store.saveRatings({ updates, at: december, game: game("g2", "2026-12") });
      expect(await store.seasons("classic")).toEqual(["2026-12", "2026-11"]);
      const novemberBoard = await store.leaderboard("classic", { limit: 10, season: "2026-11" });
      expect(novemberBoard.map((row) => [row.name, row.games])).toEqual([
        ["Ada", 1],
        ["Bob", 1],
      ]);
      expect((await store.leaderboard("classic", { limit: 10 })).map((row) => row.games)).toEqual([2, 2]);
      expect((await store.ratingHistory(ada.id)).map((point) => [point.gameId, point.at])).toEqual([
        ["g1", november],
        ["g2", december],
      ]);
      expect(await store.seasonRatings("2026-12", [bob.id], "classic")).toMatchObject([{ games: 1, wins: 0 }]);
      // A second game in the same season counts on from the season's row, as the all-time one does.
      await store.saveRatings({ updates, at: december + 1, game: game("g3", "2026-12") });
      expect(await store.seasonRatings("2026-12", [ada.id, bob.id], "classic")).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ playerId: ada.id, games: 2, wins: 2, mu: 27, updatedAt: december + 1 }),
          expect.objectContaining({ playerId: bob.id, games: 2, wins: 0, mu: 23 }),
        ]),
      );
      expect(await store.seasonRatings("2026-11", [ada.id], "classic")).toMatchObject([{ games: 1, wins: 1 }]);
      expect(await store.ratings([ada.id], "classic")).toMatchObject([{ games: 3, wins: 3 }]);
    });
  });

  it("adds up discard wins and ranks them", async () => {
    const { player: ada } = await store.createGuest("Ada");
    const { player: bob } = await store.createGuest("Bob");
    await store.addDiscardWins(ada.id, 1, 3);
    await store.addDiscardWins(bob.id, 2, 2);
    await store.addDiscardWins(ada.id, 2, 4);

    expect(await store.discardLeaderboard({ limit: 10 })).toEqual([
      { playerId: ada.id, name: "Ada", wins: 3, rounds: 7 },
      { playerId: bob.id, name: "Bob", wins: 2, rounds: 2 },
    ]);
    expect(await store.discardLeaderboard({ limit: 1 })).toHaveLength(1);
  });

  it("keeps everything when the same database is opened again", async () => {
    const { player, token } = await store.createGuest("Ada");
    // A public table: a game at play at a private one is left out of its players' histories.
    const table = tableRecord("t1", { status: "playing", gameId: "g1" });
    const game = gameRecord("g1", { tableId: "t1", seats: [{ kind: "human", playerId: player.id, name: "Ada" }, bob] });
    await store.saveTable(table);
    await store.saveGame(game);
    await store.appendAction("g1", 0, guardMove(0));
    await store.saveRatings({
      updates: [{ playerId: player.id, ruleset: "classic", mu: 26, sigma: 8, won: true }],
      at: Date.now(),
    });
    await store.addDiscardWins(player.id, 1, 1);
    await store.close();

    // Migrating an up-to-date database must change nothing (and not seed the bots twice).
    store = await openStore(location);
    expect(await store.playerByToken(token)).toEqual(player);
    expect(await store.table("t1")).toEqual(table);
    expect(await store.openTables()).toEqual([table]);
    expect(await store.game("g1")).toEqual(game);
    expect((await store.gamesOfPlayer(player.id, { limit: 5 })).map((summary) => summary.id)).toEqual(["g1"]);
    expect((await store.actions("g1")).map((stored) => stored.action)).toEqual([guardMove(0)]);
    expect((await store.leaderboard("classic", { limit: 5 })).map((row) => row.name)).toEqual(["Ada"]);
    expect(await store.discardLeaderboard({ limit: 5 })).toEqual([
      { playerId: player.id, name: "Ada", wins: 1, rounds: 1 },
    ]);
    expect((await store.player("bot-expert"))?.name).toBe("Expert bot");
  });
});
