import type { ComponentChildren, ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { api } from "../net/api";
import { identity } from "../state/identity";
import { useStore } from "../state/store";
import type { MatchReviewProps } from "./MatchReview";
import { MATCH_END_REVIEW_WORDS as W } from "./match-end-words";
import { offersReview } from "./review-offer";

/** The match end's "Review my game", in its three places: the offer, the button among the others, the review. */
export interface ReviewMyGame {
  /** After one of the player's first real matches, the coach's offer in a sentence; else null. */
  readonly offer: ComponentChildren;
  readonly button: ComponentChildren;
  /** The review once asked for; else null. */
  readonly review: ComponentChildren;
}

/**
 * "Review my game" at the end of a match: the review of this player's decisions, started at once in
 * a Web Worker and shown at the match end, the costliest decision first. The review's code loads
 * only when asked for.
 */
export function useReviewMyGame(gameId: string | null, seat: number | null): ReviewMyGame | null {
  const me = useStore(identity);
  const playerId = me.status === "ready" ? me.player.id : null;
  const [offered, setOffered] = useState(false);
  const [open, setOpen] = useState(false);
  const [Review, setReview] = useState<ComponentType<MatchReviewProps> | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!playerId || !gameId) return;
    let live = true;
    api
      .games(playerId)
      .then(({ games }) => live && setOffered(offersReview(games)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [playerId, gameId]);

  if (gameId === null || seat === null) return null;
  const show = () => {
    setOpen(true);
    setFailed(null);
    if (!Review)
      import("./MatchReview").then((m) => setReview(() => m.MatchReview)).catch((e: Error) => setFailed(e.message));
  };
  return {
    offer: offered && !open && (
      <p class="review-offer" data-testid="review-offer">
        {W.offer}
      </p>
    ),
    button: (
      <button
        type="button"
        class="btn"
        aria-expanded={open}
        aria-controls="review-my-game"
        data-testid="review-my-game-button"
        onClick={() => (open ? setOpen(false) : show())}
      >
        {open ? W.hide : W.button}
      </button>
    ),
    review: open && (
      <div class="review-my-game" id="review-my-game" data-testid="review-my-game">
        {failed ? (
          <p class="notice notice-error small" role="alert">
            {W.failed({ message: failed })}{" "}
            <button type="button" class="btn btn-small" onClick={show}>
              {W.retry}
            </button>
          </p>
        ) : Review ? (
          <Review gameId={gameId} seat={seat} />
        ) : (
          <p role="status">{W.loading}</p>
        )}
      </div>
    ),
  };
}
