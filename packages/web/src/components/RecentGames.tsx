import { type GameSummary, type MessageKey, playerIdOf } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { rulesetName } from "../game/option-words";
import { currentWords } from "../i18n/current";
import { errorText } from "../i18n/error-words";
import { words } from "../i18n/words";
import { api } from "../net/api";
import { paths } from "../router";
import { useStore } from "../state/store";

/** What a game that has no replay to open shows instead. */
const STATUS_BADGES: Readonly<Record<GameSummary["status"], MessageKey>> = {
  playing: "games.status-playing",
  finished: "games.status-finished",
  abandoned: "games.status-abandoned",
  // Its stored moves no longer replay (docs/deploy.md, "The store at start-up").
  failed: "games.status-failed",
};

function occupantName(o: GameSummary["seats"][number]): string {
  return o.kind === "empty" ? "—" : o.name;
}

export function formatDate(ms: number): string {
  return new Date(ms).toLocaleString(currentWords().locale, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * A player's latest games, each linking to its replay. A game they played under another name (as a
 * guest before signing up, or before a rename) says which, given their `name` now.
 */
export function RecentGames({
  playerId,
  limit = 20,
  title,
  name,
}: {
  playerId: string;
  limit?: number;
  title?: string;
  name?: string;
}) {
  const w = useStore(words);
  const heading = title ?? w.t("games.recent");
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .games(playerId, limit)
      .then((r) => live && setGames(r.games))
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [playerId, limit]);
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      {error && <p class="muted">{error}</p>}
      {!error && games === null && <p class="muted">{w.t("app.loading")}</p>}
      {games?.length === 0 && <p class="muted">{w.t("games.none")}</p>}
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
                    {w.t("games.played-as", { name: playedAs })}
                  </div>
                )}
              </div>
              <div class="game-list-end">
                {g.status === "finished" ? (
                  <>
                    <span class={`badge ${won ? "badge-ok" : ""}`}>{won ? w.t("games.won") : w.t("games.lost")}</span>
                    <a class="btn btn-small" href={paths.replay(g.id)}>
                      {w.t("games.replay")}
                    </a>
                  </>
                ) : (
                  <span class="badge">{w.t(STATUS_BADGES[g.status])}</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
