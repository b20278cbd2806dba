import type { GameRecord, StoredAction } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { api } from "../net/api";
import { MATCH_END_REVIEW_WORDS as W } from "./match-end-words";
import { ReviewPanel } from "./ReviewPanel";

export interface MatchReviewProps {
  readonly gameId: string;
  readonly seat: number;
}

/** The finished game fetched, then its review for this seat started at once (the match end's panel). */
export function MatchReview({ gameId, seat }: MatchReviewProps) {
  const [data, setData] = useState<{ game: GameRecord; actions: StoredAction[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .game(gameId)
      .then((answer) => live && setData(answer))
      .catch((e: Error) => live && setFailed(e.message));
    return () => {
      live = false;
    };
  }, [gameId]);
  if (failed)
    return (
      <p class="notice notice-error small" role="alert">
        {W.failed({ message: failed })}
      </p>
    );
  if (!data) return <p role="status">{W.loading}</p>;
  const names = data.game.seats.map((o, i) => (o.kind === "empty" ? `Seat ${i + 1}` : o.name));
  return <ReviewPanel game={data.game} actions={data.actions} names={names} start={{ seat }} variant="match-end" />;
}
