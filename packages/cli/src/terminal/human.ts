import type { Agent, Observation, RoundEnded, RunMatchHooks } from "@loveletter/bots";
import { type EngineEvent, isVisibleTo, type Move, type View } from "@loveletter/engine";
import type { Words } from "@loveletter/protocol";
import { englishWords } from "@loveletter/protocol/words-node";
import { type Choice, chooseMove, GoBack, type Prompter } from "./decide.js";
import { InputClosed, LineReader, type Terminal } from "./input.js";
import { Narrator } from "./narrator.js";
import { scoreboard, tableLines } from "./table.js";
import { Cards, Seats } from "./words.js";

const QUIT = new Set(["q", "quit", "exit"]);

/**
 * A person playing one seat at a terminal. `agent` makes the seat's decisions by asking them;
 * `hooks` tell them what happens at the table — only the events their seat may see — and ask
 * whether to go on after each round. Leaving (end of input, Ctrl-C, "q") throws {@link InputClosed}
 * from a decision, or stops the match at a round's end.
 */
export class TerminalPlayer implements Prompter {
  readonly seats: Seats;
  private readonly reader: LineReader;
  private cards: Cards = new Cards([]);
  private scoresWins = false;
  private narrator: Narrator;

  constructor(
    readonly seat: number,
    private readonly io: Terminal,
    /** The person's language: the narration and the card names are in it. */
    private readonly words: Words = englishWords(),
  ) {
    this.seats = new Seats(seat, words);
    this.reader = new LineReader(io);
    this.narrator = this.narratorFor();
  }

  say(line: string): void {
    this.io.output.write(`${line}\n`);
  }

  private narratorFor(): Narrator {
    return new Narrator(this.seats, this.cards, (line) => this.say(line), this.scoresWins);
  }

  readonly agent: Agent = {
    name: "terminal",
    decide: (observation: Observation): Promise<Move> => this.decide(observation.view),
  };

  readonly hooks: RunMatchHooks = {
    onStart: (view) => {
      this.cards = new Cards(view.deck, this.words);
      this.scoresWins = view.perpetual;
      this.narrator = this.narratorFor();
    },
    onEvent: (event: EngineEvent) => {
      if (isVisibleTo(event, this.seat)) this.narrator.tell(event);
    },
    onRoundEnd: (ended) => this.roundEnded(ended),
  };

  private async decide(view: View): Promise<Move> {
    this.narrator.flush();
    if (view.awaiting?.decision !== "chancellor")
      for (const line of tableLines(view, this.cards, this.seats)) this.say(line);
    return chooseMove(view, this.cards, this.seats, this);
  }

  private async roundEnded({ view }: RoundEnded): Promise<boolean> {
    this.narrator.flush();
    this.say(scoreboard(view, this.seats));
    if (view.matchOver) {
      const ending = this.narrator.matchEnding;
      if (ending !== null) this.say(`\n*** ${ending} ***`);
      return false;
    }
    const answer = await this.reader.ask("\nPress Enter for the next round (q to quit): ");
    return answer !== null && !QUIT.has(answer.toLowerCase());
  }

  /** Numbered choices; asks again until the answer is one of them. */
  async ask<T>(title: string, choices: readonly Choice<T>[], options: { back?: boolean } = {}): Promise<T> {
    this.say(title);
    choices.forEach((choice, i) => {
      this.say(`  ${String(i + 1).padStart(choices.length >= 10 ? 2 : 1)}) ${choice.label}`);
    });
    const range = choices.length === 1 ? "1" : `1-${choices.length}`;
    const hint = options.back ? ", b to go back" : "";
    for (;;) {
      const answer = await this.reader.ask(`Your choice [${range}${hint}]: `);
      if (answer === null) throw new InputClosed(this.reader.interrupted ? "quit" : "end-of-input");
      const word = answer.toLowerCase();
      if (QUIT.has(word)) throw new InputClosed("quit");
      if (options.back && (word === "b" || word === "back")) throw new GoBack();
      if (word === "" && choices.length === 1) return choices[0]!.value;
      const n = /^\d+$/.test(word) ? Number(word) : Number.NaN;
      if (n >= 1 && n <= choices.length) return choices[n - 1]!.value;
      const expected = choices.length === 1 ? "1 (or just press Enter)" : `a number from 1 to ${choices.length}`;
      this.say(
        word === ""
          ? `Please type ${expected}.`
          : `"${answer}" is not one of the choices: type ${expected}${hint} (q quits).`,
      );
    }
  }

  /** Writes what is left to tell and stops reading. */
  close(): void {
    this.narrator.flush();
    this.reader.close();
  }
}
