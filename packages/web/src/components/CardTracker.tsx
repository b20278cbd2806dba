import { cardName } from "../game/card-info";
import type { TrackedCard } from "../game/card-tracker";
import { CardFace } from "./CardFace";

/** How many copies of each character this seat hasn't seen yet (deck, set-aside, unknown hands). */
export function CardTracker({ cards }: { cards: readonly TrackedCard[] }) {
  const total = cards.reduce((n, c) => n + c.unseen, 0);
  return (
    <section class="tracker" aria-label="Card tracker">
      <p class="muted small">{total} unseen: not in your hand, any discard pile or face up, nor in a hand you know.</p>
      <ul class="tracker-list">
        {cards.map((c) => (
          <li key={c.card} class={c.unseen === 0 ? "is-gone" : ""}>
            <CardFace card={c.card} value={c.value} size="xs" />
            <span class="tracker-name">{cardName(c.card)}</span>
            <span class="tracker-count">
              <span class="visually-hidden">{`${c.unseen} of ${c.total} unseen`}</span>
              {Array.from({ length: c.total <= 8 ? c.total : 0 }, (_, i) => (
                <span key={i} class={i < c.unseen ? "pip" : "pip is-seen"} aria-hidden="true" />
              ))}
              <span class="tracker-num">{c.unseen}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
