// `loveletter play` driven through streams: a script answers the prompts as a person would.

import { PassThrough } from "node:stream";
import {
  CHARACTERS,
  type CharacterName,
  DISPLAY_NAMES,
  type EngineEvent,
  isVisibleTo,
  randomInt,
  seedRng,
  type View,
} from "@loveletter/engine";
import { englishWords } from "@loveletter/protocol/words-node";
import { describeEvent, type NameContext } from "@loveletter/seat";
import { describe, expect, it } from "vitest";
import { play, playSetup } from "../src/commands/play.js";
import { main } from "../src/main.js";
import { Narrator } from "../src/terminal/narrator.js";
import { Cards, Seats } from "../src/terminal/words.js";
import { type Answer, runPlay, terminal } from "./terminal-harness.js";

const run = (args: string[], answer: Answer) => runPlay(args, answer);

const always =
  (reply: string | null): Answer =>
  () =>
    reply;

describe("loveletter play", () => {
  it("plays a whole match when every prompt is answered with 1", async () => {
    const { code, out, err } = await run(["--seed", "3"], always("1"));
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("Love Letter — classic rules, 2 players, first to 7 tokens of affection wins.");
    expect(out).toContain("You are seat 0");
    expect(out).toContain("Your hand: ");
    expect(out).toContain("=== Round 2 ===");
    expect(out).toMatch(/\*\*\* (You win|Seat 1 wins) the match! \*\*\*\n\nThanks for playing!\n$/);
    expect(out).toMatch(/Tokens: You \d+ · Seat 1 \d+ \(7 to win\)/);
    expect(out).not.toMatch(/undefined|NaN|\[object|Error/);
  });

  it("plays the same match again with the same seed and answers", async () => {
    const a = await run(["--seed", "abc", "--players", "3"], always("1"));
    const b = await run(["--seed", "abc", "--players", "3"], always("1"));
    expect(a.out).toContain("Seed abc");
    expect(a.out).toBe(b.out);
  });

  it("plays from input piped all at once", async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    const error = new PassThrough();
    let out = "";
    output.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    input.end("1\n".repeat(2000));
    const code = await main(["node", "loveletter", "play", "--seed", "8", "--options", '{"tokensToWin":3}'], {
      input,
      output,
      error,
    });
    expect(code).toBe(0);
    expect(out).toContain("first to 3 tokens");
    expect(out).toContain("Thanks for playing!");
  });

  it("refuses garbage with a message, asks again and goes on", async () => {
    const garbage = ["banana", "0", "99", "-1", "1.5", "", "2x"];
    const { code, out } = await run(["--seed", "12", "--players", "3"], (_prompt, i) => garbage[i] ?? "1");
    expect(code).toBe(0);
    expect(out).toContain('"banana" is not one of the choices: type a number from 1 to ');
    expect(out).toContain('"99" is not one of the choices');
    expect(out).toContain('"2x" is not one of the choices');
    expect(out).toContain("Thanks for playing!");
    // The same question was asked again after each wrong answer: no move was made meanwhile.
    const beforeFirstMove = out.slice(0, out.indexOf("You played"));
    for (const wrong of ["banana", "0", "99", "-1", "1.5"])
      expect(beforeFirstMove).toContain(`"${wrong}" is not one of the choices`);
  });

  it("survives any answers in every ruleset (random answers, back, nonsense)", async () => {
    const cases = [
      ["--ruleset", "2019", "--players", "5"],
      ["--ruleset", "premium", "--players", "8"],
      ["--ruleset", "premium", "--players", "3"],
      ["--ruleset", "discard", "--players", "4"],
      ["--ruleset", "discard", "--options", '{"extended":true}', "--players", "6"],
      ["--ruleset", "custom", "--options", '{"edition":"2019","deck":"premium-2019"}', "--players", "4"],
    ];
    for (const [n, args] of cases.entries()) {
      const rng = seedRng(n);
      const words = ["1", "2", "3", "4", "5", "b", "", "x", "12", "back"];
      let rounds = 0;
      const { code, out, err } = await run(["--seed", String(n), ...args], (prompt) => {
        if (prompt.startsWith("Press Enter")) return ++rounds >= 4 ? "q" : "";
        return words[randomInt(rng, words.length)]!;
      });
      expect(err).toBe("");
      expect(code).toBe(0);
      expect(out).toMatch(/Thanks for playing!\n$|Goodbye!\n$/);
      expect(out).not.toMatch(/undefined|NaN|\[object|Error/);
    }
  });

  it("ends politely at the end of input", async () => {
    const { code, out, err } = await run(["--seed", "5"], (_p, i) => (i < 3 ? "1" : null));
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(out).toMatch(/The input was closed: leaving the table\. Goodbye!\n$/);
  });

  it("leaves when the person types q, during a turn or between rounds", async () => {
    const during = await run(["--seed", "5"], (_p, i) => (i < 2 ? "1" : "q"));
    expect(during.code).toBe(0);
    expect(during.out).toMatch(/You left the table\. Goodbye!\n$/);
    const between = await run(["--seed", "5"], (prompt) => (prompt.startsWith("Press Enter") ? "q" : "1"));
    expect(between.code).toBe(0);
    expect(between.out).toMatch(/Tokens: .*\n\nPress Enter for the next round \(q to quit\): q\n\nGoodbye!\n$/);
    expect(between.out.match(/=== Round/g)).toHaveLength(1);
  });

  it("refuses bad arguments with exit code 2 and the engine's message", async () => {
    const cases: [string[], string][] = [
      [["--players", "9"], "The classic ruleset seats 2 to 4 players; got 9."],
      [["--ruleset", "discard", "--players", "2"], "The discard ruleset seats 3 to 4 players; got 2."],
      [["--ruleset", "chess"], 'Unknown ruleset "chess"'],
      [["--players", "two"], '--players must be a whole number; got "two".'],
      [["--options", "{tokens"], "--options must be a JSON object"],
      [["--options", '{"tokensToWin":0}'], '"tokensToWin" must be a whole number from 1 to 99; got 0.'],
      [["--options", '{"colour":"red"}'], 'Unknown option "colour".'],
      [["--bots", "nobody"], 'Unknown bot "nobody": use random'],
    ];
    for (const [args, message] of cases) {
      const { code, out, err } = await run(args, always("1"));
      expect(code, args.join(" ")).toBe(2);
      expect(err).toContain(message);
      expect(out).toBe("");
    }
  });

  it("defaults to the fewest players a ruleset seats when --players is not given", async () => {
    const { code, out } = await run(["--ruleset", "discard", "--seed", "1"], (p) =>
      p.startsWith("Press Enter") ? "q" : "1",
    );
    expect(code).toBe(0);
    expect(out).toContain("discard rules, 3 players");
  });
});

describe("what the person at seat 0 is shown", () => {
  /**
   * Plays matches with a watcher that sees every event, private ones included, and notes how much
   * output had been written when each happened.
   */
  async function watched(args: { ruleset: string; players: string; seed: string; options?: string }) {
    const { io, text } = terminal((prompt) => (prompt.startsWith("Press Enter") ? "" : "1"));
    const events: { event: EngineEvent; at: number }[] = [];
    let deck: View["deck"] = [];
    const result = await play(playSetup(args), io, {
      onStart: (view) => {
        deck = view.deck;
      },
      onEvent: (event) => events.push({ event, at: text.out.length }),
    });
    expect(result?.matchOver).toBe(true);
    return { events, out: text.out, deck, state: result!.state };
  }

  const MATCHES = [
    { ruleset: "classic", players: "2", seed: "1" },
    { ruleset: "classic", players: "2", seed: "2" },
    { ruleset: "classic", players: "4", seed: "3" },
    { ruleset: "2019", players: "3", seed: "4" },
    { ruleset: "2019", players: "6", seed: "5", options: '{"tokensToWin":2}' },
    { ruleset: "premium", players: "6", seed: "6", options: '{"tokensToWin":2}' },
  ];

  it("never prints an event seat 0 may not see", async () => {
    for (const args of MATCHES) {
      const { events, out, deck } = await watched(args);
      const hidden = events.filter(({ event }) => !isVisibleTo(event, 0));
      expect(hidden.length).toBeGreaterThan(0);
      for (const { event } of hidden) {
        // What the terminal would print for it: that text must not be in the output.
        const lines: string[] = [];
        const narrator = new Narrator(new Seats(0), new Cards(deck), (line) => lines.push(line));
        narrator.tell(event);
        narrator.flush();
        for (const line of lines.filter((l) => l.trim() !== "")) expect(out).not.toContain(line);
      }
    }
  });

  it("tells every event seat 0 may see in the web log's sentences, in order", async () => {
    for (const args of MATCHES) {
      const { events, out, deck } = await watched(args);
      const cards = new Cards(deck);
      const ctx: NameContext = {
        me: 0,
        name: (seat) => (seat === 0 ? "You" : `Seat ${seat}`),
        deck,
        words: englishWords(),
        cardName: (card) => cards.name(card),
      };
      const seen = events.map(({ event }) => event).filter((event) => isVisibleTo(event, 0));
      let from = 0;
      let told = 0;
      seen.forEach((event, i) => {
        const sentence = describeEvent(event, ctx, seen[i + 1], seen[i - 1]);
        // The match's last sentence closes the output as a banner, under the final scores.
        if (sentence === null || event.type === "match-ended") return;
        const at = out.indexOf(`${sentence}\n`, from);
        expect(at, `${args.ruleset}: ${sentence}`).toBeGreaterThanOrEqual(0);
        from = at + sentence.length;
        told++;
      });
      expect(told).toBeGreaterThan(50);
      const ending = seen.find((event) => event.type === "match-ended")!;
      expect(out).toContain(`*** ${describeEvent(ending, ctx)} ***`);
    }
  });

  it("never names a card another seat holds before seat 0 may know it", async () => {
    // A card the deck has once cannot be anywhere public while another seat holds it, so its name
    // must not be printed from the moment that seat receives it until an event seat 0 sees shows
    // it (played, discarded, revealed, looked at, traded to seat 0) or the round ends. Values named
    // by a Guard or Bishop and the card descriptions in the choices are not about anyone's hand.
    let windows = 0;
    let hiddenAtEnd = 0;
    for (const args of MATCHES) {
      const { events, out, deck, state } = await watched(args);
      const unique = deck.filter((d) => d.count === 1).map((d) => d.card);
      const about = (event: EngineEvent, card: CharacterName) =>
        JSON.stringify(event).includes(`"${card}"`) || (event.type === "assassin-revealed" && card === "assassin");
      const shown = (from: number, to: number) =>
        out
          .slice(from, to)
          .split("\n")
          .map((line) => line.replace(/, naming [^—]*/, "").replace(/^(\s*\d+\) .*?) — .*$/, "$1"));
      const openAtEnd = new Set<CharacterName>();
      for (const [i, { event, at }] of events.entries()) {
        // Cards reach a hand by a deal, a draw, a redraw, a Chancellor's draw or a trade: all "received".
        const received = event.type === "received" ? [event.card] : [];
        if (!("seat" in event) || event.seat === 0) continue;
        for (const card of received.filter((c) => unique.includes(c))) {
          const end = events.findIndex(
            (e, j) => j > i && (e.event.type === "round-started" || (isVisibleTo(e.event, 0) && about(e.event, card))),
          );
          const to = end < 0 ? out.length : events[end]!.at;
          const name = DISPLAY_NAMES[card];
          for (const line of shown(at, to)) expect(line, `${name} held by seat ${event.seat}`).not.toContain(name);
          windows++;
          if (end < 0) openAtEnd.add(card);
        }
      }
      // The final state says what the other seats still hold: each unique card among them that no
      // event of the last round showed seat 0 was checked up to the very end of the output.
      const lastRound = events.map(({ event }) => event.type).lastIndexOf("round-started");
      const lastSeen = events.slice(lastRound).filter(({ event }) => isVisibleTo(event, 0));
      for (let seat = 1; seat < state.hands.length; seat++)
        for (const card of state.hands[seat]!.map((c) => CHARACTERS[c]!))
          if (unique.includes(card) && !lastSeen.some(({ event }) => about(event, card))) {
            expect(openAtEnd).toContain(card);
            hiddenAtEnd++;
          }
    }
    expect(windows).toBeGreaterThan(30);
    expect(hiddenAtEnd).toBeGreaterThan(0);
  });
});
