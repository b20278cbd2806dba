import { apply, nextRound, type State } from "@loveletter/engine";
import { type GameAction, ProtocolError } from "@loveletter/protocol";
import { describe, expect, test } from "vitest";
import { botOccupant } from "../src/table/seating.js";
import { TableGame } from "../src/table/table-game.js";

/** A match of four dealt from a seed, as a table plays it. */
function deal(seed: string): TableGame {
  return TableGame.deal({ ruleset: "classic", players: 4, options: { tokensToWin: 2 }, seed, first: 0 });
}

function moveOf(game: TableGame, pick: number): GameAction {
  const moves = game.legalMoves();
  return { type: "move", seat: game.awaitingSeat!, move: moves[pick % moves.length]!, by: "player" };
}

describe("TableGame", () => {
  // The game applies each move into the state it held before the last one (two states a table,
  // reused): what it shows must be exactly what the engine's own copying `apply` gives.
  test("a whole match gives the engine's positions, however actions are prepared and dropped", () => {
    for (const seed of ["a", "b", "c"]) {
      const game = deal(seed);
      let expected: State = game.state as State;
      let step = 0;
      while (!game.matchOver) {
        step++;
        let action: GameAction;
        if (game.roundOver) {
          // Between rounds a seat may change hands (a perpetual table), which leaves the state.
          const seat = game.prepare({ type: "seat", seat: 1, occupant: botOccupant("heuristic", 1, []) });
          if (seat instanceof ProtocolError) throw seat;
          game.commit(seat);
          expect(game.state).toEqual(expected);
          action = { type: "next-round" };
          expected = nextRound(expected).state;
        } else {
          // Every third turn, an action is checked and never stored (a table failing to store it,
          // or one refused later): the game stays as it was, and the next one is applied right.
          if (step % 3 === 0) {
            const dropped = game.prepare(moveOf(game, step + 1));
            expect(dropped).not.toBeInstanceOf(ProtocolError);
            expect(game.state).toEqual(expected);
          }
          action = moveOf(game, step);
          const result = apply(expected, (action as { move: unknown }).move);
          if (!result.ok) throw new Error(result.error.message);
          expected = result.state;
        }
        const kept = game.state;
        const prepared = game.prepare(action);
        if (prepared instanceof ProtocolError) throw prepared;
        // Checked, not yet committed: the position is the one before.
        expect(game.state).toBe(kept);
        game.commit(prepared);
        expect(game.state).toEqual(expected);
      }
      expect(game.turn).toBe(step + game.state.roundNumber - 1);
    }
  });

  test("a refused move changes nothing, and the next legal one is applied", () => {
    const game = deal("refused");
    const before = JSON.stringify(game.state);
    const wrongSeat = (game.awaitingSeat! + 1) % 4;
    const refused = game.prepare({ type: "move", seat: wrongSeat, move: game.legalMoves()[0]!, by: "player" });
    expect(refused).toBeInstanceOf(ProtocolError);
    expect(JSON.stringify(game.state)).toBe(before);
    const action = moveOf(game, 0);
    const expected = apply(game.state as State, (action as { move: unknown }).move);
    const prepared = game.prepare(action);
    if (prepared instanceof ProtocolError || !expected.ok) throw new Error("legal move refused");
    game.commit(prepared);
    expect(game.state).toEqual(expected.state);
  });

  // A connection sent a view at every move and one arriving at the round's end must hear the same
  // round: its events, and each move at the place among them where its events begin.
  test("the round's moves are placed in each seat's events alike, heard move by move or all at once", () => {
    for (const seed of ["moves-a", "moves-b"]) {
      const game = deal(seed);
      const listeners = [0, 1, 2, 3, "spectator"] as const;
      const heard = listeners.map(() => ({ events: [] as unknown[], moves: [] as { seat: number; at: number }[] }));
      const cursors = listeners.map(() => ({ round: -1, index: 0 }));
      const hear = () =>
        listeners.forEach((seat, i) => {
          const since = game.eventsSince(seat, cursors[i]);
          for (const move of since.moves)
            heard[i]!.moves.push({ seat: move.seat, at: heard[i]!.events.length + move.at });
          heard[i]!.events.push(...since.events);
        });
      hear();
      let step = 0;
      while (!game.roundOver) {
        const prepared = game.prepare(moveOf(game, step++));
        if (prepared instanceof ProtocolError) throw prepared;
        game.commit(prepared);
        hear();
      }
      expect(step).toBeGreaterThan(1);
      listeners.forEach((seat, i) => {
        const whole = game.eventsSince(seat);
        expect(heard[i]!.events).toEqual(whole.events);
        expect(heard[i]!.moves).toEqual(whole.moves.map(({ seat, at }) => ({ seat, at })));
        expect(whole.moves).toHaveLength(step);
        // Each move's place is where a "played" event of its seat is (what every listener sees of a move).
        for (const move of whole.moves)
          expect(whole.events[move.at]).toMatchObject({ type: "played", seat: move.seat });
      });
    }
  });
});
