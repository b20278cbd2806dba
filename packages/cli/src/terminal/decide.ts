import {
  type ChancellorMove,
  type CharacterName,
  cardOf,
  isChancellorMove,
  isPlayMove,
  isRedrawMove,
  type Move,
  type PlayMove,
  type RedrawMove,
  TARGETING,
  targetingOf,
  type View,
} from "@loveletter/engine";
import { type Cards, capitalize, type Seats } from "./words.js";

export interface Choice<T> {
  readonly label: string;
  readonly value: T;
}

/** Going back to the first step of a decision. */
export class GoBack extends Error {}

/** Asks one question of the person; `back` lets them answer "b" to start the decision again. */
export interface Prompter {
  ask<T>(title: string, choices: readonly Choice<T>[], options?: { back?: boolean }): Promise<T>;
  say(line: string): void;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** One-line reminders of what each card does, shown when choosing a card. */
export const CARD_HELP: Readonly<Record<CharacterName, string>> = {
  spy: "no effect; a token at the end of the round if you are the only one still in who played a Spy",
  guard: "name a value; if the chosen player's card has it, they are out",
  priest: "look at another player's hand",
  baron: "compare hands with another player; the lower card is out",
  handmaid: "nobody can choose you until your next turn",
  prince: "a player (you too) discards their card and draws a new one",
  chancellor: "draw two cards, keep one, put the others at the bottom of the deck",
  king: "trade hands with another player",
  countess: "no effect; must be played if you also hold the King or a Prince",
  princess: "you are out if you play or discard it",
  jester: "choose another player; if they win the round, you gain a token",
  assassin: "no effect when played; a Guard that chooses you knocks out its player",
  cardinal: "two players trade hands; you may look at one of them",
  baroness: "look at the hands of one or two other players",
  sycophant: "the next card played must choose the player you choose",
  count: "no effect; +1 to your hand at the showdown for each Count in your discards",
  constable: "no effect; a token if you are knocked out with it in your discards",
  "dowager-queen": "compare hands with another player; the higher card is out",
  bishop: "name a value; if the chosen player's card has it, you gain a token",
};

/**
 * Builds the seat's move step by step (card, players, value; Chancellor keep and order; Bishop
 * redraw) from `view.legalMoves` only, so every answer leads to a legal move, which it returns.
 */
export async function chooseMove(view: View, cards: Cards, seats: Seats, prompter: Prompter): Promise<Move> {
  const moves = view.legalMoves;
  if (moves.length === 0) throw new Error("There is no decision to make.");
  for (;;) {
    try {
      if (moves.every(isPlayMove)) return await choosePlay(view, moves, cards, seats, prompter);
      if (moves.every(isChancellorMove)) return await chooseChancellor(moves, cards, prompter);
      if (moves.every(isRedrawMove)) return await chooseRedraw(view, moves, cards, seats, prompter);
      throw new Error("The legal moves mix several kinds of decision.");
    } catch (e) {
      if (!(e instanceof GoBack)) throw e;
    }
  }
}

/** A step with one possible answer is taken without asking, and said. */
async function step<T>(
  prompter: Prompter,
  title: string,
  choices: readonly Choice<T>[],
  only: (choice: Choice<T>) => string,
): Promise<T> {
  if (choices.length === 1) {
    prompter.say(only(choices[0]!));
    return choices[0]!.value;
  }
  return prompter.ask(title, choices, { back: true });
}

async function choosePlay(
  view: View,
  moves: readonly PlayMove[],
  cards: Cards,
  seats: Seats,
  prompter: Prompter,
): Promise<PlayMove> {
  const playable = unique(moves.map((m) => m.play));
  const held = unique(view.hand);
  const blocked = held.filter((card) => !playable.includes(card));
  if (blocked.length > 0 && playable.includes("countess"))
    prompter.say(
      `You hold the Countess with ${blocked.map((c) => cards.the(c)).join(" and ")}: you must play the Countess.`,
    );
  const card = await prompter.ask(
    "Which card do you play?",
    playable.map((c) => ({ label: `${cards.name(c)} — ${CARD_HELP[c]}`, value: c })),
  );
  let options = moves.filter((m) => m.play === card);
  const the = cards.the(card);

  if (options.length === 1 && options[0]!.target === undefined && options[0]!.targets === undefined) {
    const targeting = TARGETING[targetingOf(cardOf(card)!)];
    const why =
      view.required !== null
        ? `the Sycophant's choice, ${seats.who(view.required)}, cannot be chosen`
        : "nobody can be chosen";
    if (targeting !== "none") prompter.say(`${capitalize(why)}: ${the} will have no effect.`);
    return options[0]!;
  }

  if (options.some((m) => m.targets !== undefined)) return chooseTargets(view, card, options, cards, seats, prompter);

  const targets = unique(options.map((m) => m.target!));
  const target = await step(
    prompter,
    `Choose a player for ${the}:`,
    targets.map((t) => ({ label: playerLabel(t, seats), value: t })),
    (c) => `Target: ${seats.who(c.value)} (the only player ${the} can choose).`,
  );
  options = options.filter((m) => m.target === target);
  if (options[0]!.guess === undefined) return options[0]!;

  const guesses = unique(options.map((m) => m.guess!));
  const guess = await prompter.ask(
    card === "bishop"
      ? `Which value do you name? (you gain a token if ${seats.whose(target)} card has it)`
      : `Which value do you name? (${seats.who(target)} is out if their card has it)`,
    guesses.map((g) => ({ label: `${g} — ${cards.named(g).join(", ") || "no card in this game"}`, value: g })),
    { back: true },
  );
  return options.find((m) => m.guess === guess)!;
}

function playerLabel(seat: number, seats: Seats): string {
  return seat === seats.me ? "You (yourself)" : `Seat ${seat}`;
}

/** Cardinal (two players, then whose hand to look at) and Baroness (one or two players). */
async function chooseTargets(
  view: View,
  card: CharacterName,
  moves: readonly PlayMove[],
  cards: Cards,
  seats: Seats,
  prompter: Prompter,
): Promise<PlayMove> {
  const the = cards.the(card);
  const cardinal = card === "cardinal";
  // The "discard" Cardinal lists its two players in order: its user looks at the first.
  const ordered = cardinal && view.ruleset === "discard";
  const firsts = unique(moves.flatMap((m) => (ordered ? [m.targets![0]!] : m.targets!))).sort((a, b) => a - b);
  const firstTitle = cardinal
    ? ordered
      ? `${capitalize(the)}: choose the first of two players to trade hands (you will look at the hand they get):`
      : `${capitalize(the)}: choose the first of two players to trade hands:`
    : `${capitalize(the)}: choose a player whose hand you look at:`;
  const a = await step(
    prompter,
    firstTitle,
    firsts.map((t) => ({ label: playerLabel(t, seats), value: t })),
    (c) => `${cardinal ? "First player" : "Target"}: ${seats.who(c.value)} (the only choice).`,
  );
  const withA = moves.filter((m) => (ordered ? m.targets![0] === a : m.targets!.includes(a)));
  const other = (m: PlayMove): number | null => {
    const t = m.targets!;
    if (t.length === 1) return null;
    return t[0] === a ? t[1]! : t[0]!;
  };
  const seconds = unique(withA.map(other));
  const b = await step(
    prompter,
    cardinal ? `Trade ${seats.whose(a)} hand with whose?` : "And a second player?",
    seconds.map((t) => ({
      label:
        t === null
          ? `Nobody else: look at ${seats.whose(a)} hand only`
          : t === a
            ? `${capitalize(seats.who(a))} again`
            : playerLabel(t, seats),
      value: t,
    })),
    (c) => (c.value === null ? `Only ${seats.who(a)}.` : `And ${seats.who(c.value)}: the only other choice.`),
  );
  // Looking at your own new hand teaches nothing: the trade shows it to you anyway.
  const chosen = withA.filter((m) => other(m) === b && m.look !== seats.me);
  if (chosen.length === 1) return chosen[0]!;
  const look = await prompter.ask(
    "Then look at one of the two new hands?",
    chosen.map((m) => ({
      label: m.look === undefined ? "Don't look" : `Look at ${seats.whose(m.look)} new hand`,
      value: m.look ?? null,
    })),
    { back: true },
  );
  return chosen.find((m) => (m.look ?? null) === look)!;
}

async function chooseChancellor(
  moves: readonly ChancellorMove[],
  cards: Cards,
  prompter: Prompter,
): Promise<ChancellorMove> {
  const keeps = unique(moves.map((m) => m.keep));
  const keep = await prompter.ask(
    "Chancellor: which card do you keep?",
    keeps.map((c) => ({ label: cards.name(c), value: c })),
  );
  const options = moves.filter((m) => m.keep === keep);
  const describe = (m: ChancellorMove) =>
    m.bottom.length === 1
      ? `${capitalize(cards.the(m.bottom[0]!))} goes to the bottom of the deck.`
      : `${capitalize(cards.the(m.bottom[1]!))} at the very bottom, ${cards.the(m.bottom[0]!)} just above it`;
  return step(
    prompter,
    "In which order do the other cards go to the bottom of the deck?",
    options.map((m) => ({ label: describe(m), value: m })),
    (c) => (c.value.bottom.length === 1 ? describe(c.value) : `${describe(c.value)}.`),
  );
}

async function chooseRedraw(
  view: View,
  moves: readonly RedrawMove[],
  cards: Cards,
  seats: Seats,
  prompter: Prompter,
): Promise<RedrawMove> {
  const card = view.hand[0]!;
  const bishop = view.current === null ? "The Bishop" : `${capitalize(seats.whose(view.current))} Bishop`;
  prompter.say(`${bishop} named your card. You may discard it and draw a new one.`);
  const risk = card === "princess" ? " (discarding the Princess knocks you out)" : "";
  return prompter.ask(
    "Discard and draw again?",
    moves.map((m) => ({
      label: m.redraw ? `Discard ${cards.the(card)} and draw a new card${risk}` : `Keep ${cards.the(card)}`,
      value: m,
    })),
  );
}
