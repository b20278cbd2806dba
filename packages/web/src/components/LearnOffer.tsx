import { useEffect, useState } from "preact/hooks";
import { LEARN_WORDS as W } from "../learn/learn-words";
import { dismissOffer, offersGuidedGame, readProgress } from "../learn/progress";
import { paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";

/**
 * The home page's offer of the guided first game, to a player who has neither played it nor said
 * "No thanks" (which turns it off for good, for this player in this browser).
 */
export function LearnOffer() {
  const me = useStore(identity);
  const playerId = me.status === "ready" ? me.player.id : null;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(playerId !== null && offersGuidedGame(readProgress(localStorage, playerId)));
  }, [playerId]);
  if (!shown || !playerId) return null;
  return (
    <aside class="learn-offer panel" aria-labelledby="learn-offer-title" data-testid="learn-offer">
      <h2 id="learn-offer-title">{W["offer.title"]}</h2>
      <p>{W["offer.text"]}</p>
      <div class="btn-row">
        <a class="btn btn-primary" href={paths.learn("game")}>
          {W["offer.start"]}
        </a>
        <button
          type="button"
          class="btn btn-quiet"
          onClick={() => {
            dismissOffer(localStorage, playerId);
            setShown(false);
          }}
        >
          {W["offer.dismiss"]}
        </button>
      </div>
    </aside>
  );
}
