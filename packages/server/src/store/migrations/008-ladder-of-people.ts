import { type Kysely, sql } from "kysely";
import { ordinal, rate, rating } from "openskill";

/**
 * The ladder of people (docs/ratings.md) for the games played before it: a finished game that had
 * a bot (a built-in one, or a bot program) at the table is unrated, and every rating, season
 * rating and rating-history point is computed again, in the order the games ended, from the rated
 * games among people only. Until now bot games were rated, so "Heuristic bot" topped the
 * leaderboard and people's ratings counted games against bots. (Who abandoned an old game is not
 * recorded: those games count as played.)
 *
 * Self-contained on purpose: a migration must do the same thing whatever the code becomes, so it
 * uses openskill and the displayed-rating formula of today directly.
 */

type Seat = { kind: string; playerId?: string; program?: boolean };

interface Standing {
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  updatedAt: number;
}

/** 1500 + 30 × openskill's ordinal, as ratings.ts shows a rating. */
const displayed = (mu: number, sigma: number) => Math.round(1500 + 30 * ordinal({ mu, sigma }));

export async function up(db: Kysely<unknown>): Promise<void> {
  const games = await sql<{
    id: string;
    ruleset: string;
    seats: string;
    winners: string;
    scores: string;
    ended_at: number | string | null;
  }>`select id, ruleset, seats, winners, scores, ended_at from games
     where status = 'finished' and rated = 1 order by ended_at, id`.execute(db);

  const allTime = new Map<string, Standing>();
  const seasons = new Map<string, Standing>();
  const history: { playerId: string; ruleset: string; gameId: string; rating: number; at: number }[] = [];
  const unrated: string[] = [];

  for (const game of games.rows) {
    const seats = JSON.parse(game.seats) as Seat[];
    const winners = JSON.parse(game.winners) as number[];
    const scores = JSON.parse(game.scores) as number[];
    if (seats.some((seat) => seat.kind === "bot" || (seat.kind === "human" && seat.program === true))) {
      unrated.push(game.id);
      continue;
    }
    // Places as ratings.ts's gamePlaces gives them: winners first, then by score; ties share a place.
    const people = seats.flatMap((seat, index) => (seat.kind === "human" && seat.playerId ? [index] : []));
    const key = (seat: number) => [winners.includes(seat) ? 1 : 0, scores[seat] ?? 0] as const;
    const order = [...people].sort((a, b) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1]);
    const places = people.map((seat) => {
      const [won, score] = key(seat);
      return 1 + order.findIndex((other) => key(other)[0] === won && key(other)[1] === score);
    });
    const ids = people.map((seat) => seats[seat]!.playerId!);
    if (ids.length < 2 || new Set(ids).size !== ids.length) continue;
    const at = Number(game.ended_at ?? 0);
    const season = new Date(at).toISOString().slice(0, 7);
    for (const [table, prefix] of [
      [allTime, ""],
      [seasons, `${season}|`],
    ] as const) {
      const before = ids.map((id) => table.get(`${prefix}${id}|${game.ruleset}`));
      const after = rate(
        before.map((s) => [s ? rating({ mu: s.mu, sigma: s.sigma }) : rating()]),
        { rank: places },
      );
      ids.forEach((id, i) => {
        const old = before[i];
        table.set(`${prefix}${id}|${game.ruleset}`, {
          mu: after[i]![0]!.mu,
          sigma: after[i]![0]!.sigma,
          games: (old?.games ?? 0) + 1,
          wins: (old?.wins ?? 0) + (places[i] === 1 ? 1 : 0),
          updatedAt: at,
        });
        if (table === allTime)
          history.push({
            playerId: id,
            ruleset: game.ruleset,
            gameId: game.id,
            rating: displayed(after[i]![0]!.mu, after[i]![0]!.sigma),
            at,
          });
      });
    }
  }

  const rows = db.withTables<{
    games: { id: string; rated: number };
    ratings: {
      player_id: string;
      ruleset: string;
      mu: number;
      sigma: number;
      rating: number;
      games: number;
      wins: number;
      updated_at: number;
    };
    season_ratings: {
      season: string;
      player_id: string;
      ruleset: string;
      mu: number;
      sigma: number;
      rating: number;
      games: number;
      wins: number;
      updated_at: number;
    };
    rating_history: { player_id: string; ruleset: string; game_id: string; rating: number; at: number };
  }>();
  for (const id of unrated) await rows.updateTable("games").set({ rated: 0 }).where("id", "=", id).execute();
  await rows.deleteFrom("ratings").execute();
  await rows.deleteFrom("season_ratings").execute();
  await rows.deleteFrom("rating_history").execute();
  const value = (key: string, s: Standing) => {
    const [player_id, ruleset] = key.split("|").slice(-2) as [string, string];
    return {
      player_id,
      ruleset,
      mu: s.mu,
      sigma: s.sigma,
      rating: displayed(s.mu, s.sigma),
      games: s.games,
      wins: s.wins,
      updated_at: s.updatedAt,
    };
  };
  for (const [key, standing] of allTime) await rows.insertInto("ratings").values(value(key, standing)).execute();
  for (const [key, standing] of seasons)
    await rows
      .insertInto("season_ratings")
      .values({ season: key.split("|")[0]!, ...value(key, standing) })
      .execute();
  for (const point of history)
    await rows
      .insertInto("rating_history")
      .values({
        player_id: point.playerId,
        ruleset: point.ruleset,
        game_id: point.gameId,
        rating: point.rating,
        at: point.at,
      })
      .execute();
}

/** The ratings of before are not kept: going back leaves the ladder of people as it is. */
export async function down(): Promise<void> {}
