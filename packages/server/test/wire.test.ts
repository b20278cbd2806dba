import { createRequire } from "node:module";
import { getMessageBytes, Protocol } from "@colyseus/core";
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
  seatPart,
  seatView,
  seedRng,
  view,
} from "@loveletter/engine";
import type { ViewMessage } from "@loveletter/protocol";
import fc from "fast-check";
import { unpack } from "msgpackr";
import { describe, expect, test } from "vitest";
import { COLYSEUS_WIRE, colyseusFrame, messageFrame, undecodableFrame } from "../src/wire/frames.js";
import { ViewEncoder } from "../src/wire/view-frames.js";

/** A view frame's head: Colyseus's ROOM_DATA code and the type "view". */
const HEAD = 6;

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
              const moves = turn % 3 === 0 ? [] : [{ seat: turn % table.players, by: "timer" as const, at: 0 }];
              const parts = { turn, events: eventsFor(events, seat), reset: turn % 2 === 0, deadline, moves };
              const message: ViewMessage = { ...parts, view: seatView(shared, state, seat) };
              expect(message.view).toEqual(view(state, seat));
              const frame = encoder.frame({ ...parts, view: seatPart(state, seat) }, shared);
              // The frame Colyseus itself makes of the whole message, byte for byte up to the map's order.
              const colyseus = getMessageBytes.raw(Protocol.ROOM_DATA, "view", message);
              expect(frame.subarray(0, HEAD)).toEqual(colyseus.subarray(0, HEAD));
              expect(unpack(frame.subarray(HEAD))).toEqual(message);
              expect(unpack(frame.subarray(HEAD))).toEqual(unpack(colyseus.subarray(HEAD)));
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

describe("message frames", () => {
  test("are the bytes Colyseus sends for the same message", () => {
    const { state } = newMatch({ ruleset: "premium", players: 6, seed: 3, first: 0, options: {} });
    for (const [type, message] of [
      ["table", { phase: "playing", seats: [{ index: 0, name: "Ada" }], round: 2, view: publicView(state) }],
      ["chat-history", { messages: [] }],
      ["error", { code: "stale-turn", message: "That was for turn 3.", about: "move" }],
    ] as const)
      expect(messageFrame(type, message)).toEqual(new Uint8Array(colyseusFrame(type, message)));
  });
});

describe("the wire's pin to Colyseus", () => {
  test("the installed Colyseus packages are the versions whose framing src/wire writes and reads", () => {
    // A new Colyseus may frame messages differently: upgrading it means checking src/wire against it first.
    const require = createRequire(import.meta.url);
    for (const [name, version] of Object.entries(COLYSEUS_WIRE)) {
      const installed = require(`${name}/package.json`) as { version: string };
      expect(installed.version, name).toBe(version);
    }
    const manifest = require("../package.json") as {
      dependencies: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const pinned = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, version] of Object.entries(COLYSEUS_WIRE)) expect(pinned[name], name).toBe(version);
  });

  test("a client's frame is read as Colyseus reads it: a good one passes, a broken one is named", () => {
    const good = colyseusFrame("move", { move: { card: "guard" }, turn: 3 });
    expect(undecodableFrame(good)).toBeNull();
    const broken = new Uint8Array([...good.subarray(0, 7), 0xc1]);
    expect(undecodableFrame(broken)).toMatch(/^a message that does not decode/);
    // Other protocol codes (joins, leaves, pings) are Colyseus's alone.
    expect(undecodableFrame(Uint8Array.of(Protocol.LEAVE_ROOM))).toBeNull();
  });
});
