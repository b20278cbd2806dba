import type { RulesetId } from "@loveletter/engine";
import { BOT_STRENGTHS, type BotStrength } from "@loveletter/protocol";
import { rulesetBlurb, rulesetName, strengthName } from "../game/option-words";
import { defaultTokens, draftProblem, RULESETS, seatRange, type TableDraft } from "../game/table-options";
import { words } from "../i18n/words";
import { useStore } from "../state/store";
import { AdvancedRules } from "./AdvancedRules";
import { CustomDeckBuilder } from "./CustomDeckBuilder";
import { PaceFields } from "./PaceFields";

interface Props {
  draft: TableDraft;
  onChange: (draft: TableDraft) => void;
  /** Seat bots here (creating a table); a waiting table seats them seat by seat instead. */
  withBots: boolean;
  idPrefix: string;
}

function clampDraft(d: TableDraft): TableDraft {
  const [min, max] = seatRange(d.ruleset, d.extended);
  const seats = Math.min(max, Math.max(min, d.seats));
  const bots = Array.from({ length: seats - 1 }, (_, i) => (i < d.bots.length ? d.bots[i]! : "heuristic"));
  return { ...d, seats, bots };
}

/** Every option a table can have (docs/protocol.md "Create"), with the ruleset's limits applied. */
export function TableOptionsForm({ draft, onChange, withBots, idPrefix }: Props) {
  const w = useStore(words);
  const set = (change: Partial<TableDraft>) => onChange(clampDraft({ ...draft, ...change }));
  const [min, max] = seatRange(draft.ruleset, draft.extended);
  const id = (name: string) => `${idPrefix}-${name}`;
  const tokens = defaultTokens(draft.ruleset, draft.seats, draft.edition);
  const perpetualOnly = draft.ruleset === "discard";
  const problem = draftProblem(draft);
  return (
    <div class="options-form">
      <fieldset class="field">
        <legend>{w.t("options.edition")}</legend>
        <div class="ruleset-grid">
          {RULESETS.map((r) => (
            <label key={r.id} class={`ruleset-option ${draft.ruleset === r.id ? "is-checked" : ""}`}>
              <input
                type="radio"
                name={id("ruleset")}
                value={r.id}
                checked={draft.ruleset === r.id}
                onChange={() => set({ ruleset: r.id as RulesetId, tokens: null })}
              />
              <span class="ruleset-name">{rulesetName(r.id)}</span>
              <span class="ruleset-blurb">{rulesetBlurb(r.id)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {draft.ruleset === "custom" && <CustomDeckBuilder draft={draft} set={set} id={id} />}

      <PaceFields draft={draft} set={set} id={id} />

      <div class="field-row">
        <div class="field">
          <label for={id("seats")}>{w.t("options.players")}</label>
          <div class="stepper">
            <button
              type="button"
              class="btn btn-small"
              aria-label={w.t("options.fewer-players")}
              disabled={draft.seats <= min}
              onClick={() => set({ seats: draft.seats - 1 })}
            >
              −
            </button>
            <output id={id("seats")} aria-live="polite">
              {draft.seats}
            </output>
            <button
              type="button"
              class="btn btn-small"
              aria-label={w.t("options.more-players")}
              disabled={draft.seats >= max}
              onClick={() => set({ seats: draft.seats + 1 })}
            >
              +
            </button>
          </div>
          <span class="muted small">{w.t("options.player-range", { min, max })}</span>
        </div>
        {draft.pace.kind === "live" && (
          <>
            <div class="field">
              <label for={id("turn")}>{w.t("options.turn-time")}</label>
              <select
                id={id("turn")}
                value={draft.turnSeconds}
                onChange={(e) => set({ turnSeconds: Number((e.target as HTMLSelectElement).value) })}
              >
                {[5, 10, 15, 20, 30, 45, 60].map((s) => (
                  <option key={s} value={s}>
                    {w.t("options.seconds", { seconds: s })}
                  </option>
                ))}
              </select>
            </div>
            <div class="field">
              <label for={id("intermission")}>{w.t("options.between-rounds")}</label>
              <select
                id={id("intermission")}
                value={draft.intermissionSeconds}
                onChange={(e) => set({ intermissionSeconds: Number((e.target as HTMLSelectElement).value) })}
              >
                {[0, 5, 10, 15, 20, 30].map((s) => (
                  <option key={s} value={s}>
                    {s === 0 ? w.t("options.no-pause") : w.t("options.up-to", { seconds: s })}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
      </div>

      <div class="field-row">
        <div class="field">
          <label for={id("goal")}>{w.t("options.goal")}</label>
          <select
            id={id("goal")}
            disabled={perpetualOnly}
            value={perpetualOnly || draft.perpetual ? "perpetual" : String(draft.tokens ?? "default")}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              if (v === "perpetual") set({ perpetual: true });
              else set({ perpetual: false, tokens: v === "default" ? null : Number(v) });
            }}
          >
            {!perpetualOnly && (
              <option value="default">
                {tokens ? w.t("options.edition-tokens", { tokens }) : w.t("options.edition-default")}
              </option>
            )}
            {!perpetualOnly &&
              [1, 2, 3, 4, 5, 6, 7, 8, 10].map((t) => (
                <option key={t} value={t}>
                  {w.t("options.tokens", { tokens: t })}
                </option>
              ))}
            <option value="perpetual">{w.t("options.perpetual")}</option>
          </select>
        </div>
        {draft.ruleset === "discard" && (
          <div class="field">
            <label for={id("decks")}>{w.t("options.decks")}</label>
            <select
              id={id("decks")}
              value={draft.decks}
              onChange={(e) => set({ decks: Number((e.target as HTMLSelectElement).value) })}
            >
              {[1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {w.t("options.deck-count", { decks: n })}
                </option>
              ))}
            </select>
          </div>
        )}
        <div class="field">
          <span class="field-label" id={id("visibility-label")}>
            {w.t("options.who-joins")}
          </span>
          <div class="segmented" role="radiogroup" aria-labelledby={id("visibility-label")}>
            {(["public", "private"] as const).map((v) => (
              <label key={v}>
                <input
                  type="radio"
                  name={id("visibility")}
                  checked={draft.visibility === v}
                  onChange={() => set({ visibility: v })}
                />
                <span>{v === "public" ? w.t("options.public") : w.t("options.private")}</span>
              </label>
            ))}
          </div>
        </div>
      </div>

      {/* The switches, one a line: each says what it does, which a narrow column wrapped into four. */}
      <div class="field-checks">
        {draft.ruleset === "discard" && (
          <div class="field field-check">
            <label>
              <input
                type="checkbox"
                checked={draft.extended}
                onChange={(e) => set({ extended: (e.target as HTMLInputElement).checked })}
              />{" "}
              {w.t("options.extended")}
            </label>
          </div>
        )}
        <div class="field field-check">
          <label>
            <input
              type="checkbox"
              checked={draft.rated && !draft.hints}
              disabled={draft.hints}
              onChange={(e) => set({ rated: (e.target as HTMLInputElement).checked })}
            />{" "}
            {w.t("options.rated")}
          </label>
        </div>
        <div class="field field-check">
          <label>
            <input
              type="checkbox"
              checked={draft.botPrograms}
              onChange={(e) => set({ botPrograms: (e.target as HTMLInputElement).checked })}
            />{" "}
            {w.t("options.bot-programs")}
          </label>
        </div>
        {withBots && (
          <div class="field field-check">
            <label>
              <input
                type="checkbox"
                checked={draft.hints}
                onChange={(e) => set({ hints: (e.target as HTMLInputElement).checked })}
              />{" "}
              {w.t("options.hints")}
            </label>
          </div>
        )}
      </div>

      {withBots && (
        <fieldset class="field">
          <legend>{w.t("options.seats")}</legend>
          <ol class="seat-plan">
            <li>
              <span class="seat-plan-name">{w.t("seat.numbered", { seat: 1 })}</span>
              <span>{w.t("options.you")}</span>
            </li>
            {draft.bots.map((bot, i) => (
              <li key={i}>
                <label class="seat-plan-name" for={id(`bot-${i + 1}`)}>
                  {w.t("seat.numbered", { seat: i + 2 })}
                </label>
                <select
                  id={id(`bot-${i + 1}`)}
                  value={bot ?? "open"}
                  onChange={(e) => {
                    const v = (e.target as HTMLSelectElement).value;
                    const bots = draft.bots.slice();
                    bots[i] = v === "open" ? null : (v as BotStrength);
                    set({ bots });
                  }}
                >
                  <option value="open">{w.t("options.open-seat")}</option>
                  {BOT_STRENGTHS.map((s) => (
                    <option key={s} value={s}>
                      {w.t("options.bot", { strength: strengthName(s) })}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ol>
        </fieldset>
      )}

      <AdvancedRules draft={draft} set={set} id={id} />

      {problem && (
        <p class="form-error settings-problem" role="alert" data-testid="settings-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
