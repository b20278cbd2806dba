import { ordinal, rate, rating } from "openskill";
import type { RatingRecord } from "./store/records.js";
import type { RatingUpdate, Store } from "./store/store.js";

/** One player of a rated match and where they finished: place 1 won; tied players share a place. */
export interface MatchParticipant {
  readonly playerId: string;
  readonly place: number;
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

/**
 * Rates a finished match with openskill (one team per player) and saves the changes through the
 * store in one transaction. Players without a rating in this ruleset start at openskill's default.
 * Returns the saved records in the order of `participants`. A match of fewer than two players
 * teaches nothing and is not rated.
 */
export async function rateMatch(
  store: Store,
  ruleset: string,
  participants: readonly MatchParticipant[],
): Promise<RatingRecord[]> {
  const playerIds = participants.map((participant) => participant.playerId);
  if (new Set(playerIds).size !== playerIds.length) {
    throw new Error(`A rated match lists each player once: ${playerIds.join(", ")}`);
  }
  if (participants.length < 2) return [];

  const current = new Map((await store.ratings(playerIds, ruleset)).map((record) => [record.playerId, record]));
  const before = participants.map((participant) => {
    const record = current.get(participant.playerId);
    return [record ? rating({ mu: record.mu, sigma: record.sigma }) : rating()];
  });
  const after = rate(before, { rank: participants.map((participant) => participant.place) });

  const updates: RatingUpdate[] = participants.map((participant, index) => ({
    playerId: participant.playerId,
    ruleset,
    mu: after[index][0].mu,
    sigma: after[index][0].sigma,
    won: participant.place === 1,
  }));
  await store.saveRatings(updates);

  const saved = new Map((await store.ratings(playerIds, ruleset)).map((record) => [record.playerId, record]));
  return playerIds.map((playerId) => saved.get(playerId)!);
}
