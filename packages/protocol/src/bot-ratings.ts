// The built-in bots' fixed ratings (docs/ratings.md, "Bots"): data measured by tournaments, never
// updated by a game. A person's game against bots is rated with these as the bots' strength.
import type { BotStrength } from "./setting-ranges.js";

/** A bot strength's rating in one ruleset: openskill's mean and deviation, and what it shows. */
export interface BotRating {
  readonly mu: number;
  readonly sigma: number;
  /** The displayed rating (1500 + 30 × (mu − 3 sigma)), as a person's. */
  readonly rating: number;
  /** The displayed rating's 95% interval from the tournaments that measured it. */
  readonly interval: readonly [number, number];
}

/**
 * Every bot strength of the rulesets whose bots are measured (docs/ratings.md gives the method and
 * the tournaments). A ruleset missing here (custom decks; the perpetual "discard") has no bot
 * ratings, so a game with a bot in it stays unrated.
 */
export const BOT_RATINGS: Readonly<Record<string, Readonly<Record<BotStrength, BotRating>>>> = {
  classic: {
    random: { mu: 4.83, sigma: 1, rating: 1555, interval: [1459, 1651] },
    heuristic: { mu: 25, sigma: 1, rating: 2160, interval: [2160, 2160] },
    expert: { mu: 30.15, sigma: 1, rating: 2315, interval: [2253, 2376] },
  },
  "2019": {
    random: { mu: 5.68, sigma: 1, rating: 1580, interval: [1490, 1671] },
    heuristic: { mu: 25, sigma: 1, rating: 2160, interval: [2160, 2160] },
    expert: { mu: 27.62, sigma: 1, rating: 2239, interval: [2181, 2296] },
  },
  premium: {
    random: { mu: -0.44, sigma: 1, rating: 1397, interval: [1253, 1540] },
    heuristic: { mu: 25, sigma: 1, rating: 2160, interval: [2160, 2160] },
    expert: { mu: 30.7, sigma: 1, rating: 2331, interval: [2269, 2394] },
  },
};

/** A bot strength's fixed rating in a ruleset, or null when that ruleset's bots are not measured. */
export function botRating(ruleset: string, strength: BotStrength): BotRating | null {
  return BOT_RATINGS[ruleset]?.[strength] ?? null;
}

/** The bot strengths of a ruleset, weakest first (by their measured rating). */
export function botLadder(ruleset: string): { strength: BotStrength; rating: BotRating }[] {
  const ratings = BOT_RATINGS[ruleset];
  if (!ratings) return [];
  return (Object.entries(ratings) as [BotStrength, BotRating][])
    .map(([strength, rating]) => ({ strength, rating }))
    .sort((a, b) => a.rating.rating - b.rating.rating);
}

/**
 * Whether a table's seats let its game be rated (docs/ratings.md): at least one person, and every
 * other seat a person or a built-in bot measured in the ruleset. A bot program plays as a person
 * (kind "human", `program`) but has no fixed rating: it makes the game unrated.
 */
export function ratedSeats(
  ruleset: string,
  seats: readonly ({ kind: "human"; program?: boolean } | { kind: "bot"; strength: BotStrength } | { kind: "empty" })[],
): boolean {
  return (
    seats.some((seat) => seat.kind === "human" && !seat.program) &&
    seats.every((seat) =>
      seat.kind === "human" ? !seat.program : seat.kind === "bot" ? botRating(ruleset, seat.strength) !== null : false,
    )
  );
}
