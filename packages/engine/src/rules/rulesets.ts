import { type Card, CHARACTER_COUNT, cardOf } from "../cards.js";
import type { Numbering } from "./numbering.js";

/** The rulesets a table or scenario may name. `custom` takes its round rules from an edition. */
export const RULESET_IDS = ["classic", "2019", "premium", "discard", "custom"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** The published games whose round rules (numbering, ties, tokens) a ruleset follows. */
export const EDITIONS = ["classic", "2019", "premium"] as const;
export type Edition = (typeof EDITIONS)[number];

/** What decides among players tied on hand value at the showdown, before everyone tied wins. */
export type ShowdownTieBreak = "discard-sum" | "none";

/** Per-edition facts of rules.md §1.2 (and §6.2 for custom decks). */
export interface EditionRules {
  readonly numbering: Numbering;
  readonly tieBreak: ShowdownTieBreak;
  /** Tokens to win by player count (index = players). */
  readonly tokensToWin: readonly number[];
  readonly defaultGameEndTie: "shared" | "tiebreaker";
}

const PREMIUM_TOKENS = [0, 0, 7, 5, 4, 4, 4, 4, 4];
export const EDITION_RULES: Readonly<Record<Edition, EditionRules>> = {
  classic: {
    numbering: "classic",
    tieBreak: "discard-sum",
    tokensToWin: PREMIUM_TOKENS,
    defaultGameEndTie: "tiebreaker",
  },
  "2019": {
    numbering: "2019",
    tieBreak: "none",
    tokensToWin: [0, 0, 6, 5, 4, 3, 3, 3, 3],
    defaultGameEndTie: "shared",
  },
  premium: {
    numbering: "classic",
    tieBreak: "discard-sum",
    tokensToWin: PREMIUM_TOKENS,
    defaultGameEndTie: "tiebreaker",
  },
};

/** A deck as counts per card (length = number of characters). */
export type DeckCounts = readonly number[];

export function deckFrom(entries: Readonly<Partial<Record<string, number>>>): DeckCounts {
  const counts = new Array<number>(CHARACTER_COUNT).fill(0);
  for (const [name, n] of Object.entries(entries)) counts[cardOf(name)!] = n!;
  return counts;
}

export const CLASSIC_DECK = deckFrom({
  guard: 5,
  priest: 2,
  baron: 2,
  handmaid: 2,
  prince: 2,
  king: 1,
  countess: 1,
  princess: 1,
});

export const DECK_2019 = deckFrom({
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
});

/** The 32 cards of Premium at 5–8 players (and of the "discard" Extended option). */
export const PREMIUM_DECK = deckFrom({
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
});

/** rules.md §7: the Premium characters in the 2019 numbering. Same cards as Premium's 32. */
export const PREMIUM_2019_DECK = PREMIUM_DECK;

export const DECK_PRESETS = { "premium-2019": { edition: "2019" as Edition, deck: PREMIUM_2019_DECK } } as const;
export type DeckPreset = keyof typeof DECK_PRESETS;

export function deckSize(deck: DeckCounts): number {
  let n = 0;
  for (const c of deck) n += c;
  return n;
}

export function scaleDeck(deck: DeckCounts, times: number): DeckCounts {
  return deck.map((n) => n * times);
}

export function withCount(deck: DeckCounts, card: Card, count: number): DeckCounts {
  const copy = deck.slice();
  copy[card] = count;
  return copy;
}
