import type { CharacterName } from "@loveletter/engine";
import { finishSentence, type NameContext, sentenceNames } from "@loveletter/seat";
import type { ComponentChildren } from "preact";
import type { RoundSummary } from "../game/round-summary";
import { CardFace } from "./CardFace";

interface Props {
  summary: RoundSummary;
  ctx: NameContext;
  cardValue: (card: CharacterName) => number;
  title?: string;
  children?: ComponentChildren;
}

/** The end of a round: the winners, every hand revealed at the showdown, and why. */
export function RoundResult({ summary, ctx, cardValue, title, children }: Props) {
  const winners = summary.winners.map(sentenceNames(ctx));
  const heading =
    title ??
    (winners.length === 0
      ? "Nobody wins the round"
      : finishSentence(
          `${winners.join(" and ")} ${winners.length === 1 && summary.winners[0] !== ctx.me ? "wins" : "win"} the round`,
        ));
  return (
    <section class="round-result" aria-label="Round result" data-testid="round-result">
      <h2>{heading}</h2>
      {summary.rule && <p class="showdown-rule">{summary.rule}</p>}
      {summary.hands.length > 0 && (
        <ul class="showdown">
          {summary.hands.map((h) => (
            <li key={h.seat} class={summary.winners.includes(h.seat) ? "is-winner" : ""}>
              <CardFace card={h.card} value={cardValue(h.card)} size="sm" />
              <span class="showdown-who">
                <strong>{ctx.name(h.seat)}</strong>
                <span class="muted small">{h.said}</span>
              </span>
              {summary.winners.includes(h.seat) && <span class="badge badge-accent">Winner</span>}
            </li>
          ))}
        </ul>
      )}
      {summary.why.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {summary.extras.map((line) => (
        <p key={line} class="extra-token">
          ♥ {line}
        </p>
      ))}
      {children}
    </section>
  );
}
