import {
  type CharacterName,
  cardOf,
  isPlayMove,
  type Move,
  nameOf,
  type PlayMove,
  type View,
} from "@loveletter/engine";
import type { Beliefs } from "../belief/tracker.js";
import type { MoveEstimate, Odds } from "./evaluate.js";

/**
 * Why a reviewed move was worse than the expert's, as data: what the seat knew then (facts), the
 * reason in the cards' terms with its odds, and the two moves with their chances to win the round.
 * Sentences are made from it by `explanationSentences` (one catalogue message per code, in the
 * catalogues' `review` area), so that nothing below the presenter writes prose.
 */
export interface Explanation {
  readonly facts: readonly Fact[];
  readonly reason: Reason;
  readonly played: Move;
  readonly best: Move;
  /** Chances to win the round after each move (fractions). */
  readonly playedRound: number;
  readonly bestRound: number;
}

/** Something the seat knew at its decision, from its view and the events it had seen. Seats are numbers. */
export type Fact =
  /** The deck was empty: the round ends after this turn, at a showdown. */
  | { readonly code: "last-turn" }
  /** `player` held `card`, for certain (a Priest's look, a comparison, a trade). */
  | { readonly code: "known"; readonly player: number; readonly card: CharacterName }
  /** `player` played `card` and kept its other card: probably a higher one. */
  | { readonly code: "kept-over"; readonly player: number; readonly card: CharacterName }
  /** Of the cards worth more than `card`, only `cards` were unseen (after a "kept-over"). */
  | { readonly code: "higher-unseen"; readonly card: CharacterName; readonly cards: readonly CharacterName[] }
  /** `player` played the Countess: usually forced by a King or a Prince beside it. */
  | { readonly code: "after-countess"; readonly player: number }
  /** Guards (or Bishops) had named these values on `player` and missed. */
  | { readonly code: "excluded"; readonly player: number; readonly values: readonly number[] }
  /** `player` won a Baron comparison against a card worth `value`: its card is worth more. */
  | { readonly code: "above"; readonly player: number; readonly value: number }
  /** `player` won a Dowager Queen comparison against a card worth `value`: its card is worth less. */
  | { readonly code: "below"; readonly player: number; readonly value: number }
  /** These players had seen the seat's `card`, which it still held. */
  | { readonly code: "seen-yours"; readonly players: readonly number[]; readonly card: CharacterName }
  /** Of the `hidden` cards the seat had not seen, `copies` were worth `value`. */
  | { readonly code: "copies-unseen"; readonly value: number; readonly copies: number; readonly hidden: number };

/** Why the expert's move was better, in the cards' terms. Chances are fractions. */
export type Reason =
  /** Both moves named a value (a Guard or a Bishop); the chance each name was right. */
  | {
      readonly code: "guess-better";
      readonly card: CharacterName;
      readonly bestTarget: number;
      readonly bestValue: number;
      readonly bestHit: number;
      readonly playedTarget: number;
      readonly playedValue: number;
      readonly playedHit: number;
    }
  /** The move named a value the target could not hold, as far as the seat could know. */
  | { readonly code: "guess-impossible"; readonly card: CharacterName; readonly target: number; readonly value: number }
  /** The move named a value; it was seldom right. */
  | {
      readonly code: "guess-poor";
      readonly card: CharacterName;
      readonly target: number;
      readonly value: number;
      readonly hit: number;
    }
  /** The expert's move named a value, with this chance to be right. */
  | {
      readonly code: "guess-missed";
      readonly card: CharacterName;
      readonly target: number;
      readonly value: number;
      readonly hit: number;
    }
  /** The move compared hands (a Baron or a Dowager Queen), keeping `kept`. */
  | ({ readonly code: "compare-risk" } & Comparison)
  /** The expert's move compared hands. */
  | ({ readonly code: "compare-missed" } & Comparison)
  /** Both moves compared hands with the same card, against other players: each one's chance to win it. */
  | {
      readonly code: "compare-target";
      readonly card: CharacterName;
      readonly kept: CharacterName;
      readonly bestTarget: number;
      readonly bestWin: number;
      readonly playedTarget: number;
      readonly playedWin: number;
    }
  /** Both moves were Princes on other players: the chance each target held the Princess. */
  | {
      readonly code: "prince-target";
      readonly bestTarget: number;
      readonly bestPrincess: number;
      readonly playedTarget: number;
      readonly playedPrincess: number;
    }
  /** The expert's Prince on `target` would have found the Princess this often. */
  | { readonly code: "prince-missed"; readonly target: number; readonly princess: number }
  /** The move was a Prince on the seat itself: it threw away `kept`. */
  | { readonly code: "prince-self"; readonly kept: CharacterName }
  /** The expert's Prince on the seat itself would have replaced `kept`, which `knownBy` had seen. */
  | { readonly code: "prince-self-missed"; readonly kept: CharacterName; readonly knownBy: readonly number[] }
  /** The move discarded the Princess: the seat is out of the round. */
  | { readonly code: "princess-discarded" }
  /** The move was a Prince on the seat itself with the Princess beside it: out of the round. */
  | { readonly code: "princess-prince" }
  /** The move was a King: it gave `target` the Princess. */
  | { readonly code: "princess-traded"; readonly target: number }
  /** The expert would have played the Handmaid. */
  | { readonly code: "handmaid-missed" }
  /** The move was a King giving `given`; the card received was higher this often. */
  | { readonly code: "king-trade"; readonly target: number; readonly given: CharacterName; readonly higher: number }
  /** The expert's Cardinal would have swapped the seat's `given` for `target`'s card. */
  | { readonly code: "swap-missed"; readonly target: number; readonly given: CharacterName }
  /** The expert's King would have given `given` for a higher card this often. */
  | { readonly code: "king-missed"; readonly target: number; readonly given: CharacterName; readonly higher: number }
  /** The move was a Priest on a player whose card the seat already knew. */
  | { readonly code: "priest-known"; readonly target: number; readonly card: CharacterName }
  /** The expert would have looked at `target`'s card with the Priest. */
  | { readonly code: "priest-missed"; readonly target: number }
  /** The move was a Countess the seat was not obliged to play; it kept `kept`. */
  | { readonly code: "countess-unforced"; readonly kept: CharacterName }
  /** On the last turn the card kept decides the showdown. */
  | { readonly code: "showdown-keep"; readonly bestKept: CharacterName; readonly playedKept: CharacterName }
  /** The same card on another player: the facts about the two targets say why. */
  | {
      readonly code: "generic-target";
      readonly card: CharacterName;
      readonly bestTarget: number;
      readonly playedTarget: number;
    }
  /** Another card played: which card each move kept in hand. */
  | {
      readonly code: "generic-keep";
      readonly bestCard: CharacterName;
      readonly bestKept: CharacterName;
      readonly playedKept: CharacterName;
    }
  /** Nothing more specific: the facts and the two moves' chances say it. */
  | { readonly code: "generic" };

interface Comparison {
  readonly card: CharacterName;
  readonly target: number;
  readonly kept: CharacterName;
  readonly win: number;
  readonly tie: number;
  readonly lose: number;
}

/** Fewest facts worth a sentence each; more would bury the reason. */
const MOST_FACTS = 4;
/** A bet that came off less often than this was a poor one: the reason a move was worse. */
const POOR_BET = 0.5;
/** Facts about one player: the two most telling. */
const FACTS_A_PLAYER = 2;
/** A Prince's chance to find the Princess worth saying. */
const PRINCESS_WORTH_SAYING = 0.1;
/** Few enough kinds of higher card left to name them. */
const HIGHER_CARDS_NAMED = 2;

/** The other card of a two-card hand after playing `move` (null when there is none to keep). */
function keptAfter(view: View, move: Move): CharacterName | null {
  if (!isPlayMove(move) || view.hand.length < 2) return null;
  const i = view.hand.indexOf(move.play);
  return i < 0 ? null : (view.hand[1 - i] ?? null);
}

const targetOf = (move: Move): number | null => (isPlayMove(move) && move.target !== undefined ? move.target : null);

/** Every player a move names: its target, its targets (a Cardinal, a Baroness) and whom it looks at. */
function playersOf(move: Move): number[] {
  if (!isPlayMove(move)) return [];
  return [move.target, ...(move.targets ?? []), move.look].filter((t): t is number => t !== undefined);
}

/**
 * A trade, a Prince on oneself or a Cardinal swapping one's own hand: the card kept leaves the hand,
 * so "which card it kept" says nothing.
 */
const actsOnOwnCard = (move: PlayMove, me: number) =>
  (move.play === "king" && move.target !== undefined) ||
  (move.play === "prince" && move.target === me) ||
  (move.play === "cardinal" && move.targets?.includes(me) === true);

/** A card played below this value tells nothing by the card kept over it (a Guard, a Spy: anything is higher). */
const KEPT_OVER_TELLS_FROM = 2;

/** The other players still in the round who had seen this card of the seat's (which it still holds). */
function seenBy(view: View, beliefs: Beliefs, me: number, card: CharacterName): number[] {
  const id = cardOf(card)!;
  const players: number[] = [];
  for (let q = 0; q < view.players; q++)
    if (q !== me && beliefs.mySeen[q] === id && view.seats[q]?.playing && !view.seats[q]!.out) players.push(q);
  return players;
}

/**
 * The explanation of a decision whose move played is not the expert's best, from what the seat
 * knew: its view, its beliefs and the unseen cards at that moment (never the hidden cards), and the
 * estimates and odds counted in the review's worlds.
 */
export function explainChoice(
  view: View,
  beliefs: Beliefs,
  unseen: readonly number[],
  values: readonly number[],
  moves: readonly MoveEstimate[],
  played: number,
  best: number,
): Explanation {
  const me = view.seat!;
  const p = moves[played]!;
  const b = moves[best]!;
  const reason = reasonOf(view, beliefs, me, p, b);
  const facts = factsFor(view, beliefs, unseen, values, me, p, b, reason);
  return { facts, reason, played: p.move, best: b.move, playedRound: p.round.mean, bestRound: b.round.mean };
}

/**
 * The reason, most telling first: losing the Princess; two bets of the same kind compared (names,
 * comparisons, Princes); what the move played bet on, when the bet was poor; what the expert's move
 * would have done (or, on the last turn, the card it kept); what the move played bet on anyway; then
 * which target or which card kept.
 */
function reasonOf(view: View, beliefs: Beliefs, me: number, p: MoveEstimate, b: MoveEstimate): Reason {
  const pm = isPlayMove(p.move) ? p.move : null;
  const bm = isPlayMove(b.move) ? b.move : null;
  const kept = keptAfter(view, p.move);
  const bestKept = keptAfter(view, b.move);
  const po = p.odds;
  const bo = b.odds;
  if (pm?.play === "princess") return { code: "princess-discarded" };
  if (pm?.play === "prince" && pm.target === me && kept === "princess") return { code: "princess-prince" };
  if (pm?.play === "king" && kept === "princess" && pm.target !== undefined)
    return { code: "princess-traded", target: pm.target };

  // Two bets of one kind.
  if (po?.kind === "guess" && bo?.kind === "guess")
    return {
      code: "guess-better",
      card: pm!.play,
      bestTarget: bo.target,
      bestValue: bo.value,
      bestHit: bo.chance,
      playedTarget: po.target,
      playedValue: po.value,
      playedHit: po.chance,
    };
  if (po?.kind === "compare" && bo?.kind === "compare" && kept && pm!.play === bm!.play && po.target !== bo.target)
    return {
      code: "compare-target",
      card: pm!.play,
      kept,
      bestTarget: bo.target,
      bestWin: bo.win,
      playedTarget: po.target,
      playedWin: po.win,
    };
  if (po?.kind === "discard" && bo?.kind === "discard" && Math.max(po.princess, bo.princess) >= PRINCESS_WORTH_SAYING)
    return {
      code: "prince-target",
      bestTarget: bo.target,
      bestPrincess: bo.princess,
      playedTarget: po.target,
      playedPrincess: po.princess,
    };

  // What the move played bet on, first when it was a poor bet (otherwise what the expert's move
  // would have done says more).
  const playedBet: { reason: Reason; poor: boolean } | null =
    po?.kind === "guess"
      ? po.chance === 0
        ? { reason: { code: "guess-impossible", card: pm!.play, target: po.target, value: po.value }, poor: true }
        : {
            reason: { code: "guess-poor", card: pm!.play, target: po.target, value: po.value, hit: po.chance },
            poor: po.chance < POOR_BET,
          }
      : po?.kind === "compare" && kept
        ? { reason: { code: "compare-risk", ...comparison(pm!, kept, po) }, poor: po.win < POOR_BET }
        : po?.kind === "trade" && kept
          ? {
              reason: { code: "king-trade", target: po.target, given: kept, higher: po.higher },
              poor: po.higher < POOR_BET,
            }
          : null;
  if (playedBet?.poor) return playedBet.reason;
  if (pm?.play === "prince" && pm.target === me && kept) return { code: "prince-self", kept };
  if (pm?.play === "priest" && pm.target !== undefined && beliefs.known[pm.target]! >= 0)
    return { code: "priest-known", target: pm.target, card: nameOf(beliefs.known[pm.target]!) };

  // What the expert's move would have done.
  if (bo?.kind === "guess")
    return { code: "guess-missed", card: bm!.play, target: bo.target, value: bo.value, hit: bo.chance };
  if (bo?.kind === "compare" && bestKept) return { code: "compare-missed", ...comparison(bm!, bestKept, bo) };
  if (bo?.kind === "discard" && bo.princess >= PRINCESS_WORTH_SAYING)
    return { code: "prince-missed", target: bo.target, princess: bo.princess };
  if (view.deckCount === 0 && kept && bestKept && kept !== bestKept)
    return { code: "showdown-keep", bestKept, playedKept: kept };
  if (bm?.play === "prince" && bm.target === me && bestKept)
    return { code: "prince-self-missed", kept: bestKept, knownBy: seenBy(view, beliefs, me, bestKept) };
  if (bm?.play === "handmaid" && pm?.play !== "handmaid") return { code: "handmaid-missed" };
  if (bo?.kind === "trade" && bestKept)
    return { code: "king-missed", target: bo.target, given: bestKept, higher: bo.higher };
  const swapWith = bm?.play === "cardinal" && bm.targets?.includes(me) ? bm.targets.find((t) => t !== me) : undefined;
  if (swapWith !== undefined && bestKept && pm?.play !== "cardinal")
    return { code: "swap-missed", target: swapWith, given: bestKept };
  if (bm?.play === "priest" && bm.target !== undefined && bm.target !== me)
    return { code: "priest-missed", target: bm.target };

  if (playedBet) return playedBet.reason;
  if (pm?.play === "countess" && !view.mustPlayCountess && kept) return { code: "countess-unforced", kept };
  const pt = targetOf(p.move);
  const bt = targetOf(b.move);
  if (pm && bm && pm.play === bm.play && pt !== null && bt !== null && pt !== bt && pt !== me && bt !== me)
    return { code: "generic-target", card: pm.play, bestTarget: bt, playedTarget: pt };
  if (pm && bm && kept && bestKept && pm.play !== bm.play && !actsOnOwnCard(bm, me))
    return { code: "generic-keep", bestCard: bm.play, bestKept, playedKept: kept };
  return { code: "generic" };
}

function comparison(move: PlayMove, kept: CharacterName, odds: Extract<Odds, { kind: "compare" }>): Comparison {
  return { card: move.play, target: odds.target, kept, win: odds.win, tie: odds.tie, lose: odds.lose };
}

/**
 * What the seat knew that bears on the two moves, most telling first: the end of the deck, the
 * expert's target, what a name bet on, the target of the move played, and who had seen the card
 * the move kept.
 */
function factsFor(
  view: View,
  beliefs: Beliefs,
  unseen: readonly number[],
  values: readonly number[],
  me: number,
  p: MoveEstimate,
  b: MoveEstimate,
  reason: Reason,
): Fact[] {
  const inRound = (t: number) => view.seats[t]?.playing === true && !view.seats[t]!.out;
  // Cards known to be in other hands are not among the unseen ones a player could hold.
  const pool = unseen.slice();
  for (const s of view.seats) {
    const k = beliefs.known[s.seat]!;
    if (s.seat !== me && inRound(s.seat) && k >= 0 && pool[k]! > 0) pool[k]!--;
  }
  const hidden = pool.reduce((sum, n) => sum + n, 0);
  const copiesOf = (value: number) => pool.reduce((sum, n, c) => sum + (values[c] === value ? n : 0), 0);
  const about = (move: Move, except: readonly number[]) =>
    playersOf(move)
      .filter((t, i, all) => t !== me && inRound(t) && all.indexOf(t) === i && !except.includes(t))
      .flatMap((t) => factsAbout(view, beliefs, pool, values, t));

  // Who had seen the card the move played kept (a risk taken), or the card the Handmaid would have
  // kept safe; unless the reason already says it.
  const kept = keptAfter(view, reason.code === "handmaid-missed" ? b.move : p.move);
  const seen: Fact[] =
    kept && reason.code !== "prince-self-missed"
      ? [seenBy(view, beliefs, me, kept)]
          .filter((q) => q.length > 0)
          .map((players) => ({ code: "seen-yours", players, card: kept }))
      : [];
  // What a name bet on: how many of that value could still be anywhere.
  const guessed =
    reason.code === "guess-better"
      ? { target: reason.bestTarget, value: reason.bestValue }
      : reason.code === "guess-impossible" || reason.code === "guess-missed" || reason.code === "guess-poor"
        ? reason
        : null;
  const copies: Fact[] =
    guessed && beliefs.known[guessed.target]! < 0
      ? [{ code: "copies-unseen", value: guessed.value, copies: copiesOf(guessed.value), hidden }]
      : [];
  const bestPlayers = playersOf(b.move);
  return [
    ...(view.deckCount === 0 && view.awaiting?.decision === "play" ? [{ code: "last-turn" } as const] : []),
    ...(reason.code === "handmaid-missed" ? seen : []),
    ...about(b.move, []),
    ...copies,
    ...about(p.move, bestPlayers),
    ...(reason.code === "handmaid-missed" ? [] : seen),
  ].slice(0, MOST_FACTS);
}

function factsAbout(
  view: View,
  beliefs: Beliefs,
  pool: readonly number[],
  values: readonly number[],
  t: number,
): Fact[] {
  const known = beliefs.known[t]!;
  if (known >= 0) return [{ code: "known", player: t, card: nameOf(known) }];
  const facts: Fact[] = [];
  const last = view.seats[t]!.discards.at(-1);
  if (beliefs.afterCountess[t]) facts.push({ code: "after-countess", player: t });
  else if (
    last !== undefined &&
    beliefs.keptOver[t]! >= KEPT_OVER_TELLS_FROM &&
    values[cardOf(last)!] === beliefs.keptOver[t]
  ) {
    facts.push({ code: "kept-over", player: t, card: last });
    const higher: CharacterName[] = [];
    pool.forEach((n, c) => {
      if (n > 0 && values[c]! > beliefs.keptOver[t]! && beliefs.allows(t, values[c]!)) higher.push(nameOf(c));
    });
    if (higher.length > 0 && higher.length <= HIGHER_CARDS_NAMED)
      facts.push({ code: "higher-unseen", card: last, cards: higher });
  }
  const excluded = [...new Set(values)].filter((v) => v >= 0 && (beliefs.excluded[t]! >> v) & 1).sort((x, y) => x - y);
  if (excluded.length > 0) facts.push({ code: "excluded", player: t, values: excluded });
  if (beliefs.above[t]! >= 0) facts.push({ code: "above", player: t, value: beliefs.above[t]! });
  if (beliefs.below[t]! < 99) facts.push({ code: "below", player: t, value: beliefs.below[t]! });
  return facts.slice(0, FACTS_A_PLAYER);
}
