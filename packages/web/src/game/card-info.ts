import { type CharacterName, DISPLAY_NAMES } from "@loveletter/engine";

/**
 * What the interface says and shows about each character: its effect in one or two sentences
 * (paraphrased from rules.md §2), a symbol for the card face, and its playing-card stand-in
 * (rules.md §7). Values come from the engine (they depend on the edition's numbering).
 */
export interface CardInfo {
  readonly name: string;
  readonly text: string;
  readonly glyph: string;
  /** The stand-in's rank and suit as drawn on a card: "A/J", "2♠", "Joker". */
  readonly standIn: string;
  readonly standInText: string;
  readonly red: boolean;
}

const info = (
  text: string,
  glyph: string,
  standIn: string,
  standInText: string,
  red = false,
): Omit<CardInfo, "name"> => ({ text, glyph, standIn, standInText, red });

const CARDS: Record<CharacterName, Omit<CardInfo, "name">> = {
  spy: info(
    "No effect when played. At the end of the round, if you are the only player still in who played or discarded a Spy, you gain a token.",
    "◉",
    "Joker",
    "a Joker",
  ),
  guard: info(
    "Choose another player and name a card other than the Guard. If that player holds it, they are out of the round.",
    "⚔",
    "A/J",
    "an Ace or a Jack",
  ),
  priest: info("Look at another player's hand.", "✝", "2♠", "a black 2"),
  baron: info(
    "Compare hands in secret with another player. Whoever holds the lower card is out; a tie does nothing.",
    "⚖",
    "3♠",
    "a black 3",
  ),
  handmaid: info("Until your next turn, other players' cards cannot choose you.", "❀", "4♠", "a black 4"),
  prince: info(
    "Choose any player, yourself included. They discard their hand without effect and draw a new card.",
    "♔",
    "5♠",
    "a black 5",
  ),
  chancellor: info(
    "Draw two cards. Keep one of the cards you hold and put the other two at the bottom of the deck, in the order you choose.",
    "✉",
    "6",
    "a 6",
  ),
  king: info("Trade hands with another player.", "♚", "7♠", "the black 7"),
  countess: info(
    "No effect when played, but if you hold the King or a Prince with her, you must play the Countess.",
    "♕",
    "8♠",
    "the black 8",
  ),
  princess: info(
    "If you play or discard the Princess, for any reason, you are out of the round.",
    "♛",
    "9♠",
    "the black 9",
  ),
  jester: info(
    "Choose another player. If they win this round, you gain a token.",
    "☺",
    "Joker☆",
    "the light Joker",
    true,
  ),
  assassin: info(
    "No effect when played. If a Guard chooses you while you hold the Assassin, the Guard's player is out instead; you discard the Assassin and draw again.",
    "†",
    "Joker★",
    "the dark Joker",
  ),
  cardinal: info(
    "Choose two players (you may be one); they trade hands. Then you may look at one of those hands.",
    "✠",
    "2♥",
    "a red 2",
    true,
  ),
  baroness: info("Look at the hands of one or two other players.", "⚜", "3♥", "a red 3", true),
  sycophant: info(
    "Choose any player. The next card played, if it chooses players, must choose that one.",
    "☍",
    "4♥",
    "a red 4",
    true,
  ),
  count: info(
    "No effect when played. At the showdown, each Count in your discard pile adds 1 to the value of your hand.",
    "♜",
    "5♥",
    "a red 5",
    true,
  ),
  constable: info(
    "No effect when played. If you are knocked out later while the Constable is in your discard pile, you gain a token.",
    "⚑",
    "7♥",
    "the red 7",
    true,
  ),
  "dowager-queen": info(
    "Compare hands in secret with another player. Whoever holds the higher card is out; a tie does nothing.",
    "♕",
    "8♥",
    "the red 8",
    true,
  ),
  bishop: info(
    "Choose another player and name a number. If they hold it, you gain a token, and they may discard their card and draw a new one. At the showdown the Princess beats the Bishop.",
    "♝",
    "10♥",
    "the red 10",
    true,
  ),
};

export function cardInfo(card: CharacterName): CardInfo {
  return { name: DISPLAY_NAMES[card], ...CARDS[card] };
}

export function cardName(card: CharacterName): string {
  return DISPLAY_NAMES[card];
}

/** "a Guard", "an Assassin". */
export function withArticle(card: CharacterName): string {
  const name = DISPLAY_NAMES[card];
  return /^[AEIOU]/.test(name) ? `an ${name}` : `a ${name}`;
}

/** The Premium Guard names a number: "2 (Priest or Cardinal)". */
export function valueLabel(value: number, deck: readonly { card: CharacterName; value: number }[]): string {
  const names = deck.filter((d) => d.value === value).map((d) => DISPLAY_NAMES[d.card]);
  return names.length ? `${value} (${names.join(" or ")})` : `${value}`;
}
