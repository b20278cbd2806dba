import { TableSettings } from "@loveletter/protocol";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gameRating } from "../src/ratings.js";
import { openStore, type Store } from "../src/store/index.js";
import { person, ratedGame } from "./support/rated-game.js";
import { startTestServer, type TestServer } from "./support/server.js";

// Turn-based games have their own rating (docs/ratings.md, "Pools"): a turn-based match moves the
// ruleset's turn-based pool and leaves the live one as it was; the leaderboard shows each apart.

let store: Store;
beforeEach(async () => {
  store = await openStore(":memory:");
});
afterEach(() => store.close());

const turnBased = (game: ReturnType<typeof ratedGame>) => ({
  ...game,
  id: `${game.id}-tb`,
  settings: TableSettings.parse({ ruleset: "classic", seats: 2, pace: { kind: "turn-based", moveHours: 24 } }),
});

describe("the turn-based rating pool", () => {
  it("a turn-based match counts in classic/turn-based, a live one in classic, each apart", async () => {
    const ada = (await store.createGuest("Ada")).player.id;
    const bob = (await store.createGuest("Bob")).player.id;
    const seats = [person(ada, "Ada"), person(bob, "Bob")];
    const live = ratedGame(seats, [0], [4, 1]);
    await store.saveGame(live, (await gameRating(store, live)).ratings);
    // Bob wins the turn-based one: his turn-based rating is a new player's moved up, not his live one.
    const slow = turnBased(ratedGame(seats, [1], [1, 4], Date.UTC(2026, 10, 6)));
    const { changes, ratings } = await gameRating(store, slow);
    expect(ratings.updates.map((u) => u.ruleset)).toEqual(["classic/turn-based", "classic/turn-based"]);
    expect(changes.find((c) => c.name === "Bob")!.before).toBe(1500);
    await store.saveGame(slow, ratings);
    const bobs = await store.playerRatings(bob);
    expect(bobs.map((r) => [r.ruleset, r.games, r.wins]).sort()).toEqual([
      ["classic", 1, 0],
      ["classic/turn-based", 1, 1],
    ]);
    expect(await store.seasons("classic/turn-based")).toEqual(["2026-11"]);
  });
});

describe("the leaderboard by pace", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it("answers the turn-based pool with ?pace=turn-based, and refuses another pace", async () => {
    const board = await fetch(`${t.url}/api/leaderboard/classic?pace=turn-based`);
    expect(board.status).toBe(200);
    expect(await board.json()).toMatchObject({ ruleset: "classic", pace: "turn-based", ratings: [], discardWins: [] });
    expect(await (await fetch(`${t.url}/api/leaderboard/classic`)).json()).toMatchObject({ pace: "live" });
    const refused = await fetch(`${t.url}/api/leaderboard/classic?pace=slow`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "'pace' is live (the default) or turn-based.",
    );
  });
});
