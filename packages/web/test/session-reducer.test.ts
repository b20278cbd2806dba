import type { Mover, PublicTable, ViewMessage } from "@loveletter/protocol";
import { describe, expect, it } from "vitest";
import { type EventCursor, newCursor, TableGame } from "../../server/src/table/table-game.js";
import { newSession, reduceSession, type TableSession } from "../src/net/session-reducer.js";

// The session is fed what the server's own table game says: its views, events and moves, as the
// table's audience sends them (packages/server table/audience.ts), with no browser and no socket.

const NAMES = ["Ada", "Bob"];
const TABLE = { seats: NAMES.map((name, index) => ({ index, name })), roundsWon: [] } as unknown as PublicTable;

interface Watcher {
  session: TableSession;
  readonly seat: number | "spectator";
  readonly cursor: EventCursor;
}

function watch(seat: number | "spectator"): Watcher {
  return { session: reduceSession(newSession("t"), { type: "table", table: TABLE }), seat, cursor: newCursor() };
}

/** What the server sends this watcher now (Audience.sendView), given to its session. */
function tell(game: TableGame, w: Watcher): ViewMessage {
  const { events, reset, moves } = game.eventsSince(w.seat, w.cursor);
  const message: ViewMessage = { turn: game.turn, view: game.view(w.seat), events, reset, deadline: 0, moves };
  w.session = reduceSession(w.session, { type: "view", message });
  return message;
}

/**
 * A two-seat game where the seats' moves are made by `movers` in turn order (Ada's, Bob's, Ada's…),
 * all in the first round; after each, `after` runs. Tries deals until one lasts that long.
 */
function play(movers: readonly Mover[], after: (game: TableGame) => void = () => {}): TableGame {
  const attempt = (seed: number, each: (game: TableGame) => void): TableGame | null => {
    const game = TableGame.deal({ ruleset: "classic", players: 2, options: {}, seed: `s${seed}`, first: 0 });
    for (const by of movers) {
      const seat = game.awaitingSeat;
      if (game.roundOver || seat === null) return null;
      const prepared = game.prepare({ type: "move", seat, move: game.legalMoves()[0]!, by });
      if (!("state" in prepared)) throw prepared;
      game.commit(prepared);
      each(game);
    }
    return game.roundOver ? null : game;
  };
  for (let seed = 0; seed < 200; seed++) if (attempt(seed, () => {})) return attempt(seed, after)!;
  throw new Error("no deal lasts that long");
}

const noticeOf = (w: Watcher) => w.session.notice?.text ?? null;

describe("the table session, from the server's messages alone", () => {
  it("says the timer played for you when the server says so, and nothing for your own or others' moves", () => {
    let ada!: Watcher;
    const notices: (string | null)[] = [];
    play(["player", "bot", "timer", "bot"], (game) => {
      if (game.turn === 1) {
        ada = watch(0);
        // Ada's page opened before her move: its first view is a reset with no move of hers.
      }
      tell(game, ada);
      notices.push(noticeOf(ada));
    });
    expect(notices[0]).toBeNull();
    expect(notices[1]).toBeNull();
    expect(notices[2]).toMatch(/^Time ran out, so a move was played for you: You played the \w+/);
    // The notice stays until the next thing worth one; Bob's bot's move is not about Ada.
    expect(notices[3]).toBe(notices[2]);
  });

  it("back after a reload: the moves made for you since your own last move, from the server's word", () => {
    const game = play(["player", "bot", "away", "bot", "away", "bot"]);
    const back = watch(0);
    tell(game, back);
    const told = noticeOf(back) ?? "";
    expect(told).toMatch(/^While you were away, this was played for you: You played the /);
    expect(told.match(/You played the /g)).toHaveLength(2);
    // Another reload after Ada moved herself: nothing was played for her since.
    const later = play(["timer", "bot", "player", "bot"]);
    const again = watch(0);
    tell(later, again);
    expect(noticeOf(again)).toBeNull();
  });

  it("tells a spectator nothing was played for them, and a seat still watching nothing twice", () => {
    const watchers: Watcher[] = [];
    play(["player", "away", "player", "away"], (game) => {
      if (game.turn === 1) watchers.push(watch("spectator"), watch(0));
      for (const w of watchers) tell(game, w);
      for (const w of watchers) expect(noticeOf(w)).toBeNull();
    });
  });

  it("keeps the log across a new round and replaces it on a rejoin", () => {
    const game = play(["player", "bot"]);
    const ada = watch(0);
    tell(game, ada);
    const first = ada.session.events.length;
    expect(first).toBeGreaterThan(0);
    expect(ada.session.turn).toBe(game.turn);
    // The same page joining again (a new cursor): the round's events once, not twice.
    const rejoined: Watcher = { session: ada.session, seat: 0, cursor: newCursor() };
    tell(game, rejoined);
    expect(rejoined.session.events).toHaveLength(first);
  });
});
