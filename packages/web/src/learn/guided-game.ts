import type { LearnScript } from "./tutor.js";

/**
 * The guided first game: Classic, two players (you and the bot Ann), first to two tokens, on two
 * prepared deals (top card first: the set-aside card, the three face-up cards, your card, Ann's,
 * then the draws). Round 1 is won by being the last standing (Priest, then Guard); round 2 runs
 * the deck out to a showdown and meets the Countess, Handmaid, Prince, King and Princess.
 */
export const GUIDED_GAME: LearnScript = {
  id: "guided",
  ruleset: "classic",
  options: { tokensToWin: 2 },
  names: ["You", "Ann"],
  finish: "guided.end",
  rounds: [
    {
      setup: {
        players: 2,
        first: 0,
        order: [
          "princess",
          "guard",
          "handmaid",
          "king",
          "guard",
          "prince",
          "priest",
          "guard",
          "baron",
          "guard",
          "guard",
          "priest",
          "baron",
          "handmaid",
          "prince",
          "countess",
        ],
      },
      steps: [
        {
          kind: "you",
          say: "guided.r1.m1",
          right: [{ play: "priest", target: 1 }],
          wrong: [{ when: { play: "guard" }, say: "guided.r1.m1.guard" }],
          otherwise: "guided.r1.m1.guard",
        },
        { kind: "bot", move: { seat: 1, play: "guard", target: 0, guess: 8 }, say: "guided.r1.ann-guard" },
        {
          kind: "you",
          say: "guided.r1.m2",
          right: [{ play: "guard", target: 1, guess: 5 }],
          wrong: [
            { when: { play: "guard" }, say: "guided.r1.m2.wrong-guess" },
            { when: { play: "baron" }, say: "guided.r1.m2.baron" },
          ],
          otherwise: "guided.r1.m2.wrong-guess",
        },
      ],
      end: "guided.r1.end",
    },
    {
      setup: {
        players: 2,
        first: 0,
        tokens: [1, 0],
        order: [
          "prince",
          "guard",
          "priest",
          "baron",
          "countess",
          "guard",
          "prince",
          "priest",
          "handmaid",
          "guard",
          "king",
          "princess",
          "guard",
          "baron",
          "handmaid",
          "guard",
        ],
      },
      steps: [
        {
          kind: "you",
          say: "guided.r2.m1",
          right: [{ play: "countess" }],
          wrong: [],
          otherwise: "guided.r2.m1",
        },
        { kind: "bot", move: { seat: 1, play: "priest", target: 0 }, say: "guided.r2.ann-priest" },
        {
          kind: "you",
          say: "guided.r2.m2",
          right: [{ play: "handmaid" }],
          wrong: [{ when: { play: "prince" }, say: "guided.r2.m2.prince" }],
          otherwise: "guided.r2.m2.prince",
        },
        { kind: "bot", move: { seat: 1, play: "guard" }, say: "guided.r2.ann-guard" },
        {
          kind: "you",
          say: "guided.r2.m3",
          right: [{ play: "prince", target: 1 }],
          wrong: [
            { when: { play: "prince", target: 0 }, say: "guided.r2.m3.self" },
            { when: { play: "king" }, say: "guided.r2.m3.king" },
          ],
          otherwise: "guided.r2.m3",
        },
        { kind: "bot", move: { seat: 1, play: "guard", target: 0, guess: 3 }, say: "guided.r2.ann-guard-miss" },
        {
          kind: "you",
          say: "guided.r2.m4",
          right: [{ play: "king", target: 1 }],
          wrong: [{ when: { play: "baron" }, say: "guided.r2.m4.baron" }],
          otherwise: "guided.r2.m4",
        },
        { kind: "bot", move: { seat: 1, play: "handmaid" }, say: "guided.r2.ann-handmaid" },
        {
          kind: "you",
          say: "guided.r2.m5",
          right: [{ play: "guard" }],
          wrong: [{ when: { play: "princess" }, say: "guided.r2.m5.princess" }],
          otherwise: "guided.r2.m5.princess",
        },
      ],
      end: "guided.r2.end",
    },
  ],
};
