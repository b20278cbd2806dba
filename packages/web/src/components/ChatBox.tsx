import type { ChatLine } from "@loveletter/protocol";
import { useEffect, useRef, useState } from "preact/hooks";
import { PlayerName } from "./PlayerName";

interface Props {
  lines: readonly ChatLine[];
  onSend: (text: string) => void;
  myId: string | null;
}

/** The table's chat: everyone in the room, spectators included. */
export function ChatBox({ lines, onSend, myId }: Props) {
  const [text, setText] = useState("");
  const box = useRef<HTMLOListElement>(null);
  const last = lines[lines.length - 1]?.id;
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  const submit = (e: Event) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onSend(trimmed.slice(0, 300));
    setText("");
  };
  return (
    <section class="chat" aria-label="Chat">
      <ol ref={box} class="chat-lines" aria-live="polite">
        {lines.length === 0 && <li class="muted small">No messages yet. Say hello!</li>}
        {lines.map((line) => (
          <li key={line.id} class={line.playerId === myId ? "is-mine" : ""}>
            <span class="chat-name">
              <PlayerName name={line.name} kind={line.kind} />
            </span>{" "}
            <span class="chat-text">{line.text}</span>
          </li>
        ))}
      </ol>
      <form class="chat-form" onSubmit={submit}>
        <label class="visually-hidden" for="chat-input">
          Message
        </label>
        <input
          id="chat-input"
          type="text"
          maxLength={300}
          placeholder="Message the table"
          value={text}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
          autocomplete="off"
        />
        <button type="submit" class="btn" disabled={!text.trim()}>
          Send
        </button>
      </form>
    </section>
  );
}
