import type { View } from "@loveletter/engine";
import { useEffect, useRef } from "preact/hooks";
import { CardFace } from "../components/CardFace";
import { cardInfo } from "../game/card-info";
import { paths } from "../router";
import { ART_CREDIT } from "./card-icons";

/**
 * The rules of this table's deck, over the table: every card with its value, copies and effect.
 * A modal dialog, so the game (and its timer) stays where it is; Escape or Close returns to it.
 */
export function RulesDrawer({ view, open, onClose }: { view: View; open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog ref={dialog} class="rules-drawer" aria-labelledby="rules-drawer-title" onClose={onClose}>
      {open && <RulesContent view={view} onClose={onClose} />}
    </dialog>
  );
}

function RulesContent({ view, onClose }: { view: View; onClose: () => void }) {
  const cards = [...view.deck].sort((a, b) => a.value - b.value);
  const total = cards.reduce((n, c) => n + c.count, 0);
  return (
    <>
      <div class="rules-drawer-head">
        <h2 id="rules-drawer-title">The cards at this table</h2>
        <button type="button" class="btn btn-small" onClick={onClose}>
          Back to the game
        </button>
      </div>
      <p class="muted small">
        {total} cards. On your turn, draw a card, then play one of your two. Be the last player in the round, or hold
        the highest card when the deck runs out, to win a token. The game keeps going while you read.
      </p>
      <ul class="rules-drawer-cards">
        {cards.map(({ card, value, count }) => {
          const info = cardInfo(card);
          return (
            <li key={card}>
              <CardFace card={card} value={value} size="sm" />
              <div>
                <h3>
                  {info.name} <span class="muted">· {value}</span> <span class="muted small">×{count}</span>
                </h3>
                <p class="small">{info.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <p class="small muted">
        The full rules of every edition are on the{" "}
        <a href={paths.rules()} target="_blank" rel="noopener">
          rules page (opens in a new tab)
        </a>
        . {ART_CREDIT.text} (
        <a href={ART_CREDIT.licence} target="_blank" rel="noopener noreferrer">
          licence
        </a>
        ).
      </p>
    </>
  );
}
