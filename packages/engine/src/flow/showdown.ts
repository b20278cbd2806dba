import { BISHOP, COUNT, COUNTESS, DOWAGER_QUEEN, PRINCESS } from "../cards.js";
import { IN_ROUND, OUT_FROM_START, type State } from "../state.js";

/** Sum of the values of a seat's discard pile (every card in it, played or discarded). */
export function discardSum(s: State, seat: number): number {
  const values = s.rules.values;
  let sum = 0;
  for (const c of s.piles[seat]!) sum += values[c]!;
  return sum;
}

function countsIn(pile: readonly number[]): number {
  let n = 0;
  for (const c of pile) if (c === COUNT) n++;
  return n;
}

/** Does some other surviving player hold this card? */
function otherHolds(s: State, seat: number, card: number, also?: (other: number) => boolean): boolean {
  for (let t = 0; t < s.hands.length; t++)
    if (t !== seat && s.outOrder[t] === IN_ROUND && s.hands[t]![0] === card && (!also || also(t))) return true;
  return false;
}

/**
 * The value a surviving hand shows at a deck-exhausted showdown: printed value plus one per Count
 * in the player's discard pile (§2.16). With the victorz "lift" (§4.6) a Princess facing a Bishop,
 * or a Countess/Dowager Queen with two Counts facing a Princess and an out-summed Bishop, gains 4.
 */
export function showdownScore(s: State, seat: number): number {
  const card = s.hands[seat]![0]!;
  const pile = s.piles[seat]!;
  const counts = countsIn(pile);
  let score = s.rules.values[card]! + counts;
  if (s.rules.options.premium_showdown_cycle_policy === "victorz_lift") {
    const lift =
      (card === PRINCESS && otherHolds(s, seat, BISHOP)) ||
      ((card === COUNTESS || card === DOWAGER_QUEEN) &&
        counts >= 2 &&
        otherHolds(s, seat, PRINCESS) &&
        otherHolds(s, seat, BISHOP, (t) => discardSum(s, t) < discardSum(s, seat)));
    if (lift) score += 4;
  }
  return score;
}

/** Survivors in showdown order, best first, and a comparator that says which are tied. */
function compareSurvivors(s: State, a: number, b: number): number {
  const byScore = showdownScore(s, b) - showdownScore(s, a);
  if (byScore !== 0 || s.rules.tieBreak === "none") return byScore;
  return discardSum(s, b) - discardSum(s, a);
}

/**
 * The winners of a deck-exhausted showdown in a token game (rules.md §1.2, §2.16, §2.19): with the
 * default cycle policy every Bishop holder loses when a Princess is still in; then the highest
 * score wins, ties go to the higher discard sum (not in 2019), and players still tied all win (or,
 * in Classic with `classic_full_tie: none_win`, none does).
 */
export function showdownWinners(s: State): number[] {
  const seats = s.participants;
  let dropBishops = false;
  if (s.rules.options.premium_showdown_cycle_policy === "drop_bishop_if_princess")
    for (let i = 0; i < seats.length; i++)
      if (s.outOrder[seats[i]!] === IN_ROUND && s.hands[seats[i]!]![0] === PRINCESS) dropBishops = true;
  let winners: number[] = [];
  let bestScore = -1;
  let bestSum = -1;
  const bySum = s.rules.tieBreak !== "none";
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i]!;
    if (s.outOrder[seat] !== IN_ROUND || (dropBishops && s.hands[seat]![0] === BISHOP)) continue;
    const score = showdownScore(s, seat);
    const sum = bySum ? discardSum(s, seat) : 0;
    if (score > bestScore || (score === bestScore && sum > bestSum)) {
      bestScore = score;
      bestSum = sum;
      winners = [seat];
    } else if (score === bestScore && sum === bestSum) winners.push(seat);
  }
  if (winners.length > 1 && s.rules.edition === "classic" && s.rules.options.classic_full_tie === "none_win") return [];
  return winners;
}

/**
 * "discard" ranks (§4.6, §6.2): survivors by adjusted value then discard sum, above players who are
 * out, who rank by elimination order (`vz_elimination_rank`); players out from the start rank last,
 * tied. Competition ranking: 1, 1, 3.
 */
export function discardRanks(s: State): number[] {
  const seats = s.participants.slice();
  const laterHigher = s.rules.options.vz_elimination_rank === "later_higher";
  const group = (seat: number) => (s.outOrder[seat] === IN_ROUND ? 0 : s.outOrder[seat] === OUT_FROM_START ? 2 : 1);
  const compare = (a: number, b: number): number => {
    const ga = group(a);
    const gb = group(b);
    if (ga !== gb) return ga - gb;
    if (ga === 0) return compareSurvivors(s, a, b);
    if (ga === 1) return laterHigher ? s.outOrder[b]! - s.outOrder[a]! : s.outOrder[a]! - s.outOrder[b]!;
    return 0;
  };
  seats.sort(compare);
  const ranks = new Array<number>(s.hands.length).fill(0);
  seats.forEach((seat, i) => {
    ranks[seat] = i > 0 && compare(seats[i - 1]!, seat) === 0 ? ranks[seats[i - 1]!]! : i + 1;
  });
  return ranks;
}
