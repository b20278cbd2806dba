import fc from "fast-check";
import { Packr } from "msgpackr";
import { describe, expect, test } from "vitest";
import { roomMessageType, skimView } from "../src/loadtest/view-skim.js";

// Colyseus frames a room message as its ROOM_DATA code (13), its type as a msgpack string, then the
// message in msgpack with plain maps. The server writes map16 headers (msgpackr's default); a map of
// another encoder's may have a fixmap header: both are read. Big integers go as an extension,
// so that stepping over one is tested too.
const encoders = [
  new Packr({ useRecords: false, useBigIntExtension: true }),
  new Packr({ useRecords: false, useBigIntExtension: true, variableMapSize: true }),
];

function frameOf(type: string, message: unknown, encoder = encoders[0]!): Uint8Array {
  const packed = encoder.pack(message);
  return Uint8Array.from([13, 0xa0 | type.length, ...Buffer.from(type, "latin1"), ...packed]);
}

const move = fc.record(
  {
    seat: fc.nat({ max: 7 }),
    play: fc.constantFrom("guard", "priest", "baron", "prince", "chancellor"),
    target: fc.nat({ max: 7 }),
    guess: fc.constantFrom("priest", "princess"),
  },
  { requiredKeys: ["seat", "play"] },
);

/** Any value msgpackr packs: the fields a load client steps over. */
const anyValue = fc.anything({
  withBigInt: true,
  withBoxedValues: false,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
  withNullPrototype: true,
  withSparseArray: false,
});

/** A view message with extra public fields of any kind, its keys in any order. */
const viewMessage = fc
  .record({
    turn: fc.nat({ max: 2 ** 32 - 1 }),
    legalMoves: fc.array(move, { maxLength: 40 }),
    publicFields: fc.dictionary(
      fc.string().filter((key) => key !== "legalMoves" && key !== "__proto__"),
      anyValue,
      { maxKeys: 12 },
    ),
    events: fc.array(anyValue, { maxLength: 6 }),
    deadline: fc.integer({ min: 0, max: 2 ** 52 }),
  })
  .chain((parts) =>
    fc
      .shuffledSubarray(["view", "turn", "events", "reset", "deadline", "moves"], { minLength: 6, maxLength: 6 })
      .map((order) => {
        const values: Record<string, unknown> = {
          view: {
            ...parts.publicFields,
            seat: 1,
            hand: ["guard"],
            legalMoves: parts.legalMoves,
            mustPlayCountess: false,
          },
          turn: parts.turn,
          events: parts.events,
          reset: false,
          deadline: parts.deadline,
          moves: [{ seat: 1, by: "away", at: 0 }],
        };
        return { parts, message: Object.fromEntries(order.map((key) => [key, values[key]])) };
      }),
  );

describe("a load client's skim of a view frame", () => {
  test("reads the turn and legal moves a full decode reads, whatever else the view holds", () => {
    fc.assert(
      fc.property(viewMessage, fc.constantFrom(...encoders), ({ parts, message }, encoder) => {
        const frame = frameOf("view", message, encoder);
        expect(roomMessageType(frame)).toBe("view");
        expect(skimView(frame)).toEqual({ turn: parts.turn, legalMoves: parts.legalMoves });
      }),
      { numRuns: 300 },
    );
  });

  test("names the type of a room message, and of nothing else", () => {
    expect(roomMessageType(frameOf("game-over", { winners: [0] }))).toBe("game-over");
    expect(roomMessageType(frameOf("table", {}))).toBe("table");
    // Colyseus's other codes (here JOIN_ROOM) and an empty frame are not room messages.
    expect(roomMessageType(Uint8Array.of(10, 0xa4, 0x76, 0x69, 0x65, 0x77))).toBeNull();
    expect(roomMessageType(new Uint8Array(0))).toBeNull();
    expect(roomMessageType(Uint8Array.of(13, 0xa9, 0x76))).toBeNull();
  });

  test("refuses a frame that is not a whole view message, rather than reading a wrong turn", () => {
    const frame = frameOf("view", { view: { legalMoves: [{ seat: 0, play: "guard" }] }, turn: 3 });
    expect(skimView(frame)).toEqual({ turn: 3, legalMoves: [{ seat: 0, play: "guard" }] });
    for (let cut = 7; cut < frame.length; cut++) expect(() => skimView(frame.subarray(0, cut))).toThrow();
    expect(() => skimView(Uint8Array.from([...frame, 0xc0]))).toThrow(/bytes after a view message/);
    expect(() => skimView(frameOf("view", { view: { legalMoves: [] } }))).toThrow(/without its turn/);
    expect(() => skimView(frameOf("view", { turn: 1 }))).toThrow(/without its turn or legalMoves/);
    expect(() => skimView(frameOf("view", { view: { legalMoves: "none" }, turn: 1 }))).toThrow(/not a list/);
    expect(() => skimView(frameOf("view", [1, 2]))).toThrow(/a msgpack map was expected/);
    expect(() => skimView(frameOf("view", { view: {}, turn: "3" }))).toThrow(/integer was expected/);
  });
});
