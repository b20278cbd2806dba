import type { TableBot, TableSettingsInput } from "@loveletter/protocol";
import { finishSentence, sentenceNames } from "@loveletter/seat";
import { useState } from "preact/hooks";
import { ClientSeedPanel } from "../components/ClientSeedPanel";
import { describeJoinError } from "../net/colyseus";
import { createTable } from "../net/create-table";
import type { TableConnection, TableSession } from "../net/table-session";
import { useReviewMyGame } from "../review/ReviewMyGame";
import { navigate, paths } from "../router";
import { Tokens } from "./Seat";
import type { TableModel } from "./table-model";

/**
 * The end of a match: the standings (tokens, rounds won, rating change), a Rematch for everyone
 * (the host's starts it; anyone else's is a vote, and it starts when every seated person has
 * voted), a new table with the same settings, and the replay to watch or share.
 */
export function MatchEnd({
  model,
  session,
  connection,
  settings,
}: {
  model: TableModel;
  session: TableSession;
  connection: TableConnection;
  settings: TableSettingsInput | null;
}) {
  const { view, ctx } = model;
  const state = session.state!;
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const me = model.me?.seat ?? null;
  const isHost = session.you?.host === true;
  const mySeat = me !== null ? state.seats[me] : undefined;
  const ratings = new Map((session.gameOver?.ratings ?? []).map((r) => [r.playerId, r]));
  const standings = [...model.seats].sort(
    (a, b) =>
      Number(view.matchWinners.includes(b.seat)) - Number(view.matchWinners.includes(a.seat)) ||
      (view.perpetual ? b.wins - a.wins : b.tokens - a.tokens) ||
      b.roundsWon - a.roundsWon,
  );
  const gameId = session.gameOver?.gameId || state.gameId;
  const replayUrl = gameId ? `${window.location.origin}${paths.replay(gameId)}` : null;
  const voters = state.seats.filter((s) => s.kind === "human");
  const votes = voters.filter((s) => s.ready).length;
  // Only a player's own game, once it is stored (the game-over message says so).
  const review = useReviewMyGame(
    mySeat?.kind === "human" ? (session.gameOver?.gameId ?? null) : null,
    mySeat?.kind === "human" ? me : null,
  );

  const share = async () => {
    if (!replayUrl) return;
    try {
      if (navigator.share) await navigator.share({ title: "Love Letter replay", url: replayUrl });
      else {
        await navigator.clipboard.writeText(replayUrl);
        setCopied(true);
      }
    } catch {
      setCopied(false);
    }
  };
  const sameSettings = async () => {
    if (!settings) return;
    setBusy(true);
    setError(null);
    try {
      const bots: TableBot[] = state.seats.flatMap((s) =>
        s.kind === "bot" && s.index > 0 ? [{ seat: s.index, strength: s.strength as TableBot["strength"] }] : [],
      );
      const id = await createTable({ ...settings, seats: state.seats.length }, bots);
      navigate(paths.table(id));
    } catch (e) {
      setError(describeJoinError(e));
      setBusy(false);
    }
  };

  return (
    <section class="match-result" data-testid="match-result" aria-labelledby="match-result-title">
      <h2 id="match-result-title">
        {view.matchWinners.length
          ? finishSentence(
              `${view.matchWinners.map(sentenceNames(ctx)).join(" and ")} ${view.matchWinners.length === 1 && view.matchWinners[0] !== me ? "wins" : "win"} the match`,
            )
          : "The match is over"}
      </h2>
      <table class="data compact standings" data-testid="standings">
        <thead>
          <tr>
            <th>Player</th>
            <th class="num">{view.perpetual ? "Wins" : "Tokens"}</th>
            <th class="num">Rounds won</th>
            <th class="num">Rating</th>
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => {
            const seat = state.seats[s.seat];
            const r = seat ? ratings.get(seat.playerId) : undefined;
            const delta = r ? Math.round(r.after - r.before) : null;
            return (
              <tr key={s.seat} class={s.isMe ? "is-me" : ""}>
                <td>
                  {view.matchWinners.includes(s.seat) && <span class="visually-hidden">Winner: </span>}
                  <span aria-hidden="true">{view.matchWinners.includes(s.seat) ? "♛ " : ""}</span>
                  {s.fullName}
                </td>
                <td class="num">
                  <Tokens tokens={s.tokens} toWin={view.tokensToWin} perpetual={view.perpetual} wins={s.wins} />
                </td>
                <td class="num">{s.roundsWon}</td>
                <td class="num">
                  {r ? (
                    <>
                      {Math.round(r.after)}{" "}
                      <span class={delta! >= 0 ? "delta-up" : "delta-down"}>
                        ({delta! >= 0 ? "+" : ""}
                        {delta})
                      </span>
                    </>
                  ) : (
                    <span class="muted">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {review?.offer}
      <div class="btn-row">
        {review?.button}
        {mySeat?.kind === "human" && !view.perpetual && (
          <button
            type="button"
            class="btn btn-primary"
            data-testid="rematch"
            disabled={!isHost && mySeat.ready}
            onClick={() => (isHost ? connection.start() : connection.ready())}
          >
            {!isHost && mySeat.ready ? "Rematch asked ✓" : "Rematch"}
          </button>
        )}
        {settings && (
          <button type="button" class="btn" disabled={busy} onClick={() => void sameSettings()}>
            {busy ? "Creating…" : "New table, same settings"}
          </button>
        )}
        {gameId && (
          <a class="btn" href={paths.replay(gameId)}>
            Watch the replay
          </a>
        )}
        {replayUrl && (
          <button type="button" class="btn btn-quiet" onClick={() => void share()}>
            {copied ? "Link copied ✓" : "Share the replay"}
          </button>
        )}
        <a class="btn btn-quiet" href={paths.home()}>
          Back to the lobby
        </a>
      </div>
      {voters.length > 1 && !view.perpetual && (
        <p class="small muted" data-testid="rematch-votes">
          {votes === 0
            ? "A rematch starts when the host presses Rematch, or when every player asks for one."
            : `${votes} of ${voters.length} players asked for a rematch: ${voters
                .filter((s) => s.ready)
                .map((s) => s.name)
                .join(", ")}.`}
        </p>
      )}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      {review?.review}
      {!view.perpetual && <ClientSeedPanel session={session} connection={connection} />}
    </section>
  );
}
