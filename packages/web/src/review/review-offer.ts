import type { GameSummary } from "@loveletter/protocol";

/**
 * When the coach offers the review of a match on its own (issue 42): at the end of each of a
 * player's first real matches, and at the end of the guided game and of each lesson (LearnPage), the
 * review of their last match. A player can always ask for it ("Review my game").
 */
export const FIRST_MATCHES_OFFERED = 3;

/** How many of the player's games (newest first, as `api.games` lists them) are finished matches. */
export const finishedMatches = (games: readonly GameSummary[]) => games.filter((g) => g.status === "finished").length;

/** The match end offers the review on its own: this was one of the player's first real matches. */
export const offersReview = (games: readonly GameSummary[]) => finishedMatches(games) <= FIRST_MATCHES_OFFERED;

/**
 * The player's last finished match and their seat in it: what the end of the guided game and of
 * each lesson offers to review (`paths.review(gameId)` opens the review at once).
 */
export function lastMatchToReview(
  games: readonly GameSummary[],
  playerId: string,
): { gameId: string; seat: number } | null {
  for (const g of games) {
    if (g.status !== "finished") continue;
    const seat = g.seats.findIndex((o) => o.kind === "human" && o.playerId === playerId);
    if (seat >= 0) return { gameId: g.id, seat };
  }
  return null;
}
