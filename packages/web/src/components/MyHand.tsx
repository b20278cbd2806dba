import type { CharacterName, View } from "@loveletter/engine";
import { playableCards } from "@loveletter/seat";
import type { PlayFlow } from "../state/play-flow";
import { CardFace } from "./CardFace";

interface Props {
  view: View;
  flow: PlayFlow | null;
  cardValue: (card: CharacterName) => number;
}

/**
 * This seat's hand, large and readable. On its turn the playable cards are buttons; a card that
 * the rules forbid (the Countess rule) stays visible but disabled, with the reason.
 */
export function MyHand({ view, flow, cardValue }: Props) {
  const choosing = flow?.step.kind === "card" || (flow?.sel.card !== undefined && view.awaiting?.decision === "play");
  const playable = flow ? playableCards(flow.moves) : new Set<CharacterName>();
  if (view.hand.length === 0)
    return (
      <div class="my-hand is-empty">
        <p class="muted">{view.seats[view.seat ?? 0]?.out ? "You are out of this round." : "No cards in hand."}</p>
      </div>
    );
  return (
    <fieldset class="my-hand choices" aria-label="Your hand">
      {view.hand.map((card, i) => {
        const canPlay = choosing && playable.has(card);
        const selected = flow?.sel.card === card && view.hand.indexOf(card) === i;
        const forbidden = choosing && !canPlay;
        return (
          <CardFace
            key={`${card}-${i}`}
            card={card}
            value={cardValue(card)}
            size="lg"
            withText
            selected={selected}
            disabled={forbidden}
            note={
              forbidden ? (view.mustPlayCountess ? "the Countess rule forbids it" : "can't be played now") : undefined
            }
            onClick={
              canPlay && flow
                ? () => {
                    flow.reset();
                    if (!selected) flow.choose({ card });
                  }
                : undefined
            }
          />
        );
      })}
    </fieldset>
  );
}
