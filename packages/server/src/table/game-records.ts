import type { State } from "@loveletter/engine";
import { FAIR_DEAL_VERSION } from "@loveletter/match";
import { type GameRecord, type Occupant, ratedSeats, type TableSettings } from "@loveletter/protocol";
import { newId } from "../store/ids.js";
import { engineOptions, isPerpetual } from "./match-settings.js";

/** What a new game's record is made from. */
export interface NewGame {
  readonly tableId: string;
  /** The table's settings, its seats counted from the players. */
  readonly settings: TableSettings;
  readonly occupants: readonly Occupant[];
  /** A test's seed (dealt v0), or "" for a fair deal. */
  readonly seed: string;
  readonly fairDeal: GameRecord["fairDeal"];
  /** Who plays first: stored, so a replay deals exactly as played (v1: the first deal picked it). */
  readonly first: number;
  readonly now: number;
  /** The game's id (drawn by whoever deals it). */
  readonly id?: string;
}

/** A new game's record, stored before its first move. */
export function newGameRecord(game: NewGame): GameRecord {
  const { settings, occupants } = game;
  return {
    id: game.id ?? newId(),
    tableId: game.tableId,
    ruleset: settings.ruleset,
    settings,
    options: engineOptions(settings),
    seed: game.seed,
    first: game.first,
    dealVersion: game.fairDeal ? FAIR_DEAL_VERSION : "v0",
    fairDeal: game.fairDeal,
    seats: [...occupants],
    status: "playing",
    winners: [],
    scores: [],
    rated: settings.rated !== false && !isPerpetual(settings) && ratedSeats(settings.ruleset, occupants),
    startedAt: game.now,
    endedAt: null,
  };
}

/** How a game ends: its match over, its table closed before that, or every person gone from it. */
export type GameEnd = "finished" | "closed" | "abandoned";

/**
 * A game's record once it ends: finished (its match over) or closed before that (the table went
 * away), which leaves it unrated. Its winners are the match's, or the best scores so far.
 */
export function endedGameRecord(
  record: GameRecord,
  state: Readonly<State>,
  matchOver: boolean,
  how: GameEnd,
  now: number,
): GameRecord {
  const scores = state.rules.perpetual ? state.wins.slice() : state.tokens.slice();
  const best = Math.max(...scores);
  const winners = matchOver ? state.matchWinners.slice() : scores.flatMap((v, seat) => (v === best ? [seat] : []));
  const status = how === "abandoned" ? "abandoned" : "finished";
  return { ...record, status, winners, scores, endedAt: now, rated: record.rated && how === "finished" };
}
