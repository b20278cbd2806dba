import type { CharacterName } from "@loveletter/engine";

/**
 * The illustration of each character: an icon of Game Icons (game-icons.net, CC BY 3.0, by Lorc,
 * Delapouite and contributors; see packages/web/ART-LICENSE.md), composed on our own card frame.
 * Only these icons are taken from the set, at build time (vite.config.ts, "virtual:card-icons"),
 * and they reach the browser in their own chunk, after the first page has loaded.
 */
export const CARD_ICONS = {
  spy: "spy",
  guard: "crested-helmet",
  priest: "prayer",
  baron: "scales",
  handmaid: "rose",
  prince: "crown",
  chancellor: "scroll-quill",
  king: "imperial-crown",
  countess: "handheld-fan",
  princess: "tiara",
  jester: "jester-hat",
  assassin: "hooded-assassin",
  cardinal: "pope-crown",
  baroness: "spyglass",
  sycophant: "pointing",
  count: "castle",
  constable: "police-badge",
  "dowager-queen": "queen-crown",
  bishop: "chess-bishop",
} as const satisfies Record<CharacterName, string>;

/** The token of affection and the card back's seal. */
export const TOKEN_ICON = "crowned-heart";
export const BACK_ICON = "love-letter";

export const ALL_ICONS: readonly string[] = [...Object.values(CARD_ICONS), TOKEN_ICON, BACK_ICON];

/** The credit the app shows wherever the art appears (the licence asks for it). */
export const ART_CREDIT = {
  text: "Card illustrations: Game Icons by Lorc, Delapouite and contributors, CC BY 3.0",
  href: "https://game-icons.net",
  licence: "https://creativecommons.org/licenses/by/3.0/",
} as const;
