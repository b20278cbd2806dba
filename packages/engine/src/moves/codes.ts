/**
 * Moves inside the engine are single integers, so legal-move generation fills a typed array and
 * a random playout allocates nothing. The public API speaks the JSON moves of scenario-format.md
 * (moves/json.ts converts). Layout:
 *
 *   bits 0–4   card played (play), card kept (chancellor)
 *   bits 5–6   kind: 0 play, 1 chancellor decision, 2 Bishop redraw decision
 *   play:       bits 7–10 first target + 1, 11–14 second target + 1, 15–19 guess + 1, 20–23 look + 1 (0 = none)
 *   chancellor: bits 7–11 upper returned card + 1, bits 12–16 lowest returned card + 1 (0 = none)
 *   redraw:     bit 7 set = redraw
 */
export const KIND_PLAY = 0;
export const KIND_CHANCELLOR = 1;
export const KIND_REDRAW = 2;

export type MoveCode = number;

export function playCode(card: number, t1 = -1, t2 = -1, guess = -1, look = -1): MoveCode {
  return card | ((t1 + 1) << 7) | ((t2 + 1) << 11) | ((guess + 1) << 15) | ((look + 1) << 20);
}

/** The bits of a named value, to add to a play's code (none for -1). */
export function guessBits(guess: number): MoveCode {
  return (guess + 1) << 15;
}

/** The bits of a first target, to add to a play's code. */
export function targetBits(target: number): MoveCode {
  return (target + 1) << 7;
}

export function chancellorCode(keep: number, upper: number, lowest: number): MoveCode {
  return keep | (KIND_CHANCELLOR << 5) | ((upper + 1) << 7) | ((lowest + 1) << 12);
}

export function redrawCode(redraw: boolean): MoveCode {
  return (KIND_REDRAW << 5) | ((redraw ? 1 : 0) << 7);
}

export const codeKind = (c: MoveCode) => (c >> 5) & 3;
export const codeCard = (c: MoveCode) => c & 31;
export const codeTarget = (c: MoveCode) => ((c >> 7) & 15) - 1;
export const codeTarget2 = (c: MoveCode) => ((c >> 11) & 15) - 1;
export const codeGuess = (c: MoveCode) => ((c >> 15) & 31) - 1;
export const codeLook = (c: MoveCode) => ((c >> 20) & 15) - 1;
export const codeUpper = (c: MoveCode) => ((c >> 7) & 31) - 1;
export const codeLowest = (c: MoveCode) => ((c >> 12) & 31) - 1;
export const codeRedraw = (c: MoveCode) => ((c >> 7) & 1) === 1;

/** Enough room for every legal move of any position (the largest is a Cardinal or a Bishop at 8 players). */
export const MAX_MOVES = 512;
