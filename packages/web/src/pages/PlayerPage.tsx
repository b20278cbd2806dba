import type { PlayerRecord, RatingPoint, RatingRecord } from "@loveletter/protocol";
import { PROVISIONAL_GAMES } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { PlayerName } from "../components/PlayerName";
import { RatingChart } from "../components/RatingChart";
import { formatDate, RecentGames } from "../components/RecentGames";
import { RULESET_NAMES } from "../game/table-options";
import { api } from "../net/api";
import { paths } from "../router";

type Profile = {
  player: PlayerRecord;
  ratings: RatingRecord[];
  history: RatingPoint[];
  discard: { wins: number; rounds: number } | null;
};

/** A player's ratings per ruleset with their history as a chart, their "discard" wins and their latest games. */
export function PlayerPage({ playerId }: { playerId: string }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .player(playerId)
      .then((p) => {
        if (!live) return;
        setProfile(p);
        document.title = `${p.player.name} — Love Letter`;
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [playerId]);
  if (error)
    return (
      <main class="page page-narrow">
        <div class="panel">
          <h1>PlayerRecord not found</h1>
          <p>{error}</p>
        </div>
      </main>
    );
  if (!profile)
    return (
      <main class="page">
        <p class="loading">Loading…</p>
      </main>
    );
  return (
    <main class="page page-narrow">
      <div class="page-title">
        <h1>
          <PlayerName name={profile.player.name} kind={profile.player.kind} />
        </h1>
        <span class="muted">Playing since {formatDate(profile.player.createdAt)}</span>
      </div>
      <section class="panel">
        <h2>Ratings</h2>
        {profile.ratings.length === 0 && !profile.discard && <p class="muted">No rated games yet.</p>}
        <div class="rating-cards">
          {profile.ratings.map((r) => (
            <a key={r.ruleset} class="rating-card" href={paths.leaderboard(r.ruleset)}>
              <span class="muted small">{RULESET_NAMES[r.ruleset] ?? r.ruleset}</span>
              <strong class="rating-value">{Math.round(r.rating)}</strong>
              <span class="muted small">
                {r.games} game{r.games === 1 ? "" : "s"} · {r.wins} won
                {r.games < PROVISIONAL_GAMES && " · provisional"}
              </span>
            </a>
          ))}
          {profile.discard && (
            <a class="rating-card" href={paths.leaderboard("discard")}>
              <span class="muted small">Discard</span>
              <strong class="rating-value">{profile.discard.wins}</strong>
              <span class="muted small">wins in {profile.discard.rounds} rounds</span>
            </a>
          )}
        </div>
        {profile.ratings.map((r) => (
          <RatingChart
            key={r.ruleset}
            title={`${RULESET_NAMES[r.ruleset] ?? r.ruleset} rating after each rated game`}
            points={profile.history.filter((p) => p.ruleset === r.ruleset)}
          />
        ))}
      </section>
      <section class="panel">
        <RecentGames playerId={playerId} title="Games" />
      </section>
    </main>
  );
}
