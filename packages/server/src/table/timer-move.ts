// The turn timer's choices live with the protocol (src/timer-moves.ts there): a fair deal's
// verifier re-derives the timer's picks from them (docs/fair-deal.md).
export { knocksOutItsPlayer, timerMoves } from "@loveletter/protocol";
