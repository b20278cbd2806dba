import { type CharacterName, eventsFor, nameOf, view as viewOf } from "@loveletter/engine";
import type { GameRecord } from "@loveletter/protocol";
import { describeEvents } from "@loveletter/protocol";
import { useEffect, useMemo, useState } from "preact/hooks";
import { CardTracker } from "../components/CardTracker";
import { EventLog } from "../components/EventLog";
import { formatDate } from "../components/RecentGames";
import { RoundResult } from "../components/RoundResult";
import { SeatPanel } from "../components/SeatPanel";
import { TableCenter } from "../components/TableCenter";
import { trackCards } from "../game/card-tracker";
import { knowledgeOf } from "../game/knowledge";
import { nameContext } from "../game/names";
import { eventsUpTo, type Replay, replayGame } from "../game/replay";
import { currentRoundEvents, summarizeRound } from "../game/round-summary";
import { RULESET_NAMES } from "../game/table-options";
import { api } from "../net/api";
import { paths } from "../router";
import { ReviewLauncher } from "../review/ReviewLauncher";

type PointOfView = "all" | "spectator" | number;

/** A finished game, step by step, from any seat's point of view or with every card open. */
export function ReplayPage({ gameId }: { gameId: string }) {
  const [data, setData] = useState<{ game: GameRecord; replay: Replay } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [pov, setPov] = useState<PointOfView>("all");

  useEffect(() => {
    let live = true;
    setData(null);
    setError(null);
    api
      .game(gameId)
      .then(({ game, actions }) => {
        if (!live) return;
        const replay = replayGame(game, actions);
        setData({ game, replay });
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

  const { game, replay } = data;
  const names = frame.names;
  const ctx = nameContext(names, seatOf, view);
  const values = new Map(view.deck.map((d) => [d.card, d.value]));
  const cardValue = (card: CharacterName) => values.get(card) ?? 0;
  const lines = describeEvents(visible, ctx);
  const knowledge = knowledgeOf(currentRoundEvents(visible), seatOf);
  const summary = view.roundOver ? summarizeRound(visible, ctx, view.ruleset !== "2019") : null;
  const hands = pov === "all" ? frame.state.hands.map((h) => h.map(nameOf)) : null;
  const setAside = pov === "all" && frame.state.setAside >= 0 ? nameOf(frame.state.setAside) : null;
  const stepText = frame.events.length
    ? describeEvents(
        frame.events.filter((e) => pov === "all" || eventsFor([e], seatOf ?? "spectator").length),
        ctx,
      )
    : [];

  return (
    <main class="page page-table replay" data-testid="replay">
      <div class="table-layout">
        <div class="board">
          <div class="table-toolbar">
            <div class="table-title">
              <h1>
                Replay · {RULESET_NAMES[game.ruleset] ?? game.ruleset} · Round {view.round}
              </h1>
              <span class="muted small">
                {formatDate(game.startedAt)} · {names.join(", ")}
              </span>
            </div>
          </div>
          <div class="replay-controls panel">
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
              <button
                type="button"
                class="btn btn-small"
                onClick={() => go(0)}
                aria-label="First step"
                disabled={step === 0}
              >
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
            <ReviewLauncher game={game} replay={replay} showStep={setStep} showSeat={setPov} />
          </div>
          <div class={`opponents count-${view.players}`}>
            {view.seats.map((pv) => {
              const known = knowledge.known.get(pv.seat);
              return (
                <SeatPanel
                  key={pv.seat}
                  seat={pv}
                  name={names[pv.seat] ?? `Seat ${pv.seat + 1}`}
                  isMe={pv.seat === seatOf}
                  current={view.awaiting?.seat === pv.seat}
                  tokensToWin={view.tokensToWin}
                  perpetual={view.perpetual}
                  cardValue={cardValue}
                  hand={hands ? hands[pv.seat] : pv.seat === seatOf ? view.hand : undefined}
                  known={known ? { card: known, how: knowledge.how.get(pv.seat) ?? "" } : undefined}
                  required={view.required === pv.seat}
                />
              );
            })}
          </div>
          <TableCenter view={view} cardValue={cardValue} setAside={setAside} />
          {summary && (
            <div class="round-end">
              <RoundResult summary={summary} ctx={ctx} cardValue={cardValue} />
            </div>
          )}
        </div>
        <aside class="side">
          <section class="panel side-panel">
            <h2 class="side-title">Log</h2>
            <EventLog
              lines={lines}
              title="Replay log"
              privateTag={seatOf === null ? "private" : `only ${names[seatOf]}`}
            />
          </section>
          {seatOf !== null && (
            <section class="panel side-panel">
              <h2 class="side-title">Cards unseen by {names[seatOf]}</h2>
              <CardTracker cards={trackCards(view, knowledge)} />
            </section>
          )}
        </aside>
      </div>
    </main>
  );
}
