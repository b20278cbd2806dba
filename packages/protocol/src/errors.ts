/** Every error code a client can receive (docs/protocol.md, "Error codes"). */
export const ERROR_CODES = [
  "invalid-message",
  "server-error",
  "rate-limited",
  "not-seated",
  "not-your-turn",
  "stale-turn",
  "illegal-move",
  "wrong-phase",
  "not-host",
  "seat-taken",
  "invalid-settings",
  "not-enough-players",
  "unauthorized",
  "not-found",
  "private-table",
  "too-many-tables",
  "invalid-name",
  "name-taken",
  "invalid-password",
  "csrf-failed",
  "game-in-progress",
  "game-failed",
  "bots-not-allowed",
  "not-configured",
  "starting",
  "waiting-elsewhere",
  "blocked",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refusal with a code a program can act on and a message a person can read. */
export class ProtocolError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ProtocolError";
  }
}

export function refuse(code: ErrorCode, message: string): never {
  throw new ProtocolError(code, message);
}
