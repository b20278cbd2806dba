import type { Edition } from "@loveletter/engine";
import { cardName } from "../game/card-info";
import {
  charactersOf,
  countOf,
  deckSizeOf,
  describeCounts,
  EDITION_CHOICES,
  fitDeck,
  MAX_COPIES,
  presetsFor,
  supportedPlayers,
  withCopies,
} from "../game/custom-deck";
import { rulesOf, type TableDraft } from "../game/table-options";
import { CardFace } from "./CardFace";

interface Props {
  draft: TableDraft;
  set: (change: Partial<TableDraft>) => void;
  id: (name: string) => string;
}

/**
 * A custom deck (rules.md §7): the edition whose numbering and round rules apply, a count for each
 * of its characters, presets to start from, and what the engine makes of the result.
 */
export function CustomDeckBuilder({ draft, set, id }: Props) {
  const edition = draft.edition;
  const deck = fitDeck(draft.deck, edition);
  const size = deckSizeOf(deck);
  const seats = supportedPlayers("custom", rulesOf(draft));
  const note = EDITION_CHOICES.find((e) => e.id === edition)?.note ?? "";
  return (
    <fieldset class="field deck-builder" data-testid="deck-builder">
      <legend>Custom deck</legend>
      <div class="field-row">
        <div class="field">
          <label for={id("edition")}>Rules and numbering</label>
          <select
            id={id("edition")}
            value={edition}
            onChange={(e) => {
              const next = (e.target as HTMLSelectElement).value as Edition;
              set({ edition: next, deck: fitDeck(draft.deck, next) });
            }}
          >
            {EDITION_CHOICES.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </select>
          <span class="muted small">{note}</span>
        </div>
        <div class="field">
          <span class="field-label">Start from</span>
          <div class="preset-row">
            {presetsFor(edition).map((p) => (
              <button key={p.id} type="button" class="btn btn-small" onClick={() => set({ deck: p.deck.slice() })}>
                {p.name}
              </button>
            ))}
            <button type="button" class="btn btn-small btn-quiet" onClick={() => set({ deck: deck.map(() => 0) })}>
              Empty
            </button>
          </div>
        </div>
      </div>
      <ul class="deck-grid">
        {charactersOf(edition).map(({ card, value }) => {
          const count = countOf(deck, card);
          const name = cardName(card);
          return (
            <li key={card} class={count === 0 ? "is-zero" : ""}>
              <CardFace card={card} value={value} size="xs" />
              <label class="deck-card-name" for={id(`count-${card}`)}>
                {name}
              </label>
              <span class="count-stepper">
                <button
                  type="button"
                  class="btn btn-small"
                  aria-label={`One ${name} fewer`}
                  disabled={count <= 0}
                  onClick={() => set({ deck: withCopies(deck, card, count - 1) })}
                >
                  −
                </button>
                <input
                  id={id(`count-${card}`)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_COPIES}
                  value={count}
                  onInput={(e) => {
                    const raw = (e.target as HTMLInputElement).value;
                    if (raw !== "") set({ deck: withCopies(deck, card, Number(raw)) });
                  }}
                  onBlur={(e) => {
                    (e.target as HTMLInputElement).value = String(countOf(draft.deck, card));
                  }}
                />
                <button
                  type="button"
                  class="btn btn-small"
                  aria-label={`One ${name} more`}
                  disabled={count >= MAX_COPIES}
                  onClick={() => set({ deck: withCopies(deck, card, count + 1) })}
                >
                  +
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <p class="deck-summary" data-testid="deck-summary" aria-live="polite">
        <strong>
          {size} card{size === 1 ? "" : "s"}
        </strong>{" "}
        · {seats.length ? `seats ${describeCounts(seats)} players` : "can't seat any number of players"}
      </p>
    </fieldset>
  );
}
