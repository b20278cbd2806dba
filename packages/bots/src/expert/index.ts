import {
  type EngineEvent,
  encodeMove,
  moveBuffer,
  type Rules,
  type State,
  seedRng,
  tokensOf,
  winsOf,
} from "@loveletter/engine";
import type { Agent } from "../agent.js";
import { matchChanceOf, raceChance } from "../match-chance.js";
import { knowingAgent, type MatchKnowledge } from "../match-knowledge.js";
import { C, PlayLikelihood } from "./likelihood.js";
import { tableKey } from "./play-model.js";
import { PlayoutScratch, playTracked, policyPlayout } from "./playout.js";
import { ReaderOdds } from "./reader-odds.js";
import { PlayoutReading } from "./reading.js";
import { WorldSampler } from "./worlds.js";

/** The default search budget per decision. */
export const EXPERT_DEFAULT_BUDGET_MS = 80;

/**
 * The budget is turned into a fixed number of playouts, so a seed gives the same game on any
 * machine. A playout's cost grows with the deck (longer rounds, more moves per turn) and the table;
 * on the reference 2-core machine one search iteration takes about
 * 0.065 µs × cards^1.5 × players^0.7 (fitted to Classic 2 and 4 and Premium 6 and 8 players, each
 * within 15%), so a decision takes about its budget there (see `loveletter sim` msPerMove).
 */
export function playoutsFor(budgetMs: number, cards: number, players: number): number {
  const microseconds = 0.065 * cards ** 1.5 * players ** 0.7;
  return Math.max(1, Math.round((budgetMs * 1000) / microseconds));
}

const EXPLORATION = 0.7;

/**
 * The kinds of table (`tableKey`) at which the expert weighs its sampled worlds by what each
 * player's plays say of the card it kept (PlayLikelihood): where that was measured to help against
 * expert-2026 without costing anything against the heuristic (README, "Measured strength"). At
 * classic 2 players the plays are read as expert-2026 makes them (play-model.ts).
 * Elsewhere it searches as before, until measured there.
 */
const WEIGHED_BY_PLAYS: ReadonlySet<string> = new Set(["classic/16/2", "classic/16/4"]);

/**
 * The kinds of table at which the players of the expert's playouts read plays (PlayoutReading):
 * where that was measured to help against expert-2026. The searching player always reads the
 * other's; the other reads the searcher's only while it is taken to read (ReaderOdds, from the
 * Guards it names), as playing against a reader costs against a counter (README, "Measured
 * strength"). Reading playouts cost more, so the expert plays READING_SHARE of the budget's
 * playouts there: about the reference's time a decision.
 */
const READ_IN_PLAYOUTS: ReadonlySet<string> = new Set(["classic/16/2"]);
const READING_SHARE = 0.85;

function likelihoodFor(rules: Rules): PlayLikelihood | null {
  return WEIGHED_BY_PLAYS.has(tableKey(rules)) ? new PlayLikelihood(rules) : null;
}

/**
 * How good a finished (or decided) round is for `me`: tokens it gained against the others'
 * average ("discard": wins), and the match itself when the round decided it.
 */
function utility(s: State, me: number, before: readonly number[]): number {
  const score = s.rules.perpetual ? winsOf : tokensOf;
  const n = s.rules.players;
  let others = 0;
  for (let t = 0; t < n; t++) if (t !== me) others += score(s, t) - before[t]!;
  let u = score(s, me) - before[me]! - others / (n - 1);
  if (s.matchOver) u += s.matchWinners.includes(me) ? 2 : -2;
  else if (s.tiebreak) u += s.tiebreak.includes(me) ? 0.5 : -0.5;
  return u;
}

/**
 * At 3 or more players (not "discard") a finished round is worth `me`'s chance to win the match
 * after it (`matchChanceOf`: every later round won by a player at random), times this scale. Who
 * else wins the round then matters, as it does not in `utility`: a token to the leader costs `me`
 * more than a token to the last. The scale makes winning the round, rather than giving it to the
 * player whose token would cost most, span what it does in `utility`, so the search's exploration
 * constant means the same at every score. 0 when no round can change the chances.
 */
function matchUtilityScale(before: readonly number[], me: number, goal: number): number {
  const players = before.length;
  const chanceIfWon = (winner: number) => {
    const after = before.slice();
    after[winner]!++;
    return raceChance(after, me, goal);
  };
  let worst = Infinity;
  for (let t = 0; t < players; t++) if (t !== me) worst = Math.min(worst, chanceIfWon(t));
  const spread = chanceIfWon(me) - worst;
  return spread > 1e-9 ? players / (players - 1) / spread : 0;
}

/**
 * Determinized Monte Carlo search: for each decision, worlds consistent with everything this seat
 * knows are sampled from its beliefs (at some tables weighed by what each player's plays say of its
 * hand); a candidate move is chosen by UCB1, played in that world, and
 * the round is finished by a playout (at some tables, one whose players read plays). The move
 * whose playouts averaged best is played.
 */
export function expertAgent(seed: number | string = 0, budgetMs = EXPERT_DEFAULT_BUDGET_MS, name = "expert"): Agent {
  const rng = seedRng(seed);
  const buffer = moveBuffer();
  /**
   * The rules `likelihood` is for (the knowledge's, made again for each new match), the
   * likelihoods, and where the playouts read plays, their reading and whether the other reads.
   */
  let rulesOf: Rules | null = null;
  let likelihood: PlayLikelihood | null = null;
  let reading: PlayoutReading | null = null;
  let readers: ReaderOdds | null = null;
  const readStart = new Float64Array(C);
  const follow = ({ rules, beliefs }: MatchKnowledge, events: readonly EngineEvent[]) => {
    if (rules !== rulesOf) {
      rulesOf = rules;
      likelihood = likelihoodFor(rules);
      const reads = READ_IN_PLAYOUTS.has(tableKey(rules));
      reading = reads ? new PlayoutReading(rules) : null;
      readers = reads ? new ReaderOdds(rules, beliefs.seat) : null;
    }
    likelihood?.observe(events);
    if (reading && readers)
      for (const e of events) {
        readers.observe(e);
        reading.match.take(e);
      }
  };
  return knowingAgent(
    name,
    ({ view, moves, knowledge, unseen }) => {
      const me = view.seat!;
      const { rules } = knowledge;
      // This seat always reads the others' plays. The others read its plays if they are all taken
      // to, as expert-2026's beliefs do, from how the public events read this seat now.
      const othersRead = readers?.othersRead() ?? false;
      const readersMask = othersRead ? -1 : 1 << me;
      if (othersRead) readers?.readingOfMe(readStart);
      const playouts = playoutsFor(budgetMs, rules.deckCards.length, view.players);
      const iterations = Math.max(moves.length, reading ? Math.round(playouts * READING_SHARE) : playouts);
      const sampler = new WorldSampler(view, knowledge, unseen, rng, likelihood);
      const skeleton = sampler.skeleton;
      const codes = moves.map((m) => encodeMove(skeleton, m) as number);
      const before = rules.perpetual ? skeleton.wins : skeleton.tokens;
      // One world, dealt again for every playout (a copy of the skeleton's cells, no allocation).
      const world = sampler.newWorld();
      const looks = sampler.looks;
      const scratch = new PlayoutScratch(skeleton);
      const scale = rules.perpetual || view.players < 3 ? 0 : matchUtilityScale(before, me, rules.tokensToWin);
      const matchChance = matchChanceOf(me, rules.tokensToWin);
      const visits = new Array<number>(moves.length).fill(0);
      const totals = new Array<number>(moves.length).fill(0);
      for (let i = 0; i < iterations; i++) {
        let arm = i < moves.length ? i : 0;
        if (i >= moves.length) {
          const logN = Math.log(i);
          let best = -Infinity;
          for (let a = 0; a < moves.length; a++) {
            const ucb = totals[a]! / visits[a]! + EXPLORATION * Math.sqrt(logN / visits[a]!);
            if (ucb > best) {
              best = ucb;
              arm = a;
            }
          }
        }
        sampler.deal(world);
        reading?.reset(readersMask, othersRead ? me : -1, readStart);
        playTracked(world, codes[arm]!, looks, reading);
        policyPlayout(world, rng, buffer, scratch, looks, reading);
        visits[arm]!++;
        totals[arm]! += scale > 0 ? matchChance(world) * scale : utility(world, me, before);
      }
      let chosen = 0;
      for (let a = 1; a < moves.length; a++)
        if (totals[a]! / visits[a]! > totals[chosen]! / visits[chosen]!) chosen = a;
      return moves[chosen]!;
    },
    follow,
  );
}
