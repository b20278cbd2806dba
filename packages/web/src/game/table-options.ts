import { EDITION_RULES, type Edition, PREMIUM_DECK, type RuleOptionName, type RulesetId } from "@loveletter/engine";
import {
  BANK_HOURS,
  BOT_RATINGS,
  type BotStrength,
  type Goal,
  INTERMISSION_SECONDS,
  MISSED_BEFORE_BOT,
  type Pace,
  type TableSettingsInput,
  TURN_SECONDS,
} from "@loveletter/protocol";
import { currentWords } from "../i18n/current.js";
import { deckEntries, deckFromRules, fitDeck, rulesProblem } from "./custom-deck.js";
import { isRuleOptionName, offeredOptions, type RuleOptionValue } from "./rule-options.js";

/** What the create-table form offers, per ruleset (rules.md §1 and the server's limits). */
export const RULESETS: readonly { id: RulesetId; name: string; blurb: string }[] = [
  { id: "classic", name: "Classic", blurb: "The original 16 cards, 2–4 players." },
  { id: "2019", name: "2019", blurb: "21 cards with the Spy and the Chancellor, 2–6 players." },
  { id: "premium", name: "Premium", blurb: "Up to 32 cards and 8 players: Bishop, Cardinal, Jester…" },
  { id: "discard", name: "Discard", blurb: "Perpetual rounds, ranks and win counters, 3–8 players." },
  { id: "custom", name: "Custom deck", blurb: "Your own cards and counts, with an edition's rules." },
];

export const RULESET_NAMES: Record<string, string> = Object.fromEntries(RULESETS.map((r) => [r.id, r.name]));

export function seatRange(ruleset: RulesetId, extended = false): [number, number] {
  switch (ruleset) {
    case "classic":
      return [2, 4];
    case "2019":
      return [2, 6];
    case "discard":
      return extended ? [5, 8] : [3, 4];
    default:
      return [2, 8];
  }
}

/** The edition's tokens to win at this many players (the server's default goal). */
export function defaultTokens(ruleset: RulesetId, seats: number, customEdition: Edition = "2019"): number | null {
  if (ruleset === "discard") return null;
  const edition = ruleset === "custom" ? customEdition : ruleset;
  return EDITION_RULES[edition].tokensToWin[seats] ?? null;
}

export const STRENGTH_NAMES: Record<BotStrength, string> = {
  random: "Beginner",
  heuristic: "Intermediate",
  expert: "Expert",
};

export interface TableDraft {
  ruleset: RulesetId;
  seats: number;
  /** Strength per seat 1..seats-1; null: left open for a person. */
  bots: (BotStrength | null)[];
  turnSeconds: number;
  intermissionSeconds: number;
  perpetual: boolean;
  tokens: number | null;
  decks: number;
  extended: boolean;
  visibility: "public" | "private";
  /** The expert's hints on request; a table made with hints is never rated (decided at creation). */
  hints: boolean;
  /** Whether its games count on the ladder; they do only while every seat is a person's (docs/ratings.md). */
  rated: boolean;
  /** Bot programs of the bot API may sit here (docs/bot-api.md). */
  botPrograms: boolean;
  /** Custom deck: the edition whose numbering and round rules apply. */
  edition: Edition;
  /** Custom deck: copies per card (indexed like the engine's CHARACTERS). */
  deck: number[];
  /** Rule options (rules.md §6.1) set away from their defaults. */
  ruleOptions: Partial<Record<RuleOptionName, RuleOptionValue>>;
  /** Live (the turn timer) or turn-based (hours per move, a time bank, a bot after missed deadlines). */
  pace: Pace;
}

/** A turn-based pace as the form first offers it: a day per move, the protocol's bank and bot rule. */
export const DEFAULT_TURN_BASED: Pace = {
  kind: "turn-based",
  moveHours: 24,
  bankHours: BANK_HOURS.default,
  missedBeforeBot: MISSED_BEFORE_BOT.default,
};

export function defaultDraft(): TableDraft {
  return {
    ruleset: "classic",
    seats: 4,
    bots: ["heuristic", "heuristic", "heuristic"],
    turnSeconds: 20,
    intermissionSeconds: 10,
    perpetual: false,
    tokens: null,
    decks: 1,
    extended: false,
    visibility: "public",
    hints: false,
    rated: true,
    botPrograms: false,
    edition: "2019",
    deck: PREMIUM_DECK.slice(),
    ruleOptions: {},
    pace: { kind: "live" },
  };
}

/**
 * "Play against bots": one person and three bots, at a table nobody else can find. The clocks are
 * there to keep other people from waiting; here nobody waits but the bots, so a newcomer gets the
 * longest turn (time to read a card, or the rules) and the longest pause between rounds (time to
 * read how the round ended). Whoever is quicker loses nothing: a move is played when it is made,
 * and "I'm ready" starts the next round at once.
 */
export function quickGameDraft(): TableDraft {
  return {
    ...defaultDraft(),
    turnSeconds: TURN_SECONDS.max,
    intermissionSeconds: INTERMISSION_SECONDS.max,
    visibility: "private",
  };
}

/** The engine options of a draft: its ruleset's own keys and the rule options that apply to it. */
export function rulesOf(d: TableDraft): Record<string, unknown> {
  const rules: Record<string, unknown> = {};
  if (d.ruleset === "discard") {
    if (d.decks !== 1) rules.decks = d.decks;
    if (d.extended) rules.extended = true;
  }
  if (d.ruleset === "custom") {
    rules.edition = d.edition;
    rules.deck = deckEntries(fitDeck(d.deck, d.edition));
  }
  for (const option of offeredOptions(d.ruleset, d.edition)) {
    const value = d.ruleOptions[option.name];
    if (value !== undefined && value !== option.defaultValue) rules[option.name] = value;
  }
  return rules;
}

/**
 * Why the server would refuse this draft, checked with the engine as the server checks it (the
 * rules, the seat count and the token goal); null when it is playable.
 */
export function draftProblem(d: TableDraft): string | null {
  const settings = settingsOf(d);
  const options: Record<string, unknown> = { ...settings.rules };
  if (settings.goal?.kind === "tokens" && settings.goal.tokens !== undefined && d.ruleset !== "discard")
    options.tokensToWin = settings.goal.tokens;
  return rulesProblem(d.ruleset, d.seats, options);
}

/** A table's settings back into the form (a waiting table's "Change options"). */
export function draftOf(s: TableSettingsInput): TableDraft {
  const rules = s.rules ?? {};
  const base = defaultDraft();
  const ruleOptions: TableDraft["ruleOptions"] = {};
  for (const [key, value] of Object.entries(rules))
    if (isRuleOptionName(key)) (ruleOptions as Record<string, unknown>)[key] = value;
  const edition = (["classic", "2019", "premium"] as const).find((e) => e === rules.edition) ?? base.edition;
  return {
    ruleset: s.ruleset,
    seats: s.seats,
    bots: [],
    turnSeconds: s.turnSeconds ?? 20,
    intermissionSeconds: s.intermissionSeconds ?? 10,
    perpetual: s.goal?.kind === "perpetual",
    tokens: s.goal?.kind === "tokens" ? (s.goal.tokens ?? null) : null,
    decks: Number(rules.decks ?? 1),
    extended: rules.extended === true,
    visibility: s.visibility ?? "public",
    hints: s.hints === true,
    rated: s.rated !== false,
    botPrograms: s.botPrograms === true,
    edition,
    deck: (s.ruleset === "custom" ? deckFromRules(rules.deck) : null) ?? base.deck,
    ruleOptions,
    pace:
      s.pace?.kind === "turn-based"
        ? {
            kind: "turn-based",
            moveHours: s.pace.moveHours,
            bankHours: s.pace.bankHours ?? BANK_HOURS.default,
            missedBeforeBot: s.pace.missedBeforeBot ?? MISSED_BEFORE_BOT.default,
          }
        : base.pace,
  };
}

export function settingsOf(d: TableDraft): TableSettingsInput {
  const rules = rulesOf(d);
  const goal: Goal =
    d.ruleset === "discard" || d.perpetual
      ? { kind: "perpetual" }
      : d.tokens === null
        ? { kind: "tokens" }
        : { kind: "tokens", tokens: d.tokens };
  return {
    ruleset: d.ruleset,
    seats: d.seats,
    rules,
    turnSeconds: d.turnSeconds,
    intermissionSeconds: d.intermissionSeconds,
    goal,
    visibility: d.visibility,
    ...(d.botPrograms ? { botPrograms: true } : {}),
    ...(d.pace.kind === "turn-based" ? { pace: d.pace } : {}),
    ...(d.hints ? { hints: true, rated: false } : d.rated ? {} : { rated: false }),
  };
}

/** A table's goal in the page's language: "First to 4 tokens", or "Perpetual". */
export function describeGoal(goal: Goal | undefined, ruleset: RulesetId, seats: number, edition?: unknown): string {
  const w = currentWords();
  if (ruleset === "discard" || goal?.kind === "perpetual") return w.t("goal.perpetual");
  const customEdition = edition === "classic" || edition === "premium" ? edition : "2019";
  const tokens = goal?.tokens ?? defaultTokens(ruleset, seats, customEdition);
  return tokens ? w.t("goal.first-to", { tokens }) : w.t("goal.tokens");
}

/**
 * Whether a table's next game will be rated, and if not, why (docs/ratings.md): the host's option,
 * a bot program or an unmeasured edition's bot in a seat, or a perpetual table.
 */
export function ratedLabel(settings: TableSettingsInput, seatKinds: readonly string[]): string {
  if (settings.rated === false) return "unrated";
  if (settings.goal?.kind === "perpetual" || settings.ruleset === "discard") return "unrated (perpetual)";
  // Built-in bots have fixed ratings in the measured editions; a bot program has none (docs/ratings.md).
  if (seatKinds.includes("program")) return "unrated (a bot program sits)";
  if (seatKinds.includes("bot") && !BOT_RATINGS[settings.ruleset ?? "classic"])
    return "unrated (no bot ratings in this edition)";
  return "rated";
}
