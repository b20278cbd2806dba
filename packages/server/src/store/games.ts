import type { CharacterName } from "@loveletter/engine";
import {
  type GameAction,
  type GameRecord,
  type GameSummary,
  type Occupant,
  type PlayerTotals,
  playerIdOf,
} from "@loveletter/protocol";
import type { Kysely, Transaction } from "kysely";
import { saveOwnedTable } from "./processes.js";
import { writeRatings } from "./ratings.js";
import type { TableRecord } from "./records.js";
import type { GamesTable, Schema } from "./schema.js";
import type { MatchRatings } from "./store.js";
import { saveTable } from "./tables.js";

/**
 * Inserts or replaces a game, and indexes its human players for their history; with `ratings`, a
 * finished game's rating changes too, in the same transaction (Store.saveGame).
 */
export async function saveGame(db: Kysely<Schema>, game: GameRecord, ratings?: MatchRatings): Promise<void> {
  await db.transaction().execute((trx) => writeGame(trx, game, ratings));
}

/** Nothing was written: another process owns the table (saveGameAndTable's fence). */
class TableNotOwned extends Error {}

/**
 * saveGame and the game's table record in one transaction (Store.saveGameAndTable). With `owner`,
 * the table is written as saveOwnedTable writes it, and when another process owns it nothing at
 * all is: false.
 */
export async function saveGameAndTable(
  db: Kysely<Schema>,
  game: GameRecord,
  table: TableRecord,
  ratings?: MatchRatings,
  owner?: string,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await writeGame(trx, game, ratings);
      if (owner === undefined) await saveTable(trx, table);
      else if (!(await saveOwnedTable(trx, table, owner))) throw new TableNotOwned();
    });
    return true;
  } catch (error) {
    if (error instanceof TableNotOwned) return false;
    throw error;
  }
}

/**
 * A game's rows, and its ratings when given, inside a transaction. A player stays in a game's
 * history once saved in it: on a perpetual table people leave between rounds, and the game they
 * played still belongs to their history.
 */
async function writeGame(trx: Transaction<Schema>, game: GameRecord, ratings?: MatchRatings): Promise<void> {
  const row: GamesTable = {
    id: game.id,
    table_id: game.tableId,
    ruleset: game.ruleset,
    settings: JSON.stringify(game.settings),
    options: JSON.stringify(game.options),
    seed: game.seed,
    first_seat: game.first,
    seats: JSON.stringify(game.seats),
    status: game.status,
    winners: JSON.stringify(game.winners),
    scores: JSON.stringify(game.scores),
    rated: game.rated ? 1 : 0,
    started_at: game.startedAt,
    ended_at: game.endedAt,
    deal_version: game.dealVersion,
    commitment: game.fairDeal?.commitment ?? null,
    server_seed: game.fairDeal?.serverSeed ?? null,
    client_seeds: game.fairDeal ? JSON.stringify(game.fairDeal.clientSeeds) : null,
  };
  const { id: _id, ...changes } = row;
  // A built-in bot's games are listed on its profile too, under its strength's player.
  const playerIds = [...new Set(game.seats.flatMap((seat) => (seat.kind === "empty" ? [] : [playerIdOf(seat)])))];
  await trx
    .insertInto("games")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet(changes))
    .execute();
  await trx.updateTable("game_players").set({ started_at: game.startedAt }).where("game_id", "=", game.id).execute();
  if (playerIds.length > 0) {
    await trx
      .insertInto("game_players")
      .values(playerIds.map((playerId) => ({ game_id: game.id, player_id: playerId, started_at: game.startedAt })))
      .onConflict((conflict) => conflict.columns(["game_id", "player_id"]).doNothing())
      .execute();
  }
  if (ratings) await writeRatings(trx, ratings);
}

export async function game(db: Kysely<Schema>, id: string): Promise<GameRecord | null> {
  const row = await db.selectFrom("games").selectAll().where("id", "=", id).executeTakeFirst();
  return row
    ? {
        ...toSummary(row),
        seed: row.seed,
        options: JSON.parse(row.options) as GameRecord["options"],
        fairDeal: fairDealOf(row),
      }
    : null;
}

/** A v1 game's commitment and seeds; null for v0. */
function fairDealOf(row: GamesTable): GameRecord["fairDeal"] {
  if (row.deal_version === "v0" || row.commitment === null || row.server_seed === null || row.client_seeds === null)
    return null;
  return {
    commitment: row.commitment,
    serverSeed: row.server_seed,
    clientSeeds: JSON.parse(row.client_seeds) as string[],
  };
}

/**
 * A player's games, newest first; `before` is the startedAt of the last game of the previous page.
 * Games that started in the same millisecond as that one are on the previous page or skipped.
 * A game being played at a private table (one with a join code) is left out: its table's id would
 * lead anyone who reads the host's history to the table.
 */
export async function gamesOfPlayer(
  db: Kysely<Schema>,
  playerId: string,
  options: { limit: number; before?: number },
): Promise<GameSummary[]> {
  let query = db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select([
      "games.id",
      "games.table_id",
      "games.ruleset",
      "games.settings",
      "games.first_seat",
      "games.seats",
      "games.status",
      "games.winners",
      "games.scores",
      "games.rated",
      "games.started_at",
      "games.ended_at",
      "games.deal_version",
    ])
    .leftJoin("tables", "tables.id", "games.table_id")
    .where("game_players.player_id", "=", playerId)
    .where((eb) => eb.or([eb("games.status", "!=", "playing"), eb("tables.code", "is", null)]));
  if (options.before !== undefined) query = query.where("game_players.started_at", "<", options.before);
  const rows = await query
    .orderBy("game_players.started_at", "desc")
    .orderBy("game_players.game_id", "desc")
    .limit(options.limit)
    .execute();
  return rows.map(toSummary);
}

/** How many of a player's latest finished games of a ruleset its favourite card is counted over. */
export const FAVOURITE_CARD_GAMES = 50;

/**
 * A player's finished games and wins per ruleset (a win: a seat of theirs among the winners; a bot
 * strength's seats all count as its own), in ruleset order, with the card they played most.
 */
export async function playerTotals(db: Kysely<Schema>, playerId: string): Promise<PlayerTotals[]> {
  const rows = await db
    .selectFrom("game_players")
    .innerJoin("games", "games.id", "game_players.game_id")
    .select(["games.id", "games.ruleset", "games.seats", "games.winners", "games.ended_at"])
    .where("game_players.player_id", "=", playerId)
    .where("games.status", "=", "finished")
    .execute();
  const totals = new Map<string, { games: number; wins: number }>();
  for (const row of rows) {
    const seats = JSON.parse(row.seats) as Occupant[];
    const winners = JSON.parse(row.winners) as number[];
    const won = winners.some((seat) => seats[seat] && playerIdOf(seats[seat]) === playerId);
    const total = totals.get(row.ruleset) ?? { games: 0, wins: 0 };
    totals.set(row.ruleset, { games: total.games + 1, wins: total.wins + (won ? 1 : 0) });
  }
  const favourites = await favouriteCards(db, playerId, rows);
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ruleset, t]) => {
      const favouriteCard = favourites.get(ruleset);
      return favouriteCard ? { ruleset, ...t, favouriteCard } : { ruleset, ...t };
    });
}

/**
 * The card each ruleset's latest games saw the player play most, from their own hand (not the
 * timer's, a stand-in's or a bot's move for them); a tie goes to the higher card's name order.
 */
async function favouriteCards(
  db: Kysely<Schema>,
  playerId: string,
  games: readonly { id: string; ruleset: string; seats: string; ended_at: number | null }[],
): Promise<Map<string, CharacterName>> {
  const latest = new Map<string, typeof games>();
  for (const game of [...games].sort((a, b) => (b.ended_at ?? 0) - (a.ended_at ?? 0))) {
    const ofRuleset = latest.get(game.ruleset) ?? [];
    if (ofRuleset.length < FAVOURITE_CARD_GAMES) latest.set(game.ruleset, [...ofRuleset, game]);
  }
  const favourites = new Map<string, CharacterName>();
  for (const [ruleset, ofRuleset] of latest) {
    const counts = new Map<CharacterName, number>();
    const actions = await db
      .selectFrom("actions")
      .select(["game_id", "action"])
      .where(
        "game_id",
        "in",
        ofRuleset.map((game) => game.id),
      )
      .orderBy("game_id")
      .orderBy("seq")
      .execute();
    const seatsOf = new Map(ofRuleset.map((game) => [game.id, JSON.parse(game.seats) as Occupant[]]));
    for (const row of actions) {
      const seats = seatsOf.get(row.game_id)!;
      const action = JSON.parse(row.action) as GameAction;
      if (action.type === "seat") seats[action.seat] = action.occupant;
      if (action.type !== "move" || action.by !== "player" || !("play" in action.move)) continue;
      const occupant = seats[action.seat];
      if (occupant && playerIdOf(occupant) === playerId)
        counts.set(action.move.play, (counts.get(action.move.play) ?? 0) + 1);
    }
    const [most] = [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
    if (most) favourites.set(ruleset, most[0]);
  }
  return favourites;
}

function toSummary(
  row: Omit<GamesTable, "seed" | "options" | "commitment" | "server_seed" | "client_seeds">,
): GameSummary {
  return {
    id: row.id,
    tableId: row.table_id,
    ruleset: row.ruleset as GameSummary["ruleset"],
    settings: JSON.parse(row.settings) as GameSummary["settings"],
    first: row.first_seat,
    seats: JSON.parse(row.seats) as Occupant[],
    status: row.status as GameSummary["status"],
    winners: JSON.parse(row.winners) as number[],
    scores: JSON.parse(row.scores) as number[],
    rated: row.rated === 1,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    dealVersion: row.deal_version as GameSummary["dealVersion"],
  };
}
