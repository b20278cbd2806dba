import type { CharacterName, View } from "@loveletter/engine";
import type { ComponentChildren } from "preact";
import { CardBack, CardFace } from "./CardFace";

interface Props {
  view: View;
  cardValue: (card: CharacterName) => number;
  /** The set-aside card, when the hands are public (a replay with everything revealed). */
  setAside?: CharacterName | null;
  /** Whose turn, the timer, the round: the line under the piles. */
  status?: ComponentChildren;
}

/** The middle of the table: the deck, the face-down set-aside card and the face-up cards. */
export function TableCenter({ view, cardValue, setAside, status }: Props) {
  return (
    <div class="table-center">
      <div class="piles">
        <div class="pile">
          <span class="visually-hidden">{`Deck: ${view.deckCount} card${view.deckCount === 1 ? "" : "s"}`}</span>
          <div class="deck-stack" aria-hidden="true">
            {view.deckCount > 0 ? <CardBack size="md" /> : <CardBack size="md" empty />}
            <span class="deck-count">{view.deckCount}</span>
          </div>
          <span class="pile-label">Deck</span>
        </div>
        {view.setAsideCount > 0 && (
          <div class="pile">
            {!setAside && <span class="visually-hidden">One card set aside, face down</span>}
            {setAside ? <CardFace card={setAside} value={cardValue(setAside)} size="sm" /> : <CardBack size="md" />}
            <span class="pile-label">Set aside</span>
          </div>
        )}
        {view.faceUp.length > 0 && (
          <div class="pile">
            <div class="face-up">
              {view.faceUp.map((c, i) => (
                <CardFace key={`${c}${i}`} card={c} value={cardValue(c)} size="sm" />
              ))}
            </div>
            <span class="pile-label">Face up</span>
          </div>
        )}
      </div>
      {status && <div class="table-status">{status}</div>}
    </div>
  );
}
