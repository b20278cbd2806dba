import type { EngineEvent, MatchOptions, Move, View } from "@loveletter/engine";

/**
 * The bot protocol (docs/bot-protocol.md): JSON Lines over a program's standard input and output.
 * These are the messages the host writes; the program answers each `decide` with one move.
 */
export const PROTOCOL_VERSION = 1;

/** First message, once, just before the first `decide`. */
export interface HelloMessage {
  readonly type: "hello";
  readonly protocol: typeof PROTOCOL_VERSION;
  /** The program's seat for the whole match. */
  readonly seat: number;
  readonly ruleset: string;
  readonly players: number;
  /** The rule and match options the match was created with ({} when none). */
  readonly options: MatchOptions;
  /** The time the program should aim to spend per decision. */
  readonly budgetMs: number;
  /** The hard limit per decision (budget plus grace), measured by the host. */
  readonly timeLimitMs: number;
}

/** The seat must decide: answer with one of `legalMoves`, on one line. */
export interface DecideMessage {
  readonly type: "decide";
  /** The seat's view; `view.legalMoves` equals `legalMoves`. */
  readonly view: View;
  /** The events visible to the seat since its previous decision (since the match start for the first). */
  readonly events: readonly EngineEvent[];
  readonly legalMoves: readonly Move[];
}

/** Last message: the program should exit. */
export interface ByeMessage {
  readonly type: "bye";
}

export type HostMessage = HelloMessage | DecideMessage | ByeMessage;

/**
 * What went wrong with a program at one decision. Each incident replaced that decision with a
 * uniformly random legal move (`move`).
 * - `crash`: the program could not start, or ended with a non-zero code or a signal;
 * - `exit`: it ended with code 0 (or closed its output) while the match still needed it;
 * - `timeout`: no answer within the time limit (after two in a row it is stopped);
 * - `invalid-json`: the answer was not JSON;
 * - `illegal-move`: the answer was JSON but not one of the legal moves.
 * Once a program has crashed, exited or been stopped, every later decision of its seat is an
 * incident of the same kind.
 */
export type IncidentKind = "crash" | "timeout" | "invalid-json" | "illegal-move" | "exit";

export interface Incident {
  readonly seat: number;
  readonly kind: IncidentKind;
  /** For people: what happened, with the end of the program's standard error when it ended. */
  readonly detail: string;
  /** Which of this agent's decisions it was, from 1. */
  readonly decision: number;
  /** The random legal move played instead. */
  readonly move: Move;
  /**
   * The program no longer plays (it crashed, exited, or was stopped after timing out twice in a
   * row): every later decision of the seat is a random move too, each with its own incident.
   */
  readonly stopped: boolean;
}
