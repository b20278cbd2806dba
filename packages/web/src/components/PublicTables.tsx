import { useEffect } from "preact/hooks";
import { rulesetName } from "../game/option-words";
import { describeGoal } from "../game/table-options";
import { words } from "../i18n/words";
import { lobby, watchLobby } from "../net/lobby";
import { paths } from "../router";
import { useStore } from "../state/store";

const STATUS_WORDS = {
  waiting: "tables.status-waiting",
  playing: "tables.status-playing",
  finished: "tables.status-finished",
} as const;

/** Public tables, updated live as they open, fill, start and close. */
export function PublicTables() {
  useEffect(() => watchLobby(), []);
  const { status, tables } = useStore(lobby);
  const w = useStore(words);
  const sorted = [...tables].sort(
    (a, b) =>
      Number(b.metadata.open > 0) - Number(a.metadata.open > 0) || a.metadata.status.localeCompare(b.metadata.status),
  );
  return (
    <section class="public-tables" aria-label={w.t("tables.label")}>
      <h2>
        {w.t("tables.title")}{" "}
        <span class={`live-dot ${status === "live" ? "is-live" : ""}`} title={status} aria-hidden="true" />
      </h2>
      {status === "offline" && <p class="muted">{w.t("tables.offline")}</p>}
      {status !== "offline" && sorted.length === 0 && <p class="muted">{w.t("tables.none")}</p>}
      <ul class="table-list">
        {sorted.map(({ roomId, metadata: t }) => (
          <li key={roomId} class="table-item">
            <div class="table-item-main">
              <span class="table-item-title">
                {/* Whose table, and where it stands: the line under it already says the edition and seats. */}
                <strong>{w.t("tables.whose", { host: t.host })}</strong>{" "}
                <span class={`badge ${t.status === "waiting" ? "badge-accent" : ""}`}>
                  {w.t(STATUS_WORDS[t.status])}
                </span>
              </span>
              <span class="muted small">
                {w.t(t.spectators ? "tables.details-watched" : "tables.details", {
                  edition: rulesetName(t.ruleset),
                  players: t.humans + t.bots,
                  seats: t.seats,
                  turn: t.turnSeconds,
                  goal: describeGoal(t.goal, t.ruleset, t.seats),
                  watching: t.spectators ?? 0,
                })}
              </span>
            </div>
            <div class="table-item-actions">
              {t.open > 0 && t.status !== "finished" ? (
                <a class="btn btn-small btn-primary" href={paths.table(roomId)}>
                  {t.status === "waiting" ? w.t("tables.join") : w.t("tables.take-seat")}
                </a>
              ) : null}
              <a class="btn btn-small" href={`${paths.table(roomId)}?watch=1`}>
                {w.t("tables.watch")}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
