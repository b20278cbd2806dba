import type { CharacterName } from "../cards.js";

/**
 * Moves as JSON, in the vocabulary of scenario-format.md. Each move names the seat making it and
 * carries exactly the fields its card uses.
 */
export interface PlayMove {
  readonly seat: number;
  readonly play: CharacterName;
  /** One chosen player (Guard, Priest, Baron, Prince, King, Jester, Sycophant, Dowager Queen, Bishop). */
  readonly target?: number;
  /** Two chosen players (Cardinal), or one or two (Baroness). */
  readonly targets?: readonly number[];
  /** A named value (Guard, Bishop). */
  readonly guess?: number;
  /** Premium Cardinal: which of the two players' hands to look at (optional). */
  readonly look?: number;
}

/** The Chancellor's decision: the card kept and the returned cards, upper first. */
export interface ChancellorMove {
  readonly seat: number;
  readonly keep: CharacterName;
  readonly bottom: readonly CharacterName[];
}

/** The Bishop's target, after a correct guess: discard and draw again, or keep the card. */
export interface RedrawMove {
  readonly seat: number;
  readonly redraw: boolean;
}

export type Move = PlayMove | ChancellorMove | RedrawMove;

/** Why a move was refused. Every refusal carries one of these codes and a sentence for people. */
export const ILLEGAL_MOVE_CODES = [
  "not-a-move",
  "unknown-field",
  "unexpected-field",
  "missing-field",
  "invalid-field",
  "no-decision",
  "not-your-turn",
  "wrong-decision",
  "unknown-card",
  "card-not-held",
  "countess-rule",
  "invalid-seat",
  "target-self",
  "target-out",
  "target-protected",
  "target-required",
  "target-duplicate",
  "invalid-guess",
  "invalid-look",
  "invalid-keep",
  "invalid-return",
  "illegal-move",
] as const;
export type IllegalMoveCode = (typeof ILLEGAL_MOVE_CODES)[number];

export interface IllegalMove {
  readonly code: IllegalMoveCode;
  readonly message: string;
}

export function isPlayMove(move: Move): move is PlayMove {
  return "play" in move;
}
export function isChancellorMove(move: Move): move is ChancellorMove {
  return "keep" in move;
}
export function isRedrawMove(move: Move): move is RedrawMove {
  return "redraw" in move;
}
