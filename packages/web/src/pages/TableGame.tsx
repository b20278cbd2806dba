import {
  type BotStrength,
  MISSED_BEFORE_BOT,
  type PublicSeat,
  SCOREBOARD_LEADERS,
  type ScoreRow,
} from "@loveletter/protocol";
import type { ComponentChildren } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { ChatBox } from "../components/ChatBox";
import { CommitmentNote } from "../components/CommitmentNote";
import { Countdown } from "../components/Countdown";
import { HintButton, hintsAllowed } from "../components/HintButton";
import { markedName } from "../components/PlayerName";
import { TurnBasedClock } from "../components/TurnBasedClock";
import { fullDate, relativeTime } from "../game/relative-time";
import { STRENGTH_NAMES } from "../game/table-options";
import { words } from "../i18n/words";
import type { TableConnection, TableSession } from "../net/table-session";
import { paths, useRoute } from "../router";
import { identity } from "../state/identity";
import { useLeaveGuard } from "../state/leave-guard";
import { usePlaySelection } from "../state/play-flow";
import { preferences, setPreference } from "../state/preferences";
import { useStore } from "../state/store";
import { MatchEnd } from "../table/MatchEnd";
import { RulesDrawer } from "../table/RulesDrawer";
import { TableBoard, type TableInteraction } from "../table/TableBoard";
import type { Drawer } from "../table/TableDrawers";
import { tableModel } from "../table/table-model";

/** A perpetual table's standings, by round wins: its leaders and whoever sits now, as the server ranks them. */
function Scoreboard({ entries, total, myId }: { entries: readonly ScoreRow[]; total: number; myId: string | null }) {
  if (entries.length === 0) return <p class="muted small">No round has ended yet.</p>;
  return (
    <>
      {total > entries.length && (
        <p class="muted small" data-testid="scoreboard-note">
          The top {SCOREBOARD_LEADERS} of the {total} players who sat here, and who sits now.
        </p>
      )}
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
          {entries.map((r, i) => (
            <tr key={r.playerId} class={r.playerId === myId ? "is-me" : ""}>
              <td class="num">{i === 0 || entries[i - 1]!.rank !== r.rank ? r.rank : ""}</td>
              <td>{r.name}</td>
              <td class="num">
                <strong>{r.wins}</strong>
              </td>
              <td class="num">{r.rounds}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** At a perpetual table, a seat a newcomer may take at the next round: a bot's, or one a bot plays. */
function takeable(seat: PublicSeat | undefined): boolean {
  return !!seat && !seat.next && (seat.kind === "bot" || (seat.kind === "human" && seat.botPlaying));
}

/** What the room says of a seat, as badges: a bot and its strength, a bot standing in, away. */
function seatBadges(meta: PublicSeat | undefined): { text: string; tone?: "warn" | "accent" }[] {
  if (!meta) return [];
  const badges: { text: string; tone?: "warn" | "accent" }[] = [];
  if (meta.kind === "bot")
    badges.push({ text: `Bot · ${STRENGTH_NAMES[meta.strength as BotStrength] ?? meta.strength}` });
  if (meta.botPlaying) badges.push({ text: "Bot is playing", tone: "warn" });
  else if (meta.kind === "human" && !meta.connected) badges.push({ text: "Reconnecting…", tone: "warn" });
  if (meta.next) badges.push({ text: `Next round: ${meta.next}`, tone: "accent" });
  return badges;
}

/**
 * The table's display options: a few switches behind one button, so that the bar fits a phone.
 * On a phone the deal's commitment and who is watching, which the bar has no room for beside the
 * round's title, are shown here instead.
 */
function TableOptions({
  onRules,
  deal,
  spectators,
}: {
  onRules: () => void;
  deal: ComponentChildren;
  spectators: number;
}) {
  const prefs = useStore(preferences);
  return (
    <>
      <button type="button" class="btn btn-small" onClick={onRules} data-testid="rules-button">
        Rules
      </button>
      <details class="tb-options">
        <summary class="btn btn-small btn-quiet">Options</summary>
        <div class="tb-options-menu">
          {deal && <div class="tb-options-deal">{deal}</div>}
          {spectators > 0 && (
            <p class="tb-options-watching small">
              {spectators === 1
                ? "One person is watching this table."
                : `${spectators} people are watching this table.`}
            </p>
          )}
          <label class="toggle">
            <input
              type="checkbox"
              checked={prefs.sound}
              onChange={(e) => setPreference("sound", (e.target as HTMLInputElement).checked)}
            />
            <span>Sound</span>
          </label>
          <label class="toggle">
            <input
              type="checkbox"
              checked={prefs.playingCards}
              onChange={(e) => setPreference("playingCards", (e.target as HTMLInputElement).checked)}
            />
            <span>Playing cards</span>
          </label>
          <label class="toggle">
            <input
              type="checkbox"
              checked={prefs.tracker}
              onChange={(e) => setPreference("tracker", (e.target as HTMLInputElement).checked)}
            />
            <span>Card tracker</span>
          </label>
          <label class="toggle">
            <input
              type="checkbox"
              checked={prefs.confirmPlay}
              onChange={(e) => setPreference("confirmPlay", (e.target as HTMLInputElement).checked)}
            />
            <span>Confirm before playing</span>
          </label>
        </div>
      </details>
    </>
  );
}

/** The table in play: the TableBoard widget with this seat's decision, the timer, chat and the match's end. */
export function TableGame({ session, connection }: { session: TableSession; connection: TableConnection }) {
  const state = session.state!;
  const view = session.view;
  const settings = state.settings;
  const prefs = useStore(preferences);
  const who = useStore(identity);
  const myName = who.status === "ready" ? who.player.name : null;
  const me = view?.seat ?? null;
  const route = useRoute();
  // Names as everyone reads them in the seats and the log: a guest's says so (components/PlayerName).
  const names = state.seats.map(markedName);
  const namesKey = names.join("\u0000");
  const [sel, choose] = usePlaySelection(view, session.turn);
  const [rulesOpen, setRulesOpen] = useState(false);
  const offline = session.status !== "connected";
  // The model's words are the page's: a change of language draws the table again in it.
  const pageWords = useStore(words);
  const model = useMemo(
    () =>
      view
        ? tableModel(
            view,
            session.events,
            names,
            me,
            { tracker: prefs.tracker, confirmPlay: prefs.confirmPlay },
            { roundsWon: state.roundsWon, decision: { sel, sending: session.sending, offline } },
          )
        : null,
    [
      view,
      session.events,
      namesKey,
      me,
      prefs.tracker,
      prefs.confirmPlay,
      state.roundsWon,
      sel,
      session.sending,
      offline,
      pageWords,
    ],
  );
  const finished = state.phase === "finished" || !!view?.matchOver;
  // Once the match is over the table shows the next match's commitment: its result shows both.
  const deal = finished || !state.commitment ? null : <CommitmentNote commitment={state.commitment} />;
  const seated = me !== null && state.seats[me]?.kind === "human";
  useLeaveGuard(
    // A turn-based table keeps its time in days whether or not you are here: leaving costs nothing.
    seated && !finished && !state.turnBased
      ? "You are in a game. If you leave, the turn timer and then a bot play for you until you come back."
      : null,
  );

  useEffect(() => {
    document.title = model?.myTurn ? "Your turn — Love Letter" : "Love Letter";
  }, [model?.myTurn]);
  if (!view || !model)
    return (
      <p class="loading" role="status">
        Dealing…
      </p>
    );

  const turnSeconds = settings?.turnSeconds ?? 20;
  const pace = settings?.pace;
  const timer =
    state.turnBased && pace?.kind === "turn-based" ? (
      <TurnBasedClock
        clocks={state.turnBased}
        seats={state.seats}
        me={me}
        tableId={route.page === "table" ? route.tableId : ""}
        missedBeforeBot={pace.missedBeforeBot ?? MISSED_BEFORE_BOT.default}
      />
    ) : session.deadline > 0 ? (
      <Countdown
        deadline={session.deadline}
        totalSeconds={turnSeconds}
        label={model.myTurn ? "Your time" : "Time left"}
        sound={prefs.sound && model.myTurn}
      />
    ) : null;
  const perpetualTable = view.perpetual || settings?.goal?.kind === "perpetual";
  const canSit = me === null && perpetualTable && state.phase !== "finished";
  const queuedSeat = canSit && myName ? state.seats.find((s) => s.next === myName) : undefined;
  const intermission = state.phase === "intermission";
  const mySeatState = me !== null ? state.seats[me] : undefined;
  const myId = session.you?.playerId ?? null;

  const interaction: TableInteraction = {
    onChoose: choose,
    onPlay: (m) => connection.move(m),
    timer,
    sound: prefs.sound,
    hint: hintsAllowed(settings) ? <HintButton view={view} events={session.events} names={model.ctx} /> : undefined,
    badges: (seat) => seatBadges(state.seats[seat]),
    seatAction: (seat) =>
      canSit && !queuedSeat && takeable(state.seats[seat]) ? (
        <button type="button" class="btn btn-small btn-primary" onClick={() => connection.sit(seat)}>
          Sit here next round
        </button>
      ) : undefined,
  };

  const drawers: Drawer[] = [
    ...(perpetualTable
      ? [
          {
            id: "scores",
            label: "Scores",
            content: <Scoreboard entries={state.scoreboard} total={state.scoreboardPlayers} myId={myId} />,
          },
        ]
      : []),
    {
      id: "chat",
      label: "Chat",
      content: <ChatBox lines={session.chat} onSend={(t) => connection.chat(t)} myId={myId} />,
    },
  ];

  const roundEnd = intermission && !finished && (
    <div class="intermission">
      {state.turnBased ? (
        <span class="muted">
          The next round starts when everyone is ready, or{" "}
          <time dateTime={new Date(state.intermissionEnds).toISOString()} title={fullDate(state.intermissionEnds)}>
            {relativeTime(state.intermissionEnds)}
          </time>
          .
        </span>
      ) : (
        <span class="muted">
          Next round in{" "}
          <Countdown
            deadline={state.intermissionEnds}
            totalSeconds={settings?.intermissionSeconds ?? 10}
            label="Next round"
            urgentBelow={0}
          />
        </span>
      )}
      {mySeatState && mySeatState.kind === "human" && (
        <button type="button" class="btn btn-primary" disabled={mySeatState.ready} onClick={() => connection.ready()}>
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
  );

  return (
    <>
      <TableBoard
        model={model}
        interaction={interaction}
        slots={{
          tools: (
            <>
              {state.spectators > 0 && <span class="muted small tb-watching">{state.spectators} watching</span>}
              {deal}
              <TableOptions onRules={() => setRulesOpen(true)} deal={deal} spectators={state.spectators} />
              <a class="btn btn-small btn-quiet" href={paths.home()}>
                Lobby
              </a>
            </>
          ),
          notices: session.notice && (
            <p
              class={`notice ${session.notice.kind === "error" ? "notice-error" : "notice-info"}`}
              role="alert"
              key={session.notice.id}
              data-testid="table-notice"
            >
              {session.notice.text}
            </p>
          ),
          roundEnd,
          matchEnd: finished && (
            <MatchEnd model={model} session={session} connection={connection} settings={settings} />
          ),
          bottom: me === null && (
            <p class="spectator-note muted" data-testid="spectator-note">
              {queuedSeat
                ? `You take seat ${queuedSeat.index + 1} at the next round. Until then you are watching.`
                : canSit
                  ? "You are watching. This table is perpetual: take a bot's seat and you play from the next round."
                  : "You are watching this table. Hands stay hidden; you see what every player can see."}
            </p>
          ),
          drawers,
        }}
      />
      <RulesDrawer view={view} open={rulesOpen} onClose={() => setRulesOpen(false)} />
    </>
  );
}
