import { type State, view } from "@loveletter/engine";
import {
  clientSeedProblem,
  DEAL_VERSIONS,
  type DealVersion,
  type GameRecord,
  type StoredAction,
} from "@loveletter/protocol";
import { deal, dealerOf, dealOf, replay } from "../replay.js";
import { dealPointAfter } from "./dealer.js";
import { type DealPoint, FIRST_DEAL } from "./messages.js";
import { commitmentOf, fixedClientSeed, serverSeedBytes } from "./seeds.js";

/** What a game's verification found (docs/fair-deal.md, "Verification"). */
export type Verification =
  | {
      readonly ok: true;
      readonly version: DealVersion;
      /** What was proven, in a sentence (v0: that nothing could be). */
      readonly proven: string;
      readonly rounds: number;
      readonly actions: number;
    }
  /** Each problem names what does not match. */
  | { readonly ok: false; readonly problems: readonly string[] };

/** A seat as people count it, from 1 (as `loveletter verify --client-seed` and the table do). */
const seatNumber = (seat: number): number => seat + 1;

/** What the verifier knows besides the record: the client seed a person contributed, by seat. */
export interface KnownSeeds {
  readonly [seat: number]: string;
}

type VerifiedGame = Pick<
  GameRecord,
  "ruleset" | "seats" | "options" | "seed" | "first" | "dealVersion" | "fairDeal" | "winners" | "scores" | "status"
>;

const isDealVersion = (version: string): version is DealVersion =>
  (DEAL_VERSIONS as readonly string[]).includes(version);
const listed = (names: readonly string[]) => `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
const same = (a: readonly number[], b: readonly number[]) => JSON.stringify(a) === JSON.stringify(b);
const moveText = (value: unknown) => JSON.stringify(value);

/**
 * Verifies a game as `GET /api/games/:id` gives it: its commitment, its seeds, every deal, every
 * move (the timer's picks too) and its result. `known` adds client seeds the verifier contributed
 * itself (the web remembers the one it sent), each checked against the record.
 */
export async function verifyGame(
  game: VerifiedGame,
  actions: readonly StoredAction[],
  known: KnownSeeds = {},
): Promise<Verification> {
  const fail = (...problems: string[]): Verification => ({ ok: false, problems });
  const version = game.dealVersion as string | undefined;
  if (version === undefined) return fail("The game names no deal algorithm version (dealVersion).");
  if (!isDealVersion(version))
    return fail(`Unknown deal algorithm version "${version}": this verifier knows ${listed(DEAL_VERSIONS)}.`);
  if (version === "v0" && game.fairDeal)
    return fail(
      "The game says it was dealt with algorithm v0 (a seed the server chose), but it carries a commitment and client seeds (v1 or later): its algorithm version was changed.",
    );
  if (version !== "v0" && !game.fairDeal)
    return fail(`The game says it was dealt with algorithm ${version} but carries no commitment and seeds (fairDeal).`);
  if (game.status === "playing")
    return fail("The game is still being played: its server seed is revealed when it ends.");

  const problems: string[] = [];
  const fair = game.fairDeal;
  if (fair) {
    if (!serverSeedBytes(fair.serverSeed))
      return fail(`The revealed server seed "${fair.serverSeed}" is not 64 lowercase hex digits (32 bytes).`);
    const hashed = await commitmentOf(fair.serverSeed);
    if (hashed !== fair.commitment)
      problems.push(
        `The server seed does not match the commitment: SHA-256 of the revealed seed is ${hashed}, but the commitment published before the deal is ${fair.commitment}.`,
      );
    if (fair.clientSeeds.length !== game.seats.length)
      return fail(`There are ${fair.clientSeeds.length} client seeds for ${game.seats.length} seats.`);
    fair.clientSeeds.forEach((seed, seat) => {
      const problem = clientSeedProblem(seed);
      if (problem) problems.push(`Seat ${seatNumber(seat)}'s client seed "${seed}" is not a valid seed: ${problem}`);
      if (game.seats[seat]?.kind === "bot" && seed !== fixedClientSeed(seat, "bot"))
        problems.push(
          `Seat ${seatNumber(seat)} is a bot's, whose client seed is always "${fixedClientSeed(seat, "bot")}", but the record says "${seed}".`,
        );
    });
    for (const [seat, seed] of Object.entries(known))
      if (fair.clientSeeds[Number(seat)] !== seed)
        problems.push(
          `Seat ${seatNumber(Number(seat))}'s client seed in the record is "${fair.clientSeeds[Number(seat)]}", but the seed contributed for it was "${seed}".`,
        );
    if (problems.length > 0) return fail(...problems);
  }

  const dealer = await dealerOf(game, actions);
  // Each timer move is checked against the pick its seeds make: the generators are derived first.
  const timerChecks: { index: number; point: DealPoint; pick: () => Promise<string | null> }[] = [];
  let point = FIRST_DEAL;
  let rounds = 1;
  let index = 0;
  let before: State | null = null;
  const ordered = [...actions].sort((a, b) => a.seq - b.seq);
  let result: ReturnType<typeof replay>;
  try {
    before = deal(dealOf(game, dealer)).state;
    result = replay(
      game,
      ordered,
      (applied) => {
        const action = applied.action;
        const at = index;
        const state = before;
        if (dealer && state && action.type === "move" && action.by === "timer") {
          const seen = view(state, action.seat);
          const here = point;
          timerChecks.push({
            index: at,
            point: here,
            pick: async () => {
              const chosen = await dealer.timerMove(seen, here, at);
              return moveText(chosen) === moveText(action.move)
                ? null
                : `Action ${at} is the turn timer's move ${moveText(action.move)}, but the seeds pick ${moveText(chosen)}.`;
            },
          });
        }
        const next = dealPointAfter(point, action);
        if (next) {
          point = next;
          rounds++;
        }
        before = applied.state;
        index++;
      },
      dealer,
    );
  } catch (error) {
    return fail(`The game could not be dealt: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (dealer) {
    if (result.dealt.state.first !== game.first)
      problems.push(
        `The record says seat ${seatNumber(game.first)} played first, but the seeds deal seat ${seatNumber(result.dealt.state.first)} first: the seeds are not the ones the game was dealt from.`,
      );
  }
  if (result.error) {
    const failed = ordered[result.applied]!.action;
    const what =
      failed.type === "move" ? `seat ${seatNumber(failed.seat)} plays ${moveText(failed.move)}` : failed.type;
    problems.push(
      `Action ${result.applied} (${what}) does not apply to the game these seeds deal: ${result.error.replace(/^Action \d+ does not apply /, "")}. Either the moves or the seeds are not the ones played.`,
    );
  }
  for (const check of timerChecks) {
    const problem = await check.pick();
    if (problem) problems.push(problem);
  }
  if (!result.error && game.status === "finished") {
    const s = result.state;
    const scores = s.rules.perpetual ? s.wins.slice() : s.tokens.slice();
    if (!same(scores, game.scores))
      problems.push(`The record's scores are ${moveText(game.scores)}, but the moves give ${moveText(scores)}.`);
    if (s.matchOver && !same(s.matchWinners, game.winners))
      problems.push(
        `The record says seat(s) ${game.winners.map(seatNumber).join(", ")} won, but the moves make seat(s) ${s.matchWinners.map(seatNumber).join(", ")} the winner(s).`,
      );
  }
  if (problems.length > 0) return fail(...problems);
  return {
    ok: true,
    version,
    proven:
      version !== "v0"
        ? `The server committed to its seed before the players' seeds were final; the revealed seed matches that commitment, and with the ${game.seats.length} client seeds it deals all ${rounds} round(s) as played; every one of the ${ordered.length} actions is legal, the timer's moves are the ones the seeds pick, and the result follows.`
        : "This game was dealt before commitments (algorithm v0): the server chose its seed, so nothing about the deal can be proven; its moves replay and the result follows.",
    rounds,
    actions: ordered.length,
  };
}
