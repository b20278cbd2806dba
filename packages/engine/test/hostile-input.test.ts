// Input a hostile client can send, through the server's JSON and msgpack decoders, to the engine's
// two entry points for user data: match options (compileRules / newMatch) and moves (apply).
//
// - Option names that are properties of every JavaScript object (constructor, toString,
//   __proto__, ...) are unknown options like any other, refused with "unknown-option"; a custom
//   deck preset with such a name is an unknown preset.
// - Values JSON cannot carry but msgpack can (a uint64 decodes as a BigInt; NaN, Infinity) get the
//   refusal of the field they are in, with a message that names them: never a TypeError from
//   building the message.
// - A move's fields are its own properties; inherited ones are not fields.

import {
  apply,
  ConfigError,
  type ConfigErrorCode,
  compileRules,
  type IllegalMoveCode,
  legalMoves,
  type Move,
  newMatch,
  type State,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";

/** Names every plain object inherits from Object.prototype. */
const PROTOTYPE_NAMES = [
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "__proto__",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupSetter__",
];

const RULESETS: readonly [string, number, Record<string, unknown>][] = [
  ["classic", 4, {}],
  ["2019", 5, {}],
  ["premium", 6, {}],
  ["discard", 4, {}],
  ["custom", 4, { edition: "2019", deck: "premium-2019" }],
];

function configError(ruleset: unknown, players: unknown, options: unknown): ConfigError {
  try {
    compileRules(ruleset, players, options);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw new Error(`not a ConfigError: ${String(e)}`);
    return e;
  }
  throw new Error(`accepted ${String(ruleset)} ${String(players)}`);
}

const expectConfigError = (code: ConfigErrorCode, message: RegExp, ...args: [unknown, unknown, unknown]) => {
  const e = configError(...args);
  expect(`${e.code}: ${e.message}`).toMatch(new RegExp(`^${code}: `));
  expect(e.message).toMatch(message);
};

describe("match options named like Object.prototype's properties", () => {
  it("are unknown options in every ruleset, refused with the engine's error", () => {
    for (const [ruleset, players, base] of RULESETS)
      for (const name of PROTOTYPE_NAMES) {
        // JSON.parse, as the server reads them: "__proto__" becomes an own key, not the prototype.
        const options = { ...base, ...JSON.parse(`{${JSON.stringify(name)}: {}}`) };
        expect(Object.keys(options)).toContain(name);
        expectConfigError("unknown-option", new RegExp(`Unknown option "${name}"`), ruleset, players, options);
        expect(() => newMatch({ ruleset, players, options, seed: 1 })).toThrow(ConfigError);
      }
  });

  it("are unknown deck presets, not presets of an undefined edition", () => {
    for (const name of PROTOTYPE_NAMES)
      for (const edition of ["classic", "2019", "premium"])
        expectConfigError("invalid-deck", /^Unknown deck preset/, "custom", 4, { edition, deck: name });
  });

  it("are unknown cards in a custom deck list", () => {
    for (const name of PROTOTYPE_NAMES)
      expectConfigError("invalid-deck", new RegExp(`Unknown card "${name.replace(/\$/g, "\\$")}"`), "custom", 4, {
        edition: "premium",
        deck: [
          { card: "guard", count: 10 },
          { card: name, count: 1 },
        ],
      });
  });

  it("options inherited through a prototype are not options", () => {
    // Only own keys are read: an object whose prototype has "edition" gives no edition.
    const options = Object.create({ edition: "classic", deck: "premium-2019" }) as object;
    expectConfigError("missing-option", /"edition"/, "custom", 4, options);
  });
});

describe("option values JSON cannot carry (msgpack: BigInt, NaN, Infinity)", () => {
  const big = 2n ** 64n - 1n;
  it("get the error of their option, naming the value", () => {
    expectConfigError("invalid-option-value", /18446744073709551615/, "classic", 4, { tokensToWin: big });
    expectConfigError("invalid-option-value", /NaN/, "classic", 4, { tokensToWin: Number.NaN });
    expectConfigError("invalid-option-value", /Infinity/, "premium", 4, { tokensToWin: Number.POSITIVE_INFINITY });
    expectConfigError("invalid-option-value", /18446744073709551615/, "classic", 4, { classic_full_tie: big });
    expectConfigError("invalid-option-value", /18446744073709551615/, "discard", 4, { decks: big });
    expectConfigError("invalid-option-value", /18446744073709551615/, "discard", 4, { extended: big });
    expectConfigError("invalid-option-value", /18446744073709551615/, "custom", 4, { edition: big, deck: [] });
    expectConfigError("invalid-player-count", /18446744073709551615/, "classic", big, {});
    expectConfigError("invalid-player-count", /NaN/, "classic", Number.NaN, {});
    expectConfigError("unknown-ruleset", /18446744073709551615/, big, 4, {});
  });
});

// A position where seat `awaitingSeat` plays a Guard (it names a value and one other player).
function guardPosition(): { state: State; guard: Move & { target: number; guess: number } } {
  for (let seed = 1; ; seed++) {
    const { state } = newMatch({ ruleset: "premium", players: 6, seed });
    const guard = legalMoves(state).find((m) => "play" in m && m.play === "guard" && m.target !== undefined);
    if (guard) return { state, guard: guard as Move & { target: number; guess: number } };
  }
}

function cardinalPosition(): { state: State; cardinal: Move & { targets: number[] } } {
  for (let seed = 1; ; seed++) {
    const { state } = newMatch({ ruleset: "premium", players: 6, seed });
    const cardinal = legalMoves(state).find((m) => "play" in m && m.play === "cardinal" && m.targets !== undefined);
    if (cardinal) return { state, cardinal: cardinal as Move & { targets: number[] } };
  }
}

function expectRefused(state: State, move: unknown, code: IllegalMoveCode, message: RegExp): void {
  const result = apply(state, move);
  if (result.ok) throw new Error("accepted");
  expect(`${result.error.code}: ${result.error.message}`).toMatch(new RegExp(`^${code}: `));
  expect(result.error.message).toMatch(message);
}

describe("move fields JSON cannot carry (msgpack: a uint64 is a BigInt; NaN, Infinity)", () => {
  const uint64 = 2n ** 64n - 1n;

  it("a target seat gets invalid-seat, naming the value", () => {
    const { state, guard } = guardPosition();
    expectRefused(state, { ...guard, target: uint64 }, "invalid-seat", /^18446744073709551615 is not a seat/);
    expectRefused(state, { ...guard, target: 2n }, "invalid-seat", /^2 is not a seat/);
    expectRefused(state, { ...guard, target: Number.NaN }, "invalid-seat", /^NaN is not a seat/);
    expectRefused(state, { ...guard, target: Number.NEGATIVE_INFINITY }, "invalid-seat", /^-Infinity is not a seat/);
    expectRefused(state, { ...guard, target: 2 ** 64 }, "invalid-seat", /^18446744073709552000 is not a seat/);
    expectRefused(state, { ...guard, target: 1e300 }, "invalid-seat", /^1e\+300 is not a seat/);
  });

  it("a named value gets invalid-guess, naming the value", () => {
    const { state, guard } = guardPosition();
    expectRefused(state, { ...guard, guess: uint64 }, "invalid-guess", /not 18446744073709551615\.$/);
    expectRefused(state, { ...guard, guess: Number.NaN }, "invalid-guess", /not NaN\.$/);
  });

  it("targets and look get invalid-seat", () => {
    const { state, cardinal } = cardinalPosition();
    const [a] = cardinal.targets;
    expectRefused(state, { ...cardinal, targets: [a, uint64] }, "invalid-seat", /^18446744073709551615 is not a seat/);
    expectRefused(state, { ...cardinal, look: uint64 }, "invalid-seat", /^18446744073709551615 is not a seat/);
  });

  it("the seat making the move gets invalid-field", () => {
    const { state, guard } = guardPosition();
    expectRefused(state, { ...guard, seat: uint64 }, "invalid-field", /"seat"/);
    expectRefused(state, { ...guard, seat: Number.NaN }, "invalid-field", /"seat"/);
  });

  it("-0 (JSON can carry it) is the seat 0", () => {
    const { state, guard } = guardPosition();
    const zero = apply(state, { ...guard, target: 0 });
    const minusZero = apply(state, { ...guard, target: -0 });
    expect(minusZero).toEqual(zero);
  });
});

describe("a move's fields are its own properties", () => {
  it("a move whose fields are inherited is not a move", () => {
    const { state, guard } = guardPosition();
    const { seat, ...rest } = guard;
    const inherited = Object.assign(Object.create(rest) as object, { seat });
    expectRefused(state, inherited, "not-a-move", /"play"/);
  });

  it("prototype-named fields are unknown fields", () => {
    const { state, guard } = guardPosition();
    for (const name of PROTOTYPE_NAMES)
      expectRefused(state, { ...guard, ...JSON.parse(`{${JSON.stringify(name)}: 1}`) }, "unknown-field", /Unknown/);
  });
});
