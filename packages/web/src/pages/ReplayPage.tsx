import { eventsFor, nameOf, view as viewOf } from "@loveletter/engine";
import type { GameRecord, StoredAction } from "@loveletter/protocol";
import { describeEvents } from "@loveletter/seat";
import { useEffect, useMemo, useState } from "preact/hooks";
import { formatDate } from "../components/RecentGames";
import { VerifyDealPanel } from "../components/VerifyDealPanel";
import { eventsUpTo, type Replay, replayGame } from "../game/replay";
import { RULESET_NAMES } from "../game/table-options";
import { api } from "../net/api";
import { ReviewLauncher, ReviewNote } from "../review/ReviewLauncher";
import { paths } from "../router";
import { TableBoard } from "../table/TableBoard";
import { tableModel } from "../table/table-model";

type PointOfView = "all" | "spectator" | number;

/** `?review=1&decision=N` (paths.review): the review to start at once, on decision N (from 1). */
function reviewAsked(): { decision?: number } | undefined {
  const query = new URLSearchParams(window.location.search);
  if (!query.has("review")) return undefined;
  const decision = Number(query.get("decision"));
  return Number.isInteger(decision) && decision >= 1 ? { decision: decision - 1 } : {};
}

/** A finished game, step by step, from any seat's point of view or with every card open. */
export function ReplayPage({ gameId }: { gameId: string }) {
  const [data, setData] = useState<{ game: GameRecord; replay: Replay; actions: readonly StoredAction[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [pov, setPov] = useState<PointOfView>("all");
  const [reviewNote, setReviewNote] = useState<{ step: number; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    setData(null);
    setError(null);
    api
      .game(gameId)
      .then(async ({ game, actions }) => {
        const replay = await replayGame(game, actions);
        if (!live) return;
        setData({ game, replay, actions });
        setStep(0);
        document.title = `Replay · ${RULESET_NAMES[game.ruleset] ?? game.ruleset} — Love Letter`;
      })
      .catch((e: { code?: string; message: string }) => {
        if (!live) return;
        setError(
          e.code === "game-in-progress" ? "This game is still being played: its replay opens when it ends." : e.message,
        );
      });
    return () => {
      live = false;
    };
  }, [gameId]);

  const last = data ? data.replay.steps.length - 1 : 0;
  const go = (to: number) => setStep(Math.max(0, Math.min(last, to)));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && target.getAttribute("type") !== "range") return;
      if (e.key === "ArrowRight") setStep((s) => Math.min(last, s + 1));
      else if (e.key === "ArrowLeft") setStep((s) => Math.max(0, s - 1));
      else if (e.key === "Home") setStep(0);
      else if (e.key === "End") setStep(last);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [last]);

  const frame = data?.replay.steps[step];
  const seatOf = typeof pov === "number" ? pov : null;
  const view = useMemo(() => (frame ? viewOf(frame.state, seatOf ?? "spectator") : null), [frame, seatOf]);
  const allEvents = useMemo(() => (data ? eventsUpTo(data.replay, step) : []), [data, step]);
  const visible = useMemo(
    () => (pov === "all" ? allEvents : eventsFor(allEvents, seatOf ?? "spectator")),
    [allEvents, pov, seatOf],
  );

  if (error)
    return (
      <main class="page page-narrow">
        <div class="panel">
          <h1>Replay unavailable</h1>
          <p>{error}</p>
          <a class="btn" href={paths.home()}>
            Back to the lobby
          </a>
        </div>
      </main>
    );
  if (!data || !frame || !view)
    return (
      <main class="page">
        <p class="loading" role="status">
          Loading the replay…
        </p>
      </main>
    );

  const { game, replay, actions } = data;
  const names = frame.names;
  const hands = pov === "all" ? frame.state.hands.map((h) => h.map(nameOf)) : null;
  const setAside = pov === "all" && frame.state.setAside >= 0 ? nameOf(frame.state.setAside) : null;
  const model = tableModel(
    view,
    visible,
    names,
    seatOf,
    { tracker: seatOf !== null, confirmPlay: true },
    { open: hands ? { hands, setAside } : null },
  );
  const stepText = frame.events.length
    ? describeEvents(
        frame.events.filter((e) => pov === "all" || eventsFor([e], seatOf ?? "spectator").length),
        model.ctx,
      )
    : [];

  const controls = (
    <div class="replay-controls panel">
      <p class="muted small replay-meta">
        Replay · {formatDate(game.startedAt)} · {names.join(", ")}
      </p>
      <div class="pov" role="radiogroup" aria-label="Point of view">
        <span class="muted small">Point of view</span>
        <div class="segmented">
          {(["all", "spectator", ...names.map((_, i) => i)] as PointOfView[]).map((p) => (
            <label key={String(p)}>
              <input type="radio" name="pov" checked={pov === p} onChange={() => setPov(p)} />
              <span>{p === "all" ? "Everything" : p === "spectator" ? "Spectator" : names[p]}</span>
            </label>
          ))}
        </div>
      </div>
      <div class="stepper-row">
        <button type="button" class="btn btn-small" onClick={() => go(0)} aria-label="First step" disabled={step === 0}>
          «
        </button>
        <button
          type="button"
          class="btn btn-small"
          onClick={() => go(step - 1)}
          aria-label="Previous step"
          disabled={step === 0}
        >
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          aria-label="Step"
          onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
        />
        <button
          type="button"
          class="btn btn-small"
          onClick={() => go(step + 1)}
          aria-label="Next step"
          disabled={step === last}
        >
          ▶
        </button>
        <button
          type="button"
          class="btn btn-small"
          onClick={() => go(last)}
          aria-label="Last step"
          disabled={step === last}
        >
          »
        </button>
        <span class="step-count" aria-live="polite">
          Step {step} / {last}
        </span>
      </div>
      <p class="step-text" data-testid="step-text">
        {step === 0 ? "The deal." : stepText.map((l) => l.text).join(" ") || "—"}
      </p>
      {replay.error && <p class="notice notice-error">{replay.error}</p>}
    </div>
  );
  // The review and the deal's check are read once, not at every step: under the table, so that
  // the table starts just under its stepper.
  const below = (
    <div class="replay-extras">
      <ReviewLauncher
        game={game}
        replay={replay}
        showStep={setStep}
        showSeat={setPov}
        showNote={setReviewNote}
        start={reviewAsked()}
      />
      <VerifyDealPanel game={game} actions={actions} />
    </div>
  );

  return (
    <main class="page page-table replay" data-testid="replay">
      <TableBoard
        model={model}
        slots={{
          top: controls,
          bottom: below,
          notices: reviewNote?.step === step && <ReviewNote text={reviewNote.text} />,
        }}
      />
    </main>
  );
}
