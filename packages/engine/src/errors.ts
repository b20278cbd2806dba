/**
 * The ways a match configuration can be wrong. Every one is refused with a code and a sentence a
 * person can act on; nothing is silently ignored or corrected.
 */
export const CONFIG_ERROR_CODES = [
  "unknown-ruleset",
  "unknown-option",
  "option-not-in-ruleset",
  "invalid-option-value",
  "missing-option",
  "invalid-deck",
  "invalid-player-count",
  "invalid-seed",
  "invalid-first-player",
] as const;
export type ConfigErrorCode = (typeof CONFIG_ERROR_CODES)[number];

export class ConfigError extends Error {
  override readonly name = "ConfigError";
  constructor(
    readonly code: ConfigErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A position the rules cannot continue from: a redraw is needed but the deck is empty and no card
 * was set aside. A dealt game never reaches it; a hand-written scenario position can.
 */
export class PositionError extends Error {
  override readonly name = "PositionError";
}
