import type { GameSummary } from "@loveletter/protocol";
import { describe, expect, it } from "vitest";
import { FIRST_MATCHES_OFFERED, lastMatchToReview, offersReview } from "../src/review/review-offer.js";

/** A game of the player's, as `GET /api/players/:id/games` lists them (newest first). */
const game = (id: string, status: GameSummary["status"], playerId = "ada"): GameSummary =>
  ({
    id,
    status,
    seats: [
      { kind: "bot", strength: "expert", name: "Bot" },
      { kind: "human", playerId, name: "Ada" },
    ],
  }) as unknown as GameSummary;

describe("when the coach offers a review on its own", () => {
  it("offers it after each of the first three finished matches, not after the fourth", () => {
    const games: GameSummary[] = [];
    for (let n = 1; n <= FIRST_MATCHES_OFFERED + 1; n++) {
      games.unshift(game(`g${n}`, "finished"));
      expect(offersReview(games), `after match ${n}`).toBe(n <= FIRST_MATCHES_OFFERED);
    }
  });

  it("does not count a match that was abandoned", () => {
    const games = [game("g5", "finished"), game("g4", "abandoned"), game("g3", "abandoned"), game("g2", "finished")];
    expect(offersReview(games)).toBe(true);
  });

  it("finds the last finished match and the player's seat in it, for the guided game's end", () => {
    const games = [game("g3", "playing"), game("g2", "abandoned"), game("g1", "finished")];
    expect(lastMatchToReview(games, "ada")).toEqual({ gameId: "g1", seat: 1 });
    expect(lastMatchToReview(games, "bob")).toBeNull();
    expect(lastMatchToReview([], "ada")).toBeNull();
  });
});
