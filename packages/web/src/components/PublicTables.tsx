import { useEffect } from "preact/hooks";
import { describeGoal, RULESET_NAMES } from "../game/table-options";
import { lobby, watchLobby } from "../net/lobby";
import { paths } from "../router";
import { useStore } from "../state/store";

const STATUS_WORDS = { waiting: "Waiting to start", playing: "In play", finished: "Over" } as const;

/** Public tables, updated live as they open, fill, start and close. */
export function PublicTables() {
  useEffect(() => watchLobby(), []);
  const { status, tables } = useStore(lobby);
  const sorted = [...tables].sort(
    (a, b) =>
      Number(b.metadata.open > 0) - Number(a.metadata.open > 0) || a.metadata.status.localeCompare(b.metadata.status),
  );
  return (
    <section class="public-tables" aria-label="Open tables">
      <h2>
        Tables <span class={`live-dot ${status === "live" ? "is-live" : ""}`} title={status} aria-hidden="true" />
      </h2>
      {status === "offline" && <p class="muted">The table list is unavailable right now.</p>}
      {status !== "offline" && sorted.length === 0 && (
        <p class="muted">No public tables right now. Create one — it appears here for everyone.</p>
      )}
      <ul class="table-list">
        {sorted.map(({ roomId, metadata: t }) => (
          <li key={roomId} class="table-item">
            <div class="table-item-main">
              <span class="table-item-title">
                {/* Whose table, and where it stands: the line under it already says the edition and seats. */}
                <strong>{t.host}'s table</strong>{" "}
                <span class={`badge ${t.status === "waiting" ? "badge-accent" : ""}`}>{STATUS_WORDS[t.status]}</span>
              </span>
              <span class="muted small">
                {RULESET_NAMES[t.ruleset] ?? t.ruleset} · {t.humans + t.bots}/{t.seats} players · {t.turnSeconds}s ·{" "}
                {describeGoal(t.goal, t.ruleset, t.seats)}
                {t.spectators ? ` · ${t.spectators} watching` : ""}
              </span>
            </div>
            <div class="table-item-actions">
              {t.open > 0 && t.status !== "finished" ? (
                <a class="btn btn-small btn-primary" href={paths.table(roomId)}>
                  {t.status === "waiting" ? "Join" : "Take a seat"}
                </a>
              ) : null}
              <a class="btn btn-small" href={`${paths.table(roomId)}?watch=1`}>
                Watch
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
