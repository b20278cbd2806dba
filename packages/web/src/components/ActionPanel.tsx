import type { Selection } from "@loveletter/seat";
import { words } from "../i18n/words";
import { useStore } from "../state/store";
import { type DecisionCallbacks, type DecisionModel, type DecisionOption, runPick } from "../table/decision-model";
import { CardFace } from "./CardFace";

function Prompt({ title, hint }: { title: string; hint: string | null }) {
  return (
    <div class="action-prompt">
      <h2>{title}</h2>
      {hint && <p class="muted">{hint}</p>}
    </div>
  );
}

const OPTIONS_CLASS: Readonly<Record<DecisionModel["step"], string>> = {
  card: "",
  target: "btn-row choices",
  targets: "btn-row choices",
  guess: "guess-grid choices",
  look: "btn-row choices",
  keep: "card-choice choices",
  order: "order-choice choices",
  redraw: "btn-row",
  confirm: "",
};

function Option({ option, disabled, on }: { option: DecisionOption; disabled: boolean; on: DecisionCallbacks }) {
  const pick = () => runPick(option.pick, on);
  // A move sent by this option waits while another is on its way.
  const waits = disabled && option.pick.kind === "play";
  const w = useStore(words);
  switch (option.kind) {
    case "button":
      return (
        <button type="button" class={`btn ${option.tone ? `btn-${option.tone}` : ""}`} disabled={waits} onClick={pick}>
          {option.label}
        </button>
      );
    case "guess":
      return (
        <button type="button" class="btn guess" disabled={waits} onClick={pick}>
          <span class="visually-hidden">{w.t("decision.guess-name")} </span>
          <span class="guess-value">{option.value}</span>
          <span class="guess-names">{option.names}</span>
        </button>
      );
    case "card":
      return <CardFace card={option.card} value={option.value} size="md" disabled={waits} onClick={pick} />;
    case "order":
      return (
        <button type="button" class="btn order-option" disabled={waits} onClick={pick}>
          {option.bottom.map((c, i) => (
            <span key={`${c.card}${i}`} class="order-slot">
              <CardFace card={c.card} value={c.value} size="xs" />
              <span>
                {c.name}{" "}
                <span class="muted small">
                  {w.t(i === option.bottom.length - 1 ? "decision.order-lowest" : "decision.order-above")}
                </span>
              </span>
            </span>
          ))}
        </button>
      );
  }
}

/**
 * Guides this seat's decision one step at a time, as the decision model offers it: cards,
 * players, named values, the Cardinal's look, the Chancellor's keep and order, the Bishop's
 * redraw, then the finished move to play.
 */
export function ActionPanel({ decision, ...on }: { decision: DecisionModel } & DecisionCallbacks) {
  const { step, back, play, sending } = decision;
  const w = useStore(words);
  const backTo: Selection | null = back;
  const backButton = backTo && (
    <button type="button" class="btn btn-quiet" onClick={() => on.onChoose(backTo)}>
      {w.t("decision.back")}
    </button>
  );
  const options = decision.options.map((o) => <Option key={o.key} option={o} disabled={sending} on={on} />);
  const wrapped = OPTIONS_CLASS[step];
  return (
    <div class="action-panel" data-step={step}>
      <Prompt title={decision.title} hint={decision.hint} />
      {decision.notice && (
        <p class="notice" role="note">
          {decision.notice.lead && <strong>{decision.notice.lead}</strong>} {decision.notice.text}
        </p>
      )}
      {decision.cardText && (
        <p class="action-card-text">
          <strong>{decision.cardText.name}:</strong> {decision.cardText.text}
        </p>
      )}
      {options.length > 0 &&
        (wrapped.includes("choices") ? (
          <fieldset class={wrapped} aria-label={decision.optionsLabel ?? undefined}>
            {options}
          </fieldset>
        ) : (
          <div class={wrapped}>{options}</div>
        ))}
      {(backButton || play) && (
        <div class="action-foot">
          {backButton}
          {play && (
            <button
              type="button"
              class="btn btn-primary btn-big"
              data-testid="play-move"
              disabled={sending}
              onClick={() => on.onPlay(play)}
            >
              {w.t(decision.offline ? "decision.reconnecting" : sending ? "decision.playing" : "decision.play")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
