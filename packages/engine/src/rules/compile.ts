import { BISHOP, CHARACTER_COUNT, CHARACTERS, CONSTABLE, cardOf } from "../cards.js";
import { ConfigError } from "../errors.js";
import { shown } from "../show.js";
import { existsIn, type Numbering, valuesOf } from "./numbering.js";
import {
  defaultRuleOptions,
  isRuleOption,
  RULE_OPTION_VALUES,
  type RuleOptionName,
  type RuleOptions,
  ruleOptionBelongs,
} from "./options.js";
import {
  CLASSIC_DECK,
  DECK_2019,
  DECK_PRESETS,
  type DeckCounts,
  deckSize,
  EDITION_RULES,
  EDITIONS,
  type Edition,
  PREMIUM_DECK,
  RULESET_IDS,
  type RulesetId,
  type ShowdownTieBreak,
  scaleDeck,
  withCount,
} from "./rulesets.js";

/**
 * Everything the engine needs to know about a match's rules, resolved once from a ruleset, a
 * player count and options. Plain data (JSON-serialisable) and never mutated, so states can share it.
 */
export interface Rules {
  readonly ruleset: RulesetId;
  /** The edition whose round rules apply; null for the "discard" variant. */
  readonly edition: Edition | null;
  /** The perpetual "discard" variant: ranks and win counters, no tokens and no match end. */
  readonly perpetual: boolean;
  readonly players: number;
  readonly numbering: Numbering;
  /** Value of each card (by card id) in this numbering; -1 for a character that does not exist. */
  readonly values: readonly number[];
  /** The match deck as counts per card. */
  readonly deck: DeckCounts;
  /** The same deck as a list of cards, the order a round's shuffle starts from. */
  readonly deckCards: readonly number[];
  /** Whether a token can be gained in the middle of a round (a Constable or a Bishop is in the deck). */
  readonly midRoundTokens: boolean;
  /** Face-down cards set aside at the start of a round (0 in "discard"). */
  readonly setAside: number;
  /** Face-up cards set aside when exactly two players take part in a round. */
  readonly faceUpAtTwo: number;
  /** The round ends when the deck holds fewer cards than this at the end of a turn. */
  readonly endBelow: number;
  /** Tokens that win the match; 0 in "discard". */
  readonly tokensToWin: number;
  /** Values a Guard may name, ascending. */
  readonly guardNames: readonly number[];
  /** Values a Bishop may name, ascending. */
  readonly bishopNames: readonly number[];
  readonly tieBreak: ShowdownTieBreak;
  /** "discard": a Cardinal's user always looks at the first target; a Baroness names exactly two players, perhaps one twice. */
  readonly victorzTargets: boolean;
  readonly options: Readonly<RuleOptions>;
  /** The options exactly as given, which compile to these rules again (public table settings). */
  readonly given: MatchOptions;
}

/** Options as given by a table or a scenario: rule options, `tokensToWin`, and per-ruleset keys. */
export type MatchOptions = Readonly<Record<string, unknown>>;

export interface CustomDeckEntry {
  readonly card: string;
  readonly count: number;
}

const MAX_COPIES = 99;

function fail(code: ConstructorParameters<typeof ConfigError>[0], message: string): never {
  throw new ConfigError(code, message);
}

function isRuleset(id: unknown): id is RulesetId {
  return typeof id === "string" && (RULESET_IDS as readonly string[]).includes(id);
}

function parseCustomDeck(value: unknown, numbering: Numbering, edition: Edition): DeckCounts {
  if (typeof value === "string") {
    const preset = Object.hasOwn(DECK_PRESETS, value) ? DECK_PRESETS[value as keyof typeof DECK_PRESETS] : undefined;
    if (!preset)
      fail("invalid-deck", `Unknown deck preset "${value}"; the presets are: ${Object.keys(DECK_PRESETS).join(", ")}.`);
    if (preset.edition !== edition)
      fail(
        "invalid-deck",
        `The deck preset "${value}" follows the ${preset.edition} numbering; set "edition": "${preset.edition}".`,
      );
    return preset.deck;
  }
  if (!Array.isArray(value) || value.length === 0)
    fail("invalid-deck", 'The custom "deck" must be a preset name or a non-empty list of { "card", "count" } entries.');
  const counts = new Array<number>(CHARACTER_COUNT).fill(0);
  const seen = new Set<string>();
  for (const entry of value) {
    if (entry === null || typeof entry !== "object" || Array.isArray(entry))
      fail("invalid-deck", 'Each custom deck entry must be an object { "card": name, "count": n }.');
    const keys = Object.keys(entry);
    const extra = keys.find((k) => k !== "card" && k !== "count");
    if (extra) fail("invalid-deck", `Unknown key "${extra}" in a custom deck entry (allowed: card, count).`);
    const { card, count } = entry as { card?: unknown; count?: unknown };
    if (typeof card !== "string") fail("invalid-deck", 'A custom deck entry needs a "card" name.');
    const id = cardOf(card);
    if (id === undefined)
      fail("invalid-deck", `Unknown card "${card}" in the custom deck; cards are: ${CHARACTERS.join(", ")}.`);
    if (!existsIn(numbering, id))
      fail("invalid-deck", `The ${card} exists only in the 2019 numbering; it cannot be in a ${edition}-edition deck.`);
    if (seen.has(card)) fail("invalid-deck", `The card "${card}" is listed twice in the custom deck.`);
    seen.add(card);
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_COPIES)
      fail("invalid-deck", `The count of "${card}" must be a whole number from 1 to ${MAX_COPIES}.`);
    counts[id] = count;
  }
  return counts;
}

function namesFor(deck: DeckCounts, values: readonly number[], allowOne: boolean): number[] {
  const set = new Set<number>();
  deck.forEach((n, card) => {
    if (n > 0) set.add(values[card]!);
  });
  if (!allowOne) set.delete(1);
  else set.add(1);
  return [...set].sort((a, b) => a - b);
}

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** Resolves a ruleset, player count and options into {@link Rules}, or throws a {@link ConfigError}. */
export function compileRules(ruleset: unknown, players: unknown, options: unknown = {}): Rules {
  if (!isRuleset(ruleset))
    fail("unknown-ruleset", `Unknown ruleset ${shown(ruleset)}; rulesets are: ${RULESET_IDS.join(", ")}.`);
  if (options === null || typeof options !== "object" || Array.isArray(options))
    fail("invalid-option-value", "Options must be a JSON object.");
  // Only the options' own keys count: a copy without a prototype makes every `in` and every read
  // below see exactly them (never "constructor" or "toString" inherited from Object.prototype).
  const given: Record<string, unknown> = Object.assign(Object.create(null), options);

  let edition: Edition | null;
  if (ruleset === "custom") {
    if (!("edition" in given))
      fail("missing-option", 'A custom ruleset needs "edition": one of classic, 2019, premium.');
    if (!(EDITIONS as readonly unknown[]).includes(given.edition))
      fail("invalid-option-value", `"edition" must be one of ${EDITIONS.join(", ")}; got ${shown(given.edition)}.`);
    edition = given.edition as Edition;
    if (!("deck" in given))
      fail("missing-option", 'A custom ruleset needs "deck": a list of { "card", "count" } entries or a preset name.');
  } else edition = ruleset === "discard" ? null : ruleset;
  const context = { ruleset, edition };

  // Unknown options and options of other rulesets.
  const perRuleset: Readonly<Record<string, readonly RulesetId[]>> = {
    tokensToWin: ["classic", "2019", "premium", "custom"],
    decks: ["discard"],
    extended: ["discard"],
    edition: ["custom"],
    deck: ["custom"],
  };
  for (const key of Object.keys(given)) {
    if (isRuleOption(key)) {
      if (!ruleOptionBelongs(key, context))
        fail(
          "option-not-in-ruleset",
          `The option "${key}" does not apply to the ${describe(ruleset, edition)} ruleset.`,
        );
      const allowed = RULE_OPTION_VALUES[key] as readonly unknown[];
      if (!allowed.includes(given[key]))
        fail(
          "invalid-option-value",
          `The option "${key}" takes ${allowed.map((v) => JSON.stringify(v)).join(" or ")}; got ${shown(given[key])}.`,
        );
    } else if (Object.hasOwn(perRuleset, key)) {
      if (!perRuleset[key]!.includes(ruleset))
        fail("option-not-in-ruleset", `The option "${key}" does not apply to the ${ruleset} ruleset.`);
    } else fail("unknown-option", `Unknown option "${key}".`);
  }
  const opts: RuleOptions = { ...defaultRuleOptions(context) };
  for (const key of Object.keys(given))
    if (isRuleOption(key)) (opts as Record<RuleOptionName, unknown>)[key] = given[key];

  // Deck, numbering and player range.
  let numbering: Numbering;
  let deck: DeckCounts;
  let minPlayers = 2;
  let maxPlayers: number;
  if (ruleset === "discard") {
    numbering = "classic";
    const decks = given.decks ?? 1;
    if (typeof decks !== "number" || !Number.isInteger(decks) || decks < 1 || decks > 3)
      fail("invalid-option-value", `"decks" must be 1, 2 or 3; got ${shown(given.decks)}.`);
    const extended = given.extended ?? false;
    if (typeof extended !== "boolean")
      fail("invalid-option-value", `"extended" must be true or false; got ${shown(given.extended)}.`);
    const base = extended ? withCount(PREMIUM_DECK, CONSTABLE, opts.vz_constable_copies) : CLASSIC_DECK;
    deck = scaleDeck(base, decks);
    [minPlayers, maxPlayers] = extended ? [5, 8] : [3, 4];
  } else if (ruleset === "custom") {
    numbering = EDITION_RULES[edition!].numbering;
    deck = parseCustomDeck(given.deck, numbering, edition!);
    maxPlayers = 8;
  } else {
    numbering = EDITION_RULES[ruleset].numbering;
    maxPlayers = { classic: 4, "2019": 6, premium: 8 }[ruleset];
    deck = ruleset === "2019" ? DECK_2019 : CLASSIC_DECK;
  }
  if (typeof players !== "number" || !Number.isInteger(players) || players < minPlayers || players > maxPlayers)
    fail(
      "invalid-player-count",
      `The ${describe(ruleset, edition)} ruleset seats ${minPlayers} to ${maxPlayers} players; got ${shown(players)}.`,
    );
  if (ruleset === "premium") deck = players <= 4 ? CLASSIC_DECK : PREMIUM_DECK;

  const perpetual = ruleset === "discard";
  const setAside = perpetual ? 0 : 1;
  const faceUpAtTwo = perpetual ? 0 : 3;
  const needed = setAside + (players === 2 ? faceUpAtTwo : 0) + players + 1;
  if (deckSize(deck) < needed)
    fail(
      "invalid-deck",
      `A ${players}-player round needs at least ${needed} cards (set-aside, one per player and one to draw); the deck has ${deckSize(deck)}.`,
    );
  // A tied match is settled by a tie-breaker round, which may seat just two (with three face-up cards).
  const twoPlayerRound = setAside + faceUpAtTwo + 3;
  if (!perpetual && opts.game_end_tie === "tiebreaker" && players > 2 && deckSize(deck) < twoPlayerRound)
    fail(
      "invalid-deck",
      `A two-player tie-breaker round needs at least ${twoPlayerRound} cards; the deck has ${deckSize(deck)} (add cards, or set "game_end_tie": "shared").`,
    );

  let tokensToWin = 0;
  if (!perpetual) {
    tokensToWin = EDITION_RULES[edition!].tokensToWin[players]!;
    if ("tokensToWin" in given) {
      const t = given.tokensToWin;
      if (typeof t !== "number" || !Number.isInteger(t) || t < 1 || t > 99)
        fail("invalid-option-value", `"tokensToWin" must be a whole number from 1 to 99; got ${shown(t)}.`);
      tokensToWin = t;
    }
  }

  const values = valuesOf(numbering);
  let guardNames: number[];
  let bishopNames: number[];
  if (ruleset === "classic") guardNames = range(2, 8);
  else if (ruleset === "2019" || ruleset === "premium" || ruleset === "discard") guardNames = [0, ...range(2, 9)];
  else guardNames = namesFor(deck, values, false);
  if (ruleset === "discard") bishopNames = range(0, 9);
  else if (ruleset === "custom") bishopNames = namesFor(deck, values, opts.bishop_may_name_one);
  else bishopNames = opts.bishop_may_name_one ? range(0, 9) : [0, ...range(2, 9)];

  return {
    ruleset,
    edition,
    perpetual,
    players,
    numbering,
    values,
    deck,
    deckCards: deck.flatMap((n, card) => new Array<number>(n).fill(card)),
    midRoundTokens: deck[CONSTABLE]! > 0 || deck[BISHOP]! > 0,
    setAside,
    faceUpAtTwo,
    endBelow: perpetual ? 2 : 1,
    tokensToWin,
    guardNames,
    bishopNames,
    tieBreak: perpetual ? "discard-sum" : EDITION_RULES[edition!].tieBreak,
    victorzTargets: perpetual,
    options: opts,
    given: JSON.parse(JSON.stringify(given)),
  };
}

function describe(ruleset: RulesetId, edition: Edition | null): string {
  return ruleset === "custom" ? `custom (${edition} edition)` : ruleset;
}
