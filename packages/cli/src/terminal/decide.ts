import {
  type ChancellorMove,
  type CharacterName,
  cardOf,
  isChancellorMove,
  isPlayMove,
  isRedrawMove,
  type Move,
  TARGETING,
  targetingOf,
  type View,
} from "@loveletter/engine";
import { nextStep, type Selection, type Step } from "@loveletter/seat";
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

/** Who is deciding, and how the terminal names cards and seats to them. */
interface Asking {
  readonly view: View;
  readonly cards: Cards;
  readonly seats: Seats;
  readonly prompter: Prompter;
}

/**
 * Builds the seat's move through the shared step machine ({@link nextStep}), one question per step
 * (card, players, value, look; Chancellor keep and order; Bishop redraw). Every answer offered comes
 * from `view.legalMoves`, so every answer leads to a legal move, which it returns. "b" starts the
 * decision again.
 */
export async function chooseMove(view: View, cards: Cards, seats: Seats, prompter: Prompter): Promise<Move> {
  if (view.legalMoves.length === 0) throw new Error("There is no decision to make.");
  const asking: Asking = { view, cards, seats, prompter };
  for (;;) {
    try {
      return await walk(asking);
    } catch (e) {
      if (!(e instanceof GoBack)) throw e;
    }
  }
}

async function walk(asking: Asking): Promise<Move> {
  const moves = asking.view.legalMoves;
  let sel: Selection = {};
  for (;;) {
    const step = nextStep(moves, sel);
    switch (step.kind) {
      case "none":
        throw new Error(`No legal move agrees with the choices made: ${JSON.stringify(sel)}.`);
      case "order":
        return chooseOrder(asking, step.options);
      case "redraw":
        return chooseRedraw(asking, step.options);
      case "confirm":
        tellTaken(asking, step.move);
        return step.move;
      default:
        sel = { ...sel, ...(await answer(asking, step, sel)) };
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

type Question = Extract<Step, { kind: "card" | "target" | "targets" | "guess" | "look" | "keep" }>;

/** Asks the question of one step; its answer is the choice it adds to the selection. */
async function answer(asking: Asking, question: Question, sel: Selection): Promise<Partial<Selection>> {
  const { cards, seats, prompter } = asking;
  switch (question.kind) {
    case "card":
      return { card: await chooseCard(asking, question.cards) };
    case "target": {
      const the = cards.the(sel.card!);
      const target = await step(
        prompter,
        `Choose a player for ${the}:`,
        question.options.map((t) => ({ label: playerLabel(t, seats), value: t })),
        (c) => `Target: ${seats.who(c.value)} (the only player ${the} can choose).`,
      );
      return { target };
    }
    case "targets":
      return chooseTargets(asking, question, sel.card!);
    case "guess": {
      const target = sel.target!;
      const guess = await prompter.ask(
        sel.card === "bishop"
          ? `Which value do you name? (you gain a token if ${seats.whose(target)} card has it)`
          : `Which value do you name? (${seats.who(target)} is out if their card has it)`,
        question.options.map((g) => ({
          label: `${g} — ${cards.named(g).join(", ") || "no card in this game"}`,
          value: g,
        })),
        { back: true },
      );
      return { guess };
    }
    case "look": {
      // Looking at your own new hand teaches nothing: the trade shows it to you anyway.
      const options = question.options.filter((look) => look !== seats.me);
      if (options.length === 1) return { look: options[0]! };
      const look = await prompter.ask(
        "Then look at one of the two new hands?",
        options.map((look) => ({
          label: look === null ? "Don't look" : `Look at ${seats.whose(look)} new hand`,
          value: look,
        })),
        { back: true },
      );
      return { look };
    }
    case "keep": {
      const keep = await prompter.ask(
        "Chancellor: which card do you keep?",
        question.options.map((c) => ({ label: cards.name(c), value: c })),
      );
      return { keep };
    }
  }
}

async function chooseCard(asking: Asking, playable: readonly CharacterName[]): Promise<CharacterName> {
  const { view, cards, prompter } = asking;
  const blocked = [...new Set(view.hand)].filter((card) => !playable.includes(card));
  if (blocked.length > 0 && playable.includes("countess"))
    prompter.say(
      `You hold the Countess with ${blocked.map((c) => cards.the(c)).join(" and ")}: you must play the Countess.`,
    );
  return prompter.ask(
    "Which card do you play?",
    playable.map((c) => ({ label: `${cards.name(c)} — ${CARD_HELP[c]}`, value: c })),
  );
}

function playerLabel(seat: number, seats: Seats): string {
  return seat === seats.me ? "You (yourself)" : `Seat ${seat}`;
}

/** Cardinal (two players, then whose hand to look at) and Baroness (one or two players). */
async function chooseTargets(
  asking: Asking,
  question: Extract<Step, { kind: "targets" }>,
  card: CharacterName,
): Promise<Partial<Selection>> {
  const { view, cards, seats, prompter } = asking;
  const the = cards.the(card);
  const cardinal = card === "cardinal";
  const [first] = question.chosen;
  if (first === undefined) {
    // The "discard" Cardinal's user looks at the hand the first player chosen gets.
    const title = cardinal
      ? view.ruleset === "discard"
        ? `${capitalize(the)}: choose the first of two players to trade hands (you will look at the hand they get):`
        : `${capitalize(the)}: choose the first of two players to trade hands:`
      : `${capitalize(the)}: choose a player whose hand you look at:`;
    const a = await step(
      prompter,
      title,
      question.options.map((t) => ({ label: playerLabel(t, seats), value: t })),
      (c) => `${cardinal ? "First player" : "Target"}: ${seats.who(c.value)} (the only choice).`,
    );
    return { targets: [a] };
  }
  const seconds: (number | null)[] = [...question.options, ...(question.canStop ? [null] : [])];
  const b = await step(
    prompter,
    cardinal ? `Trade ${seats.whose(first)} hand with whose?` : "And a second player?",
    seconds.map((t) => ({
      label:
        t === null
          ? `Nobody else: look at ${seats.whose(first)} hand only`
          : t === first
            ? `${capitalize(seats.who(first))} again`
            : playerLabel(t, seats),
      value: t,
    })),
    (c) => (c.value === null ? `Only ${seats.who(first)}.` : `And ${seats.who(c.value)}: the only other choice.`),
  );
  return b === null ? { targetsDone: true } : { targets: [first, b] };
}

/** How the cards a Chancellor returns go to the bottom of the deck. */
function bottomOrder(cards: Cards, move: ChancellorMove): string {
  return move.bottom.length === 1
    ? `${capitalize(cards.the(move.bottom[0]!))} goes to the bottom of the deck.`
    : `${capitalize(cards.the(move.bottom[1]!))} at the very bottom, ${cards.the(move.bottom[0]!)} just above it`;
}

async function chooseOrder({ cards, prompter }: Asking, options: readonly ChancellorMove[]): Promise<ChancellorMove> {
  return prompter.ask(
    "In which order do the other cards go to the bottom of the deck?",
    options.map((m) => ({ label: bottomOrder(cards, m), value: m })),
    { back: true },
  );
}

async function chooseRedraw({ view, cards, seats, prompter }: Asking, options: readonly boolean[]): Promise<Move> {
  const card = view.hand[0]!;
  const bishop = view.current === null ? "The Bishop" : `${capitalize(seats.whose(view.current))} Bishop`;
  prompter.say(`${bishop} named your card. You may discard it and draw a new one.`);
  const risk = card === "princess" ? " (discarding the Princess knocks you out)" : "";
  const redraw = await prompter.ask(
    "Discard and draw again?",
    options.map((r) => ({
      label: r ? `Discard ${cards.the(card)} and draw a new card${risk}` : `Keep ${cards.the(card)}`,
      value: r,
    })),
  );
  return view.legalMoves.find((m) => isRedrawMove(m) && m.redraw === redraw)!;
}

/**
 * What a finished move took without asking: the only order the Chancellor's cards can go in, or a
 * card that chooses a player when nobody can be chosen.
 */
function tellTaken({ view, cards, seats, prompter }: Asking, move: Move): void {
  if (isChancellorMove(move)) {
    const order = bottomOrder(cards, move);
    prompter.say(move.bottom.length === 1 ? order : `${order}.`);
    return;
  }
  if (!isPlayMove(move) || move.target !== undefined || move.targets !== undefined) return;
  if (TARGETING[targetingOf(cardOf(move.play)!)] === "none") return;
  const why =
    view.required !== null
      ? `the Sycophant's choice, ${seats.who(view.required)}, cannot be chosen`
      : "nobody can be chosen";
  prompter.say(`${capitalize(why)}: ${cards.the(move.play)} will have no effect.`);
}
