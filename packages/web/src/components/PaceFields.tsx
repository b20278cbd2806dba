import { BANK_HOURS, MISSED_BEFORE_BOT, MOVE_HOURS, type MoveHours, type Pace } from "@loveletter/protocol";
import { DEFAULT_TURN_BASED, type TableDraft } from "../game/table-options";

const MOVE_LABELS: Record<MoveHours, string> = {
  1: "1 hour",
  12: "12 hours",
  24: "1 day",
  72: "3 days",
};

/** Bank choices in hours, within the protocol's range: none, then half a day up to two weeks. */
const BANK_CHOICES = [0, 12, 24, 48, 72, 168, 336].filter((h) => h >= BANK_HOURS.min && h <= BANK_HOURS.max);

function bankLabel(hours: number): string {
  if (hours === 0) return "No time bank";
  if (hours === 12) return "12 hours";
  if (hours === 24) return "1 day";
  if (hours === 168) return "1 week";
  if (hours === 336) return "2 weeks";
  return `${hours / 24} days`;
}

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
  const pace = draft.pace;
  const setTurnBased = (change: Partial<Extract<Pace, { kind: "turn-based" }>>) =>
    pace.kind === "turn-based" && set({ pace: { ...pace, ...change } });
  return (
    <div class="field-row">
      <div class="field">
        <span class="field-label" id={id("pace-label")}>
          Pace
        </span>
        <div class="segmented" role="radiogroup" aria-labelledby={id("pace-label")}>
          <label>
            <input
              type="radio"
              name={id("pace")}
              checked={pace.kind === "live"}
              onChange={() => set({ pace: { kind: "live" } })}
            />
            <span>Live</span>
          </label>
          <label>
            <input
              type="radio"
              name={id("pace")}
              checked={pace.kind === "turn-based"}
              onChange={() => set({ pace: DEFAULT_TURN_BASED })}
            />
            <span>Turn-based</span>
          </label>
        </div>
        <span class="muted small">
          {pace.kind === "live"
            ? "Everyone plays now, seconds per move."
            : "Play over days: come back when it is your move."}
        </span>
      </div>
      {pace.kind === "turn-based" && (
        <>
          <div class="field">
            <label for={id("move-hours")}>Time per move</label>
            <select
              id={id("move-hours")}
              value={pace.moveHours}
              onChange={(e) => setTurnBased({ moveHours: Number((e.target as HTMLSelectElement).value) as MoveHours })}
            >
              {MOVE_HOURS.map((h) => (
                <option key={h} value={h}>
                  {MOVE_LABELS[h]}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={id("bank-hours")}>Time bank per player</label>
            <select
              id={id("bank-hours")}
              value={pace.bankHours}
              onChange={(e) => setTurnBased({ bankHours: Number((e.target as HTMLSelectElement).value) })}
            >
              {BANK_CHOICES.map((h) => (
                <option key={h} value={h}>
                  {bankLabel(h)}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={id("missed-before-bot")}>A bot plays after</label>
            <select
              id={id("missed-before-bot")}
              value={pace.missedBeforeBot}
              onChange={(e) => setTurnBased({ missedBeforeBot: Number((e.target as HTMLSelectElement).value) })}
            >
              {MISSED_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? "1 missed move" : `${n} missed moves in a row`}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}
