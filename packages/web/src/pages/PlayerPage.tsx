import type { BotStrength, PlayerRecord, PlayerTotals, RatingPoint, RatingRecord } from "@loveletter/protocol";
import { BOT_RATINGS, PROVISIONAL_GAMES } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { FriendButtons } from "../components/FriendButtons";
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
  totals: PlayerTotals[];
  discard: { wins: number; rounds: number } | null;
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** How a rating was earned: its games among people and its games with bots, counted apart. */
function earned(r: RatingRecord): string {
  const people = r.games - r.botGames;
  return `${people} ${plural(people, "game", "games")} against people and ${r.botGames} against bots.`;
}

/** A player's finished games and wins, all rulesets together. */
function totalsSentence(totals: readonly PlayerTotals[]): string {
  const games = totals.reduce((sum, t) => sum + t.games, 0);
  const wins = totals.reduce((sum, t) => sum + t.wins, 0);
  return `${games} ${plural(games, "game", "games")} played in all, ${wins} won.`;
}

/** A built-in bot's fixed ratings (docs/ratings.md), one per measured ruleset. */
function BotRatings({ strength }: { strength: BotStrength }) {
  return (
    <section class="panel" aria-labelledby="bot-ratings-title">
      <h2 id="bot-ratings-title">Fixed ratings</h2>
      <p class="muted">
        A bot's rating never changes: it was measured in tournaments against the other bots, and people who play this
        bot are rated against it. <a href={`${paths.leaderboard("classic")}#bots-title`}>How bots are measured</a>
      </p>
      <div class="rating-cards">
        {Object.entries(BOT_RATINGS).map(([ruleset, bots]) => (
          <div key={ruleset} class="rating-card" data-testid="bot-rating">
            <span class="muted small">{RULESET_NAMES[ruleset] ?? ruleset}</span>
            <strong class="rating-value">{bots[strength].rating}</strong>
            <span class="muted small">
              Measured between {bots[strength].interval[0]} and {bots[strength].interval[1]}.
            </span>
          </div>
        ))}
      </div>
    </section>
  );
}

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
  const bot = profile.player.kind === "bot" && profile.player.id.startsWith("bot-");
  const strength = profile.player.id.slice("bot-".length) as BotStrength;
  return (
    <main class="page page-narrow">
      <div class="page-title">
        <h1>
          <PlayerName name={profile.player.name} kind={profile.player.kind} />
        </h1>
        <span class="muted">Playing since {formatDate(profile.player.createdAt)}</span>
      </div>
      <FriendButtons player={profile.player} />
      {bot && BOT_RATINGS.classic?.[strength] && <BotRatings strength={strength} />}
      <section class="panel" aria-labelledby="totals-title" data-testid="totals">
        <h2 id="totals-title">Totals</h2>
        {profile.totals.length === 0 ? (
          <p class="muted">No finished games yet.</p>
        ) : (
          <>
            <p>{totalsSentence(profile.totals)}</p>
            <table class="data">
              <thead>
                <tr>
                  <th scope="col">Edition</th>
                  <th scope="col" class="num">
                    Games
                  </th>
                  <th scope="col" class="num">
                    Wins
                  </th>
                </tr>
              </thead>
              <tbody>
                {profile.totals.map((t) => (
                  <tr key={t.ruleset}>
                    <th scope="row">{RULESET_NAMES[t.ruleset] ?? t.ruleset}</th>
                    <td class="num">{t.games}</td>
                    <td class="num">{t.wins}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section class="panel">
        <h2>Ratings</h2>
        {profile.ratings.length === 0 && !profile.discard && (
          <p class="muted">
            {bot
              ? "A bot has no rating of its own from its games: its fixed ratings are above."
              : "No rated games yet."}
          </p>
        )}
        <div class="rating-cards">
          {profile.ratings.map((r) => (
            <a key={r.ruleset} class="rating-card" href={paths.leaderboard(r.ruleset)}>
              <span class="muted small">{RULESET_NAMES[r.ruleset] ?? r.ruleset}</span>
              <strong class="rating-value">{Math.round(r.rating)}</strong>
              <span class="muted small">
                {r.games} game{r.games === 1 ? "" : "s"} · {r.wins} won
                {r.games < PROVISIONAL_GAMES && " · provisional"}
              </span>
              <span class="muted small" data-testid="earned">
                {earned(r)}
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
        <RecentGames playerId={playerId} title="Games" name={bot ? undefined : profile.player.name} />
      </section>
    </main>
  );
}
