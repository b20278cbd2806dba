import type { CharacterName } from "@loveletter/engine";

/**
 * The shape of a card's value medallion. Cards of one value share its colour, and some decks
 * hold two or three characters of one value (Priest and Cardinal, Spy, Jester and Assassin):
 * the shape tells them apart in a pile of small cards, without relying on colour or on a picture
 * too small to read. The first character of each value keeps the filled seal; the others get a
 * ring (a parchment medallion in a coloured ring) or a diamond.
 */
export const CARD_MARKS = ["seal", "ring", "diamond"] as const;
export type CardMark = (typeof CARD_MARKS)[number];

const MARKS: Record<CharacterName, CardMark> = {
  spy: "seal",
  guard: "seal",
  priest: "seal",
  baron: "seal",
  handmaid: "seal",
  prince: "seal",
  chancellor: "seal",
  king: "seal",
  countess: "seal",
  princess: "seal",
  jester: "diamond",
  assassin: "ring",
  cardinal: "ring",
  baroness: "ring",
  sycophant: "ring",
  count: "ring",
  constable: "ring",
  "dowager-queen": "ring",
  bishop: "ring",
};

export function cardMark(card: CharacterName): CardMark {
  return MARKS[card];
}
