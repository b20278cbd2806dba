import type { DiscardWinsRecord, LeaderboardRow } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { RULESETS } from "../game/table-options";
import { api } from "../net/api";
import { paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";

/** The best players of a ruleset by rating ("discard": by win counter too). */
export function LeaderboardPage({ ruleset }: { ruleset: string }) {
  const [rows, setRows] = useState<{ ratings: LeaderboardRow[]; discardWins: DiscardWinsRecord[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const me = useStore(identity);
  const myId = me.status === "ready" ? me.player.id : null;
  useEffect(() => {
    let live = true;
    setRows(null);
    setError(null);
    document.title = `Leaderboard — Love Letter`;
    api
      .leaderboard(ruleset)
      .then((r) => live && setRows(r))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [ruleset]);
  return (
    <main class="page page-narrow">
      <div class="page-title">
        <h1>Leaderboard</h1>
      </div>
      <nav class="tabs" aria-label="Rulesets">
        {RULESETS.map((r) => (
          <a key={r.id} href={paths.leaderboard(r.id)} aria-current={r.id === ruleset ? "page" : undefined}>
            {r.name}
          </a>
        ))}
      </nav>
      <section class="panel">
        {error && <p class="muted">{error}</p>}
        {!error && !rows && <p class="muted">Loading…</p>}
        {rows && rows.ratings.length === 0 && rows.discardWins.length === 0 && (
          <p class="muted">Nobody is ranked here yet. Finish a rated game to appear.</p>
        )}
        {rows && rows.ratings.length > 0 && (
          <table class="data">
            <thead>
              <tr>
                <th class="num">#</th>
                <th>Player</th>
                <th class="num">Rating</th>
                <th class="num">Games</th>
                <th class="num">Won</th>
              </tr>
            </thead>
            <tbody>
              {rows.ratings.map((r, i) => (
                <tr key={r.playerId} class={r.playerId === myId ? "is-me" : undefined}>
                  <td class="num">{i + 1}</td>
                  <td>
                    <a href={paths.player(r.playerId)}>{r.name}</a>
                  </td>
                  <td class="num">
                    <strong>{Math.round(r.rating)}</strong>
                  </td>
                  <td class="num">{r.games}</td>
                  <td class="num">{r.wins}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {rows && rows.discardWins.length > 0 && (
          <>
            <h2>Wins</h2>
            <table class="data">
              <thead>
                <tr>
                  <th class="num">#</th>
                  <th>Player</th>
                  <th class="num">Wins</th>
                  <th class="num">Rounds</th>
                </tr>
              </thead>
              <tbody>
                {rows.discardWins.map((r, i) => (
                  <tr key={r.playerId} class={r.playerId === myId ? "is-me" : undefined}>
                    <td class="num">{i + 1}</td>
                    <td>
                      <a href={paths.player(r.playerId)}>{r.name}</a>
                    </td>
                    <td class="num">
                      <strong>{r.wins}</strong>
                    </td>
                    <td class="num">{r.rounds}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </main>
  );
}
