import { words } from "../i18n/words";
import { useStore } from "../state/store";
import { type DecisionCallbacks, runPick } from "../table/decision-model";
import type { TableModel } from "../table/table-model";
import { CardFace } from "./CardFace";

/**
 * This seat's hand, large and readable. On its turn the playable cards are buttons; a card that
 * the rules forbid (the Countess rule) stays visible but disabled, with the reason. The hand can
 * hold the keyboard's focus between turns, so that it never falls to the page.
 */
export function MyHand({ model, ...on }: { model: TableModel } & DecisionCallbacks) {
  const w = useStore(words);
  if (model.hand.length === 0)
    return (
      <div class="my-hand is-empty" tabIndex={-1}>
        <p class="muted">{w.t(model.me?.out ? "hand.out" : "hand.empty")}</p>
      </div>
    );
  return (
    <fieldset class="my-hand choices" aria-label={w.t("hand.label")} tabIndex={-1}>
      {model.hand.map((c, i) => {
        const pick = c.pick;
        return (
          <CardFace
            key={`${c.card}-${i}`}
            card={c.card}
            value={c.value}
            size="lg"
            withText
            selected={c.selected}
            disabled={c.forbidden !== null}
            note={c.forbidden ?? undefined}
            onClick={pick ? () => runPick(pick, on) : undefined}
          />
        );
      })}
    </fieldset>
  );
}
