import type { BotRating, GameRecord, RatingChange, RatingRecord } from "@loveletter/protocol";
import { botLadder, botRating, poolRuleset, ratingPool, seasonOf } from "@loveletter/protocol";
import { ordinal, rate, rating } from "openskill";
import type { MatchRatings, RatingStore, RatingUpdate, Store } from "./store/store.js";

/** What working a rating out reads. */
type RatingReads = Pick<RatingStore, "ratings" | "seasonRatings">;

import { playerIdOf } from "./table/seating.js";

/** One player of a rated match and where they finished: place 1 won; tied players share a place. */
export interface MatchParticipant {
  readonly playerId: string;
  readonly place: number;
  /** A built-in bot's fixed rating: the strength it plays at, never updated by the match. */
  readonly bot?: BotRating;
}

/**
 * How far above a bot's rating wins over bots alone can lift a person (docs/ratings.md, "Farming"):
 * at most this many points, and never past halfway to the next stronger bot of the ruleset.
 */
export const BOT_CEILING_POINTS = 100;

/**
 * The highest displayed rating that beating `beaten` (bots only) can bring a person to in `ruleset`:
 * the strongest beaten bot's rating plus BOT_CEILING_POINTS, or halfway to the next bot up.
 */
export function botCeiling(ruleset: string, beaten: readonly BotRating[]): number {
  const best = Math.max(...beaten.map((bot) => bot.rating));
  // A turn-based pool's bots are its ruleset's.
  const above = botLadder(poolRuleset(ruleset)).find((step) => step.rating.rating > best);
  const room = above ? Math.floor((above.rating.rating - best) / 2) : BOT_CEILING_POINTS;
  return best + Math.min(BOT_CEILING_POINTS, room);
}

/**
 * A person's update after a match with bots, held to the ceiling of what the bots they beat can
 * teach: when everyone they finished ahead of was a bot, their displayed rating goes no higher than
 * botCeiling (or stays where it was, if already higher from games against people). Losses and wins
 * over people are never held.
 */
function ceiled(
  ruleset: string,
  participant: MatchParticipant,
  participants: readonly MatchParticipant[],
  before: { mu: number; sigma: number },
  after: { mu: number; sigma: number },
): { mu: number; sigma: number } {
  const beaten = participants.filter((other) => other.place > participant.place);
  if (beaten.length === 0 || beaten.some((other) => !other.bot)) return after;
  const ceiling = botCeiling(
    ruleset,
    beaten.map((other) => other.bot!),
  );
  if (displayedRating(after.mu, after.sigma) <= ceiling) return after;
  if (displayedRating(before.mu, before.sigma) >= ceiling) return before;
  return { mu: (ceiling - 1500) / 30 + 3 * after.sigma, sigma: after.sigma };
}

/**
 * The rating people see: 1500 + 30 × openskill's ordinal (mu − 3 sigma, the skill a player is
 * 99.7% sure to have). A new player (mu 25, sigma 25/3) has ordinal 0 and shows 1500. The factor
 * makes differences read like Elo: between settled players (sigma ≈ 1), openskill's Plackett-Luce
 * model gives 10:1 odds at a mu gap of about 14, which is 400 Elo points, so ~30 points a unit.
 * Being conservative, it rises as a player's sigma shrinks, so playing a lot is rewarded a little:
 * a settled average player shows about 2100.
 */
export function displayedRating(mu: number, sigma: number): number {
  return Math.round(1500 + 30 * ordinal({ mu, sigma }));
}

/** openskill's ratings after a match, from the players' current records (a new player starts at the default). */
function rated(
  ruleset: string,
  participants: readonly MatchParticipant[],
  current: readonly RatingRecord[],
): RatingUpdate[] {
  const byId = new Map(current.map((record) => [record.playerId, record]));
  const before = participants.map((participant) => {
    const record = participant.bot ?? byId.get(participant.playerId);
    return [record ? rating({ mu: record.mu, sigma: record.sigma }) : rating()];
  });
  const after = rate(before, { rank: participants.map((participant) => participant.place) });
  const againstBots = participants.some((participant) => participant.bot);
  // A bot's rating is fixed: only the people's changes are kept.
  return participants.flatMap((participant, index) => {
    if (participant.bot) return [];
    const next = ceiled(ruleset, participant, participants, before[index]![0]!, after[index]![0]!);
    return [{ playerId: participant.playerId, ruleset, ...next, won: participant.place === 1, againstBots }];
  });
}

/**
 * Rates a finished match with openskill (one team per player) and saves the changes through the
 * store in one transaction: of all time, and, when `game` says which game it was, of its monthly
 * season (a rating of its own, started afresh each month) and a point of each player's rating
 * history. Returns the all-time records in the order of `participants`. A match of fewer than two
 * players teaches nothing and is not rated.
 */
export async function rateMatch(
  store: Store,
  ruleset: string,
  participants: readonly MatchParticipant[],
  game?: { readonly gameId: string; readonly at: number },
): Promise<RatingRecord[]> {
  const rating = await matchRating(store, ruleset, participants, game);
  await store.saveRatings(rating.changes);
  return rating.after;
}

/** A match's rating, read and worked out but not saved: each player's record before and after, and the changes to save. */
interface MatchRating {
  readonly before: (RatingRecord | null)[];
  readonly after: RatingRecord[];
  readonly changes: MatchRatings;
}

/**
 * What rateMatch saves, and each participant's all-time record before the match too (null: none
 * yet). The records are read once; the ones after are what saving the changes makes of them.
 */
async function matchRating(
  store: RatingReads,
  ruleset: string,
  participants: readonly MatchParticipant[],
  game?: { readonly gameId: string; readonly at: number },
): Promise<MatchRating> {
  const everyone = participants.map((participant) => participant.playerId);
  if (new Set(everyone).size !== everyone.length) {
    throw new Error(`A rated match lists each player once: ${everyone.join(", ")}`);
  }
  const at = game?.at ?? Date.now();
  const playerIds = participants.flatMap((participant) => (participant.bot ? [] : [participant.playerId]));
  if (participants.length < 2 || playerIds.length === 0) return { before: [], after: [], changes: { updates: [], at } };

  const current = await store.ratings(playerIds, ruleset);
  const updates = rated(ruleset, participants, current);
  let changes: MatchRatings = { updates, at };
  if (game) {
    const season = seasonOf(game.at);
    const seasonUpdates = rated(ruleset, participants, await store.seasonRatings(season, playerIds, ruleset));
    changes = { updates, at, game: { gameId: game.gameId, season, seasonUpdates } };
  }
  const byId = new Map(current.map((record) => [record.playerId, record]));
  const before = playerIds.map((playerId) => byId.get(playerId) ?? null);
  const after = updates.map(
    (update, i): RatingRecord => ({
      playerId: update.playerId,
      ruleset,
      mu: update.mu,
      sigma: update.sigma,
      rating: displayedRating(update.mu, update.sigma),
      games: (before[i]?.games ?? 0) + 1,
      wins: (before[i]?.wins ?? 0) + (update.won ? 1 : 0),
      botGames: (before[i]?.botGames ?? 0) + (update.againstBots ? 1 : 0),
      botWins: (before[i]?.botWins ?? 0) + (update.againstBots && update.won ? 1 : 0),
      updatedAt: at,
    }),
  );
  return { before, after, changes };
}

/** What a player without a rating in a ruleset shows (openskill's default mu 25, sigma 25/3). */
export const NEW_PLAYER_RATING = displayedRating(25, 25 / 3);

/**
 * Where each player of a finished game placed: the winners first, then by score; equal players
 * share a place. A bot strength that sat twice counts once, at its best place.
 */
export function gamePlaces(
  game: Pick<GameRecord, "seats" | "winners" | "scores">,
): (MatchParticipant & { name: string })[] {
  const key = (seat: number) => `${Number(game.winners.includes(seat))}/${game.scores[seat]}`;
  const order = [...game.scores.keys()].sort(
    (a, b) => Number(game.winners.includes(b)) - Number(game.winners.includes(a)) || game.scores[b]! - game.scores[a]!,
  );
  const participants = new Map<string, MatchParticipant & { name: string }>();
  for (const seat of order) {
    const occupant = game.seats[seat]!;
    if (occupant.kind === "empty") continue;
    const playerId = playerIdOf(occupant);
    const place = 1 + order.findIndex((other) => key(other) === key(seat));
    if (!participants.has(playerId)) participants.set(playerId, { playerId, name: occupant.name, place });
  }
  return [...participants.values()];
}

/**
 * The places a rated game counts with (docs/ratings.md): people, and built-in bots with their fixed
 * rating in the ruleset (a bot program, or a bot of a ruleset whose bots are not measured, counts
 * no more than an empty seat: such a game is unrated anyway, but a record is checked), and a person who left past the grace period and never came back
 * (`abandoned` seats, which a bot finished) takes the last place, below everyone who stayed, whatever
 * the bot made of the seat; the others keep their order among themselves.
 */
export function ratedPlaces(
  game: Pick<GameRecord, "ruleset" | "seats" | "winners" | "scores">,
  abandoned: readonly number[] = [],
): (MatchParticipant & { name: string })[] {
  const people = new Set(game.seats.flatMap((o) => (o.kind === "human" && !o.program ? [o.playerId] : [])));
  const bots = new Map(
    game.seats.flatMap((o) => {
      const rating = o.kind === "bot" ? botRating(game.ruleset, o.strength) : null;
      return rating ? [[playerIdOf(o), rating] as const] : [];
    }),
  );
  const gone = new Set(
    abandoned.flatMap((seat) => {
      const occupant = game.seats[seat];
      return occupant?.kind === "human" ? [occupant.playerId] : [];
    }),
  );
  const places = gamePlaces(game).flatMap((p) => {
    const bot = bots.get(p.playerId);
    return people.has(p.playerId) ? [p] : bot ? [{ ...p, bot }] : [];
  });
  const last = Math.max(0, ...places.map((p) => p.place)) + 1;
  return places.map((p) => (gone.has(p.playerId) ? { ...p, place: last } : p));
}

/**
 * A finished game's rating (see rateMatch and ratedPlaces), not yet saved: what changes for each
 * person, and what to save with the game (`store.saveGame(game, ratings)`, one transaction). The
 * bots' ratings never change. A game without a person, or of fewer than two players, changes nothing.
 */
export async function gameRating(
  store: RatingReads,
  game: GameRecord,
  abandoned: readonly number[] = [],
): Promise<{ readonly changes: RatingChange[]; readonly ratings: MatchRatings }> {
  const at = game.endedAt ?? Date.now();
  const places = ratedPlaces(game, abandoned);
  if (places.length < 2) return { changes: [], ratings: { updates: [], at } };
  // A turn-based match counts in its ruleset's turn-based pool, apart from live play.
  const pool = ratingPool(game.ruleset, game.settings.pace?.kind === "turn-based" ? "turn-based" : "live");
  const { before, after, changes } = await matchRating(store, pool, places, { gameId: game.id, at });
  return {
    changes: places
      .filter((p) => !p.bot)
      .map((p, i) => ({
        playerId: p.playerId,
        name: p.name,
        before: before[i]?.rating ?? NEW_PLAYER_RATING,
        after: after[i]!.rating,
      })),
    ratings: changes,
  };
}
