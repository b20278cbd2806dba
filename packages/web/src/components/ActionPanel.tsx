import type { CharacterName, Move, View } from "@loveletter/engine";
import type { NameContext } from "@loveletter/seat";
import { useEffect, useRef } from "preact/hooks";
import { cardInfo, cardName } from "../game/card-info";
import { describeMove } from "../game/move-text";
import type { PlayFlow } from "../state/play-flow";
import { CardFace } from "./CardFace";

interface Props {
  view: View;
  flow: PlayFlow;
  ctx: NameContext;
  sending: boolean;
  /** The connection is being restored: nothing can be sent meanwhile. */
  offline?: boolean;
  onMove: (move: Move) => void;
  cardValue: (card: CharacterName) => number;
}

function Prompt({ title, hint }: { title: string; hint?: string }) {
  return (
    <div class="action-prompt">
      <h2>{title}</h2>
      {hint && <p class="muted">{hint}</p>}
    </div>
  );
}

/** Someone typing (the chat) keeps the focus; anyone else is taken to the next thing to do. */
function typing(): boolean {
  const el = document.activeElement;
  return !!el && (el.tagName === "TEXTAREA" || (el.tagName === "INPUT" && (el as HTMLInputElement).type === "text"));
}

/**
 * Guides this seat's decision one step at a time. Each button comes from the legal moves the
 * server sent: cards, players, named values, the Cardinal's look, the Chancellor's keep and
 * order, the Bishop's redraw.
 */
export function ActionPanel({ view, flow, ctx, sending: pending, offline = false, onMove, cardValue }: Props) {
  const sending = pending || offline;
  const { step, sel } = flow;
  const primary = useRef<HTMLButtonElement>(null);
  // After each choice the focus goes to the next thing to do: the first playable card, the first
  // player or value to choose, or the button that finishes the move.
  const stepKey = `${step.kind}:${JSON.stringify(sel)}`;
  useEffect(() => {
    if (typing()) return;
    if (step.kind === "confirm") primary.current?.focus();
    else if (step.kind === "card")
      document.querySelector<HTMLElement>(".my-hand button.card:not([disabled])")?.focus({ preventScroll: true });
    else
      document
        .querySelector<HTMLElement>(".action-panel .choices button:not([disabled]), .action-panel .btn-row button")
        ?.focus({ preventScroll: true });
  }, [stepKey]);

  const back = sel.card !== undefined || sel.keep !== undefined;
  const backButton = back && (
    <button type="button" class="btn btn-quiet" onClick={flow.back}>
      ← Back
    </button>
  );
  const card = sel.card;
  const cardLine = card && (
    <p class="action-card-text">
      <strong>{cardName(card)}:</strong> {cardInfo(card).text}
    </p>
  );
  const seatName = (seat: number) => (seat === ctx.me ? "Yourself" : ctx.name(seat));

  switch (step.kind) {
    case "none":
      return null;
    case "card":
      return (
        <div class="action-panel" data-step="card">
          <Prompt
            title="Choose a card to play"
            hint={view.mustPlayCountess ? undefined : "Tap a card in your hand. The other one stays with you."}
          />
          {view.mustPlayCountess && (
            <p class="notice" role="note">
              <strong>Countess rule:</strong> you hold the Countess with the King or a Prince, so you must play the
              Countess.
            </p>
          )}
        </div>
      );
    case "target":
      return (
        <div class="action-panel" data-step="target">
          <Prompt title={`${card ? cardName(card) : "Card"}: choose a player`} />
          {cardLine}
          <fieldset class="btn-row choices" aria-label="Players you may choose">
            {step.options.map((seat) => (
              <button key={seat} type="button" class="btn" onClick={() => flow.choose({ target: seat })}>
                {seatName(seat)}
              </button>
            ))}
          </fieldset>
          <div class="action-foot">{backButton}</div>
        </div>
      );
    case "targets": {
      const first = step.chosen.length === 0;
      return (
        <div class="action-panel" data-step="targets">
          <Prompt
            title={`${card ? cardName(card) : "Card"}: choose ${first ? "a player" : "another player"}`}
            hint={
              first
                ? card === "cardinal"
                  ? "The two players you choose trade hands."
                  : "You look at the hands you choose."
                : `Chosen: ${step.chosen.map(seatName).join(", ")}.`
            }
          />
          {first && cardLine}
          <fieldset class="btn-row choices" aria-label="Players you may choose">
            {step.options.map((seat) => (
              <button
                key={seat}
                type="button"
                class="btn"
                onClick={() => flow.choose({ targets: [...step.chosen, seat] })}
              >
                {seatName(seat)}
              </button>
            ))}
            {step.canStop && (
              <button type="button" class="btn btn-quiet" onClick={() => flow.choose({ targetsDone: true })}>
                Only {step.chosen.map(seatName).join(" and ")}
              </button>
            )}
          </fieldset>
          <div class="action-foot">{backButton}</div>
        </div>
      );
    }
    case "guess":
      return (
        <div class="action-panel" data-step="guess">
          <Prompt
            title={`${card ? cardName(card) : "Card"}: name a card`}
            hint={`Which card do you think ${sel.target !== undefined ? ctx.name(sel.target) : "they"} ${
              sel.target === ctx.me ? "hold" : "holds"
            }?`}
          />
          <fieldset class="guess-grid choices" aria-label="Cards you may name">
            {step.options.map((value) => {
              const named = view.deck.filter((d) => d.value === value);
              return (
                <button key={value} type="button" class="btn guess" onClick={() => flow.choose({ guess: value })}>
                  <span class="visually-hidden">Name </span>
                  <span class="guess-value">{value}</span>
                  <span class="guess-names">{named.length ? named.map((d) => cardName(d.card)).join(" / ") : "—"}</span>
                </button>
              );
            })}
          </fieldset>
          <div class="action-foot">{backButton}</div>
        </div>
      );
    case "look":
      return (
        <div class="action-panel" data-step="look">
          <Prompt title="Cardinal: look at a hand?" hint="After the trade you may look at one of the two hands." />
          <fieldset class="btn-row choices" aria-label="Whose hand to look at">
            {step.options.map((seat) => (
              <button key={String(seat)} type="button" class="btn" onClick={() => flow.choose({ look: seat })}>
                {seat === null ? "Don't look" : `${seatName(seat)}'s hand`}
              </button>
            ))}
          </fieldset>
          <div class="action-foot">{backButton}</div>
        </div>
      );
    case "keep":
      return (
        <div class="action-panel" data-step="keep">
          <Prompt
            title="Chancellor: keep one card"
            hint="The others go to the bottom of the deck, in the order you choose next."
          />
          <fieldset class="card-choice choices" aria-label="Card to keep">
            {step.options.map((c) => (
              <CardFace key={c} card={c} value={cardValue(c)} size="md" onClick={() => flow.choose({ keep: c })} />
            ))}
          </fieldset>
        </div>
      );
    case "order":
      return (
        <div class="action-panel" data-step="order">
          <Prompt
            title={`Chancellor: keep the ${sel.keep ? cardName(sel.keep) : "card"}`}
            hint="Choose the order of the cards going to the bottom. The lowest one will be drawn last."
          />
          <fieldset class="order-choice choices" aria-label="Order of the returned cards">
            {step.options.map((m) => (
              <button
                key={m.bottom.join()}
                type="button"
                class="btn order-option"
                disabled={sending}
                onClick={() => onMove(m)}
              >
                {m.bottom.map((c, i) => (
                  <span key={`${c}${i}`} class="order-slot">
                    <CardFace card={c} value={cardValue(c)} size="xs" />
                    <span>
                      {cardName(c)} <span class="muted small">{i === m.bottom.length - 1 ? "lowest" : "above"}</span>
                    </span>
                  </span>
                ))}
              </button>
            ))}
          </fieldset>
          <div class="action-foot">{backButton}</div>
        </div>
      );
    case "redraw": {
      const mine = view.hand[0];
      return (
        <div class="action-panel" data-step="redraw">
          <Prompt
            title="The Bishop named your card"
            hint={`Keep ${mine ? `the ${cardName(mine)}` : "your card"}, or discard it and draw a new one?`}
          />
          {mine === "princess" && (
            <p class="notice" role="note">
              Discarding the Princess knocks you out of the round.
            </p>
          )}
          <div class="btn-row">
            {step.options.map((redraw) => (
              <button
                key={String(redraw)}
                type="button"
                class={`btn ${redraw ? "" : "btn-primary"}`}
                disabled={sending}
                onClick={() => onMove({ seat: view.seat!, redraw })}
              >
                {redraw ? "Discard and draw" : `Keep ${mine ? `the ${cardName(mine)}` : "it"}`}
              </button>
            ))}
          </div>
        </div>
      );
    }
    case "confirm":
      return (
        <div class="action-panel" data-step="confirm">
          <Prompt title={describeMove(step.move, ctx)} />
          {cardLine}
          <div class="action-foot">
            {backButton}
            <button
              ref={primary}
              type="button"
              class="btn btn-primary btn-big"
              disabled={sending}
              onClick={() => onMove(step.move)}
            >
              {offline ? "Reconnecting…" : pending ? "Playing…" : "Play"}
            </button>
          </div>
        </div>
      );
  }
}
