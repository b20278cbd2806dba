import {
  CHARACTERS,
  type CharacterName,
  CLASSIC_DECK,
  ConfigError,
  compileRules,
  DECK_2019,
  type DeckCounts,
  EDITION_RULES,
  type Edition,
  existsIn,
  PREMIUM_DECK,
  valuesOf,
} from "@loveletter/engine";

/**
 * The custom deck builder's logic (rules.md §7): which characters an edition's numbering has,
 * the decks to start from, and what the engine says of a deck (its size, the player counts it
 * seats, or why it can't be played). The engine decides; the form only asks it.
 */

export const EDITION_CHOICES: readonly { id: Edition; name: string; note: string }[] = [
  { id: "classic", name: "Classic", note: "Classic numbering; a showdown tie goes to the higher discard total." },
  {
    id: "2019",
    name: "2019",
    note: "2019 numbering (King 7, Countess 8, Princess 9, Bishop 10); Spy and Chancellor allowed; ties share the round.",
  },
  { id: "premium", name: "Premium", note: "Classic numbering with Premium's rules; tokens can come mid-round." },
];

/** The most copies of one character the builder offers (the engine accepts up to 99). */
export const MAX_COPIES = 20;

export interface DeckPresetChoice {
  readonly id: string;
  readonly name: string;
  readonly deck: DeckCounts;
}

const PRESETS: readonly DeckPresetChoice[] = [
  { id: "classic", name: "Classic, 16 cards", deck: CLASSIC_DECK },
  { id: "2019", name: "2019, 21 cards", deck: DECK_2019 },
  { id: "premium", name: "Premium, 32 cards", deck: PREMIUM_DECK },
];

const cardIndex = (card: CharacterName) => CHARACTERS.indexOf(card);

/** The characters an edition's numbering has, by value (then in the engine's order). */
export function charactersOf(edition: Edition): { card: CharacterName; value: number }[] {
  const numbering = EDITION_RULES[edition].numbering;
  const values = valuesOf(numbering);
  return CHARACTERS.map((card, id) => ({ card, id, value: values[id]! }))
    .filter(({ id }) => existsIn(numbering, id))
    .sort((a, b) => a.value - b.value || a.id - b.id)
    .map(({ card, value }) => ({ card, value }));
}

/** The presets whose every character exists in this edition's numbering. */
export function presetsFor(edition: Edition): DeckPresetChoice[] {
  const numbering = EDITION_RULES[edition].numbering;
  return PRESETS.filter((p) => p.deck.every((n, card) => n === 0 || existsIn(numbering, card)));
}

/** The same counts without the characters the edition's numbering lacks (the Spy and Chancellor outside 2019). */
export function fitDeck(deck: DeckCounts, edition: Edition): number[] {
  const numbering = EDITION_RULES[edition].numbering;
  return deck.map((n, card) => (existsIn(numbering, card) ? n : 0));
}

export function withCopies(deck: DeckCounts, card: CharacterName, count: number): number[] {
  const copy = deck.slice();
  copy[cardIndex(card)] = Math.max(0, Math.min(MAX_COPIES, Math.floor(count) || 0));
  return copy;
}

export function countOf(deck: DeckCounts, card: CharacterName): number {
  return deck[cardIndex(card)] ?? 0;
}

/** The deck as the server takes it: `[{card, count}]`, only characters with copies. */
export function deckEntries(deck: DeckCounts): { card: CharacterName; count: number }[] {
  return CHARACTERS.flatMap((card, id) => ((deck[id] ?? 0) > 0 ? [{ card, count: deck[id]! }] : []));
}

/** Counts per card from a table's `rules.deck` (a preset name or entries); null when unreadable. */
export function deckFromRules(deck: unknown): number[] | null {
  if (deck === "premium-2019") return PREMIUM_DECK.slice();
  if (!Array.isArray(deck)) return null;
  const counts = new Array<number>(CHARACTERS.length).fill(0);
  for (const entry of deck as { card?: unknown; count?: unknown }[]) {
    const id = CHARACTERS.indexOf(entry?.card as CharacterName);
    if (id < 0 || typeof entry.count !== "number") return null;
    counts[id] = entry.count;
  }
  return counts;
}

export function deckSizeOf(deck: DeckCounts): number {
  return deck.reduce((sum, n) => sum + n, 0);
}

/** The engine's verdict on a ruleset, player count and options: null when playable, else its message. */
export function rulesProblem(ruleset: string, players: number, options: Record<string, unknown>): string | null {
  // The engine's own sentence speaks of a "non-empty list of entries": a player needs another one.
  if (ruleset === "custom" && Array.isArray(options.deck) && options.deck.length === 0)
    return "Your deck has no cards yet: add some with the + buttons below.";
  try {
    compileRules(ruleset, players, options);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    return error instanceof Error ? error.message : String(error);
  }
}

/** The player counts (2–8) these options can seat. */
export function supportedPlayers(ruleset: string, options: Record<string, unknown>): number[] {
  const counts: number[] = [];
  for (let players = 2; players <= 8; players++)
    if (rulesProblem(ruleset, players, options) === null) counts.push(players);
  return counts;
}

/** "2–8", "3, 5–8", "none". */
export function describeCounts(counts: readonly number[]): string {
  if (counts.length === 0) return "none";
  const parts: string[] = [];
  let start = counts[0]!;
  let prev = start;
  for (const n of [...counts.slice(1), Number.NaN]) {
    if (n === prev + 1) {
      prev = n;
      continue;
    }
    parts.push(start === prev ? String(start) : `${start}–${prev}`);
    start = n;
    prev = n;
  }
  return parts.join(", ");
}
