import type { LogLine } from "@loveletter/seat";
import { useEffect, useRef } from "preact/hooks";

/**
 * What happened, newest at the bottom. A polite live region: a screen reader reads each new line
 * as it arrives, without interrupting ("Only you: You drew the Guard" for a private line).
 */
export function EventLog({
  lines,
  title = "Game log",
  privateTag = "only you",
}: {
  lines: readonly LogLine[];
  title?: string;
  /** The tag on lines only some seats saw ("only you" at the table; a replay names the seat). */
  privateTag?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const last = lines[lines.length - 1]?.key;
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  return (
    <section class="event-log" aria-label={title}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard to be scrolled */}
      <div ref={box} role="log" aria-live="polite" aria-relevant="additions" class="log-lines" tabIndex={0}>
        {lines.map((line) => (
          <p key={line.key} class={`log-line tone-${line.tone}`}>
            {line.tone === "private" && (
              <>
                <span class="log-private">{privateTag}</span>
                <span class="visually-hidden">: </span>
              </>
            )}
            {line.text}
          </p>
        ))}
      </div>
    </section>
  );
}
