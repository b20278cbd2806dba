import { useEffect, useState } from "preact/hooks";
import { addProgress, loadProgress } from "../learn/learn-progress-store";
import { offersGuidedGame } from "../learn/progress";
import { paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";

type LearnWords = typeof import("../learn/learn-words")["LEARN_WORDS"];

/**
 * The home page's offer of the guided first game, to a player who has neither played it nor said
 * "No thanks" (which turns it off for good: for a guest in this browser, for an account everywhere).
 * The words of /learn load only when the offer is to be shown, so the home page does not carry
 * every lesson's sentences.
 */
export function LearnOffer() {
  const me = useStore(identity);
  const player = me.status === "ready" ? me.player : null;
  const [words, setWords] = useState<LearnWords | null>(null);
  useEffect(() => {
    setWords(null);
    if (!player) return;
    let live = true;
    loadProgress(player)
      .then(async (progress) => {
        if (!live || !offersGuidedGame(progress)) return;
        const { LEARN_WORDS } = await import("../learn/learn-words");
        if (live) setWords(LEARN_WORDS);
      })
      .catch(() => undefined); // the words could not load: the home page goes on without the offer
    return () => {
      live = false;
    };
  }, [player?.id, player?.kind]);
  if (!words || !player) return null;
  return (
    <aside class="learn-offer panel" aria-labelledby="learn-offer-title" data-testid="learn-offer">
      <h2 id="learn-offer-title">{words["offer.title"]}</h2>
      <p>{words["offer.text"]}</p>
      <div class="btn-row">
        <a class="btn btn-primary" href={paths.learn("game")}>
          {words["offer.start"]}
        </a>
        <button
          type="button"
          class="btn btn-quiet"
          onClick={() => {
            setWords(null);
            void addProgress(player, { offerDismissed: true });
          }}
        >
          {words["offer.dismiss"]}
        </button>
      </div>
    </aside>
  );
}
