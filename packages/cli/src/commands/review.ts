import type { Estimate } from "@loveletter/bots";
import {
  type DecisionReview,
  describeMove,
  errorPoints,
  explainDecision,
  LABELS,
  type Label,
  mistakesFirst,
  REVIEW_DEFAULT_BUDGET_MS,
  REVIEW_DEFAULT_SEED,
  type ReviewNames,
  reviewDecisions,
  seatDecisions,
} from "@loveletter/bots";
import { dealerOf } from "@loveletter/match";
import { type GameRecord, reviewText, type StoredAction, type Words } from "@loveletter/protocol";
import { wordsFor } from "@loveletter/protocol/words-node";
import type { CommandIO } from "../main.js";
import { terminalLocale } from "../terminal/locale.js";
import { loadGame } from "./game-source.js";
import { BadArguments } from "./match-args.js";

/** The options of `loveletter review` as commander gives them. */
export interface ReviewArgs {
  readonly url?: string;
  readonly seat?: string;
  readonly budgetMs?: string;
  readonly seed?: string;
  readonly json?: boolean;
  /** The language of the expert's sentences (default: the environment's locale). */
  readonly lang?: string;
}

function seatName(game: GameRecord, seat: number): string {
  const occupant = game.seats[seat];
  return occupant && occupant.kind !== "empty" ? occupant.name : `Seat ${seat + 1}`;
}

/** --seat: a seat number from 1, or a player's name; by default the first person's seat. */
function pickSeat(game: GameRecord, seat: string | undefined): number {
  if (seat === undefined) {
    const human = game.seats.findIndex((o) => o.kind === "human");
    return Math.max(human, 0);
  }
  if (/^\d+$/.test(seat.trim())) {
    const n = Number(seat) - 1;
    if (n >= 0 && n < game.seats.length) return n;
    throw new BadArguments(`--seat must be from 1 to ${game.seats.length}; got "${seat}".`);
  }
  const byName = game.seats.findIndex((o) => o.kind !== "empty" && o.name.toLowerCase() === seat.trim().toLowerCase());
  if (byName < 0)
    throw new BadArguments(
      `--seat "${seat}": nobody of that name played; the seats are ${game.seats.map((_, i) => seatName(game, i)).join(", ")}.`,
    );
  return byName;
}

const pct = (p: number) => `${Math.round(p * 100)}%`;
const plusMinus = (e: Estimate) => `${pct(e.mean)} ${errorPoints(e.se)}`;

function pad(cells: string[][]): string[] {
  const widths = cells[0]!.map((_, c) => Math.max(...cells.map((row) => row[c]!.length)));
  return cells.map((row) =>
    row
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join("  ")
      .trimEnd(),
  );
}

function report(
  game: GameRecord,
  seat: number,
  reviews: DecisionReview[],
  names: ReviewNames,
  words: Words,
  info: string,
): string[] {
  const rows = [["#", "Round", "Played", "Round win", "Match win", "Expert's best", "Drop", "Label"]];
  for (const r of reviews) {
    const played = r.moves[r.played]!;
    rows.push([
      String(r.index + 1),
      String(r.round),
      reviewText(words, describeMove(played.move, names)),
      plusMinus(r.chances.round),
      r.chances.match ? pct(r.chances.match.mean) : "—",
      r.forced || r.best === r.played ? "(this)" : reviewText(words, describeMove(r.moves[r.best]!.move, names)),
      r.forced || r.drop.round.mean === 0
        ? "—"
        : `${Math.round(r.drop.round.mean * 100)} ${errorPoints(r.drop.round.se)}`,
      r.label ?? "forced",
    ]);
  }
  const counts = new Map<Label | "forced", number>();
  for (const r of reviews) counts.set(r.label ?? "forced", (counts.get(r.label ?? "forced") ?? 0) + 1);
  const lines = [
    `Review of ${seatName(game, seat)} (seat ${seat + 1}) · ${game.ruleset} · ${info}`,
    "",
    ...pad(rows),
    "",
  ];
  lines.push(
    `${[...LABELS, "forced" as const].map((l) => `${counts.get(l) ?? 0} ${l}`).join(", ")} (${reviews.length} decisions).`,
  );
  const worth = mistakesFirst(reviews);
  if (worth.length > 0) {
    lines.push("", "Where it went wrong, the costliest first:");
    for (const r of worth) {
      const cost = `${Math.round(r.drop.round.mean * 100)} points ${errorPoints(r.drop.round.se)}`;
      lines.push(
        `  ${r.index + 1}. ${r.label}, round ${r.round} (−${cost}): ${explainDecision(r, names)
          .map((sentence) => reviewText(words, sentence))
          .join(" ")}`,
      );
    }
  }
  lines.push(
    "",
    "Chances are the expert's estimates from what this seat knew at each decision (its view and what it had seen), ± one standard error; Drop is the round win chance lost against the expert's best, in points.",
  );
  return lines;
}

/**
 * `loveletter review GAME`: every decision of one seat in a finished game, judged by the expert from
 * what that seat knew. Prints a table, or JSON with --json; exits 2 on unusable arguments or input.
 */
export async function reviewCommand(source: string, args: ReviewArgs, io: CommandIO): Promise<number> {
  try {
    const budgetMs = args.budgetMs === undefined ? REVIEW_DEFAULT_BUDGET_MS : Number(args.budgetMs);
    if (!(budgetMs > 0 && budgetMs <= 60_000))
      throw new BadArguments(
        `--budget-ms must be a number of milliseconds above 0, at most 60000; got "${args.budgetMs}".`,
      );
    const seed = args.seed ?? REVIEW_DEFAULT_SEED;
    let words: Words;
    try {
      words = await wordsFor(terminalLocale(args.lang, process.env));
    } catch (e) {
      throw new BadArguments((e as Error).message);
    }
    const { game, actions } = await loadGame(source, args.url);
    const seat = pickSeat(game, args.seat);
    let replayed: ReturnType<typeof seatDecisions>;
    try {
      replayed = seatDecisions(game, actions as StoredAction[], seat, await dealerOf(game, actions));
    } catch (e) {
      throw new BadArguments(`"${source}" does not replay: ${(e as Error).message}`);
    }
    if (replayed.error) io.error.write(`loveletter review: the game replays only in part: ${replayed.error}\n`);
    const started = performance.now();
    const reviews: DecisionReview[] = [];
    const showProgress = !args.json && (io.error as { isTTY?: boolean }).isTTY === true;
    for (const r of reviewDecisions(replayed.points, seat, { budgetMs, seed })) {
      reviews.push(r);
      if (showProgress) io.error.write(`\r${reviews.length}/${replayed.points.length} decisions`);
    }
    if (showProgress) io.error.write("\r\x1b[K");
    const seconds = (performance.now() - started) / 1000;
    const first = reviews[0]?.view;
    const names: ReviewNames = { name: (s) => seatName(game, s), deck: first?.deck ?? [] };
    if (args.json) {
      const decisions = reviews.map((r) => {
        const { view, ...rest } = r;
        return {
          ...rest,
          hand: view.hand,
          sentences: explainDecision(r, names).map((sentence) => reviewText(words, sentence)),
        };
      });
      io.output.write(
        `${JSON.stringify({ game: game.id, seat, name: seatName(game, seat), budgetMs, seed, seconds, decisions })}\n`,
      );
    } else {
      const info = `budget ${budgetMs} ms, seed "${seed}" · ${reviews.length} decisions in ${seconds.toFixed(1)} s`;
      for (const line of report(game, seat, reviews, names, words, info)) io.output.write(`${line}\n`);
    }
    return 0;
  } catch (e) {
    if (!(e instanceof BadArguments)) throw e;
    io.error.write(`loveletter review: ${e.message}\n`);
    return 2;
  }
}
