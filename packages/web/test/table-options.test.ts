import { compileRules, PREMIUM_DECK, RULE_OPTION_VALUES, type RuleOptionName } from "@loveletter/engine";
import { TableSettings } from "@loveletter/protocol";
import { describe, expect, it } from "vitest";
import {
  charactersOf,
  deckFromRules,
  describeCounts,
  fitDeck,
  presetsFor,
  supportedPlayers,
  withCopies,
} from "../src/game/custom-deck.js";
import { offeredOptions, RULE_OPTION_TEXT } from "../src/game/rule-options.js";
import {
  defaultDraft,
  draftOf,
  draftProblem,
  quickGameDraft,
  RULESETS,
  rulesOf,
  settingsOf,
} from "../src/game/table-options.js";

const custom = (change: Partial<ReturnType<typeof defaultDraft>> = {}) => ({
  ...defaultDraft(),
  ruleset: "custom" as const,
  ...change,
});

describe("the custom deck builder", () => {
  it("offers only the characters of the edition's numbering (the Spy and Chancellor only in 2019)", () => {
    const classic = charactersOf("classic").map((c) => c.card);
    expect(classic).toHaveLength(17);
    expect(classic).not.toContain("spy");
    expect(classic).not.toContain("chancellor");
    expect(charactersOf("premium").map((c) => c.card)).toEqual(classic);
    const modern = charactersOf("2019");
    expect(modern).toHaveLength(19);
    // Values follow the numbering: the 2019 Princess is 9, its Bishop 10; in order of value.
    expect(modern.find((c) => c.card === "princess")!.value).toBe(9);
    expect(modern.find((c) => c.card === "bishop")!.value).toBe(10);
    expect(charactersOf("classic").find((c) => c.card === "bishop")!.value).toBe(9);
    const values = modern.map((c) => c.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it("starts from presets that fit the edition and drops what a new edition lacks", () => {
    expect(presetsFor("classic").map((p) => p.id)).toEqual(["classic", "premium"]);
    expect(presetsFor("2019").map((p) => p.id)).toEqual(["classic", "2019", "premium"]);
    const with2019 = presetsFor("2019").find((p) => p.id === "2019")!.deck;
    const fitted = fitDeck(with2019, "classic");
    expect(fitted.reduce((a, b) => a + b, 0)).toBe(21 - 2 - 2);
    expect(withCopies(with2019, "guard", 50)[1]).toBe(20);
    expect(withCopies(with2019, "guard", -3)[1]).toBe(0);
  });

  it("sends the deck as {edition, deck: [{card, count}]} and the server's engine accepts it", () => {
    const draft = custom({
      edition: "premium",
      deck: withCopies(fitDeck(PREMIUM_DECK, "premium"), "guard", 6),
      seats: 6,
    });
    const settings = settingsOf(draft);
    expect(settings.ruleset).toBe("custom");
    expect(settings.rules!.edition).toBe("premium");
    const deck = settings.rules!.deck as { card: string; count: number }[];
    expect(deck.find((e) => e.card === "guard")).toEqual({ card: "guard", count: 6 });
    expect(deck.every((e) => e.count > 0)).toBe(true);
    expect(deck.reduce((n, e) => n + e.count, 0)).toBe(30);
    expect(() => compileRules("custom", 6, settings.rules)).not.toThrow();
    expect(draftProblem(draft)).toBeNull();
    // And the form reads it back the same.
    expect(draftOf(settings).deck).toEqual(draft.deck);
    expect(draftOf(settings).edition).toBe("premium");
    expect(deckFromRules("premium-2019")).toEqual(PREMIUM_DECK);
  });

  it("says which player counts a deck seats, and why it can't seat more, in the engine's words", () => {
    expect(supportedPlayers("custom", rulesOf(custom()))).toEqual([2, 3, 4, 5, 6, 7, 8]);
    const small = custom({ edition: "classic", deck: withCopies(new Array(19).fill(0), "guard", 6), seats: 6 });
    // Six cards: 2 players need 1 set aside + 3 face up + 2 + 1 to draw = 7; 3 players need 5,
    // but then a 2-player tie-breaker needs 7 too.
    expect(supportedPlayers("custom", rulesOf(small))).toEqual([]);
    expect(draftProblem(small)).toMatch(/needs at least \d+ cards/);
    const shared = { ...small, ruleOptions: { game_end_tie: "shared" as const } };
    expect(describeCounts(supportedPlayers("custom", rulesOf(shared)))).toBe("3–4");
    expect(draftProblem({ ...shared, seats: 4 })).toBeNull();
    const empty = custom({ deck: new Array(19).fill(0) });
    expect(draftProblem(empty)).toMatch(/deck/);
    expect(describeCounts([2, 3, 5, 7, 8])).toBe("2–3, 5, 7–8");
  });

  it("accepts the default settings of every ruleset", () => {
    for (const r of RULESETS) {
      const seats = r.id === "discard" ? 4 : 2;
      expect(draftProblem({ ...defaultDraft(), ruleset: r.id, seats }), r.id).toBeNull();
    }
  });
});

describe("advanced rule options", () => {
  const names = (
    ruleset: Parameters<typeof offeredOptions>[0],
    edition: Parameters<typeof offeredOptions>[1] = "2019",
  ) => offeredOptions(ruleset, edition).map((o) => o.name);

  it("offers each ruleset the options rules.md §6.1 gives it", () => {
    expect(names("classic")).toEqual(["classic_full_tie", "game_end_tie"]);
    expect(names("2019")).toEqual(["game_end_tie", "spy_eliminated_players_block"]);
    expect(names("premium")).toEqual([
      "game_end_tie",
      "jester_requires_jester_player_in_round",
      "bishop_may_name_one",
      "premium_showdown_cycle_policy",
      "sycophant_unsatisfiable",
    ]);
    expect(names("discard")).toEqual([
      "sycophant_unsatisfiable",
      "vz_still_present",
      "vz_elimination_rank",
      "vz_constable_copies",
    ]);
    expect(names("custom", "classic")).toContain("classic_full_tie");
    expect(names("custom", "2019")).toContain("spy_eliminated_players_block");
    expect(names("custom", "2019")).toContain("bishop_may_name_one");
  });

  it("uses the engine's defaults, which differ by edition", () => {
    const tie = (ruleset: "classic" | "2019") =>
      offeredOptions(ruleset, "2019").find((o) => o.name === "game_end_tie")!;
    expect(tie("2019").defaultValue).toBe("shared");
    expect(tie("classic").defaultValue).toBe("tiebreaker");
  });

  it("sends only the options changed from their defaults that apply to the chosen ruleset", () => {
    const draft = {
      ...defaultDraft(),
      ruleset: "premium" as const,
      ruleOptions: { bishop_may_name_one: true, game_end_tie: "tiebreaker", classic_full_tie: "none_win" } as const,
    };
    expect(rulesOf(draft)).toEqual({ bishop_may_name_one: true });
    expect(() => compileRules("premium", 5, rulesOf(draft))).not.toThrow();
    expect(rulesOf({ ...draft, ruleset: "classic" })).toEqual({ classic_full_tie: "none_win" });
    expect(draftOf(settingsOf(draft)).ruleOptions).toEqual({ bishop_may_name_one: true });
  });

  it("invites bot programs only when the host says so, and reads it back", () => {
    expect(settingsOf(defaultDraft())).not.toHaveProperty("botPrograms");
    const invited = settingsOf({ ...defaultDraft(), botPrograms: true });
    expect(TableSettings.parse(invited).botPrograms).toBe(true);
    expect(draftOf(invited).botPrograms).toBe(true);
  });

  it("explains every option and names every value", () => {
    for (const [name, values] of Object.entries(RULE_OPTION_VALUES)) {
      const text = RULE_OPTION_TEXT[name as RuleOptionName];
      expect(text.label.length).toBeGreaterThan(5);
      expect(text.explain.length).toBeLessThan(130);
      for (const v of values) expect(text.values[String(v)], `${name}=${v}`).toBeTruthy();
    }
  });
});

describe("Play against bots", () => {
  it("is an unlisted table with the longest turn and pause the server allows, which it accepts", () => {
    const settings = TableSettings.parse(settingsOf(quickGameDraft()));
    expect(settings.visibility).toBe("private");
    expect(settings.turnSeconds).toBe(60);
    expect(settings.intermissionSeconds).toBe(30);
    expect(() => TableSettings.parse({ ...settings, turnSeconds: settings.turnSeconds + 1 })).toThrow();
    expect(() => TableSettings.parse({ ...settings, intermissionSeconds: settings.intermissionSeconds + 1 })).toThrow();
  });
});

describe("the pace", () => {
  it("is live unless the host picks turn-based, and a turn-based pace survives the round trip to the server", () => {
    expect(settingsOf(defaultDraft()).pace).toBeUndefined();
    expect(TableSettings.parse(settingsOf(defaultDraft())).pace).toEqual({ kind: "live" });
    const pace = { kind: "turn-based", moveHours: 72, bankHours: 48, missedBeforeBot: 5 } as const;
    const settings = TableSettings.parse(settingsOf({ ...defaultDraft(), pace }));
    expect(settings.pace).toEqual(pace);
    expect(draftOf(settings).pace).toEqual(pace);
  });
});
