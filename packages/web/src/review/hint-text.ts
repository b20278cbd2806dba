import { describeMove, errorPoints, type Hint, type ReviewNames } from "@loveletter/bots";
import { reviewText } from "@loveletter/protocol";
import { currentWords } from "../i18n/current";

/** A hint in words: "The Guard on Bob naming the Priest (2): 62% to win the round (±1), 48% the match." */
export function hintText(hint: Hint, names: ReviewNames): string {
  const move = reviewText(currentWords(), describeMove(hint.move, names));
  const round = `${Math.round(hint.round.mean * 100)}% to win the round (${errorPoints(hint.round.se)})`;
  const match = hint.match ? `, ${Math.round(hint.match.mean * 100)}% the match` : "";
  return `${move.charAt(0).toUpperCase()}${move.slice(1)}: ${round}${match}.`;
}
