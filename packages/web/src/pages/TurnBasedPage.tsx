import type { TurnBasedTableEntry } from "@loveletter/protocol";
import { useEffect } from "preact/hooks";
import { fullDate, relativeTime } from "../game/relative-time";
import { RULESET_NAMES } from "../game/table-options";
import { loadTurnBased, turnBased, watchTurnBased } from "../net/turn-based";
import { paths } from "../router";
import { useStore } from "../state/store";

function others(entry: TurnBasedTableEntry): string {
  const names = entry.players.filter((name, seat) => name !== "" && seat !== entry.seat);
  return names.length > 0 ? names.join(", ") : "nobody yet";
}

function Deadline({ entry }: { entry: TurnBasedTableEntry }) {
  if (entry.status === "waiting") return <span class="muted small">The match has not started yet.</span>;
  if (!entry.awaiting) return <span class="muted small">No move is being timed.</span>;
  const at = entry.awaiting.deadline;
  const when = (
    <time dateTime={new Date(at).toISOString()} title={fullDate(at)}>
      {relativeTime(at)}
    </time>
  );
  const name = entry.players[entry.awaiting.seat] || "another player";
  return entry.yourTurn ? (
    <span class="small">Your move is due {when}.</span>
  ) : (
    <span class="small">
      The move of {name} is due {when}.
    </span>
  );
}

function TableRow({ entry }: { entry: TurnBasedTableEntry }) {
  const ruleset = RULESET_NAMES[entry.ruleset] ?? entry.ruleset;
  return (
    <li class={`turn-based-row ${entry.yourTurn ? "is-your-turn" : ""}`} data-testid="turn-based-row">
      <a class="turn-based-link" href={paths.table(entry.tableId)}>
        <span class="turn-based-title">
          {ruleset} with {others(entry)}
        </span>
        {entry.yourTurn && <span class="badge">Your turn</span>}
      </a>
      <Deadline entry={entry} />
    </li>
  );
}

/**
 * Your turn-based tables (Yucata's rule): the ones waiting for your move first, the one that has
 * waited longest on top, then the others by their soonest deadline; the server sorts them.
 */
export function TurnBasedPage() {
  useEffect(() => {
    watchTurnBased();
    void loadTurnBased();
  }, []);
  const state = useStore(turnBased);
  const tables = state.answer?.tables ?? [];
  const waiting = tables.filter((t) => t.yourTurn);
  const rest = tables.filter((t) => !t.yourTurn);
  return (
    <main class="page page-narrow">
      <div class="panel">
        <h1>Your turn-based tables</h1>
        {state.status === "loading" && <p class="muted">Loading your tables…</p>}
        {state.status === "error" && (
          <p class="form-error" role="alert">
            Your tables could not be loaded. Check your connection and reload the page.
          </p>
        )}
        {state.status === "ready" && tables.length === 0 && (
          <p class="muted" data-testid="turn-based-empty">
            You have no turn-based tables. To start one, create a table in the lobby and choose "Turn-based" as its
            pace: everyone then has hours or days for each move.
          </p>
        )}
        {waiting.length > 0 && (
          <section aria-labelledby="turn-based-waiting">
            <h2 id="turn-based-waiting">Waiting for you</h2>
            <ol class="turn-based-list">
              {waiting.map((t) => (
                <TableRow key={t.tableId} entry={t} />
              ))}
            </ol>
          </section>
        )}
        {rest.length > 0 && (
          <section aria-labelledby="turn-based-others">
            <h2 id="turn-based-others">Waiting for others</h2>
            <ol class="turn-based-list">
              {rest.map((t) => (
                <TableRow key={t.tableId} entry={t} />
              ))}
            </ol>
          </section>
        )}
        {state.answer && tables.length > 0 && (
          <p class="muted small">
            You sit at {tables.length} of at most {state.answer.limit} turn-based tables.
          </p>
        )}
        <a class="btn" href={paths.home()}>
          Go to the lobby
        </a>
      </div>
    </main>
  );
}
