/**
 * The nineteen characters of every Love Letter edition. A card in the engine's state is the index
 * of its character in this list (a small integer), so piles and hands are arrays of numbers; the
 * public API speaks in names.
 */
export const CHARACTERS = [
  "spy",
  "guard",
  "priest",
  "baron",
  "handmaid",
  "prince",
  "chancellor",
  "king",
  "countess",
  "princess",
  "jester",
  "assassin",
  "cardinal",
  "baroness",
  "sycophant",
  "count",
  "constable",
  "dowager-queen",
  "bishop",
] as const;

export type CharacterName = (typeof CHARACTERS)[number];

/** A card in the engine's representation: an index into {@link CHARACTERS}. */
export type Card = number;

export const SPY = 0;
export const GUARD = 1;
export const PRIEST = 2;
export const BARON = 3;
export const HANDMAID = 4;
export const PRINCE = 5;
export const CHANCELLOR = 6;
export const KING = 7;
export const COUNTESS = 8;
export const PRINCESS = 9;
export const JESTER = 10;
export const ASSASSIN = 11;
export const CARDINAL = 12;
export const BARONESS = 13;
export const SYCOPHANT = 14;
export const COUNT = 15;
export const CONSTABLE = 16;
export const DOWAGER_QUEEN = 17;
export const BISHOP = 18;

export const CHARACTER_COUNT = CHARACTERS.length;

/** Display names for people ("dowager-queen" → "Dowager Queen"). */
export const DISPLAY_NAMES: Readonly<Record<CharacterName, string>> = Object.fromEntries(
  CHARACTERS.map((name) => [
    name,
    name
      .split("-")
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(" "),
  ]),
) as Record<CharacterName, string>;

const ids = new Map<string, Card>(CHARACTERS.map((name, id) => [name, id]));

export function isCharacterName(value: unknown): value is CharacterName {
  return typeof value === "string" && ids.has(value);
}

/** The card of a character name, or undefined for a name that is not a character. */
export function cardOf(name: string): Card | undefined {
  return ids.get(name);
}

export function nameOf(card: Card): CharacterName {
  return CHARACTERS[card]!;
}
