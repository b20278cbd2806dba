import { BISHOP, COUNT, COUNTESS, DOWAGER_QUEEN, PRINCESS } from "../cards.js";
import {
  HAND_SLOTS,
  HANDS,
  IN_ROUND_SEATS,
  MAX_SEATS,
  OUT_ORDER,
  PARTICIPANTS,
  PILE_SIZE,
  RANK,
  RANKED,
} from "../layout.js";
import { IN_ROUND, OUT_FROM_START, type State } from "../state.js";

/** Sum of the values of a seat's discard pile (every card in it, played or discarded). */
export function discardSum(s: State, seat: number): number {
  const c = s.cells;
  const values = s.rules.values;
  const pile = s.pilesAt + seat * s.pileRoom;
  const size = c[PILE_SIZE + seat]!;
  let sum = 0;
  for (let i = 0; i < size; i++) sum += values[c[pile + i]!]!;
  return sum;
}

function countsIn(s: State, seat: number): number {
  const c = s.cells;
  const pile = s.pilesAt + seat * s.pileRoom;
  const size = c[PILE_SIZE + seat]!;
  let n = 0;
  for (let i = 0; i < size; i++) if (c[pile + i] === COUNT) n++;
  return n;
}

/** The card a surviving seat holds (its only one). */
const held = (s: State, seat: number) => s.cells[HANDS + seat * HAND_SLOTS]!;

/** Does some other surviving player hold this card? */
function otherHolds(s: State, seat: number, card: number, also?: (other: number) => boolean): boolean {
  for (let rest = s.cells[IN_ROUND_SEATS]! & ~(1 << seat); rest !== 0; rest &= rest - 1) {
    const t = 31 - Math.clz32(rest & -rest);
    if (held(s, t) === card && (!also || also(t))) return true;
  }
  return false;
}

/**
 * The value a surviving hand shows at a deck-exhausted showdown: printed value plus one per Count
 * in the player's discard pile (§2.16). With the victorz "lift" (§4.6) a Princess facing a Bishop,
 * or a Countess/Dowager Queen with two Counts facing a Princess and an out-summed Bishop, gains 4.
 */
export function showdownScore(s: State, seat: number): number {
  const card = held(s, seat);
  const counts = s.rules.deck[COUNT]! > 0 ? countsIn(s, seat) : 0;
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

/**
 * The winners (a mask) of a deck-exhausted showdown in a token game (rules.md §1.2, §2.16, §2.19):
 * with the default cycle policy every Bishop holder loses when a Princess is still in; then the
 * highest score wins, ties go to the higher discard sum (not in 2019), and players still tied all
 * win (or, in Classic with `classic_full_tie: none_win`, none does).
 */
export function showdownWinners(s: State): number {
  const survivors = s.cells[IN_ROUND_SEATS]!;
  let dropBishops = false;
  if (s.rules.options.premium_showdown_cycle_policy === "drop_bishop_if_princess")
    for (let rest = survivors; rest !== 0; rest &= rest - 1)
      if (held(s, 31 - Math.clz32(rest & -rest)) === PRINCESS) dropBishops = true;
  let winners = 0;
  let bestScore = -1;
  let bestSum = -1;
  const bySum = s.rules.tieBreak !== "none";
  for (let rest = survivors; rest !== 0; rest &= rest - 1) {
    const seat = 31 - Math.clz32(rest & -rest);
    if (dropBishops && held(s, seat) === BISHOP) continue;
    const score = showdownScore(s, seat);
    const sum = bySum ? discardSum(s, seat) : 0;
    if (score > bestScore || (score === bestScore && sum > bestSum)) {
      bestScore = score;
      bestSum = sum;
      winners = 1 << seat;
    } else if (score === bestScore && sum === bestSum) winners |= 1 << seat;
  }
  if (
    (winners & (winners - 1)) !== 0 &&
    s.rules.edition === "classic" &&
    s.rules.options.classic_full_tie === "none_win"
  )
    return 0;
  return winners;
}

/**
 * "discard" ranks (§4.6, §6.2), written to the state: survivors by adjusted value then discard sum,
 * above players who are out, who rank by elimination order (`vz_elimination_rank`); players out
 * from the start rank last, tied. Competition ranking: 1, 1, 3. Seats not dealt in rank 0.
 */
export function setDiscardRanks(s: State): void {
  const c = s.cells;
  const players = s.rules.players;
  const laterHigher = s.rules.options.vz_elimination_rank === "later_higher";
  const bySum = s.rules.tieBreak !== "none";
  // Each participant's standing as numbers, larger first: group (in the round, knocked out, out
  // from the start), then the showdown score and discard sum, or the elimination order.
  const seats = rankScratch;
  let n = 0;
  for (let seat = 0; seat < players; seat++) {
    c[RANK + seat] = 0;
    if (!((c[PARTICIPANTS]! >> seat) & 1)) continue;
    const out = c[OUT_ORDER + seat]!;
    if (out === IN_ROUND) {
      keyGroup[seat] = 2;
      keyFirst[seat] = showdownScore(s, seat);
      keySecond[seat] = bySum ? discardSum(s, seat) : 0;
    } else {
      keyGroup[seat] = out === OUT_FROM_START ? 0 : 1;
      keyFirst[seat] = out === OUT_FROM_START ? 0 : laterHigher ? out : -out;
      keySecond[seat] = 0;
    }
    // Insertion into the seats ordered best first.
    let i = n++;
    while (i > 0 && compareStanding(seats[i - 1]!, seat) > 0) {
      seats[i] = seats[i - 1]!;
      i--;
    }
    seats[i] = seat;
  }
  // Competition ranking: tied seats share the better rank.
  for (let i = 0; i < n; i++) {
    const seat = seats[i]!;
    c[RANK + seat] = i > 0 && compareStanding(seats[i - 1]!, seat) === 0 ? c[RANK + seats[i - 1]!]! : i + 1;
  }
  c[RANKED] = 1;
}

const rankScratch = new Int32Array(MAX_SEATS);
const keyGroup = new Int32Array(MAX_SEATS);
const keyFirst = new Int32Array(MAX_SEATS);
const keySecond = new Int32Array(MAX_SEATS);

/** Negative when `a` stands better than `b`, 0 when they are tied. */
function compareStanding(a: number, b: number): number {
  return keyGroup[b]! - keyGroup[a]! || keyFirst[b]! - keyFirst[a]! || keySecond[b]! - keySecond[a]!;
}
