import type { DiscardWinsRecord, LeaderboardRow } from "@loveletter/protocol";
import { BOT_STRENGTHS, botRating, LEADERBOARD_MIN_GAMES, PROVISIONAL_GAMES } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { PlayerName } from "../components/PlayerName";
import { RULESETS } from "../game/table-options";
import { api } from "../net/api";
import { paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";

/**
 * The best people of a ruleset by rating, of all time or of a monthly season ("discard": by win
 * counter too). Bots are never here: they have fixed ratings, shown apart (docs/ratings.md).
 */
export function LeaderboardPage({ ruleset }: { ruleset: string }) {
  const [rows, setRows] = useState<{
    ratings: LeaderboardRow[];
    discardWins: DiscardWinsRecord[];
    seasons: string[];
  } | null>(null);
  const [season, setSeason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const me = useStore(identity);
  const myId = me.status === "ready" ? me.player.id : null;
  useEffect(() => {
    let live = true;
    setRows(null);
    setError(null);
    document.title = `Leaderboard — Love Letter`;
    api
      .leaderboard(ruleset, season)
      .then((r) => live && setRows(r))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [ruleset, season]);
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
        <div class="season-picker">
          <label for="season">Season</label>
          <select
            id="season"
            value={season ?? ""}
            onChange={(e) => setSeason((e.target as HTMLSelectElement).value || null)}
          >
            <option value="">All time</option>
            {(rows?.seasons ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <p class="muted small">
          People only, from rated games (games against the built-in bots count, against their fixed ratings); listed
          from {LEADERBOARD_MIN_GAMES} games.
          <span class="provisional-mark">?</span> marks a provisional rating: fewer than {PROVISIONAL_GAMES} games.
        </p>
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
                    <a href={paths.player(r.playerId)}>
                      <PlayerName name={r.name} kind={r.kind} />
                    </a>
                  </td>
                  <td class="num">
                    <strong>{Math.round(r.rating)}</strong>
                    {r.provisional && (
                      <span class="provisional-mark" title="Provisional: still settling">
                        ?<span class="visually-hidden"> (provisional)</span>
                      </span>
                    )}
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
      <section class="panel" aria-labelledby="bots-title">
        <h2 id="bots-title">Bots</h2>
        <p class="muted">
          Bots are never on the people's leaderboard. Each bot has a fixed rating in each edition, measured in
          tournaments against the other bots, and it never changes. A game with bots is rated for the people in it, with
          these ratings as the bots' strength. Winning against weaker bots only lifts you a little above them, never
          past the next bot.
        </p>
        <ul class="bot-list" data-testid="bot-ratings">
          {BOT_STRENGTHS.map((strength) => {
            const rating = botRating(ruleset, strength);
            return (
              <li key={strength}>
                <a href={paths.player(`bot-${strength}`)}>
                  {strength[0]!.toUpperCase()}
                  {strength.slice(1)} bot
                </a>
                {rating
                  ? ` · ${rating.rating} (measured between ${rating.interval[0]} and ${rating.interval[1]})`
                  : " · no fixed rating in this edition, so games with bots here are unrated"}
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
