import { useEffect, useState } from "preact/hooks";
import { words } from "../i18n/words";
import { community, joinCommunity, sayInLobby } from "../net/community";
import { paths } from "../router";
import { identity } from "../state/identity";
import { muted, setMuted } from "../state/muted";
import { useStore } from "../state/store";
import { PlayerName } from "./PlayerName";

/**
 * The lobby's people: who is online (accounts and guests, marked), and the lobby chat. Anyone can
 * be muted from here: their lines are hidden for you alone.
 */
export function CommunityPanel() {
  useEffect(() => joinCommunity(), []);
  const state = useStore(community);
  const hidden = useStore(muted);
  const me = useStore(identity);
  const w = useStore(words);
  const myId = me.status === "ready" ? me.player.id : null;
  const [draft, setDraft] = useState("");
  const shown = state.chat.filter((line) => !hidden.has(line.playerId));
  const send = (event: Event) => {
    event.preventDefault();
    if (!draft.trim()) return;
    sayInLobby(draft);
    setDraft("");
  };
  return (
    <div class="community" data-testid="community">
      <h2 id="online-title">{w.t("community.online", { count: state.online.length })}</h2>
      <ul class="online-list" aria-labelledby="online-title">
        {state.online.map((person) => (
          <li key={person.playerId}>
            <a href={paths.player(person.playerId)}>
              <PlayerName name={person.name} kind={person.kind} />
            </a>
            {person.playerId !== myId && (
              <button
                type="button"
                class="btn btn-small btn-quiet"
                aria-pressed={hidden.has(person.playerId)}
                onClick={() => setMuted(person.playerId, !hidden.has(person.playerId))}
              >
                {hidden.has(person.playerId) ? w.t("community.unmute") : w.t("community.mute")}
                <span class="visually-hidden"> {person.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <h2 id="lobby-chat-title">{w.t("community.chat")}</h2>
      <div class="lobby-chat" role="log" aria-live="polite" aria-labelledby="lobby-chat-title">
        {shown.map((line) => (
          <p key={line.id}>
            <strong>
              <PlayerName name={line.name} kind={line.kind} />
            </strong>
            : {line.text}
          </p>
        ))}
      </div>
      {shown.length < state.chat.length && (
        <p class="muted small">{w.t("community.muted-hidden", { count: state.chat.length - shown.length })}</p>
      )}
      <form class="inline-form" onSubmit={send}>
        <label class="visually-hidden" for="lobby-chat-input">
          {w.t("community.say-label")}
        </label>
        <input
          id="lobby-chat-input"
          type="text"
          // CHAT_MAX_LENGTH: importing it would bring the messages' zod schemas into the first
          // bundle, and zod probes for eval (a CSP violation) when it builds them.
          maxLength={300}
          value={draft}
          placeholder={w.t("community.say-placeholder")}
          onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          disabled={state.status !== "live"}
        />
        <button type="submit" class="btn" disabled={state.status !== "live"}>
          {w.t("community.send")}
        </button>
      </form>
      {state.error && (
        <p class="form-error" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
