import {
  apply,
  type EngineEvent,
  eventsFor,
  legalMoves,
  newMatch,
  nextRound,
  publicView,
  randomInt,
  type State,
  seatView,
  seedRng,
  view,
} from "@loveletter/engine";
import type { ViewMessage } from "@loveletter/protocol";
import fc from "fast-check";
import { Packr, unpack } from "msgpackr";
import { describe, expect, test } from "vitest";
import { ViewEncoder } from "../src/rooms/view-encoder.js";

/** What Colyseus does with a message it is given whole (@colyseus/core Protocol.ts). */
const colyseus = new Packr({ useRecords: false });

const TABLES = [
  { ruleset: "classic", players: 2 },
  { ruleset: "classic", players: 4 },
  { ruleset: "2019", players: 6 },
  { ruleset: "premium", players: 8 },
  { ruleset: "discard", players: 4 },
] as const;

describe("view messages encoded from a shared public view", () => {
  test("decode to exactly each seat's message, as Colyseus's own encoding does, at every position", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TABLES),
        fc.integer(),
        fc.integer({ min: 0, max: 1e12 }),
        (table, seed, deadline) => {
          const rng = seedRng(seed);
          let { state, events }: { state: State; events: EngineEvent[] } = newMatch({
            ruleset: table.ruleset,
            players: table.players,
            seed,
            first: 0,
            options: {},
          });
          const encoder = new ViewEncoder();
          for (let turn = 0; turn < 60 && !state.matchOver; turn++) {
            const shared = publicView(state);
            expect(shared).toEqual(view(state, "spectator"));
            for (const seat of [...Array.from({ length: table.players }, (_, i) => i), "spectator" as const]) {
              const message: ViewMessage = {
                turn,
                view: seatView(shared, state, seat),
                events: eventsFor(events, seat),
                reset: turn % 2 === 0,
                deadline,
              };
              expect(message.view).toEqual(view(state, seat));
              const bytes = encoder.encode(message, shared);
              expect(unpack(bytes)).toEqual(message);
              expect(unpack(bytes)).toEqual(unpack(colyseus.pack(message)));
            }
            if (state.roundOver) ({ state, events } = nextRound(state));
            else {
              const moves = legalMoves(state);
              const played = apply(state, moves[randomInt(rng, moves.length)]);
              if (!played.ok) throw new Error(played.error.message);
              ({ state, events } = played);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
