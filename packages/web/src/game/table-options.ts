import { EDITION_RULES, type RulesetId } from "@loveletter/engine";
import type { BotStrength, Goal, TableSettings } from "../net/protocol";

/** What the create-table form offers, per ruleset (rules.md §1 and the server's limits). */
export const RULESETS: readonly { id: RulesetId; name: string; blurb: string }[] = [
  { id: "classic", name: "Classic", blurb: "The original 16 cards, 2–4 players." },
  { id: "2019", name: "2019", blurb: "21 cards with the Spy and the Chancellor, 2–6 players." },
  { id: "premium", name: "Premium", blurb: "Up to 32 cards and 8 players: Bishop, Cardinal, Jester…" },
  { id: "discard", name: "Discard", blurb: "Perpetual rounds, ranks and win counters, 3–8 players." },
  { id: "custom", name: "Custom deck", blurb: "The 2019 numbering with every Premium character." },
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
export function defaultTokens(ruleset: RulesetId, seats: number): number | null {
  if (ruleset === "discard") return null;
  const edition = ruleset === "custom" ? "2019" : ruleset;
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
}

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
  };
}

export function settingsOf(d: TableDraft): TableSettings {
  const rules: Record<string, unknown> = {};
  if (d.ruleset === "discard") {
    if (d.decks !== 1) rules.decks = d.decks;
    if (d.extended) rules.extended = true;
  }
  if (d.ruleset === "custom") {
    rules.edition = "2019";
    rules.deck = "premium-2019";
  }
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
  };
}

export function describeGoal(goal: Goal | undefined, ruleset: RulesetId, seats: number): string {
  if (ruleset === "discard" || goal?.kind === "perpetual") return "Perpetual";
  const tokens = goal?.tokens ?? defaultTokens(ruleset, seats);
  return tokens ? `First to ${tokens} token${tokens === 1 ? "" : "s"}` : "Tokens";
}
