import { BOT_STRENGTHS, type BotStrength } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { ChatBox } from "../components/ChatBox";
import { ClientSeedPanel } from "../components/ClientSeedPanel";
import { InviteFriends } from "../components/InviteFriends";
import { TableOptionsForm } from "../components/TableOptionsForm";
import { deckFromRules, deckSizeOf, EDITION_CHOICES, supportedPlayers } from "../game/custom-deck";
import {
  describeGoal,
  draftOf,
  draftProblem,
  RULESET_NAMES,
  ratedLabel,
  STRENGTH_NAMES,
  settingsOf,
  type TableDraft,
} from "../game/table-options";
import type { TableConnection, TableSession } from "../net/table-session";
import { paths } from "../router";

/** Before the start: who sits where, bots, the table's options, the link to share, and Start. */
export function WaitingRoom({ session, connection }: { session: TableSession; connection: TableConnection }) {
  const state = session.state!;
  const settings = state.settings;
  const you = session.you;
  const isHost = you?.host === true;
  const [editing, setEditing] = useState<TableDraft | null>(null);
  const [copied, setCopied] = useState(false);
  // A private table's code is told only to its seated players and host; its link carries it.
  const code = you?.code ?? null;
  const link = `${window.location.origin}${paths.table(session.tableId, code)}`;
  useEffect(() => {
    document.title = "Waiting for players — Love Letter";
  }, []);
  useEffect(() => {
    if (session.notice) setCopied(false);
  }, [session.notice]);

  const seated = state.seats.filter((s) => s.kind !== "empty").length;
  const customDeck = settings?.ruleset === "custom" ? deckFromRules(settings.rules?.deck) : null;
  const customEdition = EDITION_CHOICES.find((e) => e.id === settings?.rules?.edition)?.name;
  const min = settings ? (supportedPlayers(settings.ruleset, settings.rules ?? {})[0] ?? settings.seats) : 2;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div class="waiting">
      <div class="page-title">
        <h1>{settings ? `${RULESET_NAMES[settings.ruleset] ?? settings.ruleset} table` : "Table"}</h1>
        {settings && (
          <span class="muted">
            {customDeck && `${deckSizeOf(customDeck)} cards, ${customEdition ?? ""} rules · `}
            {settings.seats} seats · {settings.turnSeconds ?? 20}s turns ·{" "}
            {describeGoal(settings.goal, settings.ruleset, settings.seats, settings.rules?.edition)} ·{" "}
            {settings.visibility === "private" ? "private" : "public"} ·{" "}
            <span data-testid="rated">
              {ratedLabel(
                settings,
                // A bot program plays like a person (kind "human") but has no fixed rating: the game is unrated.
                state.seats.map((seat) => (seat.program ? "program" : seat.kind)),
              )}
            </span>
          </span>
        )}
      </div>
      {session.notice && (
        <p class={`notice ${session.notice.kind === "error" ? "notice-error" : "notice-info"}`} role="alert">
          {session.notice.text}
        </p>
      )}
      <div class="waiting-grid">
        <section class="panel" aria-labelledby="seats-title">
          <h2 id="seats-title">Players</h2>
          <ol class="seat-list">
            {state.seats.map((seat) => {
              const mine = you?.seat === seat.index;
              return (
                <li key={seat.index} class={`seat-line ${mine ? "is-me" : ""}`}>
                  <span class="seat-number">{seat.index + 1}</span>
                  <span class="seat-line-name">
                    {seat.kind === "empty" ? (
                      <span class="muted">Open seat</span>
                    ) : (
                      <>
                        <strong>{seat.name}</strong>
                        {mine && <span class="badge badge-accent">You</span>}
                        {seat.kind === "human" && seat.guest && <span class="badge">Guest</span>}
                        {seat.program && <span class="badge">Bot program</span>}
                        {seat.kind === "human" && seat.playerId === state.hostId && <span class="badge">Host</span>}
                        {seat.kind === "human" && !seat.connected && <span class="badge badge-warn">Away</span>}
                      </>
                    )}
                  </span>
                  <span class="seat-line-actions">
                    {isHost && seat.kind !== "human" && (
                      <select
                        aria-label={`Seat ${seat.index + 1}`}
                        value={seat.kind === "bot" ? seat.strength : "open"}
                        onChange={(e) => {
                          const v = (e.target as HTMLSelectElement).value;
                          connection.bot(seat.index, v === "open" ? null : (v as BotStrength));
                        }}
                      >
                        <option value="open">Open for a player</option>
                        {BOT_STRENGTHS.map((s) => (
                          <option key={s} value={s}>
                            Bot: {STRENGTH_NAMES[s]}
                          </option>
                        ))}
                      </select>
                    )}
                    {!isHost && seat.kind === "bot" && (
                      <span class="muted small">Bot · {STRENGTH_NAMES[seat.strength as BotStrength]}</span>
                    )}
                    {seat.kind === "empty" && you?.seat === null && (
                      <button type="button" class="btn btn-small" onClick={() => connection.sit(seat.index)}>
                        Sit here
                      </button>
                    )}
                    {mine && !isHost && (
                      <button type="button" class="btn btn-small btn-quiet" onClick={() => connection.stand()}>
                        Leave seat
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
          <div class="btn-row">
            {isHost ? (
              <button
                type="button"
                class="btn btn-primary btn-big"
                disabled={seated < min}
                onClick={() => connection.start()}
              >
                Start the game
              </button>
            ) : (
              <p class="muted">
                {you?.seat === null ? "You are watching. Take an open seat to play." : "Waiting for the host to start…"}
              </p>
            )}
            {isHost && seated < min && <p class="muted small">At least {min} players are needed.</p>}
          </div>
        </section>

        <div class="waiting-side">
          <section class="panel" aria-labelledby="invite-title">
            <h2 id="invite-title">Invite</h2>
            <div class="inline-form">
              <input
                type="text"
                readOnly
                value={link}
                aria-label="Table link"
                onFocus={(e) => (e.target as HTMLInputElement).select()}
              />
              <button type="button" class="btn" onClick={copy}>
                {copied ? "Copied" : "Copy"}
              </button>
            </div>
            {code && (
              <p class="join-code-show">
                Join code: <strong class="code">{code}</strong>
              </p>
            )}
            <InviteFriends tableId={session.tableId} />
          </section>
          <ClientSeedPanel session={session} connection={connection} />
          {isHost && settings && (
            <section class="panel" aria-labelledby="settings-title">
              <h2 id="settings-title">Options</h2>
              {editing ? (
                <>
                  <TableOptionsForm draft={editing} onChange={setEditing} withBots={false} idPrefix="edit" />
                  <div class="btn-row">
                    <button
                      type="button"
                      class="btn btn-primary"
                      disabled={draftProblem(editing) !== null}
                      onClick={() => {
                        const { ruleset, seats, rules, turnSeconds, intermissionSeconds, goal, visibility, rated } =
                          settingsOf(editing);
                        connection.settings({
                          ruleset,
                          seats,
                          rules,
                          turnSeconds,
                          intermissionSeconds,
                          goal,
                          visibility,
                          rated: rated ?? true,
                        });
                        setEditing(null);
                      }}
                    >
                      Apply
                    </button>
                    <button type="button" class="btn btn-quiet" onClick={() => setEditing(null)}>
                      Cancel
                    </button>
                  </div>
                </>
              ) : (
                <button type="button" class="btn" onClick={() => setEditing(draftOf(settings))}>
                  Change options
                </button>
              )}
            </section>
          )}
          <section class="panel">
            <h2>Chat</h2>
            <ChatBox lines={session.chat} onSend={(t) => connection.chat(t)} myId={you?.playerId ?? null} />
          </section>
        </div>
      </div>
    </div>
  );
}
