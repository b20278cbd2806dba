// Match configuration: newMatch refuses every bad configuration with a ConfigError code (rules.md
// §6.1 "an unknown option or a value outside its list is an error", scenario-format.md options),
// and compileRules resolves the facts of rules.md §1, §4, §6.2 and §7 (decks per player count,
// tokens to win, Guard and Bishop names, set-aside and face-up cards).

import {
  CHARACTERS,
  CONFIG_ERROR_CODES,
  ConfigError,
  type ConfigErrorCode,
  compileRules,
  type MatchConfig,
  newMatch,
  type Rules,
  view,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { CUSTOM_CLASSIC_DECK } from "./helpers.js";

function configError(config: unknown): ConfigError {
  try {
    newMatch(config as MatchConfig);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    const err = e as ConfigError;
    expect(CONFIG_ERROR_CODES).toContain(err.code);
    expect(err.message.length).toBeGreaterThan(10);
    return err;
  }
  throw new Error(`newMatch accepted ${JSON.stringify(config)}`);
}

const refuses = (code: ConfigErrorCode, configs: unknown[]) => () => {
  for (const config of configs) expect(configError(config).code, JSON.stringify(config)).toBe(code);
};

/** The deck as { name: count } (only cards present). */
const named = (deck: readonly number[]) =>
  Object.fromEntries(deck.flatMap((n, c) => (n > 0 ? [[CHARACTERS[c]!, n]] : [])));
const size = (deck: readonly number[]) => deck.reduce((a, b) => a + b, 0);
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

const CLASSIC_16 = { guard: 5, priest: 2, baron: 2, handmaid: 2, prince: 2, king: 1, countess: 1, princess: 1 };
const DECK_2019 = {
  spy: 2,
  guard: 6,
  priest: 2,
  baron: 2,
  handmaid: 2,
  prince: 2,
  chancellor: 2,
  king: 1,
  countess: 1,
  princess: 1,
};
const PREMIUM_32 = {
  jester: 1,
  assassin: 1,
  guard: 8,
  priest: 2,
  cardinal: 2,
  baron: 2,
  baroness: 2,
  handmaid: 2,
  sycophant: 2,
  prince: 2,
  count: 2,
  king: 1,
  constable: 1,
  countess: 1,
  "dowager-queen": 1,
  princess: 1,
  bishop: 1,
};
const times = (deck: Record<string, number>, k: number) =>
  Object.fromEntries(Object.entries(deck).map(([c, n]) => [c, n * k]));

describe("newMatch refuses bad configurations with a ConfigError code", () => {
  it(
    "unknown ruleset",
    refuses("unknown-ruleset", [
      { ruleset: "poker", players: 4 },
      { ruleset: "Classic", players: 4 },
      { ruleset: 2019, players: 4 },
      { ruleset: undefined, players: 4 },
    ]),
  );

  it(
    "player counts outside each ruleset's range",
    refuses("invalid-player-count", [
      { ruleset: "classic", players: 1 },
      { ruleset: "classic", players: 5 },
      { ruleset: "2019", players: 1 },
      { ruleset: "2019", players: 7 },
      { ruleset: "premium", players: 1 },
      { ruleset: "premium", players: 9 },
      { ruleset: "discard", players: 2 },
      { ruleset: "discard", players: 5 },
      { ruleset: "discard", players: 4, options: { extended: true } },
      { ruleset: "discard", players: 9, options: { extended: true } },
      { ruleset: "custom", players: 1, options: { edition: "premium", deck: CUSTOM_CLASSIC_DECK } },
      { ruleset: "custom", players: 9, options: { edition: "premium", deck: CUSTOM_CLASSIC_DECK } },
      { ruleset: "classic", players: 2.5 },
      { ruleset: "classic", players: "3" },
      { ruleset: "classic" },
    ]),
  );

  it(
    "unknown options",
    refuses("unknown-option", [
      { ruleset: "classic", players: 2, options: { foo: 1 } },
      { ruleset: "premium", players: 6, options: { tokens_to_win: 3 } },
      { ruleset: "discard", players: 3, options: { decks: 2, players: 3 } },
    ]),
  );

  it(
    "options of another ruleset",
    refuses("option-not-in-ruleset", [
      { ruleset: "classic", players: 2, options: { decks: 2 } },
      { ruleset: "premium", players: 6, options: { extended: true } },
      { ruleset: "classic", players: 2, options: { edition: "classic" } },
      { ruleset: "premium", players: 6, options: { deck: "premium-2019" } },
      { ruleset: "discard", players: 4, options: { tokensToWin: 3 } },
      { ruleset: "discard", players: 4, options: { game_end_tie: "shared" } },
      { ruleset: "2019", players: 4, options: { classic_full_tie: "all_win" } },
      { ruleset: "classic", players: 4, options: { spy_eliminated_players_block: true } },
      { ruleset: "classic", players: 4, options: { bishop_may_name_one: true } },
      { ruleset: "2019", players: 4, options: { jester_requires_jester_player_in_round: true } },
      { ruleset: "premium", players: 6, options: { vz_still_present: "seated" } },
      { ruleset: "premium", players: 6, options: { vz_constable_copies: 1 } },
      { ruleset: "2019", players: 4, options: { sycophant_unsatisfiable: "no_effect" } },
      { ruleset: "discard", players: 3, options: { deck: "premium-2019" } },
      // In discard the Bishop may always name 1 (rules.md §6.1): not an option there.
      { ruleset: "discard", players: 6, options: { extended: true, bishop_may_name_one: false } },
    ]),
  );

  it(
    "option values outside their lists",
    refuses("invalid-option-value", [
      { ruleset: "premium", players: 6, options: { game_end_tie: "sometimes" } },
      { ruleset: "classic", players: 4, options: { classic_full_tie: true } },
      { ruleset: "premium", players: 6, options: { bishop_may_name_one: "yes" } },
      { ruleset: "premium", players: 6, options: { premium_showdown_cycle_policy: "none" } },
      { ruleset: "discard", players: 6, options: { extended: true, vz_constable_copies: 3 } },
      { ruleset: "discard", players: 4, options: { decks: 0 } },
      { ruleset: "discard", players: 4, options: { decks: 4 } },
      { ruleset: "discard", players: 4, options: { decks: 1.5 } },
      { ruleset: "discard", players: 4, options: { decks: "2" } },
      { ruleset: "discard", players: 4, options: { extended: "true" } },
      { ruleset: "classic", players: 4, options: { tokensToWin: 0 } },
      { ruleset: "classic", players: 4, options: { tokensToWin: 2.5 } },
      { ruleset: "classic", players: 4, options: { tokensToWin: "5" } },
      { ruleset: "classic", players: 4, options: [] },
      { ruleset: "custom", players: 4, options: { edition: "discard", deck: CUSTOM_CLASSIC_DECK } },
      { ruleset: "custom", players: 4, options: { edition: null, deck: CUSTOM_CLASSIC_DECK } },
    ]),
  );

  it(
    "custom without its edition or deck",
    refuses("missing-option", [
      { ruleset: "custom", players: 4, options: { deck: CUSTOM_CLASSIC_DECK } },
      { ruleset: "custom", players: 4, options: { edition: "premium" } },
      { ruleset: "custom", players: 4 },
    ]),
  );

  it(
    "bad custom decks",
    refuses("invalid-deck", [
      { ruleset: "custom", players: 4, options: { edition: "premium", deck: [] } },
      { ruleset: "custom", players: 4, options: { edition: "premium", deck: "premium" } },
      { ruleset: "custom", players: 4, options: { edition: "premium", deck: "premium-2019" } },
      { ruleset: "custom", players: 4, options: { edition: "premium", deck: [{ card: "joker", count: 4 }] } },
      { ruleset: "custom", players: 4, options: { edition: "premium", deck: [{ card: "guard", count: 0 }] } },
      { ruleset: "custom", players: 4, options: { edition: "premium", deck: [{ card: "guard", count: 1.5 }] } },
      { ruleset: "custom", players: 4, options: { edition: "premium", deck: [{ card: "guard" }] } },
      {
        ruleset: "custom",
        players: 4,
        options: { edition: "premium", deck: [{ card: "guard", count: 9, copies: 1 }] },
      },
      {
        ruleset: "custom",
        players: 4,
        options: {
          edition: "premium",
          deck: [
            { card: "guard", count: 5 },
            { card: "guard", count: 5 },
          ],
        },
      },
      { ruleset: "custom", players: 4, options: { edition: "premium", deck: ["guard"] } },
      // Too small for the player count: set-aside + one card each + one to draw (+ 3 face up at 2).
      { ruleset: "custom", players: 2, options: { edition: "premium", deck: [{ card: "guard", count: 6 }] } },
      { ruleset: "custom", players: 8, options: { edition: "2019", deck: [{ card: "guard", count: 9 }] } },
      { ruleset: "custom", players: 5, options: { edition: "classic", deck: [{ card: "guard", count: 6 }] } },
      // The Spy and the Chancellor exist only in the 2019 numbering (rules.md §6.2, §7).
      {
        ruleset: "custom",
        players: 4,
        options: { edition: "classic", deck: [...CUSTOM_CLASSIC_DECK, { card: "spy", count: 2 }] },
      },
      {
        ruleset: "custom",
        players: 4,
        options: { edition: "premium", deck: [...CUSTOM_CLASSIC_DECK, { card: "chancellor", count: 1 }] },
      },
    ]),
  );

  it(
    "first player out of range",
    refuses("invalid-first-player", [
      { ruleset: "classic", players: 4, first: 4 },
      { ruleset: "classic", players: 4, first: -1 },
      { ruleset: "premium", players: 8, first: 1.5 },
      { ruleset: "discard", players: 3, first: 3 },
    ]),
  );

  it(
    "a seed that is neither a number nor a string",
    refuses("invalid-seed", [
      { ruleset: "classic", players: 4, seed: {} },
      { ruleset: "classic", players: 4, seed: [1] },
    ]),
  );

  it("accepts the smallest valid custom decks and every documented option", () => {
    // Exactly enough cards: 2 players 1 + 3 + 2 + 1 = 7; 8 players 1 + 8 + 1 = 10.
    expect(() =>
      newMatch({ ruleset: "custom", players: 2, options: { edition: "premium", deck: [{ card: "guard", count: 7 }] } }),
    ).not.toThrow();
    expect(() =>
      newMatch({ ruleset: "custom", players: 8, options: { edition: "2019", deck: [{ card: "guard", count: 10 }] } }),
    ).not.toThrow();
    const ok = [
      { ruleset: "classic", players: 4, options: { classic_full_tie: "none_win", game_end_tie: "shared" } },
      { ruleset: "2019", players: 6, options: { spy_eliminated_players_block: true, tokensToWin: 2 } },
      {
        ruleset: "premium",
        players: 5,
        options: {
          jester_requires_jester_player_in_round: true,
          bishop_may_name_one: true,
          premium_showdown_cycle_policy: "victorz_lift",
          sycophant_unsatisfiable: "ignore_requirement",
          game_end_tie: "shared",
        },
      },
      {
        ruleset: "discard",
        players: 8,
        options: {
          decks: 3,
          extended: true,
          vz_still_present: "in_round",
          vz_elimination_rank: "earlier_higher",
          vz_constable_copies: 2,
        },
      },
      { ruleset: "custom", players: 7, options: { edition: "2019", deck: "premium-2019", bishop_may_name_one: true } },
    ];
    for (const config of ok) expect(() => newMatch({ ...config, seed: 1 }), JSON.stringify(config)).not.toThrow();
  });
});

describe("compileRules facts", () => {
  const rules = (ruleset: string, players: number, options: Record<string, unknown> = {}): Rules =>
    compileRules(ruleset, players, options);

  it("tokens to win per edition and player count (rules.md §1.2, C3, C4; §6.2 custom)", () => {
    const tokens = (ruleset: string, players: number[], options: Record<string, unknown> = {}) =>
      players.map((n) => rules(ruleset, n, options).tokensToWin);
    expect(tokens("classic", [2, 3, 4])).toEqual([7, 5, 4]);
    expect(tokens("2019", [2, 3, 4, 5, 6])).toEqual([6, 5, 4, 3, 3]);
    expect(tokens("premium", range(2, 8))).toEqual([7, 5, 4, 4, 4, 4, 4]);
    // Custom decks: Classic numbering uses the Premium table; 2019 numbering needs 3 at 7-8 players.
    expect(tokens("custom", range(2, 8), { edition: "classic", deck: CUSTOM_CLASSIC_DECK })).toEqual([
      7, 5, 4, 4, 4, 4, 4,
    ]);
    expect(tokens("custom", range(2, 8), { edition: "premium", deck: CUSTOM_CLASSIC_DECK })).toEqual([
      7, 5, 4, 4, 4, 4, 4,
    ]);
    expect(tokens("custom", range(2, 8), { edition: "2019", deck: "premium-2019" })).toEqual([6, 5, 4, 3, 3, 3, 3]);
    expect(tokens("discard", [3, 4])).toEqual([0, 0]);
    expect(tokens("classic", [2, 4], { tokensToWin: 3 })).toEqual([3, 3]);
    expect(view(newMatch({ ruleset: "2019", players: 5, seed: 1 }).state, 0).tokensToWin).toBe(3);
  });

  it("Guard and Bishop names per ruleset (rules.md §2.1, §2.19, §6.2)", () => {
    const twoToNine = range(2, 9);
    for (const n of [2, 3, 4]) expect(rules("classic", n).guardNames).toEqual(range(2, 8));
    for (const n of range(2, 6)) expect(rules("2019", n).guardNames).toEqual([0, ...twoToNine]);
    for (const n of range(2, 8)) {
      const r = rules("premium", n);
      expect(r.guardNames).toEqual([0, ...twoToNine]);
      expect(r.bishopNames).toEqual([0, ...twoToNine]);
      expect(rules("premium", n, { bishop_may_name_one: true }).bishopNames).toEqual(range(0, 9));
    }
    for (const [n, extended] of [
      [3, false],
      [4, false],
      [6, true],
    ] as const) {
      const r = rules("discard", n, { extended });
      expect(r.guardNames).toEqual([0, ...twoToNine]);
      expect(r.bishopNames).toEqual(range(0, 9));
    }
    // Custom: every value of the deck's characters except 1 (the Bishop's 1 only with the option).
    const p2019 = rules("custom", 5, { edition: "2019", deck: "premium-2019" });
    expect(p2019.guardNames).toEqual([0, 2, 3, 4, 5, 7, 8, 9, 10]);
    expect(p2019.bishopNames).toEqual([0, 2, 3, 4, 5, 7, 8, 9, 10]);
    expect(
      rules("custom", 5, { edition: "2019", deck: "premium-2019", bishop_may_name_one: true }).bishopNames,
    ).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10]);
    expect(rules("custom", 4, { edition: "classic", deck: CUSTOM_CLASSIC_DECK }).guardNames).toEqual(range(2, 8));
  });

  it("decks: Classic 16, 2019 21, Premium 16 at 2–4 and 32 at 5–8 (rules.md §1.1)", () => {
    for (const n of [2, 3, 4]) expect(named(rules("classic", n).deck)).toEqual(CLASSIC_16);
    for (const n of range(2, 6)) expect(named(rules("2019", n).deck)).toEqual(DECK_2019);
    for (const n of [2, 3, 4]) expect(named(rules("premium", n).deck)).toEqual(CLASSIC_16);
    for (const n of range(5, 8)) {
      const r = rules("premium", n);
      expect(named(r.deck)).toEqual(PREMIUM_32);
      expect(size(r.deck)).toBe(32);
      expect(r.midRoundTokens).toBe(true);
    }
    expect(rules("premium", 4).midRoundTokens).toBe(false);
    expect(size(rules("2019", 3).deck)).toBe(21);
    expect(named(rules("custom", 3, { edition: "2019", deck: "premium-2019" }).deck)).toEqual(PREMIUM_32);
  });

  it("discard decks: base 16 or extended 32 (33 with vz_constable_copies 2), times the number of decks (rules.md §4.2, §6.1)", () => {
    for (const decks of [1, 2, 3]) {
      for (const n of [3, 4]) {
        const r = rules("discard", n, { decks });
        expect(named(r.deck)).toEqual(times(CLASSIC_16, decks));
        expect(size(r.deck)).toBe(16 * decks);
      }
      for (const n of range(5, 8)) {
        expect(named(rules("discard", n, { decks, extended: true }).deck)).toEqual(times(PREMIUM_32, decks));
        const two = rules("discard", n, { decks, extended: true, vz_constable_copies: 2 });
        expect(size(two.deck)).toBe(33 * decks);
        expect(named(two.deck).constable).toBe(2 * decks);
      }
    }
    expect(rules("discard", 4).setAside).toBe(0);
    expect(rules("discard", 4).faceUpAtTwo).toBe(0);
    expect(rules("discard", 4).endBelow).toBe(2);
    expect(rules("discard", 4).perpetual).toBe(true);
  });

  it("values: Classic and Premium numbering, the 2019 renumbering, premium-2019 shifts (rules.md §1.1, §7)", () => {
    const value = (r: Rules, card: string) => r.values[CHARACTERS.indexOf(card as never)];
    const classic = rules("premium", 6);
    expect(
      ["king", "constable", "countess", "dowager-queen", "princess", "bishop"].map((c) => value(classic, c)),
    ).toEqual([6, 6, 7, 7, 8, 9]);
    const z = rules("2019", 4);
    expect(["spy", "chancellor", "king", "countess", "princess"].map((c) => value(z, c))).toEqual([0, 6, 7, 8, 9]);
    const p2019 = rules("custom", 6, { edition: "2019", deck: "premium-2019" });
    expect(
      ["jester", "assassin", "guard", "cardinal", "baroness", "sycophant", "count", "king", "constable"].map((c) =>
        value(p2019, c),
      ),
    ).toEqual([0, 0, 1, 2, 3, 4, 5, 7, 7]);
    expect(["countess", "dowager-queen", "princess", "bishop"].map((c) => value(p2019, c))).toEqual([8, 8, 9, 10]);
  });

  it("set-aside and face-up cards (rules.md §1.2, §6.2)", () => {
    for (const [ruleset, options] of [
      ["classic", {}],
      ["2019", {}],
      ["premium", {}],
      ["custom", { edition: "premium", deck: CUSTOM_CLASSIC_DECK }],
    ] as const) {
      const two = newMatch({ ruleset, players: 2, options, seed: 4 }).state;
      expect(two.setAside).toBeGreaterThanOrEqual(0);
      expect(two.faceUp).toHaveLength(3);
      const three = newMatch({ ruleset, players: 3, options, seed: 4 }).state;
      expect(three.faceUp).toHaveLength(0);
      // Set-aside + 3 face up + 2 dealt + 1 drawn.
      expect(two.deck).toHaveLength(size(two.rules.deck) - 7);
    }
    const discard = newMatch({ ruleset: "discard", players: 3, seed: 4 }).state;
    expect(discard.setAside).toBe(-1);
    expect(discard.faceUp).toEqual([]);
    expect(discard.deck).toHaveLength(16 - 4);
  });
});
