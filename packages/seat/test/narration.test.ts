import type { CharacterName, EngineEvent, EventType } from "@loveletter/engine";
import { eventsFor, view } from "@loveletter/engine";
import { englishWords } from "@loveletter/protocol/words-node";
import { describe, expect, it } from "vitest";
import { describeEvent, describeEvents, guessLabel, type NameContext, possessive } from "../src/index.js";
import { everyStep } from "./support/games.js";

const NAMES = ["Ada", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];

// The Premium deck at 5–8 players, as a view lists it (card, value).
const premiumDeck = [
  { card: "jester", value: 0 },
  { card: "assassin", value: 0 },
  { card: "guard", value: 1 },
  { card: "priest", value: 2 },
  { card: "cardinal", value: 2 },
  { card: "baron", value: 3 },
  { card: "baroness", value: 3 },
  { card: "handmaid", value: 4 },
  { card: "sycophant", value: 4 },
  { card: "prince", value: 5 },
  { card: "count", value: 5 },
  { card: "king", value: 6 },
  { card: "constable", value: 6 },
  { card: "countess", value: 7 },
  { card: "dowager-queen", value: 7 },
  { card: "princess", value: 8 },
  { card: "bishop", value: 9 },
] satisfies { card: CharacterName; value: number }[];

const all = "all" as const;

/** One of each engine event type, and the sentence a spectator reads for it. (A missing type fails to compile.) */
const SAMPLES: { readonly [T in EventType]: [Extract<EngineEvent, { type: T }>, string] } = {
  "round-started": [
    {
      type: "round-started",
      round: 2,
      first: 1,
      seats: [0, 1],
      faceUp: ["guard", "priest"],
      tiebreak: false,
      visibleTo: all,
    },
    "Round 2 begins. Bob plays first. Set aside face up: Guard and Priest.",
  ],
  dealt: [{ type: "dealt", seat: 0, visibleTo: all }, "Cards are dealt."],
  drew: [{ type: "drew", seat: 2, visibleTo: all }, "Cy drew a card."],
  received: [
    { type: "received", seat: 1, card: "king", from: "trade", giver: 0, visibleTo: [1] },
    "Bob received the King from Ada.",
  ],
  played: [
    { type: "played", seat: 0, card: "guard", target: 1, guess: 2, visibleTo: all },
    "Ada played the Guard on Bob, naming 2 (Priest or Cardinal).",
  ],
  "no-effect": [
    { type: "no-effect", seat: 0, card: "king", reason: "no-target", visibleTo: all },
    "Nobody could be chosen: the King has no effect.",
  ],
  guessed: [
    { type: "guessed", seat: 0, target: 1, guess: 3, card: "guard", correct: false, visibleTo: all },
    "Wrong guess: Bob doesn't hold it.",
  ],
  "knocked-out": [
    { type: "knocked-out", seat: 1, cause: "baron", by: 0, revealed: ["priest"], visibleTo: all },
    "Bob is out of the round (lost the Baron comparison with Ada), revealing the Priest.",
  ],
  discarded: [
    { type: "discarded", seat: 3, card: "handmaid", cause: "prince", visibleTo: all },
    "The Prince made Dee discard the Handmaid.",
  ],
  redrew: [{ type: "redrew", seat: 3, from: "set-aside", visibleTo: all }, "Dee took the set-aside card."],
  saw: [{ type: "saw", seat: 0, target: 2, card: "countess", visibleTo: [0] }, "Ada saw Cy's hand: the Countess."],
  compared: [
    { type: "compared", seat: 0, target: 1, card: "dowager-queen", loser: null, visibleTo: all },
    "Ada and Bob compared hands (Dowager Queen): a tie, nothing happens.",
  ],
  traded: [{ type: "traded", seat: 0, target: 4, visibleTo: all }, "Ada and Eve traded hands."],
  swapped: [{ type: "swapped", seat: 0, targets: [1, 2], visibleTo: all }, "Bob and Cy traded hands (Ada's Cardinal)."],
  required: [
    { type: "required", seat: 0, target: 2, visibleTo: all },
    "The next card played must choose Cy (Ada's Sycophant).",
  ],
  watched: [
    { type: "watched", seat: 0, target: 1, visibleTo: all },
    "Ada's Jester watches Bob: if Bob wins the round, Ada gains a token.",
  ],
  protected: [{ type: "protected", seat: 4, visibleTo: all }, "Eve is protected until their next turn."],
  "chancellor-drew": [{ type: "chancellor-drew", seat: 1, count: 2, visibleTo: all }, "Bob drew 2 cards (Chancellor)."],
  returned: [{ type: "returned", seat: 1, count: 2, visibleTo: all }, "Bob put 2 cards at the bottom of the deck."],
  "returned-cards": [
    { type: "returned-cards", seat: 1, kept: "spy", bottom: ["guard", "baron"], visibleTo: [1] },
    "Bob kept the Spy and put the Guard and the Baron at the bottom of the deck (Baron lowest).",
  ],
  "redraw-decided": [{ type: "redraw-decided", seat: 2, redraw: true, visibleTo: all }, "Cy discarded and drew again."],
  "assassin-revealed": [
    { type: "assassin-revealed", seat: 2, guard: 0, visibleTo: all },
    "Cy holds the Assassin: the Guard turns on Ada!",
  ],
  token: [
    { type: "token", seat: 3, reason: "constable", tokens: 2, visibleTo: all },
    "Dee gains a token for the Constable (2 in all).",
  ],
  "win-counted": [
    { type: "win-counted", seat: 3, reason: "rank", wins: 5, visibleTo: all },
    "Dee scores a win for finishing first (5 in all).",
  ],
  "round-ended": [
    { type: "round-ended", reason: "showdown", winners: [0, 2], hands: [], ranks: null, visibleTo: all },
    "Showdown: Ada and Cy win the round.",
  ],
  tiebreak: [
    { type: "tiebreak", seats: [0, 1], visibleTo: all },
    "Ada and Bob are tied: a tie-breaker round decides the match.",
  ],
  "match-ended": [{ type: "match-ended", winners: [1], visibleTo: all }, "Bob wins the match!"],
};

const words = englishWords();
const spectator: NameContext = { me: null, name: (s) => NAMES[s]!, deck: premiumDeck, words };
const asAda: NameContext = { me: 0, name: (s) => (s === 0 ? "You" : NAMES[s]!), deck: premiumDeck, words };

/** A sentence a person can read: no placeholder leaked from a missing field. */
function expectReadable(text: string, about: string): void {
  expect(text, about).toMatch(/^[A-Z"]/);
  expect(text, about).toMatch(/[.!]$/);
  expect(text, about).not.toMatch(/undefined|null|NaN|\[object|Seat -|\(\)/);
  // "You" starts a sentence; elsewhere it is "you" ("Bob traded hands with you").
  expect(text, about).not.toMatch(/[.!?] you\b|\w You\b/);
}

describe("event sentences", () => {
  it("has a sentence for every engine event type", () => {
    for (const [type, [event, sentence]] of Object.entries(SAMPLES)) {
      const text = describeEvent(event as EngineEvent, spectator);
      expect(text, type).toBe(sentence);
      expectReadable(text!, type);
    }
  });

  it("speaks to the player in the second person", () => {
    const say = (e: EngineEvent) => describeEvent(e, asAda);
    expect(say(SAMPLES.saw[0])).toBe("You see Cy's hand: the Countess.");
    expect(say({ type: "protected", seat: 0, visibleTo: all })).toBe("You are protected until your next turn.");
    expect(say({ type: "received", seat: 0, card: "princess", from: "deal", visibleTo: [0] })).toBe(
      "You were dealt the Princess.",
    );
    expect(say({ type: "knocked-out", seat: 0, cause: "guard", by: 1, revealed: ["baron"], visibleTo: all })).toBe(
      "You are out of the round (named by Bob's Guard), revealing the Baron.",
    );
    expect(say({ type: "played", seat: 0, card: "prince", target: 0, visibleTo: all })).toBe(
      "You played the Prince on yourself.",
    );
    expect(say({ type: "match-ended", winners: [0], visibleTo: all })).toBe("You win the match!");
    expect(
      say({ type: "round-started", round: 3, first: 0, seats: [0, 1], faceUp: [], tiebreak: false, visibleTo: all }),
    ).toBe("Round 3 begins. You play first.");
    expect(
      say({ type: "round-ended", reason: "last-standing", winners: [0], hands: [], ranks: null, visibleTo: all }),
    ).toBe("Round over: you win, the last player standing.");
    expect(say({ type: "played", seat: 2, card: "king", target: 0, visibleTo: all })).toBe(
      "Cy played the King on you.",
    );
    expect(say({ type: "guessed", seat: 1, target: 0, guess: 5, card: "guard", correct: false, visibleTo: all })).toBe(
      "Wrong guess: you don't hold it.",
    );
    expect(say({ type: "compared", seat: 1, target: 0, card: "baron", loser: 0, visibleTo: all })).toBe(
      "Bob and you compared hands (Baron): you lose.",
    );
  });

  it("says what a showdown compared: the highest card, the discard totals after a tie, or a shared tie", () => {
    const say = (e: EngineEvent) => describeEvent(e, asAda);
    const showdown = (winners: number[], hands: [number, CharacterName, number, number][]): EngineEvent => ({
      type: "round-ended",
      reason: "showdown",
      winners,
      hands: hands.map(([seat, card, score, discardSum]) => ({ seat, card, score, discardSum })),
      ranks: null,
      visibleTo: all,
    });
    expect(
      say(
        showdown(
          [1],
          [
            [1, "prince", 5, 4],
            [0, "baron", 3, 11],
          ],
        ),
      ),
    ).toBe("Showdown: Bob wins the round with the highest card, the Prince (5).");
    expect(
      say(
        showdown(
          [0],
          [
            [0, "priest", 2, 11],
            [1, "priest", 2, 9],
          ],
        ),
      ),
    ).toBe("Showdown: you win the round on the higher total of discarded cards (11), after a tie on 2.");
    expect(
      say(
        showdown(
          [0, 1],
          [
            [0, "king", 6, 3],
            [1, "king", 6, 3],
          ],
        ),
      ),
    ).toBe("Showdown: you and Bob win the round, tied on 6.");
  });

  it("says who made a player discard, and why", () => {
    const discarded = (seat: number, card: CharacterName, cause: "prince" | "bishop" | "assassin"): EngineEvent => ({
      type: "discarded",
      seat,
      card,
      cause,
      visibleTo: all,
    });
    expect(describeEvent(discarded(0, "princess", "prince"), asAda)).toBe("The Prince made you discard the Princess.");
    expect(describeEvent(discarded(1, "princess", "prince"), asAda)).toBe("The Prince made Bob discard the Princess.");
    expect(describeEvent(discarded(0, "guard", "bishop"), asAda)).toBe(
      "You discarded the Guard, the card the Bishop named.",
    );
    expect(describeEvent(discarded(2, "assassin", "assassin"), asAda)).toBe("Cy discarded the Assassin.");
  });

  it("says whose turn a Handmaid's protection lasts until without repeating the name", () => {
    const protectedSeat = (seat: number): EngineEvent => ({ type: "protected", seat, visibleTo: all });
    expect(describeEvent(protectedSeat(1), asAda)).toBe("Bob is protected until their next turn.");
    expect(describeEvent(protectedSeat(0), asAda)).toBe("You are protected until your next turn.");
  });

  it("says 'yourself' when a player chooses themself among two players", () => {
    const cardinal: EngineEvent = { type: "played", seat: 0, card: "cardinal", targets: [0, 2], visibleTo: all };
    expect(describeEvent(cardinal, asAda)).toBe("You played the Cardinal on yourself and Cy.");
    expect(describeEvent({ ...cardinal, seat: 1, targets: [1, 0] }, asAda)).toBe(
      "Bob played the Cardinal on themself and you.",
    );
  });

  it("writes a card as the reader is told to", () => {
    const withValues: NameContext = { ...asAda, cardName: (card) => `${card.toUpperCase()} (9)` };
    expect(describeEvent(SAMPLES.saw[0], withValues)).toBe("You see Cy's hand: the COUNTESS (9).");
  });

  it("names this seat's things 'your' and another's by name", () => {
    expect(possessive(asAda, 0)).toBe("your");
    expect(possessive(asAda, 0, { startsSentence: true })).toBe("Your");
    expect(possessive(asAda, 1)).toBe("Bob's");
    expect(possessive({ ...spectator, name: () => "yann" }, 1, { startsSentence: true })).toBe("yann's");
    expect(describeEvent({ type: "watched", seat: 0, target: 1, visibleTo: all }, asAda)).toBe(
      "Your Jester watches Bob: if Bob wins the round, you gain a token.",
    );
    // The "discard" variant scores wins, not tokens.
    expect(describeEvent({ type: "watched", seat: 1, target: 0, visibleTo: all }, { ...asAda, scoresWins: true })).toBe(
      "Bob's Jester watches you: if you win the round, Bob scores a win.",
    );
  });

  it("names a guessed value by the characters it covers", () => {
    expect(guessLabel(8, { deck: premiumDeck, words })).toBe("the Princess (8)");
    expect(guessLabel(0, { deck: premiumDeck, words })).toBe("0 (Jester or Assassin)");
    expect(guessLabel(10, { deck: premiumDeck, words })).toBe("10 (no such card)");
  });

  it("merges a draw with the card it brought, for the drawer only", () => {
    const drew: EngineEvent = { type: "drew", seat: 0, visibleTo: all };
    const got: EngineEvent = { type: "received", seat: 0, card: "baron", from: "deck", visibleTo: [0] };
    expect(describeEvents([drew, got], asAda).map((l) => l.text)).toEqual(["You drew the Baron."]);
    expect(describeEvents([drew], spectator).map((l) => l.text)).toEqual(["Ada drew a card."]);
    expect(describeEvents([drew, got], asAda)[0]!.tone).toBe("private");
  });

  it("reads every event of random matches of every ruleset, from every seat and as a spectator", () => {
    const seen = new Set<string>();
    let lines = 0;
    for (const { state, events, table } of everyStep(2, 3)) {
      if (!state.roundOver && !state.matchOver) continue;
      // Once per round: the whole match so far, as each seat and a spectator were told it.
      const deck = view(state, "spectator").deck;
      for (const seat of [...state.hands.keys(), null]) {
        const ctx: NameContext = {
          me: seat,
          name: (s) => (s === seat ? "You" : NAMES[s]!),
          deck,
          words,
        };
        const visible = eventsFor(events, seat ?? "spectator");
        for (const e of visible) seen.add(e.type);
        for (const line of describeEvents(visible, ctx)) {
          expectReadable(line.text, `${table.name}: ${line.text}`);
          lines++;
        }
        // Every event is said, either on its own line or merged into its neighbour's.
        visible.forEach((e, i) => {
          const text = describeEvent(e, ctx, visible[i + 1], visible[i - 1]);
          if (text === null)
            expect(["dealt", "drew", "redrew", "returned"], `${table.name}: ${e.type}`).toContain(e.type);
        });
      }
    }
    expect(lines).toBeGreaterThan(1000);
    // The random matches produced nearly every kind of event (a few need rarer situations).
    expect(seen.size).toBeGreaterThanOrEqual(Object.keys(SAMPLES).length - 3);
  });
});
