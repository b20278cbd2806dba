import {
  BARON,
  BISHOP,
  codeCard,
  codeGuess,
  codeKind,
  codeTarget,
  copyState,
  DOWAGER_QUEEN,
  encodeMove,
  GUARD,
  handCard,
  handSize,
  KIND_PLAY,
  KING,
  type Move,
  moveBuffer,
  PRINCE,
  PRINCESS,
  type State,
  seedRng,
  type View,
} from "@loveletter/engine";
import { playoutsFor } from "../expert/index.js";
import { PlayoutScratch, playTracked, policyPlayout } from "../expert/playout.js";
import { WorldSampler } from "../expert/worlds.js";
import { matchChanceOf } from "../match-chance.js";
import type { MatchKnowledge } from "../match-knowledge.js";

/** A mean over the sampled worlds and its standard error. */
export interface Estimate {
  readonly mean: number;
  readonly se: number;
}

/** What a move's card bets on, counted in the same worlds: a player learns these odds (and the review's sentences cite them). */
export type Odds =
  /** A Guard or Bishop naming a value: the chance the target holds it. */
  | { readonly kind: "guess"; readonly target: number; readonly value: number; readonly chance: number }
  /** A Baron or Dowager Queen: the chances the comparison is won, tied, lost. */
  | {
      readonly kind: "compare";
      readonly target: number;
      readonly win: number;
      readonly tie: number;
      readonly lose: number;
    }
  /** A Prince on another player: the chance that player holds the Princess (and is knocked out). */
  | { readonly kind: "discard"; readonly target: number; readonly princess: number }
  /** A King: the chance the card received is worth more than the one given. */
  | { readonly kind: "trade"; readonly target: number; readonly higher: number };

export interface MoveEstimate {
  readonly move: Move;
  /** The chance to be among the round's winners after this move. */
  readonly round: Estimate;
  /** The chance to win the match after this move; null at a perpetual ("discard") table. */
  readonly match: Estimate | null;
  readonly odds: Odds | null;
}

export interface DecisionEstimate {
  /** One per legal move, in the view's order. */
  readonly moves: readonly MoveEstimate[];
  /** The index of the move with the best chance to win the round. */
  readonly best: number;
  /** Worlds each move was played in: the same worlds for every move. */
  readonly worlds: number;
  /**
   * The standard error of (best − move) in round win chance for each move: the same worlds for
   * every move make this smaller than either estimate's own.
   */
  readonly gapSe: readonly number[];
}

export interface EvaluateOptions {
  /** Every random choice (worlds, playouts) follows from it. */
  readonly seed: string;
  /** Search budget in ms (turned into a fixed number of playouts, as the expert's is). */
  readonly budgetMs: number;
}

/** Fewest worlds per move, so that even a decision with many moves has a usable error. */
const MIN_WORLDS = 64;

/**
 * Estimates every legal move of a decision from the seat's side: worlds are drawn from what the
 * seat knew (`knowledge`, folded in from its view and the events it saw), each move is played in
 * every world and the round finished by the expert's playout policy. The same worlds and the same
 * playout randomness for every move (common random numbers) make the comparison fair.
 */
export function evaluateDecision(
  view: View,
  knowledge: MatchKnowledge,
  unseen: readonly number[],
  options: EvaluateOptions,
): DecisionEstimate {
  const me = view.seat!;
  const moves = view.legalMoves;
  if (moves.length === 0) throw new Error(`Seat ${me} has no decision to make.`);
  const rules = knowledge.rules;
  const rng = seedRng(options.seed);
  const sampler = new WorldSampler(view, knowledge, unseen, rng);
  const codes = moves.map((m) => encodeMove(sampler.skeleton, m) as number);
  const total = playoutsFor(options.budgetMs, rules.deckCards.length, view.players);
  const worlds = Math.max(MIN_WORLDS, Math.ceil(total / moves.length));

  const dealt = sampler.newWorld();
  const scratch = sampler.newWorld();
  const looks = new Int32Array(sampler.looks.length);
  const buffer = moveBuffer();
  const playout = new PlayoutScratch(sampler.skeleton);
  const rngCopy = new Int32Array(4);
  const roundWins = moves.map(() => new Float64Array(worlds));
  const matchWins = moves.map(() => new Float64Array(worlds));
  const odds = moves.map((_, a) => oddsCounter(rules.values, me, codes[a]!));
  const matchChance = matchChanceOf(me, rules.tokensToWin);

  for (let w = 0; w < worlds; w++) {
    sampler.deal(dealt);
    const worldRng = seedRng(`${options.seed}/${w}`);
    for (let a = 0; a < moves.length; a++) {
      odds[a]?.count(dealt);
      copyState(scratch, dealt);
      looks.set(sampler.looks);
      // Same playout randomness for every move in this world.
      rngCopy.set(worldRng);
      playTracked(scratch, codes[a]!, looks);
      policyPlayout(scratch, rngCopy, buffer, playout, looks);
      roundWins[a]![w] = scratch.roundWinners.includes(me) ? 1 : 0;
      matchWins[a]![w] = rules.perpetual ? 0 : matchChance(scratch);
    }
  }

  const estimates = moves.map((move, a) => ({
    move,
    round: estimate(roundWins[a]!),
    match: rules.perpetual ? null : estimate(matchWins[a]!),
    odds: odds[a]?.result(worlds) ?? null,
  }));
  let best = 0;
  for (let a = 1; a < moves.length; a++) if (estimates[a]!.round.mean > estimates[best]!.round.mean) best = a;
  const gapSe = moves.map((_, a) => pairedSe(roundWins[best]!, roundWins[a]!));
  return { moves: estimates, best, worlds, gapSe };
}

function estimate(xs: Float64Array): Estimate {
  const n = xs.length;
  let sum = 0;
  for (const x of xs) sum += x;
  const mean = sum / n;
  let squares = 0;
  for (const x of xs) squares += (x - mean) ** 2;
  return { mean, se: n > 1 ? Math.sqrt(squares / (n - 1) / n) : 0 };
}

function pairedSe(a: Float64Array, b: Float64Array): number {
  const d = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) d[i] = a[i]! - b[i]!;
  return estimate(d).se;
}

/** Counts a move's odds over the worlds it is played in, or null for a move that bets on nothing. */
function oddsCounter(
  values: readonly number[],
  me: number,
  code: number,
): { count(world: State): void; result(worlds: number): Odds } | null {
  if (codeKind(code) !== KIND_PLAY) return null;
  const card = codeCard(code);
  const target = codeTarget(code);
  if (target < 0 || target === me) return null;
  if (card === GUARD || card === BISHOP) {
    const value = codeGuess(code);
    let hits = 0;
    return {
      count(world) {
        if (handSize(world, target) > 0 && values[handCard(world, target, 0)] === value) hits++;
      },
      result: (worlds) => ({ kind: "guess", target, value, chance: hits / worlds }),
    };
  }
  if (card === BARON || card === DOWAGER_QUEEN) {
    let win = 0;
    let tie = 0;
    let lose = 0;
    return {
      count(world) {
        // The card kept: the other one in hand.
        const kept = handCard(world, me, 0) === card ? handCard(world, me, 1) : handCard(world, me, 0);
        const mine = values[kept]!;
        const theirs = values[handCard(world, target, 0)]!;
        const higherWins = card === BARON;
        if (mine === theirs) tie++;
        else if (mine > theirs === higherWins) win++;
        else lose++;
      },
      result: (worlds) => ({ kind: "compare", target, win: win / worlds, tie: tie / worlds, lose: lose / worlds }),
    };
  }
  if (card === PRINCE) {
    let princess = 0;
    return {
      count(world) {
        if (handSize(world, target) > 0 && handCard(world, target, 0) === PRINCESS) princess++;
      },
      result: (worlds) => ({ kind: "discard", target, princess: princess / worlds }),
    };
  }
  if (card === KING) {
    let higher = 0;
    return {
      count(world) {
        const given = handCard(world, me, 0) === card ? handCard(world, me, 1) : handCard(world, me, 0);
        if (handSize(world, target) > 0 && values[handCard(world, target, 0)]! > values[given]!) higher++;
      },
      result: (worlds) => ({ kind: "trade", target, higher: higher / worlds }),
    };
  }
  return null;
}
