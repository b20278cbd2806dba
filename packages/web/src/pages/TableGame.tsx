import type { CharacterName, EngineEvent, View } from "@loveletter/engine";
import type { PublicSeat, ScoreRow, TableSettingsInput } from "@loveletter/protocol";
import {
  describeEvent,
  describeEvents,
  finishSentence,
  type NameContext,
  possessive,
  sentenceNames,
} from "@loveletter/protocol";
import { useEffect, useMemo } from "preact/hooks";
import { ActionPanel } from "../components/ActionPanel";
import { CardFace } from "../components/CardFace";
import { CardTracker } from "../components/CardTracker";
import { ChatBox } from "../components/ChatBox";
import { Countdown } from "../components/Countdown";
import { EventLog } from "../components/EventLog";
import { MyHand } from "../components/MyHand";
import { RoundResult } from "../components/RoundResult";
import { SeatPanel } from "../components/SeatPanel";
import { TableCenter } from "../components/TableCenter";
import { TableToolbar } from "../components/TableToolbar";
import { trackCards } from "../game/card-tracker";
import { knowledgeOf } from "../game/knowledge";
import { nameContext, seatsAfter } from "../game/names";
import { currentRoundEvents, summarizeRound } from "../game/round-summary";
import { RULESET_NAMES } from "../game/table-options";
import type { TableConnection, TableSession } from "../net/table-session";
import { paths } from "../router";
import { identity } from "../state/identity";
import { usePlayFlow } from "../state/play-flow";
import { preferences } from "../state/preferences";
import { useStore } from "../state/store";

const DECISION_WORDS = {
  play: "to play",
  chancellor: "choosing what to keep (Chancellor)",
  bishop: "deciding whether to redraw (Bishop)",
};

/** Private reveals of the latest play: what this seat alone was just shown. */
function latestReveals(events: readonly EngineEvent[], me: number | null): EngineEvent[] {
  if (me === null) return [];
  const reveals: EngineEvent[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === "played" || e.type === "round-started") break;
    if (e.visibleTo === "all") continue;
    if (e.type === "saw" || (e.type === "received" && e.from === "trade") || e.type === "returned-cards")
      reveals.unshift(e);
  }
  return reveals;
}

function RevealBanner({
  events,
  ctx,
  cardValue,
}: {
  events: EngineEvent[];
  ctx: NameContext;
  cardValue: (c: CharacterName) => number;
}) {
  if (!events.length) return null;
  return (
    <div class="reveal" role="status" data-testid="private-reveal">
      <span class="reveal-tag">Only you can see this</span>
      {events.map((e, i) => {
        const card = e.type === "saw" || e.type === "received" ? e.card : e.type === "returned-cards" ? e.kept : null;
        return (
          <div key={i} class="reveal-line">
            {card && <CardFace card={card} value={cardValue(card)} size="sm" />}
            <span>{describeEvent(e, ctx)}</span>
          </div>
        );
      })}
    </div>
  );
}

/** A perpetual table's standings: everyone who sat, by round wins. */
function Scoreboard({ entries, myId }: { entries: readonly ScoreRow[]; myId: string | null }) {
  if (entries.length === 0) return <p class="muted small">No round has ended yet.</p>;
  const rows = [...entries].sort((a, b) => b.wins - a.wins || a.rounds - b.rounds || a.name.localeCompare(b.name));
  return (
    <table class="data compact scoreboard" data-testid="scoreboard">
      <thead>
        <tr>
          <th class="num">#</th>
          <th>Player</th>
          <th class="num">Wins</th>
          <th class="num">Rounds</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.playerId} class={r.playerId === myId ? "is-me" : ""}>
            <td class="num">{i === 0 || rows[i - 1]!.wins !== r.wins ? i + 1 : ""}</td>
            <td>{r.name}</td>
            <td class="num">
              <strong>{r.wins}</strong>
            </td>
            <td class="num">{r.rounds}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** At a perpetual table, a seat a newcomer may take at the next round: a bot's, or one a bot plays. */
function takeable(seat: PublicSeat | undefined): boolean {
  return !!seat && !seat.next && (seat.kind === "bot" || (seat.kind === "human" && seat.botPlaying));
}

function parseSettings(json: string): TableSettingsInput | null {
  try {
    return JSON.parse(json) as TableSettingsInput;
  } catch {
    return null;
  }
}

/** The table in play: seats, piles, your hand and decision, the log, the tracker and the chat. */
export function TableGame({ session, connection }: { session: TableSession; connection: TableConnection }) {
  const state = session.state!;
  const view: View | null = session.view;
  const prefs = useStore(preferences);
  const who = useStore(identity);
  const myName = who.status === "ready" ? who.player.name : null;
  const settings = parseSettings(state.settings);
  const me = view?.seat ?? null;
  const names = state.seats.map((s) => s.name);
  const ctx = nameContext(names, me, view);
  const flow = usePlayFlow(view, session.turn);
  const myTurn = view !== null && me !== null && view.awaiting?.seat === me && view.legalMoves.length > 0;

  const cardValue = useMemo(() => {
    const values = new Map(view?.deck.map((d) => [d.card, d.value]) ?? []);
    return (card: CharacterName) => values.get(card) ?? 0;
  }, [view?.deck]);
  const roundEvents = currentRoundEvents(session.events);
  const knowledge = useMemo(() => knowledgeOf(roundEvents, me), [roundEvents, me]);
  const lines = useMemo(() => describeEvents(session.events, ctx), [session.events, names.join("|"), me]);
  const summary = view?.roundOver ? summarizeRound(session.events, ctx, view.ruleset !== "2019") : null;
  const reveals = latestReveals(roundEvents, me);

  useEffect(() => {
    document.title = myTurn ? "Your turn — Love Letter" : "Love Letter";
  }, [myTurn]);
  // Escape undoes the last choice of a move being built.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") flow.back();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [flow.back]);

  if (!view)
    return (
      <p class="loading" role="status">
        Dealing…
      </p>
    );

  const turnSeconds = settings?.turnSeconds ?? 20;
  const awaitingSeat = view.awaiting?.seat ?? null;
  const timer = session.deadline > 0 ? <Countdown deadline={session.deadline} totalSeconds={turnSeconds} /> : null;
  const targetStep = myTurn && flow.step.kind === "target" ? flow.step : null;
  const targetsStep = myTurn && flow.step.kind === "targets" ? flow.step : null;
  const choosable = new Set<number>(targetStep?.options ?? targetsStep?.options ?? []);
  const chooseSeat = (seat: number) => {
    if (targetStep) flow.choose({ target: seat });
    else if (targetsStep) flow.choose({ targets: [...targetsStep.chosen, seat] });
  };
  const watchedBy = (seat: number) => {
    const w = view.watched.find((x) => x.target === seat);
    return w ? possessive(ctx, w.seat) : undefined;
  };
  const perpetualTable = view.perpetual || settings?.goal?.kind === "perpetual";
  const canSit = me === null && perpetualTable && state.phase !== "finished";
  const queuedSeat = canSit && myName ? state.seats.find((s) => s.next === myName) : undefined;
  const seatPanel = (seat: number, compact = false) => {
    const pv = view.seats[seat]!;
    const sitHere =
      canSit && !queuedSeat && takeable(state.seats[seat]) ? (
        <button type="button" class="btn btn-small btn-primary" onClick={() => connection.sit(seat)}>
          Sit here next round
        </button>
      ) : undefined;
    const known = knowledge.known.get(seat);
    return (
      <SeatPanel
        key={seat}
        seat={pv}
        name={seat === me ? `${names[seat] || "You"} (you)` : ctx.name(seat)}
        isMe={seat === me}
        meta={state.seats[seat]}
        current={awaitingSeat === seat}
        tokensToWin={view.tokensToWin}
        perpetual={view.perpetual}
        cardValue={cardValue}
        known={known ? { card: known, how: knowledge.how.get(seat) ?? "" } : undefined}
        required={view.required === seat}
        watchedBy={watchedBy(seat)}
        choosable={choosable.has(seat) && !compact}
        chosen={flow.sel.target === seat || (flow.sel.targets ?? []).includes(seat)}
        onChoose={() => chooseSeat(seat)}
        timer={awaitingSeat === seat && seat !== me ? timer : undefined}
        hideHand={compact}
        action={sitHere}
      />
    );
  };

  const status = view.roundOver ? (
    <span>Round {view.round} is over</span>
  ) : awaitingSeat === null ? (
    <span>…</span>
  ) : awaitingSeat === me ? (
    <span class="status-you">
      <strong>Your turn</strong> {timer}
    </span>
  ) : (
    <span>
      <strong>{ctx.name(awaitingSeat)}</strong> is {DECISION_WORDS[view.awaiting!.decision]}
    </span>
  );

  const intermission = state.phase === "intermission";
  const finished = state.phase === "finished" || view.matchOver;
  const mySeatState = me !== null ? state.seats[me] : undefined;

  return (
    <div class="table-layout" data-testid="table" data-phase={state.phase}>
      <div class="board">
        <TableToolbar
          title={`${RULESET_NAMES[view.ruleset] ?? view.ruleset} · Round ${view.round}${view.tiebreakRound ? " (tie-breaker)" : ""}`}
          subtitle={view.perpetual ? "Perpetual" : `First to ${view.tokensToWin} tokens`}
          spectators={state.spectators}
          spectating={me === null}
        />
        <div class={`opponents count-${view.players - (me === null ? 0 : 1)}`}>
          {seatsAfter(view.players, me).map((seat) => seatPanel(seat))}
        </div>
        <TableCenter view={view} cardValue={cardValue} status={status} />

        {session.notice && (
          <p
            class={`notice ${session.notice.kind === "error" ? "notice-error" : "notice-info"}`}
            role="alert"
            key={session.notice.id}
          >
            {session.notice.text}
          </p>
        )}

        {(summary || finished) && (
          <div class="round-end" data-testid="round-end">
            {summary && (
              <RoundResult summary={summary} ctx={ctx} cardValue={cardValue}>
                {intermission && !finished && (
                  <div class="intermission">
                    <span class="muted">
                      Next round in{" "}
                      <Countdown
                        deadline={state.intermissionEnds}
                        totalSeconds={settings?.intermissionSeconds ?? 10}
                        label="Next round"
                        urgentBelow={0}
                      />
                    </span>
                    {mySeatState && mySeatState.kind === "human" && (
                      <button
                        type="button"
                        class="btn btn-primary"
                        disabled={mySeatState.ready}
                        onClick={() => connection.ready()}
                      >
                        {mySeatState.ready ? "Ready ✓" : "I'm ready"}
                      </button>
                    )}
                    <span class="ready-list small muted">
                      {state.seats
                        .filter((s) => s.kind === "human")
                        .map((s) => `${s.name}${s.ready ? " ✓" : ""}`)
                        .join(" · ")}
                    </span>
                  </div>
                )}
              </RoundResult>
            )}
            {finished && (
              <div class="match-result" data-testid="match-result">
                <h2>
                  {view.matchWinners.length
                    ? finishSentence(
                        `${view.matchWinners.map(sentenceNames(ctx)).join(" and ")} ${view.matchWinners.length === 1 && view.matchWinners[0] !== me ? "wins" : "win"} the match`,
                      )
                    : "The match is over"}
                </h2>
                {session.gameOver?.ratings
                  .filter((r) => r.playerId === session.you?.playerId)
                  .map((r) => (
                    <p key={r.playerId}>
                      Your rating: {Math.round(r.before)} → <strong>{Math.round(r.after)}</strong> (
                      {r.after >= r.before ? "+" : ""}
                      {Math.round(r.after - r.before)})
                    </p>
                  ))}
                <div class="btn-row">
                  {(session.gameOver?.gameId || state.gameId) && (
                    <a class="btn btn-primary" href={paths.replay(session.gameOver?.gameId || state.gameId)}>
                      Watch the replay
                    </a>
                  )}
                  <a class="btn" href={paths.home()}>
                    Back to the lobby
                  </a>
                </div>
              </div>
            )}
          </div>
        )}

        {me !== null && (
          <div
            class={`me-area ${myTurn ? "is-my-turn" : ""} ${session.status !== "connected" ? "is-offline" : ""}`}
            aria-busy={session.status !== "connected"}
          >
            <RevealBanner events={reveals} ctx={ctx} cardValue={cardValue} />
            {myTurn && (
              <ActionPanel
                view={view}
                flow={flow}
                ctx={ctx}
                sending={session.sending}
                offline={session.status !== "connected"}
                onMove={(m) => connection.move(m)}
                cardValue={cardValue}
              />
            )}
            <MyHand view={view} flow={myTurn ? flow : null} cardValue={cardValue} />
            {seatPanel(me, true)}
          </div>
        )}
        {me === null && (
          <p class="spectator-note muted" data-testid="spectator-note">
            {queuedSeat
              ? `You take seat ${queuedSeat.index + 1} at the next round. Until then you are watching.`
              : canSit
                ? "You are watching. This table is perpetual: take a bot's seat and you play from the next round."
                : "You are watching this table. Hands stay hidden; you see what every player can see."}
          </p>
        )}
      </div>

      <aside class="side">
        <section class="panel side-panel">
          <h2 class="side-title">Log</h2>
          <EventLog lines={lines} />
        </section>
        {perpetualTable && (
          <section class="panel side-panel">
            <h2 class="side-title">Scoreboard</h2>
            <Scoreboard entries={state.scoreboard} myId={session.you?.playerId ?? null} />
          </section>
        )}
        {prefs.tracker && (
          <section class="panel side-panel">
            <h2 class="side-title">Cards unseen</h2>
            <CardTracker cards={trackCards(view, knowledge)} />
          </section>
        )}
        <section class="panel side-panel">
          <h2 class="side-title">Chat</h2>
          <ChatBox lines={session.chat} onSend={(t) => connection.chat(t)} myId={session.you?.playerId ?? null} />
        </section>
      </aside>
    </div>
  );
}
