import type { EngineEvent } from "@loveletter/engine";
import type { NameContext } from "./labels.js";
import { messageOf } from "./messages.js";
import { sentence } from "./sentences.js";

// Human sentences for engine events, for the log (a live region: screen readers read each new
// line) and the replay. Every event type has a sentence; a few purely mechanical ones are merged
// into their neighbour (a draw and the card it brought are one line for the drawer). An event is
// first a message (messages.ts: which sentence, with what, in no language), then words in the reader's language (sentences.ts).

export type LogTone = "turn" | "effect" | "private" | "out" | "token" | "round";

export interface LogLine {
  readonly key: string;
  readonly text: string;
  readonly tone: LogTone;
}

/** One event's sentence for this reader; null when a neighbouring line already says it. */
export function describeEvent(e: EngineEvent, ctx: NameContext, next?: EngineEvent, prev?: EngineEvent): string | null {
  const message = messageOf(e, next, prev);
  return message === null ? null : sentence(message, ctx);
}

function toneOf(e: EngineEvent): LogTone {
  if (e.visibleTo !== "all") return "private";
  switch (e.type) {
    case "played":
    case "drew":
      return "turn";
    case "knocked-out":
      return "out";
    case "token":
    case "win-counted":
      return "token";
    case "round-started":
    case "round-ended":
    case "match-ended":
    case "tiebreak":
      return "round";
    default:
      return "effect";
  }
}

/** Log lines for a run of events; `offset` keeps keys stable as the log grows. */
export function describeEvents(events: readonly EngineEvent[], ctx: NameContext, offset = 0): LogLine[] {
  const lines: LogLine[] = [];
  events.forEach((e, i) => {
    const text = describeEvent(e, ctx, events[i + 1], events[i - 1]);
    if (text) lines.push({ key: String(offset + i), text, tone: toneOf(e) });
  });
  return lines;
}
