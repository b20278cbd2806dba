import type { CharacterName } from "@loveletter/engine";
import { cardInfo } from "../game/card-info";
import { cardMark } from "../game/card-marks";
import { preferences } from "../state/preferences";
import { useStore } from "../state/store";
import { Icon } from "../table/card-art";
import { BACK_ICON, CARD_ICONS } from "../table/card-icons";

/** The suit of a stand-in ("2♠" → "♠"), or its first letter when it has none (Ace/Jack, Joker). */
function standInMark(standIn: string): string {
  const suit = standIn.match(/[♠♥]/);
  return suit ? suit[0] : standIn.slice(0, 1);
}

/** The letters of a name's longest word: the card's heading is sized so that it fits on one line. */
function longestWord(name: string): number {
  return Math.max(...name.split(" ").map((word) => word.length));
}

export type CardSize = "xs" | "sm" | "md" | "lg";

interface Props {
  card: CharacterName;
  value: number;
  size?: CardSize;
  /** Show the effect text (large cards in hand and in the reference). */
  withText?: boolean;
  selected?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  /** Why the card can't be played, for its tooltip and screen readers. */
  note?: string;
  /** Force one look regardless of the player's preference (the rules page shows both). */
  playing?: boolean;
}

/**
 * One card, face up. A button when it can be chosen; its accessible name always says which card it
 * is and its value, whether it is drawn as a character or as a playing card.
 */
export function CardFace({ card, value, size = "md", withText, selected, disabled, onClick, note, playing }: Props) {
  const prefs = useStore(preferences);
  const asPlaying = playing ?? prefs.playingCards;
  const info = cardInfo(card);
  const label = `${info.name} (${value})${note ? `: ${note}` : ""}`;
  const className = [
    "card",
    `card-${size}`,
    asPlaying ? "as-playing" : "",
    info.red ? "is-red" : "",
    selected ? "is-selected" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const content = (
    <>
      <span class="card-head" aria-hidden="true">
        <span class="card-value">{value}</span>
        {size !== "xs" && (
          <span class="card-name" style={{ "--name-chars": longestWord(info.name) }}>
            {info.name}
          </span>
        )}
      </span>
      <span class="card-art" aria-hidden="true">
        {asPlaying ? (
          <span class="card-standin">{size === "xs" ? standInMark(info.standIn) : info.standIn}</span>
        ) : (
          <Icon name={CARD_ICONS[card]} class="card-icon" />
        )}
      </span>
      {withText && size === "lg" && (
        <span class="card-text" aria-hidden="true">
          {info.text}
        </span>
      )}
    </>
  );
  if (onClick || disabled)
    return (
      <button
        type="button"
        class={className}
        data-card={card}
        data-value={value}
        data-mark={cardMark(card)}
        aria-pressed={selected ? "true" : "false"}
        title={label}
        disabled={disabled}
        onClick={onClick}
      >
        {/* Named by its content, not aria-label: what is read is what the card shows (WCAG 2.5.3). */}
        <span class="visually-hidden">{label}</span>
        {content}
      </button>
    );
  return (
    <span
      class={className}
      data-card={card}
      data-value={value}
      data-mark={cardMark(card)}
      role="img"
      aria-label={label}
      title={label}
    >
      {content}
    </span>
  );
}

export function CardBack({ size = "xs", empty }: { size?: "xs" | "sm" | "md"; empty?: boolean }) {
  return (
    <span class={`card-back card-${size} ${empty ? "is-empty" : ""}`} aria-hidden="true">
      {!empty && size !== "xs" && <Icon name={BACK_ICON} class="card-back-seal" />}
    </span>
  );
}
