import { offeredOptions, parseOptionValue, RULE_OPTION_TEXT } from "../game/rule-options";
import type { TableDraft } from "../game/table-options";
import { words } from "../i18n/words";
import { useStore } from "../state/store";

interface Props {
  draft: TableDraft;
  set: (change: Partial<TableDraft>) => void;
  id: (name: string) => string;
}

/** The rule options of rules.md §6.1 that apply to the chosen ruleset, folded away by default. */
export function AdvancedRules({ draft, set, id }: Props) {
  const w = useStore(words);
  const options = offeredOptions(draft.ruleset, draft.edition);
  if (options.length === 0) return null;
  const changed = options.filter(
    (o) => draft.ruleOptions[o.name] !== undefined && draft.ruleOptions[o.name] !== o.defaultValue,
  ).length;
  return (
    <details class="advanced-rules" data-testid="advanced-rules">
      <summary>
        {w.t("rules-options.title")}{" "}
        <span class="muted small">
          {changed
            ? w.t("rules-options.changed", { count: changed })
            : w.t("rules-options.as-published", { count: options.length })}
        </span>
      </summary>
      <ul class="rule-options">
        {options.map((o) => {
          const text = RULE_OPTION_TEXT[o.name];
          const value = draft.ruleOptions[o.name] ?? o.defaultValue;
          const inputId = id(`rule-${o.name}`);
          return (
            <li key={o.name} class="rule-option">
              <label for={inputId}>{text.label}</label>
              <select
                id={inputId}
                value={String(value)}
                aria-describedby={`${inputId}-explain`}
                onChange={(e) => {
                  const parsed = parseOptionValue(o.name, (e.target as HTMLSelectElement).value);
                  const next = { ...draft.ruleOptions };
                  if (parsed === undefined || parsed === o.defaultValue) delete next[o.name];
                  else (next as Record<string, unknown>)[o.name] = parsed;
                  set({ ruleOptions: next });
                }}
              >
                {o.values.map((v) => (
                  <option key={String(v)} value={String(v)}>
                    {text.values[String(v)] ?? String(v)}
                    {v === o.defaultValue ? " (default)" : ""}
                  </option>
                ))}
              </select>
              <p class="muted small" id={`${inputId}-explain`}>
                {text.explain}
              </p>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
