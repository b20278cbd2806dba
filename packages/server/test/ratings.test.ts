import { botRating } from "@loveletter/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { displayedRating, gameRating, ratedPlaces, rateMatch } from "../src/ratings.js";
import { openStore, type Store } from "../src/store/index.js";
import { person, ratedGame } from "./support/rated-game.js";

let store: Store;

beforeEach(async () => {
  store = await openStore(":memory:");
});
afterEach(() => store.close());

/** New guests' ids. */
async function guests(...names: string[]): Promise<string[]> {
  return Promise.all(names.map(async (name) => (await store.createGuest(name)).player.id));
}

describe("rateMatch", () => {
  it("shows a new player 1500", () => {
    expect(displayedRating(25, 25 / 3)).toBe(1500);
  });

  it("raises the winner and lowers the loser of a first match, and saves both", async () => {
    const [ada, bob] = await guests("Ada", "Bob");
    const [winner, loser] = await rateMatch(store, "classic", [
      { playerId: ada, place: 1 },
      { playerId: bob, place: 2 },
    ]);

    expect(winner).toMatchObject({ playerId: ada, ruleset: "classic", games: 1, wins: 1 });
    expect(loser).toMatchObject({ playerId: bob, ruleset: "classic", games: 1, wins: 0 });
    expect(winner.mu).toBeGreaterThan(25);
    expect(loser.mu).toBeLessThan(25);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(loser.rating).toBeLessThan(1500);
    expect(winner.rating).toBe(displayedRating(winner.mu, winner.sigma));
    expect(await store.ratings([ada, bob], "classic")).toEqual(expect.arrayContaining([winner, loser]));
    expect(await store.ratings([ada, bob], "2019")).toEqual([]);
  });

  it("treats new players alike whatever their order", async () => {
    const [ada, bob, carol, dan] = await guests("Ada", "Bob", "Carol", "Dan");
    const first = await rateMatch(store, "classic", [
      { playerId: ada, place: 1 },
      { playerId: bob, place: 2 },
    ]);
    const second = await rateMatch(store, "classic", [
      { playerId: dan, place: 2 },
      { playerId: carol, place: 1 },
    ]);

    expect(second[1].mu).toBeCloseTo(first[0].mu, 10);
    expect(second[1].sigma).toBeCloseTo(first[0].sigma, 10);
    expect(second[0].mu).toBeCloseTo(first[1].mu, 10);
  });

  it("moves tied players alike, and counts a shared first place as a win", async () => {
    const [ada, bob, carol] = await guests("Ada", "Bob", "Carol");
    const [a, b, c] = await rateMatch(store, "premium", [
      { playerId: ada, place: 1 },
      { playerId: bob, place: 1 },
      { playerId: carol, place: 3 },
    ]);

    expect(a.mu).toBeCloseTo(b.mu, 10);
    expect(a.sigma).toBeCloseTo(b.sigma, 10);
    expect(a.mu).toBeGreaterThan(c.mu);
    expect([a.wins, b.wins, c.wins]).toEqual([1, 1, 0]);

    const [d, e] = await rateMatch(store, "2019", [
      { playerId: ada, place: 1 },
      { playerId: bob, place: 1 },
    ]);
    expect(d.mu).toBeCloseTo(25, 10);
    expect(e.mu).toBeCloseTo(25, 10);
  });

  it("orders a multiplayer match's changes by place; the leaderboard lists people only", async () => {
    const [ada, bob, carol] = await guests("Ada", "Bob", "Carol");
    const records = await rateMatch(store, "classic", [
      { playerId: carol, place: 3 },
      { playerId: "bot-expert", place: 1 },
      { playerId: bob, place: 4 },
      { playerId: ada, place: 2 },
    ]);

    expect(records.map((record) => record.playerId)).toEqual([carol, "bot-expert", bob, ada]);
    const mus = [records[1], records[3], records[0], records[2]].map((record) => record.mu);
    expect(mus).toEqual([...mus].sort((x, y) => y - x));
    expect(new Set(mus).size).toBe(4);
    const board = await store.leaderboard("classic", { limit: 10 });
    expect(board.map((row) => row.name)).toEqual(["Ada", "Carol", "Bob"]);
  });

  it("starts from the stored rating: beating a newcomer gains a proven winner less than a newcomer", async () => {
    const [champion, victim, newcomer, other] = await guests("Champion", "Victim", "Newcomer", "Other");
    for (let match = 0; match < 5; match += 1) {
      await rateMatch(store, "classic", [
        { playerId: champion, place: 1 },
        { playerId: victim, place: 2 },
      ]);
    }
    const [before] = await store.ratings([champion], "classic");
    const [championAfter] = await rateMatch(store, "classic", [
      { playerId: champion, place: 1 },
      { playerId: other, place: 2 },
    ]);
    const [newcomerAfter] = await rateMatch(store, "classic", [
      { playerId: newcomer, place: 1 },
      { playerId: (await guests("Fresh"))[0], place: 2 },
    ]);

    expect(before).toMatchObject({ games: 5, wins: 5 });
    expect(championAfter).toMatchObject({ games: 6, wins: 6 });
    expect(championAfter.mu - before.mu).toBeGreaterThan(0);
    expect(championAfter.mu - before.mu).toBeLessThan(newcomerAfter.mu - 25);
  });

  it("refuses a player listed twice, and rates nothing with fewer than two players", async () => {
    const [ada] = await guests("Ada");
    await expect(
      rateMatch(store, "classic", [
        { playerId: ada, place: 1 },
        { playerId: ada, place: 2 },
      ]),
    ).rejects.toThrow(/once/);
    expect(await rateMatch(store, "classic", [{ playerId: ada, place: 1 }])).toEqual([]);
    expect(await store.playerRatings(ada)).toEqual([]);
  });
});

describe("the ladder of people (docs/ratings.md)", () => {
  const game = ratedGame;

  it("a person who left and never came back takes the last place, whatever the bot made of the seat", () => {
    // Seat 0 won, but a bot played it to the end: its person abandoned the match.
    const record = game([person("ada"), person("bob"), person("cy")], [0], [4, 2, 1]);
    expect(ratedPlaces(record).map((p) => [p.playerId, p.place])).toEqual([
      ["ada", 1],
      ["bob", 2],
      ["cy", 3],
    ]);
    expect(ratedPlaces(record, [0]).map((p) => [p.playerId, p.place])).toEqual([
      ["ada", 4],
      ["bob", 2],
      ["cy", 3],
    ]);
  });

  it("counts a built-in bot at its fixed rating, and never a bot program", () => {
    const record = game(
      [
        person("ada"),
        { kind: "bot", strength: "expert", name: "Expert bot 2" },
        person("bob"),
        { kind: "human", playerId: "prog", name: "Prog", program: true },
      ],
      [1],
      [0, 4, 2, 3],
    );
    const places = ratedPlaces(record);
    expect(places.map((p) => p.playerId)).toEqual(["bot-expert", "bob", "ada"]);
    expect(places[0]!.bot).toEqual(botRating("classic", "expert"));
  });

  it("a rated game moves the all-time rating, its month's season rating and the players' histories", async () => {
    const [ada, bob] = await guests("Ada", "Bob");
    const november = game([person(ada!, "Ada"), person(bob!, "Bob")], [0], [4, 1], Date.UTC(2026, 10, 5));
    const december = game([person(ada!, "Ada"), person(bob!, "Bob")], [1], [2, 4], Date.UTC(2026, 11, 5));
    const { changes, ratings } = await gameRating(store, november);
    expect(await store.playerRatings(ada!)).toEqual([]); // worked out, not saved
    await store.saveGame(november, ratings);
    expect(changes.map((c) => [c.name, c.before < c.after])).toEqual([
      ["Ada", true],
      ["Bob", false],
    ]);
    expect((await store.playerRatings(ada!))[0]!.rating).toBe(changes[0]!.after);
    await store.saveGame(december, (await gameRating(store, december)).ratings);
    expect(await store.seasons("classic")).toEqual(["2026-12", "2026-11"]);
    // December's season starts afresh: Bob won its only game.
    const decemberBoard = await store.leaderboard("classic", { limit: 10, season: "2026-12" });
    expect(decemberBoard.map((row) => row.name)).toEqual(["Bob", "Ada"]);
    const history = await store.ratingHistory(bob!);
    expect(history.map((point) => point.gameId)).toEqual([november.id, december.id]);
    expect(history[1]!.rating).toBeGreaterThan(history[0]!.rating);
  });

  it("saves a finished game with its ratings or neither: a game never ends unrated", async () => {
    const [ada, bob] = await guests("Ada", "Bob");
    const finished = game([person(ada!, "Ada"), person(bob!, "Bob")], [0], [4, 1]);
    await store.saveGame({ ...finished, status: "playing", winners: [], endedAt: null });
    const { ratings } = await gameRating(store, finished);
    // A rating change the database refuses (mu must be a number) fails the whole save.
    const refused = { ...ratings, updates: ratings.updates.map((update) => ({ ...update, mu: Number.NaN })) };
    await expect(store.saveGame(finished, refused)).rejects.toThrow();
    expect((await store.game(finished.id))?.status).toBe("playing");
    expect(await store.playerRatings(ada!)).toEqual([]);
    expect(await store.ratingHistory(ada!)).toEqual([]);

    await store.saveGame(finished, ratings);
    expect((await store.game(finished.id))?.status).toBe("finished");
    expect((await store.playerRatings(ada!)).map((r) => r.games)).toEqual([1]);
    expect((await store.ratingHistory(ada!)).map((point) => point.gameId)).toEqual([finished.id]);
  });
});
