import { BANK_HOURS, MISSED_BEFORE_BOT, MOVE_HOURS, type MoveHours, type Pace, type Words } from "@loveletter/protocol";
import { DEFAULT_TURN_BASED, type TableDraft } from "../game/table-options";
import { words } from "../i18n/words";
import { useStore } from "../state/store";

/** A span of hours as the reader says it: in hours below a day, weeks when whole, else days. */
function hoursText(w: Words, hours: number): string {
  if (hours < 24) return w.t("options.hours", { hours });
  if (hours % 168 === 0) return w.t("options.weeks", { weeks: hours / 168 });
  return w.t("options.days", { days: hours / 24 });
}

/** Bank choices in hours, within the protocol's range: none, then half a day up to two weeks. */
const BANK_CHOICES = [0, 12, 24, 48, 72, 168, 336].filter((h) => h >= BANK_HOURS.min && h <= BANK_HOURS.max);

const MISSED_CHOICES = Array.from(
  { length: MISSED_BEFORE_BOT.max - MISSED_BEFORE_BOT.min + 1 },
  (_, i) => MISSED_BEFORE_BOT.min + i,
);

interface Props {
  draft: TableDraft;
  set: (change: Partial<TableDraft>) => void;
  id: (name: string) => string;
}

/**
 * Live or turn-based (docs/protocol.md "Turn-based tables"): a turn-based table gives each move
 * hours, a time bank on top, and a bot after missed deadlines in a row.
 */
export function PaceFields({ draft, set, id }: Props) {
  const w = useStore(words);
  const pace = draft.pace;
  const setTurnBased = (change: Partial<Extract<Pace, { kind: "turn-based" }>>) =>
    pace.kind === "turn-based" && set({ pace: { ...pace, ...change } });
  return (
    <div class="field-row">
      <div class="field">
        <span class="field-label" id={id("pace-label")}>
          {w.t("options.pace")}
        </span>
        <div class="segmented" role="radiogroup" aria-labelledby={id("pace-label")}>
          <label>
            <input
              type="radio"
              name={id("pace")}
              checked={pace.kind === "live"}
              onChange={() => set({ pace: { kind: "live" } })}
            />
            <span>{w.t("options.pace-live")}</span>
          </label>
          <label>
            <input
              type="radio"
              name={id("pace")}
              checked={pace.kind === "turn-based"}
              onChange={() => set({ pace: DEFAULT_TURN_BASED })}
            />
            <span>{w.t("options.pace-turn-based")}</span>
          </label>
        </div>
        <span class="muted small">
          {pace.kind === "live" ? w.t("options.pace-live-hint") : w.t("options.pace-turn-based-hint")}
        </span>
      </div>
      {pace.kind === "turn-based" && (
        <>
          <div class="field">
            <label for={id("move-hours")}>{w.t("options.move-time")}</label>
            <select
              id={id("move-hours")}
              value={pace.moveHours}
              onChange={(e) => setTurnBased({ moveHours: Number((e.target as HTMLSelectElement).value) as MoveHours })}
            >
              {MOVE_HOURS.map((h) => (
                <option key={h} value={h}>
                  {hoursText(w, h)}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={id("bank-hours")}>{w.t("options.bank")}</label>
            <select
              id={id("bank-hours")}
              value={pace.bankHours}
              onChange={(e) => setTurnBased({ bankHours: Number((e.target as HTMLSelectElement).value) })}
            >
              {BANK_CHOICES.map((h) => (
                <option key={h} value={h}>
                  {h === 0 ? w.t("options.no-bank") : hoursText(w, h)}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={id("missed-before-bot")}>{w.t("options.bot-after")}</label>
            <select
              id={id("missed-before-bot")}
              value={pace.missedBeforeBot}
              onChange={(e) => setTurnBased({ missedBeforeBot: Number((e.target as HTMLSelectElement).value) })}
            >
              {MISSED_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {w.t("options.missed", { count: n })}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}
