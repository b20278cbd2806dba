import { type GameSummary, playerIdOf } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { rulesetName } from "../game/option-words";
import { api } from "../net/api";
import { paths } from "../router";

/** What a game that has no replay to open shows instead. */
const STATUS_BADGES: Readonly<Record<GameSummary["status"], string>> = {
  playing: "In progress",
  finished: "Finished",
  abandoned: "Abandoned",
  // Its stored moves no longer replay (docs/deploy.md, "The store at start-up").
  failed: "Damaged record",
};

function occupantName(o: GameSummary["seats"][number]): string {
  return o.kind === "empty" ? "—" : o.name;
}

export function formatDate(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * A player's latest games, each linking to its replay. A game they played under another name (as a
 * guest before signing up, or before a rename) says which, given their `name` now.
 */
export function RecentGames({
  playerId,
  limit = 20,
  title = "Recent games",
  name,
}: {
  playerId: string;
  limit?: number;
  title?: string;
  name?: string;
}) {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .games(playerId, limit)
      .then((r) => live && setGames(r.games))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [playerId, limit]);
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {error && <p class="muted">{error}</p>}
      {!error && games === null && <p class="muted">Loading…</p>}
      {games?.length === 0 && <p class="muted">No games yet.</p>}
      <ul class="game-list">
        {games?.map((g) => {
          // A bot strength may sit more than once: it won when any of its seats did.
          const mySeats = g.seats.flatMap((o, seat) => (playerIdOf(o) === playerId ? [seat] : []));
          const won = mySeats.some((seat) => g.winners.includes(seat));
          const playedAs = mySeats.length > 0 ? occupantName(g.seats[mySeats[0]!]!) : null;
          return (
            <li key={g.id}>
              <div>
                <strong>{rulesetName(g.ruleset)}</strong>{" "}
                <span class="muted small">{g.seats.map(occupantName).join(", ")}</span>
                <div class="muted small">{formatDate(g.startedAt)}</div>
                {name !== undefined && playedAs !== null && playedAs !== name && (
                  <div class="muted small" data-testid="played-as">
                    Played under the name {playedAs}.
                  </div>
                )}
              </div>
              <div class="game-list-end">
                {g.status === "finished" ? (
                  <>
                    <span class={`badge ${won ? "badge-ok" : ""}`}>{won ? "Won" : "Lost"}</span>
                    <a class="btn btn-small" href={paths.replay(g.id)}>
                      Replay
                    </a>
                  </>
                ) : (
                  <span class="badge">{STATUS_BADGES[g.status]}</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
