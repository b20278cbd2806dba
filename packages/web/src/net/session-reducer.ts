import type { EngineEvent } from "@loveletter/engine";
import type {
  ChatLine,
  ErrorMessage,
  GameOverMessage,
  MoveMade,
  PublicTable,
  TableMessage,
  ViewMessage,
  YouMessage,
} from "@loveletter/protocol";
import { describeEvent } from "@loveletter/seat";
import { nameContext } from "../game/names.js";

/**
 * Everything this client was told at one table: the public table, its own view and events, chat,
 * and refusals. The view and events come only from the server's `view` messages: this client holds
 * nothing the server did not send it, and works out nothing the server knows (who made a move, the
 * rounds won).
 */
export interface TableSession {
  readonly tableId: string;
  readonly status: "connecting" | "connected" | "reconnecting" | "closed" | "failed";
  readonly failure: string | null;
  /** The public table, as the server last sent it (null until the first `table` message). */
  readonly state: PublicTable | null;
  readonly view: ViewMessage["view"] | null;
  readonly turn: number;
  /** Epoch ms when the awaited person's decision times out (0: none; bots have no timer). */
  readonly deadline: number;
  /** Events since joining (a new round appends; a join or rejoin replaces). */
  readonly events: readonly EngineEvent[];
  readonly you: YouMessage | null;
  readonly chat: readonly ChatLine[];
  readonly notice: { readonly id: number; readonly text: string; readonly kind: "error" | "info" } | null;
  /** How many notices were given: the next one's id. */
  readonly notices: number;
  readonly gameOver: GameOverMessage | null;
  /** A move was sent and its answer (a new view or an error) has not come yet. */
  readonly sending: boolean;
  /**
   * The next view is the first since this page opened or its connection dropped: what was played
   * in our seat meanwhile is worth a notice (a new round's view, while we watched, is not).
   */
  readonly returning: boolean;
  /** The last seed sent was the automatic one, not one the player typed: its refusal is no news. */
  readonly automaticSeed: boolean;
}

/** What changes a session: a message from the table's server, or what this page did or saw of its connection. */
export type SessionInput =
  | { readonly type: "table"; readonly table: TableMessage }
  | { readonly type: "view"; readonly message: ViewMessage }
  | { readonly type: "you"; readonly you: YouMessage }
  | { readonly type: "chat"; readonly line: ChatLine }
  | { readonly type: "chat-history"; readonly lines: readonly ChatLine[] }
  | { readonly type: "error"; readonly error: ErrorMessage }
  | { readonly type: "game-over"; readonly gameOver: GameOverMessage }
  | { readonly type: "notice"; readonly text: string; readonly kind: "error" | "info" }
  | { readonly type: "status"; readonly status: TableSession["status"]; readonly failure?: string }
  /** The connection dropped, or is being made again: the next view is a return. */
  | { readonly type: "away"; readonly status: "reconnecting" }
  /** Joined again as someone else (another tab changed who this browser is): the old seat's news isn't ours. */
  | { readonly type: "new-identity" }
  | { readonly type: "sent-move" }
  | { readonly type: "sent-seed"; readonly automatic: boolean };

export const MAX_EVENTS = 600;
export const MAX_CHAT = 200;

export function newSession(tableId: string): TableSession {
  return {
    tableId,
    status: "connecting",
    failure: null,
    state: null,
    view: null,
    turn: 0,
    deadline: 0,
    events: [],
    you: null,
    chat: [],
    notice: null,
    notices: 0,
    gameOver: null,
    sending: false,
    returning: true,
    automaticSeed: false,
  };
}

function withNotice(s: TableSession, text: string, kind: "error" | "info"): TableSession {
  return { ...s, notice: { id: s.notices + 1, text, kind }, notices: s.notices + 1 };
}

/** The session once `input` has happened: the whole of what a table page knows, from what it was told. */
export function reduceSession(s: TableSession, input: SessionInput): TableSession {
  switch (input.type) {
    case "table":
      return { ...s, state: input.table };
    case "view":
      return onView(s, input.message);
    case "you":
      return { ...s, you: input.you };
    case "chat":
      return s.chat.some((c) => c.id === input.line.id) ? s : { ...s, chat: [...s.chat, input.line].slice(-MAX_CHAT) };
    case "chat-history":
      return { ...s, chat: input.lines.slice(-MAX_CHAT) };
    case "error":
      if (input.error.about === "seed" && s.automaticSeed) return { ...s, sending: false, automaticSeed: false };
      return withNotice({ ...s, sending: false }, input.error.message || input.error.code, "error");
    case "game-over":
      return { ...s, gameOver: input.gameOver };
    case "notice":
      return withNotice(s, input.text, input.kind);
    case "status":
      return {
        ...s,
        status: input.status,
        failure: input.failure ?? (input.status === "failed" ? s.failure : null),
        sending: input.status === "connecting" ? s.sending : false,
      };
    case "away":
      return { ...s, status: input.status, returning: true, sending: false };
    case "new-identity":
      return { ...s, returning: false };
    case "sent-move":
      // A notice is about what happened before this decision (the timer's move, a refusal): the
      // player has moved on from it.
      return { ...s, sending: true, notice: null };
    case "sent-seed":
      return { ...s, automaticSeed: input.automatic };
  }
}

function lastRound(events: readonly EngineEvent[]): number | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === "round-started") return e.round;
  }
  return null;
}

/** A move's own plays, in words ("You played the Guard on Ann, naming the Priest (2)."). */
function movesInWords(message: ViewMessage, moves: readonly MoveMade[], names: readonly string[]): string[] {
  const ctx = nameContext(names, message.view.seat, message.view);
  return moves.flatMap((move) => {
    const next = message.moves[message.moves.indexOf(move) + 1];
    const events = message.events.slice(move.at, next?.at ?? message.events.length);
    return events.flatMap((e) => (e.type === "played" && e.seat === move.seat ? [describeEvent(e, ctx) ?? ""] : []));
  });
}

/** What the server says was played in this seat without its player: a notice's words, or null. */
function playedForYou(before: TableSession, message: ViewMessage): string | null {
  const mine = message.view.seat;
  if (mine === null) return null;
  const names = before.state?.seats.map((s) => s.name) ?? [];
  if (!message.reset) {
    const forMe = message.moves.filter((m) => m.seat === mine && m.by !== "player");
    if (forMe.length === 0) return null;
    const played = movesInWords(message, forMe, names).join(" ");
    return forMe.every((m) => m.by === "timer")
      ? `Time ran out, so a move was played for you: ${played || "a random legal move."}`
      : `While you were away, this was played for you: ${played || "a move."}`;
  }
  if (!before.returning) return null;
  // Back at the table (a dropped connection, a reload, a walk to the lobby): what the timer or a
  // bot played in this seat this round since its player last moved.
  let ownLast = message.moves.length - 1;
  while (ownLast >= 0 && !(message.moves[ownLast]!.seat === mine && message.moves[ownLast]!.by === "player")) ownLast--;
  const forMe = message.moves.slice(ownLast + 1).filter((m) => m.seat === mine && m.by !== "player");
  const played = movesInWords(message, forMe, names);
  if (played.length) return `While you were away, this was played for you: ${played.join(" ")}`;
  const round = message.view.round;
  if (before.view && before.view.round !== round && !message.view.roundOver)
    return `While you were away, the game went on without you: this is round ${round}.`;
  return null;
}

function onView(before: TableSession, message: ViewMessage): TableSession {
  // A new round: what a notice told of the last one is over (an error stays until the next move).
  let s =
    before.notice?.kind === "info" && before.view?.round !== message.view.round ? { ...before, notice: null } : before;
  const told = playedForYou(before, message);
  if (told) s = withNotice(s, told, "info");
  let events: EngineEvent[];
  if (!message.reset) events = [...before.events, ...message.events];
  else {
    const round = lastRound(message.events);
    // A new round keeps the earlier rounds in the log; a (re)join replaces it.
    events =
      round !== null && before.events.length > 0 && lastRound(before.events) !== round && before.view !== null
        ? [...before.events, ...message.events]
        : [...message.events];
  }
  return {
    ...s,
    view: message.view,
    turn: message.turn,
    deadline: message.deadline,
    events: events.slice(-MAX_EVENTS),
    sending: false,
    returning: false,
    gameOver: message.view.matchOver ? before.gameOver : null,
  };
}
