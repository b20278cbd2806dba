import { BOT_RATINGS, botRating, type GameRecord, type Occupant, ratedSeats } from "@loveletter/protocol";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { botCeiling, gameRating, NEW_PLAYER_RATING, ratedPlaces } from "../src/ratings.js";
import { openStore, type Store } from "../src/store/index.js";
import { person, ratedGame } from "./support/rated-game.js";

// Games with built-in bots are rated for the people in them, against the bots' fixed ratings
// (docs/ratings.md, "Bots" and "Farming").

let store: Store;

beforeEach(async () => {
  store = await openStore(":memory:");
});
afterEach(() => store.close());

const bot = (strength: "random" | "heuristic" | "expert", seat = 1): Occupant => ({
  kind: "bot",
  strength,
  name: `Bot ${seat}`,
});

let games = 0;
/** Plays and saves one finished classic game of `seats` that seat `winner` won, as a table would. */
async function play(seats: Occupant[], winner: number) {
  const at = Date.UTC(2026, 10, 5) + ++games * 60_000;
  const scores = seats.map((_, seat) => (seat === winner ? 4 : 1));
  const game = { ...ratedGame(seats, [winner], scores, at), id: `game-${games}` };
  const { changes, ratings } = await gameRating(store, game);
  await store.saveGame(game, ratings);
  return changes;
}

describe("games against bots", () => {
  it("a person's rating moves against a bot's fixed rating, and the bot's never does", async () => {
    const ada = (await store.createGuest("Ada")).player.id;
    const [beat] = await play([person(ada, "Ada"), bot("heuristic")], 0);
    expect(beat).toMatchObject({ playerId: ada, before: 1500 });
    expect(beat!.after).toBeGreaterThan(1500);
    const [lost] = await play([person(ada, "Ada"), bot("heuristic")], 1);
    expect(lost!.after).toBeLessThan(beat!.after);

    // Only the person has a rating: the bot keeps its measured one.
    expect(await store.ratings(["bot-heuristic"], "classic")).toEqual([]);
    const [record] = await store.playerRatings(ada);
    expect(record).toMatchObject({ games: 2, wins: 1, botGames: 2, botWins: 1 });
    expect(await store.ratingHistory(ada)).toHaveLength(2);
  });

  it("beating a stronger bot gains more than beating a weaker one", async () => {
    const [ada, bob] = await Promise.all(["Ada", "Bob"].map(async (n) => (await store.createGuest(n)).player.id));
    const [weak] = await play([person(ada!), bot("random")], 0);
    const [strong] = await play([person(bob!), bot("expert")], 0);
    expect(strong!.after).toBeGreaterThan(weak!.after);
  });

  it("counts games among people apart from games with bots", async () => {
    const [ada, bob] = await Promise.all(["Ada", "Bob"].map(async (n) => (await store.createGuest(n)).player.id));
    await play([person(ada!), person(bob!)], 0);
    await play([person(ada!), person(bob!), bot("random", 2)], 0);
    const [record] = await store.playerRatings(ada!);
    expect(record).toMatchObject({ games: 2, wins: 2, botGames: 1, botWins: 1 });
  });

  it("the leaderboard still lists people only", async () => {
    const ada = (await store.createGuest("Ada")).player.id;
    for (let i = 0; i < 3; i++) await play([person(ada, "Ada"), bot("expert"), bot("heuristic", 2)], 1);
    const board = await store.leaderboard("classic", { limit: 10 });
    expect(board.map((row) => row.name)).toEqual(["Ada"]);
  });

  it("a bot program or a ruleset without measured bots leaves the game unrated", () => {
    const program: Occupant = { kind: "human", playerId: "p", name: "Prog", program: true };
    expect(ratedSeats("classic", [person("ada"), bot("expert")])).toBe(true);
    expect(ratedSeats("classic", [person("ada"), program])).toBe(false);
    expect(ratedSeats("classic", [bot("expert"), bot("random")])).toBe(false);
    expect(ratedSeats("custom", [person("ada"), bot("expert")])).toBe(false);
    expect(ratedPlaces(ratedGame([person("ada"), program], [1], [0, 4])).map((p) => p.playerId)).toEqual(["ada"]);
  });
});

describe("farming bots (docs/ratings.md, 'Farming')", () => {
  const steps = [
    ["random", "heuristic"],
    ["heuristic", "expert"],
  ] as const;

  for (const ruleset of Object.keys(BOT_RATINGS) as GameRecord["ruleset"][])
    for (const [farmed, above] of steps)
      it(`${ruleset}: a person who beats only the ${farmed} bot 1,000 times stays below the ${above} bot`, async () => {
        const farmer = (await store.createGuest("Farmer")).player.id;
        let rating = 1500;
        const gains: number[] = [];
        for (let i = 0; i < 1000; i++) {
          const at = Date.UTC(2026, 10, 5) + i * 60_000;
          const game = {
            ...ratedGame([person(farmer), bot(farmed)], [0], [4, 1], at),
            ruleset,
            id: `farm-${i}`,
          };
          const { changes, ratings } = await gameRating(store, game);
          gains.push(changes[0]!.after - rating);
          rating = changes[0]!.after;
          await store.saveRatings(ratings);
        }
        const [record] = await store.playerRatings(farmer);
        expect(record).toMatchObject({ games: 1000, wins: 1000, botGames: 1000 });
        expect(record!.rating).toBeLessThan(botRating(ruleset, above)!.rating);
        // At most the ceiling, or where a new player starts when that is higher (premium's beginner
        // bot is below 1500: wins over it alone give a newcomer nothing).
        const ceiling = Math.max(NEW_PLAYER_RATING, botCeiling(ruleset, [botRating(ruleset, farmed)!]));
        expect(record!.rating).toBeLessThanOrEqual(ceiling);
        // Each win is worth no more than the one before it, down to nothing at the ceiling.
        expect(gains.slice(-100).every((gain) => gain === 0)).toBe(true);
        for (let i = 1; i < gains.length; i++) expect(gains[i]!).toBeLessThanOrEqual(gains[i - 1]!);
      });
});
